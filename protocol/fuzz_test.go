package protocol

import (
	"bytes"
	"errors"
	"maps"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func FuzzParseArguments(f *testing.F) {
	for _, s := range []string{
		`[]`, `["ada",7]`, `[{"id":1,"deep":{"a":[1,2]}}]`,
		`[{"__executor_binary_v1__":"Uint8Array","data":"AQID"}]`,
		`{"id":7}`, `{}`, `null`, `"x"`, `-0`, `1e308`, `"\ud800"`, "\"\xff\"",
		`{"__executor_binary_v1__":"Int16Array","data":"AQID"}`,
		`{"a":1,"a":[{"__executor_binary_v1__":"Float64Array","data":"AQIDBAUGBwg="}]}`,
		`[1,`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		args, err := ParseArguments(s)
		if err != nil {
			return
		}
		if args == nil {
			t.Fatalf("ParseArguments(%q) returned a nil slice", s)
		}
		out, err := Stringify(args)
		if err != nil {
			t.Fatalf("Stringify(ParseArguments(%q)): %v", s, err)
		}
		back, err := ParseArguments(out)
		if err != nil {
			t.Fatalf("ParseArguments(%q): %v", out, err)
		}
		if !reflect.DeepEqual(back, args) {
			t.Fatalf("round trip of %q through %q: got %#v, want %#v", s, out, back, args)
		}
	})
}

func FuzzCodec(f *testing.F) {
	f.Add(uint8(1), []byte{1, 2, 3})
	f.Add(uint8(0), []byte{})
	f.Add(uint8(9), []byte("0123456789abcdef"))
	types := slices.Sorted(maps.Keys(elementSizes))
	f.Fuzz(func(t *testing.T, n uint8, data []byte) {
		typ := types[int(n)%len(types)]
		data = data[:len(data)/ElementSize(typ)*ElementSize(typ)]
		want := Binary{Type: typ, Data: data}
		for _, v := range []any{want, []any{want}, map[string]any{"k": want}} {
			s, err := Stringify(v)
			if err != nil {
				t.Fatalf("Stringify(%#v): %v", v, err)
			}
			got, err := ParseValue(s)
			if err != nil {
				t.Fatalf("ParseValue(%q): %v", s, err)
			}
			switch g := got.(type) {
			case []any:
				got = g[0]
			case map[string]any:
				got = g["k"]
			}
			if b, ok := got.(Binary); !ok || b.Type != typ || !bytes.Equal(b.Data, data) {
				t.Fatalf("ParseValue(%q) = %#v, want %#v", s, got, want)
			}
		}
		s, err := Stringify(data)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ParseValue(s)
		if b, ok := got.(Binary); err != nil || !ok || b.Type != "Uint8Array" || !bytes.Equal(b.Data, data) {
			if data != nil || got != nil {
				t.Fatalf("ParseValue(Stringify(%v)) = %#v, %v", data, got, err)
			}
		}
	})
}

// FuzzBinaryRule checks that the decoding rule accepts exactly the canonical
// encodings: an object rebuilt as binary encodes back to the same text.
func FuzzBinaryRule(f *testing.F) {
	f.Add("Uint8Array", "AQID")
	f.Add("Int16Array", "AQID")
	f.Add("Uint8Array", "AQJ=")
	f.Add("Uint8Array", "AQ\nID")
	f.Add("DataView", "")
	f.Fuzz(func(t *testing.T, typ, data string) {
		in, err := Stringify(map[string]string{BinaryTag: typ, "data": data})
		if err != nil {
			t.Fatal(err)
		}
		v, err := ParseValue(in)
		if err != nil {
			t.Fatalf("ParseValue(%q): %v", in, err)
		}
		switch v := v.(type) {
		case Binary:
			out, err := Stringify(v)
			if err != nil || out != in {
				t.Fatalf("rebuilt %q, which encodes as %q, %v", in, out, err)
			}
		case map[string]any:
			if len(v) != 2 {
				t.Fatalf("ParseValue(%q) = %#v", in, v)
			}
		default:
			t.Fatalf("ParseValue(%q) = %#v", in, v)
		}
	})
}

var identifierPattern = regexp.MustCompile(`^[A-Za-z_$][A-Za-z0-9_$]*$`)

func FuzzProviderName(f *testing.F) {
	for _, s := range []string{"store", "console", "my-store", "class", "fetch", "async", "café", "", "1abc", "$ok", "_x1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if IsValidIdentifier(name) != identifierPattern.MatchString(name) {
			t.Fatalf("IsValidIdentifier(%q) = %v, disagrees with the pattern", name, IsValidIdentifier(name))
		}
		err := ValidateProviderName(name)
		if err == nil {
			if !IsValidIdentifier(name) || slices.Contains(RefusedWords(), name) || slices.Contains(ReservedProviderNames(), name) {
				t.Fatalf("ValidateProviderName accepted %q", name)
			}
			var pe *ProviderNameError
			if err := ValidateProviderNames([]string{name, name}); !errors.As(err, &pe) || pe.Rule != RuleDuplicate {
				t.Fatalf("ValidateProviderNames(%q twice) = %v", name, err)
			}
			return
		}
		var pe *ProviderNameError
		if !errors.As(err, &pe) || pe.Name != name || !strings.HasPrefix(err.Error(), `Provider name "`+name+`" `) {
			t.Fatalf("ValidateProviderName(%q) = %#v", name, err)
		}
		if err2 := ValidateProviderNames([]string{name}); err2 == nil || err2.Error() != err.Error() {
			t.Fatalf("ValidateProviderNames(%q) = %v, want %v", name, err2, err)
		}
	})
}
