package tsdecl_test

import (
	"encoding/json"
	"fmt"

	"github.com/codemode/codemode/tsdecl"
)

func ExampleProvider() {
	tools := []tsdecl.Tool{
		{
			Name:        "getUser",
			Description: "Fetch one customer.",
			InputSchema: json.RawMessage(`{
				"type": "object",
				"properties": {
					"id": {"type": "string"},
					"since": {"type": "string", "format": "date-time"}
				},
				"required": ["id"]
			}`),
			OutputSchema: json.RawMessage(`{
				"type": "object",
				"properties": {
					"id": {"type": "string"},
					"name": {"type": "string"},
					"email": {"type": ["string", "null"]}
				},
				"required": ["id", "name", "email"]
			}`),
		},
		{
			Name:        "listUsers",
			Description: "List users, newest first.",
			InputSchema: json.RawMessage(`{
				"type": "object",
				"properties": {
					"status": {"enum": ["active", "closed"]},
					"limit": {"type": "integer"}
				}
			}`),
		},
		{
			Name: "list-categories",
			OutputSchema: json.RawMessage(`{
				"type": "array",
				"items": {"$ref": "#/$defs/Category"},
				"$defs": {
					"Category": {
						"type": "object",
						"properties": {
							"name": {"type": "string", "description": "Display name."},
							"children": {"type": "array", "items": {"$ref": "#/$defs/Category"}}
						},
						"required": ["name", "children"]
					}
				}
			}`),
		},
	}
	fmt.Print(tsdecl.Provider("store", tools, tsdecl.Options{}))
	// Output:
	// type Store_Category = {
	//   /** Display name. */
	//   name: string;
	//   children: Store_Category[];
	// };
	//
	// declare const store: {
	//   /** Fetch one customer. */
	//   getUser(input: {
	//     id: string;
	//     /** @format date-time */
	//     since?: string;
	//   }): Promise<{ id: string; name: string; email: string | null }>;
	//   /** List users, newest first. */
	//   listUsers(input?: { status?: "active" | "closed"; limit?: number }): Promise<unknown>;
	//   "list-categories"(): Promise<Store_Category[]>;
	// };
}

func ExampleType() {
	t, err := tsdecl.Type(json.RawMessage(`{
		"type": "array",
		"prefixItems": [{"type": "string"}, {"type": "integer"}],
		"items": {"anyOf": [{"type": "boolean"}, {"type": "null"}]}
	}`), tsdecl.Options{})
	fmt.Println(t, err)
	// Output:
	// [string, number, ...(boolean | null)[]] <nil>
}
