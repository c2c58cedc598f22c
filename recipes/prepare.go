package recipes

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/internal/boundedfile"
	"github.com/codemode/codemode/internal/schemacheck"
	"github.com/codemode/codemode/tools"
)

// DefaultDir is where a project's recipes live, relative to the project's
// directory.
const DefaultDir = ".codemode/recipes"

// ManifestFile is the manifest's name in a recipe's directory.
const ManifestFile = "recipe.toml"

// The limits of preparation.
const (
	// MaxInventoryEntries bounds the entries of a recipes root (files,
	// directories and anything else); past it the root fails closed.
	MaxInventoryEntries = 512
	// MaxRecipes bounds the recipe directories of a root; past it the
	// root fails closed.
	MaxRecipes = 128
	// MaxManifestBytes bounds recipe.toml.
	MaxManifestBytes = 64 << 10
	// MaxSchemaBytes bounds the input schema.
	MaxSchemaBytes = 256 << 10
	// MaxDescriptionBytes bounds a recipe's description.
	MaxDescriptionBytes = 8 << 10
	// MaxTargets bounds the tools a recipe declares.
	MaxTargets = 64
	// PrepareTimeout bounds a whole preparation, reading included.
	PrepareTimeout = 30 * time.Second
)

// Options configure a preparation. The zero value is ready to use.
type Options struct {
	// SourceBytes bounds each recipe's source: CodeAct's shared
	// Limits.SourceBytes (Install sets it from the CodeAct it is given).
	// Zero means codeact.DefaultSourceBytes; a negative value is refused.
	SourceBytes int
	// Timeout bounds the preparation. Zero means PrepareTimeout; a
	// negative value is refused.
	Timeout time.Duration
	// BeforeReread, when set, is called with a recipe's directory after
	// its manifest, source and schema were read and validated and before
	// they are read again for the exact comparison that precedes
	// publication. It exists so that tests can change a file in between.
	BeforeReread func(dir string)
}

// withDefaults fills in the defaults of the zero fields and refuses a
// negative one: a negative bound is a mistake, never "default" or "no limit".
func (o Options) withDefaults() (Options, error) {
	switch {
	case o.SourceBytes < 0:
		return o, fmt.Errorf("recipes: Options.SourceBytes is %d; it must be positive, or 0 for the default (%d bytes)", o.SourceBytes, codeact.DefaultSourceBytes)
	case o.Timeout < 0:
		return o, fmt.Errorf("recipes: Options.Timeout is %s; it must be positive, or 0 for the default (%s)", o.Timeout, PrepareTimeout)
	}
	if o.SourceBytes == 0 {
		o.SourceBytes = codeact.DefaultSourceBytes
	}
	if o.Timeout == 0 {
		o.Timeout = PrepareTimeout
	}
	return o, nil
}

// Recipe is one prepared recipe: everything it runs with, pinned when it was
// prepared. Later changes to its files affect only a later preparation.
type Recipe struct {
	// Name is the recipe's tool name, also its directory's name.
	Name string
	// Description is the tool's description.
	Description string
	// Dir is the recipe's directory.
	Dir string
	// SourceFile and SchemaFile are the manifest's paths, relative to Dir.
	SourceFile, SchemaFile string
	// Source is main.js (or whatever SourceFile names), as read.
	Source string
	// InputSchema is the input schema, as read.
	InputSchema json.RawMessage
	// Tools is the maximum allowlist: the only tools the recipe's program
	// may call, each only while it is callable from code. It grants
	// nothing.
	Tools []string
	// Digest is "sha256:<hex>" of Source, as read.
	Digest string

	schema *schemacheck.Schema
}

// Problem is one thing wrong with a recipe, or a root.
type Problem struct {
	// File is the file at fault, relative to the root
	// ("inspect_record/recipe.toml"); "." for the root itself.
	File string
	// Field is the manifest key at fault, or "".
	Field string
	// Message says what is wrong and how to fix it.
	Message string
}

// Error renders the problem as "<file>: <field>: <message>".
func (p *Problem) Error() string {
	if p.Field == "" {
		return p.File + ": " + p.Message
	}
	return p.File + ": " + p.Field + ": " + p.Message
}

// Set is one preparation of a root: its recipes, pinned, and what was wrong
// with the rest. A recipe with any problem is left out.
type Set struct {
	// Root is the recipes root that was prepared.
	Root string
	// Recipes are the recipes without problems, by name.
	Recipes []*Recipe
	// Problems are the problems found, by recipe.
	Problems []*Problem
}

// Lookup returns the prepared recipe with the name.
func (s *Set) Lookup(name string) (*Recipe, bool) {
	for _, r := range s.Recipes {
		if r.Name == name {
			return r, true
		}
	}
	return nil, false
}

// Digest returns "sha256:<hex>" of b: the form of source_digest.
func Digest(b []byte) string {
	sum := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(sum[:])
}

// Prepare prepares every recipe under root: one directory per recipe, each
// with recipe.toml, its source and its input schema. Every file is read with
// its bound, validated, and read again and compared byte for byte before
// the recipe is published; a recipe with any problem is left out and its
// problems reported. The error is for the root as a whole (it cannot be
// read, it holds more than MaxInventoryEntries entries or MaxRecipes
// recipes, or the preparation passed its timeout): then nothing is
// published. A root that does not exist has no recipes.
func Prepare(ctx context.Context, root string, opts Options) (*Set, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, opts.Timeout)
	defer cancel()
	type answer struct {
		set *Set
		err error
	}
	done := make(chan answer, 1)
	go func() {
		s, err := prepare(ctx, root, opts)
		done <- answer{s, err}
	}()
	select {
	case a := <-done:
		return a.set, a.err
	case <-ctx.Done():
		// A read that hangs (a FIFO, a stuck network filesystem) is
		// abandoned: nothing it returns is published.
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return nil, fmt.Errorf("%s: preparing the recipes took longer than %s; nothing was published", root, opts.Timeout)
		}
		return nil, ctx.Err()
	}
}

func prepare(ctx context.Context, root string, opts Options) (*Set, error) {
	set := &Set{Root: root}
	dir, err := os.Open(root)
	if errors.Is(err, fs.ErrNotExist) {
		return set, nil
	}
	if err != nil {
		return nil, err
	}
	entries, err := dir.ReadDir(MaxInventoryEntries + 1)
	dir.Close()
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s: %w", root, err)
	}
	if len(entries) > MaxInventoryEntries {
		return nil, fmt.Errorf("%s: more than %d entries; a recipes root holds at most %d, so nothing was published", root, MaxInventoryEntries, MaxInventoryEntries)
	}
	rfs, err := os.OpenRoot(root)
	if err != nil {
		return nil, err
	}
	defer rfs.Close()
	var names []string
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		fi, err := rfs.Stat(e.Name()) // follows a symlink, inside the root only
		if err != nil {
			if e.Type()&fs.ModeSymlink != 0 {
				set.Problems = append(set.Problems, &Problem{File: e.Name(), Message: "is a symbolic link that leads out of the recipes root (or nowhere); a recipe must be inside it"})
			}
			continue
		}
		if fi.IsDir() {
			names = append(names, e.Name())
		}
	}
	if len(names) > MaxRecipes {
		return nil, fmt.Errorf("%s: %d recipe directories; a recipes root holds at most %d, so nothing was published", root, len(names), MaxRecipes)
	}
	slices.Sort(names)
	// Every directory's name is a recipe name as far as recursion goes,
	// whether or not the recipe turns out valid.
	all := map[string]bool{}
	folded := map[string][]string{}
	for _, n := range names {
		all[n] = true
		folded[strings.ToLower(n)] = append(folded[strings.ToLower(n)], n)
	}
	for _, name := range names {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		r, problems := prepareOne(rfs, root, name, all, opts)
		if same := folded[strings.ToLower(name)]; len(same) > 1 {
			problems = append(problems, &Problem{File: name + "/" + ManifestFile, Field: "name",
				Message: fmt.Sprintf("recipe names must be unique, and %s differ only in case", strings.Join(quoted(same), " and "))})
		}
		if len(problems) > 0 {
			set.Problems = append(set.Problems, problems...)
			continue
		}
		set.Recipes = append(set.Recipes, r)
	}
	// By recipe; a recipe's own problems stay in the order they were found.
	slices.SortStableFunc(set.Problems, func(a, b *Problem) int {
		da, _, _ := strings.Cut(a.File, "/")
		db, _, _ := strings.Cut(b.File, "/")
		return strings.Compare(da, db)
	})
	return set, nil
}

// PrepareDir prepares the one recipe in dir (the directory that holds its
// recipe.toml), as Prepare would inside its root: for checking a recipe on
// its own. Recursion is checked against the reserved names and the recipe's
// own name only.
func PrepareDir(ctx context.Context, dir string, opts Options) (*Recipe, []*Problem, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, nil, err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, nil, err
	}
	parent, name := filepath.Dir(abs), filepath.Base(abs)
	ctx, cancel := context.WithTimeout(ctx, opts.Timeout)
	defer cancel()
	type answer struct {
		r        *Recipe
		problems []*Problem
		err      error
	}
	done := make(chan answer, 1)
	go func() {
		rfs, err := os.OpenRoot(parent)
		if err != nil {
			done <- answer{err: err}
			return
		}
		defer rfs.Close()
		r, problems := prepareOne(rfs, parent, name, map[string]bool{name: true}, opts)
		done <- answer{r, problems, nil}
	}()
	select {
	case a := <-done:
		return a.r, a.problems, a.err
	case <-ctx.Done():
		return nil, nil, fmt.Errorf("%s: preparing the recipe took longer than %s", dir, opts.Timeout)
	}
}

// manifest is recipe.toml.
type manifest struct {
	Version      *int      `toml:"version"`
	Name         *string   `toml:"name"`
	Description  *string   `toml:"description"`
	Source       *string   `toml:"source"`
	SourceDigest *string   `toml:"source_digest"`
	Tools        *[]string `toml:"tools"`
	InputSchema  *string   `toml:"input_schema"`
}

var lastKey = regexp.MustCompile(`\(last key "([^"]*)"\)`)

var digestForm = regexp.MustCompile(`^sha256:[0-9a-f]{64}$`)

// prepareOne prepares the recipe in the directory name of rfs. all holds the
// names of every recipe of the root, for the recursion check.
func prepareOne(rfs *os.Root, root, name string, all map[string]bool, opts Options) (*Recipe, []*Problem) {
	mfile := name + "/" + ManifestFile
	var problems []*Problem
	add := func(file, field, format string, args ...any) {
		problems = append(problems, &Problem{File: file, Field: field, Message: fmt.Sprintf(format, args...)})
	}
	rd, err := rfs.OpenRoot(name)
	if err != nil {
		add(name, "", "cannot be opened inside the recipes root: %v", err)
		return nil, problems
	}
	defer rd.Close()

	mbytes, err := readBounded(rd, ManifestFile, MaxManifestBytes)
	if err != nil {
		add(mfile, "", "%v", err)
		return nil, problems
	}
	var m manifest
	md, err := toml.Decode(string(mbytes), &m)
	if err != nil {
		field := ""
		if sub := lastKey.FindStringSubmatch(err.Error()); sub != nil {
			field = sub[1]
		}
		add(mfile, field, "%s", boundedfile.TOMLProblem(err))
		return nil, problems
	}
	for _, k := range md.Undecoded() {
		add(mfile, k.String(), "unknown key; a manifest has only version, name, description, source, source_digest, tools and input_schema")
	}

	r := &Recipe{Name: name, Dir: filepath.Join(root, name)}
	switch {
	case m.Version == nil:
		add(mfile, "version", "missing; write version = 1")
	case *m.Version != 1:
		add(mfile, "version", "is %d; this codemode reads version = 1", *m.Version)
	}
	switch {
	case m.Name == nil:
		add(mfile, "name", "missing; write name = %q, the directory's name", name)
	case *m.Name != name:
		add(mfile, "name", "is %q but the recipe's directory is %q; they must be the same", *m.Name, name)
	default:
		if err := checkToolName(name); err != nil {
			add(mfile, "name", "%v", err)
		}
	}
	switch {
	case m.Description == nil || strings.TrimSpace(*m.Description) == "":
		add(mfile, "description", "missing; say what the recipe does, for the model")
	case len(*m.Description) > MaxDescriptionBytes:
		add(mfile, "description", "is %d bytes, over the limit of %d bytes", len(*m.Description), MaxDescriptionBytes)
	default:
		r.Description = *m.Description
	}
	if m.Tools != nil {
		targets := *m.Tools
		if len(targets) > MaxTargets {
			add(mfile, "tools", "declares %d tools, over the limit of %d", len(targets), MaxTargets)
		}
		seen := map[string]bool{}
		for _, t := range targets {
			switch {
			case seen[t]:
				add(mfile, "tools", "%q is listed twice", t)
			case codeact.ReservedName(t):
				add(mfile, "tools", "%q is an orchestration tool; a recipe cannot call %s", t, tools.RunCode)
			case t == name:
				add(mfile, "tools", "%q is this recipe; a recipe cannot call itself", t)
			case all[t]:
				add(mfile, "tools", "%q is another recipe; a recipe cannot call a recipe", t)
			default:
				if err := checkToolName(t); err != nil {
					add(mfile, "tools", "%v", err)
				}
			}
			seen[t] = true
		}
		r.Tools = slices.Clone(targets)
	} else {
		r.Tools = []string{}
	}

	var sbytes, schema []byte
	if p, ok := checkPath(mfile, "source", m.Source, add); ok {
		r.SourceFile = p
		sbytes, err = readBounded(rd, p, int64(opts.SourceBytes))
		if err != nil {
			add(name+"/"+p, "", "%v (the manifest's source)", err)
		}
	}
	if m.SourceDigest != nil && sbytes != nil {
		got := Digest(sbytes)
		switch {
		case !digestForm.MatchString(*m.SourceDigest):
			add(mfile, "source_digest", "%q is not \"sha256:\" and 64 lowercase hex digits; `codemode recipe digest %s` prints it", *m.SourceDigest, path.Join(name, r.SourceFile))
		case *m.SourceDigest != got:
			add(mfile, "source_digest", "does not match %s: the file's digest is %s", r.SourceFile, got)
		}
	}
	if p, ok := checkPath(mfile, "input_schema", m.InputSchema, add); ok {
		r.SchemaFile = p
		schema, err = readBounded(rd, p, MaxSchemaBytes)
		if err != nil {
			add(name+"/"+p, "", "%v (the manifest's input_schema)", err)
		} else if r.schema, err = compileSchema(name, schema); err != nil {
			add(name+"/"+p, "input_schema", "%v", err)
		}
	}
	if len(problems) > 0 {
		return nil, problems
	}

	// Publication: read everything again and compare, so that a recipe
	// whose files changed while it was being read (a mixed snapshot) is
	// not published.
	if opts.BeforeReread != nil {
		opts.BeforeReread(r.Dir)
	}
	for _, f := range []struct {
		file  string
		limit int64
		first []byte
	}{
		{ManifestFile, MaxManifestBytes, mbytes},
		{r.SourceFile, int64(opts.SourceBytes), sbytes},
		{r.SchemaFile, MaxSchemaBytes, schema},
	} {
		again, err := readBounded(rd, f.file, f.limit)
		if err != nil || !bytes.Equal(again, f.first) {
			add(name+"/"+f.file, "", "changed while the recipe was being prepared; nothing from the recipe is published (prepare again)")
		}
	}
	if len(problems) > 0 {
		return nil, problems
	}
	r.Source = string(sbytes)
	r.InputSchema = json.RawMessage(schema)
	r.Digest = Digest(sbytes)
	return r, nil
}

// checkPath checks a manifest path: present, relative and inside the
// recipe's directory (symbolic links are checked when the file is opened).
func checkPath(mfile, field string, p *string, add func(file, field, format string, args ...any)) (string, bool) {
	switch {
	case p == nil || *p == "":
		add(mfile, field, "missing; name a file in the recipe's directory")
		return "", false
	case strings.HasPrefix(*p, "/") || strings.HasPrefix(*p, `\`) || filepath.IsAbs(*p) || filepath.VolumeName(*p) != "":
		add(mfile, field, "%q is an absolute path; use a path relative to the recipe's directory", *p)
		return "", false
	case strings.Contains(*p, `\`) || !filepath.IsLocal(filepath.FromSlash(*p)):
		add(mfile, field, "%q leads out of the recipe's directory; use a path inside it, with / between names", *p)
		return "", false
	}
	return path.Clean(*p), true
}

// readBounded reads one regular file of rd, at most limit bytes, without
// blocking on a named pipe or opening a device (internal/boundedfile).
func readBounded(rd *os.Root, name string, limit int64) ([]byte, error) {
	b, err := boundedfile.ReadIn(rd, name, limit)
	if err != nil && !errors.Is(err, boundedfile.ErrNotRegular) && !errors.Is(err, boundedfile.ErrTooLarge) {
		return nil, fileError(name, errors.Unwrap(err))
	}
	return b, err
}

// fileError explains a failed open or read.
func fileError(name string, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s does not exist", name)
	case strings.Contains(err.Error(), "escapes"):
		return fmt.Errorf("%s leads out of the recipe's directory (through a symbolic link); a recipe's files must be inside it", name)
	}
	return fmt.Errorf("%s cannot be read: %v", name, err)
}

// compileSchema compiles an input schema, bounded (internal/schemacheck):
// external references are refused, and so is a schema whose references make
// checking any input too much work.
func compileSchema(name string, raw []byte) (*schemacheck.Schema, error) {
	return schemacheck.Compile(raw, schemacheck.Options{Name: "the input schema of recipe " + name})
}

// checkToolName applies the registry's naming rule, and refuses the names a
// program reads from every object.
func checkToolName(name string) error {
	if len(name) == 0 || len(name) > 64 {
		return fmt.Errorf("%q must be 1 to 64 characters long", name)
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
			return fmt.Errorf("%q may use only ASCII letters, digits, '_' and '-'", name)
		}
	}
	if codeact.ReservedName(name) || name == "then" || name == "toJSON" {
		return fmt.Errorf("%q is reserved", name)
	}
	return nil
}

func quoted(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = fmt.Sprintf("%q", n)
	}
	return out
}
