package mcpgw

// OAuthConfig configures OAuth 2.1 for one HTTP server, as the "oauth"
// field of its config entry. A server that answers 401 with a
// WWW-Authenticate challenge is authorized by the authorization code flow
// with PKCE: its protected-resource metadata names the authorization server,
// whose metadata is discovered; without ClientID the gateway registers
// itself dynamically. Tokens are kept per user and refreshed.
type OAuthConfig struct {
	// ClientID is a client registered in advance; empty means dynamic
	// client registration.
	ClientID string `json:"clientId,omitempty"`
	// ClientSecret goes with ClientID for a confidential client.
	ClientSecret string `json:"clientSecret,omitempty"`
	// Scopes are asked for; empty means those the server's challenge or
	// metadata names.
	Scopes []string `json:"scopes,omitempty"`
	// RedirectPort is the loopback port the browser is sent back to; 0
	// means any free port (with dynamic registration) .
	RedirectPort int `json:"redirectPort,omitempty"`
	// Disabled turns OAuth off for this server: a 401 is then an error.
	Disabled bool `json:"disabled,omitempty"`
}
