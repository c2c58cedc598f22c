// Durable: a host that survives its own kill -9 in the middle of a program.
//
// The program runs five steps; each step is an effect the host records in
// steps.log (think: a payment). The host keeps the execution in a SQLite
// store (package durable): every journal entry is committed before the effect
// it records. Kill the process at any moment and run it again: once the dead
// host's lease expires it takes the execution over from the stored journal,
// no step the journal has an answer for runs again, and the step that was in
// flight when it died (ambiguous: it may or may not have happened) is looked
// up in steps.log rather than run blindly. Run it once more and the store
// refuses: the execution has finished.
//
//	go run ./examples/durable -dir /tmp/durable -hang 3   # step 3 hangs: kill -9 it
//	go run ./examples/durable -dir /tmp/durable           # resumes and finishes
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/durable"
	"github.com/codemode/codemode/protocol"
)

const program = `async () => {
	const done = []
	for (let i = 1; i <= 5; i++) done.push(await steps.run(i))
	return done
}`

func main() {
	dir := flag.String("dir", ".", "where executions.db and steps.log live")
	id := flag.String("id", "five-steps", "the execution's id in the store")
	hang := flag.Int("hang", 0, "a step that hangs after its effect (to kill the host there)")
	ttl := flag.Duration("ttl", 5*time.Second, "the lease: how long a dead host holds the execution")
	flag.Parse()
	if err := run(*dir, *id, *hang, *ttl); err != nil {
		fmt.Fprintln(os.Stderr, "durable:", err)
		os.Exit(1)
	}
}

func run(dir, id string, hang int, ttl time.Duration) error {
	ctx := context.Background()
	stepsPath := filepath.Join(dir, "steps.log")
	store, err := durable.OpenSQLite(ctx, filepath.Join(dir, "executions.db"), durable.Options{})
	if err != nil {
		return err
	}
	defer store.Close()

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

	x := codemode.New(codemode.Options{})
	defer x.Close()
	host := &durable.Host{Store: store, Executor: x, TTL: ttl}
	req := codemode.Request{Dispatch: dispatch}

	var out durable.Outcome
	if _, err := store.Load(ctx, id); errors.Is(err, durable.ErrNotFound) {
		req.Code = program
		req.Providers = []codemode.Provider{{Name: "steps"}}
		if out, err = host.Run(ctx, id, req); err != nil {
			return err
		}
	} else {
		cp, err := durable.Latest(ctx, store, id)
		if err != nil {
			return err // a finished execution: nothing to resume
		}
		parsed, err := codemode.ParseCheckpoint(cp.Bytes)
		if err != nil {
			return err
		}
		var answers []codemode.Answer
		for _, p := range parsed.Pending() {
			// The call was dispatched when the host died: look it up.
			var a []int
			_ = json.Unmarshal([]byte(p.Args), &a)
			if len(a) == 1 && hasLine(stepsPath, fmt.Sprintf("done %d", a[0])) {
				fmt.Printf("call %d (step %d) was in flight: it happened, answering it from steps.log\n", p.Call, a[0])
				answers = append(answers, codemode.Answer{Call: p.Call, Envelope: fmt.Sprintf(`{"result":"step %d"}`, a[0])})
			} else {
				fmt.Printf("call %d was in flight: it did not happen, dispatching it again\n", p.Call)
				answers = append(answers, codemode.Answer{Call: p.Call, Redispatch: true})
			}
		}
		fmt.Printf("resuming from %d journal entries\n", cp.Seq)
		for {
			out, err = host.Resume(ctx, cp, answers, req)
			if !errors.Is(err, durable.ErrLeased) {
				break
			}
			// The dead host's lease has not expired yet.
			e, lerr := store.Load(ctx, id)
			if lerr != nil {
				return lerr
			}
			fmt.Printf("waiting for the lease of %s to expire\n", e.Owner)
			time.Sleep(time.Until(e.LeaseUntil) + 10*time.Millisecond)
		}
		if err != nil {
			return err
		}
	}
	if err := out.Err(); err != nil {
		return fmt.Errorf("%s: %w", out.Error.Kind, err)
	}
	fmt.Println(string(out.Value))
	return nil
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
