package mcpgw

import (
	"bufio"
	"io"
	"strings"
	"testing"
)

// Only lines holding one JSON value pass, whatever surrounds them: banners,
// bracketed log lines, broken JSON, blank lines, CRLF endings, lines longer
// than the read buffer, a last line without a newline.
func TestMessageLines(t *testing.T) {
	big := `{"jsonrpc":"2.0","id":1,"result":{"text":"` + strings.Repeat("x", 200<<10) + `"}}`
	in := strings.Join([]string{
		"starting server v1.2",
		"[info] listening",
		`{"jsonrpc":"2.0","id":1,"result":{}}`,
		"",
		"   ",
		`{not json}`,
		`["batch",1]` + "\r",
		`  {"jsonrpc":"2.0","method":"x"}  `,
		"{",
		big,
		strings.Repeat("noise ", 50000),
		`{"last":true}`,
	}, "\n")
	var noise []string
	m := &messageLines{src: bufio.NewReaderSize(strings.NewReader(in), 4096), noise: func(b []byte) { noise = append(noise, string(b[:min(len(b), 20)])) }}
	out, err := io.ReadAll(m)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join([]string{`{"jsonrpc":"2.0","id":1,"result":{}}`, `["batch",1]`, `{"jsonrpc":"2.0","method":"x"}`, big, `{"last":true}`}, "\n") + "\n"
	if string(out) != want {
		t.Fatalf("passed %d bytes, want %d:\n%.300s", len(out), len(want), out)
	}
	wantNoise := []string{"starting server v1.2", "[info] listening", "{not json}", "{", "noise noise noise no"}
	if strings.Join(noise, "|") != strings.Join(wantNoise, "|") {
		t.Fatalf("noise %q", noise)
	}
}

// The default environment, what inherit names, and env on top; never an
// exported shell function.
func TestUpstreamEnv(t *testing.T) {
	environ := []string{"PATH=/bin", "HOME=/h", "SECRET=s", "AWS_KEY=k", "AWS_REGION=r", "FN=() { x; }", "NAMED=n", "USER=() {"}
	got := strings.Join(upstreamEnv(environ, []string{"AWS_*", "NAMED", "FN"}, map[string]string{"HOME": "/other", "X": "1"}), " ")
	if got != "AWS_KEY=k AWS_REGION=r HOME=/other NAMED=n PATH=/bin X=1" {
		t.Fatalf("%s", got)
	}
	if got := strings.Join(upstreamEnv(environ, []string{"*"}, nil), " "); got != "AWS_KEY=k AWS_REGION=r HOME=/h NAMED=n PATH=/bin SECRET=s" {
		t.Fatalf("%s", got)
	}
}
