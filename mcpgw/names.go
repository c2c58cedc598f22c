package mcpgw

import (
	"fmt"
	"slices"
	"strings"

	"github.com/codemode/codemode/protocol"
)

// ProviderName makes a server's config name into the identifier the program
// uses for it. Characters outside [A-Za-z0-9_$] become "_" (my-server becomes
// my_server, my.server too), a leading digit gets a "_" in front, and a name
// the program could not bind or would lose a global to gets a "_" suffix:
// an ECMAScript reserved word (class becomes class_), one of
// protocol.ReservedProviderNames (console becomes console_), or a name in
// taken (the gateway passes the sandbox's own globals, so a server called
// JSON or fetch does not hide JSON or fetch from the program).
func ProviderName(server string, taken []string) string {
	var b strings.Builder
	for _, r := range server {
		if r == '_' || r == '$' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	s := b.String()
	if s == "" || '0' <= s[0] && s[0] <= '9' {
		s = "_" + s
	}
	for protocol.ValidateProviderName(s) != nil || slices.Contains(taken, s) {
		s += "_"
	}
	return s
}

// providerNames maps each server name to its provider name. Two servers
// whose names make the same provider name both stay: the later one (in
// server-name order) gets a suffix, _2, _3, ..., and renamed says so in a
// warning for the log.
func providerNames(servers []string, taken []string) (out map[string]string, renamed []string, err error) {
	out = make(map[string]string, len(servers))
	owner := make(map[string]string, len(servers))
	for _, name := range servers {
		if strings.TrimSpace(name) == "" {
			return nil, nil, fmt.Errorf("an MCP server in the config has an empty name; give it one")
		}
		p := ProviderName(name, taken)
		if other, ok := owner[p]; ok {
			base := p
			for i := 2; ; i++ {
				p = fmt.Sprintf("%s_%d", base, i)
				if _, used := owner[p]; !used && protocol.ValidateProviderName(p) == nil && !slices.Contains(taken, p) {
					break
				}
			}
			renamed = append(renamed, fmt.Sprintf("MCP servers %q and %q would both be the provider %q in programs; %q is %q instead (rename one of them in the config to choose)", other, name, base, name, p))
		}
		owner[p] = name
		out[name] = p
	}
	return out, renamed, nil
}

// staticGlobals are the sandbox globals a provider must not hide, used when
// the sandbox cannot be asked (see Gateway.sandboxGlobals).
var staticGlobals = []string{
	"Object", "Function", "Array", "Number", "parseFloat", "parseInt", "Infinity", "NaN",
	"Boolean", "String", "Symbol", "Date", "Promise", "RegExp", "Map", "Set", "WeakMap",
	"WeakSet", "WeakRef", "FinalizationRegistry", "JSON", "Math", "Reflect", "Proxy",
	"Error", "TypeError", "RangeError", "SyntaxError", "ReferenceError", "EvalError",
	"URIError", "AggregateError", "InternalError", "ArrayBuffer", "SharedArrayBuffer",
	"DataView", "Uint8Array", "Int8Array", "Uint8ClampedArray", "Uint16Array", "Int16Array",
	"Uint32Array", "Int32Array", "Float32Array", "Float64Array", "BigInt", "BigInt64Array",
	"BigUint64Array", "Atomics", "isNaN", "isFinite", "decodeURI", "decodeURIComponent",
	"encodeURI", "encodeURIComponent", "escape", "unescape", "setTimeout", "clearTimeout",
	"setInterval", "clearInterval", "queueMicrotask", "structuredClone", "fetch", "URL",
	"URLSearchParams", "TextEncoder", "TextDecoder", "atob", "btoa", "Headers", "Request",
	"Response", "AbortController", "AbortSignal",
}
