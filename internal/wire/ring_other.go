//go:build !linux

package wire

import (
	"errors"
	"io"
	"os"
	"time"
)

// Rings is a pair of byte rings in shared memory between a pool and its
// worker; they are built for Linux only (see ring_linux.go), and elsewhere
// the messages travel on the pipes themselves.
type Rings struct{}

// RingSize is the bytes of data each direction's ring holds.
const RingSize = 64 << 10

var errNoRings = errors.New("shared memory rings are built for Linux only")

// NewRings fails: see Rings.
func NewRings(size int) (*Rings, *os.File, error) { return nil, nil, errNoRings }

// OpenRings fails: see Rings.
func OpenRings(f *os.File) (*Rings, error) { return nil, errNoRings }

// Close does nothing.
func (r *Rings) Close() error { return nil }

// Writer fails: see Rings.
func (r *Rings) Writer(doorbell *os.File) (io.Writer, error) { return nil, errNoRings }

// Reader fails: see Rings.
func (r *Rings) Reader(doorbell *os.File, window time.Duration) (io.Reader, error) {
	return nil, errNoRings
}
