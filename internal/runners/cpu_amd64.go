package runners

// hasRDTSCP and hasRDPID report whether the processor has the RDTSCP and
// RDPID instructions (CPUID).
func hasRDTSCP() bool
func hasRDPID() bool

// tscAux and pid read the processor's TSC_AUX register, by RDTSCP or by
// RDPID. Linux sets it to the number of the CPU (and its node, from bit
// 12) on every CPU, for its own getcpu.
func tscAux() uint32
func pid() uint32

// cpuRead is the best way this processor has.
var cpuRead = func() int {
	if r := cpuReaders(); len(r) > 0 {
		return r[0]
	}
	return readNone
}()

// CPUReadable reports whether CurrentCPU reads the CPU (else it returns 0).
func CPUReadable() bool { return cpuRead != readNone }

// CurrentCPU returns the number of the CPU the calling thread runs on, as
// far as it can tell in a few nanoseconds, or 0 when it cannot. The thread
// may move at any moment: the answer is a hint.
func CurrentCPU() uint32 { return cpuBy(cpuRead) }

// cpuBy reads the CPU's number the given way (0 with readNone).
func cpuBy(how int) uint32 {
	switch how {
	case readRDPID:
		return pid() & 0xfff
	case readRDTSCP:
		return tscAux() & 0xfff
	}
	return 0
}

// cpuReaders are the ways of reading the CPU this processor has, best
// first.
func cpuReaders() []int {
	var r []int
	if hasRDPID() {
		r = append(r, readRDPID)
	}
	if hasRDTSCP() {
		r = append(r, readRDTSCP)
	}
	return r
}
