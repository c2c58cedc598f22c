package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeStubs(t *testing.T, content string) string {
	t.Helper()
	f := filepath.Join(t.TempDir(), "stubs.json")
	if err := os.WriteFile(f, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}

// The stub providers answer every form a file can declare, and the program
// sees them as ordinary providers.
func TestRunStubProviders(t *testing.T) {
	f := writeStubs(t, `{
	  "store": {
	    "listUsers": {"result": [{"id": 1, "name": "ada"}, {"id": 2, "name": "lin"}]},
	    "save": "echo",
	    "charge": {"error": "payment declined"},
	    "*": {"result": "fallback"}
	  },
	  "mail": {"send": {"result": true}}
	}`)
	code, out, errs := runCLI(t, `async () => {
	  const users = await store.listUsers()
	  const saved = await store.save(users[0].id, { note: "x" })
	  let declined
	  try { await store.charge(5) } catch (e) { declined = e.message }
	  let missing
	  try { await mail.nope() } catch (e) { missing = e.message }
	  return { names: users.map((u) => u.name), saved, declined, other: await store.anything(), sent: await mail.send(), missing }
	}`, "run", "--json", "--providers", f, "-")
	if code != 0 {
		t.Fatalf("exit %d stdout %s stderr %s", code, out, errs)
	}
	var got struct {
		Result map[string]any `json:"result"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	want := `{"declined":"payment declined","missing":"Tool \"nope\" not found","names":["ada","lin"],"other":"fallback","saved":[1,{"note":"x"}],"sent":true}`
	if b, _ := json.Marshal(got.Result); string(b) != want {
		t.Fatalf("result %s\nwant   %s", b, want)
	}
}

// A file that is not a stub-provider file is a usage error that says what is
// wrong and what to write instead.
func TestRunStubProvidersRefused(t *testing.T) {
	for _, c := range []struct{ content, want string }{
		{`[1]`, `not a stub-provider file`},
		{`null`, `not a stub-provider file`},
		{`{"store": 1}`, `not a stub-provider file`},
		{`{"store": null}`, `provider "store": its tools must be an object`},
		{`{"store": {"a": 1}}`, `store.a: an answer is {"result": value}, {"error": "text"} or "echo"`},
		{`{"store": {"a": "mirror"}}`, `store.a: "mirror" is not an answer`},
		{`{"store": {"a": {"result": 1, "error": "x"}}}`, `store.a: an answer is {"result": value}, {"error": "text"} or "echo", with exactly one member`},
		{`{"store": {"a": {"value": 1}}}`, `with exactly one member`},
		{`{"store": {"a": {"error": 7}}}`, `store.a: "error" must be a string`},
		{`{"console": {}}`, `Provider name "console" is reserved.`},
		{`{"bad-name": {}}`, `Provider name "bad-name" must be ASCII letters`},
	} {
		f := writeStubs(t, c.content)
		code, out, errs := runCLI(t, `async () => 1`, "run", "--providers", f, "-")
		if code != 2 || out != "" || !strings.Contains(errs, c.want) || !strings.Contains(errs, f) {
			t.Errorf("%s: exit %d stdout %q stderr %q; want exit 2 and %q", c.content, code, out, errs, c.want)
		}
	}
	code, _, errs := runCLI(t, `async () => 1`, "run", "--providers", filepath.Join(t.TempDir(), "none.json"), "-")
	if code != 2 || !strings.Contains(errs, "reading the stub providers") {
		t.Errorf("a missing file: exit %d stderr %q", code, errs)
	}
	f := writeStubs(t, `{"store": {}}`)
	code, _, errs = runCLI(t, `async () => 1`, "run", "--providers", f, "--mcp", "x=true", "-")
	if code != 2 || !strings.Contains(errs, "--providers and --mcp cannot be combined") {
		t.Errorf("--providers with --mcp: exit %d stderr %q", code, errs)
	}
}
