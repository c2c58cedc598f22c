package mcpgw

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/codemode/codemode/internal/escape"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// maxStdoutLine bounds one line of a stdio server's standard output, as the
// SDK bounds one message.
const maxStdoutLine = mcp.DefaultMaxLineLength

// stdioTransport runs a command and speaks MCP over its standard input and
// output, like the SDK's CommandTransport, except that lines on standard
// output that are not JSON-RPC messages (a banner, a stray console.log) are
// reported to noise and skipped instead of ending the session, as the
// TypeScript SDK's client does; and that the command runs in a process
// group of its own, under a supervisor (see supervised), so that the
// processes it starts end with it, and with the gateway.
type stdioTransport struct {
	cmd       *exec.Cmd
	life      *os.File      // the gateway's end of the supervisor's life pipe; nil without one
	lifeChild *os.File      // the supervisor's end, closed here once it has started
	terminate time.Duration // after closing stdin, before SIGTERM and again before SIGKILL
	noise     func(line []byte)
	message   func(line []byte) // sees each message, if set
}

func (t *stdioTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	stdout, err := t.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	stdin, err := t.cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	err = t.cmd.Start()
	if t.lifeChild != nil {
		t.lifeChild.Close()
	}
	if err != nil {
		if t.life != nil {
			t.life.Close()
		}
		return nil, err
	}
	r := &messageLines{src: bufio.NewReaderSize(stdout, 64<<10), noise: t.noise, message: t.message}
	w := &process{cmd: t.cmd, stdin: stdin, life: t.life, terminate: t.terminate}
	return (&mcp.IOTransport{Reader: io.NopCloser(r), Writer: w, MaxLineLength: maxStdoutLine}).Connect(ctx)
}

// messageLines passes on the lines of src that hold one JSON value and
// drops the others, telling noise about each dropped non-blank line.
type messageLines struct {
	src     *bufio.Reader
	noise   func([]byte)
	message func([]byte)
	pending []byte
	line    []byte
}

func (m *messageLines) Read(p []byte) (int, error) {
	for len(m.pending) == 0 {
		if err := m.next(); err != nil {
			return 0, err
		}
	}
	n := copy(p, m.pending)
	m.pending = m.pending[n:]
	return n, nil
}

// next reads one line and makes it pending if it is a message.
func (m *messageLines) next() error {
	m.line = m.line[:0]
	for {
		chunk, err := m.src.ReadSlice('\n')
		m.line = append(m.line, chunk...)
		if len(m.line) > maxStdoutLine {
			return fmt.Errorf("the server wrote a line of more than %d bytes to its standard output", maxStdoutLine)
		}
		if err == nil {
			break
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if len(m.line) == 0 {
			return err
		}
		break // the last line, without a newline
	}
	t := bytes.TrimSpace(m.line)
	switch {
	case len(t) == 0:
	case (t[0] == '{' || t[0] == '[') && json.Valid(t):
		m.pending = append(append(m.pending[:0], t...), '\n')
		if m.message != nil {
			m.message(t)
		}
	case m.noise != nil:
		m.noise(t)
	}
	return nil
}

// lifeKill, written on a supervisor's life pipe before the gateway closes
// its end, asks for the SIGKILL of the server's group at once; EOF alone
// (the gateway died) asks for SIGTERM first and SIGKILL after a grace.
const lifeKill = 'k'

// process is the writing end of a stdio server: writes go to its standard
// input; Close ends it as the MCP specification asks (close its input,
// wait, SIGTERM, wait, SIGKILL), as a process group: the server and every
// process it started that did not leave the group.
type process struct {
	cmd       *exec.Cmd
	stdin     io.WriteCloser
	life      *os.File // the supervisor's life pipe; nil: cmd is the server, its pid its group's id
	terminate time.Duration
	once      sync.Once
	err       error
}

func (p *process) Write(b []byte) (int, error) { return p.stdin.Write(b) }

func (p *process) Close() error {
	p.once.Do(func() { p.err = p.stop() })
	return p.err
}

func (p *process) stop() error {
	supervisor := p.life != nil
	if supervisor {
		defer p.life.Close()
	}
	p.stdin.Close()
	exited := make(chan error, 1)
	go func() { exited <- p.cmd.Wait() }()
	wait := func() (error, bool) {
		t := time.NewTimer(p.terminate)
		defer t.Stop()
		select {
		case err := <-exited:
			return err, true
		case <-t.C:
			return nil, false
		}
	}
	if err, ok := wait(); ok {
		if !supervisor {
			// The server exited; what it started and left behind
			// ends now (a supervisor does this itself).
			_ = signalGroup(p.cmd.Process, false, syscall.SIGKILL)
		}
		return err
	}
	if signalGroup(p.cmd.Process, supervisor, syscall.SIGTERM) == nil {
		if err, ok := wait(); ok {
			if !supervisor {
				_ = signalGroup(p.cmd.Process, false, syscall.SIGKILL)
			}
			return err
		}
	}
	if supervisor {
		// The supervisor kills the group at once.
		_, _ = p.life.Write([]byte{lifeKill})
		p.life.Close()
		if err, ok := wait(); ok {
			return err
		}
		p.cmd.Process.Kill()
	} else {
		_ = signalGroup(p.cmd.Process, false, syscall.SIGKILL)
	}
	if err, ok := wait(); ok {
		return err
	}
	return errors.New("the process did not exit after SIGKILL")
}

// noiseLogger reports a server's non-protocol stdout lines: the first few
// in full (up to 200 bytes each), then one note that more are skipped.
type noiseLogger struct {
	u     *upstream
	mu    sync.Mutex
	count int
}

const noiseLogged = 20

func (n *noiseLogger) line(b []byte) {
	n.mu.Lock()
	n.count++
	c := n.count
	n.mu.Unlock()
	switch {
	case c <= noiseLogged:
		s := string(b)
		if len(s) > 200 {
			s = s[:runeStart(s, 200)] + "…"
		}
		n.u.g.log.Warn("MCP server wrote a line that is not MCP to its standard output; skipped", "server", n.u.name, "line", escape.Line(s))
	case c == noiseLogged+1:
		n.u.g.log.Warn("MCP server keeps writing lines that are not MCP to its standard output; skipping them without logging", "server", n.u.name)
	}
}

// runeStart is the largest index at most n that starts a rune of s (or
// ends s), so that s[:runeStart(s, n)] does not split a character.
func runeStart[T string | []byte](s T, n int) int {
	if n >= len(s) {
		return len(s)
	}
	for i := n; i > n-utf8.UTFMax && i > 0; i-- {
		if utf8.RuneStart(s[i]) {
			return i
		}
	}
	return n
}

// maxStderrLine bounds one relayed line of a server's standard error: the
// rest of a longer line is counted, not shown.
const maxStderrLine = 4 << 10

// stderrRelay forwards a server's standard error to the gateway's Stderr,
// line by line, each line prefixed with "[name] " and escaped
// (internal/escape), so that a server can neither clear the screen,
// retitle the window nor overwrite the prefix with a carriage return: its
// control characters are shown as \x1b, \r, \u202e. A line longer than
// maxStderrLine bytes is cut and ends with "… (N more bytes)"; only that
// much of a line is held while it is written. A CR before the newline
// (CRLF line ends) is dropped. Lines of all the servers share mu, so they
// do not interleave.
type stderrRelay struct {
	w      io.Writer
	mu     *sync.Mutex
	prefix string
	line   []byte // the start of the current line, at most maxStderrLine bytes
	more   int    // bytes of the current line past those
}

// newStderrRelay relays to w the standard error of the server called name.
func newStderrRelay(w io.Writer, mu *sync.Mutex, name string) *stderrRelay {
	return &stderrRelay{w: w, mu: mu, prefix: "[" + escape.Line(name) + "] "}
}

func (r *stderrRelay) Write(b []byte) (int, error) {
	n := len(b)
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			r.add(b)
			break
		}
		r.add(b[:i])
		r.flush()
		b = b[i+1:]
	}
	return n, nil
}

// add appends to the current line what fits, and counts the rest.
func (r *stderrRelay) add(b []byte) {
	room := maxStderrLine - len(r.line)
	if len(b) > room {
		r.more += len(b) - room
		b = b[:room]
	}
	r.line = append(r.line, b...)
}

// flush writes the current line.
func (r *stderrRelay) flush() {
	line, more := r.line, r.more
	if more > 0 {
		// Cut where a character starts, not inside one.
		cut := runeStart(line, len(line)-1)
		if utf8.FullRune(line[cut:]) {
			cut = len(line)
		}
		more += len(line) - cut
		line = line[:cut]
	} else if n := len(line); n > 0 && line[n-1] == '\r' {
		line = line[:n-1]
	}
	out := r.prefix + escape.Line(string(line))
	if more > 0 {
		out += fmt.Sprintf("… (%d more bytes)", more)
	}
	r.mu.Lock()
	_, _ = io.WriteString(r.w, out+"\n")
	r.mu.Unlock()
	r.line, r.more = r.line[:0], 0
}
