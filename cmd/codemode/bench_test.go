package main

import (
	"encoding/json"
	"os"
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
		if v, ok := l.Metrics[name]; !ok || v <= 0 {
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
