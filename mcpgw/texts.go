package mcpgw

import (
	"encoding/json"
	"time"
)

// The texts a program (and so the model) reads when a call through the
// gateway fails, and the gateway's other pinned texts, are generated from
// internal/failures/catalogue.json into failures_gen.go; docs/failures.md
// lists them. This file holds the helpers their formats use.

// when is s when cond holds, else "": a part of a text that is there only
// in some cases (textAndMore, textFirstDownload).
func when(cond bool, s string) string {
	if cond {
		return s
	}
	return ""
}

// exampleToolName is the tool's name textAnnotationsUsage quotes, as a JSON
// string: the server's first tool, or "name" when it lists none.
func exampleToolName(st status) string {
	example := "name"
	if len(st.tools) > 0 {
		example = st.tools[0].tool.Name
	}
	b, _ := json.Marshal(example)
	return string(b)
}

// roundDuration prints d the way the texts quote it: 30s, 1.5s, 250ms.
func roundDuration(d time.Duration) string {
	switch {
	case d >= time.Second:
		return d.Round(100 * time.Millisecond).String()
	case d >= time.Millisecond:
		return d.Round(time.Millisecond).String()
	}
	return d.String()
}
