package wire_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/limits"
	"github.com/codemode/codemode/internal/wire"
)

// The wire's limits carry every field of codemode.Limits, under the
// vocabulary's names (durations in milliseconds, with an Ms suffix), and
// convert both ways without loss.
func TestLimitsVocabulary(t *testing.T) {
	var got []string
	for _, n := range limits.FieldNames[wire.Limits]() {
		got = append(got, strings.TrimSuffix(n, "Ms"))
	}
	if want := limits.Names(limits.Execution); !slices.Equal(got, want) {
		t.Errorf("wire.Limits has fields %v, want the vocabulary's %v", got, want)
	}
	there := func(l codemode.Limits) wire.Limits { return *wire.WireLimits(l) }
	back := func(w wire.Limits) codemode.Limits { return w.Limits() }
	if err := limits.CheckRoundTrip(there, back); err != nil {
		t.Error(err)
	}
}
