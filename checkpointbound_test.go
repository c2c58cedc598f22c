package codemode_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
)

// The memory a checkpoint costs is measured in a process of its own: the
// test binary runs itself with CODEMODE_CHECKPOINT_CHILD naming what to do,
// and the child reports its peak resident set (VmHWM).

const childEnv = "CODEMODE_CHECKPOINT_CHILD"

// peakRSS reads this process's peak resident set size in bytes (Linux).
func peakRSS() (int64, error) {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10, err
		}
	}
	return 0, fmt.Errorf("no VmHWM in /proc/self/status")
}

// runChild runs the test binary's TestCheckpointChild with mode and file, and
// returns the child's peak RSS and what it printed on its line "outcome: ".
func runChild(t *testing.T, mode, file string) (peak int64, outcome string) {
	t.Helper()
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc/self/status")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestCheckpointChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), childEnv+"="+mode, "CODEMODE_CHECKPOINT_FILE="+file)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child %s: %v\n%s", mode, err, out)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if rest, ok := strings.CutPrefix(line, "peak: "); ok {
			peak, _ = strconv.ParseInt(rest, 10, 64)
		}
		if rest, ok := strings.CutPrefix(line, "outcome: "); ok {
			outcome = rest
		}
	}
	if peak == 0 {
		t.Fatalf("child %s reported no peak:\n%s", mode, out)
	}
	return peak, outcome
}

// mapFile maps a file read-only: its pages become resident only when read,
// so a checkpoint refused by its length costs no memory.
func mapFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	return syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_SHARED)
}

// TestCheckpointChild is the child of the memory tests; it does nothing
// unless run by one of them.
func TestCheckpointChild(t *testing.T) {
	mode := os.Getenv(childEnv)
	if mode == "" {
		t.Skip("run by the checkpoint memory tests")
	}
	file := os.Getenv("CODEMODE_CHECKPOINT_FILE")
	var cp []byte
	var err error
	if strings.HasPrefix(mode, "mapped-") {
		cp, err = mapFile(file)
	} else {
		cp, err = os.ReadFile(file)
	}
	if err != nil {
		t.Fatal(err)
	}
	x := codemode.New(codemode.Options{})
	defer x.Close()
	answer := codemode.Answer{Call: bigCalls, Envelope: `{"result":"done"}`}
	if strings.HasSuffix(mode, "resuspend") {
		// The call is dispatched again and suspends again: the resumed
		// execution ends with a new checkpoint.
		answer = codemode.Answer{Call: bigCalls, Redispatch: true}
	}
	r := x.Execute(context.Background(), codemode.Request{
		Resume:   &codemode.Resume{Checkpoint: cp, Answers: []codemode.Answer{answer}},
		Dispatch: bigDispatch,
	})
	peak, err := peakRSS()
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("peak: %d\n", peak)
	if r.Error != nil {
		fmt.Printf("outcome: %s: %s\n", r.Error.Kind, r.Error.Message)
	} else {
		fmt.Printf("outcome: %s\n", r.Value)
	}
}

// bigCalls is how many calls the large journal's program makes: with its
// start entry and the suspension, 2*bigCalls+1 entries, just below the bound
// of entries.
const bigCalls = 131000

// bigPayload makes each entry about 228 bytes: the journal is about 57 MiB.
var bigPayload = strings.Repeat("p", 140)

var bigProgram = `async () => { let last; for (let i = 1; i <= ` + strconv.Itoa(bigCalls) + `; i++) last = await store.echo("` + bigPayload + `" + i); return last }`

func bigDispatch(_ context.Context, _, _, args string) (string, error) {
	if strings.HasSuffix(args, strconv.Itoa(bigCalls)+`"]`) {
		return "", codemode.Suspend("the last one")
	}
	return `{"result":` + strings.TrimSuffix(strings.TrimPrefix(args, "["), "]") + `}`, nil
}

// bigCheckpoint runs the large journal's program to its suspension and
// writes the checkpoint to a file.
func bigCheckpoint(t *testing.T) string {
	t.Helper()
	x := codemode.New(codemode.Options{})
	defer x.Close()
	r := x.Execute(context.Background(), codemode.Request{Code: bigProgram, Providers: []codemode.Provider{{Name: "store"}}, Dispatch: bigDispatch, Durable: true,
		Limits: codemode.Limits{Timeout: 120e9, ToolCalls: 1 << 20}})
	if r.Suspended == nil {
		t.Fatalf("the large program did not suspend: %+v", r.Error)
	}
	path := t.TempDir() + "/big.json"
	if err := os.WriteFile(path, r.Suspended.Checkpoint, 0o600); err != nil {
		t.Fatal(err)
	}
	t.Logf("checkpoint: %d bytes", len(r.Suspended.Checkpoint))
	return path
}

func TestCheckpointResumeMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("makes a 57 MiB checkpoint")
	}
	path := bigCheckpoint(t)
	for _, c := range []struct{ mode, outcome string }{
		{"resume", `"done"`},
		{"resuspend", "suspended: The execution suspended at call 131000 (store.echo): the last one."},
	} {
		peak, outcome := runChild(t, c.mode, path)
		t.Logf("%s: peak RSS %d MiB, outcome %s", c.mode, peak>>20, outcome)
		if outcome != c.outcome {
			t.Errorf("%s: outcome %s, want %s", c.mode, outcome, c.outcome)
		}
		// Four times the journal's bound: well within five.
		if peak > 4*codemode.MaxJournalBytes {
			t.Errorf("%s: peak RSS %d MiB, more than four times the journal's bound of %d MiB", c.mode, peak>>20, codemode.MaxJournalBytes>>20)
		}
	}
}

// A checkpoint past the bounds is refused before it is parsed: resuming one
// of 250 MiB, mapped from its file so that only the pages read become
// resident, costs a few MiB; one of MaxJournalEntries+1 entries costs the
// scan that counts them, nothing kept.
func TestCheckpointRefusedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a 250 MiB checkpoint")
	}
	dir := t.TempDir()
	write := func(name string, size int, entry func(seq int) string, entries int) string {
		path := dir + "/" + name
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		w := bufio.NewWriterSize(f, 1<<20)
		n, _ := w.WriteString(`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{"code":"async () => 1","providers":[{"name":"store"}]}}`)
		for seq := 2; n < size || seq <= entries; seq++ {
			k, _ := w.WriteString("," + entry(seq))
			n += k
		}
		w.WriteString(`]}`)
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		f.Close()
		return path
	}
	payload := strings.Repeat("p", 1<<20)
	large := write("large.json", 250<<20, func(seq int) string {
		return `{"seq":` + strconv.Itoa(seq) + `,"kind":"random","random":"` + payload + `"}`
	}, 0)
	st, err := os.Stat(large)
	if err != nil {
		t.Fatal(err)
	}
	long := write("long.json", 0, func(seq int) string { return `{"seq":` + strconv.Itoa(seq) + `,"kind":"clock","clock":1}` }, codemode.MaxJournalEntries+1)
	for _, c := range []struct {
		path, outcome string
		within        int64
	}{
		{large, "journal_too_large: " + executor.CheckpointTooLargeText(int(st.Size())), 64 << 20},
		{long, "journal_too_large: " + executor.TextCheckpointTooManyEntries, 64 << 20},
	} {
		peak, outcome := runChild(t, "mapped-refuse", c.path)
		t.Logf("%s: peak RSS %d MiB, outcome %s", c.path, peak>>20, outcome)
		if outcome != c.outcome {
			t.Errorf("outcome %s, want %s", outcome, c.outcome)
		}
		if peak > c.within {
			t.Errorf("peak RSS %d MiB, want at most %d MiB", peak>>20, c.within>>20)
		}
	}
}
