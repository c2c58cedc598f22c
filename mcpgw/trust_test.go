package mcpgw_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The official TypeScript SDK's client in front of the report config's
// servers (testdata/npm/trust.test.mjs, run with node --test): "create
// entity" ranks memory's create_entities first across all servers, with
// the result count, the default limit of 5 and the hint for the rest; a
// program reads a destructive tool's annotations; an observed return type
// is merged from three differing results.
func TestSearchAndTrustTypeScriptClient(t *testing.T) {
	t.Parallel()
	dir := fixtures(t)
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(nodeBin(t), "--test", "--test-concurrency=1", "trust.test.mjs")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		"CODEMODE_BIN="+codemodeBinary(t),
		"REPO_ROOT="+root,
		"TYPE_CACHE="+filepath.Join(t.TempDir(), "types.json"),
	)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test trust.test.mjs: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "# pass 3") || !strings.Contains(string(out), "# fail 0") {
		t.Fatalf("unexpected node --test output:\n%s", out)
	}
}
