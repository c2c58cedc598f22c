//go:build unix

package sandbox

// NewSlot makes a new slot of rt (never an idle one), not on the idle list:
// Release puts it there.
func NewSlot(rt *SlotRuntime) (*Slot, error) { return newSlot(rt) }

// IdleSlots is how many slots of the asynchronous runtime are idle.
func IdleSlots() int { return idleSlots.Len() }

// SlotsMade is how many slots the process has made.
func SlotsMade() uint64 { return slotIndexes.Load() }

// SlotsMapped is how many slots' regions are mapped now, and how many of
// them are dormant (slotdormant.go): the regions whose pages are resident
// are the difference, but for the dormant ones' first pages.
func SlotsMapped() (mapped, dormant int64) { return slotsMapped.Load(), slotsDormant.Load() }
