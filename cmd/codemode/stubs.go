package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/boundedfile"
	"github.com/codemode/codemode/protocol"
)

// Stub providers for `codemode run --providers FILE`: canned answers that let
// a program which calls tools run from the command line, as a playground or
// to try a docs example. The file maps each provider to its tools and each
// tool to its answer:
//
//	{
//	  "store": {
//	    "listUsers": {"result": [{"id": 1, "name": "ada"}]},
//	    "ordersFor": "echo",
//	    "charge":    {"error": "payment declined"},
//	    "*":         {"result": null}
//	  }
//	}
//
// {"result": v} answers v, {"error": text} rejects the call with text, "echo"
// answers the call's arguments (a JSON array), and the tool "*" answers every
// tool the provider does not list; a tool that is not listed otherwise gets
// the not-found text.

// stubAnswer is one tool's canned answer.
type stubAnswer struct {
	echo     bool
	envelope string // {"result": v} or {"error": text}
}

// stubs is a parsed stub-provider file.
type stubs struct {
	names   []string // provider names, sorted
	answers map[string]map[string]stubAnswer
}

// loadStubs reads and checks a stub-provider file.
func loadStubs(path string) (*stubs, error) {
	b, err := boundedfile.Read(path, maxStubsBytes)
	if err != nil {
		return nil, usagef("reading the stub providers: %v", err)
	}
	return parseStubs(path, b)
}

func parseStubs(path string, b []byte) (*stubs, error) {
	bad := func(format string, args ...any) error {
		return usagef("%s: %s", path, fmt.Sprintf(format, args...))
	}
	var top map[string]map[string]json.RawMessage
	if err := json.Unmarshal(b, &top); err != nil {
		return nil, bad(`not a stub-provider file (%s); write {"provider": {"tool": {"result": value}}}`, boundedfile.JSONProblem(b, err))
	}
	if top == nil {
		return nil, bad(`not a stub-provider file; write {"provider": {"tool": {"result": value}}}`)
	}
	s := &stubs{answers: map[string]map[string]stubAnswer{}}
	for name, tools := range top {
		s.names = append(s.names, name)
		if tools == nil {
			return nil, bad("provider %q: its tools must be an object of tool names to answers", name)
		}
		s.answers[name] = map[string]stubAnswer{}
		for tool, raw := range tools {
			a, err := parseAnswer(raw)
			if err != nil {
				return nil, bad("%s.%s: %v", name, tool, err)
			}
			s.answers[name][tool] = a
		}
	}
	slices.Sort(s.names)
	if err := protocol.ValidateProviderNames(s.names); err != nil {
		return nil, bad("%v", err)
	}
	return s, nil
}

const answerForms = `an answer is {"result": value}, {"error": "text"} or "echo"`

func parseAnswer(raw json.RawMessage) (stubAnswer, error) {
	raw = bytes.TrimSpace(raw)
	var word string
	if json.Unmarshal(raw, &word) == nil {
		if word == "echo" {
			return stubAnswer{echo: true}, nil
		}
		return stubAnswer{}, fmt.Errorf("%q is not an answer; %s", word, answerForms)
	}
	var env map[string]json.RawMessage
	if err := json.Unmarshal(raw, &env); err != nil || env == nil {
		return stubAnswer{}, fmt.Errorf("%s", answerForms)
	}
	result, hasResult := env["result"]
	errText, hasError := env["error"]
	switch {
	case len(env) != 1 || hasResult == hasError:
		return stubAnswer{}, fmt.Errorf("%s, with exactly one member", answerForms)
	case hasResult:
		out, err := json.Marshal(map[string]json.RawMessage{"result": result})
		if err != nil {
			return stubAnswer{}, err
		}
		return stubAnswer{envelope: string(out)}, nil
	default:
		var text string
		if err := json.Unmarshal(errText, &text); err != nil {
			return stubAnswer{}, fmt.Errorf(`"error" must be a string, the text the program's call rejects with`)
		}
		return stubAnswer{envelope: protocol.ErrorEnvelope(text)}, nil
	}
}

// providers declares the stub providers to the program.
func (s *stubs) providers() []codemode.Provider {
	out := make([]codemode.Provider, 0, len(s.names))
	for _, name := range s.names {
		var tools []string
		for t := range s.answers[name] {
			if t != "*" {
				tools = append(tools, t)
			}
		}
		slices.Sort(tools)
		out = append(out, codemode.Provider{Name: name, Tools: tools})
	}
	return out
}

// dispatch answers the program's calls from the file.
func (s *stubs) dispatch(_ context.Context, provider, tool, args string) (string, error) {
	tools := s.answers[provider]
	a, ok := tools[tool]
	if !ok {
		a, ok = tools["*"]
	}
	if !ok {
		return protocol.ErrorEnvelope(protocol.ToolNotFoundText(tool)), nil
	}
	if a.echo {
		// The sandbox sends the arguments as JSON, an array or an object.
		return `{"result":` + args + `}`, nil
	}
	return a.envelope, nil
}
