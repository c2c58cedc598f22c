//go:build unix && !linux

package region

// noReserve: the other unix systems reserve lazily without a flag.
const noReserve = 0

// Populate: the pages fault in as they are first written.
func Populate([]byte) {}
