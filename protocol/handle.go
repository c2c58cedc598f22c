package protocol

import (
	"encoding/json"
	"fmt"
)

// HandleTag is the key that marks a handle: a function the program passed in a
// tool call's arguments. Functions cannot cross the boundary, so the codec
// sends {"__executor_handle_v1__":"h1"} in their place, and the host calls the
// function back through the executor with the handle's ID (see
// docs/handles.md and codemode.Invoke).
const HandleTag = "__executor_handle_v1__"

// Handle names a function of the program. It is valid while the execution runs
// and, with RetainHandles, while it is retained. A Handle returned from a tool
// (in a result) reaches the program as the function itself.
type Handle struct {
	ID string
}

// MarshalJSON writes the handle envelope.
func (h Handle) MarshalJSON() ([]byte, error) {
	if h.ID == "" {
		return nil, fmt.Errorf("protocol: a Handle needs an ID")
	}
	id, _ := json.Marshal(h.ID)
	return []byte(`{"` + HandleTag + `":` + string(id) + `}`), nil
}

// UnmarshalJSON reads the handle envelope.
func (h *Handle) UnmarshalJSON(b []byte) error {
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	id, ok := handleFromObject(m)
	if !ok {
		return fmt.Errorf("protocol: not a handle envelope: %s", b)
	}
	h.ID = id
	return nil
}

// handleFromObject reports whether a decoded JSON object is a handle envelope:
// exactly one member, HandleTag, whose value is a non-empty string.
func handleFromObject(m map[string]any) (string, bool) {
	if len(m) != 1 {
		return "", false
	}
	id, ok := m[HandleTag].(string)
	return id, ok && id != ""
}
