package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/codemode/codemode/remote"
)

func TestDaemonProcs(t *testing.T) {
	for _, c := range []struct {
		env       string
		def, want int
	}{
		{"", 1, 1},
		{"", 2, 1},
		{"", 3, 3},
		{"", 64, 64},
		{"2", 2, 2}, // the variable said so
		{"1", 1, 1},
		{"8", 8, 8},
	} {
		if got := daemonProcs(c.env, c.def); got != c.want {
			t.Errorf("daemonProcs(%q, %d) = %d, want %d", c.env, c.def, got, c.want)
		}
	}
}

// wantDaemonProcs is the GOMAXPROCS a daemon started from this test's
// environment runs on: one where the runtime would give it two or fewer and
// the environment does not say.
func wantDaemonProcs() int {
	if os.Getenv("GOMAXPROCS") == "" && startProcs <= 2 {
		return 1
	}
	return startProcs
}

// The daemon runs on daemonProcs's processors, and says so in its listening
// record; GOMAXPROCS in its environment decides.
func TestServeRunsOnTheDaemonsProcessors(t *testing.T) {
	for _, c := range []struct {
		env  []string
		want int
	}{
		{nil, wantDaemonProcs()},
		{[]string{"GOMAXPROCS=3"}, 3},
		{[]string{"GOMAXPROCS=1"}, 1},
	} {
		d := startServe(t, c.env, "--listen", "127.0.0.1:0", "--log-format", "json", "--workers", "1")
		c2 := dialDaemon(t, d.url, remote.DialOptions{})
		wantRuns(t, c2)
		c2.Close()
		d.stop(t)
		found := false
		for _, line := range strings.Split(strings.TrimSpace(d.stderr.String()), "\n") {
			var rec map[string]any
			if json.Unmarshal([]byte(line), &rec) != nil || rec["msg"] != "daemon listening" {
				continue
			}
			found = true
			if got, _ := rec["gomaxprocs"].(float64); int(got) != c.want {
				t.Errorf("env %v: the daemon runs on %v scheduler processors, want %d", c.env, rec["gomaxprocs"], c.want)
			}
		}
		if !found {
			t.Fatalf("env %v: no listening record in %q", c.env, d.stderr.String())
		}
	}
}

// `codemode bench` measures the daemon arrangement with the daemon's
// processors, says so on its line, and gives the process its own back for the
// arrangements after it.
func TestBenchDaemonRunsOnTheDaemonsProcessors(t *testing.T) {
	for _, c := range []struct {
		env          []string
		daemon, rest int
	}{
		{nil, wantDaemonProcs(), startProcs},
		{[]string{"GOMAXPROCS=3"}, 3, 3},
	} {
		cmd := exec.Command(cliBinary(t), "bench", "--arrangements", "daemon,in-process", "--json", "--scale", "0.01", "--duration", "100ms", "--concurrency", "1")
		cmd.Env = append(os.Environ(), c.env...)
		cmd.Dir = t.TempDir()
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("env %v: %v", c.env, err)
		}
		got := map[string]int{}
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			var l struct {
				Engine string `json:"engine"`
				Procs  int    `json:"gomaxprocs"`
			}
			if err := json.Unmarshal([]byte(line), &l); err != nil {
				t.Fatalf("not JSON: %q", line)
			}
			got[l.Engine] = l.Procs
		}
		if got["codemode/daemon"] != c.daemon || got["codemode/in-process"] != c.rest {
			t.Errorf("env %v: GOMAXPROCS by arrangement %v, want daemon %d and in-process %d", c.env, got, c.daemon, c.rest)
		}
	}
}
