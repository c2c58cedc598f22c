package codemode_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/remote"
)

// fetch's redirect option ("follow", "error", "manual") reaches the host's
// outbound function as OutboundRequest.Redirect, and AllowHosts honours it,
// in process and across the daemon's wire (docs/network.md).

// redirectServer serves /start (302 to /end), /end ("arrived") and /away
// (302 to the same server under another host name, off the allowlist). It
// counts the requests /end receives.
func redirectServer(t *testing.T) (srv *httptest.Server, reachedEnd *atomic.Int32) {
	reachedEnd = new(atomic.Int32)
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/start":
			http.Redirect(w, r, "/end", http.StatusFound)
		case "/away":
			port := r.Host[strings.LastIndex(r.Host, ":")+1:]
			http.Redirect(w, r, "http://localhost:"+port+"/end", http.StatusFound)
		case "/end":
			reachedEnd.Add(1)
			fmt.Fprint(w, "arrived")
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv, reachedEnd
}

// redirectProgram fetches url with init (JS source) and returns what came back
// or the error.
func redirectProgram(url, init string) string {
	return fmt.Sprintf(`async () => {
	  try {
	    const r = await fetch(%q, %s);
	    return { status: r.status, redirected: r.redirected, path: new URL(r.url).pathname,
	             location: r.headers.get('location'), text: await r.text() };
	  } catch (e) {
	    return { name: e.name, message: e.message };
	  }
	}`, url, init)
}

func resultJSON(t *testing.T, r codemode.Result) string {
	t.Helper()
	if r.Error != nil {
		t.Fatalf("the execution failed: %+v", r.Error)
	}
	return string(r.Value)
}

func sameJSON(t *testing.T, got, want string) {
	t.Helper()
	var g, w any
	if err := json.Unmarshal([]byte(got), &g); err != nil {
		t.Fatalf("result %s: %v", got, err)
	}
	if err := json.Unmarshal([]byte(want), &w); err != nil {
		t.Fatal(err)
	}
	gb, _ := json.Marshal(g)
	wb, _ := json.Marshal(w)
	if string(gb) != string(wb) {
		t.Errorf("got  %s\nwant %s", gb, wb)
	}
}

// redirectCases runs every mode against executor x.
func redirectCases(t *testing.T, x codemode.Executor) {
	srv, reachedEnd := redirectServer(t)
	host := strings.TrimPrefix(srv.URL, "http://")
	port := host[strings.LastIndex(host, ":")+1:]
	var seen atomic.Value // the Redirect the outbound function saw last
	allow := codemode.AllowHosts(nil, host)
	outbound := func(ctx context.Context, r *codemode.OutboundRequest) (*codemode.OutboundResponse, error) {
		seen.Store(r.Redirect)
		return allow(ctx, r)
	}
	run := func(t *testing.T, code string) string {
		t.Helper()
		return resultJSON(t, x.Execute(context.Background(), codemode.Request{Code: code, Outbound: outbound}))
	}
	cases := []struct {
		name, url, init, mode, want string
		reachesEnd                  bool
	}{
		{"follow by default", "/start", `{}`, "follow",
			`{"status":200,"redirected":true,"path":"/end","location":null,"text":"arrived"}`, true},
		{"follow", "/start", `{ redirect: 'follow' }`, "follow",
			`{"status":200,"redirected":true,"path":"/end","location":null,"text":"arrived"}`, true},
		{"follow checks every hop against the allowlist", "/away", `{ redirect: 'follow' }`, "follow",
			`{"name":"TypeError","message":"fetch failed: Get \"http://localhost:` + port + `/end\": redirect to localhost:` + port + ` refused: the host is not on this execution's allowlist"}`, false},
		{"error", "/start", `{ redirect: 'error' }`, "error",
			`{"name":"TypeError","message":"fetch failed: redirect to ` + srv.URL + `/end refused: the request's redirect mode is \"error\""}`, false},
		{"manual", "/start", `{ redirect: 'manual' }`, "manual",
			`{"status":302,"redirected":false,"path":"/start","location":"/end","text":"<a href=\"/end\">Found</a>.\n\n"}`, false},
		{"a Request carries its mode", "/start", `undefined`, "manual",
			`{"status":302,"redirected":false,"path":"/start","location":"/end","text":"<a href=\"/end\">Found</a>.\n\n"}`, false},
		{"no redirect in error mode is fine", "/end", `{ redirect: 'error' }`, "error",
			`{"status":200,"redirected":false,"path":"/end","location":null,"text":"arrived"}`, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := reachedEnd.Load()
			seen.Store("")
			code := redirectProgram(srv.URL+c.url, c.init)
			if c.name == "a Request carries its mode" {
				code = strings.Replace(code, fmt.Sprintf("fetch(%q, undefined)", srv.URL+c.url),
					fmt.Sprintf("fetch(new Request(%q, { redirect: 'manual' }))", srv.URL+c.url), 1)
			}
			sameJSON(t, run(t, code), c.want)
			if got := seen.Load(); got != c.mode {
				t.Errorf("the outbound function saw Redirect %q, want %q", got, c.mode)
			}
			if got := reachedEnd.Load() > before; got != c.reachesEnd {
				t.Errorf("the request reached /end: %v, want %v", got, c.reachesEnd)
			}
		})
	}
	t.Run("an unknown mode is refused in the sandbox", func(t *testing.T) {
		seen.Store("")
		sameJSON(t, run(t, redirectProgram(srv.URL+"/start", `{ redirect: 'sideways' }`)),
			`{"name":"TypeError","message":"\"sideways\" is not a valid redirect mode: use \"follow\", \"error\" or \"manual\"."}`)
		if got := seen.Load(); got != "" {
			t.Errorf("the outbound function was called (Redirect %q)", got)
		}
	})
}

func TestFetchRedirectModes(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	redirectCases(t, x)
}

// Across the daemon the mode travels in the fetch message's redirect member.
func TestFetchRedirectModesRemote(t *testing.T) {
	inner := codemode.New(codemode.Options{})
	defer inner.Close()
	srv := remote.NewServer(inner, remote.ServerOptions{})
	hs := httptest.NewServer(srv.Handler())
	defer hs.Close()
	defer srv.Close()
	c, err := remote.Dial(context.Background(), "ws"+strings.TrimPrefix(hs.URL, "http"), remote.DialOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	redirectCases(t, c)
}

// An outbound function that ignores the mode and follows anyway cannot make a
// fetch with redirect: 'error' succeed: the sandbox fails it too.
func TestFetchRedirectErrorHeldInTheSandbox(t *testing.T) {
	srv, _ := redirectServer(t)
	x := codemode.New(codemode.Options{})
	defer x.Close()
	follows := codemode.AllowHosts(nil, strings.TrimPrefix(srv.URL, "http://"))
	hands3xx := func(ctx context.Context, r *codemode.OutboundRequest) (*codemode.OutboundResponse, error) {
		return &codemode.OutboundResponse{Status: 301, Header: [][2]string{{"location", "/end"}}}, nil
	}
	want := `{"name":"TypeError","message":"fetch failed: redirect to ` + srv.URL + `/end refused: the request's redirect mode is \"error\""}`
	for name, f := range map[string]codemode.OutboundFunc{
		"followed": func(ctx context.Context, r *codemode.OutboundRequest) (*codemode.OutboundResponse, error) {
			r.Redirect = "follow"
			return follows(ctx, r)
		},
		"handed back the 3xx": hands3xx,
	} {
		t.Run(name, func(t *testing.T) {
			r := x.Execute(context.Background(), codemode.Request{Code: redirectProgram(srv.URL+"/start", `{ redirect: 'error' }`), Outbound: f})
			sameJSON(t, resultJSON(t, r), want)
		})
	}
}
