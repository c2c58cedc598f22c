//go:build !linux

package asyncrt

import "time"

var cpuStart = time.Now()

// cpuNow: without a per-thread CPU clock, wall time (noisier).
func cpuNow() time.Duration { return time.Since(cpuStart) }
