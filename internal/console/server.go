package console

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"time"

	"github.com/codemode/codemode"
)

//go:embed web
var webFS embed.FS

// Backend is what the console shows and runs besides the executions: the
// gateway's upstreams, or the daemon's state.
type Backend interface {
	// Servers reports the upstreams and their tools, as a JSON value the
	// page renders (see ServersView).
	Servers(ctx context.Context) ServersView
	// Run runs a program from the playground with the given time limit
	// through the recorded executor.
	Run(ctx context.Context, code string, timeout time.Duration) codemode.Result
}

// Options configure a console Handler.
type Options struct {
	// Store holds what the console shows; it must be the one the
	// Recorder writes to.
	Store *Store
	// Backend answers the servers page and runs the playground.
	Backend Backend
	// Token, when set, is required of every request: the page is opened
	// with ?token=TOKEN once, which sets a same-site cookie. Without it,
	// the console serves loopback hosts only and makes a secret of its
	// own, set as a same-site cookie when the page loads.
	Token string
	// MaxTimeout caps the playground's time limit; default 5 minutes.
	MaxTimeout time.Duration
	// Life ends the playground's executions when it ends; default never.
	Life context.Context
}

// The console's cookie and header.
const (
	cookieName  = "codemode_console"
	tokenHeader = "X-Codemode-Token"
)

// handler serves the console.
type handler struct {
	opts    Options
	secret  string
	tokened bool
	static  http.Handler
}

// Handler returns the console's HTTP handler. Requests are refused unless
// their Host is a loopback name (without Options.Token: a page on another
// site that resolves its name to 127.0.0.1 is refused), and unless they
// carry the token or the console's cookie (SameSite=Strict, so another
// site's page cannot send it); state-changing requests must also be JSON
// and, when they carry an Origin, come from the console's own.
func Handler(opts Options) http.Handler {
	if opts.MaxTimeout <= 0 {
		opts.MaxTimeout = 5 * time.Minute
	}
	if opts.Life == nil {
		opts.Life = context.Background()
	}
	h := &handler{opts: opts, secret: opts.Token, tokened: opts.Token != ""}
	if h.secret == "" {
		h.secret = randomToken()
	}
	sub, _ := fs.Sub(webFS, "web")
	h.static = http.FileServerFS(sub)
	return h
}

// randomToken returns 32 random hex digits.
func randomToken() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // never fails (crypto/rand)
	return hex.EncodeToString(b)
}

// RandomToken returns a new random token for a console bound to a
// non-loopback address.
func RandomToken() string { return randomToken() }

// Texts of the console's refusals.
const (
	textBadHost   = "This console answers only requests addressed to a loopback host (localhost, 127.0.0.1 or [::1]); open it at the address it printed."
	textNoToken   = "This console needs its token: open the URL it printed (…/?token=TOKEN) once, or send the token in the X-Codemode-Token header."
	textNoSession = "This request carries neither the console's cookie nor its token: reload the console's page, which sets the cookie."
	textOrigin    = "This request comes from another site's page (its Origin is not the console's); the console refuses it."
	textJSON      = "The console's state-changing requests are JSON: send Content-Type: application/json."
)

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hd := w.Header()
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("X-Frame-Options", "DENY")
	hd.Set("Referrer-Policy", "no-referrer")
	hd.Set("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
	hd.Set("Cache-Control", "no-store")
	if !h.tokened && !loopbackHost(r.Host) {
		http.Error(w, textBadHost, http.StatusMisdirectedRequest)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		if o := r.Header.Get("Origin"); o != "" && o != "http://"+r.Host && o != "https://"+r.Host {
			http.Error(w, textOrigin, http.StatusForbidden)
			return
		}
		if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
			http.Error(w, textJSON, http.StatusUnsupportedMediaType)
			return
		}
	}
	switch {
	case r.URL.Path == "/" || r.URL.Path == "/index.html":
		if h.tokened && !h.authorized(r) {
			q := r.URL.Query().Get("token")
			if q == "" || !h.equal(q) {
				http.Error(w, textNoToken, http.StatusUnauthorized)
				return
			}
			h.setCookie(w)
			http.Redirect(w, r, "/", http.StatusSeeOther) // the token leaves the address bar
			return
		}
		h.setCookie(w)
		b, _ := webFS.ReadFile("web/index.html")
		hd.Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write(b)
		return
	case strings.HasPrefix(r.URL.Path, "/static/"):
		r2 := r.Clone(r.Context())
		r2.URL.Path = strings.TrimPrefix(r.URL.Path, "/static")
		h.static.ServeHTTP(w, r2)
		return
	}
	if !h.authorized(r) {
		text := textNoSession
		if h.tokened {
			text = textNoToken
		}
		http.Error(w, text, http.StatusUnauthorized)
		return
	}
	h.api(w, r)
}

func (h *handler) equal(s string) bool {
	return subtle.ConstantTimeCompare([]byte(s), []byte(h.secret)) == 1
}

// authorized reports whether r carries the token or the cookie.
func (h *handler) authorized(r *http.Request) bool {
	if t := r.Header.Get(tokenHeader); t != "" {
		return h.equal(t)
	}
	if t, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
		return h.equal(t)
	}
	if c, err := r.Cookie(cookieName); err == nil {
		return h.equal(c.Value)
	}
	return false
}

func (h *handler) setCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: h.secret, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
}

// loopbackHost reports whether a Host header names a loopback host.
func loopbackHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	a, err := netip.ParseAddr(host)
	return err == nil && a.IsLoopback()
}

// IsLoopback reports whether a listen address (HOST:PORT) binds loopback
// only.
func IsLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	return loopbackHost(host)
}

func (h *handler) api(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	switch {
	case p == "/api/servers" && r.Method == http.MethodGet:
		writeJSON(w, h.opts.Backend.Servers(r.Context()))
	case p == "/api/executions" && r.Method == http.MethodGet:
		list := h.opts.Store.List()
		if d, ok := h.opts.Backend.(durableLister); ok {
			for _, e := range d.durableExecutions() {
				list = append(list, summaryOf(&e))
			}
		}
		writeJSON(w, list)
	case strings.HasPrefix(p, "/api/executions/") && r.Method == http.MethodGet:
		id := strings.TrimPrefix(p, "/api/executions/")
		e, ok := h.opts.Store.Get(id)
		if d, isDurable := h.opts.Backend.(durableLister); !ok && isDurable {
			for _, x := range d.durableExecutions() {
				if x.ID == id {
					e, ok = x, true
				}
			}
		}
		if !ok {
			http.Error(w, "No such execution: the console keeps the most recent ones only.", http.StatusNotFound)
			return
		}
		writeJSON(w, e)
	case p == "/api/approvals" && r.Method == http.MethodGet:
		writeJSON(w, h.opts.Store.Approvals())
	case strings.HasPrefix(p, "/api/approvals/") && r.Method == http.MethodPost:
		var in struct {
			Approve *bool `json:"approve"`
		}
		if err := json.NewDecoder(io.LimitReader(r.Body, 1<<10)).Decode(&in); err != nil || in.Approve == nil {
			http.Error(w, `An answer is {"approve": true} or {"approve": false}.`, http.StatusBadRequest)
			return
		}
		if !h.opts.Store.Answer(strings.TrimPrefix(p, "/api/approvals/"), *in.Approve) {
			http.Error(w, "No such pending approval: it was answered already (here or by the MCP client), or its call ended.", http.StatusConflict)
			return
		}
		writeJSON(w, map[string]bool{"ok": true})
	case p == "/api/run" && r.Method == http.MethodPost:
		h.run(w, r)
	case p == "/api/events" && r.Method == http.MethodGet:
		h.events(w, r)
	default:
		http.Error(w, "Not found.", http.StatusNotFound)
	}
}

// run starts a playground program and answers with its execution's ID.
func (h *handler) run(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Code      string  `json:"code"`
		TimeoutMs float64 `json:"timeoutMs"`
	}
	if err := json.NewDecoder(io.LimitReader(r.Body, MaxCode+1024)).Decode(&in); err != nil || strings.TrimSpace(in.Code) == "" {
		http.Error(w, `A playground run is {"code": "async () => { ... }", "timeoutMs": 10000}.`, http.StatusBadRequest)
		return
	}
	timeout := time.Duration(in.TimeoutMs * float64(time.Millisecond))
	if timeout <= 0 || timeout > h.opts.MaxTimeout {
		timeout = min(30*time.Second, h.opts.MaxTimeout)
		if in.TimeoutMs > 0 {
			timeout = h.opts.MaxTimeout
		}
	}
	began := make(chan string, 1)
	ctx := context.WithValue(h.opts.Life, runKey{}, &runInfo{source: "playground", began: began})
	done := make(chan codemode.Result, 1)
	go func() {
		ctx, cancel := context.WithTimeout(ctx, timeout+5*time.Second)
		defer cancel()
		done <- h.opts.Backend.Run(ctx, in.Code, timeout)
	}()
	select {
	case id := <-began:
		writeJSON(w, map[string]string{"id": id})
	case res := <-done: // ended without being recorded
		writeJSON(w, map[string]any{"result": res})
	case <-r.Context().Done():
	}
}

// runKey carries a playground run's label and where to say its ID.
type runKey struct{}

type runInfo struct {
	source string
	began  chan string
}

// events streams a change notice (Server-Sent Events) whenever an
// execution or an approval changes, at most ten a second.
func (h *handler) events(w http.ResponseWriter, r *http.Request) {
	fl, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	ping := time.NewTicker(15 * time.Second)
	defer ping.Stop()
	for {
		v, ch := h.opts.Store.Watch()
		if _, err := fmt.Fprintf(w, "event: change\ndata: %d\n\n", v); err != nil {
			return
		}
		fl.Flush()
		select {
		case <-r.Context().Done():
			return
		case <-h.opts.Life.Done():
			return
		case <-ping.C:
			continue
		case <-ch:
		}
		select { // gather the changes of the next 100 ms into one notice
		case <-r.Context().Done():
			return
		case <-time.After(100 * time.Millisecond):
		}
	}
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(v); err != nil && !errors.Is(err, http.ErrHandlerTimeout) {
		return
	}
}
