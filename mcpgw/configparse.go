package mcpgw

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/codemode/codemode/internal/boundedfile"
	"github.com/joho/godotenv"
	"github.com/tailscale/hujson"
)

// ConfigOptions say where the values a config refers to come from. The zero
// value reads the process's environment and takes the current directory as
// the workspace folder.
type ConfigOptions struct {
	// Inputs are the answers to the config's VS Code "inputs" (by id), as
	// given with `codemode mcp --input ID=VALUE`. An input without an
	// answer here is read from the environment variable CODEMODE_INPUT_<ID>
	// (the id upper-cased, other characters than letters and digits made
	// "_"), then from the input's "default".
	Inputs map[string]string
	// Workspace is the project directory: ${workspaceFolder}, and where a
	// relative envFile is read from. Empty means the current directory.
	Workspace string
	// LookupEnv reads the environment; nil means os.LookupEnv.
	LookupEnv func(string) (string, bool)
}

// InputEnvName is the environment variable that answers the VS Code input
// id: CODEMODE_INPUT_ and the id upper-cased, characters other than ASCII
// letters and digits made "_" (api-key: CODEMODE_INPUT_API_KEY).
func InputEnvName(id string) string {
	var b strings.Builder
	b.WriteString("CODEMODE_INPUT_")
	for _, r := range strings.ToUpper(id) {
		if 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

// ParseConfig parses a config file with default options; see
// [ParseConfigWith].
func ParseConfig(data []byte) (Config, error) {
	return ParseConfigWith(data, ConfigOptions{})
}

// ParseConfigWith reads a config file as the agents write them: JSON, or
// JSONC (comments and trailing commas), whose servers are under one of
//
//   - "mcpServers": Claude Desktop, Claude Code (.mcp.json), Cursor, Windsurf;
//   - "servers", with "inputs": VS Code (.vscode/mcp.json), or the same under
//     "mcp" in a VS Code settings.json;
//   - "context_servers": Zed, where "command" may also be an object
//     {"path", "args", "env"}.
//
// A server has "command", "args", "env", "envFile" and "cwd" (stdio), or
// "url" (also spelled "serverUrl", as Windsurf does, or "httpUrl") and
// "headers" (HTTP); "type"; "disabled": true or "enabled": false leave it
// out. Fields the gateway does not know are ignored, as clients' configs
// carry their own.
//
// In command, args, env, envFile, cwd, url and headers, ${NAME},
// ${NAME:-default} and ${env:NAME} are read from the environment,
// ${input:ID} from the config's inputs (see [ConfigOptions]),
// ${workspaceFolder} and ${workspaceFolderBasename} are the project
// directory and its name, ${userHome} the user's home directory. A variable
// that is not set, an input without an answer, or any other ${...} is an
// error naming the server, the field and the variable: nothing becomes an
// empty string silently. A bare $NAME is left alone.
//
// Every refusal names the server and the field and says how to fix it.
func ParseConfigWith(data []byte, opts ConfigOptions) (Config, error) {
	// A byte-order mark, as some editors on Windows write, is not JSON.
	std, err := hujson.Standardize(bytes.Clone(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))))
	if err != nil {
		return Config{}, errors.New(textConfigNotJSON(jsonSyntaxProblem(err)))
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(std, &top); err != nil {
		return Config{}, errors.New(textConfigNotObject(jsonKind(bytes.TrimSpace(std))))
	}
	if raw, ok := top["mcp"]; ok && top["servers"] == nil && top["mcpServers"] == nil && top["context_servers"] == nil {
		// A VS Code settings.json: {"mcp": {"servers": ..., "inputs": ...}}.
		var inner map[string]json.RawMessage
		if json.Unmarshal(raw, &inner) == nil {
			top = inner
		}
	}
	var key string
	for _, k := range []string{"mcpServers", "servers", "context_servers"} {
		if _, ok := top[k]; !ok {
			continue
		}
		if key != "" {
			return Config{}, errors.New(textConfigTwoServerKeys(key, k))
		}
		key = k
	}
	if key == "" {
		return Config{}, errors.New(textConfigNoServers())
	}
	var entries map[string]json.RawMessage
	if err := json.Unmarshal(top[key], &entries); err != nil || entries == nil {
		return Config{}, errors.New(textConfigServersNotObject(key, jsonKind(bytes.TrimSpace(top[key]))))
	}
	r := &resolver{opts: opts}
	if r.opts.LookupEnv == nil {
		r.opts.LookupEnv = os.LookupEnv
	}
	if r.opts.Workspace == "" {
		if wd, err := os.Getwd(); err == nil {
			r.opts.Workspace = wd
		}
	}
	if raw, ok := top["inputs"]; ok {
		if err := r.readInputs(raw); err != nil {
			return Config{}, err
		}
	}
	c := Config{Servers: make(map[string]ServerConfig, len(entries))}
	names := make([]string, 0, len(entries))
	for name := range entries {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if strings.TrimSpace(name) == "" {
			return Config{}, errors.New(textConfigEmptyName)
		}
		s, err := r.server(name, entries[name])
		if err != nil {
			return Config{}, err
		}
		if !s.Disabled {
			if err := s.validate(name); err != nil {
				return Config{}, err
			}
		}
		c.Servers[name] = s
	}
	return c, nil
}

const exampleConfig = `{"mcpServers": {"memory": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-memory"]}}}`

// input is one of VS Code's "inputs".
type input struct {
	ID      string
	Default *string
	Options []string // a pickString's values
}

// resolver expands one config's variables.
type resolver struct {
	opts   ConfigOptions
	inputs map[string]input
}

func (r *resolver) readInputs(raw json.RawMessage) error {
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return errors.New(textConfigInputsNotArray(jsonKind(bytes.TrimSpace(raw))))
	}
	r.inputs = map[string]input{}
	for i, e := range list {
		var raw struct {
			ID      string            `json:"id"`
			Type    string            `json:"type"`
			Default json.RawMessage   `json:"default"`
			Options []json.RawMessage `json:"options"`
		}
		if err := json.Unmarshal(e, &raw); err != nil || raw.ID == "" {
			return errors.New(textConfigInputNoID(i + 1))
		}
		in := input{ID: raw.ID}
		var def string
		if json.Unmarshal(raw.Default, &def) == nil && string(raw.Default) != "null" {
			in.Default = &def
		}
		if raw.Type == "pickString" {
			// An option is a string or {"label": ..., "value": ...}.
			for _, o := range raw.Options {
				var v string
				if json.Unmarshal(o, &v) != nil {
					var lv struct {
						Value string `json:"value"`
					}
					_ = json.Unmarshal(o, &lv)
					v = lv.Value
				}
				in.Options = append(in.Options, v)
			}
		}
		r.inputs[in.ID] = in
	}
	return nil
}

// field names one place of a server's entry in plain words.
type field struct{ name, key string }

func (f field) String() string {
	switch {
	case f.key == "":
		return strconv.Quote(f.name)
	case f.name == "args":
		return "argument " + f.key
	case f.name == "headers":
		return "header " + strconv.Quote(f.key)
	}
	return f.name + " " + strconv.Quote(f.key)
}

// server reads one server's entry.
func (r *resolver) server(name string, raw json.RawMessage) (ServerConfig, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		return ServerConfig{}, errors.New(textConfigServerNotObject(name, jsonKind(bytes.TrimSpace(raw))))
	}
	bad := func(key, want, example string) error {
		return errors.New(textConfigFieldType(name, key, want, example, jsonKind(bytes.TrimSpace(m[key]))))
	}
	isNull := func(v json.RawMessage) bool { return string(bytes.TrimSpace(v)) == "null" }
	str := func(key, example string) (string, bool, error) {
		v, ok := m[key]
		if !ok {
			return "", false, nil
		}
		var s string
		if err := json.Unmarshal(v, &s); err != nil || isNull(v) {
			return "", false, bad(key, "a string", example)
		}
		return s, true, nil
	}
	boolean := func(key string) (*bool, error) {
		v, ok := m[key]
		if !ok {
			return nil, nil
		}
		var b bool
		if err := json.Unmarshal(v, &b); err != nil || isNull(v) {
			return nil, bad(key, "true or false", fmt.Sprintf(`"%s": false`, key))
		}
		return &b, nil
	}
	strs := func(key, example string) ([]string, error) {
		v, ok := m[key]
		if !ok {
			return nil, nil
		}
		var items []json.RawMessage
		if err := json.Unmarshal(v, &items); err != nil || isNull(v) {
			return nil, bad(key, "an array of strings", example)
		}
		out := make([]string, len(items))
		for i, e := range items {
			if err := json.Unmarshal(e, &out[i]); err != nil || isNull(e) {
				return nil, errors.New(textConfigEntryType(name, field{key, strconv.Itoa(i + 1)}, example, jsonKind(bytes.TrimSpace(e))))
			}
		}
		return out, nil
	}
	strMap := func(key, example string, scalars bool) (map[string]string, error) {
		v, ok := m[key]
		if !ok {
			return nil, nil
		}
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(v, &raw); err != nil || raw == nil {
			return nil, bad(key, "an object of strings", example)
		}
		out := make(map[string]string, len(raw))
		for _, k := range slices.Sorted(maps.Keys(raw)) {
			e := raw[k]
			var s string
			if err := json.Unmarshal(e, &s); err == nil && !isNull(e) {
				out[k] = s
				continue
			}
			t := bytes.TrimSpace(e)
			if scalars && len(t) > 0 && (t[0] == 't' || t[0] == 'f' || t[0] == '-' || '0' <= t[0] && t[0] <= '9') {
				out[k] = string(t) // a number or boolean, as its JSON text
				continue
			}
			return nil, errors.New(textConfigEntryType(name, field{key, k}, example, jsonKind(t)))
		}
		return out, nil
	}

	var s ServerConfig
	var err error
	if s.Type, _, err = str("type", `"type": "stdio"`); err != nil {
		return s, err
	}
	// Zed's older form: "command": {"path": ..., "args": [...], "env": {...}}.
	var zedEnv map[string]string
	if v, ok := m["command"]; ok && len(bytes.TrimSpace(v)) > 0 && bytes.TrimSpace(v)[0] == '{' {
		var zc struct {
			Path string            `json:"path"`
			Args []string          `json:"args"`
			Env  map[string]string `json:"env"`
		}
		if err := json.Unmarshal(v, &zc); err != nil || zc.Path == "" {
			return s, errors.New(textConfigCommandObject(name))
		}
		s.Command, s.Args, zedEnv = zc.Path, zc.Args, zc.Env
	} else if s.Command, _, err = str("command", `"command": "npx"`); err != nil {
		return s, err
	}
	if _, ok := m["args"]; ok {
		if s.Args, err = strs("args", `"args": ["-y", "some-server"]`); err != nil {
			return s, err
		}
	}
	env, err := strMap("env", `"env": {"API_KEY": "${API_KEY}"}`, true)
	if err != nil {
		return s, err
	}
	envFile, hasEnvFile, err := str("envFile", `"envFile": "${workspaceFolder}/.env"`)
	if err != nil {
		return s, err
	}
	if s.Cwd, _, err = str("cwd", `"cwd": "/path/to/dir"`); err != nil {
		return s, err
	}
	var urls []string
	for _, k := range []string{"url", "serverUrl", "httpUrl"} {
		u, ok, err := str(k, `"`+k+`": "https://example.com/mcp"`)
		if err != nil {
			return s, err
		}
		if ok {
			if len(urls) > 0 && urls[0] != u {
				return s, errors.New(textConfigTwoURLs(name, urls[1], k))
			}
			urls = []string{u, k}
		}
	}
	if len(urls) > 0 {
		s.URL = urls[0]
		if urls[1] == "httpUrl" && s.Type == "" {
			s.Type = transportHTTP
		}
	}
	if s.Headers, err = strMap("headers", `"headers": {"Authorization": "Bearer ${TOKEN}"}`, false); err != nil {
		return s, err
	}
	disabled, err := boolean("disabled")
	if err != nil {
		return s, err
	}
	enabled, err := boolean("enabled")
	if err != nil {
		return s, err
	}
	if disabled != nil && enabled != nil && *disabled == *enabled {
		return s, errors.New(textConfigDisabledEnabled(name, *disabled, *enabled))
	}
	s.Disabled = disabled != nil && *disabled || enabled != nil && !*enabled
	if v, ok := m["oauth"]; ok {
		var o OAuthConfig
		dec := json.NewDecoder(bytes.NewReader(v))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&o); err != nil {
			return s, errors.New(textConfigOAuthNotObject(name, plainJSONError(err)))
		}
		if o.RedirectPort < 0 || o.RedirectPort > 65535 {
			return s, errors.New(textConfigRedirectPort(name, o.RedirectPort))
		}
		s.OAuth = &o
	}
	// The gateway's own fields: what a stdio server inherits, and which of
	// its tools need the user's approval.
	if s.InheritEnv, err = strs("inheritEnv", `"inheritEnv": ["AWS_*", "KUBECONFIG"]`); err != nil {
		return s, err
	}
	if s.Approve, _, err = str("approve", `"approve": "destructive"`); err != nil {
		return s, err
	}
	if s.Disabled {
		return s, nil // nothing of a disabled server is expanded or read
	}

	// Expansion: every string a server's entry gives.
	exp := func(f field, v string) (string, error) { return r.expand(name, f, v) }
	if s.Command, err = exp(field{"command", ""}, s.Command); err != nil {
		return s, err
	}
	for i, a := range s.Args {
		if s.Args[i], err = exp(field{"args", strconv.Itoa(i + 1)}, a); err != nil {
			return s, err
		}
	}
	if s.Cwd, err = exp(field{"cwd", ""}, s.Cwd); err != nil {
		return s, err
	}
	if s.URL, err = exp(field{"url", ""}, s.URL); err != nil {
		return s, err
	}
	if o := s.OAuth; o != nil {
		// A client's id and secret are kept out of the file as headers are:
		// "clientSecret": "${DOCS_CLIENT_SECRET}".
		for _, f := range []struct {
			key string
			v   *string
		}{{"clientId", &o.ClientID}, {"clientSecret", &o.ClientSecret}, {"clientMetadataUrl", &o.ClientMetadataURL}} {
			if *f.v, err = exp(field{"oauth", f.key}, *f.v); err != nil {
				return s, err
			}
		}
		if o.ClientSecret != "" && o.ClientID == "" {
			return s, errors.New(textConfigSecretWithoutID(name))
		}
		if u := o.ClientMetadataURL; u != "" && !isClientMetadataURL(u) {
			return s, errors.New(textConfigMetadataURL(name, u))
		}
	}
	// Maps in key order, so that the first refusal is always the same.
	for _, k := range slices.Sorted(maps.Keys(s.Headers)) {
		if s.Headers[k], err = exp(field{"headers", k}, s.Headers[k]); err != nil {
			return s, err
		}
	}
	merged := map[string]string{}
	if hasEnvFile {
		p, err := exp(field{"envFile", ""}, envFile)
		if err != nil {
			return s, err
		}
		if p != "" && !filepath.IsAbs(p) {
			p = filepath.Join(r.opts.Workspace, p)
		}
		b, err := boundedfile.Read(p, MaxConfigBytes)
		var be *boundedfile.Error
		switch {
		case err == nil:
		case errors.As(err, &be) && !errors.Is(err, boundedfile.ErrNotRegular) && !errors.Is(err, boundedfile.ErrTooLarge):
			return s, fmt.Errorf(textConfigEnvFileMissing, name, err, r.opts.Workspace)
		default:
			return s, fmt.Errorf(textConfigEnvFileRefused, name, err)
		}
		vars, err := godotenv.UnmarshalBytes(b)
		if err != nil {
			return s, errors.New(textConfigEnvFileInvalid(name, p, envFileProblem(b, err)))
		}
		for k, v := range vars {
			merged[k] = v
		}
	}
	for k, v := range zedEnv {
		merged[k] = v
	}
	for _, k := range slices.Sorted(maps.Keys(env)) {
		if merged[k], err = exp(field{"env", k}, env[k]); err != nil {
			return s, err
		}
	}
	if len(merged) > 0 {
		s.Env = merged
	}

	// A command line in "command" (and no args): the program would not be
	// found. A path with spaces that exists is kept.
	if s.transport() == transportStdio && len(s.Args) == 0 && strings.ContainsAny(strings.TrimSpace(s.Command), " \t") {
		if _, err := os.Stat(s.Command); err != nil {
			words, serr := SplitCommand(s.Command)
			if serr == nil && len(words) > 1 {
				args, _ := json.Marshal(words[1:])
				return s, errors.New(textConfigCommandLine(name, s.Command, words[0], args))
			}
		}
	}
	return s, nil
}

// variable matches one ${...}.
var variable = regexp.MustCompile(`\$\{([^}]*)\}`)

// envName is what a ${NAME} may be.
var envName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// expand replaces the variables of one string; see ParseConfigWith.
func (r *resolver) expand(server string, f field, s string) (string, error) {
	if !strings.Contains(s, "${") {
		return s, nil
	}
	var firstErr error
	out := variable.ReplaceAllStringFunc(s, func(m string) string {
		if firstErr != nil {
			return ""
		}
		v, err := r.value(m[2 : len(m)-1])
		if err != nil {
			firstErr = fmt.Errorf(textConfigVariable, server, f, m, err)
		}
		return v
	})
	if firstErr != nil {
		return "", firstErr
	}
	if i := strings.Index(out, "${"); i >= 0 && !strings.Contains(out[i:], "}") {
		return "", errors.New(textConfigUnclosedVariable(server, f, s))
	}
	return out, nil
}

// value resolves the inside of one ${...}.
func (r *resolver) value(expr string) (string, error) {
	kind, arg, hasColon := strings.Cut(expr, ":")
	switch {
	case expr == "workspaceFolder":
		return r.opts.Workspace, nil
	case expr == "workspaceFolderBasename":
		return filepath.Base(r.opts.Workspace), nil
	case expr == "userHome":
		home, err := os.UserHomeDir()
		if err != nil {
			return "", errors.New(textConfigNoHome)
		}
		return home, nil
	case hasColon && kind == "env" && envName.MatchString(arg):
		if v, ok := r.opts.LookupEnv(arg); ok {
			return v, nil
		}
		return "", errors.New(textConfigNotSet(arg))
	case hasColon && kind == "input":
		return r.input(arg)
	case envName.MatchString(expr):
		if v, ok := r.opts.LookupEnv(expr); ok {
			return v, nil
		}
		return "", errors.New(textConfigNotSetDefault(expr))
	}
	if name, def, ok := strings.Cut(expr, ":-"); ok && envName.MatchString(name) {
		if v, ok := r.opts.LookupEnv(name); ok && v != "" {
			return v, nil
		}
		return def, nil
	}
	return "", errors.New(textConfigUnknownVariable)
}

// input answers ${input:ID}.
func (r *resolver) input(id string) (string, error) {
	in, declared := r.inputs[id]
	if !declared {
		return "", errors.New(textConfigUndeclaredInput(id))
	}
	answer := func(v, from string) (string, error) {
		if len(in.Options) > 0 && !slices.Contains(in.Options, v) {
			return "", errors.New(textConfigNotAnOption(v, from, strings.Join(in.Options, ", ")))
		}
		return v, nil
	}
	if v, ok := r.opts.Inputs[id]; ok {
		return answer(v, "--input "+id)
	}
	if v, ok := r.opts.LookupEnv(InputEnvName(id)); ok {
		return answer(v, InputEnvName(id))
	}
	if in.Default != nil {
		return answer(*in.Default, "its default")
	}
	return "", errors.New(textConfigNoAnswer(id))
}

// plainJSONError says what a decoding error found without Go's type names.
func plainJSONError(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Sprintf("%q has the wrong type (got a %s)", te.Field, te.Value)
	}
	msg := err.Error()
	if f, ok := strings.CutPrefix(msg, "json: unknown field "); ok {
		return "unknown field " + f
	}
	return strings.TrimPrefix(msg, "json: ")
}

// hujsonLiteral is the part of a JSON syntax error that quotes a word or
// string of the file.
var hujsonLiteral = regexp.MustCompile(`invalid literal: .*$`)

// jsonSyntaxProblem is the text of a syntax error of the config: where, and
// what, without quoting the file (a secret in a file given by mistake must
// not reach a log). A refused character is said, as one escaped character.
func jsonSyntaxProblem(err error) string {
	msg := strings.TrimPrefix(err.Error(), "hujson: ")
	return hujsonLiteral.ReplaceAllLiteralString(msg, "a word or string that is not a JSON value (strings are in double quotes)")
}

// envFileProblem says where and why an envFile is not a KEY=VALUE file,
// from godotenv's error, without quoting the file: its errors quote the
// rest of the file, and the file holds secrets.
func envFileProblem(src []byte, err error) string {
	// godotenv parses with CRLF made LF; offsets are in that text.
	src = bytes.ReplaceAll(src, []byte("\r\n"), []byte("\n"))
	msg := err.Error()
	line := 0
	what := "is not KEY=VALUE"
	switch {
	case strings.HasPrefix(msg, "unexpected character "):
		// ... in variable name near "<the rest of the file>": the rest
		// is a suffix of the file, so its length places the line.
		if i := strings.LastIndex(msg, " near "); i >= 0 {
			if rest, uerr := strconv.Unquote(msg[i+len(" near "):]); uerr == nil && len(rest) <= len(src) && bytes.HasSuffix(src, []byte(rest)) {
				line = boundedfile.Line(src, int64(len(src)-len(rest)))
			}
		}
		what = "is not KEY=VALUE (a name is letters, digits, '_' and '.', then = and the value)"
	case strings.HasPrefix(msg, "unterminated quoted value"):
		// The value runs to the end of the file: its opening quote is
		// the last quote of its kind not escaped.
		q := strings.TrimPrefix(msg, "unterminated quoted value ")
		if q != "" {
			for i := len(src) - 1; i >= 0; i-- {
				if src[i] == q[0] && (i == 0 || src[i-1] != '\\') {
					line = boundedfile.Line(src, int64(i))
					break
				}
			}
		}
		what = "opens a quoted value that is never closed"
	}
	if line == 0 {
		return "not a KEY=VALUE file; write one NAME=value per line"
	}
	return fmt.Sprintf("line %d %s", line, what)
}
