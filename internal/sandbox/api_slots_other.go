//go:build !unix

package sandbox

// Without mmap there are no slots (slot_other.go): the slot accounting
// reports none.

// NewSlot refuses: slots need a unix system.
func NewSlot(*SlotRuntime) (*Slot, error) { return nil, errEngine("slots need a unix system") }

// IdleSlots is 0: there are no slots here.
func IdleSlots() int { return 0 }

// SlotsMade is 0: there are no slots here.
func SlotsMade() uint64 { return 0 }

// SlotsMapped is 0, 0: there are no slots here.
func SlotsMapped() (mapped, dormant int64) { return 0, 0 }
