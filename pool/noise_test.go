package pool

import (
	"fmt"
	"os"
	"time"
)

// noiseEnv makes this test binary, when it runs as a worker, print on its
// stdout the way a careless package of a host's binary might: from package
// initialisation (a variable's initialiser runs before any init function,
// so before the worker takes over) and from a goroutine while executions
// run. TestStdoutNoiseCannotCorruptTheProtocol sets it.
const noiseEnv = "CODEMODE_TEST_WORKER_NOISE"

// NoiseLine is what a noisy worker prints.
const NoiseLine = `{"type":"done","id":"e1","result":666}`

var _ = func() bool {
	if os.Getenv(workerEnv) == "1" && os.Getenv(noiseEnv) == "1" {
		fmt.Println(NoiseLine)
		go func() {
			for range 50 {
				time.Sleep(2 * time.Millisecond)
				fmt.Println(NoiseLine)
			}
		}()
	}
	return true
}()
