package remote

import (
	"crypto/subtle"
	"net/http"
	"strings"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// registerRuntimeMetrics adds the Go runtime's metrics (go_*: goroutines,
// heap, GC pauses, scheduler latencies) and the daemon process's own
// (process_*: CPU seconds, resident memory, open file descriptors; read from
// /proc, so on Linux only) to the daemon's registry. The worker processes are
// not in process_*: they are counted by codemode_workers and bounded by their
// own limits.
func registerRuntimeMetrics(r *prometheus.Registry) {
	r.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
}

// metricsHandler serves the registry, behind the metrics token if there is
// one. The token is the scraper's, not the clients': a client token lets
// its holder run programs, and a scraper should not need that.
func (s *Server) metricsHandler() http.Handler {
	h := promhttp.HandlerFor(s.registry, promhttp.HandlerOpts{})
	want := s.opts.MetricsToken
	if want == "" {
		return h
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		scheme, got, _ := strings.Cut(r.Header.Get("Authorization"), " ")
		if !strings.EqualFold(scheme, "Bearer") || subtle.ConstantTimeCompare([]byte(strings.TrimSpace(got)), []byte(want)) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="codemode metrics"`)
			http.Error(w, TextMetricsToken, http.StatusUnauthorized)
			return
		}
		h.ServeHTTP(w, r)
	})
}
