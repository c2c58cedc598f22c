package remote_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/remote"
)

// negativeFields returns a copy of v (a struct) for each of its exported
// integer and duration fields, with that field set to -1 (-1ns): every such
// field, present and future, is enumerated.
func negativeFields(v any) map[string]reflect.Value {
	out := map[string]reflect.Value{}
	t := reflect.TypeOf(v)
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() || f.Anonymous {
			continue
		}
		switch f.Type.Kind() {
		case reflect.Int, reflect.Int64:
			c := reflect.New(t).Elem()
			c.Set(reflect.ValueOf(v))
			c.Field(i).SetInt(-1)
			out[f.Name] = c
		}
	}
	return out
}

func wantNegativeRefusal(t *testing.T, typ, field string, err error) {
	t.Helper()
	if err == nil {
		t.Fatalf("%s.%s = -1 was accepted", typ, field)
	}
	prefix := "remote: " + typ + "." + field + " is -1"
	if !strings.HasPrefix(err.Error(), prefix) || !strings.Contains(err.Error(), "; use 0 for the default (") {
		t.Fatalf("%s.%s = -1: %q, want the standard refusal (%q, the default, how to fix it)", typ, field, err, prefix)
	}
}

// No option of the daemon, the client or the fleet gives a negative value a
// meaning: each is refused with a text naming the field and its default, and
// turning pings off has a field of its own.
func TestNegativeOptionsRefused(t *testing.T) {
	server := negativeFields(remote.ServerOptions{})
	if len(server) < 14 {
		t.Fatalf("only %d numeric fields of ServerOptions enumerated", len(server))
	}
	for field, v := range server {
		opts := v.Interface().(remote.ServerOptions)
		err := opts.Validate()
		wantNegativeRefusal(t, "ServerOptions", field, err)
		// NewServer cannot fail: the server answers every request with
		// the error.
		srv := remote.NewServer(nil, opts)
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/", nil))
		if rec.Code != http.StatusInternalServerError || strings.TrimSpace(rec.Body.String()) != err.Error() {
			t.Fatalf("a server with ServerOptions.%s = -1 answered %d %q", field, rec.Code, rec.Body.String())
		}
	}
	for field, v := range negativeFields(remote.DialOptions{}) {
		_, err := remote.Dial(context.Background(), "ws://127.0.0.1:1/", v.Interface().(remote.DialOptions))
		wantNegativeRefusal(t, "DialOptions", field, err)
	}
	for field, v := range negativeFields(remote.FleetOptions{}) {
		_, err := remote.DialFleet(context.Background(), []string{"ws://127.0.0.1:1/"}, v.Interface().(remote.FleetOptions))
		wantNegativeRefusal(t, "FleetOptions", field, err)
	}
	if err := (remote.ServerOptions{PingInterval: -time.Second}).Validate(); err == nil || !strings.Contains(err.Error(), "or NoPings to turn it off") {
		t.Fatalf("ServerOptions.PingInterval = -1s: %v, want the refusal naming NoPings", err)
	}
	if err := (remote.ServerOptions{NoPings: true}).Validate(); err != nil {
		t.Fatalf("NoPings: %v", err)
	}
}
