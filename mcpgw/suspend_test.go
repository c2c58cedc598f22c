package mcpgw_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode/durable"
	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// executionID finds the execution an approval question names.
var executionID = regexp.MustCompile(`\(Execution (x[0-9a-f]{24})\.\)`)

// mrtrClient connects a Go SDK client that handles multi round-trip
// results itself (the retry is the test's, as it would be after a restart).
func mrtrClient(t testing.TB, url string) *mcp.ClientSession {
	return connect(t, &mcp.StreamableClientTransport{Endpoint: url}, &mcp.ClientOptions{
		Capabilities:   &mcp.ClientCapabilities{},
		MultiRoundTrip: &mcp.MultiRoundTripOptions{Disabled: true},
	})
}

// callRaw calls execute with params and returns the raw result.
func callExec(t testing.TB, cs *mcp.ClientSession, p *mcp.CallToolParams) *mcp.CallToolResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := cs.CallTool(ctx, p)
	if err != nil {
		t.Fatalf("execute: %v", err)
	}
	return res
}

func resultText(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// effects counts the upstream's calls of remove_item with id.
func effects(t testing.TB, logFile, id string) int {
	b, _ := os.ReadFile(logFile)
	return strings.Count(string(b), "called remove_item "+id+"\n")
}

// A gateway with a state directory answers a multi round-trip client's
// call that needs approval with input_required and a sealed request state;
// the retry with the answer resumes the execution from the store, the
// approved call is made once; the same state again, an altered one and a
// forged one are refused before anything runs.
func TestApprovalMultiRoundTripInProcess(t *testing.T) {
	t.Parallel()
	logFile := filepath.Join(t.TempDir(), "fixture.log")
	fx := fixtureConfig(t)
	fx.Env = map[string]string{"FIXTURE_LOG": logFile}
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"fixture": fx}},
		mcpgw.Options{Approve: mcpgw.ApproveDestructive, State: t.TempDir()})
	srv := httptest.NewServer(gw.HTTPHandler())
	t.Cleanup(srv.Close)
	cs := mrtrClient(t, srv.URL)
	args := map[string]any{"code": `async () => {
	  const a = await fixture.read_item({ id: "a" })
	  const r = await fixture.remove_item({ id: "gone" })
	  let d; try { await fixture.remove_item({ id: "keep" }) } catch (e) { d = e.message }
	  return [a, r, d]
	}`}
	res := callExec(t, cs, &mcp.CallToolParams{Name: "execute", Arguments: args})
	if !res.NeedsInput() || len(res.InputRequests) != 1 || res.RequestState == "" {
		t.Fatalf("want input_required, got %+v %s", res, resultText(res))
	}
	var q *mcp.ElicitParams
	var qid string
	for k, v := range res.InputRequests {
		qid, q = k, v.(*mcp.ElicitParams)
	}
	m := executionID.FindStringSubmatch(q.Message)
	if m == nil || !strings.HasPrefix(q.Message, `A program wants to call fixture.remove_item({"id":"gone"})`) {
		t.Fatalf("question %q", q.Message)
	}
	id := m[1]
	if n := effects(t, logFile, "gone"); n != 0 {
		t.Fatalf("the call was made before approval (%d)", n)
	}
	first := res.RequestState
	res = callExec(t, cs, &mcp.CallToolParams{Name: "execute", Arguments: args, RequestState: first,
		InputResponses: mcp.InputResponseMap{qid: &mcp.ElicitResult{Action: "accept"}}})
	if !res.NeedsInput() || len(res.InputRequests) != 1 {
		t.Fatalf("want the second question, got %s", resultText(res))
	}
	for k := range res.InputRequests {
		qid = k
	}
	second := res.RequestState
	// The first state again: refused, nothing runs.
	replayed := callExec(t, cs, &mcp.CallToolParams{Name: "execute", Arguments: args, RequestState: first,
		InputResponses: mcp.InputResponseMap{"approve-call-2": &mcp.ElicitResult{Action: "accept"}}})
	if got := resultText(replayed); !replayed.IsError || got != mcpgw.TextRequestStateReplayed(id) {
		t.Fatalf("replayed state: %q", got)
	}
	// Altered and forged states: refused.
	altered := second[:len(second)-3] + "AAA"
	if altered == second {
		altered = second[:len(second)-3] + "BBB"
	}
	forged := "v1." + strings.Split(second, ".")[1] + ".bm90IHRoZSBnYXRld2F5J3Mga2V5"
	for _, st := range []string{altered, forged, "v1.e30.", "junk"} {
		r := callExec(t, cs, &mcp.CallToolParams{Name: "execute", Arguments: args, RequestState: st,
			InputResponses: mcp.InputResponseMap{qid: &mcp.ElicitResult{Action: "accept"}}})
		if got := resultText(r); !r.IsError || got != mcpgw.TextRequestStateForged {
			t.Fatalf("state %q: %q", st, got)
		}
	}
	res = callExec(t, cs, &mcp.CallToolParams{Name: "execute", Arguments: args, RequestState: second,
		InputResponses: mcp.InputResponseMap{qid: &mcp.ElicitResult{Action: "decline"}}})
	if res.IsError || res.NeedsInput() {
		t.Fatalf("resume: %s", resultText(res))
	}
	var out executeOut
	b, _ := json.Marshal(res.StructuredContent)
	json.Unmarshal(b, &out)
	if string(out.Result) != `["read_item a","remove_item gone","The user declined the call of fixture.remove_item; it was not made."]` {
		t.Fatalf("result %s", out.Result)
	}
	if n, k := effects(t, logFile, "gone"), effects(t, logFile, "keep"); n != 1 || k != 0 {
		t.Fatalf("remove_item gone made %d times, keep %d", n, k)
	}
	// The follow-up collects the outcome.
	text, _ := callTool(t, cs, "execute", map[string]any{"resume": id}, &out)
	if string(out.Result) != `["read_item a","remove_item gone","The user declined the call of fixture.remove_item; it was not made."]` {
		t.Fatalf("follow-up: %s", text)
	}
	text, _ = callTool(t, cs, "execute", map[string]any{"resume": "x000000000000000000000000"}, nil)
	if !strings.Contains(text, mcpgw.TextNoSuchExecution("x000000000000000000000000")) {
		t.Fatalf("unknown execution: %s", text)
	}
}

// With a state directory, a client that elicits is asked as without one:
// every call that needs approval suspends the execution, the question goes
// to the client while its execute call waits, and the answer resumes the
// execution in the same call. A client that never answers gets, once the
// execution's time limit has passed, the text saying the execution waits;
// the execution stays suspended, and execute {"resume": id} from a client
// that accepts collects it, the call made once.
func TestApprovalElicitationDurable(t *testing.T) {
	t.Parallel()
	logFile := filepath.Join(t.TempDir(), "fixture.log")
	fx := fixtureConfig(t)
	fx.Env = map[string]string{"FIXTURE_LOG": logFile}
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"fixture": fx}},
		mcpgw.Options{Approve: mcpgw.ApproveDestructive, State: t.TempDir()})
	url := serveHTTP(t, gw)
	var mu sync.Mutex
	var asked []string
	cs := connect(t, &mcp.StreamableClientTransport{Endpoint: url}, &mcp.ClientOptions{
		Capabilities: &mcp.ClientCapabilities{},
		ElicitationHandler: func(_ context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			mu.Lock()
			asked = append(asked, req.Params.Message)
			mu.Unlock()
			switch {
			case strings.Contains(req.Params.Message, `"keep"`):
				return &mcp.ElicitResult{Action: "decline"}, nil
			case strings.Contains(req.Params.Message, `"later"`):
				return &mcp.ElicitResult{Action: "cancel"}, nil
			}
			return &mcp.ElicitResult{Action: "accept"}, nil
		},
	})
	var out executeOut
	text, isErr := callTool(t, cs, "execute", map[string]any{"code": `async () => {
	  const out = []
	  for (const f of [
	    () => fixture.read_item({ id: "a" }),
	    () => fixture.add_item({ id: "b" }),
	    () => fixture.remove_item({ id: "gone" }),
	    () => fixture.remove_item({ id: "keep" }),
	    () => fixture.remove_item({ id: "later" }),
	  ]) {
	    try { out.push(await f()) } catch (e) { out.push(e.message) }
	  }
	  return out
	}`}, &out)
	if isErr {
		t.Fatal(text)
	}
	want := `["read_item a","add_item b","remove_item gone","The user declined the call of fixture.remove_item; it was not made.","The user dismissed the approval of the call of fixture.remove_item; it was not made."]`
	if string(out.Result) != want {
		t.Fatalf("got  %s\nwant %s", out.Result, want)
	}
	if len(asked) != 3 || !strings.HasPrefix(asked[0], `A program wants to call fixture.remove_item({"id":"gone"}): tool "remove_item" of MCP server "fixture" (destructive). Allow this call? (Execution x`) {
		t.Fatalf("asked %q", asked)
	}
	if b, _ := os.ReadFile(logFile); string(b) != "called read_item a\ncalled add_item b\ncalled remove_item gone\n" {
		t.Fatalf("the upstream saw:\n%s", b)
	}

	// A client that does not answer in time. The gateway withdraws its
	// question; the cancellation reaches the client best-effort, so the
	// test ends the question itself too, before the client closes.
	stop := make(chan struct{})
	silent := connect(t, &mcp.StreamableClientTransport{Endpoint: url}, &mcp.ClientOptions{
		Capabilities: &mcp.ClientCapabilities{},
		ElicitationHandler: func(ctx context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			select {
			case <-ctx.Done():
			case <-stop:
			}
			return &mcp.ElicitResult{Action: "cancel"}, nil
		},
	})
	t.Cleanup(func() { close(stop) })
	text, isErr = callTool(t, silent, "execute", map[string]any{"code": `async () => await fixture.remove_item({ id: "slow" })`, "timeoutMs": 300}, nil)
	m := regexp.MustCompile(`Execution "(x[0-9a-f]{24})" is waiting`).FindStringSubmatch(text)
	if !isErr || m == nil || text != mcpgw.TextWaitingApproval(m[1]) {
		t.Fatalf("unanswered: %s", text)
	}
	if n := effects(t, logFile, "slow"); n != 0 {
		t.Fatalf("made %d times before approval", n)
	}
	text, _ = callTool(t, cs, "execute", map[string]any{"resume": m[1]}, &out)
	if string(out.Result) != `"remove_item slow"` || effects(t, logFile, "slow") != 1 {
		t.Fatalf("follow-up: %s (%d effects)", text, effects(t, logFile, "slow"))
	}
}

// execute {"resume": id} when the gateway's records and its store disagree,
// as a gateway that died between the two writes leaves them: an execution
// the store holds suspended but recorded as running is asked about (the
// calls read from its checkpoint) and resumed; one whose host died while it
// ran (its lease expired) is reported stopped.
func TestFollowUpAfterTornWrites(t *testing.T) {
	t.Parallel()
	logFile := filepath.Join(t.TempDir(), "fixture.log")
	fx := fixtureConfig(t)
	fx.Env = map[string]string{"FIXTURE_LOG": logFile}
	state := t.TempDir()
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"fixture": fx}},
		mcpgw.Options{Approve: mcpgw.ApproveDestructive, State: state})
	srv := httptest.NewServer(gw.HTTPHandler())
	t.Cleanup(srv.Close)
	res := callExec(t, mrtrClient(t, srv.URL), &mcp.CallToolParams{Name: "execute", Arguments: map[string]any{"code": `async () => await fixture.remove_item({ id: "torn" })`}})
	var id string
	for _, v := range res.InputRequests {
		id = executionID.FindStringSubmatch(v.(*mcp.ElicitParams).Message)[1]
	}
	// The record says running, as if the gateway died before writing it.
	recPath := filepath.Join(state, "executions", id+".json")
	b, _ := os.ReadFile(recPath)
	b = []byte(strings.Replace(string(b), `"state":"waiting"`, `"state":"running"`, 1))
	b = []byte(regexp.MustCompile(`,"waiting":\[.*\]`).ReplaceAllString(string(b), ""))
	if err := os.WriteFile(recPath, b, 0o600); err != nil {
		t.Fatal(err)
	}
	accepting := connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, &mcp.ClientOptions{
		Capabilities: &mcp.ClientCapabilities{},
		ElicitationHandler: func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			return &mcp.ElicitResult{Action: "accept"}, nil
		},
	})
	var out executeOut
	text, _ := callTool(t, accepting, "execute", map[string]any{"resume": id}, &out)
	if string(out.Result) != `"remove_item torn"` || effects(t, logFile, "torn") != 1 {
		t.Fatalf("follow-up: %s (%d effects)", text, effects(t, logFile, "torn"))
	}

	// An execution whose host died while it ran: its lease expires.
	store, err := durable.OpenSQLite(context.Background(), filepath.Join(state, "executions.db"), durable.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	dead := "x0123456789abcdef01234567"
	if _, err := store.Create(context.Background(), dead, "dead-host", time.Millisecond); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(state, "executions", dead+".json"), []byte(`{"id":"`+dead+`","code":"","started":"2026-01-01T00:00:00Z","state":"running"}`), 0o600)
	time.Sleep(5 * time.Millisecond)
	text, _ = callTool(t, accepting, "execute", map[string]any{"resume": dead}, nil)
	if !strings.Contains(text, mcpgw.TextExecutionStopped(dead)) {
		t.Fatalf("stopped: %s", text)
	}
}

// Eight retries of one request state at once, as a client that retries on
// two gateways sharing the store might send them: one resumes the
// execution, the others are refused with the replay text, and the approved
// call is made once.
func TestConcurrentRetriesOfOneState(t *testing.T) {
	t.Parallel()
	logFile := filepath.Join(t.TempDir(), "fixture.log")
	fx := fixtureConfig(t)
	fx.Env = map[string]string{"FIXTURE_LOG": logFile}
	state := t.TempDir()
	var urls []string
	for range 2 { // two gateways on one state directory
		gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"fixture": fx}},
			mcpgw.Options{Approve: mcpgw.ApproveDestructive, State: state})
		srv := httptest.NewServer(gw.HTTPHandler())
		t.Cleanup(srv.Close)
		urls = append(urls, srv.URL)
	}
	args := map[string]any{"code": `async () => await fixture.remove_item({ id: "race" })`}
	res := callExec(t, mrtrClient(t, urls[0]), &mcp.CallToolParams{Name: "execute", Arguments: args})
	var qid, id string
	for k, v := range res.InputRequests {
		qid, id = k, executionID.FindStringSubmatch(v.(*mcp.ElicitParams).Message)[1]
	}
	var wg sync.WaitGroup
	results := make([]*mcp.CallToolResult, 8)
	for i := range results {
		cs := mrtrClient(t, urls[i%2])
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = callExec(t, cs, &mcp.CallToolParams{Name: "execute", Arguments: args, RequestState: res.RequestState,
				InputResponses: mcp.InputResponseMap{qid: &mcp.ElicitResult{Action: "accept"}}})
		}()
	}
	wg.Wait()
	resumed := 0
	for _, r := range results {
		switch got := resultText(r); {
		case !r.IsError && strings.Contains(got, "remove_item race"):
			resumed++
		case r.IsError && got == mcpgw.TextRequestStateReplayed(id):
		default:
			t.Errorf("retry: %q", got)
		}
	}
	if n := effects(t, logFile, "race"); resumed != 1 || n != 1 {
		t.Fatalf("%d retries resumed, the call made %d times", resumed, n)
	}
}
