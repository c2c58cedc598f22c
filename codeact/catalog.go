package codeact

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"

	"github.com/codemode/codemode/tools"
)

// CatalogLimit is the most bytes a rendered catalog may take.
const CatalogLimit = 32 << 10

// Entry is one tool of a catalog, as rendered.
type Entry struct {
	// Name is the tool's exact canonical name: what tools.call takes.
	Name string `json:"name"`
	// Description is the tool's description.
	Description string `json:"description"`
	// InputSchema is the JSON Schema of the tool's args.
	InputSchema json.RawMessage `json:"input_schema"`
	// ReturnSchema is the JSON Schema of the tool's value, when the tool
	// declares one and the catalog has room for it.
	ReturnSchema json.RawMessage `json:"return_schema,omitempty"`
	// ReturnSchemaOmitted marks every entry of a compact catalog: return
	// schemas were left out to fit CatalogLimit.
	ReturnSchemaOmitted bool `json:"return_schema_omitted,omitempty"`
}

// Catalog is the rendered list of the tools a step may call from code.
type Catalog struct {
	// Text is the rendering: a JSON array with one entry per line, at most
	// CatalogLimit bytes.
	Text string
	// Entries are the tools listed, in projection order; empty when the
	// catalog failed closed.
	Entries []Entry
	// ReturnSchemasOmitted reports a compact catalog: the complete one
	// was over CatalogLimit, so every entry is rendered without its return
	// schema and with the return_schema_omitted marker. The allowlist is
	// the same.
	ReturnSchemasOmitted bool
	// FailedClosed reports that even the compact catalog was over
	// CatalogLimit: nothing is listed and the step's allowlist is empty,
	// so no tool is callable that the model was not told about.
	FailedClosed bool
}

// renderCatalog renders the projection: complete if it fits, else compact,
// else failed closed.
func renderCatalog(projection []tools.Tool) Catalog {
	full := make([]Entry, len(projection))
	for i, t := range projection {
		full[i] = Entry{Name: t.Name, Description: t.Description, InputSchema: compact(t.InputSchema), ReturnSchema: compact(t.OutputSchema)}
	}
	if text := renderEntries(full); len(text) <= CatalogLimit {
		return Catalog{Text: text, Entries: full}
	}
	short := make([]Entry, len(full))
	for i, e := range full {
		e.ReturnSchema, e.ReturnSchemaOmitted = nil, true
		short[i] = e
	}
	if text := renderEntries(short); len(text) <= CatalogLimit {
		return Catalog{Text: text, Entries: short, ReturnSchemasOmitted: true}
	}
	return Catalog{Text: "[]", FailedClosed: true}
}

// renderEntries renders entries as a JSON array, one entry per line.
func renderEntries(entries []Entry) string {
	if len(entries) == 0 {
		return "[]"
	}
	var b strings.Builder
	b.WriteString("[\n")
	for i, e := range entries {
		var line bytes.Buffer
		enc := json.NewEncoder(&line)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(e); err != nil {
			panic(err) // the schemas compiled at registration: they are JSON
		}
		b.Write(bytes.TrimRight(line.Bytes(), "\n"))
		if i < len(entries)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("]")
	return b.String()
}

// compact returns a schema without insignificant whitespace.
func compact(raw json.RawMessage) json.RawMessage {
	if len(raw) == 0 {
		return nil
	}
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return raw
	}
	return b.Bytes()
}

// Step is the code projection prepared for one run step in one scope: the
// tools that were callable from code when it was prepared, their catalog and
// the allowlist that goes with it. A CodeAct execution bound to the step
// (see [WithStep]) may call a tool only if it is on the allowlist and still
// callable when called; the allowlist is empty when the catalog failed
// closed.
type Step struct {
	// Scope is the scope the step was prepared for.
	Scope string
	// Catalog is what the model is told it can call.
	Catalog Catalog

	tools map[string]tools.Tool // the prepared definitions, by name
	allow []string              // in catalog order
}

// Prepare prepares the code projection of a step in scope: the projection,
// its catalog, and the allowlist, which is exactly the catalog's names (none
// when the catalog failed closed).
func (c *CodeAct) Prepare(scope string) *Step {
	projection := c.Projection(scope)
	s := &Step{Scope: scope, Catalog: renderCatalog(projection), tools: map[string]tools.Tool{}}
	if s.Catalog.FailedClosed {
		return s
	}
	for _, t := range projection {
		s.tools[t.Name] = t
		s.allow = append(s.allow, t.Name)
	}
	return s
}

// Allowlist returns the names the step lets code call, in catalog order.
func (s *Step) Allowlist() []string { return slices.Clone(s.allow) }

// Allows reports whether the step lets code call the named tool.
func (s *Step) Allows(name string) bool {
	_, ok := s.tools[name]
	return ok
}

// Prompt is what the model is told about CodeAct in this step: how to write
// a program, then the catalog.
func (s *Step) Prompt() string {
	return promptGuide + "\n" + s.Catalog.Text + "\n"
}

// promptGuide is the pinned head of Step.Prompt.
const promptGuide = "## CodeAct\n\n" +
	"Call `" + ToolName + "` with `source`, a JavaScript script that defines `function main(input)`, and `input`, any JSON value. " +
	"main runs once, synchronously: call a tool with `tools.call(name, args)`, which returns the tool's value " +
	"(a failed call throws an Error you can catch), and return the JSON value you need. " +
	"There is no async/await, no console, no timers, no Date and no Math.random; " +
	"tools.call works only inside main. The tools you can call, by exact name:\n"

type stepKey struct{}

// WithStep returns a context that binds the CodeAct executions run with it
// (run_code's, and recipes') to step: they may call only the tools
// on its allowlist. Without a step, an execution prepares one for its
// call's scope when it starts.
func WithStep(ctx context.Context, step *Step) context.Context {
	return context.WithValue(ctx, stepKey{}, step)
}

// StepFrom returns the step bound to ctx, or nil.
func StepFrom(ctx context.Context) *Step {
	s, _ := ctx.Value(stepKey{}).(*Step)
	return s
}
