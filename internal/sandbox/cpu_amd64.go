package sandbox

// hasRDTSCP and hasRDPID report whether the processor has the RDTSCP and
// RDPID instructions (CPUID).
func hasRDTSCP() bool
func hasRDPID() bool

// tscAux and pid read the processor's TSC_AUX register, by RDTSCP or by
// RDPID. Linux sets it to the number of the CPU (and its node, from bit
// 12) on every CPU, for its own getcpu.
func tscAux() uint32
func pid() uint32

var cpuRead = func() int {
	switch {
	case hasRDPID():
		return 2
	case hasRDTSCP():
		return 1
	}
	return 0
}()

// cpuReadable reports whether currentCPU reads the CPU.
func cpuReadable() bool { return cpuRead != 0 }

// currentCPU returns the number of the CPU the calling thread runs on, as
// far as it can tell in a few nanoseconds, or 0 when it cannot. The thread
// may move at any moment: the answer is a hint.
func currentCPU() uint32 { return cpuBy(cpuRead) }

// cpuBy reads the CPU's number by RDPID (2), by RDTSCP (1) or not (0).
func cpuBy(how int) uint32 {
	switch how {
	case 2:
		return pid() & 0xfff
	case 1:
		return tscAux() & 0xfff
	}
	return 0
}

// cpuReaders are the ways of reading the CPU this processor has, best
// first (for tests).
func cpuReaders() []int {
	var r []int
	if hasRDPID() {
		r = append(r, 2)
	}
	if hasRDTSCP() {
		r = append(r, 1)
	}
	return r
}
