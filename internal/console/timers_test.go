package console_test

import (
	"context"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/console"
	"github.com/codemode/codemode/protocol"
)

// Every execution's timers are on its timeline, durable or not: each from
// its setting to its firing, its clearing, or the end of the execution; the
// host's own OnEvent still hears every event.
func TestRecordsTimersOfEveryExecution(t *testing.T) {
	for _, durable := range []bool{false, true} {
		store := console.NewStore(0)
		x := console.Record(codemode.New(codemode.Options{}), store, "test")
		var heard []protocol.EventKind
		var d *codemode.Durable
		if durable {
			d = &codemode.Durable{}
		}
		res := x.Execute(context.Background(), codemode.Request{Durable: d, Code: `async () => {
  const never = setTimeout(() => {}, 60000)
  await new Promise((r) => setTimeout(r, 30))
  clearTimeout(never)
  setTimeout(() => {}, 60000)
  return 1
}`, OnEvent: func(e protocol.Event) { heard = append(heard, e.Kind) }})
		x.Close()
		if res.Error != nil {
			t.Fatalf("durable %v: %v", durable, res.Error)
		}
		if len(heard) != 5 {
			t.Errorf("durable %v: the host heard %v", durable, heard)
		}
		list := store.List()
		if len(list) != 1 {
			t.Fatalf("durable %v: %d executions recorded", durable, len(list))
		}
		e, _ := store.Get(list[0].ID)
		type row struct {
			name, args, answer, err string
			cleared                 bool
		}
		want := []row{
			{"timer 1", "delay 60000 ms", "", "", true},
			{"timer 2", "delay 30 ms", "fired", "", false},
			{"timer 3", "delay 60000 ms", "", "did not fire before the execution ended", false},
		}
		if len(e.Events) != len(want) {
			t.Fatalf("durable %v: events %+v", durable, e.Events)
		}
		for i, w := range want {
			ev := e.Events[i]
			if ev.Kind != "timer" || (row{ev.Name, ev.Args, ev.Answer, ev.Error, ev.Cleared}) != w || ev.EndMs < ev.StartMs {
				t.Errorf("durable %v: event %d is %+v, want %+v", durable, i, ev, w)
			}
		}
		if d := e.Events[1].EndMs - e.Events[1].StartMs; d < 30 {
			t.Errorf("durable %v: the 30 ms timer's row spans %v ms", durable, d)
		}
	}
}
