package webstd

import (
	"strconv"
	"strings"
)

// ---- serializing ----

func (u *URL) pathString() string {
	if u.opaque {
		return u.opaquePath
	}
	var b strings.Builder
	for _, seg := range u.path {
		b.WriteByte('/')
		b.WriteString(seg)
	}
	return b.String()
}

// Href is the URL serializer: the whole URL as text.
func (u *URL) Href() string {
	var b strings.Builder
	b.WriteString(u.scheme)
	b.WriteByte(':')
	if u.hasHost {
		b.WriteString("//")
		if u.username != "" || u.password != "" {
			b.WriteString(u.username)
			if u.password != "" {
				b.WriteByte(':')
				b.WriteString(u.password)
			}
			b.WriteByte('@')
		}
		b.WriteString(u.host)
		if u.port >= 0 {
			b.WriteByte(':')
			b.WriteString(strconv.Itoa(u.port))
		}
	}
	if !u.hasHost && !u.opaque && len(u.path) > 1 && u.path[0] == "" {
		b.WriteString("/.")
	}
	b.WriteString(u.pathString())
	if u.hasQuery {
		b.WriteByte('?')
		b.WriteString(u.query)
	}
	if u.hasFragment {
		b.WriteByte('#')
		b.WriteString(u.fragment)
	}
	return b.String()
}

func (up *Parser) origin(u *URL) string {
	switch u.scheme {
	case "blob":
		if inner, ok := up.parse(u.pathString(), nil, nil, urlNoOverride); ok && (inner.scheme == "http" || inner.scheme == "https") {
			return up.origin(inner)
		}
	case "ftp", "http", "https", "ws", "wss":
		o := u.scheme + "://" + u.host
		if u.port >= 0 {
			o += ":" + strconv.Itoa(u.port)
		}
		return o
	}
	return "null"
}

// The URL attributes, in the order Components lists them.
const (
	urlHref = iota
	urlOrigin
	urlProtocol
	urlUsername
	urlPassword
	urlHostAttr
	urlHostnameAttr
	urlPortAttr
	urlPathname
	urlSearch
	urlHash
	urlQueryRaw // set only: the query as serialized by URLSearchParams
)

// ParseWithBase parses input against base (when haveBase): the record, or nil
// when either does not parse.
func (up *Parser) ParseWithBase(input, base string, haveBase bool) *URL {
	var b *URL
	if haveBase {
		var ok bool
		if b, ok = up.parse(base, nil, nil, urlNoOverride); !ok {
			return nil
		}
	}
	u, ok := up.parse(input, b, nil, urlNoOverride)
	if !ok {
		return nil
	}
	return u
}

// Components answers every attribute's value, in the order href, origin,
// protocol, username, password, host, hostname, port, pathname, search, hash
// (for the URL class of the web APIs to cache).
func (up *Parser) Components(u *URL) []string {
	host := u.host
	port := ""
	if u.port >= 0 {
		port = strconv.Itoa(u.port)
		host += ":" + port
	}
	search, hash := "", ""
	if u.hasQuery && u.query != "" {
		search = "?" + u.query
	}
	if u.hasFragment && u.fragment != "" {
		hash = "#" + u.fragment
	}
	return []string{u.Href(), up.origin(u), u.scheme + ":", u.username, u.password, host, u.host, port, u.pathString(), search, hash}
}

// Set runs the setter of attribute which (its index in Components' list,
// protocol 2 through hash 10, or 11 for the query as URLSearchParams
// serializes it) with value v on u. Any other which changes nothing.
func (up *Parser) Set(u *URL, which int, v string) {
	cannotHaveCredentials := !u.hasHost || u.host == "" || u.scheme == "file"
	switch which {
	case urlProtocol:
		up.parse(v+":", nil, u, urlSchemeStart)
	case urlUsername:
		if !cannotHaveCredentials {
			u.username = percentEncodeString(v, inUserinfoSet)
		}
	case urlPassword:
		if !cannotHaveCredentials {
			u.password = percentEncodeString(v, inUserinfoSet)
		}
	case urlHostAttr, urlHostnameAttr:
		if !u.opaque {
			state := urlHost
			if which == urlHostnameAttr {
				state = urlHostname
			}
			up.parse(v, nil, u, state)
		}
	case urlPortAttr:
		switch {
		case cannotHaveCredentials:
		case v == "":
			u.port = -1
		default:
			up.parse(v, nil, u, urlPort)
		}
	case urlPathname:
		if !u.opaque {
			u.path = nil
			up.parse(v, nil, u, urlPathStart)
		}
	case urlSearch:
		if v == "" {
			u.query, u.hasQuery = "", false
			return
		}
		u.query, u.hasQuery = "", true
		up.parse(strings.TrimPrefix(v, "?"), nil, u, urlQuery)
	case urlHash:
		if v == "" {
			u.fragment, u.hasFragment = "", false
			return
		}
		u.fragment, u.hasFragment = "", true
		up.parse(strings.TrimPrefix(v, "#"), nil, u, urlFragment)
	case urlQueryRaw:
		u.query, u.hasQuery = v, v != ""
	}
}
