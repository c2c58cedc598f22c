// Package tracing makes OpenTelemetry spans of executions: one span per
// execution, with a child span per tool call and per fetch, and an event per
// timer a durable execution's journal records. The spans go to the
// TracerProvider the host passes, which exports them wherever the host has
// set it up to (OTLP, for codemode mcp --otlp and codemode serve --otlp).
//
// A tool call's span is in the context the dispatch receives, so the spans
// a host makes while answering it (mcpgw's upstream requests) are its
// children.
package tracing

import (
	"context"
	"net/url"
	"strconv"
	"strings"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// ScopeName is the instrumentation scope of the spans this package makes.
const ScopeName = "github.com/codemode/codemode"

// Span names.
const (
	// SpanExecution is the name of an execution's span.
	SpanExecution = "codemode.execute"
	// SpanToolPrefix starts the name of a tool call's span, followed by
	// "provider.tool" (OpenTelemetry's GenAI convention: execute_tool
	// {name}).
	SpanToolPrefix = "execute_tool "
	// SpanFetchPrefix starts the name of a fetch's span, followed by the
	// method (OpenTelemetry's HTTP client convention).
	SpanFetchPrefix = "fetch "
)

// Executor returns an executor running on x whose executions are spans of
// tp's tracer. A nil tp returns x itself.
func Executor(x codemode.Executor, tp trace.TracerProvider) codemode.Executor {
	if tp == nil {
		return x
	}
	return &executor{x: x, tr: tp.Tracer(ScopeName)}
}

type executor struct {
	x  codemode.Executor
	tr trace.Tracer
}

// Capacity is the wrapped executor's, when it has one, else 0.
func (t *executor) Capacity() int {
	if c, ok := t.x.(interface{ Capacity() int }); ok {
		return c.Capacity()
	}
	return 0
}

func (t *executor) Close() error { return t.x.Close() }

func (t *executor) Execute(ctx context.Context, req codemode.Request) codemode.Result {
	names := make([]string, len(req.Providers))
	for i, p := range req.Providers {
		names[i] = p.Name
	}
	ctx, span := t.tr.Start(ctx, SpanExecution, trace.WithAttributes(
		attribute.Int("codemode.code.bytes", len(req.Code)),
		attribute.StringSlice("codemode.providers", names),
		attribute.Bool("codemode.durable", req.Durable != nil),
	))
	defer span.End()
	if d := req.Dispatch; d != nil {
		req.Dispatch = func(dctx context.Context, provider, tool, args string) (string, error) {
			dctx, cs := t.startTool(trace.ContextWithSpan(dctx, span), provider, tool, args)
			env, err := d(dctx, provider, tool, args)
			endTool(cs, env, err)
			return env, err
		}
	}
	if d := req.DispatchAsync; d != nil {
		req.DispatchAsync = func(dctx context.Context, provider, tool, args string, reply func(string, error)) {
			dctx, cs := t.startTool(trace.ContextWithSpan(dctx, span), provider, tool, args)
			d(dctx, provider, tool, args, func(env string, err error) {
				endTool(cs, env, err)
				reply(env, err)
			})
		}
	}
	if o := req.Outbound; o != nil {
		req.Outbound = func(octx context.Context, q *codemode.OutboundRequest) (*codemode.OutboundResponse, error) {
			octx, fs := t.tr.Start(trace.ContextWithSpan(octx, span), SpanFetchPrefix+q.Method, trace.WithSpanKind(trace.SpanKindClient),
				trace.WithAttributes(attribute.String("http.request.method", q.Method), attribute.String("url.full", redact(q.URL))))
			defer fs.End()
			resp, err := o(octx, q)
			switch {
			case err != nil:
				fs.SetStatus(codes.Error, err.Error())
			case resp != nil:
				fs.SetAttributes(attribute.Int("http.response.status_code", resp.Status))
				if resp.Status >= 400 {
					fs.SetStatus(codes.Error, strconv.Itoa(resp.Status)+" "+resp.StatusText)
				}
			}
			return resp, err
		}
	}
	if req.Durable != nil {
		d := *req.Durable
		req.Durable = &d
		onJournal := d.OnJournal
		d.OnJournal = func(e protocol.JournalEntry) {
			if e.Kind == protocol.JournalTimer {
				span.AddEvent("timer fired", trace.WithAttributes(attribute.Int64("codemode.timer", e.Timer)))
			}
			if onJournal != nil {
				onJournal(e)
			}
		}
	}
	res := t.x.Execute(ctx, req)
	if res.Error != nil {
		span.SetAttributes(attribute.String("codemode.error.kind", string(res.Error.Kind)))
		span.SetStatus(codes.Error, res.Error.Message)
	} else {
		span.SetStatus(codes.Ok, "")
	}
	span.SetAttributes(attribute.Int("codemode.logs", len(res.Logs)))
	return res
}

func (t *executor) startTool(ctx context.Context, provider, tool, args string) (context.Context, trace.Span) {
	return t.tr.Start(ctx, SpanToolPrefix+provider+"."+tool, trace.WithAttributes(
		attribute.String("gen_ai.operation.name", "execute_tool"),
		attribute.String("gen_ai.tool.name", tool),
		attribute.String("codemode.provider", provider),
		attribute.Int("codemode.args.bytes", len(args)),
	))
}

// endTool ends a tool call's span with the answer's outcome.
func endTool(s trace.Span, env string, err error) {
	defer s.End()
	if err != nil {
		if reason, ok := protocol.SuspendReasonOf(err); ok {
			s.SetAttributes(attribute.String("codemode.suspended", reason))
			return
		}
		s.SetStatus(codes.Error, err.Error())
		return
	}
	if p, perr := protocol.ParseEnvelope(env); perr == nil && p.IsError {
		s.SetStatus(codes.Error, p.Error)
		return
	}
	s.SetStatus(codes.Ok, "")
}

// redact drops a URL's query and credentials, which may carry secrets.
func redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return strings.SplitN(raw, "?", 2)[0]
	}
	u.User, u.RawQuery, u.Fragment = nil, "", ""
	return u.String()
}
