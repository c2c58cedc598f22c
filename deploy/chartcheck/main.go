// Command chartcheck checks the objects a Helm chart renders, offline: each
// document is decoded strictly into the Kubernetes API types (k8s.io/api, the
// types the API server decodes into), so an unknown or misspelt field, a value
// of the wrong type or an unknown kind fails; then the objects are checked
// against each other, as a cluster would only show once they run: selectors
// that select the pods, probe and Service ports that exist, Secrets that the
// chart renders or that are named as managed elsewhere, a termination grace
// that holds the preStop delay and the drain, and an autoscaler whose metrics a
// bare cluster serves.
//
//	helm template ... | go run . [-external-secret NAME]... [-allow-custom-metrics] [-want KIND]...
//
// It prints one line per object and exits 1 naming every problem.
//
// Why not kubeconform: it validates against JSON schemas generated from the API
// server's OpenAPI document, which would have to be vendored (megabytes per
// Kubernetes version) and could not be regenerated here; k8s.io/api is what
// those schemas are generated from, and comes through the Go module proxy
// like any dependency. Why not helm-unittest: its assertions are paths the
// test's author chooses, not what the API server accepts. This is a module of
// its own so that the codemode module does not require k8s.io/api.
package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	policyv1 "k8s.io/api/policy/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"sigs.k8s.io/yaml"
)

type list []string

func (l *list) String() string     { return strings.Join(*l, ",") }
func (l *list) Set(s string) error { *l = append(*l, s); return nil }

func main() {
	var external, want list
	allowCustom := flag.Bool("allow-custom-metrics", false, "allow HPA metrics that need a metrics adapter (Pods, Object, External)")
	flag.Var(&external, "external-secret", "a Secret managed outside the chart (repeatable)")
	flag.Var(&want, "want", "a kind the render must contain (repeatable)")
	flag.Parse()
	objs, err := decode(os.Stdin)
	if err == nil {
		err = check(objs, external, want, *allowCustom)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "chartcheck: %v\n", err)
		os.Exit(1)
	}
}

func scheme() *runtime.Scheme {
	s := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{corev1.AddToScheme, appsv1.AddToScheme, policyv1.AddToScheme, autoscalingv2.AddToScheme} {
		if err := add(s); err != nil {
			panic(err)
		}
	}
	return s
}

// decode reads the documents of a multi-document YAML stream strictly.
func decode(r io.Reader) ([]runtime.Object, error) {
	dec := serializer.NewCodecFactory(scheme(), serializer.EnableStrict).UniversalDeserializer()
	var objs []runtime.Object
	var errs []error
	for i, doc := range splitDocuments(r) {
		if len(bytes.TrimSpace(stripComments(doc))) == 0 {
			continue
		}
		var head struct{ Kind, APIVersion string }
		if err := yaml.Unmarshal(doc, &head); err != nil {
			errs = append(errs, fmt.Errorf("document %d: %v", i+1, err))
			continue
		}
		obj, _, err := dec.Decode(doc, nil, nil)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s %s (document %d): %v", head.APIVersion, head.Kind, i+1, err))
			continue
		}
		objs = append(objs, obj)
	}
	return objs, errors.Join(errs...)
}

func splitDocuments(r io.Reader) [][]byte {
	var docs [][]byte
	var cur bytes.Buffer
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		if strings.TrimRight(sc.Text(), " ") == "---" {
			docs = append(docs, bytes.Clone(cur.Bytes()))
			cur.Reset()
			continue
		}
		cur.Write(sc.Bytes())
		cur.WriteByte('\n')
	}
	return append(docs, cur.Bytes())
}

func stripComments(doc []byte) []byte {
	var out bytes.Buffer
	for _, l := range bytes.Split(doc, []byte("\n")) {
		if !bytes.HasPrefix(bytes.TrimSpace(l), []byte("#")) {
			out.Write(l)
			out.WriteByte('\n')
		}
	}
	return out.Bytes()
}

func name(o runtime.Object) string {
	m := o.(metav1.Object)
	return fmt.Sprintf("%s %s", o.GetObjectKind().GroupVersionKind().Kind, m.GetName())
}

// check checks the objects against each other.
func check(objs []runtime.Object, external, want []string, allowCustom bool) error {
	var errs []error
	fail := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	kinds := map[string]bool{}
	secrets := map[string]*corev1.Secret{}
	var deployments []*appsv1.Deployment
	for _, o := range objs {
		kinds[o.GetObjectKind().GroupVersionKind().Kind] = true
		fmt.Println(name(o))
		switch o := o.(type) {
		case *corev1.Secret:
			secrets[o.Name] = o
		case *appsv1.Deployment:
			deployments = append(deployments, o)
		}
	}
	for _, k := range want {
		if !kinds[k] {
			fail("the render has no %s", k)
		}
	}
	if len(deployments) != 1 {
		return errors.Join(append(errs, fmt.Errorf("the render has %d Deployments, want 1", len(deployments)))...)
	}
	d := deployments[0]
	pod := labels.Set(d.Spec.Template.Labels)
	sel, err := metav1.LabelSelectorAsSelector(d.Spec.Selector)
	if err != nil || !sel.Matches(pod) {
		fail("%s: its selector %v does not select its own pods (%v)", name(d), d.Spec.Selector, pod)
	}
	spec := d.Spec.Template.Spec
	for _, t := range spec.TopologySpreadConstraints {
		if s, err := metav1.LabelSelectorAsSelector(t.LabelSelector); err != nil || !s.Matches(pod) {
			fail("%s: the spread over %s counts no pod of its own (labelSelector %v)", name(d), t.TopologyKey, t.LabelSelector)
		}
	}
	for _, c := range spec.Containers {
		ports := map[string]bool{}
		for _, p := range c.Ports {
			ports[p.Name] = true
		}
		for what, p := range map[string]*corev1.Probe{"liveness": c.LivenessProbe, "readiness": c.ReadinessProbe, "startup": c.StartupProbe} {
			if p != nil && p.HTTPGet != nil && p.HTTPGet.Port.StrVal != "" && !ports[p.HTTPGet.Port.StrVal] {
				fail("%s: the %s probe's port %q is not a port of container %s", name(d), what, p.HTTPGet.Port.StrVal, c.Name)
			}
		}
		for _, e := range c.Env {
			if r := e.ValueFrom; r != nil && r.SecretKeyRef != nil {
				ref := r.SecretKeyRef
				s, ok := secrets[ref.Name]
				switch {
				case ok && s.Data[ref.Key] == nil && s.StringData[ref.Key] == "":
					fail("%s: %s reads key %q of Secret %s, which has no such key", name(d), e.Name, ref.Key, ref.Name)
				case !ok && !contains(external, ref.Name):
					fail("%s: %s reads Secret %s, which the chart does not render and which is not named with -external-secret", name(d), e.Name, ref.Name)
				}
			}
		}
		// The termination grace must hold the preStop delay and the drain.
		var preStop, grace time.Duration
		if l := c.Lifecycle; l != nil && l.PreStop != nil && l.PreStop.Sleep != nil {
			preStop = time.Duration(l.PreStop.Sleep.Seconds) * time.Second
		}
		for _, a := range c.Args {
			if v, ok := strings.CutPrefix(a, "--grace="); ok {
				if grace, err = time.ParseDuration(v); err != nil {
					fail("%s: %s: %v", name(d), a, err)
				}
			}
		}
		if tg := spec.TerminationGracePeriodSeconds; tg == nil || time.Duration(*tg)*time.Second <= preStop+grace {
			fail("%s: terminationGracePeriodSeconds %v does not exceed the preStop delay (%v) and the drain grace (%v)", name(d), tg, preStop, grace)
		}
	}
	for _, o := range objs {
		switch o := o.(type) {
		case *corev1.Service:
			if !labels.SelectorFromSet(o.Spec.Selector).Matches(pod) || len(o.Spec.Selector) == 0 {
				fail("%s: its selector %v selects none of the Deployment's pods", name(o), o.Spec.Selector)
			}
			for _, p := range o.Spec.Ports {
				if n := p.TargetPort.StrVal; n != "" && !hasPort(spec.Containers, n) {
					fail("%s: targetPort %q is no container port", name(o), n)
				}
			}
		case *policyv1.PodDisruptionBudget:
			if s, err := metav1.LabelSelectorAsSelector(o.Spec.Selector); err != nil || !s.Matches(pod) {
				fail("%s: its selector selects none of the Deployment's pods", name(o))
			}
		case *autoscalingv2.HorizontalPodAutoscaler:
			if r := o.Spec.ScaleTargetRef; r.Kind != "Deployment" || r.Name != d.Name {
				fail("%s: it scales %s %s, not %s", name(o), r.Kind, r.Name, name(d))
			}
			for _, m := range o.Spec.Metrics {
				if m.Type != autoscalingv2.ResourceMetricSourceType && !allowCustom {
					fail("%s: a %s metric needs a metrics adapter a bare cluster does not run", name(o), m.Type)
				}
			}
			if o.Spec.MinReplicas != nil && *o.Spec.MinReplicas > o.Spec.MaxReplicas {
				fail("%s: minReplicas %d above maxReplicas %d", name(o), *o.Spec.MinReplicas, o.Spec.MaxReplicas)
			}
		}
	}
	return errors.Join(errs...)
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

func hasPort(cs []corev1.Container, n string) bool {
	for _, c := range cs {
		for _, p := range c.Ports {
			if p.Name == n {
				return true
			}
		}
	}
	return false
}
