package tools

import (
	"context"
	"strings"
	"testing"
)

// TestCollapse pins the executor collapse: in a code-mode scope a model-direct
// call may name only run_code, and is refused before the policy pipeline;
// nested calls and the other modes are unchanged.
func TestCollapse(t *testing.T) {
	policy := func(tool string) []string { return []string{"pre:" + tool, "approve:" + tool, "guard:" + tool} }
	cases := []struct {
		name      string
		mode      Mode
		call      Call
		nested    bool // give the call a live parent token
		cancelled bool // cancel the context before the call
		status    Status
		error     string // exact, or a prefix when it ends with "…"
		writes    int    // write's handler invocations
		seen      []string
	}{
		{
			name: "code: direct write collapses", mode: Code,
			call:   Call{Name: "write", Arguments: `{"path":"a.txt"}`},
			status: StatusUnknownTool,
			error:  `Tool "write" is not available directly in code mode; call it from inside a run_code program as tools.write(...)`,
		},
		{
			name: "code: direct write with schema-invalid JSON still collapses", mode: Code,
			call:   Call{Name: "write", Arguments: `{"path":7}`},
			status: StatusUnknownTool,
			error:  `Tool "write" is not available directly in code mode; call it from inside a run_code program as tools.write(...)`,
		},
		{
			name: "code: direct write with arguments that are not JSON is invalid, not unknown", mode: Code,
			call:   Call{Name: "write", Arguments: `{"path":`},
			status: StatusInvalidArguments,
			error:  "Invalid arguments for write: not valid JSON: …",
		},
		{
			name: "code: pre-aborted direct write", mode: Code,
			call: Call{Name: "write", Arguments: `{"path":"a.txt"}`}, cancelled: true,
			status: StatusAbortedBeforeDispatch, error: "cancelled before dispatch",
		},
		{
			name: "code: genuinely unknown name goes through the pipeline", mode: Code,
			call:   Call{Name: "nope", Arguments: `{}`},
			status: StatusUnknownTool, error: `Tool "nope" not found`, seen: policy("nope"),
		},
		{
			name: "native: genuinely unknown name goes through the pipeline", mode: Native,
			call:   Call{Name: "nope", Arguments: `{"x":1}`},
			status: StatusUnknownTool, error: `Tool "nope" not found`, seen: policy("nope"),
		},
		{
			name: "code: pre-aborted unknown name", mode: Code,
			call: Call{Name: "nope", Arguments: `{}`}, cancelled: true,
			status: StatusAbortedBeforeDispatch, error: "cancelled before dispatch",
		},
		{
			name: "code: nested write runs", mode: Code,
			call: Call{Name: "write", Arguments: `{"path":"a.txt"}`}, nested: true,
			status: StatusOK, writes: 1, seen: policy("write"),
		},
		{
			name: "code: write from inside run_code runs", mode: Code,
			call:   Call{Name: RunCode, Arguments: codeArgs(`async () => await tools.write({ path: "a.txt" })`)},
			status: StatusOK, writes: 1, seen: append(policy(RunCode), policy("write")...),
		},
		{
			name: "native: direct write runs", mode: Native,
			call:   Call{Name: "write", Arguments: `{"path":"a.txt"}`},
			status: StatusOK, writes: 1, seen: policy("write"),
		},
		{
			name: "both: direct write runs", mode: Both,
			call:   Call{Name: "write", Arguments: `{"path":"a.txt"}`},
			status: StatusOK, writes: 1, seen: policy("write"),
		},
		{
			name: "both: write from inside run_code runs", mode: Both,
			call:   Call{Name: RunCode, Arguments: codeArgs(`async () => await tools.write({ path: "a.txt" })`)},
			status: StatusOK, writes: 1, seen: append(policy(RunCode), policy("write")...),
		},
		{
			name: "native: run_code stays callable, as the reserved transport", mode: Native,
			call:   Call{Name: RunCode, Arguments: codeArgs(`async () => await tools.write({ path: "a.txt" })`)},
			status: StatusOK, writes: 1, seen: append(policy(RunCode), policy("write")...),
		},
		{
			name: "native: pre-aborted direct write", mode: Native,
			call: Call{Name: "write", Arguments: `{"path":"a.txt"}`}, cancelled: true,
			status: StatusAbortedBeforeDispatch, error: "cancelled before dispatch",
		},
		{
			name: "native: schema-invalid arguments", mode: Native,
			call:   Call{Name: "write", Arguments: `{"path":7}`},
			status: StatusInvalidArguments, error: "Invalid arguments for write: /path: expected string, got number",
		},
		{
			name: "nested: run_code is never reachable", mode: Both,
			call: Call{Name: RunCode, Arguments: codeArgs(`async () => 1`)}, nested: true,
			status: StatusUnknownTool, error: `Tool "run_code" not found`,
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, Options{})
			scope := "agent/a"
			if err := f.reg.SetMode(scope, tc.mode); err != nil {
				t.Fatal(err)
			}
			call := tc.call
			call.ID, call.Scope = "c1", scope
			if tc.nested {
				token, end := f.reg.Nest(Call{ID: "outer", Scope: scope}, nil)
				defer end()
				call.Parent = token
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.cancelled {
				cancel()
			}
			out := f.reg.Execute(ctx, call)
			if out.Status != tc.status {
				t.Fatalf("status %s (%s), want %s", out.Status, out.Error, tc.status)
			}
			if prefix, ok := strings.CutSuffix(tc.error, "…"); ok {
				if !strings.HasPrefix(out.Error, prefix) {
					t.Errorf("error %q, want it to start with %q", out.Error, prefix)
				}
			} else if out.Error != tc.error {
				t.Errorf("error %q, want %q", out.Error, tc.error)
			}
			if n := f.count("write"); n != tc.writes {
				t.Errorf("write ran %d times, want %d", n, tc.writes)
			}
			if seen := f.saw(); !equal(seen, tc.seen) {
				t.Errorf("policy stages saw %q, want %q", seen, tc.seen)
			}
		})
	}
}

// TestCollapseNamesTheRoute: a name that is not an identifier gets the
// bracket form in the routing message.
func TestCollapseNamesTheRoute(t *testing.T) {
	f := newFixture(t, Options{})
	f.add(t, Tool{Name: "name-with-dash", Handler: func(context.Context, Call) (Result, error) { return Result{}, nil }})
	if err := f.reg.SetMode("", Code); err != nil {
		t.Fatal(err)
	}
	out := f.reg.Execute(context.Background(), Call{ID: "c1", Name: "name-with-dash"})
	want := `Tool "name-with-dash" is not available directly in code mode; call it from inside a run_code program as tools["name-with-dash"](...)`
	if out.Status != StatusUnknownTool || out.Error != want {
		t.Fatalf("got %s %q, want UNKNOWN_TOOL %q", out.Status, out.Error, want)
	}
}

// TestCollapseKeepsThePublicView: Get and Schemas do not change with the mode;
// WireSchemas does.
func TestCollapseKeepsThePublicView(t *testing.T) {
	cases := []struct {
		mode Mode
		wire []string
	}{
		{Native, []string{"echo"}},
		{Code, []string{RunCode}},
		{Both, []string{"echo", RunCode}},
	}
	for _, tc := range cases {
		t.Run(string(tc.mode), func(t *testing.T) {
			reg := NewRegistry(Options{})
			defer reg.Close()
			echo := Must(Func("echo", "Echo.", func(_ context.Context, in echoIn) (string, error) { return in.Text, nil }))
			if err := reg.Register(echo); err != nil {
				t.Fatal(err)
			}
			if err := reg.SetMode("s", tc.mode); err != nil {
				t.Fatal(err)
			}
			if got := names(reg.WireSchemas("s")); !equal(got, tc.wire) {
				t.Errorf("WireSchemas = %q, want %q", got, tc.wire)
			}
			if got := names(reg.Schemas("s")); !equal(got, []string{"echo"}) {
				t.Errorf("Schemas = %q, want [echo]", got)
			}
			for _, name := range []string{"echo", RunCode} {
				if _, ok := reg.Get(name); !ok {
					t.Errorf("Get(%q) found nothing", name)
				}
			}
		})
	}
}

// TestNearestScopeWins: the mode of the nearest scope that set one holds, by
// whole path segments, and the call path agrees with Mode.
func TestNearestScopeWins(t *testing.T) {
	f := newFixture(t, Options{})
	for scope, mode := range map[string]Mode{
		"":                            Both,
		"agent":                       Code,
		"agent/researcher":            Native,
		"agent/researcher/session/42": Code,
	} {
		if err := f.reg.SetMode(scope, mode); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		scope string
		want  Mode
	}{
		{"", Both},
		{"other", Both},
		{"agent", Code},
		{"agent/writer", Code},
		{"agent/researcher", Native},
		{"agent/researchers", Code}, // a prefix of a segment is not a parent
		{"agent/researcher/session/7", Native},
		{"agent/researcher/session/42", Code},
		{"agent/researcher/session/42/turn/3", Code},
	}
	for _, tc := range cases {
		t.Run(tc.scope, func(t *testing.T) {
			if got := f.reg.Mode(tc.scope); got != tc.want {
				t.Fatalf("Mode(%q) = %s, want %s", tc.scope, got, tc.want)
			}
			out := f.reg.Execute(context.Background(), Call{ID: "c1", Name: "echo", Arguments: `{"text":"hi"}`, Scope: tc.scope})
			if wantOK := tc.want != Code; out.OK() != wantOK {
				t.Errorf("direct echo in %q: %s %s", tc.scope, out.Status, out.Error)
			}
		})
	}

	t.Run("default is native", func(t *testing.T) {
		reg := NewRegistry(Options{})
		if got := reg.Mode("any/scope"); got != Native {
			t.Fatalf("Mode = %s, want native", got)
		}
	})
	t.Run("bad settings are refused", func(t *testing.T) {
		for _, tc := range []struct {
			scope string
			mode  Mode
			error string
		}{
			{"agent//x", Code, `tools: scope "agent//x" has an empty segment; write scopes like "agent/researcher/session/42"`},
			{"/agent", Code, `tools: scope "/agent" has an empty segment; write scopes like "agent/researcher/session/42"`},
			{"agent", "sdk", `tools: unknown mode "sdk"; use "native", "code" or "both"`},
		} {
			err := f.reg.SetMode(tc.scope, tc.mode)
			if err == nil || err.Error() != tc.error {
				t.Errorf("SetMode(%q, %q) = %v, want %q", tc.scope, tc.mode, err, tc.error)
			}
		}
	})
}

// TestNest: a parent token is only good while its nest is open, in its own
// scope, and within its allow list.
func TestNest(t *testing.T) {
	f := newFixture(t, Options{})
	if err := f.reg.SetMode("", Code); err != nil {
		t.Fatal(err)
	}
	live, end := f.reg.Nest(Call{ID: "outer", Scope: "s"}, nil)
	defer end()
	ended, endNow := f.reg.Nest(Call{ID: "outer", Scope: "s"}, nil)
	endNow()
	narrow, endNarrow := f.reg.Nest(Call{ID: "outer", Scope: "s"}, func(t Tool) bool { return t.Name == "echo" })
	defer endNarrow()

	cases := []struct {
		name   string
		call   Call
		status Status
		error  string
	}{
		{"live token", Call{Name: "write", Arguments: `{"path":"p"}`, Scope: "s", Parent: live}, StatusOK, ""},
		{"forged token", Call{Name: "write", Arguments: `{"path":"p"}`, Scope: "s", Parent: "nest-forged"}, StatusDenied, textBadParent},
		{"ended nest", Call{Name: "write", Arguments: `{"path":"p"}`, Scope: "s", Parent: ended}, StatusDenied, textBadParent},
		{"other scope", Call{Name: "write", Arguments: `{"path":"p"}`, Scope: "t", Parent: live}, StatusDenied, textBadParent},
		{"allowed by the nest", Call{Name: "echo", Arguments: `{"text":"x"}`, Scope: "s", Parent: narrow}, StatusOK, ""},
		{"refused by the nest", Call{Name: "write", Arguments: `{"path":"p"}`, Scope: "s", Parent: narrow}, StatusUnknownTool, `Tool "write" not found`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tc.call.ID = "c"
			out := f.reg.Execute(context.Background(), tc.call)
			if out.Status != tc.status || out.Error != tc.error {
				t.Fatalf("got %s %q, want %s %q", out.Status, out.Error, tc.status, tc.error)
			}
		})
	}
}
