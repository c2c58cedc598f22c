package durable

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The Python client's SQLite store (clients/python/src/codemode/store.py,
// stdlib only) and this package's share one database file: an execution the
// Python store suspended is claimed and continued here, and the Python store
// then refuses the superseded checkpoint with the text this package gives;
// the texts with filled-in times agree too.
func TestPythonStoreInterop(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3 on PATH")
	}
	module, err := filepath.Abs("../clients/python/src/codemode/store.py")
	if err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(t.TempDir(), "shared.db")
	py := func(script string) string {
		t.Helper()
		cmd := exec.Command(python, "-c", `
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("store", sys.argv[1])
store = sys.modules["store"] = importlib.util.module_from_spec(spec)
spec.loader.exec_module(store)
s = store.SQLiteStore(sys.argv[2])
`+script, module, db)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("python: %v\n%s", err, out)
		}
		return strings.TrimSpace(string(out))
	}
	py(`
a = s.create("interop", "py", 10)
s.append(a, [{"seq": i, "kind": "clock", "clock": 1000 + i} for i in (1, 2, 3)])
s.save_checkpoint(a, 3, "cp3")
s.release(a, "suspended")
`)
	ctx := context.Background()
	st, err := OpenSQLite(ctx, db, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	e, err := st.Load(ctx, "interop")
	must(t, err)
	if e.Seq != 3 || e.State != Suspended || string(e.Checkpoint) != "cp3" || e.Epoch != 1 {
		t.Fatalf("the Python store's row, read here: %+v", e)
	}
	l, err := st.Claim(ctx, "interop", 3, "go", ttl)
	must(t, err)
	must(t, st.Append(ctx, l, entries(1, 4)...)) // 1-3 again: the same entries
	must(t, st.Release(ctx, l, Finished, "ok"))

	got := py(`
try:
    s.claim("interop", 3, "py", 10)
    print("claimed")
except store.StoreError as e:
    print(json.dumps([e.kind, e.message]))
print(json.dumps([store.leased_text("x", "o", ms) for ms in (1767322000000, 1767322000500, 1767322000123)]))
print(json.dumps(s.journal("interop")))
`)
	lines := strings.Split(got, "\n")
	if len(lines) != 3 {
		t.Fatalf("python printed %q", got)
	}
	var refusal [2]string
	must(t, json.Unmarshal([]byte(lines[0]), &refusal))
	if refusal[0] != "superseded" || refusal[1] != SupersededText("interop", 3, 4) {
		t.Fatalf("the Python store's refusal: %q", refusal)
	}
	var leased []string
	must(t, json.Unmarshal([]byte(lines[1]), &leased))
	for i, ms := range []int64{1767322000000, 1767322000500, 1767322000123} {
		if want := LeasedText("x", "o", time.UnixMilli(ms)); leased[i] != want {
			t.Errorf("leased text:\n python %q\n     go %q", leased[i], want)
		}
	}
	var journal []map[string]any
	must(t, json.Unmarshal([]byte(lines[2]), &journal))
	if len(journal) != 4 || journal[3]["clock"] != float64(1004) {
		t.Fatalf("the journal read by the Python store: %v", journal)
	}
	_ = os.Remove(db)
}
