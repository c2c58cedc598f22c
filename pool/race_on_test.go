//go:build race

package pool_test

// raceEnabled reports a build with the race detector, whose runtime maps
// address space of its own (about 300 MiB more in an empty worker).
const raceEnabled = true
