package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/limits"
	"github.com/spf13/pflag"
)

// limitFlags binds the Limits fields to flags.
type limitFlags struct {
	timeout         time.Duration
	memory          string
	stackDepth      int
	payloadBytes    string
	resultBytes     string
	logBytes        string
	toolCalls       int
	concurrentCalls int
}

func (l *limitFlags) register(fs *pflag.FlagSet) {
	fs.DurationVar(&l.timeout, "timeout", 0, "wall-clock limit of the execution (default "+limits.Timeout.String()+")")
	fs.StringVar(&l.memory, "memory", "", "heap limit, e.g. 64MiB (default "+flagBytes(limits.Memory)+")")
	fs.IntVar(&l.stackDepth, "stack-depth", 0, fmt.Sprintf("recursion limit in engine stack slots (default %d)", limits.StackDepth))
	fs.StringVar(&l.payloadBytes, "payload-bytes", "", "limit of one outgoing tool call, e.g. 4MiB (default "+flagBytes(limits.PayloadBytes)+")")
	fs.StringVar(&l.resultBytes, "result-bytes", "", "limit of the result's JSON (default "+flagBytes(limits.ResultBytes)+")")
	fs.StringVar(&l.logBytes, "log-bytes", "", "limit of the logs (default "+flagBytes(limits.LogBytes)+")")
	fs.IntVar(&l.toolCalls, "tool-calls", 0, fmt.Sprintf("tool calls one execution may make (default %d)", limits.ToolCalls))
	fs.IntVar(&l.concurrentCalls, "concurrent-calls", 0, fmt.Sprintf("tool calls in flight at once (default %d)", limits.ConcurrentCalls))
}

// registerMax binds the flags as daemon maxima (--max-timeout, ...).
func (l *limitFlags) registerMax(fs *pflag.FlagSet) {
	fs.DurationVar(&l.timeout, "max-timeout", 0, "most wall-clock time a client may ask for (default "+strings.TrimSuffix(limits.MaxTimeout.String(), "0s")+")")
	fs.StringVar(&l.memory, "max-memory", "", "most heap a client may ask for (default "+flagBytes(limits.MaxMemory)+")")
	fs.IntVar(&l.stackDepth, "max-stack-depth", 0, fmt.Sprintf("most stack depth a client may ask for (default %d)", limits.MaxStackDepth))
	fs.StringVar(&l.payloadBytes, "max-payload-bytes", "", "most bytes per tool call a client may ask for (default "+flagBytes(limits.MaxPayloadBytes)+")")
	fs.StringVar(&l.resultBytes, "max-result-bytes", "", "most result bytes a client may ask for (default "+flagBytes(limits.MaxResultBytes)+")")
	fs.StringVar(&l.logBytes, "max-log-bytes", "", "most log bytes a client may ask for (default "+flagBytes(limits.MaxLogBytes)+")")
	fs.IntVar(&l.toolCalls, "max-tool-calls", 0, fmt.Sprintf("most tool calls per execution a client may ask for (default %d)", limits.MaxToolCalls))
	fs.IntVar(&l.concurrentCalls, "max-concurrent-calls", 0, fmt.Sprintf("most concurrent tool calls a client may ask for (default %d)", limits.MaxConcurrentCalls))
}

func (l *limitFlags) limits() (codemode.Limits, error) {
	out := codemode.Limits{Timeout: l.timeout, StackDepth: l.stackDepth, ToolCalls: l.toolCalls, ConcurrentCalls: l.concurrentCalls}
	for _, f := range []struct {
		name string
		s    string
		dst  func(int64)
	}{
		{"--memory", l.memory, func(n int64) { out.Memory = n }},
		{"--payload-bytes", l.payloadBytes, func(n int64) { out.PayloadBytes = int(n) }},
		{"--result-bytes", l.resultBytes, func(n int64) { out.ResultBytes = int(n) }},
		{"--log-bytes", l.logBytes, func(n int64) { out.LogBytes = int(n) }},
	} {
		if f.s == "" {
			continue
		}
		n, err := parseBytes(f.s)
		if err != nil {
			return out, usagef("%s %q: %v", f.name, f.s, err)
		}
		f.dst(n)
	}
	if err := out.Validate(); err != nil {
		return out, usagef("%v", err)
	}
	return out, nil
}

// parseBytes reads a size: 1048576, 512KiB, 64MiB, 1GiB (KB, MB and GB are
// read as powers of 1000).
func parseBytes(s string) (int64, error) {
	t := strings.TrimSpace(s)
	units := []struct {
		suffix string
		mult   int64
	}{
		{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30},
		{"KB", 1000}, {"MB", 1000 * 1000}, {"GB", 1000 * 1000 * 1000},
		{"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}, {"B", 1},
	}
	mult := int64(1)
	for _, u := range units {
		if strings.HasSuffix(strings.ToUpper(t), strings.ToUpper(u.suffix)) {
			mult = u.mult
			t = strings.TrimSpace(t[:len(t)-len(u.suffix)])
			break
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("want a size such as 1048576, 512KiB or 64MiB")
	}
	return n * mult, nil
}

// flagBytes renders a byte count as the flags take it: 64MiB.
func flagBytes(n int64) string { return strings.ReplaceAll(limits.FormatBytes(n), " ", "") }
