package mcpgw_test

import (
	"reflect"
	"testing"

	"github.com/codemode/codemode/internal/doctest"
	"github.com/codemode/codemode/mcpgw"
)

// A server's "oauth" settings: the client's id, secret and metadata
// document URL are expanded as headers are (so a secret stays out of the
// file), and what cannot work is refused with a text docs/mcp-gateway.md
// quotes.
func TestOAuthConfigFields(t *testing.T) {
	env := map[string]string{"DOCS_CLIENT_ID": "docs-client", "DOCS_CLIENT_SECRET": "s3cret", "CIMD_HOST": "clients.example.com"}
	opts := configOptions(t)
	opts.LookupEnv = func(k string) (string, bool) { v, ok := env[k]; return v, ok }
	got, err := mcpgw.ParseConfigWith([]byte(`{"mcpServers": {"docs": {"url": "https://docs.example.com/mcp", "oauth": {
		"clientId": "${DOCS_CLIENT_ID}", "clientSecret": "${env:DOCS_CLIENT_SECRET}",
		"clientMetadataUrl": "https://${CIMD_HOST}/codemode/client.json", "scopes": ["read"], "redirectPort": 8976}}}}`), opts)
	if err != nil {
		t.Fatal(err)
	}
	want := &mcpgw.OAuthConfig{ClientID: "docs-client", ClientSecret: "s3cret", ClientMetadataURL: "https://clients.example.com/codemode/client.json",
		Scopes: []string{"read"}, RedirectPort: 8976}
	if o := got.Servers["docs"].OAuth; !reflect.DeepEqual(o, want) {
		t.Fatalf("oauth %+v\nwant %+v", o, want)
	}

	doc, err := doctest.TableCodeSpans("../docs/mcp-gateway.md", "#### Config refusals")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ config, want string }{
		{`{"mcpServers": {"docs": {"url": "https://example.com/mcp", "oauth": {"clientId": "docs-client", "clientSecret": "${DOCS_SECRET}"}}}}`,
			`MCP server "docs", oauth "clientSecret": ${DOCS_SECRET} is not set: set DOCS_SECRET in the environment the gateway runs in, or write ${DOCS_SECRET:-default}`},
		{`{"mcpServers": {"x": {"url": "https://example.com/mcp", "oauth": {"clientSecret": "s3cret"}}}}`,
			`MCP server "x": "oauth" has a clientSecret but no clientId; a secret belongs to a client registered in advance, so add its "clientId" (or drop the secret to register dynamically)`},
		{`{"mcpServers": {"x": {"url": "https://example.com/mcp", "oauth": {"clientId": "${NO_ID:-}", "clientSecret": "s3cret"}}}}`,
			`MCP server "x": "oauth" has a clientSecret but no clientId; a secret belongs to a client registered in advance, so add its "clientId" (or drop the secret to register dynamically)`},
		{`{"mcpServers": {"x": {"url": "https://example.com/mcp", "oauth": {"redirectPort": 70000}}}}`,
			`MCP server "x": "oauth" redirectPort 70000 is not a port; give 1 to 65535, or leave it out for a free port chosen at start`},
		{`{"mcpServers": {"x": {"url": "https://example.com/mcp", "oauth": {"redirectPort": -1}}}}`,
			`MCP server "x": "oauth" redirectPort -1 is not a port; give 1 to 65535, or leave it out for a free port chosen at start`},
		{`{"mcpServers": {"x": {"url": "https://example.com/mcp", "oauth": {"clientMetadataUrl": "http://example.com/client.json"}}}}`,
			`MCP server "x": "oauth" clientMetadataUrl "http://example.com/client.json" is not an https:// URL with a path; give the address of the client's metadata document, as in "clientMetadataUrl": "https://example.com/codemode/client.json"`},
		{`{"mcpServers": {"x": {"url": "https://example.com/mcp", "oauth": {"clientMetadataUrl": "https://example.com/"}}}}`,
			`MCP server "x": "oauth" clientMetadataUrl "https://example.com/" is not an https:// URL with a path; give the address of the client's metadata document, as in "clientMetadataUrl": "https://example.com/codemode/client.json"`},
	} {
		_, err := mcpgw.ParseConfigWith([]byte(c.config), opts)
		got := "<accepted>"
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.config, got, c.want)
		}
		if !doc[c.want] {
			t.Errorf("docs/mcp-gateway.md's config refusals do not quote %s", c.want)
		}
	}

	// A disabled server's settings are neither expanded nor checked.
	if _, err := mcpgw.ParseConfigWith([]byte(`{"mcpServers": {"x": {"url": "https://example.com/mcp", "disabled": true, "oauth": {"clientSecret": "${UNSET}"}}}}`), opts); err != nil {
		t.Fatalf("disabled server: %v", err)
	}
}
