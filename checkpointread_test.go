package codemode

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"
)

// fastReadCases are checkpoints of every entry kind, well formed and not.
var fastReadCases = []string{
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{"code":"x","providers":[],"limits":{}}},{"seq":2,"kind":"call","call":1,"provider":"store","tool":"echo","args":"{\"i\":0}"},{"seq":3,"kind":"answer","call":1,"envelope":"{\"result\":{\"i\":0}}"},{"seq":4,"kind":"suspend","call":2,"reason":"approval"},{"seq":5,"kind":"timer","timer":3},{"seq":6,"kind":"clock","clock":1764583200123,"repeat":2},{"seq":7,"kind":"random","random":"AAECAwQFBgcICQoLDA0ODw=="},{"seq":8,"kind":"invoke","handle":"h1","args":"[1]"},{"seq":9,"kind":"fetch","call":3,"fetch":{"method":"GET","url":"https://a.test/","headers":[["a","b"]],"body":"eA=="}},{"seq":10,"kind":"fetched","call":3,"fetch":{"status":200,"statusText":"OK","url":"https://a.test/","body":"eQ=="}}]}`,
	`{"journal":[{"kind":"start","seq":1,"start":{"code":"é\u00e9","providers":[],"limits":{}}}],"checkpoint":1}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}},{"seq":2,"kind":"call","call":1,"provider":"a\u0062","tool":"t","args":"\"\\n\""}]}`,
	`{"checkpoint":1,"journal":[{"seq":1,"seq":1,"kind":"start","start":{}}]}`,
	`{"checkpoint":1,"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}}]}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}}]} x`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}}]}{}`,
	`{"checkpoint":2,"journal":[{"seq":1,"kind":"start","start":{}}]}`,
	`{"checkpoint":1.0,"journal":[{"seq":1,"kind":"start","start":{}}]}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{},"extra":1}]}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}}],"extra":1}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}},{"seq":2,"kind":"call","call":null,"provider":"p","tool":"t"}]}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}},{"seq":2,"kind":"call","call":1,"provider":"p\xff","tool":"t"}]}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}},{"seq":2,"kind":"call","call":"1","provider":"p","tool":"t"}]}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}},{"seq":2,"kind":"clock","clock":"1"}]}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}},{"seq":2,"kind":"random","random":"!!"}]}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}},{"seq":2,"kind":"fetch","call":1,"fetch":{"nope":1}}]}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}},{"seq":2,"kind":"weird"}]}`,
	`{"checkpoint":1,"journal":null}`,
	`{"checkpoint":1}`,
	`{"journal":[]}`,
	`[]`,
	``,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}},{"seq":2,"kind":"call","call":1e0,"provider":"p","tool":"t"}]}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}},{"seq":2,"kind":"call","call":99999999999999999999,"provider":"p","tool":"t"}]}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}},{"seq":2,"kind":"call","call":1,"Provider":"p","tool":"t"}]}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}},{"seq":2,"kind":"call","call":1,"provider":"p","tool":"t","args":"{"}]}`,
	`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{}},{"seq":2,"kind":"call","call":1,"provider":"p","tool":"t"}`,
}

// TestCheckpointFastReadAgrees checks that the fast reading of a checkpoint
// gives what the general reading gives (the same checkpoint, or the same
// error) on every case, on every prefix of each case, and on each case with
// any one byte changed to a character that matters to JSON.
func TestCheckpointFastReadAgrees(t *testing.T) {
	check := func(b []byte) {
		t.Helper()
		want, werr := parseCheckpointSlow(b)
		got, gerr := ParseCheckpoint(b)
		if (werr == nil) != (gerr == nil) || (werr != nil && werr.Error() != gerr.Error()) {
			t.Fatalf("%q: fast read gives error %v, the general one %v", b, gerr, werr)
		}
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("%q: fast read gives\n%+v\nthe general one\n%+v", b, got, want)
		}
	}
	var indented bytes.Buffer
	if err := json.Indent(&indented, []byte(fastReadCases[0]), " ", "\t"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{fastReadCases[0], fastReadCases[1], fastReadCases[2], indented.String()} {
		if _, ok := readCheckpointFast([]byte(c), 1); !ok {
			t.Errorf("the fast read refused the well-formed %s", c)
		}
	}
	for _, c := range append(fastReadCases, indented.String()) {
		check([]byte(c))
		for i := 0; i < len(c); i++ {
			check([]byte(c[:i]))
			for _, r := range []byte("\"\\{}[]:,0 n-.eu\t\x01\xff\xed") {
				b := []byte(c)
				b[i] = r
				check(b)
				check([]byte(c[:i] + string(r) + c[i:]))
			}
		}
	}
}

// TestCheckpointFastReadRoundTrip checks that a checkpoint this package
// writes is read back by the fast path, equal to what was written.
func TestCheckpointFastReadRoundTrip(t *testing.T) {
	b := []byte(fastReadCases[0])
	c, err := parseCheckpointSlow(b)
	if err != nil {
		t.Fatal(err)
	}
	out := c.Marshal()
	j, ok := readCheckpointFast(out, countEntries(out, MaxJournalEntries))
	if !ok {
		t.Fatalf("the fast read refused %s", out)
	}
	a, _ := json.Marshal(j)
	w, _ := json.Marshal(c.Journal)
	if !bytes.Equal(a, w) {
		t.Fatalf("round trip: got %s, want %s", a, w)
	}
}
