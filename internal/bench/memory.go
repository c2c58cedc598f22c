package bench

import (
	"context"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/asyncrt"
)

// rss reads this process's resident set size (Linux); 0 elsewhere.
func rss() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// Memory measures, in this process, the memory one idle prepared sandbox
// holds and the memory one running trivial execution holds: it keeps n of
// each alive at once and divides the growth of the resident set by n.
// engineBytes is the heap the engine itself accounts for an idle sandbox.
//
// Each round starts from debug.FreeOSMemory, so that memory the Go heap freed
// earlier (the images of slots made by earlier rounds or workloads) is given
// back and shows as growth when it is used again; a runtime.GC alone left it
// resident and undercounted each sandbox by about its image. The first round
// in a process also pays what the process pays once (the engine's code and
// data pages touched for the first time), so Memory runs one round unreported
// and returns the median of the next three.
func Memory(n int) (idle, running, engineBytes int64) {
	memoryRound(n)
	var idles, runs [3]int64
	for i := range idles {
		idles[i], runs[i], engineBytes = memoryRound(n)
	}
	slices.Sort(idles[:])
	slices.Sort(runs[:])
	return idles[1], runs[1], engineBytes
}

// memoryRound is one round of Memory.
func memoryRound(n int) (idle, running, engineBytes int64) {
	debug.FreeOSMemory()
	base := rss()
	held := make([]*asyncrt.Sandbox, 0, n)
	for i := 0; i < n; i++ {
		s, err := asyncrt.New()
		if err != nil {
			break
		}
		held = append(held, s)
	}
	if len(held) > 0 {
		engineBytes = held[0].MemoryUsed()
	}
	idle = (rss() - base) / int64(max(1, len(held)))
	for _, s := range held {
		s.Close()
	}
	debug.FreeOSMemory()

	// Running executions: each awaits a tool call that answers only when all
	// of them are running.
	x := codemode.New(codemode.Options{NoPrepare: true})
	defer x.Close()
	base = rss()
	var started sync.WaitGroup
	started.Add(n)
	release := make(chan struct{})
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x.Execute(context.Background(), codemode.Request{
				Code:      `async () => { await store.wait(); return 1 + 1 }`,
				Providers: []codemode.Provider{{Name: "store"}},
				Dispatch: func(context.Context, string, string, string) (string, error) {
					started.Done()
					<-release
					return `{"result":null}`, nil
				},
			})
		}()
	}
	started.Wait()
	running = (rss() - base) / int64(n)
	close(release)
	wg.Wait()
	return idle, running, engineBytes
}
