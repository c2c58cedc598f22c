//go:build !linux

package pool

// canMeasureRSS reports whether residentBytes can read a process's memory:
// not here (Options.WorkerMemory is not applied).
func canMeasureRSS() bool { return false }

func residentBytes(int) int64 { return 0 }

func memoryLimit() int64 { return 0 }
