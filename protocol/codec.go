package protocol

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	jsonv1 "github.com/go-json-experiment/json/v1"
)

// baseOptions are encoding/json's semantics, except that nothing is escaped
// for HTML or for JavaScript source: the output is meant for JSON.parse and
// matches what JSON.stringify writes.
var baseOptions = jsonv2.JoinOptions(
	jsonv1.DefaultOptionsV1(),
	jsontext.EscapeForHTML(false),
	jsontext.EscapeForJS(false),
)

var (
	marshalOptions   = jsonv2.JoinOptions(baseOptions, jsonv2.WithMarshalers(jsonv2.MarshalToFunc(marshalBytes)))
	unmarshalOptions = jsonv2.JoinOptions(baseOptions, jsonv2.WithUnmarshalers(jsonv2.UnmarshalFromFunc(unmarshalArgument)))
)

// Stringify encodes v as JSON for the sandbox. It follows encoding/json
// (struct tags, omitempty, sorted map keys, nil slices and maps as null)
// with three differences:
//
//   - a []byte, or any type whose underlying type is a slice of bytes,
//     crosses as a Uint8Array binary envelope at any depth, not as a base64
//     string; a nil one is null, as in encoding/json, and an empty one is an
//     empty Uint8Array;
//   - a [Binary] crosses as its own envelope (byte arrays, [N]byte, stay
//     arrays of numbers, as in encoding/json);
//   - nothing is escaped for HTML or JavaScript (<, >, &, U+2028, U+2029 are
//     written as themselves, as JSON.stringify writes them).
//
// A type with its own encoding (a MarshalJSON, MarshalJSONTo, MarshalText or
// AppendText method) is encoded by that method and is never tagged, even
// when it is a byte slice. That is the Go form of the JavaScript trap where a
// Node Buffer crosses as {"type":"Buffer","data":[...]}: the method runs
// before the codec sees the bytes. So a json.RawMessage is written as the
// JSON it holds, and a byte type that marshals itself as text arrives as a
// string. Convert such a value to []byte, or wrap it in a Binary, for it to
// arrive as bytes.
//
// Values JSON cannot carry are an error: channels, functions, complex
// numbers, NaN and infinite floats, and cyclic data.
func Stringify(v any) (string, error) {
	b, err := jsonv2.Marshal(v, marshalOptions)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// ParseValue decodes one JSON value into Go's generic JSON types (nil, bool,
// float64, string, []any, map[string]any) and rebuilds every binary envelope
// in it, at any depth, as a [Binary], and every handle envelope as a
// [Handle]. Numbers decode as float64, which holds
// every number a program can send: the sandbox's numbers are IEEE 754
// doubles, and BigInt does not cross as JSON; decode into an integer target
// with [DecodeArguments] where a tool wants one. When a member name repeats,
// the last one counts, as in JSON.parse. Invalid JSON, and a number beyond
// float64's range, is an error.
func ParseValue(s string) (any, error) {
	v, err := parse([]byte(s))
	if err != nil {
		return nil, fmt.Errorf("protocol: cannot parse JSON: %w", err)
	}
	return v, nil
}

// parse is ParseValue without the error prefix, for use inside decoders.
func parse(b []byte) (any, error) {
	var v any
	if err := jsonv2.Unmarshal(b, &v, baseOptions); err != nil {
		return nil, err
	}
	return rebuild(v), nil
}

// ParseArguments decodes a tool call's arguments the way [ParseValue] does
// and always returns a slice: a JSON array gives its elements, and any other
// value is the single argument, so {"id":7} gives
// []any{map[string]any{"id": 7.0}}. Invalid JSON is an error.
func ParseArguments(argsJSON string) ([]any, error) {
	v, err := ParseValue(argsJSON)
	if err != nil {
		return nil, err
	}
	if args, ok := v.([]any); ok {
		return args, nil
	}
	return []any{v}, nil
}

// DecodeArguments decodes a tool call's positional arguments into targets,
// which must be non-nil pointers: the first argument into targets[0], and so
// on, each as json.Unmarshal would decode it. A payload that is not a JSON
// array is the single first argument. Arguments the call left out leave
// their targets untouched. Arguments beyond the targets are an error, so a
// program that passes something the tool does not take learns so instead of
// having it dropped.
//
// Binary envelopes decode into a []byte target (or any type whose underlying
// type is a slice of bytes, unless it has its own UnmarshalJSON,
// UnmarshalJSONFrom or UnmarshalText method) as the bytes of the view, and
// into a [Binary] target with their type. Wherever a target holds an empty
// interface (any, []any, map[string]any), values are rebuilt as [ParseValue]
// rebuilds them.
func DecodeArguments(argsJSON string, targets ...any) error {
	var payload jsontext.Value
	if err := jsonv2.Unmarshal([]byte(argsJSON), &payload, baseOptions); err != nil {
		return fmt.Errorf("protocol: cannot parse JSON: %w", err)
	}
	args := []jsontext.Value{payload}
	if payload.Kind() == '[' {
		args = nil
		if err := jsonv2.Unmarshal(payload, &args, baseOptions); err != nil {
			return fmt.Errorf("protocol: cannot parse JSON: %w", err)
		}
	}
	if len(args) > len(targets) {
		return fmt.Errorf("protocol: got %d arguments, want at most %d", len(args), len(targets))
	}
	for i, arg := range args {
		if err := jsonv2.Unmarshal(arg, targets[i], unmarshalOptions); err != nil {
			return fmt.Errorf("protocol: argument %d: %w", i+1, err)
		}
	}
	return nil
}

// rebuild replaces every binary envelope in a generic JSON value by a Binary.
func rebuild(v any) any {
	switch v := v.(type) {
	case map[string]any:
		if b, ok := binaryFromObject(v); ok {
			return b
		}
		if id, ok := handleFromObject(v); ok {
			return Handle{ID: id}
		}
		for k, e := range v {
			v[k] = rebuild(e)
		}
	case []any:
		for i, e := range v {
			v[i] = rebuild(e)
		}
	}
	return v
}

// marshalBytes writes a byte slice without encoding methods of its own as a
// Uint8Array envelope. It is called with a pointer to every value encoded.
func marshalBytes(enc *jsontext.Encoder, p any) error {
	v := reflect.ValueOf(p).Elem()
	if !isBytes(v.Type()) || v.IsNil() || hasMethod(v.Type(), marshalerTypes) {
		return errors.ErrUnsupported
	}
	return enc.WriteValue(appendBinary(nil, "Uint8Array", v.Bytes()))
}

// unmarshalArgument rebuilds binary envelopes into byte slices and into
// empty interfaces. It is called with a pointer to every value decoded.
func unmarshalArgument(dec *jsontext.Decoder, p any) error {
	v := reflect.ValueOf(p).Elem()
	t := v.Type()
	switch {
	case t.Kind() == reflect.Interface && t.NumMethod() == 0:
		// Like encoding/json, decode into a non-nil pointer held there.
		if e := v.Elem(); e.Kind() == reflect.Pointer && !e.IsNil() {
			return errors.ErrUnsupported
		}
		raw, err := dec.ReadValue()
		if err != nil {
			return err
		}
		x, err := parse(raw)
		if err != nil {
			return err
		}
		if x == nil {
			v.SetZero()
		} else {
			v.Set(reflect.ValueOf(x))
		}
		return nil
	case isBytes(t) && dec.PeekKind() == '{' && !hasMethod(t, unmarshalerTypes):
		var b Binary
		raw, err := dec.ReadValue()
		if err != nil {
			return err
		}
		if err := b.UnmarshalJSON(raw); err != nil {
			return err
		}
		v.SetBytes(b.Data)
		return nil
	}
	return errors.ErrUnsupported
}

var (
	marshalerTypes = []reflect.Type{
		reflect.TypeFor[json.Marshaler](),
		reflect.TypeFor[jsonv2.MarshalerTo](),
		reflect.TypeFor[encoding.TextMarshaler](),
		reflect.TypeFor[encoding.TextAppender](),
	}
	unmarshalerTypes = []reflect.Type{
		reflect.TypeFor[json.Unmarshaler](),
		reflect.TypeFor[jsonv2.UnmarshalerFrom](),
		reflect.TypeFor[encoding.TextUnmarshaler](),
	}
)

func isBytes(t reflect.Type) bool {
	return t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8
}

// hasMethod reports whether t or *t implements one of the interfaces.
func hasMethod(t reflect.Type, ifaces []reflect.Type) bool {
	for _, iface := range ifaces {
		if t.Implements(iface) || reflect.PointerTo(t).Implements(iface) {
			return true
		}
	}
	return false
}
