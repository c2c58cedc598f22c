package codemode

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// OutboundFunc performs the program's fetch calls. It runs in the host, which
// decides what to allow; nil in a Request means the program has no network
// and fetch rejects with a TypeError. Only http: and https: URLs ever reach it.
// Its context carries the execution's deadline and is cancelled with the
// execution. See docs/network.md.
type OutboundFunc func(ctx context.Context, req *OutboundRequest) (*OutboundResponse, error)

// OutboundRequest is one fetch the program made.
type OutboundRequest struct {
	// Method is the HTTP method, upper case for the standard ones.
	Method string
	// URL is absolute, http or https, as the program's URL parser
	// normalized it.
	URL string
	// Header holds the request headers in order, names in lower case.
	Header [][2]string
	// Body is the request body, nil for none.
	Body []byte
	// MaxResponseBytes is the largest response body the program accepts
	// (Limits.ResponseBytes); a larger one fails the fetch, so read no
	// more than one byte past it.
	MaxResponseBytes int
	// Redirect is the program's redirect mode (fetch's redirect option):
	// "follow" (the default) to follow redirects, "error" to fail the fetch
	// at the first one, "manual" to answer with the 3xx response itself.
	// Empty means "follow". The sandbox also fails a fetch whose mode is
	// "error" when the answer is a redirect, so a function that ignores the
	// mode cannot make it follow one.
	Redirect string
}

// OutboundResponse is the host's answer to a fetch.
type OutboundResponse struct {
	Status     int
	StatusText string
	// Header holds the response headers in order.
	Header [][2]string
	// Body is the whole response body.
	Body []byte
	// URL is the final URL after redirects; empty means the request's.
	URL string
}

// AllowHosts returns an OutboundFunc that performs requests with client (nil
// means a client with no cookie jar and the default transport) to the listed
// hosts only, and refuses the rest. A host is matched exactly ("api.example.com",
// "localhost:8080" to include a port) or by a leading wildcard
// ("*.example.com" matches subdomains, not example.com itself). It honours the
// request's Redirect mode: "follow" follows up to 10 redirects, each checked
// against the list (a redirect to a host off it fails the fetch); "error" fails
// the fetch at the first redirect; "manual" returns the 3xx response as it is.
func AllowHosts(client *http.Client, hosts ...string) OutboundFunc {
	allowed := func(u *url.URL) bool {
		h := strings.ToLower(u.Hostname())
		hp := strings.ToLower(u.Host)
		for _, a := range hosts {
			a = strings.ToLower(a)
			switch {
			case strings.HasPrefix(a, "*."):
				if strings.HasSuffix(h, a[1:]) {
					return true
				}
			case strings.Contains(a, ":"):
				if hp == a {
					return true
				}
			case h == a:
				return true
			}
		}
		return false
	}
	c := &http.Client{}
	if client != nil {
		cc := *client
		c = &cc
	}
	inner := c.CheckRedirect
	follow := *c
	follow.CheckRedirect = func(req *http.Request, via []*http.Request) error {
		if !allowed(req.URL) {
			return fmt.Errorf("redirect to %s refused: the host is not on this execution's allowlist", req.URL.Host)
		}
		if inner != nil {
			return inner(req, via)
		}
		if len(via) >= 10 {
			return fmt.Errorf("stopped after 10 redirects")
		}
		return nil
	}
	// For "error" and "manual" the client stops at the first redirect and
	// returns its response.
	stop := *c
	stop.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return func(ctx context.Context, r *OutboundRequest) (*OutboundResponse, error) {
		u, err := url.Parse(r.URL)
		if err != nil {
			return nil, err
		}
		if !allowed(u) {
			return nil, fmt.Errorf("%s is not on this execution's allowlist", u.Host)
		}
		var c *http.Client
		switch r.Redirect {
		case "", "follow":
			c = &follow
		case "error", "manual":
			c = &stop
		default:
			return nil, fmt.Errorf("unknown redirect mode %q", r.Redirect)
		}
		var body io.Reader
		if r.Body != nil {
			body = bytes.NewReader(r.Body)
		}
		req, err := http.NewRequestWithContext(ctx, r.Method, r.URL, body)
		if err != nil {
			return nil, err
		}
		for _, h := range r.Header {
			req.Header.Add(h[0], h[1])
		}
		resp, err := c.Do(req)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		if r.Redirect == "error" {
			if to := redirectTarget(resp); to != nil {
				return nil, fmt.Errorf("redirect to %s refused: the request's redirect mode is \"error\"", to)
			}
		}
		b, err := io.ReadAll(io.LimitReader(resp.Body, int64(r.MaxResponseBytes)+1))
		if err != nil {
			return nil, err
		}
		out := &OutboundResponse{Status: resp.StatusCode, StatusText: http.StatusText(resp.StatusCode), Body: b, URL: resp.Request.URL.String()}
		for name, vs := range resp.Header {
			for _, v := range vs {
				out.Header = append(out.Header, [2]string{strings.ToLower(name), v})
			}
		}
		return out, nil
	}
}

// redirectTarget is where a redirect response points, nil if resp is not one
// net/http would follow.
func redirectTarget(resp *http.Response) *url.URL {
	switch resp.StatusCode {
	case http.StatusMovedPermanently, http.StatusFound, http.StatusSeeOther, http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
	default:
		return nil
	}
	loc := resp.Header.Get("Location")
	if loc == "" {
		return nil
	}
	to, err := resp.Request.URL.Parse(loc)
	if err != nil {
		return nil
	}
	return to
}
