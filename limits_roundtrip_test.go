package codemode

import (
	"reflect"
	"slices"
	"testing"

	"github.com/codemode/codemode/internal/asyncrt"
	"github.com/codemode/codemode/internal/limits"
)

// Limits and the sandbox's resolved limits have the vocabulary's names, in
// its order, and convert both ways without loss for every field.
func TestLimitsVocabulary(t *testing.T) {
	want := limits.Names(limits.Execution)
	for name, got := range map[string][]string{
		"codemode.Limits": limits.FieldNames[Limits](),
		"asyncrt.Limits":  limits.FieldNames[asyncrt.Limits](),
	} {
		if !slices.Equal(got, want) {
			t.Errorf("%s has fields %v, want the vocabulary's %v", name, got, want)
		}
	}
	if err := limits.CheckRoundTrip(Limits.sandboxLimits, limitsOfSandbox); err != nil {
		t.Error(err)
	}
	// values and limitsFrom (which WithDefaults and Validate use) put
	// each field at its place in the vocabulary.
	for i, name := range want {
		var l Limits
		f := reflect.ValueOf(&l).Elem().FieldByName(name)
		f.SetInt(int64(i + 1))
		v := l.values()
		for j := range v {
			if (j == i) != (v[j] == int64(i+1)) {
				t.Errorf("Limits.%s = %d gives values %v", name, i+1, v)
			}
		}
		if back := limitsFrom(v); back != l {
			t.Errorf("limitsFrom(%v) = %+v, want %+v", v, back, l)
		}
	}
	// Every default is the vocabulary's.
	d := Limits{}.WithDefaults().values()
	for i, f := range limits.Execution {
		if d[i] != f.Default {
			t.Errorf("the default of Limits.%s is %d, want %d", f.Name, d[i], f.Default)
		}
	}
}
