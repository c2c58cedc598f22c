package main

import (
	"fmt"
	"io"
)

// What the CLI reads of the files it is given, at most. Each file must be a
// regular file (a named pipe or a device is refused without waiting on it,
// see internal/boundedfile); the gateway's config and env files are bounded
// by mcpgw.MaxConfigBytes.
const (
	// maxProgramBytes bounds the program of `codemode run`, from a file or
	// standard input.
	maxProgramBytes = 4 << 20
	// maxStubsBytes bounds the stub-provider file of `run --providers`.
	maxStubsBytes = 16 << 20
	// maxDigestBytes bounds the file `recipe digest` reads.
	maxDigestBytes = 16 << 20
)

// readBoundedStdin reads standard input, at most limit bytes.
func readBoundedStdin(stdin io.Reader, limit int64) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(stdin, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit {
		return nil, fmt.Errorf("standard input is over the limit of %d bytes", limit)
	}
	return b, nil
}
