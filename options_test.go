package codemode_test

import (
	"context"
	"testing"

	"github.com/codemode/codemode"
)

// Options follow the one convention: zero is the default, a negative count is
// refused with a text that says how to fix it, and turning preparation off
// has its own field.
func TestOptionsConvention(t *testing.T) {
	for _, opts := range []codemode.Options{{}, {Prepared: 3}, {NoPrepare: true}} {
		x := codemode.New(opts)
		r := x.Execute(context.Background(), codemode.Request{Code: `async () => 1`})
		if err := r.Err(); err != nil || string(r.Value) != "1" {
			t.Fatalf("%+v: %s, %v", opts, r.Value, err)
		}
		if err := x.Close(); err != nil {
			t.Fatalf("%+v: Close = %v", opts, err)
		}
		if err := x.Close(); err != nil {
			t.Fatalf("%+v: a second Close = %v", opts, err)
		}
	}
	x := codemode.New(codemode.Options{Prepared: -1})
	defer x.Close()
	r := x.Execute(context.Background(), codemode.Request{Code: `async () => 1`})
	const want = "Options.Prepared is -1; use 0 for the default (1), a positive count, or NoPrepare to turn preparation off."
	if r.Error == nil || r.Error.Kind != codemode.ErrRequest || r.Error.Message != want {
		t.Fatalf("Prepared -1: %+v, want request error %q", r.Error, want)
	}
}
