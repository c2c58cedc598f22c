package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/codemode/codemode/internal/schemacheck"
	"github.com/google/jsonschema-go/jsonschema"
	validation "github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// Func makes a typed tool from a plain Go function. The input schema is
// derived from In and the output schema from Out (none when Out is an
// interface such as any), by github.com/google/jsonschema-go: a struct's
// exported fields become properties named by their json tags, fields without
// omitempty or omitzero are required, other properties are refused, and a
// `jsonschema:"..."` tag is the property's description.
//
// In must be a struct or a map with string keys: a tool takes one input
// object. The handler decodes the validated arguments into an In, calls fn
// and returns its Out as the call's value. Set the returned Tool's other
// fields (Concurrent, Capabilities, Timeout, ...) before registering it.
func Func[In, Out any](name, description string, fn func(ctx context.Context, in In) (Out, error)) (Tool, error) {
	if fn == nil {
		return Tool{}, fmt.Errorf("tools: Func %q: nil function", name)
	}
	inType := reflect.TypeFor[In]()
	if k := inType.Kind(); k != reflect.Struct && !(k == reflect.Map && inType.Key().Kind() == reflect.String) {
		return Tool{}, fmt.Errorf("tools: Func %q: the input must be a struct or a map with string keys (one input object), not %s", name, inType)
	}
	in, err := jsonschema.For[In](nil)
	if err != nil {
		return Tool{}, fmt.Errorf("tools: Func %q: input schema: %w", name, err)
	}
	inJSON, err := json.Marshal(in)
	if err != nil {
		return Tool{}, fmt.Errorf("tools: Func %q: input schema: %w", name, err)
	}
	var outJSON json.RawMessage
	if reflect.TypeFor[Out]().Kind() != reflect.Interface {
		out, err := jsonschema.For[Out](nil)
		if err != nil {
			return Tool{}, fmt.Errorf("tools: Func %q: output schema: %w", name, err)
		}
		if outJSON, err = json.Marshal(out); err != nil {
			return Tool{}, fmt.Errorf("tools: Func %q: output schema: %w", name, err)
		}
	}
	return Tool{
		Name:         name,
		Description:  description,
		InputSchema:  inJSON,
		OutputSchema: outJSON,
		Handler: func(ctx context.Context, call Call) (Result, error) {
			var v In
			if err := json.Unmarshal([]byte(call.Arguments), &v); err != nil {
				// Validation passed, so the JSON fits the schema but
				// not the Go type (a number out of range).
				return Result{}, &StatusError{Status: StatusInvalidArguments, Message: invalidArguments(call.Name, err.Error())}
			}
			out, err := fn(ctx, v)
			if err != nil {
				return Result{}, err
			}
			return Result{Value: out}, nil
		},
	}, nil
}

// Must returns t, and panics if err is not nil. It is for tools defined at
// start-up: tools.Must(tools.Func(...)).
func Must(t Tool, err error) Tool {
	if err != nil {
		panic(err)
	}
	return t
}

// noInput is the input schema of a tool that declares none.
var noInput = json.RawMessage(`{"type":"object","properties":{},"additionalProperties":false}`)

// compileSchema compiles one of a tool's schemas for validation, bounded
// (internal/schemacheck): external references are refused, and so is an
// input schema whose references make checking any value too much work. An
// output schema is only checked to compile: nothing is validated against it.
func compileSchema(tool, which string, raw json.RawMessage) (*schemacheck.Schema, error) {
	s, err := schemacheck.Compile(raw, schemacheck.Options{Name: "the " + which + " schema of " + strconv.Quote(tool)})
	var tc *schemacheck.TooComplexError
	switch {
	case err == nil:
		return s, nil
	case which == "output" && errors.As(err, &tc):
		return nil, nil
	}
	var syntax *schemacheck.SyntaxError
	if errors.As(err, &syntax) || errors.As(err, &tc) {
		return nil, fmt.Errorf("tools: %s schema of %q %w", which, tool, err)
	}
	return nil, fmt.Errorf("tools: %s schema of %q: %w", which, tool, errors.Unwrap(err))
}

// parseArguments reads a call's arguments as JSON, numbers kept exact for the
// validator. Blank arguments are the empty object.
func parseArguments(args string) (any, error) {
	if strings.TrimSpace(args) == "" {
		return map[string]any{}, nil
	}
	return validation.UnmarshalJSON(strings.NewReader(args))
}

// invalidArguments is the pinned text of an INVALID_ARGUMENTS outcome.
func invalidArguments(tool, detail string) string {
	return "Invalid arguments for " + tool + ": " + detail
}

// maxProblems bounds the problems one invalid-arguments message lists.
const maxProblems = 5

// DescribeInvalid turns an error of github.com/santhosh-tekuri/jsonschema/v6
// into "; "-separated problems, each "<JSON pointer>: <what was wrong>", the
// pointer left out at the root, at most five:
// `/id: expected string, got number; missing required property "name"`. It is
// the text every invalid-arguments outcome carries; other errors are returned
// as they are.
func DescribeInvalid(err error) string {
	ve, ok := err.(*validation.ValidationError) //nolint:errorlint // the validator returns its error unwrapped
	if !ok {
		return err.Error()
	}
	type problem struct {
		loc  []string
		text string
	}
	var found []problem
	var walk func(e *validation.ValidationError)
	walk = func(e *validation.ValidationError) {
		text, leaf := problemText(e)
		if !leaf && len(e.Causes) > 0 {
			for _, c := range e.Causes {
				walk(c)
			}
			return
		}
		found = append(found, problem{e.InstanceLocation, text})
	}
	walk(ve)
	// The validator's order follows map iteration: sort by location
	// (array indexes numerically), then by text.
	slices.SortStableFunc(found, func(a, b problem) int {
		if c := slices.CompareFunc(a.loc, b.loc, compareToken); c != 0 {
			return c
		}
		return strings.Compare(a.text, b.text)
	})
	var problems []string
	for _, p := range found {
		text := p.text
		if loc := pointer(p.loc); loc != "" {
			text = loc + ": " + text
		}
		if !slices.Contains(problems, text) {
			problems = append(problems, text)
		}
	}
	if len(problems) > maxProblems {
		problems = append(problems[:maxProblems], fmt.Sprintf("and %d more", len(problems)-maxProblems))
	}
	return strings.Join(problems, "; ")
}

var printer = message.NewPrinter(language.English)

// problemText says what one validation error found. leaf is true when the
// error is reported as it is, without descending into its causes (the
// branches of an anyOf or oneOf say little on their own).
func problemText(e *validation.ValidationError) (text string, leaf bool) {
	switch k := e.ErrorKind.(type) {
	case *kind.Type:
		return "expected " + strings.Join(k.Want, " or ") + ", got " + k.Got, true
	case *kind.Required:
		if len(k.Missing) == 1 {
			return fmt.Sprintf("missing required property %q", k.Missing[0]), true
		}
		return "missing required properties " + quoteAll(k.Missing), true
	case *kind.AdditionalProperties:
		if len(k.Properties) == 1 {
			return fmt.Sprintf("unexpected property %q", k.Properties[0]), true
		}
		return "unexpected properties " + quoteAll(k.Properties), true
	case *kind.AnyOf:
		return "does not match any of the allowed forms", true
	case *kind.OneOf:
		if len(k.Subschemas) == 0 {
			return "does not match any of the allowed forms", true
		}
		return "matches more than one of the allowed forms", true
	case *kind.FalseSchema:
		return "is not allowed", true
	}
	return e.ErrorKind.LocalizedString(printer), false
}

// compareToken orders two JSON pointer tokens, numbers numerically.
func compareToken(a, b string) int {
	x, errA := strconv.Atoi(a)
	y, errB := strconv.Atoi(b)
	if errA == nil && errB == nil {
		return x - y
	}
	return strings.Compare(a, b)
}

// quoteAll quotes names, sorted, and joins them with ", ".
func quoteAll(names []string) string {
	names = slices.Sorted(slices.Values(names))
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}

// pointer renders an instance location as a JSON pointer; the root is "".
func pointer(loc []string) string {
	var b strings.Builder
	for _, tok := range loc {
		b.WriteString("/")
		b.WriteString(strings.ReplaceAll(strings.ReplaceAll(tok, "~", "~0"), "/", "~1"))
	}
	return b.String()
}
