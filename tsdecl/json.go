package tsdecl

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"
)

// object is a decoded JSON object that keeps its keys in source order.
// Decoded JSON values are nil, bool, json.Number, string, []any and *object.
type object struct {
	keys []string
	vals map[string]any
}

// lookup returns the value of key and whether the key is present.
func (o *object) lookup(key string) (any, bool) {
	v, ok := o.vals[key]
	return v, ok
}

// has reports whether any of the keys is present.
func (o *object) has(keys ...string) bool {
	for _, k := range keys {
		if _, ok := o.vals[k]; ok {
			return true
		}
	}
	return false
}

// str returns the string value of key, or "".
func (o *object) str(key string) string {
	s, _ := o.vals[key].(string)
	return s
}

// array returns the array value of key, or nil.
func (o *object) array(key string) []any {
	a, _ := o.vals[key].([]any)
	return a
}

// isTrue reports whether key holds the boolean true.
func (o *object) isTrue(key string) bool {
	b, _ := o.vals[key].(bool)
	return b
}

// parseJSON decodes one JSON document, keeping object key order. A key that
// repeats keeps its first position and its last value.
func parseJSON(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := parseValue(dec)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("unexpected data after the JSON value")
	}
	return v, nil
}

func parseValue(dec *json.Decoder) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	d, ok := tok.(json.Delim)
	if !ok {
		return tok, nil
	}
	switch d {
	case '{':
		o := &object{vals: map[string]any{}}
		for dec.More() {
			kt, err := dec.Token()
			if err != nil {
				return nil, err
			}
			key, ok := kt.(string)
			if !ok {
				return nil, fmt.Errorf("object key is %v, not a string", kt)
			}
			v, err := parseValue(dec)
			if err != nil {
				return nil, err
			}
			if _, dup := o.vals[key]; !dup {
				o.keys = append(o.keys, key)
			}
			o.vals[key] = v
		}
		_, err := dec.Token() // '}'
		return o, err
	case '[':
		a := []any{}
		for dec.More() {
			v, err := parseValue(dec)
			if err != nil {
				return nil, err
			}
			a = append(a, v)
		}
		_, err := dec.Token() // ']'
		return a, err
	}
	return nil, fmt.Errorf("unexpected %v", d)
}

// appendJSON appends the compact JSON encoding of a decoded value.
func appendJSON(b []byte, v any) []byte {
	switch x := v.(type) {
	case nil:
		return append(b, "null"...)
	case bool:
		return strconv.AppendBool(b, x)
	case json.Number:
		return append(b, x...)
	case string:
		return appendQuoted(b, x)
	case []any:
		b = append(b, '[')
		for i, e := range x {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSON(b, e)
		}
		return append(b, ']')
	case *object:
		b = append(b, '{')
		for i, k := range x.keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendQuoted(b, k)
			b = append(b, ':')
			b = appendJSON(b, x.vals[k])
		}
		return append(b, '}')
	}
	return append(b, "null"...)
}

// compactJSON returns the compact JSON encoding of a decoded value.
func compactJSON(v any) string {
	return string(appendJSON(nil, v))
}

// quote returns s as a JSON string literal, which is also a valid JavaScript
// string literal: U+2028 and U+2029 are escaped and invalid UTF-8 becomes
// U+FFFD.
func quote(s string) string {
	return string(appendQuoted(nil, s))
}

func appendQuoted(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b = append(b, '\\', byte(r))
		case r == '\n':
			b = append(b, `\n`...)
		case r == '\r':
			b = append(b, `\r`...)
		case r == '\t':
			b = append(b, `\t`...)
		case r < 0x20 || r == 0x7f:
			b = append(b, '\\', 'u', '0', '0', hex[r>>4], hex[r&0xf])
		case r == '\u2028' || r == '\u2029':
			b = append(b, `\u202`...)
			b = append(b, hex[r&0xf])
		default:
			b = utf8.AppendRune(b, r) // a bad byte decodes as U+FFFD
		}
	}
	return append(b, '"')
}
