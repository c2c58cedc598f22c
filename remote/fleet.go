package remote

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	neturl "net/url"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/internal/wire"
)

// FleetOptions configure a Fleet.
type FleetOptions struct {
	// DialOptions apply to every connection (token, name, frame limit,
	// pings).
	DialOptions
	// LookupHost resolves an endpoint's host name to its addresses; default
	// net.DefaultResolver.LookupHost. A name with several addresses (a
	// Kubernetes headless Service, round-robin DNS) is one daemon per
	// address.
	LookupHost func(ctx context.Context, host string) ([]string, error)
	// ResolveInterval is how often names are looked up again, so that
	// daemons that come and go are found; default 10s.
	ResolveInterval time.Duration
	// MinBackoff and MaxBackoff bound the wait before reconnecting to a
	// daemon whose connection ended or could not be opened: it doubles from
	// MinBackoff (default 100ms) to MaxBackoff (default 5s), with jitter.
	MinBackoff, MaxBackoff time.Duration
	// DialTimeout bounds one connection attempt; default 5s.
	DialTimeout time.Duration
	// WaitForDaemon is how long an execution waits for some daemon to be
	// connected and accepting before it fails with the connection error;
	// default 10s (the execution's context may end it sooner).
	WaitForDaemon time.Duration
	// OnAmbiguous decides what to do with a call in flight when the
	// daemon running a durable execution was lost, whose outcome the
	// fleet cannot know (see AmbiguousFunc). Nil: such an execution ends
	// with kind ambiguous and its checkpoint, never silently re-running
	// the call.
	OnAmbiguous AmbiguousFunc
	// OnResume, if set, is told each time a durable execution goes on on
	// another daemon, just before the resume is sent: from is the daemon
	// it left, to the one that resumes it, and why the kind that moved it
	// (connection: the daemon was lost; worker: the worker process running
	// it died, and from and to may be the same daemon, which replaced its
	// worker; suspended: it suspended the execution while draining). For
	// logs and metrics; it must return quickly.
	OnResume func(from, to string, why codemode.ErrorKind)
}

func (o *FleetOptions) defaults() {
	if o.LookupHost == nil {
		o.LookupHost = net.DefaultResolver.LookupHost
	}
	if o.ResolveInterval <= 0 {
		o.ResolveInterval = 10 * time.Second
	}
	if o.MinBackoff <= 0 {
		o.MinBackoff = 100 * time.Millisecond
	}
	if o.MaxBackoff <= 0 {
		o.MaxBackoff = 5 * time.Second
	}
	o.MaxBackoff = max(o.MaxBackoff, o.MinBackoff)
	if o.DialTimeout <= 0 {
		o.DialTimeout = 5 * time.Second
	}
	if o.WaitForDaemon <= 0 {
		o.WaitForDaemon = 10 * time.Second
	}
}

// Fleet is a client of several daemons. It implements codemode.Executor: each
// Execute goes to the connected daemon with the fewest executions of this
// Fleet running (ties to the one picked least recently), while the request's
// Dispatch and Outbound run here. It keeps a connection to every daemon and reconnects, with backoff,
// to one whose connection ended; it stops sending executions to a daemon that
// said it is draining and closes that connection once its executions are over.
//
// An execution a daemon never started — refused because the daemon is
// draining, answered overloaded, or not sent because the connection was gone —
// is sent to another daemon: it made no tool call, so that is safe. A durable
// execution (Request.Durable or Resume) whose daemon dies, is cut off (noticed
// by pings within PingInterval + PingTimeout), or suspends it at the end of a
// drain is resumed on another daemon from the journal the fleet kept, with no
// tool call made twice (see FleetOptions.OnAmbiguous for a call whose outcome
// cannot be known). Any other execution whose daemon dies or is cut off ends
// with the connection error, as on one daemon.
type Fleet struct {
	opts      FleetOptions
	endpoints []endpoint
	ctx       context.Context
	cancel    context.CancelFunc
	wg        sync.WaitGroup

	mu      sync.Mutex
	members map[string]*member // by key
	turn    uint64
	changed chan struct{} // closed (and replaced) when a member's state changes
	resolve chan struct{} // asks the resolver to look names up now
	// lookupErr is why the last lookup of a name failed, for the error of
	// a fleet none of whose daemons answer.
	lookupErr error
}

var _ codemode.Executor = (*Fleet)(nil)

// endpoint is one URL the fleet was given.
type endpoint struct {
	url  string
	host string // the name to resolve; "" for an IP literal or a unix socket
	port string
}

// member is one daemon: an endpoint, or one address of an endpoint's name.
type member struct {
	f        *Fleet
	key      string
	url      string // what Dial is given
	addr     string // HOST:PORT to connect to instead of url's; "" for url's
	label    string // the daemon's name in reports and EndpointFromContext
	wake     chan struct{}
	client   *Client // nil while not connected
	draining bool
	gone     bool   // the name no longer resolves to this address
	live     int    // executions of the fleet on it now
	picked   uint64 // when it was last picked (the fleet's turn counter)
	lastErr  error
}

// MemberStatus is what Members reports about one daemon.
type MemberStatus struct {
	// Endpoint is the daemon's URL (with the address a name resolved to).
	Endpoint string
	// Connected: a connection is open.
	Connected bool
	// Draining: the daemon said it is draining; no new executions go there.
	Draining bool
	// Running is how many of the fleet's executions run there now.
	Running int
	// LastError is why the last connection attempt failed, if it did.
	LastError error
}

// DialFleet connects to the daemons at endpoints (each as Dial accepts:
// ws://HOST:PORT/PATH, wss://..., or unix:/path.sock; a HOST that is a name
// counts once per address it resolves to). It returns once one daemon is
// connected, and keeps connecting to the others in the background; it fails
// if none could be reached before ctx ended or WaitForDaemon passed, saying
// why for each.
func DialFleet(ctx context.Context, endpoints []string, opts FleetOptions) (*Fleet, error) {
	if err := opts.validate(); err != nil {
		return nil, err
	}
	opts.defaults()
	if len(endpoints) == 0 {
		return nil, errors.New("remote: a fleet needs at least one endpoint")
	}
	f := &Fleet{opts: opts, members: map[string]*member{}, changed: make(chan struct{}), resolve: make(chan struct{}, 1)}
	for _, raw := range endpoints {
		e, err := parseEndpoint(raw)
		if err != nil {
			return nil, err
		}
		f.endpoints = append(f.endpoints, e)
	}
	f.ctx, f.cancel = context.WithCancel(context.Background())
	f.lookUp(ctx)
	f.wg.Add(1)
	go f.resolver()

	wait, cancel := context.WithTimeout(ctx, opts.WaitForDaemon)
	defer cancel()
	for {
		f.mu.Lock()
		changed := f.changed
		connected := false
		for _, m := range f.members {
			connected = connected || m.client != nil
		}
		f.mu.Unlock()
		if connected {
			return f, nil
		}
		select {
		case <-changed:
		case <-wait.Done():
			err := f.unreachable()
			f.Close()
			return nil, err
		}
	}
}

// parseEndpoint checks one endpoint.
func parseEndpoint(raw string) (endpoint, error) {
	if path, ok := strings.CutPrefix(raw, "unix:"); ok {
		if path == "" {
			return endpoint{}, fmt.Errorf("remote: endpoint %q: a unix endpoint needs a path (unix:/path/to.sock)", raw)
		}
		return endpoint{url: raw}, nil
	}
	u, err := neturl.Parse(raw)
	if err != nil {
		return endpoint{}, fmt.Errorf("remote: endpoint %q: %v", raw, err)
	}
	if u.Scheme != "ws" && u.Scheme != "wss" {
		return endpoint{}, fmt.Errorf("remote: endpoint %q: the scheme must be ws, wss or unix", raw)
	}
	if u.Hostname() == "" {
		return endpoint{}, fmt.Errorf("remote: endpoint %q has no host", raw)
	}
	port := u.Port()
	if port == "" {
		port = map[string]string{"ws": "80", "wss": "443"}[u.Scheme]
	}
	e := endpoint{url: raw, port: port}
	if net.ParseIP(u.Hostname()) == nil {
		e.host = u.Hostname()
	}
	return e, nil
}

// unreachable is the error of a fleet none of whose daemons answered.
func (f *Fleet) unreachable() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	var why []string
	for _, m := range f.sortedMembers() {
		err := m.lastErr
		if err == nil {
			err = errors.New("no answer yet")
		}
		why = append(why, m.label+": "+err.Error())
	}
	if f.lookupErr != nil {
		why = append(why, f.lookupErr.Error())
	}
	if len(why) == 0 {
		why = append(why, "no endpoint resolved to an address")
	}
	return fmt.Errorf("remote: no daemon of the fleet could be reached within %v (%s)", f.opts.WaitForDaemon, strings.Join(why, "; "))
}

func (f *Fleet) sortedMembers() []*member {
	ms := make([]*member, 0, len(f.members))
	for _, m := range f.members {
		ms = append(ms, m)
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].key < ms[j].key })
	return ms
}

// Members reports the daemons the fleet knows, in a stable order.
func (f *Fleet) Members() []MemberStatus {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []MemberStatus
	for _, m := range f.sortedMembers() {
		if m.gone && m.client == nil {
			continue
		}
		out = append(out, MemberStatus{Endpoint: m.label, Connected: m.client != nil, Draining: m.draining || m.gone, Running: m.live, LastError: m.lastErr})
	}
	return out
}

// notify wakes whoever waits for a member's change; f.mu is held.
func (f *Fleet) notify() {
	close(f.changed)
	f.changed = make(chan struct{})
}

// lookUp resolves every endpoint and adds a member per new address; members
// whose address is gone stop taking executions and are not reconnected.
func (f *Fleet) lookUp(ctx context.Context) {
	type found struct {
		key, url, addr, label string
	}
	var all []found
	failed := map[string]bool{} // endpoints whose lookup failed keep their members
	for _, e := range f.endpoints {
		if e.host == "" {
			all = append(all, found{key: e.url, url: e.url, label: e.url})
			continue
		}
		lctx, cancel := context.WithTimeout(ctx, f.opts.DialTimeout)
		addrs, err := f.opts.LookupHost(lctx, e.host)
		cancel()
		if err != nil || len(addrs) == 0 {
			// Members of a name that cannot be looked up now are
			// kept: a resolver's hiccup is not a daemon's departure.
			failed[e.url] = true
			if err == nil {
				err = errors.New("no addresses")
			}
			f.mu.Lock()
			f.lookupErr = fmt.Errorf("looking up %s: %v", e.host, err)
			f.mu.Unlock()
			continue
		}
		slices.Sort(addrs)
		for _, a := range slices.Compact(addrs) {
			hp := net.JoinHostPort(a, e.port)
			u, _ := neturl.Parse(e.url)
			u.Host = hp
			all = append(all, found{key: e.url + "|" + hp, url: e.url, addr: hp, label: u.String()})
		}
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.ctx.Err() != nil {
		return
	}
	seen := map[string]bool{}
	for _, x := range all {
		seen[x.key] = true
		if m := f.members[x.key]; m != nil {
			if m.gone {
				m.gone = false
				f.notify()
			}
			continue
		}
		m := &member{f: f, key: x.key, url: x.url, addr: x.addr, label: x.label, wake: make(chan struct{}, 1)}
		f.members[x.key] = m
		f.wg.Add(1)
		go m.run()
	}
	for key, m := range f.members {
		base, _, resolved := strings.Cut(key, "|")
		if !resolved || seen[key] || failed[base] || m.gone {
			continue
		}
		m.gone = true
		m.poke()
		f.notify()
	}
}

// resolver looks names up again every ResolveInterval, or sooner when a
// connection attempt failed.
func (f *Fleet) resolver() {
	defer f.wg.Done()
	resolves := false
	for _, e := range f.endpoints {
		resolves = resolves || e.host != ""
	}
	if !resolves {
		return
	}
	t := time.NewTicker(f.opts.ResolveInterval)
	defer t.Stop()
	last := time.Now()
	for {
		select {
		case <-f.ctx.Done():
			return
		case <-t.C:
		case <-f.resolve:
			if time.Since(last) < f.opts.MinBackoff {
				continue
			}
		}
		last = time.Now()
		f.lookUp(f.ctx)
	}
}

// poke wakes the member's loop.
func (m *member) poke() {
	select {
	case m.wake <- struct{}{}:
	default:
	}
}

// run keeps the member connected until the fleet closes or the member is gone.
func (m *member) run() {
	f := m.f
	defer f.wg.Done()
	failures := 0
	for {
		f.mu.Lock()
		gone := m.gone
		f.mu.Unlock()
		if gone || f.ctx.Err() != nil {
			return
		}
		dctx, cancel := context.WithTimeout(f.ctx, f.opts.DialTimeout)
		c, err := dial(dctx, m.url, m.addr, f.opts.DialOptions, func(time.Duration) { m.drained() })
		cancel()
		if err != nil {
			f.mu.Lock()
			m.lastErr = err
			f.notify()
			f.mu.Unlock()
			select {
			case f.resolve <- struct{}{}:
			default:
			}
			failures++
			if !m.sleep(f.backoff(failures)) {
				return
			}
			continue
		}
		f.mu.Lock()
		m.client, m.lastErr, m.draining = c, nil, false
		if c.c.Draining() { // the drain came before the client was stored
			m.draining = true
		}
		f.notify()
		f.mu.Unlock()
		m.hold(c)
		f.mu.Lock()
		m.client = nil
		f.notify()
		f.mu.Unlock()
		// A connection that ended (the daemon died, drained or was cut
		// off) is reopened after a short wait: the daemon may be
		// restarting.
		failures = 1
		if !m.sleep(f.backoff(failures)) {
			return
		}
	}
}

// hold keeps c until its connection ends, the fleet closes, or the member is
// draining or gone and has no live execution left on c.
func (m *member) hold(c *Client) {
	f := m.f
	for {
		f.mu.Lock()
		leaving := m.draining || m.gone
		f.mu.Unlock()
		if leaving && c.c.Live() == 0 {
			c.Close()
			return
		}
		var poll <-chan time.Time
		if leaving {
			// Retained executions end without telling the fleet:
			// look again soon.
			poll = time.After(50 * time.Millisecond)
		}
		select {
		case <-c.Done():
			return
		case <-f.ctx.Done():
			c.Close()
			return
		case <-m.wake:
		case <-poll:
		}
	}
}

// drained is called when the member's daemon says it is draining.
func (m *member) drained() {
	m.f.mu.Lock()
	m.draining = true
	m.f.notify()
	m.f.mu.Unlock()
	m.poke()
}

// sleep waits d, or less if the fleet closes (then it reports false).
func (m *member) sleep(d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-m.f.ctx.Done():
		return false
	}
}

// backoff is the wait after the n-th failure in a row: doubling from
// MinBackoff up to MaxBackoff, with up to half of it random so that clients
// do not come back in step.
func (f *Fleet) backoff(n int) time.Duration {
	d := f.opts.MinBackoff
	for i := 1; i < n && d < f.opts.MaxBackoff; i++ {
		d *= 2
	}
	d = min(d, f.opts.MaxBackoff)
	return d/2 + rand.N(d/2+1)
}

// pick chooses the member for an execution, skipping the members in skip and
// the connections in dead, and counts the execution on it: the one with the
// fewest executions of the fleet running, and among those the one picked
// least recently (a plain turn over the tied set can starve a member when
// the tied sets keep changing, as they do under a steady load).
func (f *Fleet) pick(skip map[*member]bool, dead map[*Client]bool) (*member, *Client) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var best *member
	for _, m := range f.members {
		if m.client == nil || m.draining || m.gone || skip[m] || dead[m.client] {
			continue
		}
		select {
		case <-m.client.Done():
			continue
		default:
		}
		if best == nil || m.live < best.live || m.live == best.live && (m.picked < best.picked || m.picked == best.picked && m.key < best.key) {
			best = m
		}
	}
	if best == nil {
		return nil, nil
	}
	f.turn++
	best.picked = f.turn
	best.live++
	return best, best.client
}

// done uncounts an execution on m.
func (f *Fleet) done(m *member) {
	f.mu.Lock()
	m.live--
	leaving := m.draining || m.gone
	f.mu.Unlock()
	if leaving {
		m.poke()
	}
}

type endpointKey struct{}

// MaxWorkerLosses is how many times a Fleet resumes a durable execution whose
// worker process died (in any daemon) before it ends with the worker error: a
// program that kills its worker every time is not run without end.
const MaxWorkerLosses = 3

// EndpointFromContext returns the endpoint of the daemon running the execution
// whose Dispatch, DispatchAsync or Outbound received ctx, when it runs through
// a Fleet (the empty string otherwise).
func EndpointFromContext(ctx context.Context) string {
	s, _ := ctx.Value(endpointKey{}).(string)
	return s
}

// Execute runs req on a daemon of the fleet. See codemode.Executor and Fleet.
func (f *Fleet) Execute(ctx context.Context, req codemode.Request) codemode.Result {
	// A durable execution goes through run, which keeps its journal and
	// resumes it on another daemon when its own is lost or suspends it.
	var run *durableRun
	var att *attempt
	cur := req
	if (req.Durable || req.Resume != nil) && !req.RetainHandles {
		run = newDurableRun(req)
		cur, att = run.request(req.Resume)
	}
	skip := map[*member]bool{}
	dead := map[*Client]bool{}
	var movedFrom string // the daemon a durable execution just left
	var movedWhy codemode.ErrorKind
	var last *codemode.Result // the answer of a daemon that refused it
	var waitUntil time.Time
	workerLosses := 0 // the workers a durable execution has lost
	for {
		if ctx.Err() != nil {
			return codemode.Result{Error: &codemode.Error{Kind: codemode.ErrCancelled, Message: executor.TextCancelled}, Logs: []string{}}
		}
		f.mu.Lock()
		changed := f.changed
		f.mu.Unlock()
		m, c := f.pick(skip, dead)
		if m == nil {
			if last != nil {
				// Every daemon refused it (overloaded or draining):
				// the caller hears the last answer.
				return *last
			}
			if f.ctx.Err() != nil {
				return codemode.Result{Error: &codemode.Error{Kind: codemode.ErrClosed, Message: codemode.TextClosed}, Logs: []string{}}
			}
			if waitUntil.IsZero() {
				waitUntil = time.Now().Add(f.opts.WaitForDaemon)
			}
			wait := time.Until(waitUntil)
			if wait <= 0 {
				return codemode.Result{Error: &codemode.Error{Kind: codemode.ErrConnection, Message: wire.TextConnectionLost + " " + strings.TrimPrefix(f.unreachable().Error(), "remote: ")}, Logs: []string{}}
			}
			t := time.NewTimer(wait)
			select {
			case <-changed:
			case <-ctx.Done():
			case <-t.C:
			}
			t.Stop()
			continue
		}
		if movedFrom != "" && f.opts.OnResume != nil {
			f.opts.OnResume(movedFrom, m.label, movedWhy)
		}
		res, ran := c.c.Try(context.WithValue(ctx, endpointKey{}, m.label), cur)
		f.done(m)
		if ran && run != nil && res.Error != nil && res.Error.Kind == codemode.ErrWorker {
			// A durable execution whose worker died goes on, but not
			// without end: a program that kills its worker every time
			// ends with the worker error.
			if workerLosses++; workerLosses > MaxWorkerLosses {
				return res
			}
		}
		if ran {
			// Started on m: its result stands, but for a durable
			// execution whose daemon died, was cut off, or suspended
			// it while draining: that one goes on elsewhere. A
			// non-durable execution whose daemon was lost ends here
			// with the connection error.
			resume, again := f.failover(ctx, run, att, &res)
			if !again {
				return res
			}
			switch res.Error.Kind {
			case codemode.ErrConnection:
				dead[c] = true
			case codemode.ErrWorker:
				// The daemon replaced its worker: it may take it.
			default:
				skip[m] = true
			}
			cur, att = run.request(resume)
			movedFrom, movedWhy = m.label, res.Error.Kind
			last, waitUntil = nil, time.Time{}
			continue
		}
		if res.Error != nil && (res.Error.Kind == codemode.ErrOverloaded || res.Error.Kind == codemode.ErrCancelled) {
			// Refused: overloaded, or draining. Another daemon may
			// take it; this one is not asked again for it.
			skip[m] = true
			last = &res
		}
		if res.Error != nil && res.Error.Kind == codemode.ErrConnection {
			// Not sent: the connection had just ended. The member is
			// skipped until it has reconnected.
			dead[c] = true
			continue
		}
		if last != &res {
			return res
		}
	}
}

// Close ends every connection and stops reconnecting; executions still
// running end with the connection error.
func (f *Fleet) Close() error {
	f.cancel()
	f.mu.Lock()
	var clients []*Client
	for _, m := range f.members {
		if m.client != nil {
			clients = append(clients, m.client)
		}
	}
	f.mu.Unlock()
	for _, c := range clients {
		c.Close()
	}
	f.wg.Wait()
	return nil
}
