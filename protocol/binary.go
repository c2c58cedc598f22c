package protocol

import (
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
)

// BinaryTag is the key that marks a binary envelope. It is the codec's own
// name, so it is also a reserved provider name.
const BinaryTag = "__executor_binary_v1__"

// elementSizes maps every type name a binary envelope may carry to the byte
// size of one element.
var elementSizes = map[string]int{
	"Int8Array":         1,
	"Uint8Array":        1,
	"Uint8ClampedArray": 1,
	"ArrayBuffer":       1,
	"DataView":          1,
	"Int16Array":        2,
	"Uint16Array":       2,
	"Float16Array":      2,
	"Int32Array":        4,
	"Uint32Array":       4,
	"Float32Array":      4,
	"Float64Array":      8,
	"BigInt64Array":     8,
	"BigUint64Array":    8,
}

// ElementSize returns the byte size of one element of the named binary type,
// or 0 when the name is not one the codec knows. The known names are
// Int8Array, Uint8Array, Uint8ClampedArray, ArrayBuffer and DataView (1),
// Int16Array, Uint16Array and Float16Array (2), Int32Array, Uint32Array and
// Float32Array (4), and Float64Array, BigInt64Array and BigUint64Array (8).
func ElementSize(typ string) int {
	return elementSizes[typ]
}

// Binary is a typed array, ArrayBuffer or DataView crossing the boundary.
// Type is the JavaScript type name and Data the exact bytes of the view, in
// the sandbox's byte order (little-endian).
//
// On the wire it is the binary envelope, tag first:
//
//	{"__executor_binary_v1__":"Uint8Array","data":"AQID"}
//
// where data is the standard base64 encoding, with padding, of Data.
//
// The decoding rule, shared with the sandbox's JavaScript codec: a JSON
// object is rebuilt as binary if and only if
//
//   - it has exactly two members (after duplicate names collapse, last wins),
//   - the member named __executor_binary_v1__ is a string that is one of the
//     known type names listed at [ElementSize],
//   - the member named data is a string that is canonical standard base64:
//     only the characters A-Z a-z 0-9 + /, length a multiple of 4, with one
//     or two trailing = as padding requires and zero padding bits, that is,
//     exactly the string re-encoding its decoded bytes gives back, and
//   - the decoded length is a multiple of the type's element size.
//
// Member order does not matter. Any other object, however close to that
// shape, stays an ordinary object.
type Binary struct {
	// Type is one of the type names listed at [ElementSize].
	Type string
	// Data holds the bytes of the view.
	Data []byte
}

// MarshalJSON returns b's binary envelope. It fails when Type is not a known
// type name or len(Data) is not a multiple of its element size, since the
// far side would not rebuild such an object as binary.
func (b Binary) MarshalJSON() ([]byte, error) {
	size := ElementSize(b.Type)
	if size == 0 {
		return nil, fmt.Errorf("protocol: unknown binary type %q", b.Type)
	}
	if len(b.Data)%size != 0 {
		return nil, fmt.Errorf("protocol: %s data of %d bytes is not a whole number of %d-byte elements", b.Type, len(b.Data), size)
	}
	return appendBinary(nil, b.Type, b.Data), nil
}

// UnmarshalJSON sets b from a binary envelope. JSON null leaves b unchanged;
// anything else that is not a binary envelope is an error.
func (b *Binary) UnmarshalJSON(data []byte) error {
	v, err := parse(data)
	if err != nil {
		return err
	}
	switch v := v.(type) {
	case nil:
		return nil
	case Binary:
		*b = v
		return nil
	}
	return errNotBinary
}

var errNotBinary = errors.New("JSON value is not a binary envelope")

// appendBinary appends the envelope for already validated input.
func appendBinary(dst []byte, typ string, data []byte) []byte {
	dst = append(dst, `{"`+BinaryTag+`":"`...)
	dst = append(dst, typ...)
	dst = append(dst, `","data":"`...)
	dst = base64.StdEncoding.AppendEncode(dst, data)
	return append(dst, `"}`...)
}

// binaryFromObject applies the decoding rule documented at [Binary].
func binaryFromObject(obj map[string]any) (Binary, bool) {
	if len(obj) != 2 {
		return Binary{}, false
	}
	typ, ok := obj[BinaryTag].(string)
	if !ok || ElementSize(typ) == 0 {
		return Binary{}, false
	}
	encoded, ok := obj["data"].(string)
	if !ok {
		return Binary{}, false
	}
	data, ok := decodeCanonicalBase64(encoded)
	if !ok || len(data)%ElementSize(typ) != 0 {
		return Binary{}, false
	}
	return Binary{Type: typ, Data: data}, true
}

// decodeCanonicalBase64 decodes s if it is canonical standard padded base64.
// The strict decoder rejects non-zero padding bits; it skips CR and LF, so
// those are refused first.
func decodeCanonicalBase64(s string) ([]byte, bool) {
	if strings.ContainsAny(s, "\r\n") {
		return nil, false
	}
	data, err := base64.StdEncoding.Strict().DecodeString(s)
	return data, err == nil
}
