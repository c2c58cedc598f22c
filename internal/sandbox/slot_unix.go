//go:build unix && !linux

package sandbox

// mapNoReserve: the other unix systems reserve lazily without a flag.
const mapNoReserve = 0
