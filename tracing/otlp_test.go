package tracing_test

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	collpb "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/proto"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/mcpgw"
	"github.com/codemode/codemode/tracing"
)

// receiver is an OTLP/HTTP collector: it decodes the protobuf export
// requests the SDK's exporter posts to /v1/traces and keeps their spans.
type receiver struct {
	URL   string
	mu    sync.Mutex
	spans []*tracepb.Span
}

func startReceiver(t *testing.T) *receiver {
	r := &receiver{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.URL.Path != "/v1/traces" || req.Header.Get("Content-Type") != "application/x-protobuf" {
			t.Errorf("the exporter posted %s %s (%s)", req.Method, req.URL.Path, req.Header.Get("Content-Type"))
			http.Error(w, "unexpected", http.StatusBadRequest)
			return
		}
		body, _ := io.ReadAll(req.Body)
		var ex collpb.ExportTraceServiceRequest
		if err := proto.Unmarshal(body, &ex); err != nil {
			t.Errorf("undecodable export: %v", err)
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		r.mu.Lock()
		for _, rs := range ex.ResourceSpans {
			for _, ss := range rs.ScopeSpans {
				r.spans = append(r.spans, ss.Spans...)
			}
		}
		r.mu.Unlock()
		b, _ := proto.Marshal(&collpb.ExportTraceServiceResponse{})
		w.Header().Set("Content-Type", "application/x-protobuf")
		_, _ = w.Write(b)
	}))
	t.Cleanup(srv.Close)
	r.URL = srv.URL
	return r
}

// provider exports to r through the SDK's OTLP/HTTP exporter.
func (r *receiver) provider(t *testing.T) *sdktrace.TracerProvider {
	exp, err := otlptracehttp.New(context.Background(), otlptracehttp.WithEndpointURL(r.URL+"/v1/traces"))
	if err != nil {
		t.Fatal(err)
	}
	return sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp, sdktrace.WithBatchTimeout(50*time.Millisecond)))
}

// tree renders the received spans as indented names under their parents,
// children in start order: the structure the test asserts.
func (r *receiver) tree() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	byParent := map[string][]*tracepb.Span{}
	ids := map[string]bool{}
	for _, s := range r.spans {
		ids[hex.EncodeToString(s.SpanId)] = true
	}
	for _, s := range r.spans {
		p := hex.EncodeToString(s.ParentSpanId)
		if !ids[p] {
			p = ""
		}
		byParent[p] = append(byParent[p], s)
	}
	var b strings.Builder
	var walk func(parent string, depth int)
	walk = func(parent string, depth int) {
		kids := byParent[parent]
		for i := 1; i < len(kids); i++ { // start order, then name
			for j := i; j > 0 && (kids[j].StartTimeUnixNano < kids[j-1].StartTimeUnixNano || kids[j].StartTimeUnixNano == kids[j-1].StartTimeUnixNano && kids[j].Name < kids[j-1].Name); j-- {
				kids[j], kids[j-1] = kids[j-1], kids[j]
			}
		}
		for _, s := range kids {
			status := ""
			if s.Status != nil && s.Status.Code == tracepb.Status_STATUS_CODE_ERROR {
				status = " [error]"
			}
			b.WriteString(strings.Repeat("  ", depth) + s.Name + status + "\n")
			walk(hex.EncodeToString(s.SpanId), depth+1)
		}
	}
	walk("", 0)
	return b.String()
}

// TestOTLPGateway runs a program through a gateway with a TracerProvider
// that exports to a real OTLP receiver: the execution is one span, each tool
// call a child, and each upstream request a child of its call, all in one
// trace; a failing call is an error span.
func TestOTLPGateway(t *testing.T) {
	rcv := startReceiver(t)
	tp := rcv.provider(t)
	s := mcp.NewServer(&mcp.Implementation{Name: "fixture", Version: "1"}, nil)
	s.AddTool(&mcp.Tool{Name: "echo", InputSchema: json.RawMessage(`{"type":"object"}`), Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
		func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if strings.Contains(string(req.Params.Arguments), "fail") {
				return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "it failed"}}}, nil
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `"ok"`}}}, nil
		})
	up := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
	defer up.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	gw, err := mcpgw.New(ctx, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"svc": {URL: up.URL}}}, mcpgw.Options{TracerProvider: tp})
	if err != nil {
		t.Fatal(err)
	}
	defer gw.Close()
	res := gw.Execute(ctx, `async () => {
		await Promise.all([svc.echo({ n: 1 }), svc.echo({ n: 2 })]);
		try { await svc.echo({ fail: true }) } catch {}
		return 1
	}`, codemode.Limits{})
	if res.Error != nil {
		t.Fatal(res.Error)
	}
	if err := tp.Shutdown(ctx); err != nil { // flushes
		t.Fatal(err)
	}
	want := "codemode.execute\n" +
		"  execute_tool svc.echo\n    tools/call echo\n" +
		"  execute_tool svc.echo\n    tools/call echo\n" +
		"  execute_tool svc.echo [error]\n    tools/call echo [error]\n"
	if got := rcv.tree(); got != want {
		t.Errorf("the spans received:\n%s\nwant:\n%s", got, want)
	}
	rcv.mu.Lock()
	defer rcv.mu.Unlock()
	for _, sp := range rcv.spans {
		if hex.EncodeToString(sp.TraceId) != hex.EncodeToString(rcv.spans[0].TraceId) {
			t.Errorf("span %s is in another trace", sp.Name)
		}
	}
}

// TestOTLPFetch: a program's fetches are client spans under the execution,
// with the method, the URL without its query and the status; a timer of a
// durable execution is an event of the execution's span.
func TestOTLPFetch(t *testing.T) {
	rcv := startReceiver(t)
	tp := rcv.provider(t)
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		code, _ := strconv.Atoi(r.URL.Query().Get("status"))
		w.WriteHeader(max(code, 200))
	}))
	defer site.Close()
	x := tracing.Executor(codemode.New(codemode.Options{}), tp)
	defer x.Close()
	host := strings.TrimPrefix(site.URL, "http://")
	res := x.Execute(context.Background(), codemode.Request{
		Code: `async () => {
			await fetch("` + site.URL + `/a?status=200&key=secret");
			await new Promise((r) => setTimeout(r, 5));
			await fetch("` + site.URL + `/b?status=404", { method: "POST", body: "x" });
			return 1
		}`,
		Outbound: codemode.AllowHosts(nil, host),
		Durable:  &codemode.Durable{},
	})
	if res.Error != nil {
		t.Fatal(res.Error)
	}
	if err := tp.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	want := "codemode.execute\n  fetch GET\n  fetch POST [error]\n"
	if got := rcv.tree(); got != want {
		t.Errorf("the spans received:\n%s\nwant:\n%s", got, want)
	}
	rcv.mu.Lock()
	defer rcv.mu.Unlock()
	var sawURL, sawTimer bool
	for _, sp := range rcv.spans {
		for _, a := range sp.Attributes {
			if a.Key == "url.full" {
				if strings.Contains(a.Value.GetStringValue(), "secret") {
					t.Errorf("the span keeps the query: %s", a.Value.GetStringValue())
				}
				sawURL = true
			}
		}
		if sp.Name == tracing.SpanExecution {
			for _, e := range sp.Events {
				sawTimer = sawTimer || e.Name == "timer fired"
			}
		}
	}
	if !sawURL || !sawTimer {
		t.Errorf("url.full seen %v, timer event seen %v", sawURL, sawTimer)
	}
}
