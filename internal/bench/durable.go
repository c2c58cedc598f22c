package bench

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/codemode/codemode"
)

// Durable executions (docs/durable.md): what journaling costs per call, what
// replaying a journaled call costs, and how large a checkpoint grows per call.
// The program is seq100's with one more call at the end, which suspends.

// DurableMetrics are the durable figures of one arrangement.
type DurableMetrics struct {
	// LivePerCallUs is a journaled live call: (median of the run to its
	// suspension - trivial) / 100.
	LivePerCallUs float64 `json:"durable_seq100_per_call_us"`
	// ReplayPerCallUs is a replayed call: (median of the resume, which
	// replays 100 calls and answers the last - trivial) / 100.
	ReplayPerCallUs float64 `json:"replay_per_call_us"`
	// CheckpointBytesPerCall is the checkpoint's size / 100.
	CheckpointBytesPerCall float64 `json:"checkpoint_bytes_per_call"`
}

func durableRequest(w Workload) codemode.Request {
	req := Request(w)
	req.Code = strings.Replace(w.Code, "return n }", "await store.approve(); return n }", 1)
	req.Providers[0].Tools = append(req.Providers[0].Tools, "approve")
	req.Dispatch = func(ctx context.Context, provider, tool, args string) (string, error) {
		if tool == "approve" {
			return "", codemode.Suspend("approval")
		}
		return Dispatch(ctx, provider, tool, args)
	}
	req.Durable = &codemode.Durable{}
	return req
}

// MeasureDurable measures the durable figures on x; trivialUs is the
// arrangement's trivial_us, subtracted as seq100_per_call_us subtracts it.
func MeasureDurable(ctx context.Context, x codemode.Executor, w *Workloads, runs int, trivialUs float64) (DurableMetrics, error) {
	var m DurableMetrics
	wl, ok := w.Workloads["seq100"]
	if !ok {
		return m, fmt.Errorf("the workloads have no seq100")
	}
	req := durableRequest(wl)
	var cp []byte
	live := make([]time.Duration, runs)
	for i := range live {
		t := time.Now()
		r := x.Execute(ctx, req)
		live[i] = time.Since(t)
		if r.Error == nil || r.Error.Kind != codemode.ErrSuspended || r.Suspended == nil {
			return m, fmt.Errorf("the durable seq100 did not suspend: %+v", r.Error)
		}
		cp = r.Suspended.Checkpoint
	}
	resume := codemode.Request{Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: cp, Answers: []codemode.Answer{{Call: 101, Envelope: `{"result":true}`}}}}, Dispatch: req.Dispatch}
	replay := make([]time.Duration, runs)
	for i := range replay {
		t := time.Now()
		r := x.Execute(ctx, resume)
		replay[i] = time.Since(t)
		if r.Error != nil || string(r.Value) != "100" {
			return m, fmt.Errorf("the durable seq100 resumed to %s %+v", r.Value, r.Error)
		}
	}
	med := func(d []time.Duration) float64 {
		sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
		return float64(d[len(d)/2].Nanoseconds()) / 1e3
	}
	m.LivePerCallUs = round((med(live)-trivialUs)/100, 2)
	m.ReplayPerCallUs = round((med(replay)-trivialUs)/100, 2)
	m.CheckpointBytesPerCall = round(float64(len(cp))/100, 1)
	return m, nil
}
