//go:build unix && !linux

package sandbox

// mapNoReserve: the other unix systems reserve lazily without a flag.
const mapNoReserve = 0

// populate: the pages fault in as they are first written.
func populate([]byte) {}
