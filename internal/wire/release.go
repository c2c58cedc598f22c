package wire

import (
	"runtime/debug"
	"sync"
	"time"
)

// largeExecution is the size of an execution's messages (its program, its
// checkpoint) past which the memory they took is given back to the
// operating system when it ends.
const largeExecution = 16 << 20

// releaseSettle is how long after an execution's end its memory is given
// back a second time: some of it is let go of only after its result is
// sent (the sandbox restored behind it, the connection's reader), and the
// first release cannot return those pages.
const releaseSettle = time.Second

// releases asks the releaser for a release; requests made while one is under
// way make one more, not one each.
var (
	releases    = make(chan struct{}, 1)
	releaserRun sync.Once
)

func releaser() {
	for range releases {
		debug.FreeOSMemory()
		time.Sleep(releaseSettle)
		debug.FreeOSMemory()
	}
}

// releaseMemory gives the heap's free pages back to the operating system, in
// the background. After a large message the Go runtime keeps the pages it
// was read and decoded into until its heap grows to them again: a daemon or
// a worker that then goes idle would keep hundreds of megabytes for
// minutes.
func releaseMemory() {
	releaserRun.Do(func() { go releaser() })
	select {
	case releases <- struct{}{}:
	default:
	}
}
