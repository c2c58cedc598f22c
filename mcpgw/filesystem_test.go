package mcpgw_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func filesystemJS(t testing.TB) string {
	return filepath.Join(fixtures(t), "node_modules", "@modelcontextprotocol", "server-filesystem", "dist", "index.js")
}

// server-filesystem behind the gateway: a program writes, reads and lists
// files; its annotations are JSDoc tags; and the roots of the gateway's
// client become the server's allowed directories.
func TestFilesystemServer(t *testing.T) {
	t.Parallel()
	started, rooted := t.TempDir(), t.TempDir()
	started, _ = filepath.EvalSymlinks(started)
	rooted, _ = filepath.EvalSymlinks(rooted)
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"fs": {Command: nodeBin(t), Args: []string{filesystemJS(t), started}},
	}}, mcpgw.Options{Budget: 1 << 20}) // execute's description declares the tools
	res := gw.Execute(context.Background(), `async () => {
	  await fs.write_file({ path: "`+started+`/notes.txt", content: "line one\nline two\n" })
	  const text = await fs.read_text_file({ path: "`+started+`/notes.txt", head: 1 })
	  const listing = await fs.list_directory({ path: "`+started+`" })
	  return { text, listing }
	}`, codemode.Limits{})
	var got struct{ Text, Listing any }
	if res.Error != nil || json.Unmarshal(res.Value, &got) != nil || !strings.Contains(string(res.Value), "line one") ||
		!strings.Contains(string(res.Value), "notes.txt") {
		t.Fatalf("%+v %s", res.Error, res.Value)
	}
	if b, err := os.ReadFile(filepath.Join(started, "notes.txt")); err != nil || string(b) != "line one\nline two\n" {
		t.Fatalf("%q %v", b, err)
	}

	// A client with roots: the server is started again and offered them.
	client := mcp.NewClient(&mcp.Implementation{Name: "mcpgw-test", Version: "1"}, nil)
	client.AddRoots(&mcp.Root{URI: "file://" + rooted, Name: "project"}) //lint:ignore SA1019 roots are what this test relays
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	d := tool(t, cs, "execute").Description
	if !strings.Contains(d, "@annotations readOnlyHint: true") || !strings.Contains(d, "destructiveHint: true,") {
		t.Fatalf("no annotation tags:\n%s", d)
	}
	var dirs string
	for range 600 {
		var out executeOut
		callTool(t, cs, "execute", map[string]any{"code": `async () => fs.list_allowed_directories()`}, &out)
		dirs = string(out.Result)
		if strings.Contains(dirs, rooted) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if !strings.Contains(dirs, rooted) || strings.Contains(dirs, started) {
		t.Fatalf("allowed directories %q, want the client's root %s", dirs, rooted)
	}
}
