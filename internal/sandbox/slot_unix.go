//go:build unix && !linux && !(386 || arm)

package sandbox

// mapNoReserve: the other unix systems reserve lazily without a flag.
const mapNoReserve = 0
