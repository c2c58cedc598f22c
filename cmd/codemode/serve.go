package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/codemode/codemode/internal/console"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/remote"
	"github.com/codemode/codemode/tracing"
)

func init() { subcommands = append(subcommands, newServeCommand, newWorkerCommand) }

func newServeCommand() *cobra.Command {
	var (
		listen     string
		token      string
		metricsTok string
		workers    int
		queue      int
		grace      time.Duration
		maxFrame   string
		logFormat  string
		maxLimits  limitFlags
		addrSpace  string
		workerExec string
		noPoll     bool
		noShared   bool
		pingEvery  time.Duration
		pingWait   time.Duration
		bounds     serveBounds
		of         observeFlags
	)
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Run the daemon that clients in any language reach over a WebSocket",
		Long: `Run the codemode daemon: programs run in a pool of worker processes, and every
tool call travels back over the client's WebSocket to the client, which owns
the tools and the credentials. The protocol is docs/protocol.md.

The first line on standard output is "listening URL" once the daemon accepts
connections. A bearer token (--token or CODEMODE_TOKEN) is required on any
non-loopback listener. SIGTERM and SIGINT drain: /readyz answers 503 at once,
new connections and executions are refused, clients are sent a drain message
(so that they go to another daemon), running executions get --grace to
finish, then they are cancelled.

The --max-* flags clamp the limits clients ask for (a zero flag keeps the
default clamp: 5m, 256MiB, ...; see docs/protocol.md). Before a client's hello
is accepted, the daemon reads at most 16 KiB from it and waits at most
--handshake-timeout; --max-connections and --max-connections-per-address cap
the connections open at once, --max-buffered-bytes the incoming messages held
in memory, and each connection may keep at most --queue-per-connection
executions waiting (clients take turns for the workers).

A worker runs many executions at once (--sandboxes-per-worker, default 8192,
while its resident memory is below --worker-memory): one waiting for a tool
call holds a sandbox of about a quarter of a MiB and no thread, so the daemon's
concurrency is set by memory, not by its worker processes. One connection may
have at most --executions-per-connection running and queued (default three
quarters of what the workers run at once, plus its share of the queue). --sandboxes-per-worker 1 gives each
execution a worker process of its own (docs/failures.md: what executions that
share a worker can do to each other). Retained executions
(retainHandles) each hold 32 MiB of a worker's address space: a worker holds
at most --retained-per-worker (default: what --worker-address-space leaves
room for, 44 at 4GiB), the daemon --max-retained (default: all its workers
hold) and one connection --max-retained-per-connection (default: a quarter);
a request past a cap is refused with kind overloaded (docs/handles.md).

Where the runtime would give the daemon two scheduler processors or fewer
(GOMAXPROCS, from the machine's processors or its container's CPU limit), it
runs on one unless the GOMAXPROCS environment variable is set: the daemon only
relays, its workers run on processors of their own, and a second one here
wakes threads that take a worker's (a tool call about 20% cheaper on two
cores; docs/deploy.md).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if token == "" {
				token = os.Getenv("CODEMODE_TOKEN")
			}
			if metricsTok == "" {
				metricsTok = os.Getenv("CODEMODE_METRICS_TOKEN")
			}
			max, err := maxLimits.limits()
			if err != nil {
				return err
			}
			frame, err := parseBytes(maxFrame)
			if err != nil {
				return usagef("--max-frame-bytes %q: %v", maxFrame, err)
			}
			var as int64
			if addrSpace != "" {
				if as, err = parseBytes(addrSpace); err != nil {
					return usagef("--worker-address-space %q: %v", addrSpace, err)
				}
			}
			var handler slog.Handler = slog.NewTextHandler(cmd.ErrOrStderr(), nil)
			switch logFormat {
			case "json":
				handler = slog.NewJSONHandler(cmd.ErrOrStderr(), &slog.HandlerOptions{ReplaceAttr: durationsAsText})
			case "text":
			default:
				return usagef("--log-format must be text or json, not %q", logFormat)
			}
			log := slog.New(handler)
			if of.consoleToken == "" {
				of.consoleToken = token // the daemon's token guards its console
			}
			ob, err := of.start(cmd.Context(), cmd.ErrOrStderr()) // before any worker starts: --otlp is checked
			if err != nil {
				return err
			}
			defer ob.close()

			ln, url, err := openListener(listen)
			if err != nil {
				return err
			}
			if !isLoopback(listen) && token == "" {
				ln.Close()
				return usagef("--listen %s is not a loopback address: a token is required (--token or CODEMODE_TOKEN)", listen)
			}
			procs, _ := useDaemonProcs()
			sopts, err := bounds.options()
			if err != nil {
				ln.Close()
				return err
			}
			popts := pool.Options{Workers: workers, Queue: queue, AddressSpace: as, Stderr: cmd.ErrOrStderr(), NoPoll: noPoll, NoSharedMemory: noShared,
				RetainedPerWorker: bounds.retainedPerWorker, Sandboxes: bounds.sandboxes, WorkerMemory: bounds.workerMemoryBytes()}
			if workerExec != "" {
				popts.Command = []string{workerExec, "worker"}
			}
			p, err := pool.New(popts)
			if err != nil {
				ln.Close()
				return err
			}
			if sopts.MaxRetained == 0 {
				// Without --max-retained: what the workers hold.
				sopts.MaxRetained = p.Stats().RetainedCapacity
			}
			sopts.MetricsToken = metricsTok
			sopts.Token, sopts.MaxLimits, sopts.MaxFrameBytes, sopts.Logger = token, max, int(frame), log
			sopts.Queue = queue
			sopts.PingInterval, sopts.PingTimeout = pingEvery, pingWait
			if pingEvery < 0 { // the flag's "no pings"
				sopts.PingInterval, sopts.NoPings = 0, true
			}
			sopts.Stats = func() (int, int, int) { st := p.Stats(); return st.Workers, st.Busy, st.Queued }
			if err := sopts.Validate(); err != nil {
				p.Close()
				ln.Close()
				return err
			}
			recorded := ob.record(p, "daemon")
			srv := remote.NewServer(tracing.Executor(recorded, ob.tracerProvider()), sopts)
			stats := func() map[string]int {
				st := p.Stats()
				return map[string]int{"workers": st.Workers, "workers busy": st.Busy, "executions running": st.Running, "executions queued": st.Queued, "capacity": st.Capacity}
			}
			if err := ob.serve(of.console, console.Daemon{X: recorded, Stats: stats}, max.Timeout, context.Background()); err != nil {
				ln.Close()
				p.Close()
				return err
			}
			httpSrv := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
			serveErr := make(chan error, 1)
			go func() { serveErr <- httpSrv.Serve(srv.Listener(ln)) }()
			fmt.Fprintf(cmd.OutOrStdout(), "listening %s\n", url)
			log.Info("daemon listening", "url", url, "workers", p.Stats().Workers, "capacity", p.Capacity(), "token", token != "", "poll", !popts.NoPoll, "shared_memory", !popts.NoSharedMemory && runtime.GOOS == "linux", "gomaxprocs", procs)

			sig := make(chan os.Signal, 1)
			signal.Notify(sig, syscall.SIGTERM, os.Interrupt)
			defer signal.Stop(sig)
			select {
			case s := <-sig:
				log.Info("draining", "signal", s.String(), "grace", grace)
			case err := <-serveErr:
				p.Close()
				return err
			}
			// Drain: refuse new work, let running executions finish
			// within the grace period, then cancel them.
			ctx, cancel := context.WithTimeout(context.Background(), grace)
			defer cancel()
			if err := srv.Drain(ctx); err != nil {
				// Grace over: durable executions still running are
				// suspended, so that their clients resume them on
				// another daemon from the checkpoint each one's done
				// carries; they are given a little while to report
				// (their calls in flight answer first), then the rest
				// are cancelled.
				running := srv.Running()
				srv.SuspendDurable()
				sctx, scancel := context.WithTimeout(context.Background(), suspendWait)
				_ = srv.Drain(sctx)
				scancel()
				log.Warn("grace period over: durable executions suspended, the rest cancelled", "running", running, "left", srv.Running())
			}
			p.Close()
			srv.Close()
			shutdownCtx, cancel2 := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel2()
			_ = httpSrv.Shutdown(shutdownCtx)
			log.Info("stopped")
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&listen, "listen", "127.0.0.1:7411", "address to listen on: HOST:PORT (port 0 picks one) or unix:PATH")
	f.StringVar(&token, "token", "", "bearer token clients must present (default $CODEMODE_TOKEN)")
	f.StringVar(&metricsTok, "metrics-token", "", "bearer token a scraper must present to read /metrics (default $CODEMODE_METRICS_TOKEN; unset: /metrics is open)")
	f.IntVar(&workers, "workers", 0, "worker processes (default: one per CPU)")
	f.IntVar(&queue, "queue", 0, "executions that may wait for a place on a worker before new ones are refused (default 256)")
	f.DurationVar(&grace, "grace", 30*time.Second, "how long a drain waits for running executions")
	f.StringVar(&maxFrame, "max-frame-bytes", "72MiB", "largest message accepted from a client")
	f.StringVar(&logFormat, "log-format", "text", "log format on standard error: text or json")
	f.StringVar(&addrSpace, "worker-address-space", "", "address-space cap of each worker (default 4GiB)")
	f.BoolVar(&noPoll, "no-poll", false, "readers of the workers' pipes sleep as soon as a pipe is empty, instead of polling it for up to 100µs while an answer is due (for many more workers than processors)")
	f.BoolVar(&noShared, "no-shared-memory", false, "carry the messages to and from the workers on their pipes, instead of through memory shared with each worker (Linux only; needed for a --worker-command of another build)")
	f.StringVar(&workerExec, "worker-command", "", "start workers as `PATH worker` instead of re-running this executable")
	f.DurationVar(&pingEvery, "ping-interval", remote.DefaultServerPingInterval, "how often to ping each client; one that does not answer within --ping-timeout is dropped and its executions cancelled (negative: no pings)")
	f.DurationVar(&pingWait, "ping-timeout", remote.DefaultServerPingTimeout, "how long a client has to answer a ping")
	of.register(f, "default: the daemon's --token")
	maxLimits.registerMax(f)
	bounds.register(f)
	return cmd
}

// openListener opens HOST:PORT or unix:PATH and returns the URL clients use.
func openListener(listen string) (net.Listener, string, error) {
	if path, ok := strings.CutPrefix(listen, "unix:"); ok {
		_ = os.Remove(path)
		ln, err := net.Listen("unix", path)
		if err != nil {
			return nil, "", usagef("--listen %s: %v", listen, err)
		}
		return ln, "unix:" + path, nil
	}
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return nil, "", usagef("--listen %s: %v", listen, err)
	}
	return ln, "ws://" + ln.Addr().String(), nil
}

// isLoopback reports whether the listen address only accepts local
// connections (a unix socket counts).
func isLoopback(listen string) bool {
	if strings.HasPrefix(listen, "unix:") {
		return true
	}
	host, _, err := net.SplitHostPort(listen)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// newWorkerCommand is the hidden `codemode worker`, what --worker-command
// starts (the pool also re-runs any executable that imports it).
func newWorkerCommand() *cobra.Command {
	return &cobra.Command{
		Use:    "worker",
		Short:  "Run as a pool worker (internal)",
		Hidden: true,
		Args:   cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			if code := pool.RunWorker(); code != 0 {
				return exitCode(code)
			}
			return nil
		},
	}
}

// discardLogger is a logger that drops everything (for the bench's daemon).
func discardLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// suspendWait is how long a drain whose grace is over waits for the durable
// executions it suspended to report their checkpoints before it cancels what
// is left: a suspension waits only for the calls in flight.
const suspendWait = 5 * time.Second
