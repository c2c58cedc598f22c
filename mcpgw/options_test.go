package mcpgw_test

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/mcpgw"
)

// Negative options are refused before any upstream starts, naming the field
// and how to fix it; never inlining the declarations has its own field.
func TestOptionsConvention(t *testing.T) {
	cfg := mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"x": {Command: "definitely-not-started"}}}
	for _, c := range []struct {
		opts mcpgw.Options
		want string
	}{
		{mcpgw.Options{Budget: -1}, "mcpgw: Options.Budget is -1; use 0 for the default or a positive value, or NoInline to never inline the declarations"},
		{mcpgw.Options{SearchBytes: -5}, "mcpgw: Options.SearchBytes is -5; use 0 for the default or a positive value"},
		{mcpgw.Options{CallTimeout: -time.Second}, "mcpgw: Options.CallTimeout is -1s; use 0 for the default or a positive value"},
		{mcpgw.Options{StartTimeout: -time.Second}, "mcpgw: Options.StartTimeout is -1s; use 0 for the default or a positive value"},
		{mcpgw.Options{MaxTimeout: -time.Second}, "mcpgw: Options.MaxTimeout is -1s; use 0 for the default or a positive value"},
		{mcpgw.Options{MaxAnswer: -1}, "mcpgw: Options.MaxAnswer is -1; use 0 for the default or a positive value"},
		{mcpgw.Options{ProgressInterval: -time.Second}, "mcpgw: Options.ProgressInterval is -1s; use 0 for the default (5s) or a positive duration, or NoProgress to send only the upstreams' progress"},
	} {
		g, err := mcpgw.New(context.Background(), cfg, c.opts)
		if err == nil || err.Error() != c.want {
			if g != nil {
				g.Close()
			}
			t.Errorf("%+v: %v, want %q", c.opts, err, c.want)
		}
	}
}

// Every integer and duration option, present and future, refuses a negative
// value.
func TestEveryNegativeOptionRefused(t *testing.T) {
	cfg := mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"x": {Command: "definitely-not-started"}}}
	typ := reflect.TypeFor[mcpgw.Options]()
	n := 0
	for i := range typ.NumField() {
		f := typ.Field(i)
		if k := f.Type.Kind(); !f.IsExported() || (k != reflect.Int && k != reflect.Int64) {
			continue
		}
		n++
		var opts mcpgw.Options
		reflect.ValueOf(&opts).Elem().Field(i).SetInt(-1)
		g, err := mcpgw.New(context.Background(), cfg, opts)
		if err == nil || !strings.HasPrefix(err.Error(), "mcpgw: Options."+f.Name+" is -1") {
			if g != nil {
				g.Close()
			}
			t.Errorf("Options.%s = -1: %v, want it refused", f.Name, err)
		}
	}
	if n < 7 {
		t.Fatalf("only %d numeric options enumerated", n)
	}
}

// NoInline keeps every declaration out of execute's description, however
// small the catalog.
func TestNoInline(t *testing.T) {
	t.Parallel()
	gw := newGateway(t, stdioServers(t), mcpgw.Options{NoInline: true, Budget: 1 << 30})
	if r := gw.Report(); r.Inlined || r.Gateway != r.SearchFirst || r.Budget != -1 {
		t.Fatalf("report %+v", r)
	}
}
