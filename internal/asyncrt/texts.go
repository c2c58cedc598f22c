package asyncrt

import "github.com/codemode/codemode/internal/limits"

// The texts of the failures an execution can end with are generated from
// internal/failures/catalogue.json into failures_gen.go.

// Bytes renders a byte count the way the texts do: 64 MiB, 512 KiB, 100 bytes.
func Bytes(n int64) string { return limits.FormatBytes(n) }
