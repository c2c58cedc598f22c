package console_test

import (
	"context"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/console"
	"github.com/codemode/codemode/protocol"
	"github.com/codemode/codemode/remote"
)

// TestDaemonExecutionsRecorded: behind a daemon, the console records each
// client's execution with the tool calls relayed to the client (asynchronous
// dispatch) and its fetches, answers and failures as the client gave them,
// and its timers.
func TestDaemonExecutionsRecorded(t *testing.T) {
	store := console.NewStore(0)
	x := codemode.New(codemode.Options{})
	defer x.Close()
	srv := remote.NewServer(console.Record(x, store, "daemon"), remote.ServerOptions{Logger: slog.New(slog.DiscardHandler)})
	defer srv.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(srv.Listener(ln))
	defer hs.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := remote.Dial(ctx, "ws://"+ln.Addr().String()+"/v1", remote.DialOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var heard []string
	res := c.Execute(ctx, codemode.Request{
		OnEvent:   func(e protocol.Event) { heard = append(heard, string(e.Kind)) },
		Code:      `async () => { await new Promise((r) => setTimeout(r, 5)); const [a] = await Promise.all([kv.get({ k: 1 }), kv.get({ k: 2 })]); try { await kv.fail({}) } catch {} ; console.log("done"); return a }`,
		Providers: []codemode.Provider{{Name: "kv"}},
		Dispatch: func(_ context.Context, provider, tool, args string) (string, error) {
			if tool == "fail" {
				return `{"error":"no such key"}`, nil
			}
			return `{"result":` + args + `}`, nil
		},
	})
	if res.Error != nil {
		t.Fatal(res.Error)
	}
	list := store.List()
	if len(list) != 1 || list[0].Source != "daemon" || list[0].Status != "ok" || list[0].Calls != 4 {
		t.Fatalf("the executions recorded: %+v", list)
	}
	e, _ := store.Get(list[0].ID)
	var got []string
	for _, ev := range e.Events {
		got = append(got, ev.Kind+" "+ev.Name+" "+ev.Args+" -> "+ev.Answer+ev.Error)
		if ev.EndMs < ev.StartMs {
			t.Errorf("event %d ends before it starts: %+v", ev.Seq, ev)
		}
	}
	want := []string{`timer timer 1 delay 5 ms -> fired`, `tool kv.get [{"k":1}] -> [{"k":1}]`, `tool kv.get [{"k":2}] -> [{"k":2}]`, `tool kv.fail [{}] -> no such key`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the timeline:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The client that asked for events has them too, through the recorder.
	if strings.Join(heard, " ") != "timer-set timer-fired" {
		t.Errorf("the client heard %v", heard)
	}
	if strings.Join(e.Logs, "|") != "done" || e.Result != `[{"k":1}]` {
		t.Errorf("logs %q, result %s", e.Logs, e.Result)
	}
}

// TestStoreBounds: the store keeps its most recent executions, a bounded
// timeline and log per execution, and truncated payloads, whatever the
// programs do.
func TestStoreBounds(t *testing.T) {
	store := console.NewStore(3)
	x := console.Record(codemode.New(codemode.Options{}), store, "mcp")
	defer x.Close()
	big := strings.Repeat("é", console.MaxPayload) // 2 bytes each: cut at a rune boundary
	for i := range 5 {
		res := x.Execute(context.Background(), codemode.Request{
			Code:      `async () => { for (let i = 0; i < ` + itoa(console.MaxEvents+10) + `; i++) { await t.echo({}) } for (let i = 0; i < ` + itoa(console.MaxLogs+7) + `; i++) console.log(i); return "` + big + `" }`,
			Providers: []codemode.Provider{{Name: "t"}},
			Dispatch:  func(context.Context, string, string, string) (string, error) { return `{"result":"` + big + `"}`, nil },
			Limits:    codemode.Limits{Timeout: 30 * time.Second, ToolCalls: 2 * console.MaxEvents},
		})
		if res.Error != nil {
			t.Fatal(i, res.Error)
		}
	}
	list := store.List()
	if len(list) != 3 || list[0].ID != "x5" || list[2].ID != "x3" {
		t.Fatalf("kept %d executions: %+v", len(list), list)
	}
	if _, ok := store.Get("x2"); ok {
		t.Error("x2 is still kept")
	}
	e, _ := store.Get("x5")
	if len(e.Events) != console.MaxEvents || e.DroppedEvents != 10 || len(e.Logs) != console.MaxLogs || e.DroppedLogs != 7 {
		t.Errorf("events %d (+%d), logs %d (+%d)", len(e.Events), e.DroppedEvents, len(e.Logs), e.DroppedLogs)
	}
	for _, s := range []string{e.Result, e.Events[0].Answer} {
		if len(s) > console.MaxPayload+40 || !strings.Contains(s, "more bytes)") || !strings.HasPrefix(s, `"é`) && !strings.HasPrefix(s, "é") {
			t.Errorf("a payload of %d bytes kept as %d bytes: %.40q…", len(big), len(s), s)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
