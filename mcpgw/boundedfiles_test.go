//go:build unix

package mcpgw_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/codemode/codemode/internal/doctest"
	"github.com/codemode/codemode/mcpgw"
)

// The secret of the secret-looking files below; no text may hold it.
const fileSecret = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"

// fileRefusals are the files the gateway refuses, by what reads them, each
// with its text (<dir> is the file's directory); docs/mcp-gateway.md quotes
// every one.
var fileRefusals = []struct {
	reader string // config, envFile, typeCache, token
	name   string // the file's name in <dir>
	make   func(path string) error
	want   string
}{
	{"config", "mcp.json", fifo, `the config file <dir>/mcp.json is not a regular file (a named pipe); give a regular file`},
	{"config", "mcp.json", linkToZero, `the config file <dir>/mcp.json is not a regular file (a character device); give a regular file`},
	{"config", "mcp.json", sparse, `the config file <dir>/mcp.json is 1073741824 bytes, over the limit of 1048576 bytes`},
	{"config", "mcp.json", content("[default]\naws_secret_access_key = " + fileSecret + "\n"), `<dir>/mcp.json: the config is not valid JSON (comments and trailing commas are allowed): line 1, column 2: a word or string that is not a JSON value (strings are in double quotes)`},
	{"config", "mcp.json", content(`{"mcpServers": {"x": {"command": "npx", "env": {"K": ` + fileSecret + `}}}}`), `<dir>/mcp.json: the config is not valid JSON (comments and trailing commas are allowed): line 1, column 54: a word or string that is not a JSON value (strings are in double quotes)`},
	{"envFile", ".env", fifo, `MCP server "x": "envFile" <dir>/.env is not a regular file (a named pipe); give a regular file`},
	{"envFile", ".env", mkdir, `MCP server "x": "envFile" <dir>/.env is not a regular file (a directory); give a regular file`},
	{"envFile", ".env", linkToZero, `MCP server "x": "envFile" <dir>/.env is not a regular file (a character device); give a regular file`},
	{"envFile", ".env", sparse, `MCP server "x": "envFile" <dir>/.env is 1073741824 bytes, over the limit of 1048576 bytes`},
	{"envFile", ".env", content("[default]\naws_secret_access_key = " + fileSecret + "\n"), `MCP server "x": "envFile" <dir>/.env: line 1 is not KEY=VALUE (a name is letters, digits, '_' and '.', then = and the value)`},
	{"envFile", ".env", content("A=1\r\n# a comment\r\naws_secret_access_key " + fileSecret + "\r\n"), `MCP server "x": "envFile" <dir>/.env: line 3 is not KEY=VALUE (a name is letters, digits, '_' and '.', then = and the value)`},
	{"envFile", ".env", content("A=1\nB=\"" + fileSecret + "\nC=2\n"), `MCP server "x": "envFile" <dir>/.env: line 2 opens a quoted value that is never closed`},
	{"envFile", ".env", content("\x00\x1b[31m\xff"), `MCP server "x": "envFile" <dir>/.env: line 1 is not KEY=VALUE (a name is letters, digits, '_' and '.', then = and the value)`},
	{"typeCache", "types.json", fifo, `the type cache <dir>/types.json is not a regular file (a named pipe); give a regular file (or turn the cache off: --type-cache none)`},
	{"typeCache", "types.json", sparse, `the type cache <dir>/types.json is 1073741824 bytes, over the limit of 8388608 bytes (or turn the cache off: --type-cache none)`},
	{"typeCache", "types.json", content("[default]\naws_secret_access_key = " + fileSecret + "\n"), `the type cache <dir>/types.json is not one the gateway wrote (line 1 is not JSON); give another file, or turn the cache off: --type-cache none`},
	{"token", "", fifo, `<dir>/<token>.json is not a regular file (a named pipe); give a regular file`},
	{"token", "", sparse, `<dir>/<token>.json is 1073741824 bytes, over the limit of 65536 bytes`},
	{"token", "", content("{\n\"token\": " + fileSecret + "}"), `<dir>/<token>.json is not a token file: line 2 is not JSON`},
}

func mkdir(p string) error      { return os.Mkdir(p, 0o700) }
func fifo(p string) error       { return syscall.Mkfifo(p, 0o600) }
func linkToZero(p string) error { return os.Symlink("/dev/zero", p) }
func sparse(p string) error {
	f, err := os.Create(p)
	if err != nil {
		return err
	}
	defer f.Close()
	return f.Truncate(1 << 30)
}
func content(s string) func(string) error {
	return func(p string) error { return os.WriteFile(p, []byte(s), 0o600) }
}

// The token file of tokenURL with no client of its own.
const tokenURL = "https://tokens.example/mcp"

// TestFileRefusals reads each refused file through what the gateway calls
// (LoadConfigWith, New, NewOAuthHandler) and checks the text, that it never
// holds the secret, and that the docs quote it.
func TestFileRefusals(t *testing.T) {
	doc, err := doctest.TableCodeSpans("../docs/mcp-gateway.md", "#### File refusals")
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256([]byte(tokenURL + "\n"))
	tokenName := hex.EncodeToString(sum[:12]) + ".json"
	for _, c := range fileRefusals {
		dir := t.TempDir()
		name := c.name
		if c.reader == "token" {
			name = tokenName
		}
		path := filepath.Join(dir, name)
		if err := c.make(path); err != nil {
			t.Fatal(err)
		}
		var got string
		switch c.reader {
		case "config":
			_, err = mcpgw.LoadConfigWith(path, mcpgw.ConfigOptions{Workspace: dir})
		case "envFile":
			cfg := filepath.Join(dir, "mcp.json")
			os.WriteFile(cfg, []byte(`{"mcpServers": {"x": {"command": "npx", "envFile": ".env"}}}`), 0o600)
			_, err = mcpgw.LoadConfigWith(cfg, mcpgw.ConfigOptions{Workspace: dir})
			if err != nil {
				err = errors.New(strings.TrimPrefix(err.Error(), cfg+": "))
			}
		case "typeCache":
			cfg := mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"x": {Command: "/nonexistent/mcp-server"}}}
			var gw *mcpgw.Gateway
			gw, err = mcpgw.New(context.Background(), cfg, mcpgw.Options{TypeCache: path})
			if gw != nil {
				gw.Close()
			}
		case "token":
			var log bytes.Buffer
			_, err = mcpgw.NewOAuthHandler("docs", mcpgw.ServerConfig{URL: tokenURL}, mcpgw.OAuthOptions{Dir: dir},
				slog.New(slog.NewJSONHandler(&log, nil)))
			if err != nil {
				t.Fatal(err)
			}
			var rec struct{ Msg, Error string }
			if jerr := json.Unmarshal(log.Bytes(), &rec); jerr != nil || rec.Msg != "stored OAuth tokens are ignored" {
				t.Fatalf("log %s", log.String())
			}
			err = errors.New(rec.Error)
		}
		if err != nil {
			got = strings.ReplaceAll(strings.ReplaceAll(err.Error(), dir, "<dir>"), tokenName, "<token>.json")
		}
		if got != c.want {
			t.Errorf("%s %s:\n got %s\nwant %s", c.reader, c.name, got, c.want)
		}
		if strings.Contains(got, "EXAMPLEKEY") || strings.Contains(got, "wJalr") {
			t.Errorf("the text holds the secret: %s", got)
		}
		if !doc[c.want] {
			t.Errorf("docs/mcp-gateway.md's file refusals do not quote %s", c.want)
		}
	}
}
