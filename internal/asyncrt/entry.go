package asyncrt

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/codemode/codemode/internal/program"
	"github.com/codemode/codemode/internal/sandbox"
)

// ---- entry source ----

// A program starts in one of two ways.
//
// Most requests declare providers that are only names. The program's text is
// then a script of its own, "(\n" + code + "\n)", compiled strict; each
// provider is bound as a global lexical constant (as `const store = ...` at
// the top of a script binds it: read-only, not a property of globalThis) and
// the script runs with this undefined, as a module's top level has it. Its
// value is the program's expression, evaluated with tool calls and logs
// inert, which the bootstrap's start then runs. Nothing but the program's own
// text is compiled. When it is one function expression (nearly always), the
// patched engine compiles that function alone and makes it in place of the
// script's run (third_party/libquickjs.md), and Go calls it without start
// (callProgram). Binding a constant without compiling one and running a
// script with this undefined are the patched engine's (its extensions: see
// findExtensions); against the upstream engine every program takes the
// factory.
//
// A request with a provider's proxySource or prelude, or a provider named like
// something the global object resolves (fetch, Math, toString: code of the
// executor's own that loads later may read those names), takes the factory
// too: see entrySource.

// leanEntry reports whether req's program can start as a script of its own
// (see above).
func (s *Sandbox) leanEntry(req *Request) bool {
	if !sandbox.HasExtensions() {
		return false
	}
	for _, p := range req.Providers {
		if p.ProxySource != "" || p.Prelude != "" {
			return false
		}
	}
	return !s.anyNameIsGlobal(req)
}

// globalNames caches whether a provider's name resolves on the global object
// of a sandbox about to start a program. Every such sandbox starts from the
// same global object (every slot's image is set up alike, and an engine made
// outside a slot by the same setup), so the answer for a name is the same in
// all of them; asking the engine costs an atom and a lookup, about 1,500
// instructions a provider. A durable execution's helpers are installed
// before the question is asked, so its answers are not cached. At most
// maxGlobalNames names are kept.
var globalNames struct {
	sync.Mutex
	m map[string]bool
}

const maxGlobalNames = 1 << 16

// anyNameIsGlobal reports whether the name of one of req's providers
// resolves on the global object of s (engine.isGlobal), from globalNames
// when it can.
func (s *Sandbox) anyNameIsGlobal(req *Request) bool {
	if req.Journal != nil {
		for _, p := range req.Providers {
			if s.e.IsGlobal(p.Name) {
				return true
			}
		}
		return false
	}
	var unknown []string
	globalNames.Lock()
	for _, p := range req.Providers {
		g, ok := globalNames.m[p.Name]
		if g {
			globalNames.Unlock()
			return true
		}
		if !ok {
			unknown = append(unknown, p.Name)
		}
	}
	globalNames.Unlock()
	if unknown == nil {
		return false
	}
	found := false
	answers := make([]bool, len(unknown))
	for i, name := range unknown {
		answers[i] = s.e.IsGlobal(name)
		found = found || answers[i]
	}
	globalNames.Lock()
	if globalNames.m == nil {
		globalNames.m = make(map[string]bool)
	}
	for i, name := range unknown {
		if len(globalNames.m) >= maxGlobalNames {
			break
		}
		globalNames.m[name] = answers[i]
	}
	globalNames.Unlock()
	return found
}

// programSource records where code sits in the entry source, whose first
// lines are before, and returns code as the entry source holds it.
func (s *Sandbox) programSource(before, code string) string {
	s.programAt = strings.Count(before, "\n") + 1
	code = strings.TrimRight(code, " \t\r\n;")
	s.progLines = strings.Count(code, "\n") + 1
	s.progCode = code
	return code
}

// leanSource is the script of a lean entry: the program's expression alone,
// on lines of its own so that its positions map back.
func (s *Sandbox) leanSource(code string) string {
	return "(\n" + s.programSource("(\n", code) + "\n)"
}

// entrySource generates the script that binds the providers and runs the
// program: a function expression, the factory, which the bootstrap's start
// calls with the provider factory as its one argument (so nothing internal is
// a global). The factory binds the providers and returns a thunk that
// evaluates the program, with tool calls inert, so that code which is not a
// function expression has no effect before it is run as a body. The thunk is
// an ordinary function, so the factory's arguments are not the program's.
// The program starts on a line of its own so that its positions can be
// mapped back.
func (s *Sandbox) entrySource(req *Request, code string) string {
	var b strings.Builder
	b.WriteString("(function () {\n\"use strict\";\n")
	for _, p := range req.Providers {
		if p.ProxySource != "" {
			continue
		}
		fmt.Fprintf(&b, "const %s = arguments[0](%s, %t);\n", p.Name, strconv.Quote(p.Name), p.Positional)
	}
	for _, p := range req.Providers {
		if p.ProxySource != "" {
			b.WriteString(p.ProxySource)
			b.WriteString("\n;\n")
		}
	}
	for _, p := range req.Providers {
		if p.Prelude != "" {
			b.WriteString(p.Prelude)
			b.WriteString("\n;\n")
		}
	}
	b.WriteString("return function () { return (\n")
	b.WriteString(s.programSource(b.String(), code))
	b.WriteString("\n); };\n})")
	return b.String()
}

// evalEntry compiles the entry source of attempt a — evaluates the factory,
// or compiles a lean entry's script — repairing the program once when it does
// not parse (program.Repair). It returns the factory or the compiled script,
// owned, or the failure: a syntax error placed in what the model wrote, or a
// stop.
func (s *Sandbox) evalEntry(req *Request, a *attempt, lean bool) (sandbox.Value, *Failure) {
	v, f, inProgram := s.evalOnce(req, a.code, lean)
	if f == nil || f.Kind != KindSyntax || !inProgram || a.final {
		return v, f
	}
	repaired, ok := program.Repair(a.code, s.compiles)
	if !ok {
		return sandbox.Undefined, s.betterSyntaxError(f, a.code)
	}
	a.final = true
	if repaired != a.code && strings.HasPrefix(repaired, "async () => {\n") && !strings.HasPrefix(a.code, "async") {
		a.lineShift--
	}
	a.code = repaired
	s.att = *a
	v, f, _ = s.evalOnce(req, a.code, lean)
	return v, f
}

// evalOnce compiles the entry source of code once (see evalEntry); inProgram
// reports a syntax failure in the program (not in a provider's source).
func (s *Sandbox) evalOnce(req *Request, code string, lean bool) (v sandbox.Value, f *Failure, inProgram bool) {
	e := s.e
	if lean {
		v = e.CompileProgram(s.leanSource(code), programFile)
	} else {
		v = e.Eval(s.entrySource(req, code), programFile)
	}
	if !sandbox.IsException(v) {
		return v, nil, false
	}
	if r := e.StopReason(); r != sandbox.StopNone {
		e.DropException()
		return sandbox.Undefined, s.stopFailure(r), false
	}
	f, inProgram = s.syntaxFailure()
	return sandbox.Undefined, f, inProgram
}

// programFile is the file name a program's entry source is compiled under,
// which its stack frames show.
const programFile = "<program>"

// spareProviders is how many providers the bootstrap makes with the sandbox
// (its spares): a program's start names them instead of making them, a
// quarter of what making one costs.
const spareProviders = 4

// provider returns the proxy of provider p, the i-th of its request, owned:
// a spare named p, or a new one.
func (s *Sandbox) provider(i int, p Provider) sandbox.Value {
	e := s.e
	if i >= spareProviders {
		name := e.NewString(p.Name)
		defer e.Free(name)
		return e.Call(s.in[inProvider], sandbox.Undefined, name, sandbox.Bool(p.Positional))
	}
	st := e.Index(s.in[inSpares], uint32(2*i+1))
	defer e.Free(st)
	if !e.SetIndex(st, 0, e.NewString(p.Name)) || !e.SetIndex(st, 1, sandbox.Bool(p.Positional)) {
		return sandbox.Exception
	}
	return e.Index(s.in[inSpares], uint32(2*i))
}

// enterLean starts a lean entry (see above) from its compiled script, which
// it takes: it binds the providers, evaluates the program's expression with
// tool calls and logs inert and hands its value to the bootstrap's start,
// which runs it. A failure is a stop or an internal error (start reports the
// program's own failures itself); an expression that throws as it is
// evaluated is run again as a body.
func (s *Sandbox) enterLean(req *Request, script sandbox.Value) *Failure {
	e := s.e
	named := namedIn(s.progCode, len(req.Providers))
	made := 0
	for _, p := range req.Providers {
		if !named.has(p.Name) {
			continue
		}
		if f := s.bindProvider(made, p); f != nil {
			e.Free(script)
			return f
		}
		made++
	}
	if made < len(req.Providers) {
		s.later = &laterProviders{names: named, made: made}
		e.BeforeEval(s)
	}
	alone := e.CompiledAlone(script)
	s.inert = true
	prog := e.RunScript(script)
	s.inert = false
	s.programRan = true
	if sandbox.IsException(prog) {
		if r := e.StopReason(); r != sandbox.StopNone {
			e.DropException()
			return s.stopFailure(r)
		}
		e.DropException()
		s.retry = true
		return nil
	}
	var f *Failure
	if alone {
		f = s.callProgram(prog)
	} else {
		f = s.startProgram(sandbox.Undefined, prog)
	}
	e.Free(prog)
	return f
}

// A provider is a global constant the program can read only by its name:
// a lexical binding is no property of the global object, so nothing but an
// identifier resolves it, and an identifier is resolved when the function
// holding it is made from compiled text. A lean entry therefore binds, before
// the program runs, only the providers whose names the program's text holds
// as identifiers; the others are bound together the first time the program
// compiles text of its own (eval, the Function constructors: every
// compilation goes through the hook sandbox.BeforeEval sets), before that
// text is compiled. A declared provider the program never names costs
// nothing but a look-up in the identifiers of its text.

// bindProvider binds provider p as a global constant, the made-th provider
// the sandbox makes.
func (s *Sandbox) bindProvider(made int, p Provider) *Failure {
	pv := s.provider(made, p)
	if sandbox.IsException(pv) {
		return s.callFailure()
	}
	if !s.e.DefineGlobalConst(p.Name, pv) {
		return &Failure{Kind: KindInternal, Message: TextBindProvider(p.Name)}
	}
	return nil
}

// BeforeEval binds the providers a lean entry left unbound (those its text
// does not name), before the program's first compilation of text of its own
// (sandbox.Engine.BeforeEval). It reports false, with the exception pending,
// when making one threw (a stop, or memory ran out). A name the program has
// since defined as a property of the global object (globalThis[name] = ...,
// the name computed) is bound all the same, shadowing it for identifiers, as
// binding it first would have.
func (s *Sandbox) BeforeEval() bool {
	made := s.later.made
	for _, p := range s.req.Providers {
		if s.later.names.has(p.Name) {
			continue
		}
		pv := s.provider(made, p)
		if sandbox.IsException(pv) {
			return false
		}
		s.e.DefineGlobalConst(p.Name, pv)
		made++
	}
	return true
}

// laterProviders is what a sandbox keeps for binding the providers its
// program's text does not name: which names it does, and how many providers
// were made before the program ran.
type laterProviders struct {
	names identifiers
	made  int
}

// identifiers answers whether a program's text names a provider (namedIn).
type identifiers struct {
	all  bool   // the text has a backslash: every name counts as named
	code string // the text, searched when set is nil
	set  map[string]struct{}
}

func (n *identifiers) has(name string) bool {
	if n.all {
		return true
	}
	if n.set != nil {
		_, ok := n.set[name]
		return ok
	}
	return holdsIdentifier(n.code, name)
}

// searchedProviders is how many providers a program's text is searched for
// one by one; beyond, the names in the text are collected once.
const searchedProviders = 16

// namedIn returns what names code holds as identifiers, read as the longest
// runs of ASCII letters, digits, _ and $ (a superset of the identifiers a
// provider name, always ASCII, can be), for a request of providers names;
// every name counts as named when code has a backslash: an identifier can
// then be written with escapes (st\u006fre).
func namedIn(code string, providers int) identifiers {
	if strings.IndexByte(code, '\\') >= 0 {
		return identifiers{all: true}
	}
	if providers <= searchedProviders {
		return identifiers{code: code}
	}
	set := map[string]struct{}{}
	start := -1
	for i := 0; i <= len(code); i++ {
		if i < len(code) && identChar[code[i]] {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			set[code[start:i]] = struct{}{}
			start = -1
		}
	}
	return identifiers{set: set}
}

// holdsIdentifier reports whether name occurs in code as a longest run of
// identifier characters.
func holdsIdentifier(code, name string) bool {
	for i := 0; ; {
		j := strings.Index(code[i:], name)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(name)
		if (j == 0 || !identChar[code[j-1]]) && (end == len(code) || !identChar[code[end]]) {
			return true
		}
		i = j + 1
	}
}

// identChar marks the ASCII bytes an identifier's name is made of.
var identChar = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '$'
	}
	return t
}()

// syntaxFailure turns the pending exception of a failed entry evaluation into a
// failure: a syntax error with its position in what the model wrote, or
// whatever the provider source threw. inProgram reports a syntax error inside
// the program.
func (s *Sandbox) syntaxFailure() (f *Failure, inProgram bool) {
	e := s.e
	ex := e.Exception()
	defer e.Free(ex)
	name := s.stringProp(ex, "name")
	msg := s.stringProp(ex, "message")
	if name == "" && msg == "" {
		m, _ := e.ToString(ex)
		return &Failure{Kind: KindThrown, Message: "Uncaught " + m}, false
	}
	line := s.intProp(ex, "lineNumber")
	col := s.intProp(ex, "columnNumber")
	f = &Failure{Kind: KindSyntax, Message: name + ": " + msg}
	if name != "SyntaxError" {
		f.Kind = KindThrown
		f.Stack = s.mapStack(s.stringProp(ex, "stack"))
		return f, false
	}
	switch {
	case line >= s.programAt && line < s.programAt+s.progLines:
		f.Line, f.Column = line-s.programAt+1, col
	case line >= s.programAt+s.progLines:
		// The parser ran off the end of the program (an unclosed brace or
		// string): point just past its last character.
		lines := strings.Split(s.progCode, "\n")
		f.Line, f.Column = len(lines), len(lines[len(lines)-1])+1
	default:
		f.Message = "SyntaxError in provider source: " + msg
		return f, false
	}
	placeSyntax(f, s.att.src, s.att.lineShift)
	return f, true
}

// placeSyntax moves a syntax error's position from the code that ran to what
// the model wrote, and appends it to the message.
func placeSyntax(f *Failure, src program.Source, lineShift int) {
	if f.Line == 0 {
		return
	}
	f.Line += lineShift
	if f.Line == 1+src.LineOffset {
		f.Column += src.ColumnOffset
	}
	f.Line = max(f.Line, 1)
	f.Message = fmt.Sprintf("%s (line %d, column %d)", f.Message, f.Line, f.Column)
}

// betterSyntaxError picks, between the engine's error f and esbuild's error
// for the same code, the one further into the code: esbuild understands
// TypeScript, so where the engine stopped at a type annotation esbuild finds
// the real mistake.
func (s *Sandbox) betterSyntaxError(f *Failure, code string) *Failure {
	_, serr := program.Transpile(code)
	if serr == nil || serr.Line == 0 {
		return f
	}
	g := &Failure{Kind: KindSyntax, Message: serr.Message, Line: serr.Line, Column: serr.Column}
	placeSyntax(g, s.att.src, s.att.lineShift)
	if g.Line > f.Line || g.Line == f.Line && g.Column > f.Column {
		return g
	}
	return f
}

func (s *Sandbox) stringProp(obj sandbox.Value, name string) string { return s.e.StringProp(obj, name) }

func (s *Sandbox) intProp(obj sandbox.Value, name string) int { return s.e.IntProp(obj, name) }

// maxStackFrames bounds the frames a failure's stack keeps.
const maxStackFrames = 12

// mapStack rewrites "<program>:LINE" positions of the entry source into
// positions in the program as written, drops the executor's own frames and
// keeps at most maxStackFrames.
func (s *Sandbox) mapStack(stack string) string {
	if stack == "" {
		return ""
	}
	var kept []string
	dropped := 0
	for _, l := range strings.Split(strings.TrimRight(stack, "\n"), "\n") {
		// The executor's own frames: its scripts are compiled without
		// debug information, so they are the frames with no location.
		t := strings.TrimSpace(l)
		if strings.Contains(l, "<executor>") || strings.HasPrefix(t, "at <eval> ("+programFile) || strings.HasPrefix(t, "at ") && !strings.HasSuffix(t, ")") {
			continue
		}
		if len(kept) == maxStackFrames {
			dropped++
			continue
		}
		kept = append(kept, s.mapPositions(l))
	}
	if dropped > 0 {
		kept = append(kept, fmt.Sprintf("    ... %d more frames", dropped))
	}
	return strings.Join(kept, "\n")
}

// mapPositions rewrites the "<program>:LINE" positions in one stack line.
func (s *Sandbox) mapPositions(stack string) string {
	var b strings.Builder
	for {
		i := strings.Index(stack, programFile+":")
		if i < 0 {
			b.WriteString(stack)
			break
		}
		b.WriteString(stack[:i])
		rest := stack[i+len(programFile+":"):]
		j := 0
		for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
			j++
		}
		n, err := strconv.Atoi(rest[:j])
		switch {
		case err != nil:
			b.WriteString(programFile + ":")
		case n >= s.programAt && n < s.programAt+s.progLines:
			fmt.Fprintf(&b, "%s:%d", programFile, max(1, n-s.programAt+1+s.att.lineShift))
		default:
			b.WriteString("<provider source>")
		}
		stack = rest[j:]
		if err == nil && (n < s.programAt || n >= s.programAt+s.progLines) {
			// drop the column too: it means nothing outside the program
			if strings.HasPrefix(stack, ":") {
				k := 1
				for k < len(stack) && stack[k] >= '0' && stack[k] <= '9' {
					k++
				}
				stack = stack[k:]
			}
		}
	}
	return b.String()
}
