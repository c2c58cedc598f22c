//go:build linux

package pool

import (
	"math/rand/v2"
	"os"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// scribbleEnv makes this test binary, when it runs as a worker, a worker
// that attacks the memory it shares with the pool: once it has greeted the
// pool and the first execution has come, it writes
// random bytes over all of it, counts and flags included, again and again,
// and tries to shrink it under the pool's mapping.
// TestScribblingWorkerCannotHurtThePool sets it.
const scribbleEnv = "CODEMODE_TEST_WORKER_SCRIBBLE"

// ScribbleResized is what such a worker prints on stderr if the memory could
// be resized.
const ScribbleResized = "scribbler: the shared memory was resized"

var _ = func() bool {
	if os.Getenv(workerEnv) != "1" || os.Getenv(scribbleEnv) != "1" || os.Getenv(ringsEnv) == "" {
		return true
	}
	var st syscall.Stat_t
	if syscall.Fstat(workerRingsFD, &st) != nil || st.Size <= 0 {
		return true
	}
	mem, err := syscall.Mmap(workerRingsFD, 0, int(st.Size), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED)
	if err != nil {
		return true
	}
	go func() {
		// Let the worker greet the pool first: wait for the pool's first
		// message (its count of bytes put in the first ring, at byte 64,
		// no longer zero), which comes after the greeting.
		for mem[64] == 0 && mem[65] == 0 {
			time.Sleep(time.Millisecond)
		}
		for _, size := range []int64{0, st.Size / 2, 2 * st.Size} {
			if syscall.Ftruncate(workerRingsFD, size) == nil {
				os.Stderr.WriteString(ScribbleResized + "\n")
			}
		}
		rng := rand.New(rand.NewPCG(uint64(os.Getpid()), 1))
		for {
			for i := range 256 {
				// The counts and flags at the start of each ring, and
				// anywhere in the data.
				at := rng.IntN(len(mem))
				if i%2 == 0 {
					at = rng.IntN(256)
					if rng.IntN(2) == 0 {
						at += len(mem) / 2
					}
				}
				mem[at] = byte(rng.Uint32())
			}
			time.Sleep(time.Duration(rng.IntN(200)) * time.Microsecond)
		}
	}()
	return true
}()

// pipesOnlyEnv makes this test binary, when it runs as a worker, a worker of
// a build without the shared memory: it drops the variable that offers it,
// and speaks on its pipes. TestWorkerOfAnotherBuildIsNamed sets it.
const pipesOnlyEnv = "CODEMODE_TEST_WORKER_PIPES_ONLY"

var _ = func() bool {
	if os.Getenv(workerEnv) == "1" && os.Getenv(pipesOnlyEnv) == "1" {
		os.Unsetenv(ringsEnv)
	}
	return true
}()

// deafEnv makes this test binary, when it runs as a worker, a worker that
// never sees its input end: its descriptor 3 becomes a pipe it holds both
// ends of. TestCloseKillsAWorkerThatOutlivesItsInput sets it.
const deafEnv = "CODEMODE_TEST_WORKER_DEAF"

var _ = func() bool {
	if os.Getenv(workerEnv) != "1" || os.Getenv(deafEnv) != "1" {
		return true
	}
	var p [2]int
	if syscall.Pipe(p[:]) == nil {
		unix.Dup2(p[0], workerInFD)
	}
	return true
}()
