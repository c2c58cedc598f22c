// Package usermodule_test builds codemode the way its users get it: a Go
// module outside this repository that requires codemode by version, fetched
// through a module proxy, with no replace directive of any kind. The proxy is
// a folder (GOPROXY=file://…) made from this checkout at a pseudo-version;
// every other module comes from the module cache, so the test needs no
// network once `go mod download` has run.
package usermodule_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/mod/module"
	modzip "golang.org/x/mod/zip"
)

const modulePath = "github.com/codemode/codemode"

// hugeFrames is a program whose every call frame holds 10,000 local
// variables (160 KB), recursing without end. The engine counts frames against
// the memory limit, so under the default 64 MiB it ends "ran out of memory"
// with the process well under a few hundred MB; upstream QuickJS takes its
// frames outside the limit, reaching 840 MB before the stack bound.
func hugeFrames() string {
	var b strings.Builder
	b.WriteString("async () => { function f(n) { let ")
	for i := range 10000 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "v%d = n", i)
	}
	b.WriteString("; return f(n + 1) } return f(0) }")
	return b.String()
}

// userMain is the user's program: it runs hugeFrames in process with the
// default limits and prints the failure and the peak resident memory.
const userMain = `package main

import (
	"context"
	"encoding/json"
	"os"
	"strings"

	"github.com/codemode/codemode"
)

func main() {
	code, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	ex := codemode.New(codemode.Options{})
	defer ex.Close()
	res := ex.Execute(context.Background(), codemode.Request{Code: string(code)})
	out := map[string]any{"peakKiB": peak()}
	if err := res.Err(); err != nil {
		out["error"] = err.Error()
	}
	json.NewEncoder(os.Stdout).Encode(out)
}

// peak is the process's peak resident memory (VmHWM) in KiB, 0 where /proc
// does not say.
func peak() int {
	b, _ := os.ReadFile("/proc/self/status")
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmHWM:" {
			n := 0
			for _, c := range f[1] {
				n = n*10 + int(c-'0')
			}
			return n
		}
	}
	return 0
}
`

// repoRoot is the root of this checkout.
func repoRoot(t *testing.T) string {
	_, file, _, _ := runtime.Caller(0)
	root, err := filepath.Abs(filepath.Join(filepath.Dir(file), "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// gitFile is one file of the checkout, for the module zip.
type gitFile struct{ root, path string }

func (f gitFile) Path() string                 { return f.path }
func (f gitFile) Lstat() (fs.FileInfo, error)  { return os.Lstat(filepath.Join(f.root, f.path)) }
func (f gitFile) Open() (io.ReadCloser, error) { return os.Open(filepath.Join(f.root, f.path)) }

// pseudoVersion names the checkout: HEAD's commit time and hash.
func pseudoVersion(t *testing.T, root string) string {
	out, err := exec.Command("git", "-C", root, "log", "-1", "--format=%ct %H").Output()
	if err != nil {
		t.Fatalf("this test makes a module from the git checkout: git log: %v", err)
	}
	f := strings.Fields(string(out))
	sec, _ := strconv.ParseInt(f[0], 10, 64)
	return module.PseudoVersion("v0", "", time.Unix(sec, 0), f[1][:12])
}

// makeProxy writes a module proxy folder serving this checkout (its tracked
// and untracked-but-not-ignored files, as they are in the work tree) as
// modulePath@version.
func makeProxy(t *testing.T, root, dir, version string) {
	out, err := exec.Command("git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard").Output()
	if err != nil {
		t.Fatal(err)
	}
	var files []modzip.File
	for _, p := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		if _, err := os.Lstat(filepath.Join(root, p)); err == nil { // deleted but not yet committed: not in the tree
			files = append(files, gitFile{root, p})
		}
	}
	at := filepath.Join(dir, filepath.FromSlash(modulePath), "@v")
	if err := os.MkdirAll(at, 0o755); err != nil {
		t.Fatal(err)
	}
	var zip bytes.Buffer
	if err := modzip.Create(&zip, module.Version{Path: modulePath, Version: version}, files); err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	info, _ := json.Marshal(map[string]string{"Version": version, "Time": time.Now().UTC().Format(time.RFC3339)})
	for name, data := range map[string][]byte{
		"list":            []byte(version + "\n"),
		version + ".info": info,
		version + ".mod":  gomod,
		version + ".zip":  zip.Bytes(),
	} {
		if err := os.WriteFile(filepath.Join(at, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("module proxy: %s@%s, %d files, %d MB zipped", modulePath, version, len(files), zip.Len()>>20)
}

// goEnv is the environment of a go command that sees the proxy folder and
// the module cache's downloads first, with a module cache of its own. After
// them come the network proxies the go command is configured with (not
// direct): go mod tidy also reads the modules that only a dependency's tests
// import (modernc.org/libc's tests import modernc.org/cc/v4), which a build
// never downloads, so a fresh module cache has their go.mod files but not
// their sources.
func goEnv(t *testing.T, proxy, modcache string) []string {
	out, err := exec.Command("go", "env", "GOMODCACHE", "GOPROXY").Output()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 2 {
		t.Fatalf("go env GOMODCACHE GOPROXY: %q", out)
	}
	downloads := filepath.Join(strings.TrimSpace(lines[0]), "cache", "download")
	proxies := "file://" + filepath.ToSlash(proxy) + ",file://" + filepath.ToSlash(downloads)
	for _, p := range strings.FieldsFunc(lines[1], func(r rune) bool { return r == ',' || r == '|' }) {
		if strings.HasPrefix(p, "https://") || strings.HasPrefix(p, "http://") {
			proxies += "," + p
		}
	}
	env := []string{}
	for _, kv := range os.Environ() {
		switch strings.SplitN(kv, "=", 2)[0] {
		case "GOFLAGS", "GOPROXY", "GOSUMDB", "GONOSUMDB", "GOPRIVATE", "GONOPROXY", "GOMODCACHE", "GOWORK", "GOTOOLCHAIN":
			continue
		}
		env = append(env, kv)
	}
	return append(env,
		"GOPROXY="+proxies,
		"GOSUMDB=off", "GOWORK=off", "GOTOOLCHAIN=local", "GOFLAGS=-modcacherw",
		"GOMODCACHE="+modcache)
}

func run(t *testing.T, dir string, env []string, name string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir, cmd.Env = dir, env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s%s", name, strings.Join(args, " "), err, out, stderr.Bytes())
	}
	return out
}

// TestUserModuleGetsThePatchedEngine builds a user's module that requires
// codemode by version through a module proxy, with no replace, and runs the
// program only the patched engine keeps within its memory limit; then
// installs the command with go install …@VERSION from the same proxy and
// runs the program with it, in a worker and in process.
func TestUserModuleGetsThePatchedEngine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds codemode twice from a module proxy (a minute or two)")
	}
	if runtime.GOOS != "linux" {
		t.Skip("reads the peak resident memory from /proc")
	}
	root := repoRoot(t)
	tmp := t.TempDir()
	proxy, modcache, user, bin := filepath.Join(tmp, "proxy"), filepath.Join(tmp, "modcache"), filepath.Join(tmp, "user"), filepath.Join(tmp, "bin")
	version := pseudoVersion(t, root)
	makeProxy(t, root, proxy, version)
	env := goEnv(t, proxy, modcache)
	t.Cleanup(func() { _ = exec.Command("chmod", "-R", "u+w", modcache).Run() })

	program := filepath.Join(tmp, "frames.js")
	if err := os.WriteFile(program, []byte(hugeFrames()), 0o644); err != nil {
		t.Fatal(err)
	}

	// The user's module: a go.mod with a require and nothing else.
	if err := os.MkdirAll(user, 0o755); err != nil {
		t.Fatal(err)
	}
	gomod := "module example.com/user\n\ngo 1.26.0\n\nrequire " + modulePath + " " + version + "\n"
	if err := os.WriteFile(filepath.Join(user, "go.mod"), []byte(gomod), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(user, "main.go"), []byte(userMain), 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, user, env, "go", "mod", "tidy")
	if b, _ := os.ReadFile(filepath.Join(user, "go.mod")); bytes.Contains(b, []byte("replace")) {
		t.Fatalf("the user's go.mod has a replace:\n%s", b)
	}
	run(t, user, env, "go", "build", "-o", filepath.Join(tmp, "user.bin"), ".")
	var got struct {
		Error   string `json:"error"`
		PeakKiB int    `json:"peakKiB"`
	}
	if err := json.Unmarshal(run(t, user, env, filepath.Join(tmp, "user.bin"), program), &got); err != nil {
		t.Fatal(err)
	}
	t.Logf("user module: %q, peak RSS %d MB", got.Error, got.PeakKiB>>10)
	if !strings.Contains(got.Error, "ran out of memory") {
		t.Errorf("the user's build ended %q, want the memory limit's failure (the patched engine counts call frames)", got.Error)
	}
	if got.PeakKiB > 400<<10 {
		t.Errorf("the user's build peaked at %d MB under a 64 MiB limit", got.PeakKiB>>10)
	}

	// go install …@VERSION, then the installed command runs the program
	// in a worker process and in process.
	run(t, tmp, append(env, "GOBIN="+bin), "go", "install", modulePath+"/cmd/codemode@"+version)
	for _, mode := range [][]string{nil, {"--in-process"}} {
		args := append([]string{"run", "--json", program}, mode...)
		cmd := exec.Command(filepath.Join(bin, "codemode"), args...)
		out, _ := cmd.Output() // exit status 1: the program failed, as it should
		var res struct {
			Error     string `json:"error"`
			ErrorKind string `json:"errorKind"`
		}
		if err := json.Unmarshal(out, &res); err != nil {
			t.Fatalf("codemode %v: %v\n%s", args, err, out)
		}
		t.Logf("go install …@%s; codemode %s: %s %q", version, strings.Join(mode, " "), res.ErrorKind, res.Error)
		if res.ErrorKind != "memory" {
			t.Errorf("codemode %v ended %s %q, want memory", args, res.ErrorKind, res.Error)
		}
	}
}
