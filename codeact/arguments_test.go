package codeact_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/tools"
)

// run_code takes its program in "source" or in "code" (execute's name for
// it), exactly one of them: every combination of the two, with and
// without an input, through the registry as the model calls it.
func TestRunCodeArgumentNames(t *testing.T) {
	w := newWorld(t, codeact.DefaultConfig(), tools.Options{})
	doc := codeSpans(t, "../docs/codeact.md", "## Pinned texts")
	for _, text := range []string{codeact.TextNoSource, codeact.TextSourceTwice} {
		if !doc[text] {
			t.Errorf("docs/codeact.md's pinned texts do not quote %q", text)
		}
	}
	const prog = `function main(input) { return [tools.call("add", { a: 1, b: 2 }), input] }`
	for _, c := range []struct {
		args   string
		status tools.Status
		want   string // the value's JSON, or the error
	}{
		{`{"source": ` + quote(prog) + `}`, tools.StatusOK, `[3,null]`},
		{`{"code": ` + quote(prog) + `}`, tools.StatusOK, `[3,null]`},
		{`{"source": ` + quote(prog) + `, "input": {"x": 1}}`, tools.StatusOK, `[3,{"x":1}]`},
		{`{"code": ` + quote(prog) + `, "input": [7]}`, tools.StatusOK, `[3,[7]]`},
		{`{"source": ` + quote(prog) + `, "code": ` + quote(prog) + `}`, tools.StatusInvalidArguments, codeact.TextSourceTwice},
		{`{"source": "", "code": ""}`, tools.StatusInvalidArguments, codeact.TextSourceTwice},
		{`{}`, tools.StatusInvalidArguments, codeact.TextNoSource},
		{`{"input": 1}`, tools.StatusInvalidArguments, codeact.TextNoSource},
	} {
		out := w.reg.Execute(context.Background(), tools.Call{ID: "outer", Name: codeact.ToolName, Arguments: c.args})
		got := out.Error
		if out.OK() {
			got = string(out.Value)
		}
		if out.Status != c.status || got != c.want {
			t.Errorf("%s: %s %q; want %s %q", c.args, out.Status, got, c.status, c.want)
		}
	}
}

// quote is s as a JSON string.
func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
