//go:build !unix

package wire

import (
	"io"
	"os"
	"time"
)

// PollingReader returns f: polling a pipe before sleeping is built for Unix
// systems only (see poll_unix.go).
func PollingReader(f *os.File, window time.Duration) io.Reader { return f }
