// Package webstd is the pure-Go half of the web APIs a sandboxed program
// gets: HTML's atob and btoa (forgiving base64), the Encoding Standard's
// UTF-8 encoder and decoder, application/x-www-form-urlencoded parsing and
// serializing, version 4 UUIDs, and the URL Standard's basic URL parser with
// its host parser (IPv4, IPv6, domains through UTS #46 and Punycode, RFC
// 3492) and serializer.
//
// Nothing here knows the engine: internal/sandbox's web API host functions
// convert the engine's values to Go strings and bytes, call these functions,
// and convert the answers back. Each function is linear in its input,
// because a host function cannot be interrupted by a program's deadline
// (webstd_test.go's TestLinear holds that). A test (imports_test.go) fails
// if the package imports anything but the standard library.
package webstd

// Parse parses input as an absolute URL: the record, or false when it does
// not parse.
func (up *Parser) Parse(input string) (*URL, bool) {
	return up.parse(input, nil, nil, urlNoOverride)
}
