package protocol_test

import (
	"context"
	"errors"
	"testing"

	"github.com/codemode/codemode/protocol"
)

// @cloudflare/codemode's ToolDispatcher cases (packages/codemode/src/tests/
// executor.test.ts in github.com/cloudflare/agents), for EnvelopeDispatch,
// codemode's counterpart: the host side that turns a tool's value or error
// into the envelope.
func TestCloudflareToolDispatcher(t *testing.T) {
	ctx := context.Background()
	var got []any
	dispatch := protocol.EnvelopeDispatch(nil, func(_ context.Context, _, tool, args string) (any, error) {
		switch tool {
		case "double":
			var in struct{ N float64 }
			if err := protocol.DecodeArguments(args, &in); err != nil {
				return nil, err
			}
			return map[string]float64{"doubled": in.N * 2}, nil
		case "broken":
			return nil, errors.New("something broke")
		case "noArgs":
			a, err := protocol.ParseArguments(args)
			got = a
			return a, err
		case "bytes":
			return []byte{1, 2, 3}, nil
		}
		return nil, &protocol.ToolNotFoundError{Tool: tool}
	})
	for _, c := range []struct {
		name, tool, args, want string
	}{
		{"ReturnsTheResult", "double", `{"n":5}`, `{"result":{"doubled":10}}`},
		{"UnknownTool", "nonexistent", `{}`, `{"error":"Tool \"nonexistent\" not found"}`},
		{"ToolThrows", "broken", `{}`, `{"error":"something broke"}`},
		// Theirs calls the tool with no arguments when the call sends
		// none; codemode's program always sends an array (or an object),
		// so "none" is the empty array.
		{"NoArguments", "noArgs", `[]`, `{"result":[]}`},
		// The binary tag is codemode's own (__executor_binary_v1__, where
		// theirs is __codemode_binary_v1__); the payload is the same base64.
		{"BinaryResult", "bytes", `{}`, `{"result":{"__executor_binary_v1__":"Uint8Array","data":"AQID"}}`},
	} {
		env, err := dispatch(ctx, "codemode", c.tool, c.args)
		if err != nil || env != c.want {
			t.Errorf("%s: %s, %v; want %s", c.name, env, err, c.want)
		}
	}
	if len(got) != 0 {
		t.Errorf("noArgs received %v, want no arguments", got)
	}
}
