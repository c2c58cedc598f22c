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
// ("*.example.com" matches subdomains, not example.com itself). Redirects to a
// host off the list are refused too.
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
	c.CheckRedirect = func(req *http.Request, via []*http.Request) error {
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
	return func(ctx context.Context, r *OutboundRequest) (*OutboundResponse, error) {
		u, err := url.Parse(r.URL)
		if err != nil {
			return nil, err
		}
		if !allowed(u) {
			return nil, fmt.Errorf("%s is not on this execution's allowlist", u.Host)
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
