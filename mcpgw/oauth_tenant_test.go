package mcpgw_test

import (
	"crypto/rand"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode/mcpgw"
	"github.com/go-oauth2/oauth2/v4"
	"github.com/go-oauth2/oauth2/v4/manage"
	"github.com/go-oauth2/oauth2/v4/models"
	"github.com/go-oauth2/oauth2/v4/server"
	"github.com/go-oauth2/oauth2/v4/store"
	"github.com/modelcontextprotocol/go-sdk/oauthex"
)

// startTenantAuthServer is startAuthServer's authorization server under a
// path, as a Keycloak realm or a multi-tenant provider is: its issuer is
// URL/tenant1, its endpoints are under /tenant1, and its metadata is served
// at metadataPath only, with issuer as its "issuer". Every request for
// metadata elsewhere is recorded in misses.
func startTenantAuthServer(t *testing.T, metadataPath string, issuer func(base string) string) (as *authServer, misses func() []string) {
	as = &authServer{}
	mgr := manage.NewDefaultManager()
	mgr.MustTokenStorage(store.NewMemoryTokenStore())
	clients := store.NewClientStore()
	mgr.MapClientStorage(clients)
	mgr.SetAuthorizeCodeTokenCfg(&manage.Config{AccessTokenExp: time.Hour, RefreshTokenExp: 24 * time.Hour, IsGenerateRefresh: true})
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
	var mu sync.Mutex
	var missed []string
	mux := http.NewServeMux()
	hs := httptest.NewServer(mux)
	t.Cleanup(hs.Close)
	base := hs.URL
	as.URL = base + "/tenant1"
	mux.HandleFunc("/.well-known/", func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		missed = append(missed, r.URL.Path)
		mu.Unlock()
		http.NotFound(w, r)
	})
	mux.HandleFunc("/tenant1/.well-known/", func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		missed = append(missed, r.URL.Path)
		mu.Unlock()
		http.NotFound(w, r)
	})
	mux.HandleFunc(metadataPath, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{
			"issuer":                                issuer(base),
			"authorization_endpoint":                as.URL + "/authorize",
			"token_endpoint":                        as.URL + "/token",
			"registration_endpoint":                 as.URL + "/register",
			"jwks_uri":                              as.URL + "/jwks",
			"response_types_supported":              []string{"code"},
			"subject_types_supported":               []string{"public"},
			"id_token_signing_alg_values_supported": []string{"RS256"},
			"grant_types_supported":                 []string{"authorization_code", "refresh_token"},
			"code_challenge_methods_supported":      []string{"S256"},
			"token_endpoint_auth_methods_supported": []string{"none"},
		})
	})
	mux.HandleFunc("POST /tenant1/register", func(w http.ResponseWriter, r *http.Request) {
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
		json.NewEncoder(w).Encode(map[string]any{"client_id": id, "redirect_uris": md.RedirectURIs, "token_endpoint_auth_method": "none"})
	})
	mux.HandleFunc("/tenant1/authorize", func(w http.ResponseWriter, r *http.Request) {
		if err := srv.HandleAuthorizeRequest(w, r); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
		}
	})
	mux.HandleFunc("POST /tenant1/token", func(w http.ResponseWriter, r *http.Request) {
		srv.HandleTokenRequest(w, r)
	})
	return as, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), missed...)
	}
}

// An authorization server whose issuer has a path is found at each of the
// three places MCP's discovery looks for it (RFC 8414's path insertion,
// OpenID's path insertion and OpenID's path appending), never at the host's
// root, and signs the user in; metadata whose issuer leaves out the path
// (as the conformance suite's own server did before 0.1.15) is refused, as
// RFC 8414 section 3.3 requires.
func TestOAuthTenantAuthorizationServer(t *testing.T) {
	t.Parallel()
	withPath := func(base string) string { return base + "/tenant1" }
	for _, c := range []struct {
		name, metadata string
		tried          []string // the places asked before the metadata was found
	}{
		{"RFC 8414 path insertion", "/.well-known/oauth-authorization-server/tenant1", nil},
		{"OpenID path insertion", "/.well-known/openid-configuration/tenant1", []string{"/.well-known/oauth-authorization-server/tenant1"}},
		{"OpenID path appending", "/tenant1/.well-known/openid-configuration", []string{"/.well-known/oauth-authorization-server/tenant1", "/.well-known/openid-configuration/tenant1"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			as, misses := startTenantAuthServer(t, c.metadata, withPath)
			endpoint := protectedServer(t, as)
			b := &browser{t: t}
			gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"secure": {URL: endpoint}}},
				mcpgw.Options{OAuth: mcpgw.OAuthOptions{Dir: filepath.Join(t.TempDir(), "oauth"), Browser: b.open, Prompt: &syncBuffer{}}})
			if who := whoami(t, gw); who != "ada" {
				t.Fatalf("whoami = %q", who)
			}
			if got := misses(); strings.Join(got, " ") != strings.Join(c.tried, " ") {
				t.Fatalf("metadata asked for at %q before %s; want %q", got, c.metadata, c.tried)
			}
			if !strings.HasPrefix(b.last.Load().(string), as.URL+"/authorize?") || as.registrations.Load() != 1 {
				t.Fatalf("authorization URL %s, registrations %d", b.last.Load(), as.registrations.Load())
			}
		})
	}

	t.Run("issuer without the path", func(t *testing.T) {
		t.Parallel()
		as, _ := startTenantAuthServer(t, "/.well-known/oauth-authorization-server/tenant1", func(base string) string { return base })
		endpoint := protectedServer(t, as)
		b := &browser{t: t}
		gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"secure": {URL: endpoint}}},
			mcpgw.Options{OAuth: mcpgw.OAuthOptions{Dir: filepath.Join(t.TempDir(), "oauth"), Browser: b.open, Prompt: &syncBuffer{}}})
		var status string
		for _, s := range gw.Servers() {
			status = s.Error
		}
		want := `does not match issuer URL "` + as.URL + `"`
		if !strings.Contains(status, want) || b.opened.Load() != 0 || as.registrations.Load() != 0 {
			t.Fatalf("server status %q (want it to say %s), browser opened %d, registrations %d", status, want, b.opened.Load(), as.registrations.Load())
		}
	})
}
