package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/bench"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/remote"
)

func init() { subcommands = append(subcommands, newBenchCommand) }

func newBenchCommand() *cobra.Command {
	var (
		workloads    string
		arrangements string
		asJSON       bool
		peers        string
		peerEngines  string
		cpuProfile   string
		duration     time.Duration
		concurrency  int
		scale        float64
		rounds       int
	)
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Measure the executor on the shared workloads, side by side with the peers",
		Long: `Run the workloads of workloads.json in each arrangement — in-process, the
worker pool, and through a daemon on loopback — and print, per arrangement, one
JSON line {"engine":"codemode/<arrangement>","concurrency":N,"gomaxprocs":P,"metrics":{…}}
with the metric names and definitions of that file (with --json), or a table.
Every result is checked against the workload's expected value; a wrong value
fails the run (exit 1). The daemon arrangement runs a daemon and its client in
this process with the GOMAXPROCS "codemode serve" takes on this machine (one
where the runtime would give it two or fewer and GOMAXPROCS is unset);
gomaxprocs is what each arrangement ran with. Before anything is timed, each
arrangement runs trivial executions for at least 100 ms (and at least the
peer harness's 20), so that what an executor does once after it starts is
over; each timed workload starts from a garbage collection of this process.

Without --workloads, workloads.json in the current directory is used, or else
the built-in copy of the benchmark workloads.

With --peers DIR (a folder where the peer harness is installed: bench.js and
its node_modules; the harness is not part of this repository) the harness runs the same workloads on every peer —
isolated-vm, quickjs-emscripten, cloudflare-codemode, monty and
utcp-code-mode, or those of --peer-engines — in the same command, after
codemode's arrangements, and the table shows codemode's figures beside
theirs, as ratios of theirs, and met or not met against each speed target.
A peer that prints no line fails the run.

With --rounds N everything is measured N times in turn (codemode's
arrangements, then the peers, N times over), and the table shows each
figure's median across the rounds, with every target's ratio round by round:
on a shared machine a figure moves by a third between neighbouring minutes,
and one round measures each engine minutes apart. With --json each round's
lines carry "round": k, and the lines without one are the medians.

trivial_us always runs a program text the executor has never seen (a
numbered comment makes each one new); trivial_warm_us is the same workload
with one text throughout.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var w *bench.Workloads
			var err error
			if workloads == "" {
				workloads = findWorkloads()
			}
			if workloads == "" {
				w = bench.LoadEmbedded()
				fmt.Fprintf(cmd.ErrOrStderr(), "bench: no workloads.json in this directory: using %s\n", bench.EmbeddedName)
				if peers != "" {
					// The peer harness reads a file.
					dir, err := os.MkdirTemp("", "codemode-bench-")
					if err != nil {
						return err
					}
					defer os.RemoveAll(dir)
					workloads = filepath.Join(dir, "workloads.json")
					if err := os.WriteFile(workloads, bench.EmbeddedBytes(), 0o600); err != nil {
						return err
					}
				}
			} else if w, err = bench.Load(workloads); err != nil {
				return usagef("--workloads: %v", err)
			}
			if peers != "" {
				if err := checkPeers(peers, splitList(peerEngines)); err != nil {
					return err
				}
			}
			if concurrency <= 0 {
				concurrency = runtime.NumCPU()
			}
			if rounds < 1 {
				return usagef("--rounds %d: measure at least one round", rounds)
			}
			if cpuProfile != "" {
				// The profile default.pgo is made from (docs/benchmarks.md).
				f, err := os.Create(cpuProfile)
				if err != nil {
					return usagef("--cpuprofile: %v", err)
				}
				defer f.Close()
				if err := pprof.StartCPUProfile(f); err != nil {
					return fmt.Errorf("--cpuprofile: %v", err)
				}
				defer pprof.StopCPUProfile()
			}
			cfg := bench.Config{Throughput: duration, Scale: scale}
			out := cmd.OutOrStdout()
			printJSON := func(ls []bench.Line) {
				for _, l := range ls {
					b, _ := json.Marshal(l)
					fmt.Fprintln(out, string(b))
				}
			}
			var ours, theirs [][]bench.Line
			for round := 1; round <= rounds; round++ {
				if rounds > 1 {
					fmt.Fprintf(cmd.ErrOrStderr(), "bench: round %d of %d\n", round, rounds)
				}
				lines, peerLines, err := benchRound(cmd, w, arrangements, concurrency, cfg, peers, workloads, peerEngines, scale)
				if err != nil {
					return err
				}
				if rounds > 1 {
					for i := range lines {
						lines[i].Round = round
					}
					for i := range peerLines {
						peerLines[i].Round = round
					}
				}
				if asJSON {
					printJSON(lines)
					printJSON(peerLines)
				}
				ours, theirs = append(ours, lines), append(theirs, peerLines)
			}
			if rounds == 1 {
				if !asJSON {
					bench.PrintTable(out, ours[0], theirs[0])
				}
				return nil
			}
			lines, peerLines := bench.Combine(ours), bench.Combine(theirs)
			if asJSON {
				printJSON(lines)
				printJSON(peerLines)
				return nil
			}
			fmt.Fprintf(out, "medians of %d rounds:\n", rounds)
			bench.PrintTable(out, lines, peerLines)
			if peers != "" {
				fmt.Fprintln(out)
				bench.PrintRounds(out, ours, theirs)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&workloads, "workloads", "", "the workloads file (default: workloads.json in this directory, else the built-in copy)")
	f.StringVar(&arrangements, "arrangements", "in-process,pool,daemon", "which arrangements to measure, comma-separated")
	f.BoolVar(&asJSON, "json", false, "print one JSON line per engine")
	f.StringVar(&peers, "peers", "", "also run the peer harness installed in this folder (bench.js and its node_modules; it is not part of this repository)")
	f.StringVar(&peerEngines, "peer-engines", strings.Join(bench.PeerEngines, ","), "with --peers, which peers to run, comma-separated")
	f.StringVar(&cpuProfile, "cpuprofile", "", "write a CPU profile of this process (the in-process arrangement and the parent side of the others) to this file")
	f.DurationVar(&duration, "duration", 3*time.Second, "how long orchestrate_per_s runs")
	f.IntVar(&concurrency, "concurrency", 0, "executions at once for orchestrate_per_s (default: one per CPU)")
	f.Float64Var(&scale, "scale", 1, "multiply the number of runs of each workload")
	f.IntVar(&rounds, "rounds", 1, "measure everything this many times in turn and show each figure's median")
	return cmd
}

// benchRound measures codemode's arrangements, then (with peers) the peer
// harness, once: one line per arrangement and per peer.
func benchRound(cmd *cobra.Command, w *bench.Workloads, arrangements string, concurrency int, cfg bench.Config,
	peers, workloads, peerEngines string, scale float64) (lines, peerLines []bench.Line, err error) {
	for _, a := range strings.Split(arrangements, ",") {
		a = strings.TrimSpace(a)
		x, c, stop, err := arrangement(a, concurrency)
		if err != nil {
			return nil, nil, err
		}
		cfg.Concurrency = c
		procs := runtime.GOMAXPROCS(0)
		fmt.Fprintf(cmd.ErrOrStderr(), "bench: %s (concurrency %d, GOMAXPROCS %d)...\n", a, c, procs)
		m, err := bench.Run(cmd.Context(), x, w, cfg)
		stop()
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", a, err)
		}
		if a == "in-process" {
			m.SandboxIdleBytes, m.SandboxRunBytes, _ = bench.Memory(100)
		}
		lines = append(lines, bench.Line{Engine: "codemode/" + a, Concurrency: c, Procs: procs, Metrics: m})
	}
	if peers != "" {
		fmt.Fprintf(cmd.ErrOrStderr(), "bench: peers in %s...\n", peers)
		peerLines, err = runPeers(cmd.Context(), peers, workloads, splitList(peerEngines), scale, cmd.ErrOrStderr())
		if err != nil {
			return nil, nil, err
		}
	}
	return lines, peerLines, nil
}

func findWorkloads() string {
	for _, p := range []string{"workloads.json"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}

// arrangement starts an executor of the named arrangement and says how many
// executions it runs at once for the throughput metric.
func arrangement(name string, concurrency int) (codemode.Executor, int, func(), error) {
	switch name {
	case "in-process":
		// Sandboxes live in slots with allocators of their own, so
		// in-process executions on parallel goroutines no longer queue
		// on the C heap's lock (docs/benchmarks.md has the scaling).
		x := codemode.New(codemode.Options{Prepared: concurrency})
		return x, concurrency, func() { x.Close() }, nil
	case "pool":
		p, err := pool.New(pool.Options{Workers: concurrency})
		if err != nil {
			return nil, 0, nil, err
		}
		return p, concurrency, func() { p.Close() }, nil
	case "daemon":
		// The daemon's process as `codemode serve` runs it here (its
		// client shares it: a goroutine of this process).
		_, restore := useDaemonProcs()
		p, err := pool.New(pool.Options{Workers: concurrency})
		if err != nil {
			restore()
			return nil, 0, nil, err
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			p.Close()
			restore()
			return nil, 0, nil, err
		}
		srv := remote.NewServer(p, remote.ServerOptions{Logger: discardLogger()})
		hs := &http.Server{Handler: srv.Handler()}
		go hs.Serve(ln)
		c, err := remote.Dial(context.Background(), "ws://"+ln.Addr().String(), remote.DialOptions{})
		if err != nil {
			hs.Close()
			p.Close()
			restore()
			return nil, 0, nil, err
		}
		return c, concurrency, func() { c.Close(); srv.Close(); hs.Close(); p.Close(); restore() }, nil
	}
	return nil, 0, nil, usagef("unknown arrangement %q (in-process, pool, daemon)", name)
}

// runPeers runs the peer harness installed in dir on the named engines and
// reads its JSON lines; every engine must print one.
func runPeers(ctx context.Context, dir, workloads string, engines []string, scale float64, stderr io.Writer) ([]bench.Line, error) {
	if err := checkPeers(dir, engines); err != nil {
		return nil, err
	}
	script := filepath.Join(dir, "bench.js")
	abs, err := filepath.Abs(workloads)
	if err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, "node", script, abs, strings.Join(engines, ","))
	cmd.Dir = dir
	cmd.Stderr = stderr
	cmd.Env = os.Environ()
	if scale != 1 {
		cmd.Env = append(cmd.Env, "BENCH_SCALE="+strconv.FormatFloat(scale, 'g', -1, 64))
	}
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("the peer harness in %s failed: %v", dir, err)
	}
	lines, err := bench.ReadLines(bytes.NewReader(out))
	if err != nil {
		return nil, fmt.Errorf("the peer harness's output: %v", err)
	}
	for _, e := range engines {
		found := false
		for _, l := range lines {
			found = found || l.Engine == e
		}
		if !found {
			return nil, fmt.Errorf("the peer harness printed no line for %s", e)
		}
	}
	return lines, nil
}

// checkPeers refuses a --peers folder without an installed harness before
// any arrangement runs.
func checkPeers(dir string, engines []string) error {
	if _, err := os.Stat(filepath.Join(dir, "bench.js")); err != nil {
		return usagef("--peers %s: no bench.js there: point it at a folder where the peer harness is installed", dir)
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules")); err != nil {
		return usagef("--peers %s: no node_modules there: install the harness's packages first (its setup.sh)", dir)
	}
	if len(engines) == 0 {
		return usagef("--peer-engines: name at least one of %s", strings.Join(bench.PeerEngines, ", "))
	}
	return nil
}

func splitList(s string) []string {
	var out []string
	for _, e := range strings.Split(s, ",") {
		if e = strings.TrimSpace(e); e != "" {
			out = append(out, e)
		}
	}
	return out
}
