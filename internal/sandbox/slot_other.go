//go:build !unix

package sandbox

// Without mmap there are no slots: every sandbox gets a plain engine.

type slot struct {
	e         *engine
	internals internals
	next      *Sandbox // never set: no slot is restored here
}

func takeSlot() (*slot, error) { return nil, errEngine("slots need a unix system") }

func prepareSlot() (*slot, error) { return nil, errEngine("slots need a unix system") }

func takeIdleSlot() (*slot, bool) { return nil, false }

func takeSyncSlot() (*slot, error) { return nil, errEngine("slots need a unix system") }

func (sl *slot) destroy() {}

func (sl *slot) release() {}

// Without slots no region goes dormant.
func (s *Sandbox) armSleep() {}

func (s *Sandbox) wakeRegion() {}
