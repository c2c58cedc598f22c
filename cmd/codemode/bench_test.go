package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode/codemode/internal/bench"
)

// TestBenchJSON: one JSON line per arrangement, with the metric names of
// workloads.json, from the built-in copy when no workloads file is found.
func TestBenchJSON(t *testing.T) {
	// No workloads.json in the working directory.
	dir := filepath.Join(t.TempDir(), "a", "b", "c")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	code, out, errs := runCLI(t, "", "bench", "--arrangements", "in-process", "--json", "--scale", "0.01", "--duration", "100ms", "--concurrency", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(errs, bench.EmbeddedName) {
		t.Errorf("stderr does not say the built-in workloads were used: %q", errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 1 {
		t.Fatalf("want one line, got %q", out)
	}
	var l struct {
		Engine      string             `json:"engine"`
		Concurrency int                `json:"concurrency"`
		Metrics     map[string]float64 `json:"metrics"`
	}
	if err := json.Unmarshal([]byte(lines[0]), &l); err != nil {
		t.Fatalf("not JSON: %q", lines[0])
	}
	if l.Engine != "codemode/in-process" || l.Concurrency != 1 {
		t.Fatalf("%+v", l)
	}
	w := bench.LoadEmbedded()
	for name := range w.Metrics {
		v, ok := l.Metrics[name]
		// A per-call figure is a difference of two medians, here of three
		// executions and of one: on a loaded machine it can come out
		// below zero. Every figure measured directly is a positive time or
		// rate.
		if derived := strings.HasSuffix(name, "_per_call_us"); !ok || math.IsNaN(v) || math.IsInf(v, 0) || !derived && v <= 0 {
			t.Errorf("metric %s = %v, %v", name, v, ok)
		}
	}
}

// TestBenchRefusesAWrongValue: a workload whose result is not the expected
// value fails the run.
func TestBenchRefusesAWrongValue(t *testing.T) {
	var raw map[string]any
	if err := json.Unmarshal(bench.EmbeddedBytes(), &raw); err != nil {
		t.Fatal(err)
	}
	raw["workloads"].(map[string]any)["fib27"].(map[string]any)["expect"] = 196419
	b, _ := json.Marshal(raw)
	path := filepath.Join(t.TempDir(), "workloads.json")
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCLI(t, "", "bench", "--workloads", path, "--arrangements", "in-process", "--json", "--scale", "0.01", "--duration", "100ms")
	if code != 1 || !strings.Contains(errs, "fib27") || !strings.Contains(errs, "196418") {
		t.Fatalf("exit %d, stderr %q: want exit 1 naming fib27 and the value it got", code, errs)
	}
}

// TestEmbeddedWorkloadsAreTheShared: the built-in copy is the workloads
// definition the peer harness uses, byte for byte. That definition lives in
// the project's workspace beside the repository (../shared/workloads.json
// from the repository's root), not in the repository, so the test is skipped
// in a plain checkout.
func TestEmbeddedWorkloadsAreTheShared(t *testing.T) {
	shared, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "workloads.json"))
	if err != nil {
		t.Skipf("no workloads definition beside the repository: %v", err)
	}
	if string(shared) != string(bench.EmbeddedBytes()) {
		t.Fatal("internal/bench/workloads.json differs from the definition beside the repository: copy it again")
	}
}

// fakePeers installs a peer harness in a folder: a bench.js that records its
// arguments and prints the recorded lines of the engines it was asked for
// (minus those named in skip), like the real one, one JSON line each. Run
// again in the same folder it multiplies every peer's fib27_ms by 100, and
// a third time by 0.01 (it counts its runs in the folder's runs file), so
// that the median of three runs is the recorded figure.
func fakePeers(t *testing.T, skip string) (dir, argsFile string) {
	t.Helper()
	dir = t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "node_modules"), 0o700); err != nil {
		t.Fatal(err)
	}
	rec, err := os.ReadFile(filepath.Join("..", "..", "internal", "bench", "testdata", "run.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	argsFile = filepath.Join(dir, "args.json")
	js := `const fs = require('fs');
fs.writeFileSync(` + strconvQuote(argsFile) + `, JSON.stringify({argv: process.argv.slice(2), scale: process.env.BENCH_SCALE || null, workloads: JSON.parse(fs.readFileSync(process.argv[2], 'utf8')).workloads.trivial.code}));
const rec = ` + strconvQuote(string(rec)) + `.split('\n');
const runs = ` + strconvQuote(filepath.Join(dir, "runs")) + `;
const n = (fs.existsSync(runs) ? +fs.readFileSync(runs, 'utf8') : 0) + 1;
fs.writeFileSync(runs, String(n));
const factor = [1, 100, 0.01][(n - 1) % 3];
console.error('peer harness: starting');
for (const e of process.argv[3].split(',')) {
  if (e === ` + strconvQuote(skip) + `) continue;
  const l = rec.find((l) => l.includes('"engine":"' + e + '"'));
  const line = JSON.parse(l || JSON.stringify({engine: e, concurrency: 1, metrics: {trivial_us: 1, seq100_per_call_us: 1, par100_per_call_us: 1, orchestrate_us: 1, json10k_ms: 1, fib27_ms: 1, orchestrate_per_s: 1}}));
  line.metrics.fib27_ms *= factor;
  process.stdout.write(JSON.stringify(line) + '\n');
}
`
	if err := os.WriteFile(filepath.Join(dir, "bench.js"), []byte(js), 0o600); err != nil {
		t.Fatal(err)
	}
	return dir, argsFile
}

func strconvQuote(s string) string { b, _ := json.Marshal(s); return string(b) }

// TestBenchPeersRunsEveryPeer: --peers runs the harness in that folder on
// all five peers in the same command, and the table shows every peer's
// column and a verdict on every target.
func TestBenchPeersRunsEveryPeer(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("no node")
	}
	dir, argsFile := fakePeers(t, "")
	code, out, errs := runCLI(t, "", "bench", "--peers", dir, "--arrangements", "in-process", "--scale", "0.01", "--duration", "100ms", "--concurrency", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Argv      []string
		Scale     *string
		Workloads string
	}
	b, err := os.ReadFile(argsFile)
	if err != nil {
		t.Fatalf("the harness did not run: %v", err)
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Argv) != 2 || got.Argv[1] != strings.Join(bench.PeerEngines, ",") {
		t.Errorf("the harness ran with %q, want the workloads file and all five peers", got.Argv)
	}
	if got.Scale == nil || *got.Scale != "0.01" {
		t.Errorf("BENCH_SCALE %v, want the --scale", got.Scale)
	}
	if got.Workloads != bench.LoadEmbedded().Workloads["trivial"].Code && got.Workloads == "" {
		t.Errorf("the harness read no workloads")
	}
	if !strings.Contains(errs, "peer harness: starting") {
		t.Errorf("the harness's stderr is not passed on: %q", errs)
	}
	header := strings.Fields(strings.SplitN(out, "\n", 2)[0])
	want := append([]string{"metric", "in-process"}, bench.PeerEngines...)
	if strings.Join(header, " ") != strings.Join(want, " ") {
		t.Errorf("table columns %q, want %q", header, want)
	}
	for _, tg := range bench.Targets {
		if tg.Arrangement != "in-process" {
			continue
		}
		line := ""
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), tg.String()) {
				line = l
			}
		}
		// At --scale 0.01 a figure rests on one to three executions, and
		// a cold first one can make a per-call figure negative: the
		// tool's own "no verdict" for it is a judgement too. What must not
		// happen is an in-process target left without its figure.
		v := strings.TrimSpace(line)
		if !strings.HasSuffix(v, " met") && !strings.HasSuffix(v, " NOT MET") && !strings.HasSuffix(v, "no verdict (a figure not above zero)") {
			t.Errorf("no verdict for %s:\n%s", tg, out)
		}
	}
}

// TestBenchRounds: --rounds 3 runs codemode's arrangements and the harness
// three times in turn, shows each figure's median (the peers' fib27_ms is
// the recorded one, between the second run's ×100 and the third's ×0.01)
// and every target's ratio round by round; --json marks each round's lines
// and adds the medians; --rounds 0 is refused.
func TestBenchRounds(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("no node")
	}
	dir, _ := fakePeers(t, "")
	code, out, errs := runCLI(t, "", "bench", "--peers", dir, "--rounds", "3", "--arrangements", "in-process", "--scale", "0.01", "--duration", "100ms", "--concurrency", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "runs")); err != nil || string(b) != "3" {
		t.Errorf("the harness ran %q times, want 3 (%v)", b, err)
	}
	for k := 1; k <= 3; k++ {
		if !strings.Contains(errs, fmt.Sprintf("bench: round %d of 3", k)) {
			t.Errorf("stderr does not announce round %d: %q", k, errs)
		}
	}
	if !strings.HasPrefix(out, "medians of 3 rounds:\n") || !strings.Contains(out, "targets round by round") ||
		!strings.Contains(out, "round 3") {
		t.Errorf("no medians or no rounds:\n%s", out)
	}
	var recordedFib float64
	f, err := os.Open(filepath.Join("..", "..", "internal", "bench", "testdata", "run.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recorded, err := bench.ReadLines(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range recorded {
		if p.Engine == "quickjs-emscripten" {
			recordedFib = p.Metrics.Fib27Ms
		}
	}
	for _, l := range strings.Split(out, "\n") { // the first fib27_ms row: the figures
		if f := strings.Fields(l); len(f) > 3 && f[0] == "fib27_ms" {
			if f[3] != fmt.Sprintf("%g", recordedFib) {
				t.Errorf("quickjs-emscripten's fib27_ms %s, want the median %g:\n%s", f[3], recordedFib, out)
			}
			break
		}
	}

	code, out, errs = runCLI(t, "", "bench", "--rounds", "2", "--json", "--arrangements", "in-process", "--scale", "0.01", "--duration", "100ms", "--concurrency", "1")
	if code != 0 {
		t.Fatalf("--json: exit %d: %s", code, errs)
	}
	var rounds []int
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var line bench.Line
		if err := json.Unmarshal([]byte(l), &line); err != nil || line.Engine != "codemode/in-process" {
			t.Fatalf("line %q: %v", l, err)
		}
		rounds = append(rounds, line.Round)
	}
	if fmt.Sprint(rounds) != "[1 2 0]" {
		t.Errorf("rounds of the JSON lines %v, want [1 2 0] (each round, then the medians)", rounds)
	}

	code, _, errs = runCLI(t, "", "bench", "--rounds", "0")
	if code != 2 || !strings.Contains(errs, "--rounds 0") {
		t.Errorf("--rounds 0: exit %d, stderr %q", code, errs)
	}
}

// TestBenchPeersRefusals: a folder without the harness is refused before
// anything runs, and a peer that prints no line fails the run by name.
func TestBenchPeersRefusals(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("no node")
	}
	empty := t.TempDir()
	code, _, errs := runCLI(t, "", "bench", "--peers", empty, "--arrangements", "in-process")
	if code != 2 || !strings.Contains(errs, "no bench.js there") {
		t.Errorf("empty folder: exit %d, stderr %q", code, errs)
	}
	if err := os.WriteFile(filepath.Join(empty, "bench.js"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runCLI(t, "", "bench", "--peers", empty, "--arrangements", "in-process")
	if code != 2 || !strings.Contains(errs, "no node_modules there") {
		t.Errorf("no node_modules: exit %d, stderr %q", code, errs)
	}
	dir, _ := fakePeers(t, "monty")
	code, _, errs = runCLI(t, "", "bench", "--peers", dir, "--arrangements", "in-process", "--scale", "0.01", "--duration", "100ms", "--concurrency", "1")
	if code != 1 || !strings.Contains(errs, "printed no line for monty") {
		t.Errorf("a silent peer: exit %d, stderr %q", code, errs)
	}
}
