package wire

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	jsonv2 "github.com/go-json-experiment/json"
)

// The messages on a tool call's path — call, answer, log, cancel, abort,
// invoke — are flat objects of strings, integers and booleans. They are
// encoded and decoded here by hand, in a tenth of the time the reflective
// codec takes (a call crosses two codecs each way in the pool and four in the
// daemon). Everything else, and anything the fast decoder is not sure of, goes
// through github.com/go-json-experiment/json, which stays the definition: the
// fast paths produce the same bytes and the same messages it does, or step
// aside (codec_test.go holds them to that).

// AppendEncode appends m's JSON to dst.
func AppendEncode(dst []byte, m *Message) ([]byte, error) {
	if m.MaxLimits != nil || m.Providers != nil || m.Limits != nil || m.Headers != nil || m.Result != nil || m.Error != nil ||
		m.Features != nil || m.GraceMs != nil || durableMembers(m) {
		b, err := jsonv2.Marshal(m, encodeOptions)
		if err != nil {
			return dst, err
		}
		return append(dst, b...), nil
	}
	return appendFlat(dst, m), nil
}

// appendFlat encodes a message without nested members, member by member in
// the order of the struct, as the reflective encoder does.
func appendFlat(b []byte, m *Message) []byte {
	b = slices.Grow(b, 64+len(m.ID)+len(m.Provider)+len(m.Tool)+len(m.Args)*5/4+len(m.Envelope)*5/4+len(m.Message))
	b = append(b, `{"type":`...)
	b = appendQuote(b, m.Type)
	str := func(name, v string) {
		if v != "" {
			b = append(b, name...)
			b = appendQuote(b, v)
		}
	}
	num := func(name string, v int64) {
		if v != 0 {
			b = append(b, name...)
			b = strconv.AppendInt(b, v, 10)
		}
	}
	flag := func(name string, v bool) {
		if v {
			b = append(b, name...)
			b = append(b, "true"...)
		}
	}
	str(`,"id":`, m.ID)
	num(`,"version":`, int64(m.Version))
	str(`,"token":`, m.Token)
	str(`,"client":`, m.Client)
	str(`,"server":`, m.Server)
	str(`,"code":`, m.Code)
	flag(`,"outbound":`, m.Outbound)
	flag(`,"retainHandles":`, m.RetainHandles)
	num(`,"call":`, int64(m.Call))
	str(`,"provider":`, m.Provider)
	str(`,"tool":`, m.Tool)
	str(`,"args":`, m.Args)
	str(`,"envelope":`, m.Envelope)
	str(`,"method":`, m.Method)
	str(`,"url":`, m.URL)
	str(`,"body":`, m.Body)
	num(`,"maxResponseBytes":`, int64(m.MaxResponseBytes))
	str(`,"redirect":`, m.Redirect)
	num(`,"status":`, int64(m.Status))
	str(`,"statusText":`, m.StatusText)
	if m.Line != nil {
		b = append(b, `,"line":`...)
		b = appendQuote(b, *m.Line)
	}
	flag(`,"retained":`, m.Retained)
	num(`,"unhandledRejections":`, int64(m.UnhandledRejections))
	num(`,"invoke":`, int64(m.Invoke))
	str(`,"handle":`, m.Handle)
	flag(`,"thrown":`, m.Thrown)
	str(`,"message":`, m.Message)
	flag(`,"durable":`, m.Durable)
	flag(`,"journal":`, m.Journal)
	str(`,"suspend":`, m.Suspend)
	num(`,"maxWaitMs":`, m.MaxWaitMs)
	num(`,"clockMs":`, m.ClockMs)
	num(`,"wakeAt":`, m.WakeAt)
	flag(`,"events":`, m.Events)
	return append(b, '}')
}

// appendQuote appends s as a JSON string the way the reflective encoder does
// (RFC 8785's minimal escaping; invalid UTF-8 becomes U+FFFD).
func appendQuote(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			if c >= 0x20 && c != '"' && c != '\\' {
				continue
			}
			b = append(b, s[start:i-1]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, `\b`...)
			case '\f':
				b = append(b, `\f`...)
			case '\n':
				b = append(b, `\n`...)
			case '\r':
				b = append(b, `\r`...)
			case '\t':
				b = append(b, `\t`...)
			default:
				const hex = "0123456789abcdef"
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			start = i
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		if r == utf8.RuneError && n == 1 {
			b = append(b, s[start:i-1]...)
			b = append(b, "\ufffd"...)
			start = i
		}
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// The members decodeFlat reads, and what they hold.
const (
	kString = iota
	kUint32
	kInt
	kBool
	kLine
	kInt64 // a non-negative integer up to 2**53 (milliseconds)
)

type flatField struct {
	bit  uint64
	kind int
}

// decodeFlat decodes a flat message: a JSON object whose members are all
// among Message's strings, non-negative integers and booleans. It reports
// false, leaving the decision (errors included) to the reflective decoder, for
// anything else: a nested or null value, a number it does not read, a name it
// does not know or that is escaped, a repeated name, invalid UTF-8, a value of
// the wrong type, or text after the object.
func decodeFlat(b []byte, m *Message) bool {
	i := skipSpace(b, 0)
	if i >= len(b) || b[i] != '{' {
		return false
	}
	i = skipSpace(b, i+1)
	var seen uint64
	for {
		if i >= len(b) || b[i] != '"' {
			return false
		}
		j := i + 1
		for j < len(b) && b[j] != '"' && b[j] != '\\' && b[j] >= 0x20 && b[j] < utf8.RuneSelf {
			j++
		}
		if j >= len(b) || b[j] != '"' {
			return false
		}
		f, ok := flatFields(b[i+1 : j])
		if !ok || seen&f.bit != 0 {
			return false
		}
		seen |= f.bit
		i = skipSpace(b, j+1)
		if i >= len(b) || b[i] != ':' {
			return false
		}
		i = skipSpace(b, i+1)
		switch f.kind {
		case kString:
			s, n, ok := parseString(b, i)
			if !ok {
				return false
			}
			*m.stringField(f.bit) = s
			i = n
		case kLine:
			s, n, ok := parseString(b, i)
			if !ok {
				return false
			}
			m.Line = &s
			i = n
		case kUint32, kInt:
			limit := uint64(1<<31 - 1)
			if f.kind == kUint32 {
				limit = 1<<32 - 1
			}
			v, n, ok := parseUint(b, i, limit)
			if !ok {
				return false
			}
			i = n
			switch f.bit {
			case bitCall:
				m.Call = uint32(v)
			case bitInvoke:
				m.Invoke = uint32(v)
			case bitVersion:
				m.Version = int(v)
			case bitMaxResponseBytes:
				m.MaxResponseBytes = int(v)
			case bitStatus:
				m.Status = int(v)
			case bitUnhandledRejections:
				m.UnhandledRejections = int(v)
			}
		case kInt64:
			v, n, ok := parseUint(b, i, 1<<53)
			if !ok {
				return false
			}
			i = n
			switch f.bit {
			case bitMaxWaitMs:
				m.MaxWaitMs = int64(v)
			case bitClockMs:
				m.ClockMs = int64(v)
			case bitWakeAt:
				m.WakeAt = int64(v)
			}
		case kBool:
			var v bool
			switch {
			case hasLiteral(b, i, "true"):
				v, i = true, i+4
			case hasLiteral(b, i, "false"):
				i += 5
			default:
				return false
			}
			switch f.bit {
			case bitOutbound:
				m.Outbound = v
			case bitRetainHandles:
				m.RetainHandles = v
			case bitRetained:
				m.Retained = v
			case bitThrown:
				m.Thrown = v
			case bitDurable:
				m.Durable = v
			case bitJournal:
				m.Journal = v
			case bitEvents:
				m.Events = v
			}
		}
		i = skipSpace(b, i)
		if i >= len(b) {
			return false
		}
		if b[i] == ',' {
			i = skipSpace(b, i+1)
			continue
		}
		if b[i] != '}' {
			return false
		}
		return skipSpace(b, i+1) == len(b)
	}
}

const (
	bitType uint64 = 1 << iota
	bitID
	bitVersion
	bitToken
	bitClient
	bitServer
	bitCode
	bitOutbound
	bitRetainHandles
	bitCall
	bitProvider
	bitTool
	bitArgs
	bitEnvelope
	bitMethod
	bitURL
	bitBody
	bitMaxResponseBytes
	bitStatus
	bitStatusText
	bitLine
	bitRetained
	bitInvoke
	bitHandle
	bitThrown
	bitMessage
	bitRedirect
	bitDurable
	bitJournal
	bitSuspend
	bitUnhandledRejections
	bitMaxWaitMs
	bitClockMs
	bitWakeAt
	bitEvents
)

func flatFields(name []byte) (flatField, bool) {
	switch string(name) {
	case "type":
		return flatField{bitType, kString}, true
	case "id":
		return flatField{bitID, kString}, true
	case "version":
		return flatField{bitVersion, kInt}, true
	case "token":
		return flatField{bitToken, kString}, true
	case "client":
		return flatField{bitClient, kString}, true
	case "server":
		return flatField{bitServer, kString}, true
	case "code":
		return flatField{bitCode, kString}, true
	case "outbound":
		return flatField{bitOutbound, kBool}, true
	case "retainHandles":
		return flatField{bitRetainHandles, kBool}, true
	case "call":
		return flatField{bitCall, kUint32}, true
	case "provider":
		return flatField{bitProvider, kString}, true
	case "tool":
		return flatField{bitTool, kString}, true
	case "args":
		return flatField{bitArgs, kString}, true
	case "envelope":
		return flatField{bitEnvelope, kString}, true
	case "method":
		return flatField{bitMethod, kString}, true
	case "url":
		return flatField{bitURL, kString}, true
	case "body":
		return flatField{bitBody, kString}, true
	case "maxResponseBytes":
		return flatField{bitMaxResponseBytes, kInt}, true
	case "status":
		return flatField{bitStatus, kInt}, true
	case "statusText":
		return flatField{bitStatusText, kString}, true
	case "line":
		return flatField{bitLine, kLine}, true
	case "retained":
		return flatField{bitRetained, kBool}, true
	case "unhandledRejections":
		return flatField{bitUnhandledRejections, kInt}, true
	case "invoke":
		return flatField{bitInvoke, kUint32}, true
	case "handle":
		return flatField{bitHandle, kString}, true
	case "thrown":
		return flatField{bitThrown, kBool}, true
	case "message":
		return flatField{bitMessage, kString}, true
	case "redirect":
		return flatField{bitRedirect, kString}, true
	case "durable":
		return flatField{bitDurable, kBool}, true
	case "journal":
		return flatField{bitJournal, kBool}, true
	case "suspend":
		return flatField{bitSuspend, kString}, true
	case "maxWaitMs":
		return flatField{bitMaxWaitMs, kInt64}, true
	case "clockMs":
		return flatField{bitClockMs, kInt64}, true
	case "wakeAt":
		return flatField{bitWakeAt, kInt64}, true
	case "events":
		return flatField{bitEvents, kBool}, true
	}
	return flatField{}, false
}

func (m *Message) stringField(bit uint64) *string {
	switch bit {
	case bitType:
		return &m.Type
	case bitID:
		return &m.ID
	case bitToken:
		return &m.Token
	case bitClient:
		return &m.Client
	case bitServer:
		return &m.Server
	case bitCode:
		return &m.Code
	case bitProvider:
		return &m.Provider
	case bitTool:
		return &m.Tool
	case bitArgs:
		return &m.Args
	case bitEnvelope:
		return &m.Envelope
	case bitMethod:
		return &m.Method
	case bitURL:
		return &m.URL
	case bitBody:
		return &m.Body
	case bitStatusText:
		return &m.StatusText
	case bitHandle:
		return &m.Handle
	case bitMessage:
		return &m.Message
	case bitRedirect:
		return &m.Redirect
	case bitSuspend:
		return &m.Suspend
	}
	panic("wire: not a string member")
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\n' || b[i] == '\r' || b[i] == '\t') {
		i++
	}
	return i
}

func hasLiteral(b []byte, i int, lit string) bool {
	return len(b)-i >= len(lit) && string(b[i:i+len(lit)]) == lit
}

// parseString reads the JSON string at b[i:], returning it and the index
// after it. Escapes are decoded by jsontext; invalid UTF-8 and malformed
// escapes are left to the reflective decoder.
func parseString(b []byte, i int) (string, int, bool) {
	if i >= len(b) || b[i] != '"' {
		return "", 0, false
	}
	j := i + 1
	ascii := true
	for j < len(b) && b[j] != '"' && b[j] != '\\' && b[j] >= 0x20 {
		if b[j] >= utf8.RuneSelf {
			ascii = false
		}
		j++
	}
	if j >= len(b) || b[j] < 0x20 {
		return "", 0, false
	}
	if b[j] == '"' {
		raw := b[i+1 : j]
		if !ascii && !utf8.Valid(raw) {
			return "", 0, false
		}
		return string(raw), j + 1, true
	}
	// Escapes (JSON text in a JSON string, as args and envelopes are, has
	// many): find the closing quote, then decode.
	for j < len(b) && b[j] != '"' {
		switch {
		case b[j] < 0x20:
			return "", 0, false
		case b[j] == '\\':
			j += 2
		default:
			if b[j] >= utf8.RuneSelf {
				ascii = false
			}
			j++
		}
	}
	if j >= len(b) {
		return "", 0, false
	}
	raw := b[i+1 : j]
	if !ascii && !utf8.Valid(raw) {
		return "", 0, false
	}
	s, ok := unescape(raw)
	return s, j + 1, ok
}

// unescape decodes the escapes of a JSON string's contents. A malformed
// escape or a lone surrogate reports false.
func unescape(raw []byte) (string, bool) {
	var sb strings.Builder
	sb.Grow(len(raw))
	for k := 0; k < len(raw); {
		if raw[k] != '\\' {
			start := k
			for k < len(raw) && raw[k] != '\\' {
				k++
			}
			sb.Write(raw[start:k])
			continue
		}
		if k+1 >= len(raw) {
			return "", false
		}
		switch c := raw[k+1]; c {
		case '"', '\\', '/':
			sb.WriteByte(c)
		case 'b':
			sb.WriteByte('\b')
		case 'f':
			sb.WriteByte('\f')
		case 'n':
			sb.WriteByte('\n')
		case 'r':
			sb.WriteByte('\r')
		case 't':
			sb.WriteByte('\t')
		case 'u':
			r, ok := hex4(raw, k+2)
			if !ok {
				return "", false
			}
			if utf16.IsSurrogate(r) {
				if r >= 0xdc00 || k+12 > len(raw) || raw[k+6] != '\\' || raw[k+7] != 'u' {
					return "", false
				}
				r2, ok := hex4(raw, k+8)
				if !ok || r2 < 0xdc00 || r2 > 0xdfff {
					return "", false
				}
				r = utf16.DecodeRune(r, r2)
				k += 6
			}
			sb.WriteRune(r)
			k += 6
			continue
		default:
			return "", false
		}
		k += 2
	}
	return sb.String(), true
}

// hex4 reads the four hexadecimal digits of a \u escape at raw[k:].
func hex4(raw []byte, k int) (rune, bool) {
	if k+4 > len(raw) {
		return 0, false
	}
	var r rune
	for _, c := range raw[k : k+4] {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

// parseUint reads a non-negative JSON integer no larger than limit at b[i:].
// A fraction, an exponent or a minus sign is left to the reflective decoder.
func parseUint(b []byte, i int, limit uint64) (uint64, int, bool) {
	start := i
	var v uint64
	for i < len(b) && b[i] >= '0' && b[i] <= '9' {
		v = v*10 + uint64(b[i]-'0')
		if v > limit {
			return 0, 0, false
		}
		i++
	}
	if i == start || (b[start] == '0' && i-start > 1) {
		return 0, 0, false
	}
	if i < len(b) && (b[i] == '.' || b[i] == 'e' || b[i] == 'E') {
		return 0, 0, false
	}
	return v, i, true
}

// durableMembers reports whether m has a nested member of durable executions,
// which the flat encoder does not write.
func durableMembers(m *Message) bool {
	return m.Checkpoint != nil || m.Answers != nil || m.Entry != nil || m.ReplayedLogs != nil || m.Event != nil
}
