package console_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/codemode/codemode/mcpgw"
)

// browser starts headless Chromium for a test, or skips it where none is
// installed (CODEMODE_REQUIRE_BROWSER=1 makes that a failure, as CI sets).
func browser(t *testing.T) context.Context {
	t.Helper()
	path := os.Getenv("CODEMODE_CHROMIUM")
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if path != "" {
			break
		}
		path, _ = exec.LookPath(name)
	}
	if path == "" {
		msg := "the console's browser tests need Chromium (apt-get install -y chromium, or CODEMODE_CHROMIUM=/path/to/chrome); none is installed"
		if os.Getenv("CODEMODE_REQUIRE_BROWSER") == "1" {
			t.Fatal(msg + ", and CODEMODE_REQUIRE_BROWSER=1 requires them")
		}
		t.Skip(msg)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.WindowSize(1280, 800),
		chromedp.Flag("disable-dev-shm-usage", true))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	ctx, cancel3 := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(cancel3)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", path, err)
	}
	return ctx
}

// artifacts is where screenshots go: CODEMODE_ARTIFACTS, or a temporary
// directory that is kept and named in the log.
func artifacts(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("CODEMODE_ARTIFACTS")
	if dir == "" {
		var err error
		if dir, err = os.MkdirTemp("", "codemode-console-"); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshots in %s", dir)
	return dir
}

func screenshot(t *testing.T, ctx context.Context, dir, name string) {
	t.Helper()
	time.Sleep(150 * time.Millisecond) // the last refresh drawn
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// clickInPage clicks the element selector finds, in one evaluation in the
// page: chromedp's Click queries the node first, and a live refresh may
// redraw it before the click reaches it.
func clickInPage(t *testing.T, ctx context.Context, selector string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.querySelector(`+strconv.Quote(selector)+`).click(), true`)); err != nil {
		t.Fatalf("clicking %s: %v", selector, err)
	}
}

// textIn reads the text of the element selector finds, in one evaluation in
// the page (chromedp's Text queries the node first, and a live refresh may
// redraw it before the read reaches it).
func textIn(ctx context.Context, selector string) (string, error) {
	return chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector(`+strconv.Quote(selector)+`)?.innerText ?? ""`))
}

// count evaluates a number in the page.
func count(t *testing.T, ctx context.Context, expr string) int {
	t.Helper()
	n, err := chromedp.Run(ctx, chromedp.Evaluate[int](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return n
}

// TestBrowserConsole drives the console as a person does, in headless
// Chromium: an agent's program (through a client that cannot elicit) runs
// parallel calls and then a destructive one; the page shows its timeline
// growing while it runs, lists the approval, and approving it in the page
// lets the program finish, the upstream tool having run once. Then a
// program runs in the playground. Each page is kept as a screenshot.
func TestBrowserConsole(t *testing.T) {
	st := newSetup(t, mcpgw.Options{})
	ctx := browser(t) // after the setup: its cleanup (closing the page's event stream) runs first
	dir := artifacts(t)
	cs := st.client(t, nil) // cannot elicit

	program := `async () => {
  const first = await items.hold({});
  const parallel = await Promise.all([
    items.wait({ ms: 900 }), items.wait({ ms: 1400 }), items.wait({ ms: 600 }),
  ]);
  const removed = await items.remove({ id: "item-7" });
  return { first, parallel, removed };
}`
	type outcome struct {
		out map[string]any
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		c, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		out, err := execute(c, cs, program)
		done <- outcome{out, err}
	}()

	if err := chromedp.Do(ctx, chromedp.Navigate(st.page.URL+"/"), chromedp.WaitVisible(`.exec-row[data-status="running"]`)); err != nil {
		t.Fatal(err)
	}
	// The timeline grows while the program runs: one row (the held
	// call), then four once it is released.
	rows := func() int {
		return count(t, ctx, `document.querySelectorAll('#detail[data-status="running"] .wf-row').length`)
	}
	waitFor(t, 20*time.Second, "the first call on the timeline", func() bool { return rows() == 1 })
	screenshot(t, ctx, dir, "timeline-first.png")
	st.up.gate <- struct{}{}
	waitFor(t, 20*time.Second, "the timeline to grow to the parallel calls", func() bool { return rows() == 4 })
	screenshot(t, ctx, dir, "timeline-running.png")

	// The destructive call waits for the page.
	if err := chromedp.Do(ctx, chromedp.WaitVisible(`#approval-count:not(.hidden)`), chromedp.Click(`#tab-approvals`), chromedp.WaitVisible(`.approval button.approve`)); err != nil {
		t.Fatal(err)
	}
	text, err := textIn(ctx, `.approval`)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "items.remove") || !strings.Contains(text, "item-7") || !strings.Contains(text, "destructive") {
		t.Errorf("the approval shows %q", text)
	}
	screenshot(t, ctx, dir, "approval.png")
	if n := st.up.removed.Load(); n != 0 {
		t.Fatalf("the destructive tool ran %d times before the approval", n)
	}
	if err := chromedp.Do(ctx, chromedp.Click(`.approval button.approve`)); err != nil {
		t.Fatal(err)
	}
	var r outcome
	select {
	case r = <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("the program did not finish after the approval")
	}
	if r.err != nil || r.out["error"] != nil {
		t.Fatalf("execute: %v %v", r.err, r.out)
	}
	if fmt.Sprint(r.out["result"]) == "" || !strings.Contains(fmt.Sprint(r.out["result"]), "removed:true") {
		t.Errorf("the program's result: %v", r.out["result"])
	}
	if n := st.up.removed.Load(); n != 1 {
		t.Errorf("the destructive tool ran %d times, want once", n)
	}

	// The finished execution: its waterfall and result.
	if err := chromedp.Do(ctx, chromedp.Click(`#tab-executions`), chromedp.WaitVisible(`#detail[data-status="ok"] pre.result`)); err != nil {
		t.Fatal(err)
	}
	if n := count(t, ctx, `document.querySelectorAll('#detail .wf-row').length`); n != 5 {
		t.Errorf("the finished timeline has %d rows, want 5", n)
	}
	if n := count(t, ctx, `document.querySelectorAll('#detail .wf-row[data-state="running"]').length`); n != 0 {
		t.Errorf("%d rows still running", n)
	}
	// Open the approved call's row: its arguments and answer. (Clicked in
	// the page: a live refresh may redraw the row between chromedp's query
	// of its node and the click.)
	clickInPage(t, ctx, `#detail .wf-row:last-of-type`)
	if err := chromedp.Do(ctx, chromedp.WaitVisible(`#detail .wf-more`)); err != nil {
		t.Fatal(err)
	}
	screenshot(t, ctx, dir, "executions.png")

	// The playground runs a program against the same tools.
	play := `async () => {
  const [a, b] = await Promise.all([items.wait({ ms: 300 }), items.wait({ ms: 500 })]);
  console.log("waited", a.waited + b.waited);
  return a.waited + b.waited;
}`
	if err := chromedp.Do(ctx, chromedp.Click(`#tab-playground`), chromedp.SetValue(`#play-code`, play), chromedp.Click(`#play-run`),
		chromedp.WaitVisible(`#play-result[data-status="ok"] pre.result`)); err != nil {
		t.Fatal(err)
	}
	result, err := textIn(ctx, `#play-result pre.result`)
	if err != nil {
		t.Fatal(err)
	}
	logs, err := textIn(ctx, `#play-result pre.logs`)
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(result) != "800" || !strings.Contains(logs, "waited 800") {
		t.Errorf("the playground shows result %q, logs %q", result, logs)
	}
	if n := count(t, ctx, `document.querySelectorAll('#play-result .wf-row').length`); n != 2 {
		t.Errorf("the playground's timeline has %d rows, want 2", n)
	}
	screenshot(t, ctx, dir, "playground.png")

	// Timers are on the timeline too, each from its setting to its firing
	// or clearing, in an execution that is not durable.
	timers := `async () => {
  const never = setTimeout(() => {}, 60000);
  await new Promise((resolve) => setTimeout(resolve, 400));
  clearTimeout(never);
  const a = await items.wait({ ms: 200 });
  return a.waited;
}`
	if err := chromedp.Do(ctx, chromedp.SetValue(`#play-code`, timers), chromedp.Click(`#play-run`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 20*time.Second, "the timers' program to finish", func() bool {
		return count(t, ctx, `document.querySelectorAll('#play-result[data-status="ok"] .wf-row[data-kind="timer"]').length`) == 2
	})
	if n := count(t, ctx, `document.querySelectorAll('#play-result .wf-row').length`); n != 3 {
		t.Errorf("the timeline of a program with two timers and a call has %d rows, want 3", n)
	}
	// Read in one evaluation each: a live refresh may redraw the rows
	// between a query and a read of its node.
	rowText := func(state string) string {
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('#play-result .wf-row[data-kind="timer"][data-state="`+state+`"]')?.textContent ?? ""`))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	fired, cleared := rowText("done"), rowText("cleared")
	if !strings.Contains(fired, "timer 2") || !strings.Contains(fired, "fired after") || !strings.Contains(cleared, "timer 1") || !strings.Contains(cleared, "cleared after") {
		t.Errorf("the timer rows show %q and %q", fired, cleared)
	}
	// The fired timer's bar spans its wait: most of the way to the call.
	width := count(t, ctx, `Math.round(document.querySelector('#play-result .wf-row[data-kind="timer"][data-state="done"] .wf-bar').getBoundingClientRect().width)`)
	track := count(t, ctx, `Math.round(document.querySelector('#play-result .wf-row[data-kind="timer"][data-state="done"] .wf-track').getBoundingClientRect().width)`)
	if width*3 < track {
		t.Errorf("the 400 ms timer's bar is %d px of a %d px track, want about two thirds", width, track)
	}
	screenshot(t, ctx, dir, "timers.png")

	if err := chromedp.Do(ctx, chromedp.Click(`#tab-servers`), chromedp.WaitVisible(`.server[data-name="items"] .state.up`)); err != nil {
		t.Fatal(err)
	}
	clickInPage(t, ctx, `.server[data-name="items"] details.tool summary`)
	screenshot(t, ctx, dir, "servers.png")
}
