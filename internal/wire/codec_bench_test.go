package wire

import "testing"

var benchCall = &Message{Type: TypeCall, ID: "e12", Call: 1234, Provider: "store", Tool: "echo", Args: `[{"i":42}]`}
var benchAnswer = &Message{Type: TypeAnswer, ID: "e12", Call: 1234, Envelope: `{"result":{"i":42}}`}

func BenchmarkEncodeCall(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Encode(benchCall); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEncodeAnswer(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Encode(benchAnswer); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeCall(b *testing.B) {
	raw, _ := Encode(benchCall)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Decode(raw); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeAnswer(b *testing.B) {
	raw, _ := Encode(benchAnswer)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Decode(raw); err != nil {
			b.Fatal(err)
		}
	}
}
