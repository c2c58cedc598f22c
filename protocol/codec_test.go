package protocol

import (
	"encoding/json"
	"math"
	"net"
	"reflect"
	"strings"
	"testing"
)

type blob []byte

type cycle struct{ Next *cycle }

func TestStringify(t *testing.T) {
	type withBytes struct {
		Name   string `json:"name"`
		Avatar []byte `json:"avatar,omitempty"`
		Skip   int    `json:"-"`
	}
	tests := []struct {
		name string
		v    any
		want string
	}{
		{"bytes", []byte{1, 2, 3}, `{"__executor_binary_v1__":"Uint8Array","data":"AQID"}`},
		{"raw message", json.RawMessage(`{"a":1}`), `{"a":1}`},
		{"nil bytes", []byte(nil), `null`},
		{"empty bytes", []byte{}, `{"__executor_binary_v1__":"Uint8Array","data":""}`},
		{"named bytes", blob{4, 5}, `{"__executor_binary_v1__":"Uint8Array","data":"BAU="}`},
		{"text marshaler bytes", net.IP{127, 0, 0, 1}, `"127.0.0.1"`},
		{"nested", map[string]any{"rows": []any{map[string][]byte{"b": {255}}}}, `{"rows":[{"b":{"__executor_binary_v1__":"Uint8Array","data":"/w=="}}]}`},
		{"struct", withBytes{Name: "ada", Avatar: []byte{1}}, `{"name":"ada","avatar":{"__executor_binary_v1__":"Uint8Array","data":"AQ=="}}`},
		{"omitempty", withBytes{Name: "ada"}, `{"name":"ada"}`},
		{"pointer to bytes", &[]byte{9}, `{"__executor_binary_v1__":"Uint8Array","data":"CQ=="}`},
		{"binary", Binary{Type: "Float32Array", Data: []byte{0, 0, 128, 63}}, `{"__executor_binary_v1__":"Float32Array","data":"AACAPw=="}`},
		{"binary pointer", &Binary{Type: "ArrayBuffer"}, `{"__executor_binary_v1__":"ArrayBuffer","data":""}`},
		{"sorted map keys", map[string]int{"b": 2, "a": 1}, `{"a":1,"b":2}`},
		{"no html escaping", "<a href='x'>&\u2028</a>", "\"<a href='x'>&\u2028</a>\""},
		{"nil", nil, `null`},
		{"nil slice", []int(nil), `null`},
		{"integer float", 7.0, `7`},
	}
	for _, tt := range tests {
		got, err := Stringify(tt.v)
		if err != nil || got != tt.want {
			t.Errorf("%s: Stringify = %q, %v; want %q", tt.name, got, err, tt.want)
		}
	}
}

func TestStringifyErrors(t *testing.T) {
	c := &cycle{}
	c.Next = c
	m := map[string]any{}
	m["self"] = m
	tests := []struct {
		name string
		v    any
		want string // a fragment of the error text
	}{
		{"NaN", math.NaN(), "NaN"},
		{"Inf", map[string]float64{"x": math.Inf(1)}, "+Inf"},
		{"channel", make(chan int), "chan int"},
		{"func", []any{func() {}}, "func()"},
		{"complex", complex(1, 2), "complex128"},
		{"pointer cycle", c, "cycle"},
		{"map cycle", m, "cycle"},
		{"unknown binary type", Binary{Type: "Buffer", Data: []byte{1}}, `unknown binary type "Buffer"`},
		{"empty binary type", Binary{Data: []byte{1}}, `unknown binary type ""`},
		{"ragged binary", Binary{Type: "Int32Array", Data: []byte{1, 2}}, "not a whole number of 4-byte elements"},
	}
	for _, tt := range tests {
		got, err := Stringify(tt.v)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Stringify = %q, %v; want an error containing %q", tt.name, got, err, tt.want)
		}
	}
}

// The arguments of the spread example in the specification.
func TestSpreadExampleArguments(t *testing.T) {
	type deep struct {
		A []int `json:"a"`
	}
	type obj struct {
		ID   int  `json:"id"`
		Deep deep `json:"deep"`
	}
	tests := []struct {
		call []any
		json string
		args []any
	}{
		{[]any{}, `[]`, []any{}},
		{[]any{"ada", 7}, `["ada",7]`, []any{"ada", 7.0}},
		{
			[]any{obj{ID: 1, Deep: deep{A: []int{1, 2}}}},
			`[{"id":1,"deep":{"a":[1,2]}}]`,
			[]any{map[string]any{"id": 1.0, "deep": map[string]any{"a": []any{1.0, 2.0}}}},
		},
		{
			[]any{[]byte{1, 2, 3}},
			`[{"__executor_binary_v1__":"Uint8Array","data":"AQID"}]`,
			[]any{Binary{Type: "Uint8Array", Data: []byte{1, 2, 3}}},
		},
	}
	for _, tt := range tests {
		if got, err := Stringify(tt.call); err != nil || got != tt.json {
			t.Errorf("Stringify(%#v) = %q, %v; want %q", tt.call, got, err, tt.json)
		}
		got, err := ParseArguments(tt.json)
		if err != nil || !reflect.DeepEqual(got, tt.args) {
			t.Errorf("ParseArguments(%q) = %#v, %v; want %#v", tt.json, got, err, tt.args)
		}
	}
}

func TestParseArguments(t *testing.T) {
	tests := []struct {
		in   string
		want []any
	}{
		{`{"id":7}`, []any{map[string]any{"id": 7.0}}},
		{`{}`, []any{map[string]any{}}},
		{`"x"`, []any{"x"}},
		{`null`, []any{nil}},
		{`[null]`, []any{nil}},
		{` [ [1] , true ] `, []any{[]any{1.0}, true}},
		{`{"__executor_binary_v1__":"DataView","data":"AQID"}`, []any{Binary{Type: "DataView", Data: []byte{1, 2, 3}}}},
		{`[{"a":[{"b":{"__executor_binary_v1__":"Int16Array","data":"AQI="}}]}]`,
			[]any{map[string]any{"a": []any{map[string]any{"b": Binary{Type: "Int16Array", Data: []byte{1, 2}}}}}}},
		{`{"a":1,"a":2}`, []any{map[string]any{"a": 2.0}}},
	}
	for _, tt := range tests {
		got, err := ParseArguments(tt.in)
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseArguments(%q) = %#v, %v; want %#v", tt.in, got, err, tt.want)
		}
	}
	for _, in := range []string{``, `[1,`, `{"a"}`, `[] []`, `nul`, `1e400`} {
		if got, err := ParseArguments(in); err == nil || got != nil {
			t.Errorf("ParseArguments(%q) = %#v, %v; want an error", in, got, err)
		}
	}
}

func TestBinaryTypesRoundTrip(t *testing.T) {
	for typ, size := range elementSizes {
		data := make([]byte, 3*size)
		for i := range data {
			data[i] = byte(i*37 + size)
		}
		want := `{"__executor_binary_v1__":"` + typ + `","data":"` + base64Std(data) + `"}`
		got, err := Stringify(Binary{Type: typ, Data: data})
		if err != nil || got != want {
			t.Errorf("Stringify(%s) = %q, %v; want %q", typ, got, err, want)
		}
		back, err := ParseValue(`[` + got + `]`)
		if err != nil || !reflect.DeepEqual(back, []any{Binary{Type: typ, Data: data}}) {
			t.Errorf("ParseValue(%q) = %#v, %v", got, back, err)
		}
		if ElementSize(typ) != size {
			t.Errorf("ElementSize(%s) = %d, want %d", typ, ElementSize(typ), size)
		}
	}
	if len(elementSizes) != 14 {
		t.Errorf("%d binary types, want 14", len(elementSizes))
	}
	if ElementSize("Buffer") != 0 {
		t.Error("ElementSize(Buffer) != 0")
	}
}

func base64Std(b []byte) string {
	s, _ := json.Marshal(b) // encoding/json writes []byte as padded standard base64
	return strings.Trim(string(s), `"`)
}

func TestMalformedBinaryStaysObject(t *testing.T) {
	for _, in := range []string{
		`{"__executor_binary_v1__":"Uint8Array"}`,
		`{"data":"AQID"}`,
		`{"__executor_binary_v1__":"Uint8Array","data":"AQID","extra":1}`,
		`{"__executor_binary_v1__":"Uint8Array","bytes":"AQID"}`,
		`{"__executor_binary_v1__":"Buffer","data":"AQID"}`,
		`{"__executor_binary_v1__":"uint8array","data":"AQID"}`,
		`{"__executor_binary_v1__":"","data":""}`,
		`{"__executor_binary_v1__":1,"data":"AQID"}`,
		`{"__executor_binary_v1__":"Uint8Array","data":[1,2,3]}`,
		`{"__executor_binary_v1__":"Uint8Array","data":null}`,
		`{"__executor_binary_v1__":"Uint8Array","data":"AQI"}`,
		`{"__executor_binary_v1__":"Uint8Array","data":"AQ="}`,
		`{"__executor_binary_v1__":"Uint8Array","data":"AQJ="}`,
		`{"__executor_binary_v1__":"Uint8Array","data":"AR=="}`,
		`{"__executor_binary_v1__":"Uint8Array","data":"AQID!"}`,
		`{"__executor_binary_v1__":"Uint8Array","data":"AQ\nID"}`,
		`{"__executor_binary_v1__":"Uint8Array","data":"AQ\r\nID"}`,
		`{"__executor_binary_v1__":"Uint8Array","data":" AQID"}`,
		`{"__executor_binary_v1__":"Uint8Array","data":"-_-_"}`,
		`{"__executor_binary_v1__":"Uint8Array","data":"AQ==AQ=="}`,
		`{"__executor_binary_v1__":"Int16Array","data":"AQID"}`,
		`{"__executor_binary_v1__":"Float32Array","data":"AQI="}`,
		`{"__executor_binary_v1__":"Float64Array","data":"AQIDBA=="}`,
		`{"__executor_binary_v1__":"BigUint64Array","data":"AQIDBAUGBwgJ"}`,
	} {
		var plain any
		if err := json.Unmarshal([]byte(in), &plain); err != nil {
			t.Fatal(err)
		}
		got, err := ParseValue(in)
		if err != nil || !reflect.DeepEqual(got, plain) {
			t.Errorf("ParseValue(%q) = %#v, %v; want the plain object", in, got, err)
		}
	}
}

func TestDecodeArguments(t *testing.T) {
	t.Run("positional", func(t *testing.T) {
		var name string
		var n int
		if err := DecodeArguments(`["ada",7]`, &name, &n); err != nil || name != "ada" || n != 7 {
			t.Errorf("got %q, %d, %v", name, n, err)
		}
	})
	t.Run("single object", func(t *testing.T) {
		var opts struct{ ID int }
		if err := DecodeArguments(`{"id":7}`, &opts); err != nil || opts.ID != 7 {
			t.Errorf("got %+v, %v", opts, err)
		}
	})
	t.Run("missing arguments leave targets untouched", func(t *testing.T) {
		name, n := "keep", 3
		if err := DecodeArguments(`[]`, &name, &n); err != nil || name != "keep" || n != 3 {
			t.Errorf("got %q, %d, %v", name, n, err)
		}
		if err := DecodeArguments(`["x"]`, &name, &n); err != nil || name != "x" || n != 3 {
			t.Errorf("got %q, %d, %v", name, n, err)
		}
	})
	t.Run("extra arguments", func(t *testing.T) {
		var name string
		err := DecodeArguments(`["a","b"]`, &name)
		if err == nil || err.Error() != "protocol: got 2 arguments, want at most 1" {
			t.Errorf("err = %v", err)
		}
	})
	t.Run("binary", func(t *testing.T) {
		var (
			b    []byte
			nb   blob
			bin  Binary
			a    any
			opts map[string]any
			s16  []byte
		)
		err := DecodeArguments(`[
			{"__executor_binary_v1__":"Uint8Array","data":"AQID"},
			{"__executor_binary_v1__":"Uint8Array","data":"BA=="},
			{"__executor_binary_v1__":"Float32Array","data":"AACAPw=="},
			{"__executor_binary_v1__":"DataView","data":""},
			{"avatar":{"__executor_binary_v1__":"Uint8Array","data":"/w=="},"n":1},
			{"__executor_binary_v1__":"Int16Array","data":"AQI="}
		]`, &b, &nb, &bin, &a, &opts, &s16)
		if err != nil {
			t.Fatal(err)
		}
		checks := []struct{ got, want any }{
			{b, []byte{1, 2, 3}},
			{nb, blob{4}},
			{bin, Binary{Type: "Float32Array", Data: []byte{0, 0, 128, 63}}},
			{a, Binary{Type: "DataView", Data: []byte{}}},
			{opts, map[string]any{"avatar": Binary{Type: "Uint8Array", Data: []byte{255}}, "n": 1.0}},
			{s16, []byte{1, 2}},
		}
		for i, c := range checks {
			if !reflect.DeepEqual(c.got, c.want) {
				t.Errorf("argument %d = %#v, want %#v", i+1, c.got, c.want)
			}
		}
	})
	t.Run("bytes from base64 string and null", func(t *testing.T) {
		b := []byte{7}
		if err := DecodeArguments(`["AQID"]`, &b); err != nil || !reflect.DeepEqual(b, []byte{1, 2, 3}) {
			t.Errorf("got %v, %v", b, err)
		}
		if err := DecodeArguments(`[null]`, &b); err != nil || b != nil {
			t.Errorf("got %v, %v", b, err)
		}
	})
	for _, tt := range []struct {
		name    string
		in      string
		targets []any
		want    string
	}{
		{"invalid JSON", `[1,`, []any{new(int)}, "protocol: cannot parse JSON"},
		{"wrong type", `["x"]`, []any{new(int)}, "protocol: argument 1:"},
		{"object into bytes", `[{"a":1}]`, []any{new([]byte)}, "not a binary envelope"},
		{"malformed binary into bytes", `[1,{"__executor_binary_v1__":"Int16Array","data":"AQID"}]`, []any{new(int), new([]byte)}, "protocol: argument 2:"},
		{"plain object into Binary", `[{"a":1}]`, []any{new(Binary)}, "not a binary envelope"},
		{"non-pointer target", `[1]`, []any{0}, "protocol: argument 1:"},
	} {
		err := DecodeArguments(tt.in, tt.targets...)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want one containing %q", tt.name, err, tt.want)
		}
	}
}

func TestHandles(t *testing.T) {
	args, err := ParseArguments(`[{"__executor_handle_v1__":"h1"},{"cb":{"__executor_handle_v1__":"h2"}},{"__executor_handle_v1__":"h3","x":1}]`)
	if err != nil {
		t.Fatal(err)
	}
	if args[0] != (Handle{ID: "h1"}) {
		t.Fatalf("args[0] = %#v, want Handle h1", args[0])
	}
	if args[1].(map[string]any)["cb"] != (Handle{ID: "h2"}) {
		t.Fatalf("nested handle not rebuilt: %#v", args[1])
	}
	if _, ok := args[2].(map[string]any); !ok {
		t.Fatalf("an object with a second key is not a handle: %#v", args[2])
	}
	var h Handle
	var n int
	if err := DecodeArguments(`[{"__executor_handle_v1__":"h7"},3]`, &h, &n); err != nil || h.ID != "h7" || n != 3 {
		t.Fatalf("DecodeArguments = %v, %#v, %d", err, h, n)
	}
	out, err := Stringify(map[string]any{"cb": Handle{ID: "h1"}})
	if err != nil || out != `{"cb":{"__executor_handle_v1__":"h1"}}` {
		t.Fatalf("Stringify(handle) = %s, %v", out, err)
	}
}
