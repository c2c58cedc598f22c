package mcpgw

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"sort"
	"strconv"
	"strings"

	"github.com/codemode/codemode/internal/schemacheck"
	"github.com/codemode/codemode/protocol"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// compileSchema compiles an upstream's input schema, bounded (see
// internal/schemacheck): a schema whose references make checking any value
// too much work is refused with a *schemacheck.TooComplexError, and its
// tool's calls are then refused too. A schema without $schema is read as JSON
// Schema 2020-12, MCP's default dialect; only references inside the schema
// are followed.
func compileSchema(schema json.RawMessage) (*schemacheck.Schema, error) {
	return schemacheck.Compile(schema, schemacheck.Options{Name: "the tool's input schema"})
}

var printer = message.NewPrinter(language.English)

// maxIssues bounds the problems one refusal lists.
const maxIssues = 6

// checkArgs validates a call's arguments (one JSON object) against the
// tool's compiled input schema and returns the refusal the program sees, or
// nil. inputType is the TypeScript type of the input, quoted in the refusal
// when it is short.
//
// schemaErr is the error compiling the schema gave: a schema refused as too
// complex to check refuses every call (textSchemaTooComplex); another
// compile error leaves the calls unchecked. Validation is bounded and ends
// with ctx (the execution's), whose error is then returned.
func checkArgs(ctx context.Context, call string, args json.RawMessage, schema *schemacheck.Schema, schemaErr error, inputType string) error {
	t := bytes.TrimSpace(args)
	if len(t) == 0 || t[0] != '{' {
		return errors.New(textNotObject(call, jsonKind(t)))
	}
	var tc *schemacheck.TooComplexError
	if errors.As(schemaErr, &tc) {
		return errors.New(textSchemaTooComplex(call, tc))
	}
	if schema == nil {
		return nil
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(t))
	if err != nil {
		return errors.New(textNotObject(call, "invalid JSON"))
	}
	err = schema.Validate(ctx, inst)
	if err == nil {
		return nil
	}
	if ctxErr := ctx.Err(); ctxErr != nil && errors.Is(err, ctxErr) {
		return err
	}
	var tl *schemacheck.TooLargeError
	if errors.As(err, &tl) {
		return errors.New(textArgsTooCostly(call, tl.Budget))
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return nil // a schema the validator cannot apply does not block the call
	}
	var issues []string
	collectIssues(ve, &issues)
	sort.Strings(issues) // the validator's order follows Go maps
	if len(issues) == 0 {
		issues = append(issues, "input: does not match the tool's schema")
	}
	more := 0
	if len(issues) > maxIssues {
		more = len(issues) - maxIssues
		issues = issues[:maxIssues]
	}
	return errors.New(textInvalidArgs(call, issues, more, inputType))
}

// collectIssues appends one "path: problem" line per leaf of the error tree.
func collectIssues(e *jsonschema.ValidationError, out *[]string) {
	if len(e.Causes) > 0 {
		for _, c := range e.Causes {
			collectIssues(c, out)
		}
		return
	}
	switch e.ErrorKind.(type) {
	case *kind.Schema, *kind.Group, *kind.Reference:
		return
	}
	line := jsPath(e.InstanceLocation) + ": " + e.ErrorKind.LocalizedString(printer)
	for _, l := range *out {
		if l == line {
			return
		}
	}
	*out = append(*out, line)
}

// jsPath renders an instance location as the JavaScript expression a
// program would write: input, input.a, input.items[0], input["my-key"].
func jsPath(tokens []string) string {
	var b strings.Builder
	b.WriteString("input")
	for _, t := range tokens {
		switch {
		case isIndex(t):
			b.WriteString("[" + t + "]")
		case protocol.IsValidIdentifier(t):
			b.WriteString("." + t)
		default:
			b.WriteString("[" + strconv.Quote(t) + "]")
		}
	}
	return b.String()
}

func isIndex(s string) bool {
	if s == "" || len(s) > 1 && s[0] == '0' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// jsonKind names the JSON type of a value for a refusal.
func jsonKind(v []byte) string {
	if len(v) == 0 {
		return "nothing"
	}
	switch v[0] {
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	case '{':
		return "an object"
	}
	return "a number"
}

// callName renders how a program calls a tool: everything.echo, or
// everything["get-sum"] for a name that is not an identifier.
func callName(provider, tool string) string {
	if protocol.IsValidIdentifier(tool) {
		return provider + "." + tool
	}
	b, _ := json.Marshal(tool)
	return provider + "[" + string(b) + "]"
}
