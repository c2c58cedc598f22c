package protocol

import (
	"encoding/json"
	"errors"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// ToolNotFoundError is the error a responder returns to turn down a tool it
// does not route. Its message is [ToolNotFoundText], so the program reads the
// same sentence wherever the refusal came from.
//
// Error has a pointer receiver: return &ToolNotFoundError{Tool: tool} and
// match it with
//
//	var nf *ToolNotFoundError
//	if errors.As(err, &nf) { ... nf.Tool ... }
type ToolNotFoundError struct {
	// Tool is the tool name that was refused.
	Tool string
}

// Error returns ToolNotFoundText(e.Tool).
func (e *ToolNotFoundError) Error() string {
	return ToolNotFoundText(e.Tool)
}

// ErrOutsideEnvelope is the error [ParseEnvelope] returns for an answer that
// is not a JSON object. Its text is [TextOutsideEnvelope].
//
//lint:ignore ST1005 the text is pinned byte for byte.
var ErrOutsideEnvelope = errors.New(TextOutsideEnvelope)

// ResultEnvelope returns {"result": v} with v encoded by [Stringify], so
// binary values inside v cross tagged. It fails when v cannot be encoded.
func ResultEnvelope(v any) (string, error) {
	s, err := Stringify(v)
	if err != nil {
		return "", err
	}
	return `{"result":` + s + `}`, nil
}

// ErrorEnvelope returns {"error": text}, which the program receives as a
// thrown Error whose message is text.
func ErrorEnvelope(text string) string {
	// Encoding a string cannot fail: invalid UTF-8 becomes U+FFFD.
	b, _ := jsonv2.Marshal(text, baseOptions)
	return `{"error":` + string(b) + `}`
}

// Envelope is a dispatch answer read by [ParseEnvelope].
type Envelope struct {
	// Result is the JSON text of the "result" member exactly as it appeared,
	// or nil when the member is absent, which the program reads as
	// undefined. Decode it with [ParseValue] to rebuild binary values.
	Result json.RawMessage

	// IsError reports whether the answer had an "error" member; the program
	// then receives a thrown Error instead of a result.
	IsError bool

	// Error is the error message: the "error" member's value when it is a
	// string, and its compact JSON text otherwise.
	Error string
}

// ParseEnvelope reads a dispatch answer the way the sandbox does. An answer
// that is not valid JSON or not a JSON object (an array, a string, null)
// gives [ErrOutsideEnvelope]. An object with an "error" member is an error,
// whatever else it holds. Otherwise the result is the "result" member, and
// an object without one answers undefined. When a member name repeats, the
// last one counts, as in JSON.parse.
func ParseEnvelope(s string) (Envelope, error) {
	var members map[string]jsontext.Value
	if err := jsonv2.Unmarshal([]byte(s), &members, baseOptions); err != nil || members == nil {
		return Envelope{}, ErrOutsideEnvelope
	}
	if text, ok := members["error"]; ok {
		env := Envelope{IsError: true}
		if text.Kind() == '"' {
			if err := jsonv2.Unmarshal(text, &env.Error, baseOptions); err != nil {
				return Envelope{}, ErrOutsideEnvelope
			}
			return env, nil
		}
		text = text.Clone()
		if err := text.Compact(baseOptions); err != nil {
			return Envelope{}, ErrOutsideEnvelope
		}
		env.Error = string(text)
		return env, nil
	}
	if result, ok := members["result"]; ok {
		return Envelope{Result: json.RawMessage(result.Clone())}, nil
	}
	return Envelope{}, nil
}
