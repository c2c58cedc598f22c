package mcpgw_test

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/mcpgw"
	"github.com/go-oauth2/oauth2/v4"
	"github.com/go-oauth2/oauth2/v4/manage"
	"github.com/go-oauth2/oauth2/v4/models"
	"github.com/go-oauth2/oauth2/v4/server"
	"github.com/go-oauth2/oauth2/v4/store"
	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/modelcontextprotocol/go-sdk/oauthex"
)

// authServer is a real OAuth 2.1 authorization server (github.com/go-oauth2/oauth2:
// authorization code with PKCE required, refresh tokens) with RFC 8414
// metadata and RFC 7591 dynamic registration, on a real socket; the user
// "ada" consents to every authorization request.
type authServer struct {
	URL                                      string
	mgr                                      *manage.Manager
	registrations, authorizations, refreshes atomic.Int32
}

func startAuthServer(t *testing.T) *authServer {
	as := &authServer{}
	mgr := manage.NewDefaultManager()
	mgr.MustTokenStorage(store.NewMemoryTokenStore())
	clients := store.NewClientStore()
	mgr.MapClientStorage(clients)
	mgr.SetAuthorizeCodeTokenCfg(&manage.Config{AccessTokenExp: time.Hour, RefreshTokenExp: 24 * time.Hour, IsGenerateRefresh: true})
	mgr.SetRefreshTokenCfg(&manage.RefreshingConfig{AccessTokenExp: time.Hour, IsGenerateRefresh: true, IsRemoveAccess: true, IsRemoveRefreshing: true})
	as.mgr = mgr
	srv := server.NewServer(&server.Config{
		TokenType:                   "Bearer",
		AllowedResponseTypes:        []oauth2.ResponseType{oauth2.Code},
		AllowedGrantTypes:           []oauth2.GrantType{oauth2.AuthorizationCode, oauth2.Refreshing},
		AllowedCodeChallengeMethods: []oauth2.CodeChallengeMethod{oauth2.CodeChallengeS256},
		ForcePKCE:                   true,
	}, mgr)
	srv.SetClientInfoHandler(server.ClientFormHandler)
	srv.SetUserAuthorizationHandler(func(http.ResponseWriter, *http.Request) (string, error) {
		as.authorizations.Add(1)
		return "ada", nil
	})
	mux := http.NewServeMux()
	hs := httptest.NewServer(mux)
	t.Cleanup(hs.Close)
	as.URL = hs.URL
	mux.HandleFunc("/.well-known/oauth-authorization-server", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{
			"issuer":                                as.URL,
			"authorization_endpoint":                as.URL + "/authorize",
			"token_endpoint":                        as.URL + "/token",
			"registration_endpoint":                 as.URL + "/register",
			"response_types_supported":              []string{"code"},
			"grant_types_supported":                 []string{"authorization_code", "refresh_token"},
			"code_challenge_methods_supported":      []string{"S256"},
			"token_endpoint_auth_methods_supported": []string{"none"},
		})
	})
	mux.HandleFunc("POST /register", func(w http.ResponseWriter, r *http.Request) {
		var md oauthex.ClientRegistrationMetadata
		if err := json.NewDecoder(r.Body).Decode(&md); err != nil || len(md.RedirectURIs) == 0 {
			http.Error(w, `{"error":"invalid_client_metadata"}`, http.StatusBadRequest)
			return
		}
		as.registrations.Add(1)
		id := rand.Text()
		clients.Set(id, &models.Client{ID: id, Domain: md.RedirectURIs[0], Public: true})
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		json.NewEncoder(w).Encode(map[string]any{"client_id": id, "client_id_issued_at": time.Now().Unix(),
			"redirect_uris": md.RedirectURIs, "token_endpoint_auth_method": "none", "grant_types": md.GrantTypes})
	})
	mux.HandleFunc("/authorize", func(w http.ResponseWriter, r *http.Request) {
		if err := srv.HandleAuthorizeRequest(w, r); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
		}
	})
	mux.HandleFunc("POST /token", func(w http.ResponseWriter, r *http.Request) {
		if r.FormValue("grant_type") == "refresh_token" {
			as.refreshes.Add(1)
		}
		srv.HandleTokenRequest(w, r)
	})
	return as
}

// protectedServer is an MCP server over streamable HTTP behind the Go SDK's
// bearer-token middleware, whose tokens the authorization server checks; it
// serves its RFC 9728 protected-resource metadata, and its tool whoami
// answers with the user the token was issued to.
func protectedServer(t *testing.T, as *authServer) string {
	srv := mcp.NewServer(&mcp.Implementation{Name: "protected", Version: "1"}, nil)
	srv.AddTool(&mcp.Tool{Name: "whoami", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			who := "nobody"
			if ti := req.Extra.TokenInfo; ti != nil {
				who = ti.UserID
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: who}}}, nil
		})
	mux := http.NewServeMux()
	hs := httptest.NewServer(mux)
	t.Cleanup(hs.Close)
	verify := func(ctx context.Context, token string, _ *http.Request) (*auth.TokenInfo, error) {
		ti, err := as.mgr.LoadAccessToken(ctx, token)
		if err != nil {
			return nil, auth.ErrInvalidToken
		}
		return &auth.TokenInfo{UserID: ti.GetUserID(), Expiration: ti.GetAccessCreateAt().Add(ti.GetAccessExpiresIn())}, nil
	}
	prm := hs.URL + "/.well-known/oauth-protected-resource/mcp"
	mux.Handle("/.well-known/oauth-protected-resource/mcp", auth.ProtectedResourceMetadataHandler(&oauthex.ProtectedResourceMetadata{
		Resource: hs.URL + "/mcp", AuthorizationServers: []string{as.URL}}))
	mux.Handle("/mcp", auth.RequireBearerToken(verify, &auth.RequireBearerTokenOptions{ResourceMetadataURL: prm})(
		mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil)))
	return hs.URL + "/mcp"
}

// browser is the user's browser, driven by the test: it follows the
// authorization URL through the authorization server's redirect back to the
// gateway's loopback callback.
type browser struct {
	t      *testing.T
	opened atomic.Int32
	last   atomic.Value
}

func (b *browser) open(ctx context.Context, u string) error {
	b.opened.Add(1)
	b.last.Store(u)
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		b.t.Errorf("the browser could not follow %s: %v", u, err)
		return err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Request.URL.Path != "/callback" {
		b.t.Errorf("the browser ended at %s with %s", resp.Request.URL, resp.Status)
	}
	return nil
}

func whoami(t *testing.T, gw *mcpgw.Gateway) string {
	t.Helper()
	res := gw.Execute(context.Background(), `async () => await secure.whoami()`, codemode.Limits{})
	if res.Error != nil {
		t.Fatalf("whoami: %v", res.Error)
	}
	var who string
	json.Unmarshal(res.Value, &who)
	return who
}

// OAuth end to end: discovery (protected-resource and authorization-server
// metadata), dynamic registration, PKCE, the browser step printed and
// driven, tokens persisted (mode 0600) and reused by the next gateway, an
// expired token refreshed without the browser, and a revoked grant sending
// the user through the browser again.
func TestOAuthAgainstARealAuthorizationServer(t *testing.T) {
	t.Parallel()
	as := startAuthServer(t)
	endpoint := protectedServer(t, as)
	dir := filepath.Join(t.TempDir(), "oauth")
	cfg := mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"secure": {URL: endpoint}}}
	b := &browser{t: t}
	var prompt syncBuffer
	opts := mcpgw.Options{OAuth: mcpgw.OAuthOptions{Dir: dir, Browser: b.open, Prompt: &prompt}}

	gw := newGateway(t, cfg, opts)
	if who := whoami(t, gw); who != "ada" {
		t.Fatalf("whoami = %q", who)
	}
	if as.registrations.Load() != 1 || as.authorizations.Load() != 1 || b.opened.Load() != 1 {
		t.Fatalf("registrations %d, authorizations %d, browser opened %d", as.registrations.Load(), as.authorizations.Load(), b.opened.Load())
	}
	authURL, _ := url.Parse(b.last.Load().(string))
	q := authURL.Query()
	if !strings.HasPrefix(authURL.String(), as.URL+"/authorize?") || q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "" ||
		q.Get("resource") != endpoint || !strings.HasPrefix(q.Get("redirect_uri"), "http://127.0.0.1:") {
		t.Fatalf("authorization URL %s", authURL)
	}
	if want := "codemode mcp: MCP server \"secure\" asks you to sign in. Open this URL in a browser to authorize the gateway:\n\n  " + authURL.String() + "\n\n"; prompt.String() != want {
		t.Fatalf("prompt %q\nwant %q", prompt.String(), want)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 1 {
		t.Fatalf("token files %v", files)
	}
	if fi, _ := os.Stat(files[0]); fi.Mode().Perm() != 0o600 {
		t.Fatalf("token file mode %v", fi.Mode())
	}
	if fi, _ := os.Stat(dir); fi.Mode().Perm() != 0o700 {
		t.Fatalf("token dir mode %v", fi.Mode())
	}
	gw.Close()

	// The next gateway reuses the stored token: no browser, no registration.
	gw = newGateway(t, cfg, opts)
	if who := whoami(t, gw); who != "ada" || b.opened.Load() != 1 || as.registrations.Load() != 1 || as.refreshes.Load() != 0 {
		t.Fatalf("reuse: %q, browser %d, registrations %d, refreshes %d", who, b.opened.Load(), as.registrations.Load(), as.refreshes.Load())
	}
	gw.Close()

	// An expired access token is refreshed, and the new one stored.
	var stored map[string]any
	raw, _ := os.ReadFile(files[0])
	json.Unmarshal(raw, &stored)
	tok := stored["token"].(map[string]any)
	oldAccess := tok["access_token"]
	tok["expiry"] = time.Now().Add(-time.Hour).Format(time.RFC3339)
	raw, _ = json.Marshal(stored)
	os.WriteFile(files[0], raw, 0o600)
	gw = newGateway(t, cfg, opts)
	if who := whoami(t, gw); who != "ada" || as.refreshes.Load() != 1 || b.opened.Load() != 1 {
		t.Fatalf("refresh: %q, refreshes %d, browser %d", who, as.refreshes.Load(), b.opened.Load())
	}
	raw, _ = os.ReadFile(files[0])
	json.Unmarshal(raw, &stored)
	if stored["token"].(map[string]any)["access_token"] == oldAccess {
		t.Fatal("the refreshed token was not stored")
	}
	gw.Close()

	// A grant the server no longer honours (both tokens revoked, the
	// access token expired) sends the user through the browser again.
	tok = stored["token"].(map[string]any)
	as.mgr.RemoveAccessToken(context.Background(), tok["access_token"].(string))
	as.mgr.RemoveRefreshToken(context.Background(), tok["refresh_token"].(string))
	tok["expiry"] = time.Now().Add(-time.Hour).Format(time.RFC3339)
	raw, _ = json.Marshal(stored)
	os.WriteFile(files[0], raw, 0o600)
	gw = newGateway(t, cfg, opts)
	if who := whoami(t, gw); who != "ada" || b.opened.Load() != 2 || as.authorizations.Load() != 2 {
		t.Fatalf("re-authorization: %q, browser %d, authorizations %d", who, b.opened.Load(), as.authorizations.Load())
	}
}

// Through the command line: codemode mcp prints the sign-in URL on standard
// error and opens it with the system's opener (here an xdg-open on PATH that
// follows it with Node's fetch, as a browser would); the tokens go to --oauth-dir,
// and the next run needs no browser.
func TestOAuthThroughTheCLI(t *testing.T) {
	t.Parallel()
	as := startAuthServer(t)
	endpoint := protectedServer(t, as)
	bin := t.TempDir()
	opened := filepath.Join(bin, "opened")
	// Node's fetch follows the redirects, as a browser would.
	follow := `fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`
	os.WriteFile(filepath.Join(bin, "xdg-open"), []byte("#!/bin/sh\necho \"$1\" >> "+opened+"\nexec "+nodeBin(t)+" -e '"+follow+"' \"$1\"\n"), 0o755)
	dir := t.TempDir()
	cfg := writeConfig(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"secure": {URL: endpoint}}})
	run := func() (string, string) {
		var stderr syncBuffer
		cmd := exec.Command(codemodeBinary(t), "mcp", "--config", cfg, "--oauth-dir", dir, "--workspace", t.TempDir())
		cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "DISPLAY=:0", "XDG_CONFIG_HOME="+t.TempDir())
		cmd.Stderr = &stderr
		cs := connect(t, &mcp.CommandTransport{Command: cmd}, nil)
		var out executeOut
		text, isErr := callTool(t, cs, "execute", map[string]any{"code": `async () => await secure.whoami()`}, &out)
		if isErr || string(out.Result) != `"ada"` {
			t.Fatalf("execute: %s\nstderr:\n%s", text, stderr.String())
		}
		cs.Close()
		b, _ := os.ReadFile(opened)
		return stderr.String(), string(b)
	}
	stderr, urls := run()
	lines := strings.Fields(urls)
	if len(lines) != 1 || !strings.HasPrefix(lines[0], as.URL+"/authorize?") {
		t.Fatalf("opened %q", urls)
	}
	if !strings.Contains(stderr, "codemode mcp: MCP server \"secure\" asks you to sign in. Open this URL in a browser to authorize the gateway:\n\n  "+lines[0]+"\n") {
		t.Fatalf("stderr lacks the sign-in prompt:\n%s", stderr)
	}
	if _, urls = run(); len(strings.Fields(urls)) != 1 || as.authorizations.Load() != 1 {
		t.Fatalf("second run: opened %q, authorizations %d", urls, as.authorizations.Load())
	}
}
