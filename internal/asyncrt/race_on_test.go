//go:build race

package asyncrt

// raceScale multiplies the bounds a test waits for: the race detector slows
// the engine several times.
const raceScale = 8
