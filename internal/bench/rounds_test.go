package bench

import (
	"bytes"
	"strings"
	"testing"
)

// TestCombineTakesMedians: every figure of the combined line is the median of
// the engine's figures in the rounds it ran in — the middle one of an odd
// count, the mean of the two middle ones of an even count — durable figures
// and batch means included, engines in the order they first appear.
func TestCombineTakesMedians(t *testing.T) {
	line := func(engine string, f float64, durable bool) Line {
		l := Line{Engine: engine, Concurrency: int(f), Metrics: Metrics{TrivialUs: f, Fib27Ms: 10 * f, SandboxRunBytes: int64(100 * f)}}
		if durable {
			l.Metrics.DurableMetrics = &DurableMetrics{LivePerCallUs: f}
			l.BatchMeans = &Metrics{JSON10kMs: f}
		}
		return l
	}
	rounds := [][]Line{
		{line("a", 5, true), line("b", 1, false)},
		{line("a", 100, false), line("b", 3, false), line("c", 7, false)},
		{line("a", 1, true), line("c", 9, false)},
	}
	got := Combine(rounds)
	if len(got) != 3 || got[0].Engine != "a" || got[1].Engine != "b" || got[2].Engine != "c" {
		t.Fatalf("engines %+v", got)
	}
	a, b, c := got[0], got[1], got[2]
	if a.Metrics.TrivialUs != 5 || a.Metrics.Fib27Ms != 50 || a.Metrics.SandboxRunBytes != 500 || a.Concurrency != 5 {
		t.Errorf("a: %+v, want the middle of 5, 100, 1 and the first round's concurrency", a)
	}
	if a.Metrics.DurableMetrics == nil || a.Metrics.DurableMetrics.LivePerCallUs != 3 {
		t.Errorf("a's durable figures %+v, want the mean of the two rounds that have them (5 and 1)", a.Metrics.DurableMetrics)
	}
	if a.BatchMeans == nil || a.BatchMeans.JSON10kMs != 3 {
		t.Errorf("a's batch means %+v, want 3", a.BatchMeans)
	}
	if b.Metrics.TrivialUs != 2 || c.Metrics.TrivialUs != 8 || b.Metrics.DurableMetrics != nil || b.BatchMeans != nil {
		t.Errorf("b %+v, c %+v: want the means of two rounds, and no durable figures where none ran", b, c)
	}
}

// TestPrintRoundsShowsEveryRound: each target's ratio in every round, then
// the medians' ratio and verdict — a slow stretch in one round does not move
// the verdict.
func TestPrintRoundsShowsEveryRound(t *testing.T) {
	ours, peers := recorded(t)
	slow := func(ls []Line, factor float64) []Line {
		var out []Line
		for _, l := range ls {
			l.Metrics.Fib27Ms *= factor
			out = append(out, l)
		}
		return out
	}
	// codemode's fib27 three times slower in the second round only.
	var b bytes.Buffer
	PrintRounds(&b, [][]Line{ours, slow(ours, 3), ours}, [][]Line{peers, peers, peers})
	one := Evaluate(ours, peers)
	var fib Verdict
	for _, v := range one {
		if v.Target.Metric == "fib27_ms" {
			fib = v
		}
	}
	row := ""
	for _, l := range strings.Split(b.String(), "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), fib.Target.String()) {
			row = l
		}
	}
	fields := strings.Fields(strings.TrimPrefix(strings.TrimSpace(row), fib.Target.String()))
	want := []string{ratioText(fib), ratioText(Verdict{Known: true, Ratio: 3 * fib.Ratio}), ratioText(fib), ratioText(fib)}
	if len(fields) < 5 || strings.Join(fields[:4], " ") != strings.Join(want, " ") {
		t.Errorf("fib27 row %q, want ratios %q then the verdict:\n%s", row, want, b.String())
	}
	verdict := "NOT MET"
	if fib.Met {
		verdict = "met"
	}
	if got := strings.Join(fields[4:], " "); got != verdict {
		t.Errorf("fib27 verdict %q, want the single round's %q", got, verdict)
	}
	if !strings.Contains(b.String(), "round 3") {
		t.Errorf("no column for round 3:\n%s", b.String())
	}
}
