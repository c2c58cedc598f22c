package protocol_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/codemode/codemode/protocol"
)

// A json.RawMessage is a byte slice, but it encodes itself, so it crosses as
// the JSON it holds; a plain []byte crosses as a tagged Uint8Array.
func ExampleStringify() {
	raw, _ := protocol.Stringify(json.RawMessage(`{"a":1}`))
	bytes, _ := protocol.Stringify([]byte{1, 2, 3})
	fmt.Println(raw)
	fmt.Println(bytes)
	// Output:
	// {"a":1}
	// {"__executor_binary_v1__":"Uint8Array","data":"AQID"}
}

func ExampleParseArguments() {
	args, _ := protocol.ParseArguments(`["ada",7,{"__executor_binary_v1__":"Uint8Array","data":"AQID"}]`)
	fmt.Printf("%#v\n", args)
	single, _ := protocol.ParseArguments(`{"id":7}`)
	fmt.Printf("%#v\n", single)
	// Output:
	// []interface {}{"ada", 7, protocol.Binary{Type:"Uint8Array", Data:[]uint8{0x1, 0x2, 0x3}}}
	// []interface {}{map[string]interface {}{"id":7}}
}

func ExampleEnvelopeDispatch() {
	users := map[string]string{"ada": "Ada Lovelace"}
	state := protocol.NewState()
	defer state.Close()

	dispatch := protocol.EnvelopeDispatch(state, func(ctx context.Context, provider, tool, argsJSON string) (any, error) {
		if provider != "store" || tool != "findUser" {
			return nil, &protocol.ToolNotFoundError{Tool: tool}
		}
		var id string
		if err := protocol.DecodeArguments(argsJSON, &id); err != nil {
			return nil, err
		}
		return users[id], nil
	})

	ctx := context.Background()
	found, _ := dispatch(ctx, "store", "findUser", `["ada"]`)
	missing, _ := dispatch(ctx, "secrets", "read", `[]`)
	state.Close()
	late, _ := dispatch(ctx, "store", "findUser", `["ada"]`)
	fmt.Println(found)
	fmt.Println(missing)
	fmt.Println(late)
	// Output:
	// {"result":"Ada Lovelace"}
	// {"error":"Tool \"read\" not found"}
	// {"error":"Execution has already completed."}
}

func ExampleValidateProviderNames() {
	fmt.Println(protocol.ValidateProviderNames([]string{"store", "fetch"}))
	fmt.Println(protocol.ValidateProviderNames([]string{"store", "store"}))
	// Output:
	// <nil>
	// Provider name "store" is declared twice. Give each provider its own name.
}
