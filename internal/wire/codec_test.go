package wire

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// The hand-written codec must agree with the reflective one: the same bytes
// out, and the same message in (or step aside).

var awkward = []string{
	"", "plain", `[{"i":42}]`, `{"result":{"s":"a\"b\\c"}}`, "tab\there\nnew\rline\x00nul\x1f\x7f",
	"\b\f", "é ü 日本 🎉", "\u2028\u2029", "bad\xffutf8\xc3", "\xed\xa0\x80", `\u0041`, "</script>&<>",
	strings.Repeat("x", 600), strings.Repeat(`\"`, 300),
}

func flatMessages() []*Message {
	var ms []*Message
	for _, s := range awkward {
		ms = append(ms,
			&Message{Type: TypeCall, ID: "e1" + s, Call: 7, Provider: "store" + s, Tool: s, Args: s},
			&Message{Type: TypeAnswer, ID: "e2", Call: 4294967295, Envelope: s},
			&Message{Type: TypeLog, ID: "e3", Line: Line(s)},
			&Message{Type: TypeInvoke, ID: "e4", Invoke: 3, Handle: "h1", Args: s},
			&Message{Type: TypeFetch, ID: "e5", Call: 9, Method: "GET", URL: s, Body: s, MaxResponseBytes: 1 << 20},
			&Message{Type: TypeFetched, ID: "e6", Call: 9, Status: 200, StatusText: s, URL: s, Body: s},
			&Message{Type: TypeError, ID: s, Code: CodeBadMessage, Message: s},
			&Message{Type: TypeHello, Version: 1, Token: s, Client: s},
			&Message{Type: TypeExecute, ID: "e7", Code: s, Outbound: true, RetainHandles: true},
			&Message{Type: TypeDone, ID: "e8", Retained: true},
			&Message{Type: TypeInvoked, ID: "e9", Invoke: 1, Thrown: true},
			&Message{Type: s},
		)
	}
	return append(ms, &Message{}, &Message{Type: TypeLog, ID: "e", Line: Line("")})
}

func TestFlatEncodingMatchesReflective(t *testing.T) {
	for _, m := range flatMessages() {
		want, err := jsonv2.Marshal(m, encodeOptions)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("Encode(%+v)\n got %s\nwant %s", m, got, want)
		}
		checkDecode(t, want)
	}
}

func TestFlatDecodingSteps(t *testing.T) {
	// Each of these must be left to the reflective decoder, which decides.
	for _, in := range []string{
		`{"type":"call","id":"e1","call":1,"tool":"t","call":2}`,         // repeated member
		`{"type":"call","id":"e1","call":1.0,"tool":"t"}`,                // a fraction
		`{"type":"call","id":"e1","call":-1,"tool":"t"}`,                 // negative
		`{"type":"call","id":"e1","call":4294967296,"tool":"t"}`,         // too large
		`{"type":"call","id":"e1","call":01,"tool":"t"}`,                 // leading zero
		`{"type":"call","id":"e1","call":"1","tool":"t"}`,                // wrong type
		`{"type":"call","id":null,"call":1,"tool":"t"}`,                  // null
		`{"type":"call","i\u0064":"e1","call":1,"tool":"t"}`,             // escaped name
		`{"type":"call","ID":"e1","call":1,"tool":"t"}`,                  // another case
		`{"type":"call","id":"e1","call":1,"tool":"t","extra":1}`,        // unknown member
		`{"type":"call","id":"e1","call":1,"tool":"t"} x`,                // trailing text
		`{"type":"call","id":"e1","call":1,"tool":"t",}`,                 // trailing comma
		`{"type":"call","id":"e\ud800","call":1,"tool":"t"}`,             // lone surrogate
		`{"type":"call","id":"e\q","call":1,"tool":"t"}`,                 // bad escape
		"{\"type\":\"call\",\"id\":\"e\xff\",\"call\":1,\"tool\":\"t\"}", // invalid UTF-8
		"{\"type\":\"call\",\"id\":\"e\x01\",\"call\":1,\"tool\":\"t\"}", // control character
		`{"type":"done","id":"e1","result":{"a":1}}`,                     // nested
		`{"type":"call","id":"e1","outbound":tru}`,                       // bad literal
		`[]`, `{}`, `{`, ``, `"x"`, `{"type":"call"`,
	} {
		var m Message
		if decodeFlat([]byte(in), &m) {
			t.Errorf("decodeFlat(%s) took it", in)
		}
		checkDecode(t, []byte(in))
	}
}

// checkDecode checks that where decodeFlat takes a message, the reflective
// decoder takes it too, to the same message.
func checkDecode(t *testing.T, in []byte) {
	t.Helper()
	var fast Message
	if !decodeFlat(in, &fast) {
		return
	}
	var slow Message
	if err := jsonv2.Unmarshal(in, &slow, decodeOptions); err != nil {
		t.Fatalf("decodeFlat took %q, which the reflective decoder refuses: %v", in, err)
	}
	if !reflect.DeepEqual(fast, slow) {
		t.Fatalf("decodeFlat(%q) =\n%+v\nthe reflective decoder:\n%+v", in, fast, slow)
	}
}

func FuzzDecodeFlat(f *testing.F) {
	for _, m := range flatMessages() {
		b, _ := jsonv2.Marshal(m, encodeOptions)
		f.Add(b)
	}
	f.Add([]byte(` { "type" : "answer" , "id":"e1", "call" : 12 , "envelope":"{\"result\":\"\\u00e9\\ud83c\\udf89\\/\"}" } `))
	f.Add([]byte(`{"type":"call","id":"e1","call":1,"tool":"t","thrown":false,"retained":true}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		checkDecode(t, in)
	})
}

func FuzzEncodeFlat(f *testing.F) {
	for _, s := range awkward {
		f.Add(s, s, uint32(1), true)
	}
	f.Fuzz(func(t *testing.T, a, b string, n uint32, flag bool) {
		for _, m := range []*Message{
			{Type: a, ID: b, Call: n, Provider: a, Tool: b, Args: a, Thrown: flag},
			{Type: TypeLog, ID: a, Line: &b, Invoke: n, Retained: flag},
			{Type: TypeAnswer, ID: a, Call: n, Envelope: b, Message: a},
		} {
			want, err := jsonv2.Marshal(m, encodeOptions)
			if err != nil {
				t.Skip()
			}
			got, _ := Encode(m)
			if !bytes.Equal(got, want) {
				t.Fatalf("Encode(%+v)\n got %s\nwant %s", m, got, want)
			}
			if !jsontext.Value(got).IsValid() {
				t.Fatalf("Encode(%+v) = %s, not valid JSON", m, got)
			}
			checkDecode(t, got)
		}
	})
}

// TestFlatEncodingCoversEveryMember sets every flat member of Message at once:
// a member added to Message but not to appendFlat makes the bytes differ.
func TestFlatEncodingCoversEveryMember(t *testing.T) {
	var m Message
	v := reflect.ValueOf(&m).Elem()
	line := "a line"
	for i := range v.NumField() {
		f := v.Field(i)
		switch {
		case f.Kind() == reflect.String:
			f.SetString("s" + v.Type().Field(i).Name)
		case f.CanInt():
			f.SetInt(int64(i + 1))
		case f.CanUint():
			f.SetUint(uint64(i + 1))
		case f.Kind() == reflect.Bool:
			f.SetBool(true)
		case f.Type() == reflect.TypeFor[*string]():
			f.Set(reflect.ValueOf(&line))
		}
	}
	want, err := jsonv2.Marshal(&m, encodeOptions)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Encode(&m)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the flat encoder misses a member:\n got %s\nwant %s", got, want)
	}
	checkDecode(t, want)
	var back Message
	if !decodeFlat(want, &back) {
		t.Errorf("decodeFlat refuses a message with every flat member: %s", want)
	}
}
