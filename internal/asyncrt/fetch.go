package asyncrt

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/url"
	"strings"

	"github.com/codemode/codemode/internal/sandbox"
)

// Outbound network: fetch (fetch.js) hands each request to the host's outbound
// function, which decides what to allow. Only http and https URLs ever reach
// it. See docs/network.md.

//go:embed fetch.js
var fetchJS string

var fetchChunk = &chunk{src: &fetchJS, name: "<fetch>"}

// loadFetch evaluates fetch.js and returns its factory function.
func (s *Sandbox) loadFetch() sandbox.Value { return evalCompiled(s.e, fetchChunk) }

type fetchMeta struct {
	ID         uint32      `json:"id"`
	Status     int         `json:"status"`
	StatusText string      `json:"statusText"`
	URL        string      `json:"url"`
	Header     [][2]string `json:"headers"`
}

// fetchStart is host.fetchStart(method, url, headersJSON, body, holder,
// redirect): a promise of the response's metadata as JSON; the body is taken
// with fetchTake. The fetch's id is written to holder.id, for fetchAbort.
// redirect is the mode fetch.js checked ("follow" when absent).
func (s *Sandbox) fetchStart(args []sandbox.Value) sandbox.Value {
	e := s.e
	arg := func(i int) sandbox.Value {
		if i < len(args) {
			return args[i]
		}
		return sandbox.Undefined
	}
	// fetch.js passes strings; anything else is refused unconverted.
	if !sandbox.IsString(arg(0)) || !sandbox.IsString(arg(1)) || !sandbox.IsString(arg(2)) || !sandbox.IsUndefined(arg(5)) && !sandbox.IsString(arg(5)) {
		return e.ThrowTypeError("fetchStart(method, url, headersJSON, body, holder, redirect) takes strings for method, url, headersJSON and redirect")
	}
	method, ok1 := e.ToString(arg(0))
	rawURL, ok2 := e.ToString(arg(1))
	headersJSON, ok3 := e.ToString(arg(2))
	if !ok1 || !ok2 || !ok3 {
		return sandbox.Exception
	}
	redirect := "follow"
	if !sandbox.IsUndefined(arg(5)) {
		r, ok := e.ToString(arg(5))
		if !ok {
			return sandbox.Exception
		}
		redirect = r
	}
	var body []byte
	if !sandbox.IsUndefined(arg(3)) {
		b, ok := e.BufferBytes(arg(3))
		if !ok {
			return e.ThrowTypeError("fetch: the request body must be bytes")
		}
		body = append([]byte(nil), b...)
	}
	switch {
	case s.completed:
		return s.rejected(textAlreadyCompleted, true)
	case s.inert:
		return s.rejected(TextInert, true)
	case s.req.Outbound == nil:
		return s.rejected(TextNoNetwork, true)
	}
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" && (u.Scheme == "http" || u.Scheme == "https") {
		return s.rejected(fmt.Sprintf("fetch refused: %q is not a valid absolute URL.", rawURL), true)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return s.rejected(schemeRefusedText(u.Scheme), true)
	}
	var header [][2]string
	if err := json.Unmarshal([]byte(headersJSON), &header); err != nil {
		return e.ThrowTypeError("fetch: malformed headers")
	}
	n := len(method) + len(rawURL) + len(body)
	for _, h := range header {
		n += len(h[0]) + len(h[1])
	}
	if n > s.lim.PayloadBytes {
		return s.rejected(fetchPayloadText(n, s.lim.PayloadBytes), true)
	}
	if s.fetches >= s.lim.ToolCalls {
		return s.rejected(tooManyFetchesText(s.lim.ToolCalls), true)
	}
	s.fetches++
	promise, id := s.newPending(false)
	if sandbox.IsException(promise) {
		return promise
	}
	req := &OutboundRequest{Method: strings.ToUpper(method), URL: rawURL, Header: header, Body: body, MaxResponseBytes: s.lim.ResponseBytes, Redirect: redirect}
	if sandbox.IsObject(arg(4)) && !e.SetProp(arg(4), "id", sandbox.Float64(float64(id))) {
		// The holder refused the id (fetch.js's never does): the fetch
		// cannot be aborted, and nothing is left pending.
		e.DropException()
	}
	if s.jn != nil && s.journalFetchStart(id, req) {
		return promise
	}
	s.startFetch(id, req)
	return promise
}

// startFetch hands a fetch to the host's outbound function.
func (s *Sandbox) startFetch(id uint32, req *OutboundRequest) {
	rawURL := req.URL
	outbound := s.req.Outbound
	ctx, cancel := context.WithDeadline(s.dispatchContext(), s.deadline)
	put[uint32, func()](&s.fetchCancel, id, cancel)
	limit := s.lim.ResponseBytes
	s.goAsync(func() func() {
		resp, err := callOutbound(ctx, outbound, req)
		deadline := errors.Is(ctx.Err(), context.DeadlineExceeded)
		cancel()
		if err != nil && deadline {
			// The execution's deadline ended the request: the execution
			// ends with the timeout, not with the program handling a
			// fetch failure that raced it.
			return func() {}
		}
		if err == nil && len(resp.Body) > limit {
			err = fmt.Errorf("%s", responseTooLargeText(rawURL, limit))
		} else if err != nil {
			err = fmt.Errorf("fetch failed: %v", err)
		}
		return func() { s.fetched(id, resp, err) }
	})
}

// callOutbound calls the host's outbound function, turning a panic into an
// error.
func callOutbound(ctx context.Context, f OutboundFunc, req *OutboundRequest) (resp *OutboundResponse, err error) {
	defer func() {
		if p := recover(); p != nil {
			resp, err = nil, fmt.Errorf("outbound panicked: %v", p)
		}
	}()
	resp, err = f(ctx, req)
	if err == nil && resp == nil {
		err = fmt.Errorf("outbound returned no response")
	}
	return resp, err
}

// fetched settles a fetch's promise on the loop.
func (s *Sandbox) fetched(id uint32, resp *OutboundResponse, err error) {
	if s.jn != nil && !s.journalFetched(id, resp, err) {
		delete(s.fetchCancel, id)
		return
	}
	s.applyFetched(id, resp, err)
}

// applyFetched settles a fetch, live or from the journal.
func (s *Sandbox) applyFetched(id uint32, resp *OutboundResponse, err error) {
	delete(s.fetchCancel, id)
	e := s.e
	if err != nil {
		s.settle(id, e.NewTypeErrorValue(err.Error()), false)
		return
	}
	meta := fetchMeta{ID: id, Status: resp.Status, StatusText: resp.StatusText, URL: resp.URL, Header: resp.Header}
	if meta.Header == nil {
		meta.Header = [][2]string{}
	}
	b, _ := json.Marshal(meta)
	put(&s.fetchBody, id, resp.Body)
	s.settle(id, e.NewString(string(b)), true)
}

// fetchTake is host.fetchTake(id): the response body as an ArrayBuffer, once.
func (s *Sandbox) fetchTake(args []sandbox.Value) sandbox.Value {
	if len(args) == 0 {
		return sandbox.Undefined
	}
	f, ok := sandbox.IntArg(args[0], math.MaxUint32)
	if !ok {
		return sandbox.Undefined // no fetch has this id
	}
	id := uint32(f)
	b, ok := s.fetchBody[id]
	if !ok {
		return sandbox.Undefined
	}
	delete(s.fetchBody, id)
	return s.e.NewArrayBuffer(b)
}

// fetchAbort is host.fetchAbort(id): cancel the outbound request.
func (s *Sandbox) fetchAbort(args []sandbox.Value) sandbox.Value {
	if len(args) == 0 {
		return sandbox.Undefined
	}
	if f, ok := sandbox.IntArg(args[0], math.MaxUint32); ok {
		if cancel, ok := s.fetchCancel[uint32(f)]; ok {
			cancel()
		}
	}
	return sandbox.Undefined
}
