package mcpgw_test

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// gatewayProc is a `codemode mcp --http` process.
type gatewayProc struct {
	cmd     *exec.Cmd
	url     string
	console string // the console's URL, with --console
}

// startStateGateway runs `codemode mcp` over HTTP with --approve destructive
// and the state directory state; the upstream fixture logs its effects in
// logFile.
func startStateGateway(t testing.TB, state, logFile string, extra ...string) *gatewayProc {
	t.Helper()
	fx := fixtureConfig(t)
	fx.Env = map[string]string{"FIXTURE_LOG": logFile}
	cfg := writeConfig(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"fixture": fx}})
	cmd := exec.Command(codemodeBinary(t), append([]string{"mcp", "--config", cfg, "--http", "127.0.0.1:" + freePort(t),
		"--approve", "destructive", "--state", state}, extra...)...)
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	addr, console := make(chan string, 1), make(chan string, 1)
	var mu sync.Mutex
	var log strings.Builder
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			mu.Lock()
			log.WriteString(sc.Text() + "\n")
			mu.Unlock()
			if u, ok := strings.CutPrefix(sc.Text(), "codemode mcp: serving MCP over streamable HTTP at "); ok {
				addr <- u
			}
			if u, ok := strings.CutPrefix(sc.Text(), "console "); ok {
				console <- u
			}
		}
	}()
	select {
	case u := <-addr:
		p := &gatewayProc{cmd: cmd, url: u}
		if len(extra) > 0 {
			p.console = <-console
		}
		return p
	case <-time.After(time.Minute):
		mu.Lock()
		defer mu.Unlock()
		t.Fatalf("the gateway did not start; its stderr:\n%s", log.String())
	}
	return nil
}

// kill9 kills the gateway with SIGKILL and waits for it.
func (p *gatewayProc) kill9() {
	p.cmd.Process.Kill()
	p.cmd.Wait()
}

const approvalProgram = `async () => {
  const a = await fixture.read_item({ id: "a" })
  const r = await fixture.remove_item({ id: "ID" })
  return [a, r]
}`

// An approval answered after kill -9 and a restart of the gateway, through
// the Go SDK client over multi round-trip: the retry, with the request state
// the killed gateway sealed, resumes the execution on another gateway
// process sharing the state directory; the upstream tool runs exactly once,
// and the same state again is refused.
func TestApprovalAfterKillMultiRoundTrip(t *testing.T) {
	t.Parallel()
	state, logFile := t.TempDir(), filepath.Join(t.TempDir(), "fixture.log")
	first := startStateGateway(t, state, logFile)
	code := strings.ReplaceAll(approvalProgram, "ID", "gone")
	args := map[string]any{"code": code}
	res := callExec(t, mrtrClient(t, first.url), &mcp.CallToolParams{Name: "execute", Arguments: args})
	if !res.NeedsInput() || len(res.InputRequests) != 1 {
		t.Fatalf("want input_required, got %s", resultText(res))
	}
	var qid, question string
	for k, v := range res.InputRequests {
		qid, question = k, v.(*mcp.ElicitParams).Message
	}
	m := executionID.FindStringSubmatch(question)
	if m == nil {
		t.Fatalf("question %q", question)
	}
	first.kill9()
	second := startStateGateway(t, state, logFile)
	cs := mrtrClient(t, second.url)
	retry := &mcp.CallToolParams{Name: "execute", Arguments: args, RequestState: res.RequestState,
		InputResponses: mcp.InputResponseMap{qid: &mcp.ElicitResult{Action: "accept"}}}
	done := callExec(t, cs, retry)
	var out executeOut
	b, _ := json.Marshal(done.StructuredContent)
	json.Unmarshal(b, &out)
	if done.IsError || string(out.Result) != `["read_item a","remove_item gone"]` {
		t.Fatalf("retry after the restart: %s", resultText(done))
	}
	if n := effects(t, logFile, "gone"); n != 1 {
		t.Fatalf("remove_item ran %d times", n)
	}
	again := callExec(t, cs, retry)
	if got := resultText(again); !again.IsError || got != mcpgw.TextRequestStateReplayed(m[1]) {
		t.Fatalf("replayed state: %q", got)
	}
	if n := effects(t, logFile, "gone"); n != 1 {
		t.Fatalf("remove_item ran %d times after the replay", n)
	}
}

// followUpClient runs testdata/npm/approval-followup.mjs and returns its
// JSON lines as they come.
func followUpClient(t testing.TB, args ...string) (*exec.Cmd, <-chan map[string]any) {
	t.Helper()
	cmd := exec.Command(nodeBin(t), append([]string{filepath.Join(fixtures(t), "approval-followup.mjs")}, args...)...)
	cmd.Stderr = os.Stderr
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	lines := make(chan map[string]any, 8)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(stdout)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var m map[string]any
			if json.Unmarshal(sc.Bytes(), &m) == nil {
				lines <- m
			}
		}
	}()
	return cmd, lines
}

func nextLine(t testing.TB, lines <-chan map[string]any) map[string]any {
	t.Helper()
	select {
	case m, ok := <-lines:
		if !ok {
			t.Fatal("the TypeScript client ended without a line")
		}
		return m
	case <-time.After(time.Minute):
		t.Fatal("the TypeScript client said nothing for a minute")
	}
	return nil
}

// An approval answered after kill -9 and a restart of the gateway, through
// the TypeScript SDK's client, which is asked by elicitation: the gateway is
// killed while the question is open; after the restart the client collects
// the execution with execute {"resume": id}, is asked again and accepts;
// the upstream tool runs exactly once.
func TestApprovalAfterKillFollowUp(t *testing.T) {
	t.Parallel()
	state, logFile := t.TempDir(), filepath.Join(t.TempDir(), "fixture.log")
	first := startStateGateway(t, state, logFile)
	_, lines := followUpClient(t, first.url, "hang", strings.ReplaceAll(approvalProgram, "ID", "gone"))
	asked, _ := nextLine(t, lines)["asked"].(string)
	m := executionID.FindStringSubmatch(asked)
	if m == nil {
		t.Fatalf("question %q", asked)
	}
	first.kill9()
	if n := effects(t, logFile, "gone"); n != 0 {
		t.Fatalf("remove_item ran %d times before the answer", n)
	}
	second := startStateGateway(t, state, logFile)
	_, lines = followUpClient(t, second.url, "resume", m[1])
	if asked, _ := nextLine(t, lines)["asked"].(string); executionID.FindStringSubmatch(asked) == nil || executionID.FindStringSubmatch(asked)[1] != m[1] {
		t.Fatalf("asked again %q", asked)
	}
	res := nextLine(t, lines)["result"]
	b, _ := json.Marshal(res)
	if !strings.Contains(string(b), `"result":["read_item a","remove_item gone"]`) {
		t.Fatalf("follow-up: %s", b)
	}
	if n := effects(t, logFile, "gone"); n != 1 {
		t.Fatalf("remove_item ran %d times", n)
	}
	// Collected again: the outcome, and no second effect.
	_, lines = followUpClient(t, second.url, "resume", m[1])
	b, _ = json.Marshal(nextLine(t, lines)["result"])
	if !strings.Contains(string(b), `"result":["read_item a","remove_item gone"]`) || effects(t, logFile, "gone") != 1 {
		t.Fatalf("collected again: %s, %d effects", b, effects(t, logFile, "gone"))
	}
}

// Trials of the multi round-trip path with a kill -9 and a restart between
// the question and the answer: every execution's approved call takes effect
// exactly once. The figures are logged.
func TestApprovalAfterKillTrials(t *testing.T) {
	trials := 20
	if testing.Short() {
		trials = 3
	}
	state, logFile := t.TempDir(), filepath.Join(t.TempDir(), "fixture.log")
	g := startStateGateway(t, state, logFile)
	var suspend, resume, restart []time.Duration
	for i := range trials {
		id := "t" + string(rune('a'+i%26)) + strings.Repeat("x", i/26)
		args := map[string]any{"code": strings.ReplaceAll(approvalProgram, "ID", id)}
		t0 := time.Now()
		res := callExec(t, mrtrClient(t, g.url), &mcp.CallToolParams{Name: "execute", Arguments: args})
		suspend = append(suspend, time.Since(t0))
		if !res.NeedsInput() {
			t.Fatalf("trial %d: %s", i, resultText(res))
		}
		var qid string
		for k := range res.InputRequests {
			qid = k
		}
		t1 := time.Now()
		g.kill9()
		g = startStateGateway(t, state, logFile)
		restart = append(restart, time.Since(t1))
		t2 := time.Now()
		done := callExec(t, mrtrClient(t, g.url), &mcp.CallToolParams{Name: "execute", Arguments: args, RequestState: res.RequestState,
			InputResponses: mcp.InputResponseMap{qid: &mcp.ElicitResult{Action: "accept"}}})
		resume = append(resume, time.Since(t2))
		if done.IsError || done.NeedsInput() {
			t.Fatalf("trial %d: %s", i, resultText(done))
		}
	}
	dup, lost := 0, 0
	for i := range trials {
		id := "t" + string(rune('a'+i%26)) + strings.Repeat("x", i/26)
		switch n := effects(t, logFile, id); {
		case n == 0:
			lost++
		case n > 1:
			dup++
		}
	}
	t.Logf("trials: %d executions, each suspended for approval, gateway killed (SIGKILL) and restarted, answered by a multi round-trip retry", trials)
	t.Logf("effects: %d duplicated, %d lost", dup, lost)
	t.Logf("latency: input_required p50 %v max %v; restart to serving p50 %v; retry to outcome p50 %v max %v",
		p50(suspend), slices.Max(suspend), p50(restart), p50(resume), slices.Max(resume))
	if dup != 0 || lost != 0 {
		t.Fatalf("%d duplicated, %d lost", dup, lost)
	}
}

func p50(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2].Round(100 * time.Microsecond)
}

// consoleGet reads a console API path as JSON into out.
func consoleGet(t testing.TB, c *http.Client, base, path string, out any) {
	t.Helper()
	resp, err := c.Get(base + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 || json.Unmarshal(b, out) != nil {
		t.Fatalf("GET %s: %d %s", path, resp.StatusCode, b)
	}
}

// An approval left open by a gateway killed with SIGKILL is listed by the
// restarted gateway's console, from the store, and approved in the page:
// the execution resumes in the background, the page lists it finished, and
// the client's follow-up collects the outcome; the call is made once.
func TestApprovalAfterKillInTheConsole(t *testing.T) {
	t.Parallel()
	state, logFile := t.TempDir(), filepath.Join(t.TempDir(), "fixture.log")
	first := startStateGateway(t, state, logFile)
	_, lines := followUpClient(t, first.url, "hang", strings.ReplaceAll(approvalProgram, "ID", "gone"))
	asked, _ := nextLine(t, lines)["asked"].(string)
	m := executionID.FindStringSubmatch(asked)
	if m == nil {
		t.Fatalf("question %q", asked)
	}
	first.kill9()
	second := startStateGateway(t, state, logFile, "--console", "127.0.0.1:"+freePort(t))
	jar, _ := cookiejar.New(nil)
	web := &http.Client{Jar: jar, Timeout: 10 * time.Second}
	if resp, err := web.Get(second.console); err == nil { // sets the cookie
		resp.Body.Close()
	}
	u, _ := url.Parse(second.console)
	second.console = u.Scheme + "://" + u.Host
	var pending []struct{ ID, Execution, Call, Args string }
	for deadline := time.Now().Add(30 * time.Second); len(pending) == 0; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the console lists no approval after the restart")
		}
		consoleGet(t, web, second.console, "/api/approvals", &pending)
	}
	if p := pending[0]; p.Execution != m[1] || p.Call != "fixture.remove_item" || p.Args != `{"id":"gone"}` {
		t.Fatalf("listed %+v", p)
	}
	var listed []struct{ ID, Status, Source string }
	consoleGet(t, web, second.console, "/api/executions", &listed)
	if len(listed) != 1 || listed[0].ID != m[1] || listed[0].Status != "waiting" || listed[0].Source != "store" {
		t.Fatalf("executions before the answer: %+v", listed)
	}
	resp, err := web.Post(second.console+"/api/approvals/"+pending[0].ID, "application/json", strings.NewReader(`{"approve":true}`))
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("approving: %v %v", err, resp)
	}
	resp.Body.Close()
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		var x struct{ Status, Result string }
		consoleGet(t, web, second.console, "/api/executions/"+m[1], &x)
		if x.Status == "ok" {
			if x.Result != `["read_item a","remove_item gone"]` {
				t.Fatalf("result %q", x.Result)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the execution did not finish: %+v", x)
		}
	}
	_, lines = followUpClient(t, second.url, "resume", m[1])
	b, _ := json.Marshal(nextLine(t, lines)["result"])
	if !strings.Contains(string(b), `"result":["read_item a","remove_item gone"]`) {
		t.Fatalf("follow-up: %s", b)
	}
	if n := effects(t, logFile, "gone"); n != 1 {
		t.Fatalf("remove_item ran %d times", n)
	}
}
