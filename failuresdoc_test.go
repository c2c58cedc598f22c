package codemode_test

import (
	"context"
	"strings"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/doctest"
)

// The texts for a forgotten await, a class program and the request errors
// of the Go API are the ones docs/failures.md quotes in its table.
func TestFailuresDocQuotesTheMistakeTexts(t *testing.T) {
	spans, err := doctest.TableCodeSpans("docs/failures.md", "## Failed executions")
	if err != nil {
		t.Fatal(err)
	}
	x := codemode.New(codemode.Options{})
	defer x.Close()
	ctx := context.Background()
	bad := codemode.New(codemode.Options{Prepared: -4})
	defer bad.Close()
	for _, c := range []struct {
		name     string
		res      codemode.Result
		from, to string // the filled-in part and its placeholder
	}{
		{"NotAwaited", x.Execute(ctx, codemode.Request{Code: `async () => ({ users: Promise.resolve(1) })`}), "result.users", "<path>"},
		{"Class", x.Execute(ctx, codemode.Request{Code: `export default class {}`}), "", ""},
		{"BothDispatches", x.Execute(ctx, codemode.Request{
			Code:          `async () => 1`,
			Dispatch:      func(context.Context, string, string, string) (string, error) { return "", nil },
			DispatchAsync: func(context.Context, string, string, string, func(string, error)) {},
		}), "", ""},
		{"Prepared", bad.Execute(ctx, codemode.Request{Code: `async () => 1`}), "-4", "<n>"},
	} {
		if c.res.Error == nil {
			t.Errorf("%s: completed", c.name)
			continue
		}
		text := c.res.Error.Message
		if c.from != "" {
			text = strings.Replace(text, c.from, c.to, 1)
		}
		if !spans[text] {
			t.Errorf("%s: docs/failures.md does not quote %q", c.name, text)
		}
	}
}
