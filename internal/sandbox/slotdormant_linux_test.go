package sandbox

import (
	"fmt"
	"strconv"
	"testing"
	"time"
	"unsafe"

	"github.com/codemode/codemode/internal/eventloop"
	lib "github.com/codemode/codemode/internal/libquickjs"
	"github.com/codemode/codemode/internal/region"
	"golang.org/x/sys/unix"
)

// residentPages counts the pages of b in memory (mincore).
func residentPages(t *testing.T, b []byte) int {
	t.Helper()
	vec := make([]byte, (len(b)+unix.Getpagesize()-1)/unix.Getpagesize())
	_, _, errno := unix.Syscall(unix.SYS_MINCORE, uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)), uintptr(unsafe.Pointer(&vec[0])))
	if errno != 0 {
		t.Fatal(errno)
	}
	n := 0
	for _, v := range vec {
		n += int(v & 1)
	}
	return n
}

// TestDormantRegionsWakeAsTheyWere: executions parked on a tool call longer
// than dormantAfter give their regions' pages back but the first few, and
// each resumes with its state whole: objects, strings, closures and arrays
// made before the await, and the engine's allocations after it.
func TestDormantRegionsWakeAsTheyWere(t *testing.T) {
	const n = 8
	defer dormantAbove.Store(dormantAbove.Load())
	dormantAbove.Store(0)
	release := make(chan struct{})
	called := make(chan struct{}, n)
	lim := phaseLimits
	lim.Timeout = time.Minute
	slept := dormantSlept.Load()
	_, dormant0 := SlotsMapped()
	if AsyncForTests.StartBlocking == nil {
		t.Fatal("AsyncForTests is not set: asyncrt_bridge_test.go sets it")
	}
	type run struct {
		sl   *slot
		ev   *eventloop.Loop
		wait func() Result
	}
	runs := make([]run, n)
	for i := range runs {
		code := `async () => {
			const o = {id: ` + strconv.Itoa(i) + `, xs: Array.from({length: 200}, (_, k) => k * ` + strconv.Itoa(i+1) + `), s: "v".repeat(3000) + ` + strconv.Itoa(i) + `};
			const m = new Map([[1, "a"], [2, "b"]]);
			const f = (k) => o.xs[k] + m.size;
			const got = await store.get(` + strconv.Itoa(i) + `);
			const more = Array.from({length: 100}, (_, k) => ({k, t: "w" + k}));
			return [got, o.id, f(199), o.s.length, m.get(2), more[99].t, o.xs.reduce((a, b) => a + b, 0)].join(",");
		}`
		sl, ev, wait := AsyncForTests.StartBlocking(code, lim, called, release)
		if sl == nil {
			t.Fatalf("execution %d has no slot: %+v", i, wait().Failure)
		}
		runs[i] = run{sl, ev, wait}
	}
	for range n {
		<-called
	}
	waitFor(t, "every region dormant", func() bool { return dormantSlept.Load()-slept >= n })
	if _, dormant := SlotsMapped(); dormant-dormant0 < n {
		t.Errorf("SlotsMapped counts %d regions dormant, %d before; want %d more", dormant, dormant0, n)
	}
	for i, r := range runs {
		// Held, as the sleeper held it, so that its state is ours to read.
		waitFor(t, "the execution held", r.ev.Hold)
		h := r.sl.header()
		used := int(h.bump - h.base())
		keep := 0
		for _, p := range r.sl.residentPages() {
			keep += (p.to - p.from) / unix.Getpagesize()
		}
		if i == 0 {
			t.Logf("rt at %d (%d B), ctx at %d (%d B)", r.sl.e.rt-h.base(), unsafe.Sizeof(lib.TJSRuntime{}), r.sl.e.ctx-h.base(), unsafe.Sizeof(lib.TJSContext{}))
			t.Logf("a dormant region keeps %d pages resident, %d words and %d bytes past its set-up part on the Go heap", keep, len(r.sl.dormant.words), len(r.sl.dormant.tail))
		}
		if got := residentPages(t, r.sl.mem[:used]); got > keep {
			t.Errorf("execution %d: %d pages of its dormant region are resident; want at most the %d of its header, runtime and context", i, got, keep)
		}
		r.ev.Unhold()
	}
	close(release)
	for i, r := range runs {
		res := r.wait()
		if res.Failure != nil {
			t.Fatalf("execution %d: %+v", i, res.Failure)
		}
		want := fmt.Sprintf(`"%d,%d,%d,3001,b,w99,%d"`, i, i, 199*(i+1)+2, (i+1)*199*200/2)
		if res.Value != want {
			t.Errorf("execution %d: %s, want %s", i, res.Value, want)
		}
	}
	// Woken as they resumed: none of them counts as dormant.
	if _, dormant := SlotsMapped(); dormant > dormant0 {
		t.Errorf("SlotsMapped counts %d regions dormant after the executions ended, %d before", dormant, dormant0)
	}
}

// TestFewRegionsStayAsTheyAre: while the process holds no more regions than
// dormantAbove, executions parked on a tool call keep their regions as they
// are; once it holds more, they go dormant at the next look, and resume whole.
func TestFewRegionsStayAsTheyAre(t *testing.T) {
	const n = 4
	defer dormantAbove.Store(dormantAbove.Load())
	dormantAbove.Store(residentRegions() + 100)
	release := make(chan struct{})
	called := make(chan struct{}, n)
	lim := phaseLimits
	lim.Timeout = time.Minute
	type run struct {
		sl   *slot
		wait func() Result
	}
	var runs []run
	for i := range n {
		sl, _, wait := AsyncForTests.StartBlocking(`async () => "got " + await store.get(`+strconv.Itoa(i)+`)`, lim, called, release)
		if sl == nil {
			t.Fatalf("execution %d has no slot: %+v", i, wait().Failure)
		}
		runs = append(runs, run{sl, wait})
	}
	for range n {
		<-called
	}
	slept := dormantSlept.Load()
	time.Sleep(4 * dormantAfter)
	if got := dormantSlept.Load() - slept; got != 0 {
		t.Fatalf("%d regions went dormant with %d resident, below the %d above which they should", got, residentRegions(), dormantAbove.Load())
	}
	for i, r := range runs {
		if got := residentPages(t, r.sl.mem[:r.sl.imageLen()]); got < r.sl.imageLen()/unix.Getpagesize() {
			t.Errorf("execution %d: %d pages of its region resident, want all %d", i, got, r.sl.imageLen()/unix.Getpagesize())
		}
	}
	dormantAbove.Store(0)
	waitFor(t, "every region dormant once they count as many", func() bool { return dormantSlept.Load()-slept >= n })
	close(release)
	for i, r := range runs {
		res := r.wait()
		if want := `"got ` + strconv.Itoa(i) + `"`; res.Failure != nil || res.Value != want {
			t.Errorf("execution %d: %+v %s, want %s", i, res.Failure, res.Value, want)
		}
	}
}

// BenchmarkDormantRegion: making the region of an execution that awaits a
// tool call dormant (sleep), and waking it (wake), per execution.
//
//	go test -run '^$' -bench DormantRegion ./internal/sandbox
func BenchmarkDormantRegion(b *testing.B) {
	defer dormantAbove.Store(dormantAbove.Load())
	dormantAbove.Store(0)
	release := make(chan struct{})
	called := make(chan struct{}, 1)
	sl, ev, wait := AsyncForTests.StartBlocking(`async () => await store.get(1)`, phaseLimits, called, release)
	if sl == nil {
		b.Fatal(wait().Failure)
	}
	<-called
	for !ev.Hold() {
		time.Sleep(time.Millisecond)
	}
	sl.WakeRegion()
	var kept int
	b.Run("sleep", func(b *testing.B) {
		for range b.N {
			b.StopTimer()
			region.Populate(sl.mem[:sl.imageLen()])
			b.StartTimer()
			dr := sl.sleep()
			if dr == nil {
				b.Fatal("the region did not go dormant")
			}
			kept = len(dr.words)*16 + len(dr.tail)
			b.StopTimer()
			sl.wake(dr)
			b.StartTimer()
		}
		b.ReportMetric(float64(kept), "kept-B")
	})
	b.Run("wake", func(b *testing.B) {
		for range b.N {
			b.StopTimer()
			dr := sl.sleep()
			b.StartTimer()
			sl.wake(dr)
		}
	})
	ev.Unhold()
	close(release)
	if r := wait(); r.Failure != nil {
		b.Fatal(r.Failure)
	}
}
