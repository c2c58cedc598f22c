package remote_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/remote"
)

// A daemon is a Server in front of an executor (here a pool of one worker
// process), served over HTTP on a listener; Dial connects to it, and the
// programs' tool calls come back over the connection to the dispatch of
// the Request, in the client's process. codemode serve is this, with flags.
func ExampleNewServer() {
	p, err := pool.New(pool.Options{Workers: 1})
	if err != nil {
		fmt.Println("no pool:", err)
		return
	}
	defer p.Close()
	srv := remote.NewServer(p, remote.ServerOptions{Token: "secret", Logger: quietLogger()})
	defer srv.Close()

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Println("no listener:", err)
		return
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(srv.Listener(ln)) // Listener holds MaxConnections before a byte is read
	defer hs.Close()

	health, err := http.Get("http://" + ln.Addr().String() + "/healthz")
	if err != nil {
		fmt.Println("unreachable:", err)
		return
	}
	health.Body.Close()
	fmt.Println("healthz:", health.StatusCode)

	ctx := context.Background()
	c, err := remote.Dial(ctx, "ws://"+ln.Addr().String()+"/v1", remote.DialOptions{Token: "secret"})
	if err != nil {
		fmt.Println("no connection:", err)
		return
	}
	defer c.Close()
	res := c.Execute(ctx, codemode.Request{
		Code:      `async () => await greeter.hello("ada")`,
		Providers: []codemode.Provider{{Name: "greeter"}},
		Dispatch: func(_ context.Context, provider, tool, args string) (string, error) {
			answer, err := json.Marshal(map[string]string{"result": provider + "." + tool + args + " answered here"})
			return string(answer), err
		},
	})
	fmt.Println(string(res.Value), res.Error)
	// Output:
	// healthz: 200
	// "greeter.hello[\"ada\"] answered here" <nil>
}

// Dial refuses a daemon that wants a token the client does not present, with
// an error that says so; an unreachable address fails the same way, before
// any execution.
func ExampleDial() {
	p, err := pool.New(pool.Options{Workers: 1})
	if err != nil {
		fmt.Println("no pool:", err)
		return
	}
	defer p.Close()
	srv := remote.NewServer(p, remote.ServerOptions{Token: "secret", Logger: quietLogger()})
	defer srv.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Println("no listener:", err)
		return
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(srv.Listener(ln))
	defer hs.Close()

	url := "ws://" + ln.Addr().String() + "/v1"
	ctx := context.Background()
	if _, err := remote.Dial(ctx, url, remote.DialOptions{}); err != nil {
		fmt.Println("without the token: refused")
	}
	c, err := remote.Dial(ctx, url, remote.DialOptions{Token: "secret", Name: "example"})
	if err != nil {
		fmt.Println("with the token:", err)
		return
	}
	defer c.Close()
	fmt.Println(string(c.Execute(ctx, codemode.Request{Code: `1 + 1`}).Value))
	// Output:
	// without the token: refused
	// 2
}
