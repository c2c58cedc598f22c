package main

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/remote"
)

// childPIDs are the processes whose parent is pid (a daemon's workers).
func childPIDs(pid int) []int {
	es, _ := os.ReadDir("/proc")
	var out []int
	for _, e := range es {
		n, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// The fields after the command's closing parenthesis: state, ppid.
		f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
		if len(f) > 1 && f[1] == strconv.Itoa(pid) {
			out = append(out, n)
		}
	}
	return out
}

// largeCalls is how many calls the large journal's program makes: with its
// start entry and its suspension, 2*largeCalls+1 entries.
const largeCalls = 131000

var largePayload = strings.Repeat("p", 140)

func largeDispatch(_ context.Context, _, _, args string) (string, error) {
	if strings.HasSuffix(args, strconv.Itoa(largeCalls)+`"]`) {
		return "", codemode.Suspend("the last one")
	}
	return `{"result":` + strings.TrimSuffix(strings.TrimPrefix(args, "["), "]") + `}`, nil
}

// largeCheckpoint is the checkpoint of a program suspended at its last of
// largeCalls calls: 262,001 entries, about 57 MiB.
func largeCheckpoint(t *testing.T) []byte {
	t.Helper()
	x := codemode.New(codemode.Options{})
	defer x.Close()
	code := `async () => { let last; for (let i = 1; i <= ` + strconv.Itoa(largeCalls) + `; i++) last = await store.echo("` + largePayload + `" + i); return last }`
	r := x.Execute(context.Background(), codemode.Request{Code: code, Providers: []codemode.Provider{{Name: "store"}}, Dispatch: largeDispatch, Durable: true,
		Limits: codemode.Limits{Timeout: 120 * time.Second, ToolCalls: 1 << 20}})
	if r.Suspended == nil {
		t.Fatalf("the large program did not suspend: %+v", r.Error)
	}
	return r.Suspended.Checkpoint
}

// A large resume through a real `codemode serve` costs the daemon and its
// worker memory while it runs, and both give it back when it ends: their
// resident sizes return to within a small margin of what they were before.
func TestServeGivesBackALargeResume(t *testing.T) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("needs /proc")
	}
	cp := largeCheckpoint(t)
	d := startServe(t, nil, "--listen", "127.0.0.1:0", "--workers", "1", "--max-tool-calls", "1000000")
	client := dialDaemon(t, d.url, remote.DialOptions{})
	wantRuns(t, client)
	daemon := d.cmd.Process.Pid
	workers := childPIDs(daemon)
	if len(workers) != 1 {
		t.Fatalf("the daemon has workers %v, want one", workers)
	}
	worker := workers[0]
	before := map[string]int{"daemon": rssKiB(daemon), "worker": rssKiB(worker)}

	var peakDaemon, peakWorker atomic.Int64
	stop := make(chan struct{})
	var sampler sync.WaitGroup
	sampler.Add(1)
	go func() {
		defer sampler.Done()
		for {
			if r := int64(rssKiB(daemon)); r > peakDaemon.Load() {
				peakDaemon.Store(r)
			}
			if r := int64(rssKiB(worker)); r > peakWorker.Load() {
				peakWorker.Store(r)
			}
			select {
			case <-stop:
				return
			case <-time.After(10 * time.Millisecond):
			}
		}
	}()
	r := client.Execute(context.Background(), codemode.Request{
		Resume:   &codemode.Resume{Checkpoint: cp, Answers: []codemode.Answer{{Call: largeCalls, Envelope: `{"result":"done"}`}}},
		Dispatch: largeDispatch,
	})
	close(stop)
	sampler.Wait()
	if r.Error != nil || string(r.Value) != `"done"` {
		t.Fatalf("the resume gave %s %+v", r.Value, r.Error)
	}
	// The memory is given back after the result is sent: wait for it, a
	// while at most.
	const marginKiB = 48 << 10
	var after map[string]int
	for range 100 {
		after = map[string]int{"daemon": rssKiB(daemon), "worker": rssKiB(worker)}
		if after["daemon"] < before["daemon"]+marginKiB && after["worker"] < before["worker"]+marginKiB {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	const withinKiB = 5 * codemode.MaxJournalBytes >> 10
	report := fmt.Sprintf("checkpoint %d MiB; daemon RSS %d → peak %d → %d MiB; worker %d → peak %d → %d MiB", len(cp)>>20,
		before["daemon"]>>10, peakDaemon.Load()>>10, after["daemon"]>>10, before["worker"]>>10, peakWorker.Load()>>10, after["worker"]>>10)
	t.Log(report)
	// What the resume adds is bounded, not the process's own size before it
	// (26 MiB here, more with the Go runtime's and the console's state).
	if int(peakDaemon.Load())-before["daemon"] > withinKiB || int(peakWorker.Load())-before["worker"] > withinKiB {
		t.Errorf("a resident size grew past five times the journal's bound while resuming: %s", report)
	}
	for _, p := range []string{"daemon", "worker"} {
		if after[p] >= before[p]+marginKiB {
			t.Errorf("the %s kept %d MiB after the resume ended: %s", p, (after[p]-before[p])>>10, report)
		}
	}
	wantRuns(t, client)
}

// A 250 MiB checkpoint is refused before it is parsed through the daemon: the
// Go client refuses it with kind journal_too_large without sending it, and a
// client that sends it anyway passes the daemon's frame limit, so the daemon
// closes the connection having read no more than that limit. The daemon's
// resident size stays within five times the journal's bound throughout.
func TestServeRefusesAHugeCheckpoint(t *testing.T) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("needs /proc")
	}
	var b strings.Builder
	b.WriteString(`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{"code":"async () => 1"}}`)
	payload := strings.Repeat("p", 1<<20)
	for seq := 2; b.Len() < 250<<20; seq++ {
		b.WriteString(`,{"seq":` + strconv.Itoa(seq) + `,"kind":"random","random":"` + payload + `"}`)
	}
	b.WriteString(`]}`)
	cp := []byte(b.String())

	d := startServe(t, nil, "--listen", "127.0.0.1:0", "--workers", "1")
	daemon := d.cmd.Process.Pid
	client := dialDaemon(t, d.url, remote.DialOptions{})
	wantRuns(t, client)
	r := client.Execute(context.Background(), codemode.Request{Resume: &codemode.Resume{Checkpoint: cp}})
	if want := executor.CheckpointTooLargeText(len(cp)); r.Error == nil || r.Error.Kind != codemode.ErrJournalTooLarge || r.Error.Message != want {
		t.Fatalf("the client gave %+v, want %q", r.Error, want)
	}

	var peak atomic.Int64
	stop := make(chan struct{})
	var sampler sync.WaitGroup
	sampler.Add(1)
	go func() {
		defer sampler.Done()
		for {
			if r := int64(rssKiB(daemon)); r > peak.Load() {
				peak.Store(r)
			}
			select {
			case <-stop:
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, d.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	if err := conn.Write(ctx, websocket.MessageText, []byte(`{"type":"hello","version":1}`)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := conn.Read(ctx); err != nil {
		t.Fatal(err)
	}
	msg := append(append([]byte(`{"type":"execute","id":"huge","checkpoint":`), cp...), '}')
	conn.Write(ctx, websocket.MessageText, msg) // the daemon may close before it has all
	_, _, err = conn.Read(ctx)
	close(stop)
	sampler.Wait()
	if status := websocket.CloseStatus(err); status != websocket.StatusMessageTooBig {
		t.Errorf("the daemon ended the connection with %v (%v), want 1009", status, err)
	}
	t.Logf("daemon RSS peak %d MiB while refusing a %d MiB message", peak.Load()>>10, len(msg)>>20)
	if peak.Load() > 5*codemode.MaxJournalBytes>>10 {
		t.Errorf("the daemon's resident size reached %d MiB", peak.Load()>>10)
	}
	wantRuns(t, dialDaemon(t, d.url, remote.DialOptions{}))
}
