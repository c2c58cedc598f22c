package pool_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/pool"
)

// syncBuffer is a bytes.Buffer safe for the pool's copying goroutine.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// A worker is the host's own binary, so whatever its packages print on stdout
// is printed by every worker too. The protocol does not use stdout: the noise
// ends up with the worker's stderr and every execution is unharmed.
func TestStdoutNoiseCannotCorruptTheProtocol(t *testing.T) {
	t.Setenv("CODEMODE_TEST_WORKER_NOISE", "1")
	var stderr syncBuffer
	p := newPool(t, pool.Options{Workers: 2, Stderr: &stderr})
	for i := range 20 {
		r := p.Execute(context.Background(), codemode.Request{
			Code:      `async () => { console.log("hi"); return await store.echo(7) }`,
			Providers: []codemode.Provider{{Name: "store"}},
			Dispatch: func(_ context.Context, _, _, args string) (string, error) {
				return `{"result":` + args + `}`, nil
			},
		})
		if err := r.Err(); err != nil {
			t.Fatalf("execution %d: %v", i, err)
		}
		if string(r.Value) != "[7]" || len(r.Logs) != 1 || r.Logs[0] != "hi" {
			t.Fatalf("execution %d: value %s logs %q", i, r.Value, r.Logs)
		}
	}
	if !strings.Contains(stderr.String(), pool.NoiseLine) {
		t.Fatalf("the workers' stdout did not reach Options.Stderr: %q", stderr.String())
	}
}

// A process started as a worker without the pool's pipes refuses to serve,
// and says why.
func TestWorkerWithoutThePipes(t *testing.T) {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "CODEMODE_WORKER=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 2 {
		t.Fatalf("a worker started by hand ended with %v, want exit status 2", err)
	}
	if !strings.Contains(stderr.String(), "descriptors 3 and 4 are not the pool's pipes") {
		t.Fatalf("stderr = %q", stderr.String())
	}
}

// Negative options are refused, naming the field and its default.
func TestOptionsConvention(t *testing.T) {
	for opts, want := range map[*pool.Options]string{
		{Workers: -1}:                   "pool: Options.Workers is -1; use 0 for the default (one per CPU) or a positive value",
		{Queue: -2}:                     "pool: Options.Queue is -2; use 0 for the default (256) or a positive value",
		{AddressSpace: -3}:              "pool: Options.AddressSpace is -3; use 0 for the default (4 GiB and 33 MiB a sandbox) or a positive value",
		{Sandboxes: -4}:                 "pool: Options.Sandboxes is -4; use 0 for the default (8192, or what AddressSpace holds) or a positive value",
		{WorkerMemory: -5}:              "pool: Options.WorkerMemory is -5; use 0 for the default (half the memory, shared among the workers) or a positive value",
		{Grace: -time.Second}:           "pool: Options.Grace is -1s; use 0 for the default (2s) or a positive value",
		{PollWindow: -time.Microsecond}: "pool: Options.PollWindow is -1µs; use 0 for the default (100µs), a positive value, or NoPoll to turn polling off",
	} {
		if p, err := pool.New(*opts); err == nil || err.Error() != want {
			if p != nil {
				p.Close()
			}
			t.Errorf("%+v: %v, want %q", *opts, err, want)
		}
	}
}
