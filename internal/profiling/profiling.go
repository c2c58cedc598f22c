// Package profiling is a debugging aid: CPU and heap profiles of a codemode
// process (the daemon, its workers) when CODEMODE_PROFILE_DIR is set.
package profiling

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime/pprof"
	"time"
)

// profileSegment is how long each CPU profile that CODEMODE_PROFILE_DIR asks
// for covers (a variable for the tests).
var profileSegment = 2 * time.Second

// Start is a debugging aid: when the environment variable
// CODEMODE_PROFILE_DIR names a directory, this process (the daemon, a worker
// it starts, any subcommand) writes a CPU profile of every profileSegment and
// a heap profile at the end of each into it, named
// NAME-PID-SEQ.{cpu,heap}.pprof. Segments rather than one profile at exit
// because a worker or a daemon is often killed rather than let exit; merge
// them with `go tool pprof -proto FILES... > all.pprof`. The profiles cover the
// Go side only: an engine's region is memory mapped outside Go's heap.
func Start(name string) {
	dir := os.Getenv("CODEMODE_PROFILE_DIR")
	if dir == "" {
		return
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintf(os.Stderr, "codemode: CODEMODE_PROFILE_DIR: %v\n", err)
		return
	}
	go func() {
		for seq := 0; ; seq++ {
			base := filepath.Join(dir, fmt.Sprintf("%s-%d-%03d", name, os.Getpid(), seq))
			f, err := os.Create(base + ".cpu.pprof")
			if err != nil {
				fmt.Fprintf(os.Stderr, "codemode: CODEMODE_PROFILE_DIR: %v\n", err)
				return
			}
			if err := pprof.StartCPUProfile(f); err != nil {
				// Another profile runs in this process (a second
				// command run in it): that one goes on.
				f.Close()
				_ = os.Remove(f.Name()) // empty; nothing to do if it stays
				return
			}
			time.Sleep(profileSegment)
			pprof.StopCPUProfile()
			f.Close()
			if h, err := os.Create(base + ".heap.pprof"); err == nil {
				if err := pprof.Lookup("heap").WriteTo(h, 0); err != nil {
					fmt.Fprintf(os.Stderr, "codemode: CODEMODE_PROFILE_DIR: %v\n", err)
				}
				h.Close()
			}
		}
	}()
}
