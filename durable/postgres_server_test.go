package durable

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// A real PostgreSQL server for the tests: Debian's package (initdb and pg_ctl
// under /usr/lib/postgresql/<version>/bin), started once, on a free port of
// loopback, in a temporary directory, and stopped when the tests end. As root
// (initdb refuses to run as root) it runs as the postgres user, or nobody.
var pg struct {
	once sync.Once
	dsn  string
	skip string // why there is no server
	stop func()
}

// postgresDSN returns the test server's address, starting it on first use;
// the test is skipped when PostgreSQL is not installed, unless
// CODEMODE_REQUIRE_POSTGRES=1, when it fails.
func postgresDSN(t testing.TB) string {
	t.Helper()
	pg.once.Do(startPostgres)
	if pg.skip != "" {
		if os.Getenv("CODEMODE_REQUIRE_POSTGRES") == "1" {
			t.Fatalf("CODEMODE_REQUIRE_POSTGRES=1, but %s", pg.skip)
		}
		t.Skip(pg.skip + " (install Debian's postgresql package, or set CODEMODE_REQUIRE_POSTGRES=1 to fail instead)")
	}
	return pg.dsn
}

func postgresBin() string {
	if d := os.Getenv("CODEMODE_POSTGRES_BIN"); d != "" {
		return d
	}
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	best, bestV := "", -1
	for _, m := range matches {
		v, err := strconv.Atoi(filepath.Base(filepath.Dir(filepath.Dir(m))))
		if err == nil && v > bestV {
			best, bestV = filepath.Dir(m), v
		}
	}
	return best
}

func startPostgres() {
	bin := postgresBin()
	if bin == "" {
		pg.skip = "no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin"
		return
	}
	dir, err := os.MkdirTemp("", "codemode-postgres-")
	if err != nil {
		pg.skip = err.Error()
		return
	}
	// As root the server runs as an unprivileged user that owns dir.
	var as []string
	if os.Geteuid() == 0 {
		name := "postgres"
		u, err := user.Lookup(name)
		if err != nil {
			name = "nobody"
			u, err = user.Lookup(name)
		}
		if err != nil {
			pg.skip = "running as root, and there is neither a postgres nor a nobody user to run the server as"
			return
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			pg.skip = err.Error()
			return
		}
		as = []string{"runuser", "-u", name, "--"}
	}
	run := func(args ...string) ([]byte, error) {
		full := append(append([]string{}, as...), args...)
		cmd := exec.Command(full[0], full[1:]...)
		cmd.Dir = dir
		return cmd.CombinedOutput()
	}
	data := filepath.Join(dir, "data")
	if out, err := run(filepath.Join(bin, "initdb"), "-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"); err != nil {
		pg.skip = fmt.Sprintf("initdb failed: %v: %s", err, lastLines(out))
		return
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		pg.skip = err.Error()
		return
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100", port, dir)
	if out, err := run(filepath.Join(bin, "pg_ctl"), "-D", data, "-o", opts, "-l", filepath.Join(dir, "log"), "-w", "-t", "60", "start"); err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "log"))
		pg.skip = fmt.Sprintf("pg_ctl start failed: %v: %s %s", err, lastLines(out), lastLines(log))
		return
	}
	pg.dsn = fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", port)
	pg.stop = func() {
		_, _ = run(filepath.Join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "-w", "stop")
		os.RemoveAll(dir)
	}
}

func lastLines(b []byte) string {
	s := strings.TrimSpace(string(b))
	if len(s) > 600 {
		s = "..." + s[len(s)-600:]
	}
	return s
}

func TestMain(m *testing.M) {
	code := m.Run()
	if pg.stop != nil {
		pg.stop()
	}
	os.Exit(code)
}
