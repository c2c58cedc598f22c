package runners

// Ways of reading the number of the CPU a thread runs on (cpuBy; on amd64,
// cpu_amd64.go; elsewhere none, cpu_other.go).
const (
	readNone   = 0
	readRDTSCP = 1
	readRDPID  = 2
)
