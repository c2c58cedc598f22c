package protocol

import "slices"

// refusedWords: the ECMAScript reserved words, the words strict mode
// reserves, the two names strict code may not bind, and async.
var refusedWords = []string{
	// ECMA-262 reserved words, including the literals and enum.
	"await", "break", "case", "catch", "class", "const", "continue",
	"debugger", "default", "delete", "do", "else", "enum", "export",
	"extends", "false", "finally", "for", "function", "if", "import", "in",
	"instanceof", "new", "null", "return", "super", "switch", "this",
	"throw", "true", "try", "typeof", "var", "void", "while", "with",
	"yield",
	// Reserved in strict mode code.
	"implements", "interface", "let", "package", "private", "protected",
	"public", "static",
	// Strict code may not bind these.
	"arguments", "eval",
	// Legal, but it also opens an async function head.
	"async",
}

// reservedProviderNames: every name the generated entry source reads.
var reservedProviderNames = []string{
	// The dispatch entry point and the codec pair: contract for a
	// provider's proxySource, which calls them directly.
	"__dispatch", "__stringifyForDispatch", "__parseForDispatch",
	// The executor's own helper namespace, read by the entry source.
	"__executor",
	// The codec's parts, which the codec pair calls.
	"__encodeBinary", "__decodeBinary",
	// The codec's tag keys (BinaryTag, HandleTag).
	BinaryTag, HandleTag,
	// Bound by the executor's log capture.
	"console",
	// Read by the generated source itself.
	"undefined", "globalThis",
}

// RefusedWords returns the words no provider may take: every ECMAScript
// reserved word (await break case catch class const continue debugger
// default delete do else enum export extends false finally for function if
// import in instanceof new null return super switch this throw true try
// typeof var void while with yield), the words strict mode reserves
// (implements interface let package private protected public static), the
// two names strict code may not bind (arguments eval), and async, which the
// language accepts but which also opens an async function head. The caller
// owns the returned slice.
func RefusedWords() []string {
	return slices.Clone(refusedWords)
}

// ReservedProviderNames returns every name the generated entry source reads,
// which a provider's const would therefore shadow:
//
//   - __dispatch, __stringifyForDispatch and __parseForDispatch: the
//     dispatch entry point and the codec pair, contract for proxySource;
//   - __executor: kept for the executor's own use (no program can read
//     it: the entry source receives its helpers as an argument);
//   - __encodeBinary and __decodeBinary: the codec's parts;
//   - __executor_binary_v1__ and __executor_handle_v1__: the codec's tag
//     keys, [BinaryTag] and [HandleTag];
//   - console: bound by the executor's log capture;
//   - undefined and globalThis: read by the generated source.
//
// Other globals such as fetch are not in the set: a provider shadowing one
// breaks the programs that use it, but no name the executor depends on.
// Hosts taking provider names from a model or a user should refuse the
// globals their programs need themselves. The caller owns the returned slice.
func ReservedProviderNames() []string {
	return slices.Clone(reservedProviderNames)
}

// NameRule identifies the provider-name rule a name breaks.
type NameRule int

// The provider-name rules, in the order they are checked.
const (
	// RuleIdentifier: the name must match ^[A-Za-z_$][A-Za-z0-9_$]*$.
	RuleIdentifier NameRule = iota + 1
	// RuleKeyword: the name must not be one of [RefusedWords].
	RuleKeyword
	// RuleReserved: the name must not be one of [ReservedProviderNames].
	RuleReserved
	// RuleDuplicate: no two providers may share a name.
	RuleDuplicate
)

// ProviderNameError reports a provider name that breaks a rule. Its message
// is the rule's pinned text with the name inserted verbatim.
type ProviderNameError struct {
	// Name is the offending provider name.
	Name string
	// Rule is the rule it breaks.
	Rule NameRule
}

// Error returns the rule's pinned text.
func (e *ProviderNameError) Error() string {
	prefix := `Provider name "` + e.Name + `" `
	switch e.Rule {
	case RuleIdentifier:
		return prefix + "must be ASCII letters, digits, underscore and dollar, and must not start with a digit."
	case RuleKeyword:
		return prefix + "is on the list this executor refuses: every ECMAScript reserved word, the names strict mode reserves, and async. Pick a name outside it."
	case RuleReserved:
		return prefix + "is reserved. Give the provider a name the entry scope does not bind."
	case RuleDuplicate:
		return prefix + "is declared twice. Give each provider its own name."
	}
	return prefix + "is not allowed."
}

// IsValidIdentifier reports whether s matches ^[A-Za-z_$][A-Za-z0-9_$]*$,
// the identifier rule for provider names. The empty string does not.
func IsValidIdentifier(s string) bool {
	if s == "" || isDigit(s[0]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isDigit(c) && !('a' <= c && c <= 'z') && !('A' <= c && c <= 'Z') && c != '_' && c != '$' {
			return false
		}
	}
	return true
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// ValidateProviderName checks one name against the identifier, keyword and
// reserved rules, in that order, and returns a *[ProviderNameError] for the
// first it breaks.
func ValidateProviderName(name string) error {
	switch {
	case !IsValidIdentifier(name):
		return &ProviderNameError{Name: name, Rule: RuleIdentifier}
	case slices.Contains(refusedWords, name):
		return &ProviderNameError{Name: name, Rule: RuleKeyword}
	case slices.Contains(reservedProviderNames, name):
		return &ProviderNameError{Name: name, Rule: RuleReserved}
	}
	return nil
}

// ValidateProviderNames checks names in declaration order and returns the
// first violation: [ValidateProviderName] for each name, then a
// [RuleDuplicate] error at the second occurrence of a name.
func ValidateProviderNames(names []string) error {
	seen := make(map[string]bool, len(names))
	for _, name := range names {
		if err := ValidateProviderName(name); err != nil {
			return err
		}
		if seen[name] {
			return &ProviderNameError{Name: name, Rule: RuleDuplicate}
		}
		seen[name] = true
	}
	return nil
}
