package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/durable"
)

// The host is killed with SIGKILL while step 3 is in flight (its effect done,
// its answer not yet journaled); run again, it waits out the dead host's
// lease, resumes from the stored journal, reports step 3 as in flight,
// answers it from its own records, and runs steps 4 and 5: every step
// happens exactly once, and steps 1 and 2 are not run again. A third run is
// refused: the execution has finished.
func TestSurvivesKill9(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the example")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "durable")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	steps := filepath.Join(dir, "steps.log")

	first := exec.Command(bin, "-dir", dir, "-hang", "3", "-ttl", "1s")
	var firstOut bytes.Buffer
	first.Stdout, first.Stderr = &firstOut, &firstOut
	if err := first.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		b, _ := os.ReadFile(steps)
		if strings.Contains(string(b), "done 3\n") {
			break
		}
		if time.Now().After(deadline) {
			first.Process.Kill()
			t.Fatalf("step 3 never ran: %s", firstOut.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	// Step 3 hangs after its effect: kill -9 now.
	if err := first.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = first.Wait()
	store, err := durable.OpenSQLite(context.Background(), filepath.Join(dir, "executions.db"), durable.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	journal, err := store.Journal(context.Background(), "five-steps")
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, e := range journal {
		kinds = append(kinds, fmt.Sprintf("%s %d", e.Kind, e.Call))
	}
	if got := strings.Join(kinds, ", "); got != "start 0, call 1, answer 1, call 2, answer 2, call 3" {
		t.Fatalf("the stored journal should hold the answers of calls 1 and 2 and call 3's intent only: %s", got)
	}

	second := exec.Command(bin, "-dir", dir, "-ttl", "1s")
	out, err := second.CombinedOutput()
	if err != nil {
		t.Fatalf("resume failed: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "call 3 (step 3) was in flight: it happened, answering it from steps.log") {
		t.Fatalf("the in-flight call was not reported as such:\n%s", out)
	}
	if !strings.Contains(string(out), `["step 1","step 2","step 3","step 4","step 5"]`) {
		t.Fatalf("unexpected result:\n%s", out)
	}
	b, _ := os.ReadFile(steps)
	if got := string(b); got != "done 1\ndone 2\ndone 3\ndone 4\ndone 5\n" {
		t.Fatalf("steps.log = %q: every step must happen exactly once", got)
	}
	// Run once more: the execution has finished, and the store says so;
	// nothing runs.
	third, err := exec.Command(bin, "-dir", dir).CombinedOutput()
	if err == nil || !strings.Contains(string(third), durable.FinishedText("five-steps", "ok")) {
		t.Fatalf("a third run of a finished execution: %v\n%s", err, third)
	}
	if b, _ := os.ReadFile(steps); string(b) != "done 1\ndone 2\ndone 3\ndone 4\ndone 5\n" {
		t.Fatalf("steps.log = %q after the third run", b)
	}
}
