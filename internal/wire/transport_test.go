package wire

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
)

func TestStreamTransportFraming(t *testing.T) {
	long := strings.Repeat(`x\"`, 100<<10) // longer than the reader's buffer
	var in bytes.Buffer
	in.WriteString("\n  \n")
	for _, m := range []*Message{
		{Type: TypeCall, ID: "e1", Call: 1, Provider: "p", Tool: "t", Args: `[1]`},
		{Type: TypeAnswer, ID: "e1", Call: 1, Envelope: long},
		{Type: TypeDone, ID: "e1", Result: []byte(`{"a":[1,2]}`)},
	} {
		b, err := Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		in.Write(b)
		in.WriteString(" \r\n\n")
	}
	in.WriteString(`{"type":"log","id":"e1","line":"last, unterminated"}`)
	tr := NewStreamTransport(&in, io.Discard, nil, 0)
	var got []*Message
	for {
		m, err := tr.Recv(context.Background())
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, m)
	}
	if len(got) != 4 || got[0].Args != `[1]` || got[1].Envelope != long || string(got[2].Result) != `{"a":[1,2]}` || *got[3].Line != "last, unterminated" {
		t.Fatalf("got %d messages: %+v", len(got), got)
	}
}

func TestStreamTransportTooLarge(t *testing.T) {
	for _, size := range []int{100, 70 << 10} { // within one buffer, across buffers
		line := `{"type":"log","id":"e1","line":"` + strings.Repeat("x", size) + "\"}\n"
		tr := NewStreamTransport(strings.NewReader(line), io.Discard, nil, size)
		_, err := tr.Recv(context.Background())
		var pe *ProtocolError
		if !errors.As(err, &pe) || pe.Code != CodeTooLarge {
			t.Errorf("size %d: got %v, want too_large", size, err)
		}
		tr = NewStreamTransport(strings.NewReader(line), io.Discard, nil, len(line))
		if m, err := tr.Recv(context.Background()); err != nil || len(*m.Line) != size {
			t.Errorf("size %d at the limit: %v", size, err)
		}
	}
}

// A decoded message keeps nothing of the buffer it was read from.
func TestDecodeCopies(t *testing.T) {
	for _, in := range []string{
		`{"type":"call","id":"e1","call":1,"provider":"p","tool":"t","args":"[\"x\"]"}`,
		`{"type":"done","id":"e1","result":{"a":"b"},"error":{"kind":"x","message":"m"}}`,
		`{"type":"log","id":"e1","line":"l"}`,
	} {
		b := []byte(in)
		m, err := Decode(b)
		if err != nil {
			t.Fatal(err)
		}
		before, _ := Encode(m)
		for i := range b {
			b[i] = 'z'
		}
		after, _ := Encode(m)
		if !bytes.Equal(before, after) {
			t.Errorf("%s: the message changed with its buffer: %s", in, after)
		}
	}
}
