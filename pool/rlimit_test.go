package pool_test

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/proctest"
)

// workerPIDs lists this process's live worker children.
func workerPIDs() []int {
	procs, _ := proctest.Workers()
	pids := make([]int, 0, len(procs))
	for pid := range procs {
		pids = append(pids, pid)
	}
	return pids
}

// addressSpaceLimit reads a process's RLIMIT_AS (soft and hard) from
// /proc/PID/limits.
func addressSpaceLimit(pid int) (soft, hard string, ok bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/limits")
	if err != nil {
		return "", "", false
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, found := strings.CutPrefix(line, "Max address space"); found {
			f := strings.Fields(rest)
			if len(f) >= 2 {
				return f[0], f[1], true
			}
		}
	}
	return "", "", false
}

// wantAddressSpaceCap waits until the pool's worker processes exist and each
// has RLIMIT_AS set to n bytes, soft and hard.
func wantAddressSpaceCap(t *testing.T, workers int, n int64) {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Log("not Linux: the workers' RLIMIT_AS is not read from /proc")
		return
	}
	want := strconv.FormatInt(n, 10)
	deadline := time.Now().Add(20 * time.Second)
	var last string
	for {
		pids := workerPIDs()
		good := 0
		last = ""
		for _, pid := range pids {
			soft, hard, ok := addressSpaceLimit(pid)
			last += " " + strconv.Itoa(pid) + ":" + soft + "/" + hard
			if ok && soft == want && hard == want {
				good++
			}
		}
		if len(pids) == workers && good == workers {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("want %d worker(s) with RLIMIT_AS %s/%s; found%s", workers, want, want, last)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
