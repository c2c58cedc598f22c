package protocol

import (
	"errors"
	"fmt"
	"testing"
)

func TestPinnedTexts(t *testing.T) {
	tests := []struct{ got, want string }{
		{TextAlreadyCompleted, "Execution has already completed."},
		{TextOutsideEnvelope, "The dispatch answered outside the result envelope."},
		{ToolNotFoundText("nope"), `Tool "nope" not found`},
		{ToolNotFoundText(""), `Tool "" not found`},
		{ToolNotFoundText(`a"b`), `Tool "a"b" not found`},
		{(&ToolNotFoundError{Tool: "nope"}).Error(), `Tool "nope" not found`},
		{ErrOutsideEnvelope.Error(), TextOutsideEnvelope},
		{BinaryTag, "__executor_binary_v1__"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

func TestToolNotFoundErrorAs(t *testing.T) {
	err := fmt.Errorf("routing: %w", &ToolNotFoundError{Tool: "x"})
	var nf *ToolNotFoundError
	if !errors.As(err, &nf) || nf.Tool != "x" {
		t.Fatalf("errors.As = %v, %+v", errors.As(err, &nf), nf)
	}
}

func TestResultEnvelope(t *testing.T) {
	tests := []struct {
		v    any
		want string
	}{
		{nil, `{"result":null}`},
		{42, `{"result":42}`},
		{"a<b", `{"result":"a<b"}`},
		{[]byte{3, 2, 1}, `{"result":{"__executor_binary_v1__":"Uint8Array","data":"AwIB"}}`},
		{map[string]any{"b": 1, "a": []any{true}}, `{"result":{"a":[true],"b":1}}`},
	}
	for _, tt := range tests {
		got, err := ResultEnvelope(tt.v)
		if err != nil || got != tt.want {
			t.Errorf("ResultEnvelope(%#v) = %q, %v; want %q", tt.v, got, err, tt.want)
		}
	}
	if _, err := ResultEnvelope(make(chan int)); err == nil {
		t.Error("ResultEnvelope(chan) succeeded")
	}
}

func TestErrorEnvelope(t *testing.T) {
	tests := []struct{ text, want string }{
		{`Tool "nope" not found`, `{"error":"Tool \"nope\" not found"}`},
		{TextAlreadyCompleted, `{"error":"Execution has already completed."}`},
		{"", `{"error":""}`},
		{"line\n<tag>", `{"error":"line\n<tag>"}`},
	}
	for _, tt := range tests {
		if got := ErrorEnvelope(tt.text); got != tt.want {
			t.Errorf("ErrorEnvelope(%q) = %q, want %q", tt.text, got, tt.want)
		}
		env, err := ParseEnvelope(ErrorEnvelope(tt.text))
		if err != nil || !env.IsError || env.Error != tt.text {
			t.Errorf("ParseEnvelope(ErrorEnvelope(%q)) = %+v, %v", tt.text, env, err)
		}
	}
}

func TestParseEnvelope(t *testing.T) {
	tests := []struct {
		in      string
		want    Envelope
		outside bool
	}{
		{in: `{"result":42}`, want: Envelope{Result: []byte(`42`)}},
		{in: `{"result":null}`, want: Envelope{Result: []byte(`null`)}},
		{in: ` { "result" : [1, 2] } `, want: Envelope{Result: []byte(`[1, 2]`)}},
		{in: `{}`, want: Envelope{}},
		{in: `{"other":1}`, want: Envelope{}},
		{in: `{"result":1,"result":2}`, want: Envelope{Result: []byte(`2`)}},
		{in: `{"error":"boom"}`, want: Envelope{IsError: true, Error: "boom"}},
		{in: `{"error":"boom","result":1}`, want: Envelope{IsError: true, Error: "boom"}},
		{in: `{"error":""}`, want: Envelope{IsError: true}},
		{in: `{"error":null}`, want: Envelope{IsError: true, Error: "null"}},
		{in: `{"error":false}`, want: Envelope{IsError: true, Error: "false"}},
		{in: `{"error":{ "a" : [1, 2] }}`, want: Envelope{IsError: true, Error: `{"a":[1,2]}`}},
		{in: `"just a string"`, outside: true},
		{in: `[]`, outside: true},
		{in: `[{"result":1}]`, outside: true},
		{in: `null`, outside: true},
		{in: `42`, outside: true},
		{in: ``, outside: true},
		{in: `{"result":`, outside: true},
		{in: `{"result":1} {}`, outside: true},
	}
	for _, tt := range tests {
		got, err := ParseEnvelope(tt.in)
		if tt.outside {
			if err == nil || err.Error() != TextOutsideEnvelope || !errors.Is(err, ErrOutsideEnvelope) {
				t.Errorf("ParseEnvelope(%q) error = %v, want %q", tt.in, err, TextOutsideEnvelope)
			}
			continue
		}
		if err != nil || got.IsError != tt.want.IsError || got.Error != tt.want.Error ||
			string(got.Result) != string(tt.want.Result) || (got.Result == nil) != (tt.want.Result == nil) {
			t.Errorf("ParseEnvelope(%q) = %+v (result %q), %v; want %+v", tt.in, got, got.Result, err, tt.want)
		}
	}
}
