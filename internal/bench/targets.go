package bench

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// PeerEngines are the engines of the peer harness, in the order it runs
// them: the sandboxes a user would pick instead of codemode.
var PeerEngines = []string{"isolated-vm", "quickjs-emscripten", "cloudflare-codemode", "monty", "utcp-code-mode"}

// Metric names one figure of Metrics.
type Metric struct {
	// Name is the metric's name in workloads.json.
	Name string
	// Get reads the figure.
	Get func(Metrics) float64
	// Higher says a higher figure is better (throughput); otherwise lower
	// is better (time).
	Higher bool
}

// MetricList is every metric of workloads.json, in the table's order.
var MetricList = []Metric{
	{"trivial_us", func(m Metrics) float64 { return m.TrivialUs }, false},
	{"seq100_per_call_us", func(m Metrics) float64 { return m.Seq100PerCallUs }, false},
	{"par100_per_call_us", func(m Metrics) float64 { return m.Par100PerCallUs }, false},
	{"orchestrate_us", func(m Metrics) float64 { return m.OrchestrateUs }, false},
	{"json10k_ms", func(m Metrics) float64 { return m.JSON10kMs }, false},
	{"fib27_ms", func(m Metrics) float64 { return m.Fib27Ms }, false},
	{"orchestrate_per_s", func(m Metrics) float64 { return m.OrchestratePerS }, true},
}

func metric(name string) Metric {
	for _, m := range MetricList {
		if m.Name == name {
			return m
		}
	}
	panic("no metric " + name)
}

// Target is one speed target: codemode's figure for Metric in Arrangement
// against Factor times Peer's figure of the same metric (at most that for a
// time, at least that for a throughput). An Arrangement of BestArrangement
// takes the best figure of the arrangements run. A Peer of "" compares
// against the constant Bound instead (memory).
type Target struct {
	Metric      string
	Arrangement string
	Peer        string
	Factor      float64
	// Bound is the limit when Peer is "": bytes for the memory target.
	Bound float64
}

// BestArrangement, as a Target's arrangement, takes the best figure of every
// arrangement run: a throughput a user gets by choosing the arrangement.
const BestArrangement = "any"

// MemoryMetric is the name of the running-execution memory target's figure:
// the resident memory one running trivial execution holds, in process.
const MemoryMetric = "sandbox_trivial_bytes"

// IdleMemoryMetric is the name of the idle-sandbox memory target's figure:
// the resident memory one idle prepared sandbox holds, in process.
const IdleMemoryMetric = "sandbox_idle_bytes"

// memoryFigure reads a memory target's figure from m.
func memoryFigure(name string, m Metrics) int64 {
	if name == IdleMemoryMetric {
		return m.SandboxIdleBytes
	}
	return m.SandboxRunBytes
}

// Targets are the speed targets codemode is held to.
var Targets = []Target{
	{Metric: "trivial_us", Arrangement: "in-process", Peer: "monty", Factor: 0.5},
	{Metric: "seq100_per_call_us", Arrangement: "in-process", Peer: "monty", Factor: 0.25},
	{Metric: "seq100_per_call_us", Arrangement: "daemon", Peer: "cloudflare-codemode", Factor: 0.25},
	{Metric: "trivial_us", Arrangement: "daemon", Peer: "monty", Factor: 8},
	{Metric: "orchestrate_per_s", Arrangement: BestArrangement, Peer: "isolated-vm", Factor: 20},
	{Metric: "json10k_ms", Arrangement: "in-process", Peer: "isolated-vm", Factor: 1},
	{Metric: "fib27_ms", Arrangement: "in-process", Peer: "isolated-vm", Factor: 2},
	{Metric: IdleMemoryMetric, Arrangement: "in-process", Bound: 128 << 10},
	{Metric: MemoryMetric, Arrangement: "in-process", Bound: 160 << 10},
}

// String says the target in words: "trivial_us in-process ≤ monty".
func (t Target) String() string {
	if t.Peer == "" {
		return fmt.Sprintf("%s %s ≤ %d KiB", t.Metric, t.Arrangement, int64(t.Bound)>>10)
	}
	op := "≤"
	if metric(t.Metric).Higher {
		op = "≥"
	}
	f := ""
	if t.Factor != 1 {
		f = fmt.Sprintf("%g× ", t.Factor)
	}
	a := t.Arrangement
	if a == BestArrangement {
		a = "(best arrangement)"
	}
	return fmt.Sprintf("%s %s %s %s%s", t.Metric, a, op, f, t.Peer)
}

// Verdict is one target evaluated on one run.
type Verdict struct {
	Target Target
	// Ours is codemode's figure; Theirs the peer's (the bound for the
	// memory target); Limit is what Ours must reach (Factor × Theirs).
	Ours, Theirs, Limit float64
	// Ratio is Ours / Theirs: how many of the peer's figure codemode's is.
	Ratio float64
	// Arrangement is the arrangement the best figure came from, for a
	// target on BestArrangement.
	Arrangement string
	// Ran is false when an arrangement or peer did not run. Known is
	// false when a figure is missing or not above zero (a per-call figure
	// a harness derives from two medians can come out negative on a noisy
	// machine); Met is meaningless then.
	Ran   bool
	Known bool
	Met   bool
}

// Evaluate holds codemode's lines (engine "codemode/<arrangement>") to every
// target against the peers' lines of the same run.
func Evaluate(ours, peers []Line) []Verdict {
	find := func(lines []Line, engine string) (Line, bool) {
		for _, l := range lines {
			if l.Engine == engine {
				return l, true
			}
		}
		return Line{}, false
	}
	var out []Verdict
	for _, t := range Targets {
		v := Verdict{Target: t}
		o, okO := find(ours, "codemode/"+t.Arrangement)
		if t.Peer == "" {
			fig := memoryFigure(t.Metric, o.Metrics)
			v.Ours, v.Theirs, v.Limit = float64(fig), t.Bound, t.Bound
			v.Ran = okO
			v.Known = okO && fig > 0
			v.Ratio = v.Ours / v.Theirs
			v.Met = v.Known && v.Ours <= v.Limit
			out = append(out, v)
			continue
		}
		m := metric(t.Metric)
		if t.Arrangement == BestArrangement {
			okO = false
			for _, l := range ours {
				if !okO || m.Higher == (m.Get(l.Metrics) > m.Get(o.Metrics)) {
					o, okO = l, true
				}
			}
			v.Arrangement = strings.TrimPrefix(o.Engine, "codemode/")
		}
		p, okP := find(peers, t.Peer)
		v.Ours, v.Theirs = m.Get(o.Metrics), m.Get(p.Metrics)
		v.Limit = t.Factor * v.Theirs
		v.Ran = okO && okP
		v.Known = v.Ran && v.Theirs > 0 && v.Ours > 0
		if v.Known {
			v.Ratio = v.Ours / v.Theirs
			if m.Higher {
				v.Met = v.Ours >= v.Limit
			} else {
				v.Met = v.Ours <= v.Limit
			}
		}
		out = append(out, v)
	}
	return out
}

// PrintVerdicts prints one line per target: the figures, the ratio and
// whether the target is met.
func PrintVerdicts(w io.Writer, vs []Verdict) {
	fmt.Fprintln(w, "targets (codemode's figure as a ratio of the peer's):")
	tw := newTable(w)
	fmt.Fprint(tw, "target\tcodemode\tpeer\tneeds\tratio\tverdict\t\n")
	for _, v := range vs {
		if !v.Ran {
			fmt.Fprintf(tw, "%s\t-\t-\t-\t-\tno figure (not run)\t\n", v.Target)
			continue
		}
		if !v.Known {
			fmt.Fprintf(tw, "%s\t%g\t%g\t-\t-\tno verdict (a figure not above zero)\t\n", v.Target, v.Ours, v.Theirs)
			continue
		}
		verdict := "met"
		if !v.Met {
			verdict = "NOT MET"
		}
		if v.Target.Peer == "" {
			fmt.Fprintf(tw, "%s\t%d KiB\t-\t≤ %d KiB\t%.2f×\t%s\t\n", v.Target, int64(v.Ours)>>10, int64(v.Limit)>>10, v.Ratio, verdict)
			continue
		}
		op := "≤"
		if metric(v.Target.Metric).Higher {
			op = "≥"
		}
		ours := fmt.Sprintf("%g", v.Ours)
		if v.Arrangement != "" {
			ours += " (" + v.Arrangement + ")"
		}
		fmt.Fprintf(tw, "%s\t%s\t%g\t%s %s\t%.2f×\t%s\t\n", v.Target, ours, v.Theirs, op, fmtFig(v.Limit), v.Ratio, verdict)
	}
	tw.Flush()
}

func fmtFig(f float64) string { return fmt.Sprintf("%.4g", f) }

// ReadLines reads the JSON lines of the peer harness (or of
// `codemode bench --json`), skipping lines that are not an engine's.
func ReadLines(r io.Reader) ([]Line, error) {
	var lines []Line
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		t := strings.TrimSpace(sc.Text())
		if !strings.HasPrefix(t, "{") {
			continue
		}
		var l Line
		if json.Unmarshal([]byte(t), &l) == nil && l.Engine != "" {
			lines = append(lines, l)
		}
	}
	return lines, sc.Err()
}

func newTable(w io.Writer) *tabwriter.Writer {
	return tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
}

// PrintTable prints the metrics side by side, one column per engine
// (codemode's arrangements first, then the peers), the in-process memory
// figures, and with peers the ratio of codemode's best arrangement to each
// peer and the verdict on every target.
func PrintTable(w io.Writer, lines, peers []Line) {
	all := append(append([]Line{}, lines...), peers...)
	tw := newTable(w)
	fmt.Fprint(tw, "metric\t")
	for _, l := range all {
		fmt.Fprintf(tw, "%s\t", strings.TrimPrefix(l.Engine, "codemode/"))
	}
	fmt.Fprintln(tw)
	for _, r := range MetricList {
		fmt.Fprintf(tw, "%s\t", r.Name)
		for _, l := range all {
			fmt.Fprintf(tw, "%g\t", r.Get(l.Metrics))
		}
		fmt.Fprintln(tw)
	}
	fmt.Fprint(tw, "concurrency\t")
	for _, l := range all {
		fmt.Fprintf(tw, "%d\t", l.Concurrency)
	}
	fmt.Fprintln(tw)
	fmt.Fprint(tw, "gomaxprocs\t")
	for _, l := range all {
		if l.Procs > 0 {
			fmt.Fprintf(tw, "%d\t", l.Procs)
		} else {
			fmt.Fprint(tw, "-\t")
		}
	}
	fmt.Fprintln(tw)
	tw.Flush()
	for _, l := range lines {
		if d := l.Metrics.DurableMetrics; d != nil {
			fmt.Fprintf(w, "\ndurable (%s): %g µs per journaled live call, %g µs per replayed call, %g checkpoint bytes per call\n",
				strings.TrimPrefix(l.Engine, "codemode/"), d.LivePerCallUs, d.ReplayPerCallUs, d.CheckpointBytesPerCall)
		}
	}
	for _, l := range lines {
		if l.Metrics.SandboxIdleBytes > 0 {
			fmt.Fprintf(w, "\nmemory (%s): %d KiB per idle prepared sandbox, %d KiB per running trivial execution\n",
				strings.TrimPrefix(l.Engine, "codemode/"), l.Metrics.SandboxIdleBytes>>10, l.Metrics.SandboxRunBytes>>10)
		}
		if l.Metrics.TrivialWarmUs > 0 {
			fmt.Fprintf(w, "trivial_us with the same program text every time (%s): %g\n",
				strings.TrimPrefix(l.Engine, "codemode/"), l.Metrics.TrivialWarmUs)
		}
	}
	for _, p := range peers {
		if b := p.BatchMeans; b != nil {
			fmt.Fprintf(w, "%s, the same runs timed as one batch (mean per execution, finer than its clock): trivial_us %g, seq100_per_call_us %g, par100_per_call_us %g, orchestrate_us %g, json10k_ms %g, fib27_ms %g\n",
				p.Engine, b.TrivialUs, b.Seq100PerCallUs, b.Par100PerCallUs, b.OrchestrateUs, b.JSON10kMs, b.Fib27Ms)
		}
	}
	if len(peers) == 0 || len(lines) == 0 {
		return
	}
	fmt.Fprintln(w, "\nbest codemode arrangement as a ratio of each peer (below 1 is faster; for orchestrate_per_s above 1 is better):")
	tw = newTable(w)
	fmt.Fprint(tw, "metric\tbest\t")
	for _, p := range peers {
		fmt.Fprintf(tw, "vs %s\t", p.Engine)
	}
	fmt.Fprintln(tw)
	for _, r := range MetricList {
		best := lines[0]
		for _, l := range lines[1:] {
			if r.Higher == (r.Get(l.Metrics) > r.Get(best.Metrics)) {
				best = l
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t", r.Name, strings.TrimPrefix(best.Engine, "codemode/"))
		for _, p := range peers {
			if pv := r.Get(p.Metrics); pv != 0 {
				fmt.Fprintf(tw, "%.2f×\t", r.Get(best.Metrics)/pv)
			} else {
				fmt.Fprint(tw, "-\t")
			}
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
	fmt.Fprintln(w)
	PrintVerdicts(w, Evaluate(lines, peers))
}
