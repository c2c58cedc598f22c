package console_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/codemode/codemode/internal/console"
)

// TestRequestGuards enumerates every combination of the things the console
// checks: the Host (loopback names, another name a rebinding DNS gives the
// same address, an IP), the credentials (none, the cookie, the header, a
// wrong one), the request (page, read, answer, run), the Origin (none, the
// console's, another site's) and the content type (JSON, a form), with and
// without a token. Each answer must be the one the rules give.
func TestRequestGuards(t *testing.T) {
	store := console.NewStore(0)
	hosts := []string{"localhost:7412", "127.0.0.1:7412", "[::1]:7412", "evil.example:7412", "10.1.2.3:7412"}
	creds := []string{"none", "cookie", "header", "wrong"}
	type req struct {
		name, method, path, body string
	}
	reqs := []req{
		{"page", "GET", "/", ""},
		{"read", "GET", "/api/executions", ""},
		{"answer", "POST", "/api/approvals/a1", `{"approve":true}`},
		{"run", "POST", "/api/run", `{"code":""}`},
	}
	origins := []string{"", "same", "http://evil.example"}
	types := []string{"application/json", "application/x-www-form-urlencoded"}
	cases := 0
	for _, token := range []string{"", "s3cret"} {
		h := console.Handler(console.Options{Store: store, Backend: nil, Token: token})
		// The secret of a console without a token is the cookie its page sets.
		secret := token
		if secret == "" {
			w := httptest.NewRecorder()
			r := httptest.NewRequest("GET", "/", nil)
			r.Host = "localhost:7412"
			h.ServeHTTP(w, r)
			for _, c := range w.Result().Cookies() {
				if c.Name == "codemode_console" {
					secret = c.Value
					if !c.HttpOnly || c.SameSite != http.SameSiteStrictMode {
						t.Errorf("the cookie is not HttpOnly and SameSite=Strict: %+v", c)
					}
				}
			}
			if secret == "" {
				t.Fatal("the page set no cookie")
			}
		}
		for _, host := range hosts {
			for _, cred := range creds {
				for _, rq := range reqs {
					for _, origin := range origins {
						for _, ct := range types {
							if rq.method == "GET" && ct != types[0] {
								continue // GETs carry no body
							}
							cases++
							r := httptest.NewRequest(rq.method, rq.path, strings.NewReader(rq.body))
							r.Host = host
							if rq.method == "POST" {
								r.Header.Set("Content-Type", ct)
							}
							switch origin {
							case "same":
								r.Header.Set("Origin", "http://"+host)
							case "":
							default:
								r.Header.Set("Origin", origin)
							}
							switch cred {
							case "cookie":
								r.AddCookie(&http.Cookie{Name: "codemode_console", Value: secret})
							case "header":
								r.Header.Set("X-Codemode-Token", secret)
							case "wrong":
								r.Header.Set("X-Codemode-Token", "nope")
							}
							w := httptest.NewRecorder()
							func() {
								defer func() {
									if p := recover(); p != nil {
										w.Code = -1 // reached the backend (nil here): past every guard
									}
								}()
								h.ServeHTTP(w, r)
							}()
							want := expected(token != "", host, cred, rq.name, rq.method, origin, ct)
							got := w.Code
							if got == -1 || got == http.StatusBadRequest || got == http.StatusConflict {
								got = 0 // passed the guards
							}
							if rq.name == "page" && (got == 200 || got == http.StatusSeeOther) {
								got = 0
							}
							if rq.name == "read" && got == 200 {
								got = 0
							}
							if got != want {
								t.Errorf("token %v, Host %s, credentials %s, %s, Origin %q, %s: status %d, want %d (%s)", token != "", host, cred, rq.name, origin, ct, w.Code, want, strings.TrimSpace(w.Body.String()))
							}
						}
					}
				}
			}
		}
	}
	if cases != 2*5*4*(2*3+2*3*2) {
		t.Fatalf("enumerated %d cases", cases)
	}
	t.Logf("%d requests checked", cases)
}

// expected is the rule: 0 when the request passes every guard, else the
// refusal's status.
func expected(tokened bool, host, cred, name, method, origin, ct string) int {
	loopback := strings.HasPrefix(host, "localhost") || strings.HasPrefix(host, "127.") || strings.HasPrefix(host, "[::1]")
	if !tokened && !loopback {
		return http.StatusMisdirectedRequest
	}
	if method == "POST" {
		if origin != "" && origin != "same" {
			return http.StatusForbidden
		}
		if ct != "application/json" {
			return http.StatusUnsupportedMediaType
		}
	}
	good := cred == "cookie" || cred == "header"
	if name == "page" {
		if tokened && !good {
			return http.StatusUnauthorized // no ?token= in these requests
		}
		return 0
	}
	if !good {
		return http.StatusUnauthorized
	}
	return 0
}
