package tools

import (
	"strings"

	"github.com/codemode/codemode/tsdecl"
)

// SectionSDK is the ID of the prompt section that declares the tools as code.
const SectionSDK = "tools:sdk"

// Section is one section of what the model is told about tools.
type Section struct {
	// ID is "tool:<name>" for a tool's guidance and SectionSDK for the
	// declarations.
	ID string
	// Text is the section's text.
	Text string
}

// Prompt returns what the model is told about tools in a scope: under native
// and both, a "tool:<name>" section for each visible tool with Guidance, then
// the SDK section; under code only the SDK section, because guidance tells
// the model to call tools it cannot reach directly there. The SDK section is
// the run_code transport's (Transport.Prompt): for the asynchronous
// transport a guide and the TypeScript declarations of the tools its
// programs can call (every visible tool but the orchestration tools); for
// CodeAct its guide and catalog.
func (r *Registry) Prompt(scope string) []Section {
	var out []Section
	if r.Mode(scope) != Code {
		for _, t := range r.visibleTools(scope) {
			if g := strings.TrimSpace(t.Guidance); g != "" {
				out = append(out, Section{ID: "tool:" + t.Name, Text: g})
			}
		}
	}
	return append(out, Section{ID: SectionSDK, Text: r.currentTransport().Prompt(scope)})
}

// sdkGuide is the pinned guide at the head of the SDK section.
const sdkGuide = "## Tools as code\n\n" +
	"To use the tools from a program, call `run_code` with `code`: one async arrow function in JavaScript " +
	"(TypeScript annotations are accepted, and so is a markdown fence around it). " +
	"The tools are the async functions on `tools` declared below; each takes one input object.\n\n" +
	"- `await` every call: `const result = await tools.<name>({ ... })`.\n" +
	"- Calls inside `Promise.all([...])` run in parallel.\n" +
	"- Return only what the user needs: you see the returned value (as JSON) and what you `console.log`, nothing else.\n" +
	"- A failed call throws an Error, \"<tool> failed: <reason>\", that you can catch with try/catch.\n" +
	"- A name that is not an identifier is called as `tools[\"name-with-dash\"]({ ... })`.\n"

// sdkSection is the asynchronous transport's SDK section: the guide and the
// TypeScript declarations of the tools its programs can call.
func sdkSection(visible []Tool) string {
	decls := make([]tsdecl.Tool, len(visible))
	for i, t := range visible {
		decls[i] = tsdecl.Tool{Name: t.Name, Description: t.Description, InputSchema: t.InputSchema, OutputSchema: t.OutputSchema}
	}
	return sdkGuide + "\n```ts\n" + tsdecl.Provider(provider, decls, tsdecl.Options{}) + "```\n"
}
