package pool

import "syscall"

// limitAddressSpace sets RLIMIT_AS for this process.
func limitAddressSpace(n int64) error {
	return syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: uint64(n), Max: uint64(n)})
}
