package remote_test

import (
	"io"
	"net/http"
	"runtime"
	"strings"
	"testing"

	"github.com/codemode/codemode/remote"
)

// /metrics with and without a metrics token, for every way a scraper may
// present one; /healthz and /readyz stay open either way (the kubelet's
// probes carry no token), and the client token never opens /metrics.
func TestMetricsToken(t *testing.T) {
	for _, metricsToken := range []string{"", "scrape-secret"} {
		d := startDaemon(t, remote.ServerOptions{Token: "client-secret", MetricsToken: metricsToken})
		for _, c := range []struct {
			path, auth string
			open       bool // answered 200 whatever the metrics token
		}{
			{"/healthz", "", true},
			{"/readyz", "", true},
			{"/metrics", "", false},
			{"/metrics", "Bearer wrong", false},
			{"/metrics", "Bearer client-secret", false},
			{"/metrics", "Basic c2NyYXBlLXNlY3JldA==", false},
			{"/metrics", "scrape-secret", false},
			{"/metrics", "Bearer scrape-secret", true},
			{"/metrics", "bearer  scrape-secret", true},
		} {
			req, _ := http.NewRequest("GET", d.http.URL+c.path, nil)
			if c.auth != "" {
				req.Header.Set("Authorization", c.auth)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			want := http.StatusOK
			if metricsToken != "" && !c.open {
				want = http.StatusUnauthorized
			}
			if resp.StatusCode != want {
				t.Errorf("metrics token %q: GET %s with %q: %d, want %d", metricsToken, c.path, c.auth, resp.StatusCode, want)
			}
			if want == http.StatusUnauthorized {
				if strings.TrimSpace(string(body)) != remote.TextMetricsToken || !strings.HasPrefix(resp.Header.Get("WWW-Authenticate"), "Bearer") {
					t.Errorf("refused scrape: %q, WWW-Authenticate %q", body, resp.Header.Get("WWW-Authenticate"))
				}
			}
		}
	}
}

// /metrics exports the Go runtime's metrics and, on Linux, the daemon
// process's, beside the daemon's own.
func TestRuntimeMetrics(t *testing.T) {
	m := scrape(t, startDaemon(t, remote.ServerOptions{}))
	want := []string{"codemode_workers ", "go_goroutines ", "go_memstats_heap_alloc_bytes ", "go_gc_duration_seconds", "go_info{"}
	if runtime.GOOS == "linux" {
		want = append(want, "process_resident_memory_bytes ", "process_cpu_seconds_total ", "process_open_fds ", "process_start_time_seconds ")
	}
	for _, w := range want {
		if !strings.Contains(m, "\n"+w) {
			t.Errorf("/metrics lacks %q", w)
		}
	}
}
