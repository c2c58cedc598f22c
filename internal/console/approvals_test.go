package console_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/console"
	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// pageClient is an HTTP client holding the console's cookie, as the page's
// browser does.
func pageClient(t testing.TB, base string) *http.Client {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: 10 * time.Second}
	resp, err := c.Get(base + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("GET / = %d", resp.StatusCode)
	}
	return c
}

// answer posts the page's answer to an approval and returns the status.
func answer(t testing.TB, c *http.Client, base, id string, approve bool) int {
	t.Helper()
	resp, err := c.Post(base+"/api/approvals/"+id, "application/json", strings.NewReader(fmt.Sprintf(`{"approve":%v}`, approve)))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// TestApprovalAnswers enumerates who answers an approval of a destructive
// call: the MCP client (cannot elicit; accepts or declines once the page
// lists the question; asks and never answers) against the page (approves,
// declines, stays silent). The first answer wins; the upstream tool runs
// once when the winner approves, and never otherwise; the loser's answer
// comes too late (409 from the page), and a question nobody answers ends
// with the execution's deadline.
func TestApprovalAnswers(t *testing.T) {
	type outcome struct {
		removed  int64
		contains string // in the program's result or error
	}
	clients := []string{"cannot elicit", "accepts", "declines", "never answers"}
	pages := []string{"approves", "declines", "silent"}
	count := 0
	for _, cm := range clients {
		for _, pm := range pages {
			count++
			t.Run(cm+"/page "+pm, func(t *testing.T) {
				st := newSetup(t, mcpgw.Options{})
				var want outcome
				switch {
				case cm == "accepts":
					want = outcome{1, `"removed":true`}
				case cm == "declines":
					want = outcome{0, "The user declined the call of items.remove"}
				case pm == "approves":
					want = outcome{1, `"removed":true`}
				case pm == "declines":
					want = outcome{0, "The user declined the call of items.remove"}
				default:
					want = outcome{0, "timeout"}
				}
				var elicit func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error)
				stop := make(chan struct{}) // ends a question the client never answers
				switch cm {
				case "accepts", "declines":
					action := map[string]string{"accepts": "accept", "declines": "decline"}[cm]
					elicit = func(ctx context.Context, _ *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
						for len(st.store.Approvals()) == 0 { // the page lists it too
							time.Sleep(5 * time.Millisecond)
						}
						return &mcp.ElicitResult{Action: action}, nil
					}
				case "never answers":
					// The gateway withdraws its question when the page
					// answers first; the cancellation reaches the client
					// best-effort (the SDK's notifications/cancelled), so
					// the test ends the question itself too.
					elicit = func(ctx context.Context, _ *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
						select {
						case <-ctx.Done():
						case <-stop:
						}
						return &mcp.ElicitResult{Action: "cancel"}, nil
					}
				}
				cs := st.client(t, elicit)
				t.Cleanup(func() { close(stop) }) // before the client closes
				web := pageClient(t, st.page.URL)
				ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
				defer cancel()
				code := `async () => { try { return await items.remove({ id: "a" }) } catch (e) { return "caught: " + e.message } }`
				if pm == "silent" && (cm == "cannot elicit" || cm == "never answers") {
					code = `async () => await items.remove({ id: "a" })`
				}
				type res struct {
					out map[string]any
					err error
				}
				done := make(chan res, 1)
				go func() {
					args := map[string]any{"code": code, "timeoutMs": 1500}
					r, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "execute", Arguments: args})
					out := map[string]any{}
					if err == nil {
						b, _ := json.Marshal(r.StructuredContent)
						_ = json.Unmarshal(b, &out)
					}
					done <- res{out, err}
				}()
				waitFor(t, 10*time.Second, "the approval on the page", func() bool { return len(st.store.Approvals()) > 0 || len(done) > 0 })
				var pending []console.Approval
				if p := st.store.Approvals(); len(p) > 0 {
					pending = p
					a := p[0]
					if a.Call != "items.remove" || a.Server != "items" || a.Tool != "remove" || !strings.Contains(a.Args, `"a"`) || a.Execution == "" || a.Kind != "destructive" {
						t.Errorf("the approval listed: %+v", a)
					}
				}
				if cm == "accepts" || cm == "declines" {
					r := <-done // the client answered first
					if pending != nil {
						if code := answer(t, web, st.page.URL, pending[0].ID, pm == "approves"); pm != "silent" && code != http.StatusConflict {
							t.Errorf("the page's answer after the client's: status %d, want 409", code)
						}
					}
					check(t, r.out, r.err, want.contains)
				} else {
					if pending == nil {
						t.Fatal("no approval was listed")
					}
					if pm != "silent" {
						if code := answer(t, web, st.page.URL, pending[0].ID, pm == "approves"); code != 200 {
							t.Fatalf("the page's answer: status %d", code)
						}
						if code := answer(t, web, st.page.URL, pending[0].ID, pm == "approves"); code != http.StatusConflict {
							t.Errorf("a second answer: status %d, want 409", code)
						}
					}
					r := <-done
					check(t, r.out, r.err, want.contains)
				}
				if n := st.up.removed.Load(); n != want.removed {
					t.Errorf("the upstream tool ran %d times, want %d", n, want.removed)
				}
				// The question is withdrawn when the execution's call ends,
				// which follows the answer the client got.
				waitFor(t, 5*time.Second, "no approval left pending", func() bool { return len(st.store.Approvals()) == 0 })
			})
		}
	}
	if count != 12 {
		t.Fatalf("enumerated %d cases", count)
	}
}

func check(t *testing.T, out map[string]any, err error, contains string) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(out)
	if !bytes.Contains(b, []byte(contains)) {
		t.Errorf("execute answered %s; want it to contain %q", b, contains)
	}
}
