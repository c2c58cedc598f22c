package codeact_test

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/tools"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"
)

// world is a real registry with CodeAct installed and a few real tools:
//
//   - lookup_record: ordinary, returns {id, status} and private metadata;
//   - count: ordinary, counts its runs;
//   - add: ordinary, typed {a, b} -> number.
//
// Every handler run is counted in runs; every event is kept in events.
type world struct {
	reg *tools.Registry
	ca  *codeact.CodeAct

	runs sync.Map // tool name -> *atomic.Int32

	mu     sync.Mutex
	events []tools.Event
}

type recordIn struct {
	ID int `json:"id"`
}

type record struct {
	ID     int    `json:"id"`
	Status string `json:"status"`
}

type addIn struct {
	A float64 `json:"a"`
	B float64 `json:"b"`
}

func newWorld(t *testing.T, cfg codeact.Config, opts tools.Options) *world {
	t.Helper()
	w := &world{reg: tools.NewRegistry(opts)}
	t.Cleanup(func() { w.reg.Close() })
	lookup := tools.Tool{
		Name:         "lookup_record",
		Description:  "Look up one record by id.",
		InputSchema:  json.RawMessage(`{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"],"additionalProperties":false}`),
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"id":{"type":"integer"},"status":{"type":"string"}}}`),
		Handler: func(_ context.Context, call tools.Call) (tools.Result, error) {
			w.ran("lookup_record")
			var in recordIn
			json.Unmarshal([]byte(call.Arguments), &in)
			return tools.Result{Value: record{ID: in.ID, Status: "active"}, Private: map[string]any{"secret": "row-" + call.ID}}, nil
		},
	}
	count := tools.Tool{
		Name:        "count",
		Description: "Count a call.",
		Handler: func(_ context.Context, call tools.Call) (tools.Result, error) {
			n := w.ran("count")
			return tools.Result{Value: n}, nil
		},
	}
	add := tools.Must(tools.Func("add", "Add two numbers.", func(_ context.Context, in addIn) (float64, error) {
		w.ran("add")
		return in.A + in.B, nil
	}))
	if err := w.reg.Register(lookup, count, add); err != nil {
		t.Fatal(err)
	}
	ca, err := codeact.Install(w.reg, cfg)
	if err != nil {
		t.Fatal(err)
	}
	w.ca = ca
	w.reg.Subscribe(func(ev tools.Event) {
		w.mu.Lock()
		w.events = append(w.events, ev)
		w.mu.Unlock()
	})
	return w
}

// ran counts one run of a handler and returns the count.
func (w *world) ran(name string) int {
	v, _ := w.runs.LoadOrStore(name, new(atomic.Int32))
	return int(v.(*atomic.Int32).Add(1))
}

// runsOf returns how often a handler ran.
func (w *world) runsOf(name string) int {
	v, ok := w.runs.Load(name)
	if !ok {
		return 0
	}
	return int(v.(*atomic.Int32).Load())
}

// run calls run_code (CodeAct) as the model would, in scope "".
func (w *world) run(t *testing.T, source string, input any) tools.Outcome {
	t.Helper()
	return w.runIn(context.Background(), t, "", source, input)
}

func (w *world) runIn(ctx context.Context, t *testing.T, scope, source string, input any) tools.Outcome {
	t.Helper()
	args := map[string]any{"source": source}
	if input != nil {
		args["input"] = input
	}
	b, err := json.Marshal(args)
	if err != nil {
		t.Fatal(err)
	}
	return w.reg.Execute(ctx, tools.Call{ID: "outer", Name: codeact.ToolName, Arguments: string(b), Scope: scope})
}

// register adds a tool whose handler counts its runs and returns "ok".
func (w *world) register(t *testing.T, tl tools.Tool) {
	t.Helper()
	name := tl.Name
	if tl.Handler == nil {
		tl.Handler = func(context.Context, tools.Call) (tools.Result, error) {
			w.ran(name)
			return tools.Result{Value: "ok"}, nil
		}
	}
	if err := w.reg.Register(tl); err != nil {
		t.Fatal(err)
	}
}

func (w *world) eventsOf(name string) []tools.Event {
	w.mu.Lock()
	defer w.mu.Unlock()
	var out []tools.Event
	for _, ev := range w.events {
		if ev.Call.Name == name {
			out = append(out, ev)
		}
	}
	return out
}

func wantOK(t *testing.T, out tools.Outcome, value string) {
	t.Helper()
	if out.Status != tools.StatusOK || string(out.Value) != value {
		t.Fatalf("outcome %s %q %s; want OK %s", out.Status, out.Error, out.Value, value)
	}
}

func wantStatus(t *testing.T, out tools.Outcome, status tools.Status, text string) {
	t.Helper()
	if out.Status != status || out.Error != text {
		t.Fatalf("outcome %s %q; want %s %q", out.Status, out.Error, status, text)
	}
}

func wantPrefix(t *testing.T, out tools.Outcome, status tools.Status, prefix string) {
	t.Helper()
	if out.Status != status || !strings.HasPrefix(out.Error, prefix) {
		t.Fatalf("outcome %s %q; want %s starting %q", out.Status, out.Error, status, prefix)
	}
}

// calls returns the evidence of an outcome.
func calls(out tools.Outcome) []codeact.ChildCall {
	c, _ := out.Private[codeact.PrivateCalls].([]codeact.ChildCall)
	return c
}

// spanRecorder is a tracer that records its spans and their parents.
type spanRecorder struct {
	noop.Tracer
	mu    sync.Mutex
	spans []*span
}

type span struct {
	noop.Span
	name   string
	parent *span
	attrs  map[attribute.Key]attribute.Value
	status codes.Code
}

func (r *spanRecorder) Start(ctx context.Context, name string, opts ...trace.SpanStartOption) (context.Context, trace.Span) {
	cfg := trace.NewSpanStartConfig(opts...)
	s := &span{name: name, attrs: map[attribute.Key]attribute.Value{}}
	for _, kv := range cfg.Attributes() {
		s.attrs[kv.Key] = kv.Value
	}
	if p, ok := trace.SpanFromContext(ctx).(*span); ok {
		s.parent = p
	}
	r.mu.Lock()
	r.spans = append(r.spans, s)
	r.mu.Unlock()
	return trace.ContextWithSpan(ctx, s), s
}

func (s *span) SetAttributes(kv ...attribute.KeyValue) {
	for _, a := range kv {
		s.attrs[a.Key] = a.Value
	}
}
func (s *span) SetStatus(c codes.Code, _ string) { s.status = c }
