package protocol

import (
	"context"
	"errors"
	"math"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

func TestStateLatch(t *testing.T) {
	s := NewState()
	if !s.Active() {
		t.Fatal("new state is not active")
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() { _ = s.Close() })
	}
	wg.Wait()
	s.Close()
	if s.Active() {
		t.Fatal("closed state is active")
	}
	var nilState *State
	nilState.Close()
	if !nilState.Active() {
		t.Fatal("nil state is not active")
	}
}

func TestEnvelopeDispatch(t *testing.T) {
	tests := []struct {
		name    string
		respond Responder
		want    string
		prefix  bool // want is a prefix of the answer
	}{
		{
			name: "result",
			respond: func(_ context.Context, provider, tool, argsJSON string) (any, error) {
				return map[string]string{"provider": provider, "tool": tool, "args": argsJSON}, nil
			},
			want: `{"result":{"args":"[\"ada\"]","provider":"store","tool":"findUser"}}`,
		},
		{
			name: "binary result",
			respond: func(context.Context, string, string, string) (any, error) {
				return []byte{3, 2, 1}, nil
			},
			want: `{"result":{"__executor_binary_v1__":"Uint8Array","data":"AwIB"}}`,
		},
		{
			name: "nil result",
			respond: func(context.Context, string, string, string) (any, error) {
				return nil, nil
			},
			want: `{"result":null}`,
		},
		{
			name: "tool not found",
			respond: func(_ context.Context, _, tool, _ string) (any, error) {
				return nil, &ToolNotFoundError{Tool: tool}
			},
			want: `{"error":"Tool \"findUser\" not found"}`,
		},
		{
			name: "domain error",
			respond: func(context.Context, string, string, string) (any, error) {
				return "ignored", errors.New("no user ada")
			},
			want: `{"error":"no user ada"}`,
		},
		{
			name: "panic",
			respond: func(context.Context, string, string, string) (any, error) {
				panic("boom")
			},
			want: `{"error":"tool panicked: boom"}`,
		},
		{
			name: "runtime panic",
			respond: func(context.Context, string, string, string) (any, error) {
				var rows []any
				i := 2
				return rows[i], nil
			},
			want:   `{"error":"tool panicked: runtime error: index out of range`,
			prefix: true,
		},
		{
			name: "unserializable result",
			respond: func(context.Context, string, string, string) (any, error) {
				return math.Inf(-1), nil
			},
			want:   `{"error":"tool result could not be serialized: `,
			prefix: true,
		},
	}
	for _, tt := range tests {
		dispatch := EnvelopeDispatch(NewState(), tt.respond)
		got, err := dispatch(context.Background(), "store", "findUser", `["ada"]`)
		if err != nil {
			t.Errorf("%s: dispatch error %v", tt.name, err)
		}
		if tt.prefix && !strings.HasPrefix(got, tt.want) || !tt.prefix && got != tt.want {
			t.Errorf("%s: dispatch = %q, want %q", tt.name, got, tt.want)
		}
		if _, err := ParseEnvelope(got); err != nil {
			t.Errorf("%s: dispatch answered outside the envelope: %q", tt.name, got)
		}
	}
}

func TestEnvelopeDispatchLatch(t *testing.T) {
	var calls atomic.Int32
	respond := func(context.Context, string, string, string) (any, error) {
		calls.Add(1)
		return "served", nil
	}
	state := NewState()
	dispatch := EnvelopeDispatch(state, respond)
	ctx := context.Background()

	if got, _ := dispatch(ctx, "store", "x", "[]"); got != `{"result":"served"}` {
		t.Fatalf("open latch: dispatch = %q", got)
	}
	state.Close()
	for range 3 {
		got, err := dispatch(ctx, "store", "x", "[]")
		if err != nil || got != `{"error":"Execution has already completed."}` {
			t.Errorf("closed latch: dispatch = %q, %v", got, err)
		}
	}
	if n := calls.Load(); n != 1 {
		t.Errorf("responder called %d times, want 1", n)
	}

	always := EnvelopeDispatch(nil, respond)
	if got, _ := always(ctx, "store", "x", "[]"); got != `{"result":"served"}` {
		t.Errorf("nil state: dispatch = %q", got)
	}
}

func TestEnvelopeDispatchContext(t *testing.T) {
	type key struct{}
	ctx := context.WithValue(context.Background(), key{}, "v")
	dispatch := EnvelopeDispatch(nil, func(ctx context.Context, _, _, _ string) (any, error) {
		return ctx.Value(key{}), nil
	})
	if got, _ := dispatch(ctx, "p", "t", "[]"); got != `{"result":"v"}` {
		t.Errorf("dispatch = %q", got)
	}
}
