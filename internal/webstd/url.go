package webstd

import (
	"strings"
	"unicode/utf8"
)

// ---- URL (the URL Standard's basic URL parser) ----

// URL is a URL record. A null host is hasHost false; a null port is -1;
// a URL with an opaque path (mailto:, data:) has opaque set and its path in
// opaquePath.
type URL struct {
	scheme, username, password string
	host                       string
	hasHost                    bool
	port                       int
	path                       []string
	opaque                     bool
	opaquePath                 string
	query                      string
	hasQuery                   bool
	fragment                   string
	hasFragment                bool
}

// The parser's states.
const (
	urlNoOverride = iota
	urlSchemeStart
	urlScheme
	urlNoScheme
	urlSpecialRelativeOrAuthority
	urlPathOrAuthority
	urlRelative
	urlRelativeSlash
	urlSpecialAuthoritySlashes
	urlSpecialAuthorityIgnoreSlashes
	urlAuthority
	urlHost
	urlHostname
	urlPort
	urlFile
	urlFileSlash
	urlFileHost
	urlPathStart
	urlPath
	urlOpaquePath
	urlQuery
	urlFragment
)

const urlEOF = -1

// specialPorts holds the special schemes and their default ports (-1: none).
var specialPorts = map[string]int{"ftp": 21, "file": -1, "http": 80, "https": 443, "ws": 80, "wss": 443}

func isSpecialScheme(s string) bool { _, ok := specialPorts[s]; return ok }

func defaultPort(s string) int {
	if p, ok := specialPorts[s]; ok {
		return p
	}
	return -1
}

// The percent-encode sets.
func inC0ControlSet(c rune) bool { return c < 0x20 || c > 0x7e }
func inFragmentSet(c rune) bool {
	return inC0ControlSet(c) || c == ' ' || c == '"' || c == '<' || c == '>' || c == '`'
}
func inQuerySet(c rune) bool {
	return inC0ControlSet(c) || c == ' ' || c == '"' || c == '#' || c == '<' || c == '>'
}
func inSpecialQuerySet(c rune) bool { return inQuerySet(c) || c == '\'' }
func inPathSet(c rune) bool {
	return inQuerySet(c) || c == '?' || c == '^' || c == '`' || c == '{' || c == '}'
}
func inUserinfoSet(c rune) bool {
	return inPathSet(c) || c == '/' || c == ':' || c == ';' || c == '=' || c == '@' || (c >= '[' && c <= ']') || c == '|'
}

// appendPercentEncoded appends c, UTF-8 percent-encoded if inSet(c).
func appendPercentEncoded(b []byte, c rune, inSet func(rune) bool) []byte {
	if !inSet(c) {
		return utf8.AppendRune(b, c)
	}
	const hexDigits = "0123456789ABCDEF"
	var tmp [4]byte
	n := utf8.EncodeRune(tmp[:], c)
	for _, x := range tmp[:n] {
		b = append(b, '%', hexDigits[x>>4], hexDigits[x&15])
	}
	return b
}

func percentEncodeString(s string, inSet func(rune) bool) string {
	b := make([]byte, 0, len(s))
	for _, c := range s {
		b = appendPercentEncoded(b, c, inSet)
	}
	return string(b)
}

func isASCIIAlpha(c rune) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isASCIIDigit(c rune) bool { return '0' <= c && c <= '9' }
func isASCIIHex(c rune) bool   { return isASCIIDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

func isForbiddenHost(c rune) bool {
	switch c {
	case 0, '\t', '\n', '\r', ' ', '#', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|':
		return true
	}
	return false
}

func isForbiddenDomain(c rune) bool { return isForbiddenHost(c) || c <= 0x1f || c == '%' || c == 0x7f }

// Parser holds what a parse needs besides the input: the IDNA mapping
// (done by the web APIs' JavaScript, see uts46Map in
// internal/sandbox/webapis.js), which may be nil for ASCII-only use.
type Parser struct {
	// IDNA maps a domain the UTS #46 way, or reports false.
	IDNA func(domain string) (string, bool)
}

// parse is the basic URL parser. Without url it parses input against base
// (nil for none) into a new record, or fails. With url and a state override
// it changes url in place, as the URL setters do; ok then only says whether
// it failed.
func (up *Parser) parse(input string, base, url *URL, override int) (out *URL, ok bool) {
	if url == nil {
		url = &URL{port: -1}
	}
	if override == urlNoOverride {
		input = strings.TrimFunc(input, func(r rune) bool { return r <= 0x20 })
	}
	cps := make([]rune, 0, len(input))
	for _, r := range input {
		if r != '\t' && r != '\n' && r != '\r' {
			cps = append(cps, r)
		}
	}
	n := len(cps)
	at := func(i int) rune {
		if i >= 0 && i < n {
			return cps[i]
		}
		return urlEOF
	}
	state := override
	if state == urlNoOverride {
		state = urlSchemeStart
	}
	var buf []byte
	// The userinfo collects here and is set once the authority ends: each
	// '@' adds to it, and adding to the strings would be quadratic.
	var user, pass []byte
	atSignSeen, insideBrackets, passwordTokenSeen := false, false, false
	special := isSpecialScheme(url.scheme)
	given := override != urlNoOverride

	for p := 0; ; p++ {
		c := at(p)
		switch state {
		case urlSchemeStart:
			switch {
			case isASCIIAlpha(c):
				buf = append(buf, byte(c|0x20))
				state = urlScheme
			case !given:
				state = urlNoScheme
				p--
			default:
				return url, false
			}

		case urlScheme:
			switch {
			case isASCIIAlpha(c) || isASCIIDigit(c) || c == '+' || c == '-' || c == '.':
				if isASCIIAlpha(c) {
					c |= 0x20
				}
				buf = append(buf, byte(c))
			case c == ':':
				scheme := string(buf)
				if given {
					if isSpecialScheme(url.scheme) != isSpecialScheme(scheme) {
						return url, true
					}
					if (url.username != "" || url.password != "" || url.port >= 0) && scheme == "file" {
						return url, true
					}
					if url.scheme == "file" && url.hasHost && url.host == "" {
						return url, true
					}
				}
				url.scheme = scheme
				special = isSpecialScheme(scheme)
				if given {
					if url.port == defaultPort(scheme) {
						url.port = -1
					}
					return url, true
				}
				buf = buf[:0]
				switch {
				case scheme == "file":
					state = urlFile
				case special && base != nil && base.scheme == scheme:
					state = urlSpecialRelativeOrAuthority
				case special:
					state = urlSpecialAuthoritySlashes
				case at(p+1) == '/':
					state = urlPathOrAuthority
					p++
				default:
					url.opaque = true
					url.opaquePath = ""
					state = urlOpaquePath
				}
			case !given:
				buf = buf[:0]
				state = urlNoScheme
				p = -1
			default:
				return url, false
			}

		case urlNoScheme:
			if base == nil || (base.opaque && c != '#') {
				return url, false
			}
			switch {
			case base.opaque && c == '#':
				url.scheme = base.scheme
				special = isSpecialScheme(url.scheme)
				url.opaque, url.opaquePath = true, base.opaquePath
				url.query, url.hasQuery = base.query, base.hasQuery
				url.fragment, url.hasFragment = "", true
				state = urlFragment
			case base.scheme != "file":
				state = urlRelative
				p--
			default:
				state = urlFile
				p--
			}

		case urlSpecialRelativeOrAuthority:
			if c == '/' && at(p+1) == '/' {
				state = urlSpecialAuthorityIgnoreSlashes
				p++
			} else {
				state = urlRelative
				p--
			}

		case urlPathOrAuthority:
			if c == '/' {
				state = urlAuthority
			} else {
				state = urlPath
				p--
			}

		case urlRelative:
			url.scheme = base.scheme
			special = isSpecialScheme(url.scheme)
			if c == '/' || special && c == '\\' {
				state = urlRelativeSlash
				break
			}
			url.username, url.password = base.username, base.password
			url.host, url.hasHost, url.port = base.host, base.hasHost, base.port
			url.path = append([]string(nil), base.path...)
			url.query, url.hasQuery = base.query, base.hasQuery
			switch {
			case c == '?':
				url.query, url.hasQuery = "", true
				state = urlQuery
			case c == '#':
				url.fragment, url.hasFragment = "", true
				state = urlFragment
			case c != urlEOF:
				url.query, url.hasQuery = "", false
				url.shortenPath()
				state = urlPath
				p--
			}

		case urlRelativeSlash:
			switch {
			case special && (c == '/' || c == '\\'):
				state = urlSpecialAuthorityIgnoreSlashes
			case c == '/':
				state = urlAuthority
			default:
				url.username, url.password = base.username, base.password
				url.host, url.hasHost, url.port = base.host, base.hasHost, base.port
				state = urlPath
				p--
			}

		case urlSpecialAuthoritySlashes:
			state = urlSpecialAuthorityIgnoreSlashes
			if c == '/' && at(p+1) == '/' {
				p++
			} else {
				p--
			}

		case urlSpecialAuthorityIgnoreSlashes:
			if c != '/' && c != '\\' {
				state = urlAuthority
				p--
			}

		case urlAuthority:
			switch {
			case c == '@':
				if atSignSeen {
					buf = append([]byte("%40"), buf...)
				}
				atSignSeen = true
				for _, r := range string(buf) {
					if r == ':' && !passwordTokenSeen {
						passwordTokenSeen = true
						continue
					}
					if passwordTokenSeen {
						pass = appendPercentEncoded(pass, r, inUserinfoSet)
					} else {
						user = appendPercentEncoded(user, r, inUserinfoSet)
					}
				}
				buf = buf[:0]
			case c == urlEOF || c == '/' || c == '?' || c == '#' || special && c == '\\':
				if atSignSeen && len(buf) == 0 {
					return url, false
				}
				url.username, url.password = string(user), string(pass)
				p -= utf8.RuneCount(buf) + 1
				buf = buf[:0]
				state = urlHost
			default:
				buf = utf8.AppendRune(buf, c)
			}

		case urlHost, urlHostname:
			switch {
			case given && url.scheme == "file":
				p--
				state = urlFileHost
			case c == ':' && !insideBrackets:
				if len(buf) == 0 || override == urlHostname {
					return url, false
				}
				host, ok := up.parseHost(string(buf), !special)
				if !ok {
					return url, false
				}
				url.host, url.hasHost = host, true
				buf = buf[:0]
				state = urlPort
			case c == urlEOF || c == '/' || c == '?' || c == '#' || special && c == '\\':
				p--
				if special && len(buf) == 0 {
					return url, false
				}
				if given && len(buf) == 0 && (url.username != "" || url.password != "" || url.port >= 0) {
					return url, false
				}
				host, ok := up.parseHost(string(buf), !special)
				if !ok {
					return url, false
				}
				url.host, url.hasHost = host, true
				buf = buf[:0]
				state = urlPathStart
				if given {
					return url, true
				}
			default:
				if c == '[' {
					insideBrackets = true
				} else if c == ']' {
					insideBrackets = false
				}
				buf = utf8.AppendRune(buf, c)
			}

		case urlPort:
			switch {
			case isASCIIDigit(c):
				buf = append(buf, byte(c))
			case c == urlEOF || c == '/' || c == '?' || c == '#' || special && c == '\\' || given:
				if len(buf) > 0 {
					port := 0
					for _, d := range buf {
						port = port*10 + int(d-'0')
						if port > 65535 {
							return url, false
						}
					}
					if port == defaultPort(url.scheme) {
						port = -1
					}
					url.port = port
					buf = buf[:0]
					if given {
						return url, true
					}
				}
				if given {
					return url, false
				}
				state = urlPathStart
				p--
			default:
				return url, false
			}

		case urlFile:
			url.scheme = "file"
			special = true
			url.host, url.hasHost = "", true
			switch {
			case c == '/' || c == '\\':
				state = urlFileSlash
			case base != nil && base.scheme == "file":
				url.host, url.hasHost = base.host, base.hasHost
				url.path = append([]string(nil), base.path...)
				url.query, url.hasQuery = base.query, base.hasQuery
				switch {
				case c == '?':
					url.query, url.hasQuery = "", true
					state = urlQuery
				case c == '#':
					url.fragment, url.hasFragment = "", true
					state = urlFragment
				case c != urlEOF:
					url.query, url.hasQuery = "", false
					if !startsWithWindowsDriveLetter(cps[p:]) {
						url.shortenPath()
					} else {
						url.path = nil
					}
					state = urlPath
					p--
				}
			default:
				state = urlPath
				p--
			}

		case urlFileSlash:
			if c == '/' || c == '\\' {
				state = urlFileHost
				break
			}
			if base != nil && base.scheme == "file" {
				url.host, url.hasHost = base.host, base.hasHost
				if !startsWithWindowsDriveLetter(cps[p:]) && !base.opaque && len(base.path) > 0 && isWindowsDriveLetter(base.path[0], true) {
					url.path = append(url.path, base.path[0])
				}
			}
			state = urlPath
			p--

		case urlFileHost:
			if !(c == urlEOF || c == '/' || c == '\\' || c == '?' || c == '#') {
				buf = utf8.AppendRune(buf, c)
				break
			}
			p--
			switch {
			case !given && isWindowsDriveLetter(string(buf), false):
				state = urlPath // the buffer is kept: it is the path's first segment
			case len(buf) == 0:
				url.host, url.hasHost = "", true
				if given {
					return url, true
				}
				state = urlPathStart
			default:
				host, ok := up.parseHost(string(buf), !special)
				if !ok {
					return url, false
				}
				if host == "localhost" {
					host = ""
				}
				url.host, url.hasHost = host, true
				if given {
					return url, true
				}
				buf = buf[:0]
				state = urlPathStart
			}

		case urlPathStart:
			switch {
			case special:
				state = urlPath
				if c != '/' && c != '\\' {
					p--
				}
			case !given && c == '?':
				url.query, url.hasQuery = "", true
				state = urlQuery
			case !given && c == '#':
				url.fragment, url.hasFragment = "", true
				state = urlFragment
			case c != urlEOF:
				state = urlPath
				if c != '/' {
					p--
				}
			case given && !url.hasHost:
				url.path = append(url.path, "")
			}

		case urlPath:
			if !(c == urlEOF || c == '/' || special && c == '\\' || !given && (c == '?' || c == '#')) {
				buf = appendPercentEncoded(buf, c, inPathSet)
				break
			}
			slash := c == '/' || special && c == '\\'
			seg := string(buf)
			switch {
			case isDoubleDotSegment(seg):
				url.shortenPath()
				if !slash {
					url.path = append(url.path, "")
				}
			case isSingleDotSegment(seg):
				if !slash {
					url.path = append(url.path, "")
				}
			default:
				if url.scheme == "file" && len(url.path) == 0 && isWindowsDriveLetter(seg, false) {
					seg = seg[:1] + ":"
				}
				url.path = append(url.path, seg)
			}
			buf = buf[:0]
			switch c {
			case '?':
				url.query, url.hasQuery = "", true
				state = urlQuery
			case '#':
				url.fragment, url.hasFragment = "", true
				state = urlFragment
			}

		case urlOpaquePath:
			// The path collects in buf (a data: URL can be long).
			switch {
			case c == '?' || c == '#' || c == urlEOF:
				url.opaquePath += string(buf)
				buf = buf[:0]
				if c == '?' {
					url.query, url.hasQuery = "", true
					state = urlQuery
				} else if c == '#' {
					url.fragment, url.hasFragment = "", true
					state = urlFragment
				}
			case c == ' ':
				if next := at(p + 1); next == '?' || next == '#' {
					buf = append(buf, "%20"...)
				} else {
					buf = append(buf, ' ')
				}
			default:
				buf = appendPercentEncoded(buf, c, inC0ControlSet)
			}

		case urlQuery:
			switch {
			case !given && c == '#':
				url.query += string(buf)
				buf = buf[:0]
				url.fragment, url.hasFragment = "", true
				state = urlFragment
			case c == urlEOF:
				url.query += string(buf)
				buf = buf[:0]
			default:
				set := inQuerySet
				if special {
					set = inSpecialQuerySet
				}
				buf = appendPercentEncoded(buf, c, set)
			}

		case urlFragment:
			if c != urlEOF {
				buf = appendPercentEncoded(buf, c, inFragmentSet)
			} else {
				url.fragment += string(buf)
				buf = buf[:0]
			}
		}
		if p >= n {
			break
		}
	}
	return url, true
}

func isWindowsDriveLetter(s string, normalized bool) bool {
	return len(s) == 2 && isASCIIAlpha(rune(s[0])) && (s[1] == ':' || !normalized && s[1] == '|')
}

// startsWithWindowsDriveLetter reports whether the code points start with a
// Windows drive letter followed by nothing or one of / \ ? #.
func startsWithWindowsDriveLetter(cps []rune) bool {
	if len(cps) < 2 || !isASCIIAlpha(cps[0]) || (cps[1] != ':' && cps[1] != '|') {
		return false
	}
	if len(cps) == 2 {
		return true
	}
	switch cps[2] {
	case '/', '\\', '?', '#':
		return true
	}
	return false
}

func (u *URL) shortenPath() {
	if u.scheme == "file" && len(u.path) == 1 && isWindowsDriveLetter(u.path[0], true) {
		return
	}
	if len(u.path) > 0 {
		u.path = u.path[:len(u.path)-1]
	}
}

func isSingleDotSegment(s string) bool { return s == "." || strings.EqualFold(s, "%2e") }

func isDoubleDotSegment(s string) bool {
	switch strings.ToLower(s) {
	case "..", ".%2e", "%2e.", "%2e%2e":
		return true
	}
	return false
}
