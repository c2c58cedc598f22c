package bench

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"
)

func recorded(t *testing.T) (ours, peers []Line) {
	t.Helper()
	f, err := os.Open("testdata/run.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	lines, err := ReadLines(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lines {
		if strings.HasPrefix(l.Engine, "codemode/") {
			ours = append(ours, l)
		} else {
			peers = append(peers, l)
		}
	}
	if len(ours) != 3 || len(peers) != 4 {
		t.Fatalf("read %d codemode lines and %d peer lines, want 3 and 4 (the log line skipped)", len(ours), len(peers))
	}
	return ours, peers
}

// TestEvaluateRecordedRun: a recorded run (the figures before any lever)
// meets none of the targets, each verdict with the figures it compared.
func TestEvaluateRecordedRun(t *testing.T) {
	ours, peers := recorded(t)
	vs := Evaluate(ours, peers)
	if len(vs) != len(Targets) {
		t.Fatalf("%d verdicts for %d targets", len(vs), len(Targets))
	}
	want := map[string]struct {
		ours, theirs, limit float64
		met                 bool
	}{
		"trivial_us in-process ≤ 0.5× monty":                     {59.1, 8.8, 4.4, false},
		"seq100_per_call_us in-process ≤ 0.25× monty":            {11.88, 5.39, 1.3475, false},
		"seq100_per_call_us daemon ≤ 0.25× cloudflare-codemode":  {88.53, 100, 25, false},
		"trivial_us daemon ≤ 8× monty":                           {267.1, 8.8, 70.4, false},
		"orchestrate_per_s (best arrangement) ≥ 20× isolated-vm": {1917, 476, 9520, false},
		"json10k_ms in-process ≤ isolated-vm":                    {99.4, 21.5, 21.5, false},
		"fib27_ms in-process ≤ 2× isolated-vm":                   {63.7, 5.19, 10.38, false},
		"sandbox_idle_bytes in-process ≤ 128 KiB":                {190000, 128 << 10, 128 << 10, false},
		"sandbox_trivial_bytes in-process ≤ 160 KiB":             {270000, 160 << 10, 160 << 10, false},
	}
	for _, v := range vs {
		w, ok := want[v.Target.String()]
		if !ok {
			t.Errorf("unexpected target %q", v.Target)
			continue
		}
		if !v.Known || v.Met != w.met || v.Ours != w.ours || v.Theirs != w.theirs || v.Limit != w.limit ||
			(v.Target.Arrangement == BestArrangement) != (v.Arrangement == "in-process") {
			t.Errorf("%s: got %+v, want %+v", v.Target, v, w)
		}
	}
	var b bytes.Buffer
	PrintTable(&b, ours, peers)
	out := b.String()
	for _, s := range []string{"cloudflare-codemode", "monty", "NOT MET", "trivial_us in-process ≤ 0.5× monty", "0.89×" /* daemon seq100 vs cloudflare */, "1917 (in-process)",
		"cloudflare-codemode, the same runs timed as one batch (mean per execution, finer than its clock): trivial_us 4800, seq100_per_call_us 98"} {
		if !strings.Contains(out, s) {
			t.Errorf("the table lacks %q:\n%s", s, out)
		}
	}
	if n := strings.Count(out, "NOT MET"); n != 9 {
		t.Errorf("%d targets NOT MET in the table, want 9:\n%s", n, out)
	}
}

// TestEvaluateAtTheBound: for every target, a figure exactly at its bound
// meets it and one 1% on the wrong side does not, in the metric's own
// direction (lower for times, higher for throughput).
func TestEvaluateAtTheBound(t *testing.T) {
	_, peers := recorded(t)
	for i, tg := range Targets {
		for _, off := range []float64{0, 0.01} {
			v0 := Evaluate(nil, peers)[i]
			limit := v0.Limit
			if tg.Peer != "" && v0.Theirs == 0 {
				t.Fatalf("%s: the recorded run has no %s figure", tg, tg.Peer)
			}
			worse := 1 + off
			if tg.Peer != "" && metric(tg.Metric).Higher {
				worse = 1 - off
			}
			fig := limit * worse
			var m Metrics
			if tg.Peer == "" {
				if tg.Metric == IdleMemoryMetric {
					m.SandboxIdleBytes = int64(fig)
				} else {
					m.SandboxRunBytes = int64(fig)
				}
			} else {
				setMetric(&m, tg.Metric, fig)
			}
			a := tg.Arrangement
			if a == BestArrangement {
				a = "pool"
			}
			ours := []Line{{Engine: "codemode/" + a, Metrics: m}}
			v := Evaluate(ours, peers)[i]
			if !v.Known || v.Met != (off == 0) {
				t.Errorf("%s with %g (bound %g): known %v met %v", tg, fig, limit, v.Known, v.Met)
			}
		}
	}
}

// TestEvaluateMissingFigures: a target whose arrangement or peer did not
// run has no verdict, and the table says so instead of a ratio.
func TestEvaluateMissingFigures(t *testing.T) {
	ours, peers := recorded(t)
	var noMonty []Line
	for _, p := range peers {
		if p.Engine != "monty" {
			noMonty = append(noMonty, p)
		}
	}
	for _, v := range Evaluate(ours[:1], noMonty) {
		wantKnown := v.Target.Peer != "monty" && v.Target.Arrangement != "daemon"
		if v.Known != wantKnown {
			t.Errorf("%s: known %v, want %v", v.Target, v.Known, wantKnown)
		}
	}
	var b bytes.Buffer
	PrintTable(&b, ours[:1], noMonty)
	if n := strings.Count(b.String(), "no figure (not run)"); n != 4 {
		t.Errorf("%d targets without a figure, want 4 (three against monty, one of them through the daemon, and the daemon against cloudflare-codemode):\n%s", n, b.String())
	}
}

// TestEvaluateFiguresNotAboveZero: a figure of zero or below (a per-call
// figure a harness derives from two medians can come out negative on a noisy
// machine) gives no verdict, and the table says so with the figures, not
// that the engine did not run.
func TestEvaluateFiguresNotAboveZero(t *testing.T) {
	ours, peers := recorded(t)
	for _, bad := range []float64{0, -3.13} {
		var changed []Line
		for _, p := range peers {
			if p.Engine == "isolated-vm" {
				setMetric(&p.Metrics, "fib27_ms", bad)
			}
			changed = append(changed, p)
		}
		for _, v := range Evaluate(ours, changed) {
			isPar := v.Target.Metric == "fib27_ms" && v.Target.Peer == "isolated-vm"
			if !v.Ran || v.Known == isPar {
				t.Errorf("%s with isolated-vm's fib27 at %g: ran %v known %v", v.Target, bad, v.Ran, v.Known)
			}
		}
		var b bytes.Buffer
		PrintTable(&b, ours, changed)
		out := b.String()
		if strings.Contains(out, "not run") || strings.Count(out, "no verdict (a figure not above zero)") != 1 ||
			!strings.Contains(out, fmt.Sprintf("%g", bad)) {
			t.Errorf("isolated-vm's fib27 at %g:\n%s", bad, out)
		}
	}
}

func setMetric(m *Metrics, name string, f float64) {
	switch name {
	case "trivial_us":
		m.TrivialUs = f
	case "seq100_per_call_us":
		m.Seq100PerCallUs = f
	case "par100_per_call_us":
		m.Par100PerCallUs = f
	case "orchestrate_us":
		m.OrchestrateUs = f
	case "json10k_ms":
		m.JSON10kMs = f
	case "fib27_ms":
		m.Fib27Ms = f
	case "orchestrate_per_s":
		m.OrchestratePerS = f
	default:
		panic(name)
	}
}

// TestMetricListCoversTheWorkloads: every metric workloads.json defines is
// in the table.
func TestMetricListCoversTheWorkloads(t *testing.T) {
	w := LoadEmbedded()
	for name := range w.Metrics {
		found := false
		for _, m := range MetricList {
			found = found || m.Name == name
		}
		if !found {
			t.Errorf("metric %s of workloads.json is not in MetricList", name)
		}
	}
}

// TestUnseenTextsDiffer: every text Unseen makes is new and still ends the
// program's expression (a comment after it).
func TestUnseenTextsDiffer(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 1000; i++ {
		s := Unseen("async () => 1 + 1")
		if seen[s] || !strings.HasPrefix(s, "async () => 1 + 1\n/* ") || !strings.HasSuffix(s, " */") {
			t.Fatalf("text %q", s)
		}
		seen[s] = true
	}
}
