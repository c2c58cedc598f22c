package remote_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/remote"
)

// A fleet of two daemons: executions go to either, the tool calls come back
// here. In a deployment the endpoint is one name that resolves to every pod
// (the chart's headless Service), e.g. ws://codemode-pods.default.svc:7411/v1.
func ExampleDialFleet() {
	var urls []string
	for range 2 {
		p, err := pool.New(pool.Options{Workers: 1})
		if err != nil {
			panic(err)
		}
		defer p.Close()
		srv := remote.NewServer(p, remote.ServerOptions{Logger: quietLogger()})
		hs := httptest.NewServer(srv.Handler())
		defer hs.Close()
		defer srv.Close()
		urls = append(urls, "ws"+strings.TrimPrefix(hs.URL, "http")+"/v1")
	}

	ctx := context.Background()
	fleet, err := remote.DialFleet(ctx, urls, remote.FleetOptions{})
	if err != nil {
		panic(err)
	}
	defer fleet.Close()
	res := fleet.Execute(ctx, codemode.Request{
		Code:      `async () => await math.add(40, 2)`,
		Providers: []codemode.Provider{{Name: "math"}},
		Dispatch: func(_ context.Context, _, tool, args string) (string, error) {
			var a, b int
			fmt.Sscanf(args, "[%d,%d]", &a, &b)
			return fmt.Sprintf(`{"result":%d}`, a+b), nil
		},
	})
	fmt.Println(string(res.Value), res.Error)
	// Output: 42 <nil>
}
