package codeact

import (
	"reflect"
	"slices"
	"testing"

	"github.com/codemode/codemode/internal/codeactrt"
	"github.com/codemode/codemode/internal/limits"
)

// Limits and the synchronous runtime's limits have the vocabulary's names, in
// its order, and convert both ways without loss for every field.
func TestLimitsVocabulary(t *testing.T) {
	want := limits.Names(limits.CodeAct)
	for name, got := range map[string][]string{
		"codeact.Limits":       limits.FieldNames[Limits](),
		"codeactrt.SyncLimits": limits.FieldNames[codeactrt.SyncLimits](),
	} {
		if !slices.Equal(got, want) {
			t.Errorf("%s has fields %v, want the vocabulary's %v", name, got, want)
		}
	}
	if err := limits.CheckRoundTrip(Limits.sync, limitsOfSync); err != nil {
		t.Error(err)
	}
	for i, name := range want {
		var l Limits
		reflect.ValueOf(&l).Elem().FieldByName(name).SetInt(int64(i + 1))
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
	d := DefaultLimits().values()
	for i, f := range limits.CodeAct {
		if d[i] != f.Default {
			t.Errorf("the default of Limits.%s is %d, want %d", f.Name, d[i], f.Default)
		}
	}
}
