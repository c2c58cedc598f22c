package mcpgw

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
)

// Task-augmented tools (execution.taskSupport "required") can only be
// called as MCP tasks, which the gateway's client (the Go SDK's) does not
// make. The SDK drops the execution field when it decodes a tool, so the
// gateway reads it from the tools/list answers as they arrive (from a stdio
// server's lines, or an HTTP server's responses), leaves such tools out of
// the declarations and says so in a comment.

// taskToolsIn returns the tools a JSON-RPC message (a tools/list answer)
// marks as requiring tasks.
func taskToolsIn(msg []byte) []string {
	if !bytes.Contains(msg, []byte("taskSupport")) {
		return nil
	}
	var m struct {
		Result struct {
			Tools []struct {
				Name      string `json:"name"`
				Execution struct {
					TaskSupport string `json:"taskSupport"`
				} `json:"execution"`
			} `json:"tools"`
		} `json:"result"`
	}
	if json.Unmarshal(msg, &m) != nil {
		return nil
	}
	var out []string
	for _, t := range m.Result.Tools {
		if t.Execution.TaskSupport == "required" {
			out = append(out, t.Name)
		}
	}
	return out
}

// noteMessage records the task-requiring tools of a message from the server.
func (u *upstream) noteMessage(msg []byte) {
	names := taskToolsIn(msg)
	if len(names) == 0 {
		return
	}
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.taskTools == nil {
		u.taskTools = map[string]bool{}
	}
	for _, n := range names {
		u.taskTools[n] = true
	}
}

// maxToolsAnswer bounds the HTTP answers read whole to look for task tools.
const maxToolsAnswer = 16 << 20

// taskTap is an HTTP transport that shows the answers to tools/list
// requests to note, JSON or event stream alike.
type taskTap struct {
	next http.RoundTripper
	note func([]byte)
}

func (t *taskTap) RoundTrip(r *http.Request) (*http.Response, error) {
	isList := false
	if r.Method == http.MethodPost && r.GetBody != nil {
		if body, err := r.GetBody(); err == nil {
			b, _ := io.ReadAll(io.LimitReader(body, 1<<16))
			body.Close()
			isList = bytes.Contains(b, []byte(`"tools/list"`))
		}
	}
	resp, err := t.next.RoundTrip(r)
	if err != nil || !isList || resp.Body == nil {
		return resp, err
	}
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxToolsAnswer))
	resp.Body.Close()
	if err != nil {
		return nil, err
	}
	resp.Body = io.NopCloser(bytes.NewReader(b))
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		sc := bufio.NewScanner(bytes.NewReader(b))
		sc.Buffer(nil, maxToolsAnswer)
		for sc.Scan() {
			if data, ok := strings.CutPrefix(sc.Text(), "data:"); ok {
				t.note([]byte(data))
			}
		}
	} else {
		t.note(b)
	}
	return resp, nil
}
