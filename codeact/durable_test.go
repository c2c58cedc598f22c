package codeact_test

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/tools"
)

// A CodeAct call the approver defers still ends the execution DEFERRED,
// terminally: the program cannot catch it. The outcome carries a checkpoint;
// Resume with the decision runs the program again, answers the calls before
// from the checkpoint (their handlers do not run again), runs the deferred
// call, and continues.
func TestDeferredCodeActResumes(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	w.register(t, tools.Tool{Name: "transfer", InputSchema: json.RawMessage(`{"type":"object","properties":{"amount":{"type":"number"}}}`)})
	w.reg.SetApprover(func(_ context.Context, call tools.Call, _ tools.Tool) tools.Approval {
		if call.Name == "transfer" {
			return tools.Approval{Decision: tools.Defer, Reason: "a person must approve"}
		}
		return tools.Approval{Decision: tools.Allow}
	})
	source := `function main(input) {
  const n = tools.call("count", {});
  let t;
  try { t = tools.call("transfer", { amount: input.amount }) } catch (e) { return "caught: " + e.message }
  return { n, t, after: tools.call("count", {}) };
}`
	b, _ := json.Marshal(map[string]any{"source": source, "input": map[string]any{"amount": 5}})
	call := tools.Call{ID: "outer", Name: codeact.ToolName, Arguments: string(b)}
	out := w.reg.Execute(context.Background(), call)
	wantStatus(t, out, tools.StatusDeferred, "The program was stopped by a terminal failure of a tool call: transfer (outer:codeact:2) ended DEFERRED: deferred: a person must approve")
	s, _ := out.Private[tools.PrivateSuspended].(*tools.Suspended)
	if s == nil || len(s.Deferred) != 1 || s.Deferred[0].ID != "outer:codeact:2" || s.Deferred[0].Name != "transfer" || s.Deferred[0].Arguments != `{"amount":5}` {
		t.Fatalf("suspended = %+v", s)
	}
	if w.runsOf("count") != 1 || w.runsOf("transfer") != 0 {
		t.Fatalf("count ran %d, transfer %d", w.runsOf("count"), w.runsOf("transfer"))
	}

	// Denied: the denial is terminal, as any approval denial in CodeAct.
	denied := w.reg.Resume(context.Background(), call, s, map[string]tools.Approval{"outer:codeact:2": {Decision: tools.Deny, Reason: "no"}})
	wantStatus(t, denied, tools.StatusApprovalDenied, "The program was stopped by a terminal failure of a tool call: transfer (outer:codeact:2) ended APPROVAL_DENIED: not approved: no")
	if w.runsOf("count") != 1 || w.runsOf("transfer") != 0 {
		t.Fatalf("a denied resume ran count %d, transfer %d", w.runsOf("count"), w.runsOf("transfer"))
	}
	// Approved: transfer runs once, the first count is answered from the
	// checkpoint, the second runs live.
	done := w.reg.Resume(context.Background(), call, s, map[string]tools.Approval{"outer:codeact:2": {Decision: tools.Allow}})
	if done.Status != tools.StatusOK {
		t.Fatalf("%s: %s", done.Status, done.Error)
	}
	var v struct {
		N, After int
	}
	_ = json.Unmarshal(done.Value, &v)
	if v.N != 1 || v.After != 2 || w.runsOf("count") != 2 || w.runsOf("transfer") != 1 {
		t.Fatalf("value %s; count ran %d, transfer %d", done.Value, w.runsOf("count"), w.runsOf("transfer"))
	}
}

// A checkpoint whose program makes another call than recorded fails with the
// divergence text; one that is not a checkpoint is refused.
func TestCodeActResumeDiverges(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	w.register(t, tools.Tool{Name: "transfer"})
	w.reg.SetApprover(func(_ context.Context, call tools.Call, _ tools.Tool) tools.Approval {
		if call.Name == "transfer" {
			return tools.Approval{Decision: tools.Defer}
		}
		return tools.Approval{Decision: tools.Allow}
	})
	out := w.run(t, `function main() { tools.call("add", { a: 1, b: 2 }); return tools.call("transfer", {}) }`, nil)
	s, _ := out.Private[tools.PrivateSuspended].(*tools.Suspended)
	if s == nil {
		t.Fatalf("no checkpoint: %+v", out)
	}
	var cp map[string]any
	_ = json.Unmarshal(s.Checkpoint, &cp)
	cp["source"] = `function main() { tools.call("add", { a: 2, b: 2 }); return tools.call("transfer", {}) }`
	edited, _ := json.Marshal(cp)
	call := tools.Call{ID: "outer", Name: codeact.ToolName, Arguments: `{"source":"x"}`}
	r := w.reg.Resume(context.Background(), call, &tools.Suspended{Checkpoint: edited}, nil)
	wantStatus(t, r, tools.StatusToolError, codeact.TextResumeDiverged(1, `add({"a":1,"b":2})`, `add({"a":2,"b":2})`))
	r = w.reg.Resume(context.Background(), call, &tools.Suspended{Checkpoint: []byte("nope")}, nil)
	wantStatus(t, r, tools.StatusInvalidArguments, codeact.TextCheckpointInvalid)
}

// A CodeAct checkpoint is bounded before it is parsed: one over
// MaxCheckpointBytes is refused by its length (whatever its bytes), one
// recording more calls than the resuming CodeAct's ChildCalls by its count, and
// the docs quote both texts.
func TestCodeActCheckpointBounds(t *testing.T) {
	cfg := codeact.DefaultConfig()
	cfg.Limits.ChildCalls = 3
	w := newWorld(t, cfg, tools.Options{})
	w.register(t, tools.Tool{Name: "transfer"})
	call := tools.Call{ID: "outer", Name: codeact.ToolName, Arguments: `{"source":"x"}`}

	huge := make([]byte, codeact.MaxCheckpointBytes+1)
	for i := range huge {
		huge[i] = '['
	}
	r := w.reg.Resume(context.Background(), call, &tools.Suspended{Checkpoint: huge}, nil)
	wantStatus(t, r, tools.StatusInvalidArguments, codeact.TextCheckpointTooLarge(len(huge)))

	calls := make([]map[string]any, 4)
	for i := range calls {
		calls[i] = map[string]any{"name": "add", "args": `{"a":1,"b":2}`, "value": "3"}
	}
	many, _ := json.Marshal(map[string]any{"codeact_checkpoint": 1, "source": "function main() {}", "calls": calls})
	r = w.reg.Resume(context.Background(), call, &tools.Suspended{Checkpoint: many}, nil)
	wantStatus(t, r, tools.StatusInvalidArguments, codeact.TextCheckpointTooManyCalls(4, 3))

	doc, err := os.ReadFile("../docs/durable.md")
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(string(doc)), " ")
	for _, text := range []string{
		strings.Replace(codeact.TextCheckpointTooLarge(1), "1 bytes", "<n> bytes", 1),
		strings.Replace(codeact.TextCheckpointTooManyCalls(1, 2), "records 1 calls; this run_code allows 2", "records <n> calls; this run_code allows <limit>", 1),
	} {
		if !strings.Contains(flat, text) {
			t.Errorf("docs/durable.md does not quote %q", text)
		}
	}
}
