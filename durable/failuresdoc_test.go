package durable

import (
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/doctest"
)

// docs/failures.md quotes every refusal text of the store, placeholders
// for the parts filled in.
func TestFailuresDocQuotesTheStoreTexts(t *testing.T) {
	spans, err := doctest.TableCodeSpans("../docs/failures.md", "## Durable execution store")
	if err != nil {
		t.Fatal(err)
	}
	until := time.Date(2031, 2, 3, 4, 5, 6, 0, time.UTC)
	fill := strings.NewReplacer(`"ID"`, `"<id>"`, "70001", "<seq>", "90002", "<current>", "OWNER", "<owner>",
		until.Format(time.RFC3339Nano), "<until, RFC 3339 UTC>", "OUTCOME", "<outcome>")
	texts := map[string]string{
		"superseded": SupersededText("ID", 70001, 90002),
		"ahead":      AheadText("ID", 70001, 90002),
		"leased":     LeasedText("ID", "OWNER", until),
		"finished":   FinishedText("ID", "OUTCOME"),
		"not found":  NotFoundText("ID"),
		"exists":     ExistsText("ID"),
		"lease lost": LeaseLostText("ID", "OWNER"),
		"conflict":   ConflictText("ID", 70001),
		"gap":        GapText("ID", 70001, 90002),
	}
	for name, text := range texts {
		if doc := fill.Replace(text); !spans[doc] {
			t.Errorf("%s: docs/failures.md does not quote %q", name, doc)
		}
	}
}
