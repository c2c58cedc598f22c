// Package failures holds codemode's catalogue of failures, catalogue.json:
// every kind of every layer (an execution's ErrorKind, a CodeAct program's
// FailureKind, a tool call's Status) and every pinned text, each defined
// once. go generate writes from it the Go declarations of the kinds and the
// texts (each public package gets literal constants, so that go doc shows
// the text), the generated tables of docs/failures.md, and the kind constants
// of the JavaScript and Python clients. TestGenerated fails when any of them
// differs from what the catalogue gives.
package failures

//go:generate go run ./gen

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"go/format"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

//go:embed catalogue.json
var catalogueJSON []byte

// Catalogue is catalogue.json.
type Catalogue struct {
	Comment string `json:"$comment"`
	// Layers are the kinds of failure, one vocabulary per layer.
	Layers []Layer `json:"layers"`
	// Packages maps a Go package's name to its directory in the module.
	Packages map[string]string `json:"packages"`
	// Texts are the pinned texts.
	Texts []Text `json:"texts"`
}

// Layer is one vocabulary of kinds.
type Layer struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Doc   string `json:"doc"`
	// Go lists the Go types that carry the layer's kinds; the first is the
	// public one, the others internal mirrors with the same values. The
	// types are declared by hand (with their methods); the constants are
	// generated.
	Go []GoKindType `json:"go"`
	// JS and Python name the clients' constants of the layer, if they have
	// them.
	JS     string `json:"js,omitempty"`
	Python string `json:"python,omitempty"`
	Kinds  []Kind `json:"kinds"`
}

// GoKindType is a Go type that carries a layer's kinds.
type GoKindType struct {
	Package string `json:"package"`
	Dir     string `json:"dir"`
	Type    string `json:"type"`
	// Prefix starts each constant's name (ErrTimeout, SyncTimeout).
	Prefix string `json:"prefix"`
}

// Kind is one kind of failure.
type Kind struct {
	// Name is the value, as it travels on the wire.
	Name string `json:"name"`
	// Go is the constant's name after the prefix (Timeout for ErrTimeout).
	Go string `json:"go"`
	// Doc says what happened.
	Doc string `json:"doc"`
}

// Text is one pinned text.
type Text struct {
	Text string `json:"text"`
	// Layer and Kind, when the text is the message of a failure of that
	// kind; Kind is empty for a text that is not a failure's message (an
	// error a program catches, an HTTP refusal).
	Layer string `json:"layer"`
	Kind  string `json:"kind,omitempty"`
	// Go lists the constants that hold it: the first is the public one,
	// any other an internal package's.
	Go []GoText `json:"go"`
	// Client, if set, is the constant of the JavaScript and Python clients
	// that holds the text: a text the clients write themselves.
	Client *ClientText `json:"client,omitempty"`
}

// ClientText is a constant of both clients (kinds.js and kinds.py), declared
// for TypeScript in the d.ts of the module that exports it.
type ClientText struct {
	// Name is the constant's name in both clients, e.g. TEXT_CONNECTION_LOST.
	Name string `json:"name"`
	// Module is the JavaScript module that exports it: "index" or
	// "protocol" (whose d.ts declares it).
	Module string `json:"module"`
	Doc    string `json:"doc"`
}

// GoText is a Go constant holding a text, or, when Params or Args is set, a
// function that fills a format in: it returns fmt.Sprintf(text, Args).
type GoText struct {
	Package string `json:"package"`
	Name    string `json:"name"`
	Doc     string `json:"doc"`
	// Params is the function's parameter list, e.g. "n, limit int".
	Params string `json:"params,omitempty"`
	// Args are the Go expressions that fill the format, e.g. "n, limit".
	Args string `json:"args,omitempty"`
}

// Load parses the catalogue.
func Load() (*Catalogue, error) {
	var c Catalogue
	dec := json.NewDecoder(bytes.NewReader(catalogueJSON))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return nil, fmt.Errorf("internal/failures/catalogue.json: %w", err)
	}
	return &c, c.check()
}

// check holds the catalogue to its rules: kinds unique within a layer, every
// text once, every Go name once in its package, every text's kind in its
// layer.
func (c *Catalogue) check() error {
	layers := map[string]map[string]bool{}
	for _, l := range c.Layers {
		kinds := map[string]bool{}
		for _, k := range l.Kinds {
			if kinds[k.Name] {
				return fmt.Errorf("catalogue: kind %q twice in layer %s", k.Name, l.ID)
			}
			kinds[k.Name] = true
		}
		layers[l.ID] = kinds
		for _, g := range l.Go {
			if c.Packages[g.Package] != g.Dir {
				return fmt.Errorf("catalogue: layer %s's package %s is not in packages at %s", l.ID, g.Package, g.Dir)
			}
		}
	}
	texts := map[string]string{}
	names := map[string]bool{}
	for _, t := range c.Texts {
		if len(t.Go) == 0 {
			return fmt.Errorf("catalogue: text %q has no Go constant", t.Text)
		}
		if prev, ok := texts[t.Text]; ok {
			return fmt.Errorf("catalogue: the text of %s.%s is %s's too: a text is defined once", t.Go[0].Package, t.Go[0].Name, prev)
		}
		texts[t.Text] = t.Go[0].Package + "." + t.Go[0].Name
		kinds, ok := layers[t.Layer]
		if !ok {
			return fmt.Errorf("catalogue: text %s has no layer %q", t.Go[0].Name, t.Layer)
		}
		if t.Kind != "" && !kinds[t.Kind] {
			return fmt.Errorf("catalogue: text %s has kind %q, not a kind of layer %s", t.Go[0].Name, t.Kind, t.Layer)
		}
		if cl := t.Client; cl != nil {
			if names["client."+cl.Name] || (cl.Module != "index" && cl.Module != "protocol") {
				return fmt.Errorf("catalogue: client text %s twice, or of module %q (index or protocol)", cl.Name, cl.Module)
			}
			names["client."+cl.Name] = true
		}
		for _, g := range t.Go {
			key := g.Package + "." + g.Name
			if names[key] {
				return fmt.Errorf("catalogue: %s twice", key)
			}
			names[key] = true
			if _, ok := c.Packages[g.Package]; !ok {
				return fmt.Errorf("catalogue: %s's package is not in packages", key)
			}
			if !strings.HasPrefix(g.Doc, g.Name+" ") && !strings.HasPrefix(g.Doc, g.Name+":") {
				return fmt.Errorf("catalogue: %s's doc must start with its name", key)
			}
		}
	}
	return nil
}

// Layer returns the layer with id.
func (c *Catalogue) Layer(id string) *Layer {
	for i := range c.Layers {
		if c.Layers[i].ID == id {
			return &c.Layers[i]
		}
	}
	return nil
}

// KindNames returns the values of layer id's kinds, in the catalogue's order.
func (c *Catalogue) KindNames(id string) []string {
	var out []string
	if l := c.Layer(id); l != nil {
		for _, k := range l.Kinds {
			out = append(out, k.Name)
		}
	}
	return out
}

// The generated files, relative to the module's root.
const (
	// GoFile is the name of the generated Go file in each package.
	GoFile = "failures_gen.go"
	// DocFile holds the generated tables between DocBegin and DocEnd.
	DocFile  = "docs/failures.md"
	DocBegin = "<!-- BEGIN GENERATED from internal/failures/catalogue.json by go generate ./internal/failures; DO NOT EDIT -->"
	DocEnd   = "<!-- END GENERATED -->"
	// JSFile and JSTypesFile are the JavaScript client's kinds and their
	// types; JSTypesFile holds them between JSBegin and JSEnd.
	JSFile      = "clients/js/src/kinds.js"
	JSTypesFile = "clients/js/src/index.d.ts"
	// JSProtocolTypesFile holds, between JSBegin and JSEnd, the types of
	// the client texts the protocol module exports.
	JSProtocolTypesFile = "clients/js/src/protocol.d.ts"
	JSBegin             = "// BEGIN GENERATED from internal/failures/catalogue.json by go generate ./internal/failures; DO NOT EDIT"
	JSEnd               = "// END GENERATED"
	// PythonFile is the Python client's kinds.
	PythonFile = "clients/python/src/codemode/kinds.py"
)

const header = "Code generated by go generate ./internal/failures from internal/failures/catalogue.json; DO NOT EDIT."

// Render returns every generated file's content, by path relative to the
// module's root (whose files the spliced ones, docs/failures.md and
// index.d.ts, are read from).
func (c *Catalogue) Render(root string) (map[string][]byte, error) {
	out := map[string][]byte{}
	pkgs := map[string]bool{}
	for _, l := range c.Layers {
		for _, g := range l.Go {
			pkgs[g.Package] = true
		}
	}
	for _, t := range c.Texts {
		for _, g := range t.Go {
			pkgs[g.Package] = true
		}
	}
	for pkg := range pkgs {
		src, err := c.goFile(pkg)
		if err != nil {
			return nil, err
		}
		out[filepath.ToSlash(filepath.Join(c.Packages[pkg], GoFile))] = src
	}
	doc, err := splice(filepath.Join(root, DocFile), DocBegin, DocEnd, c.docTables())
	if err != nil {
		return nil, err
	}
	out[DocFile] = doc
	out[JSFile] = c.jsFile()
	types, err := splice(filepath.Join(root, JSTypesFile), JSBegin, JSEnd, c.jsTypes())
	if err != nil {
		return nil, err
	}
	out[JSTypesFile] = types
	ptypes, err := splice(filepath.Join(root, JSProtocolTypesFile), JSBegin, JSEnd, c.jsTextTypes("protocol"))
	if err != nil {
		return nil, err
	}
	out[JSProtocolTypesFile] = ptypes
	out[PythonFile] = c.pythonFile()
	return out, nil
}

// splice replaces what lies between the lines begin and end of the file at
// path with body.
func splice(path, begin, end, body string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	s := string(b)
	i := strings.Index(s, begin+"\n")
	j := strings.Index(s, end+"\n")
	if i < 0 || j < i {
		return nil, fmt.Errorf("%s: the lines %q and %q that enclose the generated part are missing", path, begin, end)
	}
	return []byte(s[:i+len(begin)+1] + body + s[j:]), nil
}

// comment renders doc as a Go comment, wrapped at 80 columns.
func comment(b *strings.Builder, indent, doc string) {
	width := 80 - len(indent) - 3
	line := ""
	for _, w := range strings.Fields(doc) {
		if line != "" && len(line)+1+len(w) > width {
			fmt.Fprintf(b, "%s// %s\n", indent, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		fmt.Fprintf(b, "%s// %s\n", indent, line)
	}
}

func (c *Catalogue) goFile(pkg string) ([]byte, error) {
	var b strings.Builder
	// code is the Go the declarations run (their docs left out): what
	// decides the generated file's imports.
	var code strings.Builder
	fmt.Fprintf(&b, "// %s\n\npackage %s\n", header, pkg)
	for _, l := range c.Layers {
		for _, g := range l.Go {
			if g.Package != pkg {
				continue
			}
			b.WriteString("\n")
			if g.Type == "error" {
				// Kinds that are sentinel errors: an error of the layer
				// matches its kind with errors.Is.
				comment(&b, "", l.Doc)
				b.WriteString("var (\n")
				for _, k := range l.Kinds {
					comment(&b, "\t", g.Prefix+k.Go+": "+k.Doc)
					fmt.Fprintf(&b, "\t%s%s = errors.New(%s)\n", g.Prefix, k.Go, strconv.Quote(k.Name))
				}
				code.WriteString("errors.New(\n")
				b.WriteString(")\n")
				continue
			}
			comment(&b, "", fmt.Sprintf("The values of %s. %s", g.Type, l.Doc))
			b.WriteString("const (\n")
			for _, k := range l.Kinds {
				comment(&b, "\t", g.Prefix+k.Go+": "+k.Doc)
				fmt.Fprintf(&b, "\t%s%s %s = %s\n", g.Prefix, k.Go, g.Type, strconv.Quote(k.Name))
			}
			b.WriteString(")\n")
		}
	}
	first := true
	var funcs strings.Builder
	for _, t := range c.Texts {
		for _, g := range t.Go {
			if g.Package != pkg {
				continue
			}
			if g.Params != "" || g.Args != "" {
				funcs.WriteString("\n")
				comment(&funcs, "", g.Doc)
				fmt.Fprintf(&funcs, "func %s(%s) string {\n\treturn fmt.Sprintf(%s, %s)\n}\n", g.Name, g.Params, quote(t.Text), g.Args)
				fmt.Fprintf(&code, "fmt.Sprintf(%s, %s)\n", g.Params, g.Args)
				continue
			}
			if first {
				b.WriteString("\n// The pinned texts; docs/failures.md lists them, and tests assert them byte\n// for byte.\nconst (\n")
				first = false
			} else {
				b.WriteString("\n")
			}
			comment(&b, "\t", g.Doc)
			fmt.Fprintf(&b, "\t%s = %s\n", g.Name, quote(t.Text))
		}
	}
	if !first {
		b.WriteString(")\n")
	}
	b.WriteString(funcs.String())
	// The imports the declarations use: a standard package, or a package of
	// this module named in a function's parameters or arguments.
	var std, mod []string
	body := b.String()
	for _, path := range []string{"errors", "fmt", "reflect", "strconv", "strings", "time"} {
		if strings.Contains(code.String(), path+".") {
			std = append(std, strconv.Quote(path))
		}
	}
	for _, name := range slices.Sorted(maps.Keys(c.Packages)) {
		if name != pkg && strings.Contains(code.String(), name+".") {
			path := "github.com/codemode/codemode"
			if dir := c.Packages[name]; dir != "." {
				path += "/" + dir
			}
			mod = append(mod, strconv.Quote(path))
		}
	}
	if len(std)+len(mod) > 0 {
		imports := strings.Join(std, "\n")
		if len(mod) > 0 {
			imports += "\n\n" + strings.Join(mod, "\n")
		}
		head := fmt.Sprintf("package %s\n", pkg)
		text := strings.Replace(body, head, head+"\nimport (\n"+imports+"\n)\n", 1)
		b.Reset()
		b.WriteString(text)
	}
	src, err := format.Source([]byte(b.String()))
	if err != nil {
		return nil, fmt.Errorf("generated %s: %w\n%s", pkg, err, b.String())
	}
	return src, nil
}

// quote quotes s as Go source, with backquotes when it holds double quotes.
func quote(s string) string {
	if strings.Contains(s, `"`) && !strings.Contains(s, "`") && strconv.CanBackquote(s) {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}

// cell escapes s for a markdown table cell in code: a newline is written
// \n, as in Go.
func cell(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", `\n`).Replace(s)
}

func (c *Catalogue) docTables() string {
	var b strings.Builder
	b.WriteString("\n## The catalogue\n\n")
	b.WriteString("Every kind and every pinned text is defined once, in `internal/failures/catalogue.json`; `go generate\n./internal/failures` writes the Go constants, these tables and the clients' kind constants from it, and a\ntest fails when any of them differs.\n")
	for _, l := range c.Layers {
		if len(l.Kinds) == 0 {
			fmt.Fprintf(&b, "\n### %s\n\n%s The layer has no kinds of its own; its texts are below.\n", l.Title, l.Doc)
			continue
		}
		fmt.Fprintf(&b, "\n### %s\n\n%s\n\n", l.Title, l.Doc)
		head := "| Kind | Go |"
		rule := "|---|---|"
		if l.JS != "" {
			head += " JS | Python |"
			rule += "---|---|"
		}
		fmt.Fprintf(&b, "%s What happened |\n%s---|\n", head, rule)
		for _, k := range l.Kinds {
			fmt.Fprintf(&b, "| `%s` | `%s.%s%s` |", k.Name, l.Go[0].Package, l.Go[0].Prefix, k.Go)
			if l.JS != "" {
				fmt.Fprintf(&b, " `%s.%s` | `%s.%s` |", l.JS, jsName(k.Name), l.Python, jsName(k.Name))
			}
			fmt.Fprintf(&b, " %s |\n", cell(k.Doc))
		}
	}
	b.WriteString("\n### Pinned texts\n\n`%d`, `%s` and the like are filled in where the text is used.\n\n| Constant | Kind | Text |\n|---|---|---|\n")
	texts := slices.Clone(c.Texts)
	slices.SortStableFunc(texts, func(a, b Text) int { return strings.Compare(a.Layer, b.Layer) })
	for _, t := range texts {
		kind := "—"
		if t.Kind != "" {
			kind = "`" + t.Kind + "`"
			if t.Layer != "execution" {
				kind += " (" + t.Layer + ")"
			}
		}
		name := t.Go[0].Name
		if t.Go[0].Params != "" || t.Go[0].Args != "" {
			name += "(…)"
		}
		fmt.Fprintf(&b, "| `%s.%s` | %s | `%s` |\n", t.Go[0].Package, name, kind, cell(t.Text))
	}
	b.WriteString("\n")
	return b.String()
}

// jsName is a kind's constant name in the clients: STACK_OVERFLOW.
func jsName(kind string) string { return strings.ToUpper(kind) }

func (c *Catalogue) jsFile() []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "// %s\n", header)
	for _, l := range c.Layers {
		if l.JS == "" {
			continue
		}
		fmt.Fprintf(&b, "\n/** %s See docs/failures.md. */\nexport const %s = Object.freeze({\n", l.Doc, l.JS)
		for _, k := range l.Kinds {
			fmt.Fprintf(&b, "  %s: '%s',\n", jsName(k.Name), k.Name)
		}
		b.WriteString("});\n")
	}
	for _, t := range c.Texts {
		if t.Client == nil {
			continue
		}
		fmt.Fprintf(&b, "\n/** %s See docs/failures.md. */\nexport const %s = %s;\n", t.Client.Doc, t.Client.Name, jsString(t.Text))
	}
	return []byte(b.String())
}

// jsString quotes s as a JavaScript (and TypeScript, and Python) string.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// jsTextTypes declares the client texts module exports, for its d.ts.
func (c *Catalogue) jsTextTypes(module string) string {
	var b strings.Builder
	for _, t := range c.Texts {
		if t.Client == nil || t.Client.Module != module {
			continue
		}
		fmt.Fprintf(&b, "/** %s See docs/failures.md. */\nexport declare const %s: %s;\n", t.Client.Doc, t.Client.Name, jsString(t.Text))
	}
	return b.String()
}

func (c *Catalogue) jsTypes() string {
	var b strings.Builder
	for _, l := range c.Layers {
		if l.JS == "" {
			continue
		}
		fmt.Fprintf(&b, "/** %s See docs/failures.md. */\nexport type %s =\n", l.Doc, l.JS)
		for i, k := range l.Kinds {
			sep := ""
			if i == len(l.Kinds)-1 {
				sep = ";"
			}
			fmt.Fprintf(&b, "  | '%s'%s\n", k.Name, sep)
		}
		fmt.Fprintf(&b, "/** The values of %s, by name: %s.TIMEOUT is 'timeout'. */\nexport declare const %s: {\n", l.JS, l.JS, l.JS)
		for _, k := range l.Kinds {
			fmt.Fprintf(&b, "  readonly %s: '%s';\n", jsName(k.Name), k.Name)
		}
		b.WriteString("};\n")
	}
	b.WriteString(c.jsTextTypes("index"))
	return b.String()
}

func (c *Catalogue) pythonFile() []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\"\"\"The kinds of failure, and the pinned texts the client writes itself (docs/failures.md).\"\"\"\n\nfrom typing import Final\n", header)
	for _, l := range c.Layers {
		if l.Python == "" {
			continue
		}
		fmt.Fprintf(&b, "\n\nclass %s:\n    \"\"\"%s\"\"\"\n\n", l.Python, l.Doc)
		for _, k := range l.Kinds {
			fmt.Fprintf(&b, "    %s: Final = %q\n", jsName(k.Name), k.Name)
		}
		fmt.Fprintf(&b, "\n\nALL_%sS: Final = frozenset({\n", strings.ToUpper(camelToSnake(l.Python)))
		for _, k := range l.Kinds {
			fmt.Fprintf(&b, "    %s.%s,\n", l.Python, jsName(k.Name))
		}
		b.WriteString("})\n")
	}
	first := true
	for _, t := range c.Texts {
		if t.Client == nil {
			continue
		}
		if first {
			b.WriteString("\n")
			first = false
		}
		fmt.Fprintf(&b, "\n%s: Final = %s\n\"\"\"%s\"\"\"\n", t.Client.Name, jsString(t.Text), t.Client.Doc)
	}
	return []byte(b.String())
}

// camelToSnake turns ErrorKind into error_kind.
func camelToSnake(s string) string {
	var b strings.Builder
	for i, r := range s {
		if r >= 'A' && r <= 'Z' {
			if i > 0 {
				b.WriteByte('_')
			}
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}
