package tsdecl

import (
	"encoding/json"
	"testing"
)

// A host's return type stands in for a missing output schema (never for a
// present one); notes follow the description and tags follow the
// generated ones.
func TestHostHints(t *testing.T) {
	got := Provider("fx", []Tool{{
		Name:        "sum",
		Description: "Adds.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"a":{"type":"number","description":"first"}},"required":["a"],"description":"the numbers"}`),
		ReturnType:  "string",
		Notes:       []string{"Note: its input schema does not compile; arguments are not checked."},
		Tags:        []string{"@destructive", `@returns observed, e.g. "The sum is 3."`},
	}, {
		Name:         "typed",
		OutputSchema: json.RawMessage(`{"type":"number"}`),
		ReturnType:   "string",
	}}, Options{})
	want := `declare const fx: {
  /**
   * Adds.
   * Note: its input schema does not compile; arguments are not checked.
   *
   * @param input the numbers
   * @destructive
   * @returns observed, e.g. "The sum is 3."
   */
  sum(input: {
    /** first */
    a: number;
  }): Promise<string>;
  typed(): Promise<number>;
};
`
	if got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}
