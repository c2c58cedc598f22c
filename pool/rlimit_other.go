//go:build !linux

package pool

// limitAddressSpace does nothing where RLIMIT_AS is not available; the
// sandbox's own memory limit still holds.
func limitAddressSpace(int64) error { return nil }
