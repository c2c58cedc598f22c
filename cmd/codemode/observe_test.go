package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	collpb "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/proto"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/remote"
)

// `codemode serve --console ADDR` with OTEL_EXPORTER_OTLP_ENDPOINT set: a
// client's execution shows in the console with the call relayed to the
// client, and its trace reaches the collector (flushed when the daemon
// drains): the execution's span with the call's span under it.
func TestServeConsoleAndOTLP(t *testing.T) {
	var mu sync.Mutex
	var spans []*tracepb.Span
	collector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var ex collpb.ExportTraceServiceRequest
		if r.URL.Path != "/v1/traces" || proto.Unmarshal(body, &ex) != nil {
			http.Error(w, "not an OTLP trace export", http.StatusBadRequest)
			return
		}
		mu.Lock()
		for _, rs := range ex.ResourceSpans {
			for _, ss := range rs.ScopeSpans {
				spans = append(spans, ss.Spans...)
			}
		}
		mu.Unlock()
		b, _ := proto.Marshal(&collpb.ExportTraceServiceResponse{})
		w.Header().Set("Content-Type", "application/x-protobuf")
		_, _ = w.Write(b)
	}))
	defer collector.Close()

	d := startServe(t, []string{"OTEL_EXPORTER_OTLP_ENDPOINT=" + collector.URL}, "--listen", "127.0.0.1:0", "--console", "127.0.0.1:0", "--workers", "1")
	var page string
	deadline := time.Now().Add(30 * time.Second)
	for page == "" && time.Now().Before(deadline) {
		if m := regexp.MustCompile(`console (http://\S+)`).FindStringSubmatch(d.stderr.String()); m != nil {
			page = strings.TrimSuffix(m[1], "/")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if page == "" {
		t.Fatalf("no console line; stderr:\n%s", d.stderr.String())
	}
	c := dialDaemon(t, d.url, remote.DialOptions{})
	res := c.Execute(context.Background(), codemode.Request{
		Code:      `async () => await kv.get({ key: "a" })`,
		Providers: []codemode.Provider{{Name: "kv"}},
		Dispatch:  func(context.Context, string, string, string) (string, error) { return `{"result":"A"}`, nil },
	})
	if res.Error != nil || string(res.Value) != `"A"` {
		t.Fatalf("execute: %s %v", res.Value, res.Error)
	}

	jar, _ := cookiejar.New(nil)
	web := &http.Client{Jar: jar, Timeout: 10 * time.Second}
	if resp, err := web.Get(page + "/"); err != nil || resp.StatusCode != 200 {
		t.Fatalf("the page: %v %v", resp, err)
	}
	resp, err := web.Get(page + "/api/executions")
	if err != nil {
		t.Fatal(err)
	}
	var list []struct {
		Source, Status string
		Calls          int
	}
	json.NewDecoder(resp.Body).Decode(&list)
	resp.Body.Close()
	if len(list) != 1 || list[0].Source != "daemon" || list[0].Status != "ok" || list[0].Calls != 1 {
		t.Errorf("the console lists %+v", list)
	}

	d.stop(t) // drains, and flushes the traces
	mu.Lock()
	defer mu.Unlock()
	byID := map[string]*tracepb.Span{}
	for _, s := range spans {
		byID[hex.EncodeToString(s.SpanId)] = s
	}
	var tool *tracepb.Span
	for _, s := range spans {
		if s.Name == "execute_tool kv.get" {
			tool = s
		}
	}
	if tool == nil {
		t.Fatalf("no tool call span among %d spans", len(spans))
	}
	if p := byID[hex.EncodeToString(tool.ParentSpanId)]; p == nil || p.Name != "codemode.execute" {
		t.Errorf("the call's span has parent %v", p)
	}
}

// --otlp takes an http or https URL, and says so.
func TestOTLPFlagRefusesOtherURLs(t *testing.T) {
	for _, bad := range []string{"localhost:4318", "ftp://collector", "http://"} {
		code, _, stderr := runCLI(t, "", "serve", "--listen", "127.0.0.1:0", "--otlp", bad)
		if code != 2 || !strings.Contains(stderr, "is not an http or https URL; give the collector's OTLP/HTTP address, e.g. http://localhost:4318") {
			t.Errorf("--otlp %s: exit %d, stderr %q", bad, code, stderr)
		}
	}
}
