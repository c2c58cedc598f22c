package wire

import (
	"bytes"
	"context"
	"io"
	"reflect"
	"testing"

	"github.com/go-json-experiment/json/jsontext"
)

// fullMessage is a message with every field set.
func fullMessage(t *testing.T) *Message {
	t.Helper()
	m := new(Message)
	v := reflect.ValueOf(m).Elem()
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		switch f.Kind() {
		case reflect.String:
			f.SetString("x")
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Int, reflect.Int64:
			f.SetInt(7)
		case reflect.Uint32:
			f.SetUint(7)
		case reflect.Pointer:
			f.Set(reflect.New(f.Type().Elem()))
		case reflect.Slice:
			f.Set(reflect.MakeSlice(f.Type(), 1, 1))
		default:
			t.Fatalf("field %s of kind %s: teach fullMessage to set it", v.Type().Field(i).Name, f.Kind())
		}
		if f.IsZero() {
			t.Fatalf("field %s still zero", v.Type().Field(i).Name)
		}
	}
	return m
}

// A message given back is zero when it is taken again, whatever it carried:
// nothing of one sent message reaches the next.
func TestOutgoingMessagesComeBackZero(t *testing.T) {
	for i := 0; i < 100; i++ {
		m := getOutgoing()
		if !reflect.ValueOf(m).Elem().IsZero() {
			t.Fatalf("getOutgoing returned a message with fields set: %+v", m)
		}
		*m = *fullMessage(t)
		putOutgoing(m)
	}
}

// The transports keep nothing of a message once Send returns: what they wrote
// is the message as it was, however it changes after.
func TestSendKeepsNothingOfTheMessage(t *testing.T) {
	var out bytes.Buffer
	tr := NewStreamTransport(io.NopCloser(bytes.NewReader(nil)), &out, nil, 1<<20)
	m := &Message{Type: TypeCall, ID: "e1", Call: 3, Provider: "store", Tool: "echo", Args: `[1]`}
	want := *m
	if err := tr.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	*m = Message{Type: TypeAnswer, ID: "other", Envelope: `{"result":2}`, Result: jsontext.Value(`2`), Suspend: "later"}
	got, err := Decode(bytes.TrimSuffix(out.Bytes(), []byte("\n")))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(*got, want) {
		t.Fatalf("wrote %+v, want %+v", *got, want)
	}
}
