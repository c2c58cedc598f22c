package mcpgw_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// callRaw calls execute and returns the whole result.
func callRaw(t *testing.T, cs *mcp.ClientSession, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "execute", Arguments: args})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// Images and audio a program returns reach the client as content blocks,
// with placeholders in the JSON; a 2 MB result is cut with a marker, its
// structured content the same way; a capped timeoutMs is noted.
func TestAnswersForTheModel(t *testing.T) {
	t.Parallel()
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"everything": {Command: nodeBin(t), Args: []string{everythingJS(t), "stdio"}},
		"fixture":    fixtureConfig(t),
	}}, mcpgw.Options{MaxTimeout: 20 * time.Second})
	cs := connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, nil)

	res := callRaw(t, cs, map[string]any{"code": `async () => {
	  const tiny = await everything["get-tiny-image"]()
	  const pic = await fixture.picture()
	  return { image: tiny.find((c) => c.type === "image"), caption: pic[2].text, clips: [pic[0], { nested: pic[1] }] }
	}`})
	if res.IsError || len(res.Content) != 4 {
		t.Fatalf("%d blocks: %+v", len(res.Content), res.Content)
	}
	text := res.Content[0].(*mcp.TextContent).Text
	wantText := `Result:
{"image":"[image/png image, ` // the size follows
	if !strings.HasPrefix(text, wantText) || !strings.Contains(text, `: content block 2]","caption":"a red dot","clips":["[image/png image, 70 bytes: content block 3]",{"nested":"[audio/wav audio, 12 bytes: content block 4]"}]}`) {
		t.Fatalf("text %q", text)
	}
	for i, want := range []string{"image/png", "image/png", "audio/wav"} {
		switch c := res.Content[i+1].(type) {
		case *mcp.ImageContent:
			if c.MIMEType != want || string(c.Data[1:4]) != "PNG" {
				t.Errorf("block %d: %s %q", i+2, c.MIMEType, c.Data[:8])
			}
		case *mcp.AudioContent:
			if c.MIMEType != want || string(c.Data[:4]) != "RIFF" {
				t.Errorf("block %d: %s %q", i+2, c.MIMEType, c.Data)
			}
		default:
			t.Errorf("block %d: %T", i+2, c)
		}
	}
	if b, _ := json.Marshal(res.StructuredContent); strings.Contains(string(b), "iVBOR") {
		t.Fatalf("base64 in the structured content: %s", b)
	}

	for _, code := range []string{`async () => fixture.big({ n: 2000000 })`, `async () => ({ items: await fixture.big({ n: 350000, json: true }) })`} {
		res = callRaw(t, cs, map[string]any{"code": code})
		text = res.Content[0].(*mcp.TextContent).Text
		var out struct {
			Result    json.RawMessage
			Truncated struct{ ShownChars, TotalChars int }
		}
		b, _ := json.Marshal(res.StructuredContent)
		json.Unmarshal(b, &out)
		if res.IsError || len(text) > mcpgw.DefaultMaxAnswer || len(text) < mcpgw.DefaultMaxAnswer/2 ||
			!strings.Contains(text, "\n\n[Cut to fit the answer: ") || !strings.HasSuffix(text, "or return the rest in parts.]") ||
			out.Truncated.TotalChars < 2000000 || out.Truncated.ShownChars != len(out.Result) || !json.Valid(out.Result) ||
			!strings.Contains(text, string(out.Result)) {
			t.Fatalf("%s: %d chars %.200q … %q; truncated %+v", code, len(text), text, text[max(0, len(text)-300):], out.Truncated)
		}
	}

	res = callRaw(t, cs, map[string]any{"code": `async () => 1`, "timeoutMs": 600000})
	if text = res.Content[0].(*mcp.TextContent).Text; text != "Note: timeoutMs asked for 600000 ms; the gateway allows at most 20s, so the program ran with 20s.\n\nResult:\n1" {
		t.Fatalf("%q", text)
	}
}
