package sandbox

import "golang.org/x/sys/unix"

// mapNoReserve keeps a slot's reservation out of the kernel's overcommit
// accounting: only the pages an execution touches are committed.
const mapNoReserve = unix.MAP_NORESERVE

// populate faults the pages of b in with one system call (MADV_POPULATE_WRITE,
// Linux 5.14), rather than one fault per page as they are first written; an
// older kernel refuses it, and the pages fault in as they are written.
func populate(b []byte) { unix.Madvise(b, unix.MADV_POPULATE_WRITE) }
