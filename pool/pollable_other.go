//go:build !unix

package pool

import "os"

// pollable returns f: workers need a Unix system.
func pollable(f *os.File) *os.File { return f }
