package mcpgw

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/codemode/codemode/internal/boundedfile"
)

// Config is the set of upstream MCP servers, read from the config file an
// agent already has (see [ParseConfig] for every shape accepted):
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
// "sse", the older HTTP+SSE transport) to. Its strings are used as they are:
// variables are expanded when a config file is parsed.
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
	// OAuth configures OAuth 2.1 for an HTTP server that asks for it; nil
	// means the defaults (see [OAuthConfig]). It is ignored for stdio.
	OAuth *OAuthConfig `json:"oauth,omitempty"`

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
			return errors.New(textConfigNoCommand(name))
		}
		if c.URL != "" {
			return errors.New(textConfigCommandAndURL(name))
		}
	case transportHTTP, transportSSE:
		if c.URL == "" {
			return errors.New(textConfigTypeNoURL(name, c.Type))
		}
		if !strings.HasPrefix(c.URL, "http://") && !strings.HasPrefix(c.URL, "https://") {
			return errors.New(textConfigNotHTTPURL(name, c.URL))
		}
	default:
		return errors.New(textConfigUnknownType(name, c.Type))
	}
	return nil
}

// LoadConfig reads and parses a config file with default options; see
// [ParseConfig].
func LoadConfig(path string) (Config, error) {
	return LoadConfigWith(path, ConfigOptions{})
}

// MaxConfigBytes bounds a config file, and each envFile it names.
const MaxConfigBytes = 1 << 20

// LoadConfigWith reads and parses a config file; see [ParseConfigWith]. A
// relative envFile is read from the workspace folder. The file must be a
// regular file of at most [MaxConfigBytes]; a named pipe or a device is
// refused without waiting on it.
func LoadConfigWith(path string, opts ConfigOptions) (Config, error) {
	b, err := boundedfile.Read(path, MaxConfigBytes)
	if err != nil {
		return Config{}, fmt.Errorf(textConfigFileRefused, err)
	}
	c, err := ParseConfigWith(b, opts)
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
		return "", ServerConfig{}, errors.New(textMCPFlagForm(spec))
	}
	command = strings.TrimSpace(command)
	if strings.HasPrefix(command, "http://") || strings.HasPrefix(command, "https://") {
		return name, ServerConfig{URL: command}, nil
	}
	words, err := SplitCommand(command)
	if err != nil {
		return "", ServerConfig{}, errors.New(textMCPFlagSplit(spec, err))
	}
	if len(words) == 0 {
		return "", ServerConfig{}, errors.New(textMCPFlagEmpty(spec))
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
				return nil, errors.New(textUnterminatedSingleQuote)
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
				return nil, errors.New(textUnterminatedDoubleQuote)
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
