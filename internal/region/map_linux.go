package region

import "golang.org/x/sys/unix"

// noReserve keeps a reservation out of the kernel's overcommit accounting:
// only the pages written are committed.
const noReserve = unix.MAP_NORESERVE

// Populate faults the pages of b in with one system call
// (MADV_POPULATE_WRITE, Linux 5.14), rather than one fault per page as they
// are first written; an older kernel refuses it, and the pages fault in as
// they are written.
func Populate(b []byte) { unix.Madvise(b, unix.MADV_POPULATE_WRITE) }
