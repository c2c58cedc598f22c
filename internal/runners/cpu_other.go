//go:build !amd64

package runners

// CurrentCPU returns 0: on this architecture the CPU a thread runs on is
// not read (see cpu_amd64.go).
func CurrentCPU() uint32 { return 0 }

// CPUReadable reports whether CurrentCPU reads the CPU: never here.
func CPUReadable() bool { return false }

// cpuBy returns 0: there is no way of reading the CPU here.
func cpuBy(int) uint32 { return 0 }

// cpuReaders are the ways of reading the CPU: none here.
func cpuReaders() []int { return nil }
