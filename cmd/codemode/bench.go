package main

import (
	"bufio"
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
	"strings"
	"text/tabwriter"
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
		duration     time.Duration
		concurrency  int
		scale        float64
	)
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Measure the executor on the shared workloads, side by side with the peers",
		Long: `Run the workloads of workloads.json in each arrangement — in-process, the
worker pool, and through a daemon on loopback — and print, per arrangement, one
JSON line {"engine":"codemode/<arrangement>","concurrency":N,"metrics":{…}}
with the metric names and definitions of that file (with --json), or a table.
Every result is checked against the workload's expected value; a wrong value
fails the run (exit 1).

With --peers DIR (a folder set up by ../shared/peers/setup.sh) the peer harness
runs the same workloads on isolated-vm and quickjs-emscripten in the same
command, and the table shows codemode's figures as ratios of theirs.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var w *bench.Workloads
			var err error
			if workloads == "" {
				workloads = findWorkloads()
			}
			if workloads == "" {
				w = bench.LoadEmbedded()
				fmt.Fprintf(cmd.ErrOrStderr(), "bench: no workloads.json here or in ../shared: using %s\n", bench.EmbeddedName)
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
			if concurrency <= 0 {
				concurrency = runtime.NumCPU()
			}
			cfg := bench.Config{Throughput: duration, Scale: scale}
			var lines []bench.Line
			out := cmd.OutOrStdout()
			for _, a := range strings.Split(arrangements, ",") {
				a = strings.TrimSpace(a)
				x, c, stop, err := arrangement(a, concurrency)
				if err != nil {
					return err
				}
				cfg.Concurrency = c
				fmt.Fprintf(cmd.ErrOrStderr(), "bench: %s (concurrency %d)...\n", a, c)
				m, err := bench.Run(cmd.Context(), x, w, cfg)
				stop()
				if err != nil {
					return fmt.Errorf("%s: %w", a, err)
				}
				if a == "in-process" {
					m.SandboxIdleBytes, m.SandboxRunBytes, _ = bench.Memory(100)
				}
				line := bench.Line{Engine: "codemode/" + a, Concurrency: c, Metrics: m}
				lines = append(lines, line)
				if asJSON {
					b, _ := json.Marshal(line)
					fmt.Fprintln(out, string(b))
				}
			}
			var peerLines []bench.Line
			if peers != "" {
				fmt.Fprintf(cmd.ErrOrStderr(), "bench: peers in %s...\n", peers)
				peerLines, err = runPeers(peers, workloads, cmd.ErrOrStderr())
				if err != nil {
					return err
				}
				if asJSON {
					for _, l := range peerLines {
						b, _ := json.Marshal(l)
						fmt.Fprintln(out, string(b))
					}
				}
			}
			if !asJSON {
				printTable(out, lines, peerLines)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&workloads, "workloads", "", "the workloads file (default: workloads.json here or in ../shared, else a built-in copy of the shared one)")
	f.StringVar(&arrangements, "arrangements", "in-process,pool,daemon", "which arrangements to measure, comma-separated")
	f.BoolVar(&asJSON, "json", false, "print one JSON line per engine")
	f.StringVar(&peers, "peers", "", "also run the peer harness in this folder (see ../shared/peers/setup.sh)")
	f.DurationVar(&duration, "duration", 3*time.Second, "how long orchestrate_per_s runs")
	f.IntVar(&concurrency, "concurrency", 0, "executions at once for orchestrate_per_s (default: one per CPU)")
	f.Float64Var(&scale, "scale", 1, "multiply the number of runs of each workload")
	return cmd
}

func findWorkloads() string {
	for _, p := range []string{"workloads.json", "../shared/workloads.json", "../../shared/workloads.json"} {
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
		p, err := pool.New(pool.Options{Workers: concurrency})
		if err != nil {
			return nil, 0, nil, err
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			p.Close()
			return nil, 0, nil, err
		}
		srv := remote.NewServer(p, remote.ServerOptions{Logger: discardLogger()})
		hs := &http.Server{Handler: srv.Handler()}
		go hs.Serve(ln)
		c, err := remote.Dial(context.Background(), "ws://"+ln.Addr().String(), remote.DialOptions{})
		if err != nil {
			hs.Close()
			p.Close()
			return nil, 0, nil, err
		}
		return c, concurrency, func() { c.Close(); srv.Close(); hs.Close(); p.Close() }, nil
	}
	return nil, 0, nil, usagef("unknown arrangement %q (in-process, pool, daemon)", name)
}

// runPeers runs the peer harness and reads its JSON lines.
func runPeers(dir, workloads string, stderr io.Writer) ([]bench.Line, error) {
	abs, _ := filepath.Abs(workloads)
	cmd := exec.Command("node", filepath.Join(dir, "bench.js"), abs)
	cmd.Dir = dir
	cmd.Stderr = stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("the peer harness failed: %v", err)
	}
	var lines []bench.Line
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		var l bench.Line
		if json.Unmarshal(sc.Bytes(), &l) == nil && l.Engine != "" {
			lines = append(lines, l)
		}
	}
	return lines, nil
}

// printTable prints the metrics, one column per engine, and with peers the
// ratio of codemode's best figure to each peer's.
func printTable(w io.Writer, lines, peers []bench.Line) {
	all := append(append([]bench.Line{}, lines...), peers...)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "metric\t")
	for _, l := range all {
		fmt.Fprintf(tw, "%s\t", strings.TrimPrefix(l.Engine, "codemode/"))
	}
	fmt.Fprintln(tw)
	rows := []struct {
		name   string
		get    func(bench.Metrics) float64
		higher bool // a higher figure is better
	}{
		{"trivial_us", func(m bench.Metrics) float64 { return m.TrivialUs }, false},
		{"seq100_per_call_us", func(m bench.Metrics) float64 { return m.Seq100PerCallUs }, false},
		{"par100_per_call_us", func(m bench.Metrics) float64 { return m.Par100PerCallUs }, false},
		{"orchestrate_us", func(m bench.Metrics) float64 { return m.OrchestrateUs }, false},
		{"json10k_ms", func(m bench.Metrics) float64 { return m.JSON10kMs }, false},
		{"fib27_ms", func(m bench.Metrics) float64 { return m.Fib27Ms }, false},
		{"orchestrate_per_s", func(m bench.Metrics) float64 { return m.OrchestratePerS }, true},
	}
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t", r.name)
		for _, l := range all {
			fmt.Fprintf(tw, "%g\t", r.get(l.Metrics))
		}
		fmt.Fprintln(tw)
	}
	fmt.Fprint(tw, "concurrency\t")
	for _, l := range all {
		fmt.Fprintf(tw, "%d\t", l.Concurrency)
	}
	fmt.Fprintln(tw)
	tw.Flush()
	for _, l := range lines {
		if d := l.Metrics.DurableMetrics; d != nil {
			fmt.Fprintf(w, "\ndurable (%s): %g µs per journaled live call, %g µs per replayed call, %g checkpoint bytes per call\n",
				strings.TrimPrefix(l.Engine, "codemode/"), d.LivePerCallUs, d.ReplayPerCallUs, d.CheckpointBytesPerCall)
		}
	}
	for _, l := range lines {
		if l.Metrics.SandboxIdleBytes > 0 {
			fmt.Fprintf(w, "\nmemory (in-process): %d KiB per idle prepared sandbox, %d KiB per running trivial execution\n",
				l.Metrics.SandboxIdleBytes>>10, l.Metrics.SandboxRunBytes>>10)
		}
	}
	if len(peers) == 0 || len(lines) == 0 {
		return
	}
	fmt.Fprintln(w, "\nbest codemode arrangement as a ratio of each peer (below 1 is faster; for orchestrate_per_s above 1 is better):")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "metric\tbest\t")
	for _, p := range peers {
		fmt.Fprintf(tw, "vs %s\t", p.Engine)
	}
	fmt.Fprintln(tw)
	for _, r := range rows {
		best := lines[0]
		for _, l := range lines[1:] {
			if r.higher == (r.get(l.Metrics) > r.get(best.Metrics)) {
				best = l
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t", r.name, strings.TrimPrefix(best.Engine, "codemode/"))
		for _, p := range peers {
			if pv := r.get(p.Metrics); pv != 0 {
				fmt.Fprintf(tw, "%.2f×\t", r.get(best.Metrics)/pv)
			} else {
				fmt.Fprint(tw, "-\t")
			}
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
}
