package codeact

import (
	"context"
	"encoding/json"

	"github.com/codemode/codemode/internal/codeactrt"
	"github.com/codemode/codemode/tools"
)

// Durable CodeAct (docs/durable.md): a CodeAct program is synchronous and
// deterministic (no clock, no randomness, no timers), so its state at a call
// is a function of its source, its input and the answers of the calls before.
// A call the approver defers still ends the execution DEFERRED, terminally (the
// program cannot catch it), and the result's Private[tools.PrivateSuspended]
// holds a checkpoint of exactly that: [tools.Registry.Resume] runs the program
// again, answers the calls before from the checkpoint without running them,
// runs the deferred call with its decision, and continues live.

// checkpointVersion is the version of a CodeAct checkpoint.
const checkpointVersion = 1

// checkpoint is a suspended CodeAct execution.
type checkpoint struct {
	Version  int             `json:"codeact_checkpoint"`
	Source   string          `json:"source"`
	Filename string          `json:"filename,omitempty"`
	Input    json.RawMessage `json:"input,omitempty"`
	Allow    []string        `json:"allow,omitempty"`
	// Calls are the answers of the calls made before the deferred one, in
	// order.
	Calls []recorded `json:"calls"`
}

// recorded is one call and its answer: the value's JSON, or the error the
// program saw.
type recorded struct {
	Name  string `json:"name"`
	Args  string `json:"args"`
	Value string `json:"value,omitempty"`
	Error string `json:"error,omitempty"`
	Code  string `json:"code,omitempty"`
	Tool  string `json:"tool,omitempty"`
	// Failed marks an error answer (Error may be empty).
	Failed bool `json:"failed,omitempty"`
}

// MaxCheckpointBytes bounds a CodeAct checkpoint, written and read: the
// journal bound of the asynchronous flavour (64 MiB). A resume checks the
// length before it parses anything; an execution whose checkpoint would be
// larger (its calls' answers are that large) ends DEFERRED without one, as a
// deferral that cannot be resumed.
const MaxCheckpointBytes = 64 << 20

// suspension builds the Suspended of an execution that ended at the deferred
// call d, after the calls in b's record.
func (b *broker) suspension(req Request, d tools.DeferredCall) *tools.Suspended {
	cp := checkpoint{Version: checkpointVersion, Source: req.Source, Filename: req.Filename, Input: req.Input, Allow: req.Allow, Calls: b.record}
	raw, err := json.Marshal(cp)
	if err != nil || len(raw) > MaxCheckpointBytes {
		return nil
	}
	return &tools.Suspended{Checkpoint: raw, Deferred: []tools.DeferredCall{d}}
}

// resumeRequest reads a CodeAct checkpoint back into the request to run and
// the answers to replay, refusing one larger than MaxCheckpointBytes before
// it is parsed and one with more calls than maxCalls.
func resumeRequest(s *tools.Suspended, maxCalls int) (Request, []recorded, error) {
	if len(s.Checkpoint) > MaxCheckpointBytes {
		return Request{}, nil, &tools.StatusError{Status: tools.StatusInvalidArguments, Message: TextCheckpointTooLarge(len(s.Checkpoint))}
	}
	var cp checkpoint
	if err := json.Unmarshal(s.Checkpoint, &cp); err != nil || cp.Version != checkpointVersion {
		return Request{}, nil, &tools.StatusError{Status: tools.StatusInvalidArguments, Message: TextCheckpointInvalid}
	}
	if len(cp.Calls) > maxCalls {
		return Request{}, nil, &tools.StatusError{Status: tools.StatusInvalidArguments, Message: TextCheckpointTooManyCalls(len(cp.Calls), maxCalls)}
	}
	return Request{Source: cp.Source, Filename: cp.Filename, Input: cp.Input, Allow: cp.Allow}, cp.Calls, nil
}

// replayed answers call n from the checkpoint, or reports the divergence.
func (b *broker) replayed(name, args string) (string, error, bool) {
	if b.seq >= len(b.replay) {
		return "", nil, false
	}
	r := b.replay[b.seq]
	b.seq++
	if r.Name != name || r.Args != args {
		msg := TextResumeDiverged(b.seq, r.Name+"("+r.Args+")", name+"("+args+")")
		return "", &codeactrt.SyncCallError{Message: msg, Terminal: true}, true
	}
	b.record = append(b.record, r)
	if r.Failed {
		return "", &codeactrt.SyncCallError{Message: r.Error, Code: r.Code, Tool: r.Tool}, true
	}
	return r.Value, nil, true
}

// resume is run_code's handler for tools.Registry.Resume.
func (c *CodeAct) resume(ctx context.Context, call tools.Call, s *tools.Suspended) (tools.Result, error) {
	req, replay, err := resumeRequest(s, c.cfg.Limits.ChildCalls)
	if err != nil {
		return tools.Result{}, err
	}
	return c.run(ctx, call, req, replay)
}
