// Package region is the memory of the engine's slots, without the engine:
// reserving a slot's region of address space (anywhere, or at a chosen
// distance from another), copies of a region mapped outside the Go heap,
// pages faulted in or given back, and the words of a region as set up that
// are pointers into it (Relocations), so that one region's image can be
// moved to another address. internal/sandbox's slots (slot.go, slotimage.go,
// slotclone.go) are its one user; it knows nothing of the engine and imports
// nothing of this module. It serves unix systems only, as the slots do.
package region
