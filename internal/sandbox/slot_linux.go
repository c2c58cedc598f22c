package sandbox

import "golang.org/x/sys/unix"

// mapNoReserve keeps a slot's reservation out of the kernel's overcommit
// accounting: only the pages an execution touches are committed.
const mapNoReserve = unix.MAP_NORESERVE
