// Durable: a host that survives its own kill -9 in the middle of a program.
//
// The program runs five steps; each step is an effect the host records in
// steps.log (think: a payment). The host appends every journal entry to
// journal.jsonl, synced, before the effect it records. Kill the process at any
// moment and run it again: it resumes from the journal, no step the journal
// has an answer for runs again, and the step that was in flight when it died
// (ambiguous: it may or may not have happened) is looked up in steps.log
// rather than run blindly.
//
//	go run ./examples/durable -dir /tmp/durable -hang 3   # step 3 hangs: kill -9 it
//	go run ./examples/durable -dir /tmp/durable           # resumes and finishes
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

const program = `async () => {
	const done = []
	for (let i = 1; i <= 5; i++) done.push(await steps.run(i))
	return done
}`

func main() {
	dir := flag.String("dir", ".", "where journal.jsonl and steps.log live")
	hang := flag.Int("hang", 0, "a step that hangs after its effect (to kill the host there)")
	flag.Parse()
	if err := run(*dir, *hang); err != nil {
		fmt.Fprintln(os.Stderr, "durable:", err)
		os.Exit(1)
	}
}

func run(dir string, hang int) error {
	journalPath := filepath.Join(dir, "journal.jsonl")
	stepsPath := filepath.Join(dir, "steps.log")

	journal, err := os.OpenFile(journalPath, os.O_CREATE|os.O_RDWR|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer journal.Close()
	kept, err := readJournal(journal)
	if err != nil {
		return err
	}

	// Each step's effect is recorded before the step answers.
	dispatch := func(ctx context.Context, provider, tool, args string) (string, error) {
		var a []int
		if err := json.Unmarshal([]byte(args), &a); err != nil || len(a) != 1 {
			return protocol.ErrorEnvelope("steps.run takes one step number"), nil
		}
		if err := appendLine(stepsPath, fmt.Sprintf("done %d", a[0])); err != nil {
			return "", err
		}
		if a[0] == hang {
			<-ctx.Done() // until the host dies, or the execution's deadline
		}
		return fmt.Sprintf(`{"result":"step %d"}`, a[0]), nil
	}
	// Every entry is on disk before OnJournal returns, so before its effect.
	var writeErr error
	onJournal := func(e protocol.JournalEntry) {
		b, _ := json.Marshal(e)
		if _, err := journal.Write(append(b, '\n')); err != nil && writeErr == nil {
			writeErr = err
		}
		if err := journal.Sync(); err != nil && writeErr == nil {
			writeErr = err
		}
	}

	x := codemode.New(codemode.Options{})
	defer x.Close()
	req := codemode.Request{Dispatch: dispatch, OnJournal: onJournal, Durable: true}
	if len(kept) == 0 {
		req.Code = program
		req.Providers = []codemode.Provider{{Name: "steps"}}
	} else {
		cp, err := codemode.CheckpointFromJournal(kept)
		if err != nil {
			return err
		}
		parsed, err := codemode.ParseCheckpoint(cp)
		if err != nil {
			return err
		}
		resume := &codemode.Resume{Checkpoint: cp}
		for _, p := range parsed.Pending() {
			// The call was dispatched when the host died: look it up.
			var a []int
			_ = json.Unmarshal([]byte(p.Args), &a)
			if len(a) == 1 && hasLine(stepsPath, fmt.Sprintf("done %d", a[0])) {
				fmt.Printf("call %d (step %d) was in flight: it happened, answering it from steps.log\n", p.Call, a[0])
				resume.Answers = append(resume.Answers, codemode.Answer{Call: p.Call, Envelope: fmt.Sprintf(`{"result":"step %d"}`, a[0])})
			} else {
				fmt.Printf("call %d was in flight: it did not happen, dispatching it again\n", p.Call)
				resume.Answers = append(resume.Answers, codemode.Answer{Call: p.Call, Redispatch: true})
			}
		}
		fmt.Printf("resuming from %d journal entries\n", len(kept))
		req.Resume = resume
	}
	r := x.Execute(context.Background(), req)
	if writeErr != nil {
		return fmt.Errorf("persisting the journal: %w", writeErr)
	}
	if r.Error != nil {
		return fmt.Errorf("%s: %s", r.Error.Kind, r.Error.Message)
	}
	fmt.Println(string(r.Value))
	// Finished: the journal is no longer needed.
	return os.Remove(journalPath)
}

// readJournal reads the entries kept so far. A last line cut short by the
// crash is dropped, and the file truncated after the last whole entry so that
// new entries follow it.
func readJournal(f *os.File) ([]protocol.JournalEntry, error) {
	var out []protocol.JournalEntry
	r := bufio.NewReader(f)
	good := int64(0)
	for {
		line, err := r.ReadBytes('\n')
		if err != nil {
			break // the end, or a torn last line without its newline
		}
		var e protocol.JournalEntry
		if json.Unmarshal(bytes.TrimSpace(line), &e) != nil {
			break
		}
		out = append(out, e)
		good += int64(len(line))
	}
	return out, f.Truncate(good)
}

func appendLine(path, line string) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	if _, err := f.WriteString(line + "\n"); err != nil {
		return err
	}
	return f.Sync()
}

func hasLine(path, line string) bool {
	b, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	for _, l := range strings.Split(string(b), "\n") {
		if l == line {
			return true
		}
	}
	return false
}
