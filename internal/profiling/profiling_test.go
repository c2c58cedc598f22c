package profiling

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// TestSegmentsWritten: with CODEMODE_PROFILE_DIR set, a process writes a CPU
// and a heap profile for each segment, each a gzip-compressed profile as
// pprof writes them.
func TestSegmentsWritten(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("CODEMODE_PROFILE_DIR", dir)
	profileSegment = 100 * time.Millisecond
	Start("test")
	var cpu, heap []string
	for end := time.Now().Add(10 * time.Second); len(heap) < 2; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("after 10 s, %d CPU and %d heap profiles", len(cpu), len(heap))
		}
		cpu, _ = filepath.Glob(filepath.Join(dir, "test-*-*.cpu.pprof"))
		heap, _ = filepath.Glob(filepath.Join(dir, "test-*-*.heap.pprof"))
	}
	for _, name := range []string{
		filepath.Join(dir, "test-"+strconv.Itoa(os.Getpid())+"-000.cpu.pprof"),
		filepath.Join(dir, "test-"+strconv.Itoa(os.Getpid())+"-000.heap.pprof"),
	} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(b) < 20 || b[0] != 0x1f || b[1] != 0x8b {
			t.Errorf("%s: %d bytes, not a gzip-compressed profile", name, len(b))
		}
	}
}
