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
	// Send writes one message. It is safe for concurrent use.
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
}

// NewStreamTransport frames messages as lines on r and w. close, if not nil,
// is called by Close. maxFrame bounds one message (0 means DefaultFrame).
func NewStreamTransport(r io.Reader, w io.Writer, close func() error, maxFrame int) *StreamTransport {
	if maxFrame <= 0 {
		maxFrame = DefaultFrame
	}
	return &StreamTransport{w: w, r: bufio.NewReaderSize(r, 64<<10), closer: close, maxFrame: maxFrame}
}

// Send writes m as one line.
func (t *StreamTransport) Send(_ context.Context, m *Message) error {
	b, err := Encode(m)
	if err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, err := t.w.Write(append(b, '\n')); err != nil {
		return err
	}
	return nil
}

// Recv reads one line and decodes it.
func (t *StreamTransport) Recv(_ context.Context) (*Message, error) {
	var line []byte
	for {
		chunk, err := t.r.ReadSlice('\n')
		if len(line)+len(chunk) > t.maxFrame {
			return nil, &ProtocolError{Code: CodeTooLarge, Message: fmt.Sprintf("a message is larger than the limit of %d bytes", t.maxFrame)}
		}
		line = append(line, chunk...)
		if err == nil {
			break
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err == io.EOF && len(bytes.TrimSpace(line)) > 0 {
			break
		}
		return nil, err
	}
	line = bytes.TrimSpace(line)
	if len(line) == 0 {
		return t.Recv(context.Background())
	}
	return Decode(line)
}

// Close calls the close function given to NewStreamTransport.
func (t *StreamTransport) Close() error {
	if t.closer != nil {
		return t.closer()
	}
	return nil
}
