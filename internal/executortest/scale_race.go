//go:build race

package executortest

// RaceFactor is how much longer ample bounds are under the race detector.
const RaceFactor = 5

// raceBuild reports a build with -race.
const raceBuild = true

const slowdown = RaceFactor
