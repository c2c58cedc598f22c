package wire

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
)

// Transport carries messages between two peers.
type Transport interface {
	// Send writes one message. It is safe for concurrent use. It keeps
	// nothing of m once it returns: the caller may reuse it (outgoing).
	Send(ctx context.Context, m *Message) error
	// Recv reads the next message. A malformed message is a
	// *ProtocolError; the end of the connection is io.EOF or another
	// error. It is called from one goroutine.
	Recv(ctx context.Context) (*Message, error)
	// Close ends the connection.
	Close() error
}

// StreamTransport is newline-delimited JSON over a byte stream, the worker
// pipes' framing.
type StreamTransport struct {
	mu       sync.Mutex
	w        io.Writer
	r        *bufio.Reader
	closer   func() error
	maxFrame int
	sent     interface{ Sent() } // the reader, told of each message sent (see PollingReader)
}

// NewStreamTransport frames messages as lines on r and w. close, if not nil,
// is called by Close. maxFrame bounds one message (0 means DefaultFrame). A
// reader with a Sent method (PollingReader's) is told of each message sent.
func NewStreamTransport(r io.Reader, w io.Writer, close func() error, maxFrame int) *StreamTransport {
	if maxFrame <= 0 {
		maxFrame = DefaultFrame
	}
	t := &StreamTransport{w: w, r: bufio.NewReaderSize(r, 64<<10), closer: close, maxFrame: maxFrame}
	t.sent, _ = r.(interface{ Sent() })
	return t
}

// Send writes m as one line, in one write.
func (t *StreamTransport) Send(_ context.Context, m *Message) error {
	buf := GetBuffer()
	defer PutBuffer(buf)
	b, err := AppendEncode(*buf, m)
	if err != nil {
		return err
	}
	b = append(b, '\n')
	*buf = b
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, err := t.w.Write(b); err != nil {
		return err
	}
	if t.sent != nil {
		t.sent.Sent()
	}
	return nil
}

// Recv reads one line and decodes it.
func (t *StreamTransport) Recv(_ context.Context) (*Message, error) {
	for {
		chunk, err := t.r.ReadSlice('\n')
		if len(chunk) > t.maxFrame {
			return nil, t.tooLarge()
		}
		if err == nil {
			// The whole line is in the reader's buffer: decode it from
			// there (Decode copies what it keeps).
			if line := bytes.TrimSpace(chunk); len(line) > 0 {
				return Decode(line)
			}
			continue
		}
		// A line longer than the buffer, or the last one.
		line := append([]byte(nil), chunk...)
		for errors.Is(err, bufio.ErrBufferFull) {
			chunk, err = t.r.ReadSlice('\n')
			if len(line)+len(chunk) > t.maxFrame {
				return nil, t.tooLarge()
			}
			line = append(line, chunk...)
		}
		if err != nil && (err != io.EOF || len(bytes.TrimSpace(line)) == 0) {
			return nil, err
		}
		if line = bytes.TrimSpace(line); len(line) > 0 {
			return Decode(line)
		}
	}
}

func (t *StreamTransport) tooLarge() error {
	return &ProtocolError{Code: CodeTooLarge, Message: fmt.Sprintf("a message is larger than the limit of %d bytes", t.maxFrame)}
}

// Buffers for encoding messages, shared by the transports.
var buffers = sync.Pool{New: func() any { b := make([]byte, 0, 512); return &b }}

// GetBuffer returns an empty buffer to encode a message into; PutBuffer
// returns it once the message is written.
func GetBuffer() *[]byte {
	b := buffers.Get().(*[]byte)
	*b = (*b)[:0]
	return b
}

// PutBuffer returns a buffer from GetBuffer (large ones are dropped).
func PutBuffer(b *[]byte) {
	if cap(*b) <= 64<<10 {
		buffers.Put(b)
	}
}

// Close calls the close function given to NewStreamTransport.
func (t *StreamTransport) Close() error {
	if t.closer != nil {
		return t.closer()
	}
	return nil
}
