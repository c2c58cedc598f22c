package mcpgw

import (
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// search finds a tool by the name of one of its arguments.
func TestSearchIndexesArgumentNames(t *testing.T) {
	e := newToolEntry(&mcp.Tool{Name: "fetch", Description: "Fetches a thing.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"repositoryOwner":{"type":"string"}}}`)})
	other := newToolEntry(&mcp.Tool{Name: "other", Description: "Something else.", InputSchema: json.RawMessage(`{"type":"object"}`)})
	sts := []status{{name: "gh", provider: "gh", tools: []*toolEntry{e, other}, listed: true, up: true}}
	for _, q := range []string{"repository owner", "repository"} {
		hits := rank(sts, q)
		if len(hits) != 1 || hits[0].e != e {
			t.Fatalf("%q: %d hits", q, len(hits))
		}
	}
}
