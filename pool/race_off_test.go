//go:build !race

package pool_test

// raceEnabled reports a build with the race detector.
const raceEnabled = false
