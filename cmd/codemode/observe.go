package main

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"os"
	"time"

	"github.com/spf13/pflag"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.26.0"
	"go.opentelemetry.io/otel/trace"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/console"
)

// observeFlags are --console and --otlp, shared by mcp and serve.
type observeFlags struct {
	console      string
	consoleToken string
	otlp         string
}

func (o *observeFlags) register(fs *pflag.FlagSet, tokenHelp string) {
	fs.StringVar(&o.console, "console", "", "serve a web console on ADDR (e.g. 127.0.0.1:7412): executions as timelines, approvals, servers and tools, a playground (docs/console.md)")
	fs.StringVar(&o.consoleToken, "console-token", "", "the token the console asks for when --console is not a loopback address ("+tokenHelp+")")
	fs.StringVar(&o.otlp, "otlp", "", "export a trace of each execution (its tool calls, fetches and upstream requests as child spans) to this OTLP/HTTP endpoint, e.g. http://localhost:4318 (the OTEL_EXPORTER_OTLP_* variables are read too)")
}

// observer holds what --console and --otlp started.
type observer struct {
	tp    *sdktrace.TracerProvider // nil without tracing
	store *console.Store           // nil without a console
	srv   *console.Server
	token string
	log   io.Writer
}

// start sets up tracing (with --otlp, or when the OTEL_EXPORTER_OTLP_*
// variables name an endpoint) and the console's store.
func (o *observeFlags) start(ctx context.Context, log io.Writer) (*observer, error) {
	ob := &observer{log: log, token: o.consoleToken}
	if o.console != "" {
		ob.store = console.NewStore(0)
		if !console.IsLoopback(o.console) && ob.token == "" {
			ob.token = console.RandomToken()
		}
	}
	tp, err := otlpProvider(ctx, o.otlp)
	if err != nil {
		return nil, err
	}
	ob.tp = tp
	return ob, nil
}

// otlpProvider returns a tracer provider exporting over OTLP/HTTP to
// endpoint, or to where the standard variables say; nil when neither names
// one.
func otlpProvider(ctx context.Context, endpoint string) (*sdktrace.TracerProvider, error) {
	var opts []otlptracehttp.Option
	switch {
	case endpoint != "":
		u, err := url.Parse(endpoint)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return nil, usagef("--otlp %q is not an http or https URL; give the collector's OTLP/HTTP address, e.g. http://localhost:4318", endpoint)
		}
		if u.Path == "" || u.Path == "/" {
			u.Path = "/v1/traces"
		}
		opts = append(opts, otlptracehttp.WithEndpointURL(u.String()))
	case os.Getenv("OTEL_EXPORTER_OTLP_ENDPOINT") == "" && os.Getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") == "":
		return nil, nil
	}
	exp, err := otlptracehttp.New(ctx, opts...)
	if err != nil {
		return nil, fmt.Errorf("--otlp: %v", err)
	}
	res, err := resource.New(ctx, resource.WithAttributes(semconv.ServiceName("codemode")), resource.WithFromEnv(), resource.WithTelemetrySDK())
	if err != nil {
		res = resource.Default()
	}
	return sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res)), nil
}

// tracerProvider is the provider for the gateway or the daemon, nil
// without tracing.
func (ob *observer) tracerProvider() trace.TracerProvider {
	if ob.tp == nil {
		return nil
	}
	return ob.tp
}

// record wraps x so that the console records its executions (the requests
// without tools, such as the gateway's probe of the sandbox's globals, are
// left out).
func (ob *observer) record(x codemode.Executor, source string) codemode.Executor {
	if ob.store == nil {
		return x
	}
	r := console.Record(x, ob.store, source)
	r.Skip = func(req codemode.Request) bool {
		return req.Dispatch == nil && req.DispatchAsync == nil && source != "daemon"
	}
	return r
}

// serve starts the console's page and says where it is.
func (ob *observer) serve(addr string, b console.Backend, maxTimeout time.Duration, life context.Context) error {
	if ob.store == nil {
		return nil
	}
	srv, err := console.Listen(addr, console.Options{Store: ob.store, Backend: b, Token: ob.token, MaxTimeout: maxTimeout, Life: life})
	if err != nil {
		return usagef("%v", err)
	}
	ob.srv = srv
	fmt.Fprintf(ob.log, "console %s\n", srv.URL)
	return nil
}

// close stops the console and flushes the traces.
func (ob *observer) close() {
	if ob.srv != nil {
		ob.srv.Close()
	}
	if ob.tp != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = ob.tp.Shutdown(ctx)
	}
}
