package protocol

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

func TestValidateProviderName(t *testing.T) {
	const (
		identifier = `must be ASCII letters, digits, underscore and dollar, and must not start with a digit.`
		keyword    = `is on the list this executor refuses: every ECMAScript reserved word, the names strict mode reserves, and async. Pick a name outside it.`
		reserved   = `is reserved. Give the provider a name the entry scope does not bind.`
	)
	tests := []struct {
		name string
		rule NameRule // 0: accepted
		text string
	}{
		{"store", 0, ""},
		{"fetch", 0, ""},
		{"$ok", 0, ""},
		{"_x1", 0, ""},
		{"$", 0, ""},
		{"_", 0, ""},
		{"Class", 0, ""},
		{"NaN", 0, ""},
		{"__proto__", 0, ""},
		{"console", RuleReserved, `Provider name "console" ` + reserved},
		{"__dispatch", RuleReserved, `Provider name "__dispatch" ` + reserved},
		{"undefined", RuleReserved, `Provider name "undefined" ` + reserved},
		{"globalThis", RuleReserved, `Provider name "globalThis" ` + reserved},
		{"__executor_binary_v1__", RuleReserved, `Provider name "__executor_binary_v1__" ` + reserved},
		{"my-store", RuleIdentifier, `Provider name "my-store" ` + identifier},
		{"1abc", RuleIdentifier, `Provider name "1abc" ` + identifier},
		{"", RuleIdentifier, `Provider name "" ` + identifier},
		{"café", RuleIdentifier, `Provider name "café" ` + identifier},
		{"a b", RuleIdentifier, `Provider name "a b" ` + identifier},
		{`"`, RuleIdentifier, `Provider name """ ` + identifier},
		{"class", RuleKeyword, `Provider name "class" ` + keyword},
		{"async", RuleKeyword, `Provider name "async" ` + keyword},
		{"eval", RuleKeyword, `Provider name "eval" ` + keyword},
		{"arguments", RuleKeyword, `Provider name "arguments" ` + keyword},
		{"let", RuleKeyword, `Provider name "let" ` + keyword},
		{"await", RuleKeyword, `Provider name "await" ` + keyword},
		{"enum", RuleKeyword, `Provider name "enum" ` + keyword},
		{"null", RuleKeyword, `Provider name "null" ` + keyword},
	}
	for _, tt := range tests {
		err := ValidateProviderName(tt.name)
		if tt.rule == 0 {
			if err != nil {
				t.Errorf("ValidateProviderName(%q) = %v, want nil", tt.name, err)
			}
			continue
		}
		var pe *ProviderNameError
		if !errors.As(err, &pe) || pe.Name != tt.name || pe.Rule != tt.rule || err.Error() != tt.text {
			t.Errorf("ValidateProviderName(%q) = %#v (%v), want rule %d and text %q", tt.name, err, err, tt.rule, tt.text)
		}
	}
}

func TestValidateProviderNames(t *testing.T) {
	tests := []struct {
		names []string
		want  string
	}{
		{nil, ""},
		{[]string{"store", "api", "fetch"}, ""},
		{[]string{"store", "store"}, `Provider name "store" is declared twice. Give each provider its own name.`},
		{[]string{"store", "api", "store", "store"}, `Provider name "store" is declared twice. Give each provider its own name.`},
		// The first violation in declaration order wins.
		{[]string{"a", "a", "class"}, `Provider name "a" is declared twice. Give each provider its own name.`},
		{[]string{"console", "b", "b"}, `Provider name "console" is reserved. Give the provider a name the entry scope does not bind.`},
		{[]string{"ok", "my-store", "class"}, `Provider name "my-store" must be ASCII letters, digits, underscore and dollar, and must not start with a digit.`},
		{[]string{"class", "class"}, `Provider name "class" is on the list this executor refuses: every ECMAScript reserved word, the names strict mode reserves, and async. Pick a name outside it.`},
	}
	for _, tt := range tests {
		err := ValidateProviderNames(tt.names)
		if got := errText(err); got != tt.want {
			t.Errorf("ValidateProviderNames(%q) = %q, want %q", tt.names, got, tt.want)
		}
	}
	var pe *ProviderNameError
	if err := ValidateProviderNames([]string{"x", "x"}); !errors.As(err, &pe) || pe.Rule != RuleDuplicate {
		t.Errorf("duplicate: %#v", err)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestNameLists(t *testing.T) {
	refused := RefusedWords()
	if len(refused) != 49 {
		t.Errorf("%d refused words, want 49", len(refused))
	}
	for _, w := range []string{"async", "eval", "arguments", "let", "static", "yield", "await", "enum"} {
		if !slices.Contains(refused, w) {
			t.Errorf("RefusedWords lacks %q", w)
		}
	}
	wantReserved := []string{
		"__dispatch", "__stringifyForDispatch", "__parseForDispatch", "__executor",
		"__encodeBinary", "__decodeBinary", "__executor_binary_v1__", "__executor_handle_v1__",
		"console", "undefined", "globalThis",
	}
	if got := ReservedProviderNames(); !slices.Equal(got, wantReserved) {
		t.Errorf("ReservedProviderNames = %q, want %q", got, wantReserved)
	}

	// The returned slices are copies.
	refused[0] = "mutated"
	reserved := ReservedProviderNames()
	reserved[0] = "mutated"
	if RefusedWords()[0] == "mutated" || ReservedProviderNames()[0] == "mutated" {
		t.Error("callers can mutate the package's lists")
	}
	for _, name := range append(RefusedWords(), ReservedProviderNames()...) {
		if !IsValidIdentifier(name) || ValidateProviderName(name) == nil {
			t.Errorf("%q should be an identifier the rules refuse", name)
		}
	}
}

// ValidateProviderNames gives the first violation in declaration order
// whether it compares the names with one another (a few) or through a set
// (more): checked against the rule written out, on random lists of every
// length up to twenty from a pool of names valid, refused, reserved and
// malformed, with duplicates at every position.
func TestValidateProviderNamesEveryLength(t *testing.T) {
	pool := []string{"a", "b", "store", "api", "x1", "$", "_", "class", "async", "console", "undefined", "my-store", "9a", "", "fetch", "db"}
	reference := func(names []string) error {
		for i, name := range names {
			if err := ValidateProviderName(name); err != nil {
				return err
			}
			for _, before := range names[:i] {
				if before == name {
					return &ProviderNameError{Name: name, Rule: RuleDuplicate}
				}
			}
		}
		return nil
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n <= 20; n++ {
		for k := 0; k < 300; k++ {
			names := make([]string, n)
			for i := range names {
				names[i] = pool[rng.IntN(len(pool))]
			}
			if got, want := errText(ValidateProviderNames(names)), errText(reference(names)); got != want {
				t.Fatalf("ValidateProviderNames(%q) = %q, want %q", names, got, want)
			}
		}
	}
	// Unique valid names past the set's threshold pass.
	many := make([]string, 40)
	for i := range many {
		many[i] = fmt.Sprintf("p%d", i)
	}
	if err := ValidateProviderNames(many); err != nil {
		t.Fatal(err)
	}
}
