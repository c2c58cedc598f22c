package mcpgw_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/doctest"
	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// configEnv is the environment the config tests expand from.
var configEnv = map[string]string{
	"TOKEN":                   "s3cret",
	"EMPTY":                   "",
	"HOME_DIR":                "/home/ada",
	"CODEMODE_INPUT_FROM_ENV": "env-answer",
}

func configOptions(t *testing.T) mcpgw.ConfigOptions {
	ws := t.TempDir()
	os.WriteFile(filepath.Join(ws, ".env"), []byte("# the project's secrets\nexport DB_URL=postgres://db\nAPI_KEY=\"k 1\"\n"), 0o600)
	return mcpgw.ConfigOptions{
		Workspace: ws,
		Inputs:    map[string]string{"api-key": "flag-answer", "zone": "flag-answer"},
		LookupEnv: func(k string) (string, bool) { v, ok := configEnv[k]; return v, ok },
	}
}

// TestConfigShapes enumerates every shape of config the agents write and
// what the gateway makes of each.
func TestConfigShapes(t *testing.T) {
	stdio := func(cmd string, args ...string) mcpgw.ServerConfig {
		return mcpgw.ServerConfig{Command: cmd, Args: args}
	}
	for _, c := range []struct {
		name, config string
		want         func(ws string) map[string]mcpgw.ServerConfig
	}{
		{"Claude Desktop", `{"mcpServers": {"memory": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-memory"], "env": {"MEMORY_FILE_PATH": "/tmp/m.jsonl"}}}}`,
			func(string) map[string]mcpgw.ServerConfig {
				s := stdio("npx", "-y", "@modelcontextprotocol/server-memory")
				s.Env = map[string]string{"MEMORY_FILE_PATH": "/tmp/m.jsonl"}
				return map[string]mcpgw.ServerConfig{"memory": s}
			}},
		{"Claude Code .mcp.json", `{"mcpServers": {"docs": {"type": "http", "url": "https://example.com/mcp", "headers": {"Authorization": "Bearer ${TOKEN}"}},
		  "old": {"type": "sse", "url": "${BASE:-https://example.com}/sse"}}}`,
			func(string) map[string]mcpgw.ServerConfig {
				return map[string]mcpgw.ServerConfig{
					"docs": {Type: "http", URL: "https://example.com/mcp", Headers: map[string]string{"Authorization": "Bearer s3cret"}},
					"old":  {Type: "sse", URL: "https://example.com/sse"},
				}
			}},
		{"Cursor with envFile and ${env:}", `{"mcpServers": {"db": {"command": "db-mcp", "args": ["--url", "${env:TOKEN}"], "envFile": ".env", "env": {"API_KEY": "override", "PORT": 5432, "DEBUG": true}}}}`,
			func(string) map[string]mcpgw.ServerConfig {
				s := stdio("db-mcp", "--url", "s3cret")
				s.Env = map[string]string{"DB_URL": "postgres://db", "API_KEY": "override", "PORT": "5432", "DEBUG": "true"}
				return map[string]mcpgw.ServerConfig{"db": s}
			}},
		{"Cursor envFile in the workspace folder", `{"mcpServers": {"db": {"command": "db-mcp", "envFile": "${workspaceFolder}/.env"}}}`,
			func(string) map[string]mcpgw.ServerConfig {
				s := stdio("db-mcp")
				s.Env = map[string]string{"DB_URL": "postgres://db", "API_KEY": "k 1"}
				return map[string]mcpgw.ServerConfig{"db": s}
			}},
		{"Windsurf serverUrl", `{"mcpServers": {"remote": {"serverUrl": "https://example.com/mcp", "headers": {"X-Key": "${TOKEN}"}}}}`,
			func(string) map[string]mcpgw.ServerConfig {
				return map[string]mcpgw.ServerConfig{"remote": {URL: "https://example.com/mcp", Headers: map[string]string{"X-Key": "s3cret"}}}
			}},
		{"Gemini httpUrl", `{"mcpServers": {"remote": {"httpUrl": "https://example.com/mcp"}}}`,
			func(string) map[string]mcpgw.ServerConfig {
				return map[string]mcpgw.ServerConfig{"remote": {Type: "http", URL: "https://example.com/mcp"}}
			}},
		{"VS Code servers and inputs", `{
		  // .vscode/mcp.json
		  "inputs": [
		    {"type": "promptString", "id": "api-key", "description": "API key", "password": true},
		    {"type": "promptString", "id": "from-env", "description": "Answered by CODEMODE_INPUT_FROM_ENV"},
		    {"type": "pickString", "id": "region", "options": ["eu", "us"], "default": "eu"},
		  ],
		  "servers": {
		    "github": {"type": "http", "url": "https://api.example.com/mcp/", "headers": {"Authorization": "Bearer ${input:api-key}"}},
		    "local": {"type": "stdio", "command": "node", "args": ["${workspaceFolder}/server.js", "${input:region}", "${input:from-env}"], "cwd": "${workspaceFolder}"},
		  },
		}`,
			func(ws string) map[string]mcpgw.ServerConfig {
				return map[string]mcpgw.ServerConfig{
					"github": {Type: "http", URL: "https://api.example.com/mcp/", Headers: map[string]string{"Authorization": "Bearer flag-answer"}},
					"local":  {Type: "stdio", Command: "node", Args: []string{ws + "/server.js", "eu", "env-answer"}, Cwd: ws},
				}
			}},
		{"VS Code settings.json", `{"editor.fontSize": 14, "mcp": {"servers": {"memory": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-memory"]}}}}`,
			func(string) map[string]mcpgw.ServerConfig {
				return map[string]mcpgw.ServerConfig{"memory": stdio("npx", "-y", "@modelcontextprotocol/server-memory")}
			}},
		{"Zed context_servers", `{"context_servers": {
		    "old-form": {"command": {"path": "node", "args": ["s.js"], "env": {"A": "1"}}, "settings": {}},
		    "new-form": {"source": "custom", "command": "uvx", "args": ["mcp-server-git"], "env": {}, "enabled": true},
		    "remote": {"url": "https://example.com/mcp", "headers": {"Authorization": "Bearer ${TOKEN}"}}}}`,
			func(string) map[string]mcpgw.ServerConfig {
				old := stdio("node", "s.js")
				old.Env = map[string]string{"A": "1"}
				return map[string]mcpgw.ServerConfig{"old-form": old, "new-form": stdio("uvx", "mcp-server-git"),
					"remote": {URL: "https://example.com/mcp", Headers: map[string]string{"Authorization": "Bearer s3cret"}}}
			}},
		{"JSONC comments and trailing commas", "{\n  /* servers */\n  \"mcpServers\": {\n    // the memory server\n    \"memory\": {\"command\": \"npx\", \"args\": [\"-y\",],},\n  },\n}",
			func(string) map[string]mcpgw.ServerConfig {
				return map[string]mcpgw.ServerConfig{"memory": stdio("npx", "-y")}
			}},
		{"variables", `{"mcpServers": {"v": {"command": "${HOME_DIR}/bin/srv", "args": ["${EMPTY}", "${EMPTY:-fallback}", "${UNSET:-fallback}", "${UNSET:-}", "$NOT_EXPANDED", "${workspaceFolderBasename}"]}}}`,
			func(ws string) map[string]mcpgw.ServerConfig {
				return map[string]mcpgw.ServerConfig{"v": stdio("/home/ada/bin/srv", "", "fallback", "fallback", "", "$NOT_EXPANDED", filepath.Base(ws))}
			}},
		{"disabled and enabled", `{"mcpServers": {"off": {"command": "x", "disabled": true, "env": {"K": "${UNSET}"}}, "off2": {"enabled": false}, "on": {"command": "y", "enabled": true, "disabled": false}}}`,
			func(string) map[string]mcpgw.ServerConfig {
				return map[string]mcpgw.ServerConfig{"off": {Command: "x", Disabled: true}, "off2": {Disabled: true}, "on": stdio("y")}
			}},
		{"transport spellings", `{"mcpServers": {"a": {"type": "streamable-http", "url": "http://127.0.0.1:1/mcp"}, "b": {"type": "streamableHttp", "url": "http://127.0.0.1:2/mcp"}}}`,
			func(string) map[string]mcpgw.ServerConfig {
				return map[string]mcpgw.ServerConfig{"a": {Type: "streamable-http", URL: "http://127.0.0.1:1/mcp"}, "b": {Type: "streamableHttp", URL: "http://127.0.0.1:2/mcp"}}
			}},
		{"OAuth settings", `{"mcpServers": {"r": {"url": "https://example.com/mcp", "oauth": {"clientId": "cid", "scopes": ["read"], "redirectPort": 8976}}}}`,
			func(string) map[string]mcpgw.ServerConfig {
				return map[string]mcpgw.ServerConfig{"r": {URL: "https://example.com/mcp", OAuth: &mcpgw.OAuthConfig{ClientID: "cid", Scopes: []string{"read"}, RedirectPort: 8976}}}
			}},
	} {
		t.Run(c.name, func(t *testing.T) {
			opts := configOptions(t)
			got, err := mcpgw.ParseConfigWith([]byte(c.config), opts)
			if err != nil {
				t.Fatal(err)
			}
			if want := c.want(opts.Workspace); !reflect.DeepEqual(got.Servers, want) {
				t.Errorf("got  %+v\nwant %+v", got.Servers, want)
			}
		})
	}
}

// configRefusals are the configs the gateway refuses, each with its text;
// docs/mcp-gateway.md quotes every one.
var configRefusals = []struct{ config, want string }{
	{`[`, `the config is not valid JSON (comments and trailing commas are allowed): line 1, column 2: parsing value: unexpected EOF`},
	{`[]`, `the config must be a JSON object such as {"mcpServers": {"memory": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-memory"]}}}; got an array`},
	{`{}`, `the config has no "mcpServers" object (nor VS Code's "servers" or Zed's "context_servers"); write {"mcpServers": {"memory": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-memory"]}}}`},
	{`{"mcpServers": [], "servers": {}}`, `the config has both "mcpServers" and "servers"; keep the servers under one of them`},
	{`{"mcpServers": [{"command": "npx"}]}`, `"mcpServers" must be an object mapping each server's name to its settings, as in {"mcpServers": {"memory": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-memory"]}}}; got an array`},
	{`{"mcpServers": {"x": "npx server"}}`, `MCP server "x" must be an object such as {"command": "npx", "args": ["-y", "some-server"]} or {"url": "https://example.com/mcp"}; got a string`},
	{`{"mcpServers": {"x": {}}}`, `MCP server "x" has no "command" (or "url"); give it one`},
	{`{"mcpServers": {"x": {"command": "npx", "url": "https://example.com/mcp"}}}`, `MCP server "x" has both "command" and "url"; keep one`},
	{`{"mcpServers": {"x": {"type": "ws", "url": "wss://example.com"}}}`, `MCP server "x" has type "ws"; use "stdio", "http" or "sse"`},
	{`{"mcpServers": {"x": {"type": "http"}}}`, `MCP server "x" has type "http" but no "url"; add the server's endpoint, as in "url": "https://example.com/mcp"`},
	{`{"mcpServers": {"x": {"url": "ftp://example.com"}}}`, `MCP server "x": "url" "ftp://example.com" is not an http:// or https:// URL; write the server's HTTP endpoint, or give a "command" for a stdio server`},
	{"\ufeff{\"mcpServers\": {\"x\": {\"command\": null}}}", `MCP server "x": "command" must be a string, as in "command": "npx"; got null`}, // after a byte-order mark
	{`{"mcpServers": {"x": {"url": "https://a.example/mcp", "serverUrl": "https://b.example/mcp"}}}`, `MCP server "x" has both "url" and "serverUrl" with different URLs; keep one`},
	{`{"mcpServers": {"x": {"command": ["npx", "-y"]}}}`, `MCP server "x": "command" must be a string, as in "command": "npx"; got an array`},
	{`{"mcpServers": {"x": {"command": "npx", "args": "-y server"}}}`, `MCP server "x": "args" must be an array of strings, as in "args": ["-y", "some-server"]; got a string`},
	{`{"mcpServers": {"x": {"command": "npx", "args": ["-y", 3]}}}`, `MCP server "x": argument 2 must be a string, as in "args": ["-y", "some-server"]; got a number`},
	{`{"mcpServers": {"x": {"command": null}}}`, `MCP server "x": "command" must be a string, as in "command": "npx"; got null`},
	{`{"mcpServers": {"x": {"command": "npx", "env": ["A=1"]}}}`, `MCP server "x": "env" must be an object of strings, as in "env": {"API_KEY": "${API_KEY}"}; got an array`},
	{`{"mcpServers": {"x": {"command": "npx", "env": {"A": null}}}}`, `MCP server "x": env "A" must be a string, as in "env": {"API_KEY": "${API_KEY}"}; got null`},
	{`{"mcpServers": {"x": {"url": "https://example.com/mcp", "headers": {"X-Retry": 3}}}}`, `MCP server "x": header "X-Retry" must be a string, as in "headers": {"Authorization": "Bearer ${TOKEN}"}; got a number`},
	{`{"mcpServers": {"x": {"command": "npx", "disabled": "yes"}}}`, `MCP server "x": "disabled" must be true or false, as in "disabled": false; got a string`},
	{`{"mcpServers": {"x": {"command": "npx", "disabled": true, "enabled": true}}}`, `MCP server "x" has "disabled": true and "enabled": true; keep one`},
	{`{"mcpServers": {"x": {"command": {"args": []}}}}`, `MCP server "x": "command" as an object must be {"path": "program", "args": ["..."], "env": {"NAME": "value"}}, as Zed writes it`},
	{`{"mcpServers": {"x": {"command": "npx -y @modelcontextprotocol/server-memory"}}}`, `MCP server "x": "command" is "npx -y @modelcontextprotocol/server-memory", a whole command line; put the program in "command" and its arguments in "args": "command": "npx", "args": ["-y","@modelcontextprotocol/server-memory"]`},
	{`{"mcpServers": {"docs": {"url": "https://example.com/mcp", "headers": {"Authorization": "Bearer ${DOCS_TOKEN}"}}}}`, `MCP server "docs", header "Authorization": ${DOCS_TOKEN} is not set: set DOCS_TOKEN in the environment the gateway runs in, or write ${DOCS_TOKEN:-default}`},
	{`{"mcpServers": {"x": {"command": "npx", "args": ["--key", "${env:API_KEY}"]}}}`, `MCP server "x", argument 2: ${env:API_KEY} is not set: set API_KEY in the environment the gateway runs in`},
	{`{"mcpServers": {"x": {"command": "npx", "env": {"K": "${input:key}"}}}}`, `MCP server "x", env "K": ${input:key} is an input the config's "inputs" do not declare; add {"type": "promptString", "id": "key"} to "inputs"`},
	{`{"inputs": [{"type": "promptString", "id": "gh-token", "password": true}], "servers": {"gh": {"url": "https://example.com/mcp", "headers": {"Authorization": "Bearer ${input:gh-token}"}}}}`, `MCP server "gh", header "Authorization": ${input:gh-token} is an input with no answer: the gateway cannot prompt, so give it with --input gh-token=VALUE or in the environment as CODEMODE_INPUT_GH_TOKEN`},
	{`{"mcpServers": {"x": {"command": "npx", "cwd": "${config:root}"}}}`, `MCP server "x", "cwd": ${config:root} is not a variable the gateway knows; use ${NAME}, ${NAME:-default}, ${env:NAME}, ${input:ID}, ${workspaceFolder}, ${workspaceFolderBasename} or ${userHome}`},
	{`{"mcpServers": {"x": {"command": "npx", "args": ["${command:pickFile}"]}}}`, `MCP server "x", argument 1: ${command:pickFile} is not a variable the gateway knows; use ${NAME}, ${NAME:-default}, ${env:NAME}, ${input:ID}, ${workspaceFolder}, ${workspaceFolderBasename} or ${userHome}`},
	{`{"mcpServers": {"x": {"url": "https://example.com/${PATH_PART"}}}`, `MCP server "x", "url": "https://example.com/${PATH_PART" has a "${" without its "}"; close it, as in ${NAME}`},
	{`{"mcpServers": {"x": {"command": "npx", "envFile": "missing.env"}}}`, `MCP server "x": "envFile" <workspace>/missing.env cannot be read: no such file or directory; create it or fix the path (a relative path is read from the workspace folder <workspace>)`},
	{`{"inputs": [{"type": "pickString", "id": "zone", "options": ["eu", {"label": "US", "value": "us"}]}], "servers": {"x": {"command": "srv", "args": ["${input:zone}"]}}}`, `MCP server "x", argument 1: ${input:zone} is answered "flag-answer" (--input zone), which is not one of the input's options: eu, us`},
	{`{"inputs": {"id": "x"}, "servers": {}}`, `"inputs" must be an array of inputs such as {"type": "promptString", "id": "api-key", "description": "API key", "password": true}; got an object`},
	{`{"inputs": [{"type": "promptString"}], "servers": {}}`, `input 1 of "inputs" needs an "id" (a string), as in {"type": "promptString", "id": "api-key"}`},
	{`{"mcpServers": {"x": {"url": "https://example.com/mcp", "oauth": {"client_id": "a"}}}}`, `MCP server "x": "oauth" must be an object such as {"clientId": "...", "scopes": ["read"]} (fields: clientId, clientSecret, clientMetadataUrl, scopes, redirectPort, disabled): unknown field "client_id"`},
	{`{"mcpServers": {"": {"command": "npx"}}}`, `an MCP server in the config has an empty name; give it one`},
}

// TestConfigRefusals checks every refusal's text, and that the docs quote it.
func TestConfigRefusals(t *testing.T) {
	doc, err := doctest.TableCodeSpans("../docs/mcp-gateway.md", "#### Config refusals")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range configRefusals {
		opts := configOptions(t)
		_, err := mcpgw.ParseConfigWith([]byte(c.config), opts)
		got := "<accepted>"
		if err != nil {
			got = strings.ReplaceAll(err.Error(), opts.Workspace, "<workspace>")
		}
		if got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.config, got, c.want)
		}
		if !doc[c.want] {
			t.Errorf("docs/mcp-gateway.md's config refusals do not quote %s", c.want)
		}
	}
}

// Two servers whose names make one provider name are both kept, the later
// one with a suffix and a warning in the log; through the CLI too.
func TestNameCollision(t *testing.T) {
	t.Parallel()
	var log syncBuffer
	srv := mcpgw.ServerConfig{Command: nodeBin(t), Args: []string{everythingJS(t), "stdio"}}
	cfg := mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"my-server": srv, "my_server": srv}}
	gw := newGateway(t, cfg, mcpgw.Options{Logger: slog.New(slog.NewTextHandler(&log, nil))})
	res := gw.Execute(context.Background(), `async () => [await my_server.echo({ message: "a" }), await my_server_2.echo({ message: "b" })]`, codemode.Limits{})
	if res.Error != nil || string(res.Value) != `["Echo: a","Echo: b"]` {
		t.Fatalf("%s %v", res.Value, res.Error)
	}
	want := `MCP servers \"my-server\" and \"my_server\" would both be the provider \"my_server\" in programs; \"my_server\" is \"my_server_2\" instead (rename one of them in the config to choose)`
	if !strings.Contains(log.String(), want) {
		t.Fatalf("log %s\nwant %s", log.String(), want)
	}
	// Through the CLI: the gateway starts and reports both servers.
	out, err := exec.Command(codemodeBinary(t), "mcp", "--config", writeConfig(t, cfg), "--report").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "my-server") || !strings.Contains(string(out), "my_server") {
		t.Fatalf("%v: %s", err, out)
	}
}

// syncBuffer is a bytes.Buffer safe for the logger's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// A VS Code config (JSONC, "servers" and "inputs") through the command line:
// one input answered with --input, one from CODEMODE_INPUT_<ID>, the
// workspace folder from --workspace, and an envFile beside it, all reach the
// stdio server's environment (read back with server-everything's get-env).
func TestVSCodeConfigThroughTheCLI(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	os.WriteFile(filepath.Join(ws, ".env"), []byte("FROM_ENV_FILE=dotenv\n"), 0o600)
	config := `{
  // .vscode/mcp.json
  "inputs": [
    {"type": "promptString", "id": "api-key", "description": "API key", "password": true},
    {"type": "promptString", "id": "region"},
  ],
  "servers": {
    "everything": {
      "type": "stdio",
      "command": "` + nodeBin(t) + `",
      "args": ["` + everythingJS(t) + `", "stdio"],
      "envFile": "${workspaceFolder}/.env",
      "env": {"FROM_FLAG": "${input:api-key}", "FROM_INPUT_ENV": "${input:region}", "WS": "${workspaceFolder}"},
    },
  },
}`
	p := filepath.Join(t.TempDir(), "mcp.json")
	os.WriteFile(p, []byte(config), 0o600)
	cmd := exec.Command(codemodeBinary(t), "mcp", "--config", p, "--quiet", "--input", "api-key=sk-123", "--workspace", ws)
	cmd.Env = append(os.Environ(), "CODEMODE_INPUT_REGION=eu-west")
	cs := connect(t, &mcp.CommandTransport{Command: cmd}, nil)
	var out executeOut
	text, isErr := callTool(t, cs, "execute", map[string]any{"code": `async () => {
	  const r = await everything["get-env"]()
	  const env = typeof r === "string" ? JSON.parse(r) : r
	  return [env.FROM_FLAG, env.FROM_INPUT_ENV, env.WS, env.FROM_ENV_FILE]
	}`}, &out)
	if isErr || !sameJSON(out.Result, `["sk-123","eu-west",`+strconv.Quote(ws)+`,"dotenv"]`) {
		t.Fatalf("%s", text)
	}
	// Without the answer the gateway refuses the config, naming the input.
	cmd = exec.Command(codemodeBinary(t), "mcp", "--config", p, "--workspace", ws)
	cmd.Env = append(os.Environ(), "CODEMODE_INPUT_REGION=eu-west")
	res, err := cmd.CombinedOutput()
	want := `MCP server "everything", env "FROM_FLAG": ${input:api-key} is an input with no answer: the gateway cannot prompt, so give it with --input api-key=VALUE or in the environment as CODEMODE_INPUT_API_KEY`
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 2 || !strings.Contains(string(res), want) {
		t.Fatalf("%v: %s", err, res)
	}
}
