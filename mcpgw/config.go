package mcpgw

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
)

// Config is the set of upstream MCP servers, in the conventional format MCP
// clients already use (Claude Desktop's claude_desktop_config.json, Claude
// Code's .mcp.json, Cursor's mcp.json):
//
//	{"mcpServers": {
//	  "memory": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-memory"]},
//	  "docs":   {"url": "https://example.com/mcp", "headers": {"Authorization": "Bearer ${DOCS_TOKEN}"}}
//	}}
type Config struct {
	// Servers maps each server's name to how to reach it. The name
	// becomes the program's provider name (see [ProviderName]).
	Servers map[string]ServerConfig `json:"mcpServers"`
}

// ServerConfig says how to reach one upstream MCP server: a command to run
// and speak to over stdio, or a URL to speak streamable HTTP (or, with Type
// "sse", the older HTTP+SSE transport) to.
type ServerConfig struct {
	// Type is "stdio", "http" (streamable HTTP) or "sse". Empty means
	// stdio when Command is set and http when URL is set. The spellings
	// "streamable-http", "streamableHttp" and "streamable_http" mean http.
	Type string `json:"type,omitempty"`
	// Command is the program to run, found on PATH like a shell would.
	Command string `json:"command,omitempty"`
	// Args are its arguments.
	Args []string `json:"args,omitempty"`
	// Env is added to the gateway's own environment for the command.
	Env map[string]string `json:"env,omitempty"`
	// Cwd is the command's working directory; empty means the gateway's.
	Cwd string `json:"cwd,omitempty"`
	// URL is the MCP endpoint of an HTTP server.
	URL string `json:"url,omitempty"`
	// Headers are sent with every HTTP request, e.g. Authorization.
	Headers map[string]string `json:"headers,omitempty"`
	// Disabled leaves the server out, as some clients' configs allow.
	Disabled bool `json:"disabled,omitempty"`

	// Fields of the gateway's own (not other clients' configs).

	// InheritEnv names variables of the gateway's environment a stdio
	// server inherits besides the default safe set (PATH, HOME, …):
	// exact names, NAME_* prefixes, or "*" for the whole environment.
	InheritEnv []string `json:"inheritEnv,omitempty"`
	// Approve overrides Options.Approve for this server's tools:
	// "destructive", "writes", "all" or "none".
	Approve string `json:"approve,omitempty"`
}

// The transports a ServerConfig can name.
const (
	transportStdio = "stdio"
	transportHTTP  = "http"
	transportSSE   = "sse"
)

// transport returns the normalized transport of c.
func (c ServerConfig) transport() string {
	switch strings.ToLower(c.Type) {
	case "":
		if c.Command == "" && c.URL != "" {
			return transportHTTP
		}
		return transportStdio
	case "stdio":
		return transportStdio
	case "http", "streamable-http", "streamablehttp", "streamable_http":
		return transportHTTP
	case "sse":
		return transportSSE
	}
	return c.Type
}

// validate checks one server's entry and says what to fix.
func (c ServerConfig) validate(name string) error {
	switch c.transport() {
	case transportStdio:
		if c.Command == "" {
			return fmt.Errorf("MCP server %q has no \"command\" (or \"url\"); give it one", name)
		}
		if c.URL != "" {
			return fmt.Errorf("MCP server %q has both \"command\" and \"url\"; keep one", name)
		}
	case transportHTTP, transportSSE:
		if c.URL == "" {
			return fmt.Errorf("MCP server %q has type %q but no \"url\"", name, c.Type)
		}
		if !strings.HasPrefix(c.URL, "http://") && !strings.HasPrefix(c.URL, "https://") {
			return fmt.Errorf("MCP server %q: \"url\" %q is not an http:// or https:// URL", name, c.URL)
		}
	default:
		return fmt.Errorf("MCP server %q has type %q; use \"stdio\", \"http\" or \"sse\"", name, c.Type)
	}
	return nil
}

// ParseConfig reads the JSON of a config file. Unknown fields are ignored,
// as clients' configs carry their own; ${NAME} and ${NAME:-default} in
// command, args, env, cwd, url and headers are replaced from the
// environment, as Claude Code does, so a token need not be written into the
// file. It refuses a config without servers and a server entry that names
// neither a command nor a URL.
func ParseConfig(data []byte) (Config, error) {
	var c Config
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&c); err != nil {
		return Config{}, fmt.Errorf("the config is not valid JSON: %w", err)
	}
	if c.Servers == nil {
		return Config{}, errors.New(`the config has no "mcpServers" object; write {"mcpServers": {"name": {"command": "...", "args": [...]}}}`)
	}
	for name, s := range c.Servers {
		s = s.expand()
		c.Servers[name] = s
		if s.Disabled {
			continue
		}
		if err := s.validate(name); err != nil {
			return Config{}, err
		}
	}
	return c, nil
}

// LoadConfig reads and parses a config file; see [ParseConfig].
func LoadConfig(path string) (Config, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return Config{}, err
	}
	c, err := ParseConfig(b)
	if err != nil {
		return Config{}, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

// names returns the enabled servers' names, sorted.
func (c Config) names() []string {
	var out []string
	for name, s := range c.Servers {
		if !s.Disabled {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// expand replaces ${NAME} and ${NAME:-default} from the environment.
func (c ServerConfig) expand() ServerConfig {
	c.Command = expandEnv(c.Command)
	c.Cwd = expandEnv(c.Cwd)
	c.URL = expandEnv(c.URL)
	if c.Args != nil {
		args := make([]string, len(c.Args))
		for i, a := range c.Args {
			args[i] = expandEnv(a)
		}
		c.Args = args
	}
	c.Env = expandMap(c.Env)
	c.Headers = expandMap(c.Headers)
	return c
}

func expandMap(m map[string]string) map[string]string {
	if m == nil {
		return nil
	}
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = expandEnv(v)
	}
	return out
}

// expandEnv replaces ${NAME} and ${NAME:-default}; a bare $NAME is left
// alone, since arguments often carry dollar signs.
func expandEnv(s string) string {
	if !strings.Contains(s, "${") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "${")
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			break
		}
		b.WriteString(s[:i])
		expr := s[i+2 : i+j]
		name, def, hasDef := strings.Cut(expr, ":-")
		if v, ok := os.LookupEnv(name); ok && (v != "" || !hasDef) {
			b.WriteString(v)
		} else {
			b.WriteString(def)
		}
		s = s[i+j+1:]
	}
	b.WriteString(s)
	return b.String()
}

// ParseServerSpec reads the NAME=COMMAND form of `codemode run --mcp`:
// COMMAND is split into words like a shell would (see [SplitCommand]), and
// a COMMAND that is an http:// or https:// URL names a streamable HTTP
// server instead.
//
//	mem=npx -y @modelcontextprotocol/server-memory
//	docs=https://example.com/mcp
func ParseServerSpec(spec string) (name string, cfg ServerConfig, err error) {
	name, command, ok := strings.Cut(spec, "=")
	name = strings.TrimSpace(name)
	if !ok || name == "" {
		return "", ServerConfig{}, fmt.Errorf("--mcp %q: want NAME=COMMAND, e.g. mem=\"npx -y @modelcontextprotocol/server-memory\"", spec)
	}
	command = strings.TrimSpace(command)
	if strings.HasPrefix(command, "http://") || strings.HasPrefix(command, "https://") {
		return name, ServerConfig{URL: command}, nil
	}
	words, err := SplitCommand(command)
	if err != nil {
		return "", ServerConfig{}, fmt.Errorf("--mcp %q: %v", spec, err)
	}
	if len(words) == 0 {
		return "", ServerConfig{}, fmt.Errorf("--mcp %q: the command is empty", spec)
	}
	return name, ServerConfig{Command: words[0], Args: words[1:]}, nil
}

// SplitCommand splits a command line into words the way a POSIX shell
// does, without expanding anything: words are separated by unquoted
// whitespace; single quotes keep everything literally; double quotes keep
// everything but \" \\ \$ \` and a backslash-newline; an unquoted backslash
// escapes the next character. An unterminated quote is an error.
func SplitCommand(s string) ([]string, error) {
	var (
		words  []string
		cur    strings.Builder
		inWord bool
	)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case c == '\\':
			inWord = true
			if i+1 < len(s) {
				i++
				if s[i] != '\n' {
					cur.WriteByte(s[i])
				}
			}
		case c == '\'':
			inWord = true
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, errors.New("unterminated single quote")
			}
			cur.WriteString(s[i+1 : i+1+j])
			i += j + 1
		case c == '"':
			inWord = true
			closed := false
			for i++; i < len(s); i++ {
				if s[i] == '"' {
					closed = true
					break
				}
				if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\"\\$`\n", s[i+1]) >= 0 {
					i++
					if s[i] != '\n' {
						cur.WriteByte(s[i])
					}
					continue
				}
				cur.WriteByte(s[i])
			}
			if !closed {
				return nil, errors.New("unterminated double quote")
			}
		default:
			inWord = true
			cur.WriteByte(c)
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}
