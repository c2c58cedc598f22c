// Package proctest finds a test's worker processes through /proc, so tests
// can check the real processes a pool runs. Only tests import it.
package proctest

import (
	"os"
	"strconv"
	"strings"
)

// Workers lists this process's live worker children (pool workers re-run
// the test binary with CODEMODE_WORKER=1) with their resident size in KiB.
// It reports ok false where /proc cannot be read.
func Workers() (rss map[int]int, ok bool) {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil, false
	}
	me := strconv.Itoa(os.Getpid())
	rss = map[int]int{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// After the command name, in parentheses: state, ppid, ...
		s := string(b)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) < 2 || f[1] != me || f[0] == "Z" {
			continue
		}
		env, _ := os.ReadFile("/proc/" + e.Name() + "/environ")
		if !strings.Contains("\x00"+string(env), "\x00CODEMODE_WORKER=1\x00") {
			continue
		}
		status, _ := os.ReadFile("/proc/" + e.Name() + "/status")
		for _, line := range strings.Split(string(status), "\n") {
			if v, found := strings.CutPrefix(line, "VmRSS:"); found {
				kb, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
				rss[pid] = kb
			}
		}
		if _, seen := rss[pid]; !seen {
			rss[pid] = 0
		}
	}
	return rss, true
}

// Freeze stops this process's live worker children with SIGSTOP, so that an
// execution in one of them cannot end by itself: what a pool or daemon does
// with an engine that does not stop (its deadline passes, the worker is
// killed) is then tested with a real process. It returns how many it froze
// (none where processes cannot be stopped).
func Freeze() int {
	rss, _ := Workers()
	n := 0
	for pid := range rss {
		if pause(pid, true) == nil {
			n++
		}
	}
	return n
}

// Thaw resumes (SIGCONT) this process's live worker children, the ones a
// Freeze stopped that were not killed since.
func Thaw() {
	rss, _ := Workers()
	for pid := range rss {
		_ = pause(pid, false)
	}
}
