package mcpgw

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"time"

	"github.com/codemode/codemode/internal/boundedfile"
	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/oauthex"
	"golang.org/x/oauth2"
)

// OAuthConfig configures OAuth 2.1 for one HTTP server, as the "oauth"
// field of its config entry. A server that answers 401 with a
// WWW-Authenticate challenge is authorized by the authorization code flow
// with PKCE: its protected-resource metadata names the authorization server,
// whose metadata is discovered; the client is ClientMetadataURL where the
// authorization server supports Client ID Metadata Documents, else ClientID,
// else the gateway registers itself dynamically. Tokens are kept per user
// and refreshed. A config file's ClientID, ClientSecret and
// ClientMetadataURL may use variables such as ${DOCS_CLIENT_SECRET}.
type OAuthConfig struct {
	// ClientID is a client registered in advance; empty means dynamic
	// client registration.
	ClientID string `json:"clientId,omitempty"`
	// ClientSecret goes with ClientID for a confidential client.
	ClientSecret string `json:"clientSecret,omitempty"`
	// ClientMetadataURL is the https:// address (with a path) of a Client
	// ID Metadata Document describing the gateway as a client: with it, an
	// authorization server that advertises
	// client_id_metadata_document_supported gets this URL as the client
	// id, with no registration; other servers use ClientID or dynamic
	// registration as before. The document is hosted by the user or their
	// organization; its client_id is this URL and its redirect_uris
	// include the gateway's http://127.0.0.1:PORT/callback (see
	// RedirectPort).
	ClientMetadataURL string `json:"clientMetadataUrl,omitempty"`
	// Scopes are asked for; empty means those the server's challenge or
	// metadata names.
	Scopes []string `json:"scopes,omitempty"`
	// RedirectPort is the loopback port the browser is sent back to
	// (http://127.0.0.1:PORT/callback); 0 means a free port chosen when
	// the gateway starts, which suits dynamic registration. A client
	// registered in advance needs the port it was registered with.
	RedirectPort int `json:"redirectPort,omitempty"`
	// Disabled turns OAuth off for this server: a 401 is then an error.
	Disabled bool `json:"disabled,omitempty"`
}

// OAuthOptions configure how the gateway authorizes itself to the HTTP
// servers that ask for OAuth. The zero value keeps tokens under the user's
// configuration directory, prints the authorization URL on standard error
// and opens it in the user's browser when there is one.
type OAuthOptions struct {
	// Dir keeps the tokens, one file per server (mode 0600, in a
	// directory of mode 0700). Empty means
	// $XDG_CONFIG_HOME/codemode/oauth (os.UserConfigDir elsewhere).
	Dir string
	// Prompt receives the line that asks the user to open the
	// authorization URL. Nil means os.Stderr.
	Prompt io.Writer
	// Browser opens the authorization URL. Nil means the system's
	// opener (xdg-open, open, or rundll32 on Windows), unless the
	// environment variable CODEMODE_NO_BROWSER is set; a failure to open
	// leaves the printed URL for the user.
	Browser func(ctx context.Context, url string) error
	// HTTPClient makes the requests of discovery, registration and the
	// token endpoint. Nil means http.DefaultClient.
	HTTPClient *http.Client
}

// DefaultOAuthDir is where the tokens are kept by default.
func DefaultOAuthDir() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "codemode", "oauth"), nil
}

// oauthSet holds one handler per server, made on first use, so that a
// reconnection keeps the tokens it has.
type oauthSet struct {
	mu sync.Mutex
	by map[string]auth.OAuthHandler
}

// oauthHandler returns the OAuth handler of an HTTP server, or nil when
// OAuth is off for it (or cannot be set up, which is logged).
func (g *Gateway) oauthHandler(server string, cfg ServerConfig) auth.OAuthHandler {
	if cfg.OAuth != nil && cfg.OAuth.Disabled {
		return nil
	}
	g.oauth.mu.Lock()
	defer g.oauth.mu.Unlock()
	if h, ok := g.oauth.by[server]; ok {
		return h
	}
	h, err := NewOAuthHandler(server, cfg, g.opts.OAuth, g.log)
	if err != nil {
		g.log.Warn("OAuth is not available for an MCP server", "server", server, "error", err)
		h = nil
	}
	if g.oauth.by == nil {
		g.oauth.by = map[string]auth.OAuthHandler{}
	}
	g.oauth.by[server] = h
	return h
}

// storedToken is one server's file in the token directory: what refreshing
// its token needs.
type storedToken struct {
	Server   string        `json:"server"`
	URL      string        `json:"url"`
	ClientID string        `json:"client_id"`
	Secret   string        `json:"client_secret,omitempty"`
	AuthURL  string        `json:"auth_url"`
	TokenURL string        `json:"token_url"`
	Style    int           `json:"auth_style"`
	Redirect string        `json:"redirect_url"`
	Scopes   []string      `json:"scopes,omitempty"`
	Token    *oauth2.Token `json:"token"`
}

// tokenFile is the file of one server's tokens: by its URL and client, so a
// changed config does not reuse another's tokens.
func tokenFile(dir string, cfg ServerConfig, clientID string) string {
	sum := sha256.Sum256([]byte(cfg.URL + "\n" + clientID))
	return filepath.Join(dir, hex.EncodeToString(sum[:12])+".json")
}

// tokenStore reads and writes one server's tokens.
type tokenStore struct {
	path   string
	server string
	url    string
	mu     sync.Mutex
	last   string // the access token last written
}

// maxTokenFile bounds a token file: a few tokens and URLs fit many times.
const maxTokenFile = 64 << 10

// load reads the stored tokens. A file that is not a regular file, is over
// maxTokenFile or is not a token file is an error that names the file and
// never quotes it.
func (s *tokenStore) load() (*storedToken, error) {
	b, err := boundedfile.Read(s.path, maxTokenFile)
	if err != nil {
		return nil, err
	}
	var st storedToken
	if err := json.Unmarshal(b, &st); err != nil {
		return nil, errors.New(textTokenFileInvalid(s.path, boundedfile.JSONProblem(b, err)))
	}
	if st.URL != s.url || st.Token == nil {
		return nil, errors.New(textTokenFileOtherServer(s.path))
	}
	return &st, nil
}

// save writes the tokens atomically: a file of mode 0600 renamed into
// place, in a directory of mode 0700.
func (s *tokenStore) save(cfg *oauth2.Config, tok *oauth2.Token) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if tok.AccessToken == s.last {
		return nil
	}
	st := storedToken{Server: s.server, URL: s.url, ClientID: cfg.ClientID, Secret: cfg.ClientSecret,
		AuthURL: cfg.Endpoint.AuthURL, TokenURL: cfg.Endpoint.TokenURL, Style: int(cfg.Endpoint.AuthStyle),
		Redirect: cfg.RedirectURL, Scopes: cfg.Scopes, Token: tok}
	b, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	dir := filepath.Dir(s.path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".token-*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	if err := f.Chmod(0o600); err != nil {
		f.Close()
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(f.Name(), s.path); err != nil {
		return err
	}
	s.last = tok.AccessToken
	return nil
}

// savingSource saves every new token its source hands out (a refresh).
type savingSource struct {
	src   oauth2.TokenSource
	cfg   *oauth2.Config
	store *tokenStore
	log   func(error)
}

func (s *savingSource) Token() (*oauth2.Token, error) {
	tok, err := s.src.Token()
	if err != nil {
		return nil, err
	}
	if err := s.store.save(s.cfg, tok); err != nil {
		s.log(err)
	}
	return tok, nil
}

// NewOAuthHandler builds the OAuth handler of one HTTP server, for the Go
// SDK's StreamableClientTransport.OAuthHandler: the SDK's authorization code
// handler (discovery, path-aware for an issuer with a path; cfg.OAuth's
// Client ID Metadata Document where the authorization server supports one,
// else its pre-registered client, else dynamic registration; PKCE; step-up
// on an insufficient_scope challenge), its
// tokens kept in opts.Dir and refreshed, its browser step printed on
// opts.Prompt and opened with opts.Browser. It returns nil when cfg.OAuth
// turns OAuth off. The gateway makes one per server; `codemode recipe run`
// uses it too. log may be nil.
func NewOAuthHandler(server string, cfg ServerConfig, opts OAuthOptions, log *slog.Logger) (auth.OAuthHandler, error) {
	if cfg.OAuth != nil && cfg.OAuth.Disabled {
		return nil, nil
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	o := opts
	sc := cfg.OAuth
	if sc == nil {
		sc = &OAuthConfig{}
	}
	dir := o.Dir
	if dir == "" {
		d, err := DefaultOAuthDir()
		if err != nil {
			return nil, errors.New(textOAuthNoTokenDir(err))
		}
		dir = d
	}
	client := o.HTTPClient
	if client == nil {
		client = http.DefaultClient
	}
	port := sc.RedirectPort
	if port == 0 {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, errors.New(textOAuthNoLoopbackPort(err))
		}
		port = ln.Addr().(*net.TCPAddr).Port
		ln.Close()
	}
	redirect := "http://127.0.0.1:" + strconv.Itoa(port) + "/callback"
	store := &tokenStore{path: tokenFile(dir, cfg, sc.ClientID), server: server, url: cfg.URL}
	logErr := func(err error) {
		log.Warn("the OAuth tokens of an MCP server cannot be saved; it will ask again next time", "server", server, "error", err)
	}
	hc := &auth.AuthorizationCodeHandlerConfig{
		DynamicClientRegistrationConfig: &auth.DynamicClientRegistrationConfig{Metadata: &oauthex.ClientRegistrationMetadata{
			RedirectURIs:            []string{redirect},
			ClientName:              "codemode MCP gateway",
			GrantTypes:              []string{"authorization_code", "refresh_token"},
			ResponseTypes:           []string{"code"},
			TokenEndpointAuthMethod: "none",
		}},
		RedirectURL:         redirect,
		RequestRefreshToken: true,
		Client:              client,
		AuthorizationCodeFetcher: func(ctx context.Context, args *auth.AuthorizationArgs) (*auth.AuthorizationResult, error) {
			return browserStep(ctx, o, log, server, port, args.URL)
		},
		NewTokenSource: func(ctx context.Context, c *oauth2.Config, tok *oauth2.Token) (oauth2.TokenSource, error) {
			if err := store.save(c, tok); err != nil {
				logErr(err)
			}
			return &savingSource{src: c.TokenSource(ctx, tok), cfg: c, store: store, log: logErr}, nil
		},
	}
	if sc.ClientMetadataURL != "" {
		hc.ClientIDMetadataDocumentConfig = &auth.ClientIDMetadataDocumentConfig{URL: sc.ClientMetadataURL}
	}
	if sc.ClientID != "" {
		pc := &oauthex.ClientCredentials{ClientID: sc.ClientID}
		if sc.ClientSecret != "" {
			pc.ClientSecretAuth = &oauthex.ClientSecretAuth{ClientSecret: sc.ClientSecret}
		}
		hc.PreregisteredClient = pc
	}
	if len(sc.Scopes) > 0 {
		scopes := sc.Scopes
		hc.ScopeFilter = func([]string) []string { return scopes }
	}
	if st, err := store.load(); err == nil {
		c := &oauth2.Config{ClientID: st.ClientID, ClientSecret: st.Secret, RedirectURL: st.Redirect, Scopes: st.Scopes,
			Endpoint: oauth2.Endpoint{AuthURL: st.AuthURL, TokenURL: st.TokenURL, AuthStyle: oauth2.AuthStyle(st.Style)}}
		store.last = st.Token.AccessToken
		ctx := context.WithValue(context.Background(), oauth2.HTTPClient, client)
		hc.InitialTokenSource = &savingSource{src: c.TokenSource(ctx, st.Token), cfg: c, store: store, log: logErr}
	} else if !errors.Is(err, os.ErrNotExist) {
		log.Warn("stored OAuth tokens are ignored", "server", server, "error", err)
	}
	h, err := auth.NewAuthorizationCodeHandler(hc)
	if err != nil {
		return nil, err // not a typed nil in the interface
	}
	return h, nil
}

// isClientMetadataURL reports whether u can be a Client ID Metadata
// Document's address: an https:// URL with a host and a path other than "/".
func isClientMetadataURL(u string) bool {
	pu, err := url.Parse(u)
	return err == nil && pu.Scheme == "https" && pu.Host != "" && pu.Path != "" && pu.Path != "/"
}

// browserStep shows the user the authorization URL (printed, and opened when
// possible) and waits, until ctx ends, for the authorization server to send
// the browser back to the loopback redirect with the code.
func browserStep(ctx context.Context, o OAuthOptions, log *slog.Logger, server string, port int, authURL string) (*auth.AuthorizationResult, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:"+strconv.Itoa(port))
	if err != nil {
		return nil, errors.New(textOAuthRedirectPortTaken(port, err))
	}
	type answer struct {
		res *auth.AuthorizationResult
		err error
	}
	got := make(chan answer, 1)
	srv := &http.Server{ReadHeaderTimeout: 10 * time.Second, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/callback" {
			http.NotFound(w, r)
			return
		}
		q := r.URL.Query()
		a := answer{res: &auth.AuthorizationResult{Code: q.Get("code"), State: q.Get("state"), Iss: q.Get("iss")}}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if e := q.Get("error"); e != "" || a.res.Code == "" {
			if e == "" {
				e = "no code in the redirect"
			}
			a = answer{err: errors.New(textOAuthRefused(e, q.Get("error_description")))}
			fmt.Fprintf(w, "<!doctype html><title>codemode</title><p>codemode could not sign in to %s: %s</p>", html.EscapeString(server), html.EscapeString(e))
		} else {
			fmt.Fprintf(w, "<!doctype html><title>codemode</title><p>codemode is signed in to %s. You can close this tab.</p>", html.EscapeString(server))
		}
		select {
		case got <- a:
		default:
		}
	})}
	go srv.Serve(ln)
	defer srv.Close()

	prompt := o.Prompt
	if prompt == nil {
		prompt = os.Stderr
	}
	fmt.Fprint(prompt, textAuthorize(server, authURL))
	log.Info("waiting for the user to authorize the gateway", "server", server)
	open := o.Browser
	if open == nil {
		open = systemBrowser
	}
	go func() {
		if err := open(ctx, authURL); err != nil {
			log.Info("the browser could not be opened; open the URL by hand", "server", server, "error", err)
		}
	}()
	select {
	case a := <-got:
		return a.res, a.err
	case <-ctx.Done():
		return nil, errors.New(textOAuthTimedOut(ctx.Err()))
	}
}

// systemBrowser opens url with the system's opener.
func systemBrowser(ctx context.Context, url string) error {
	if os.Getenv("CODEMODE_NO_BROWSER") != "" {
		return errors.New(textNoBrowserSet)
	}
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "darwin":
		cmd = exec.CommandContext(ctx, "open", url)
	case "windows":
		cmd = exec.CommandContext(ctx, "rundll32", "url.dll,FileProtocolHandler", url)
	default:
		if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
			return errors.New(textNoDisplay)
		}
		cmd = exec.CommandContext(ctx, "xdg-open", url)
	}
	return cmd.Run()
}
