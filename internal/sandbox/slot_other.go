//go:build !unix

package sandbox

import "github.com/codemode/codemode/internal/eventloop"

// Without mmap there are no slots: every sandbox gets a plain engine.

type slot struct {
	e         *engine
	internals Internals
	next      any // never set: no slot is restored here
}

func takeSlot(*SlotRuntime) (*slot, error) { return nil, errEngine("slots need a unix system") }

func prepareSlot(*SlotRuntime) (*slot, error) { return nil, errEngine("slots need a unix system") }

func takeIdleSlot() (*slot, bool) { return nil, false }

func takeSyncSlot() (*slot, error) { return nil, errEngine("slots need a unix system") }

func (sl *slot) destroy() {}

func (sl *slot) release() {}

// Without slots no region goes dormant.
func (sl *slot) ArmSleep(*eventloop.Loop) {}

// WakeRegion does nothing without slots.
func (sl *slot) WakeRegion() {}

func takeIdleSlotAny() (*slot, bool) { return nil, false }
