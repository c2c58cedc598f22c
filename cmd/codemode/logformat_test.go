package main

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"testing"
	"time"
)

// The daemon's JSON log writes every duration as text, wherever it stands,
// and leaves every other kind of value as slog writes it.
func TestJSONLogDurations(t *testing.T) {
	var b bytes.Buffer
	log := slog.New(slog.NewJSONHandler(&b, &slog.HandlerOptions{ReplaceAttr: durationsAsText}))
	log.With("every", 90*time.Second).WithGroup("g").Info("m",
		"grace", 45*time.Second, "small", 250*time.Millisecond, "zero", time.Duration(0),
		slog.Group("inner", "wait", time.Minute+500*time.Millisecond),
		"n", 45, "s", "45s", "f", 1.5, "ok", true, "at", time.Unix(0, 0).UTC())
	var got map[string]any
	if err := json.Unmarshal(b.Bytes(), &got); err != nil {
		t.Fatalf("%v: %s", err, b.Bytes())
	}
	g := got["g"].(map[string]any)
	for _, c := range []struct {
		got  any
		want any
	}{
		{got["every"], "1m30s"},
		{g["grace"], "45s"},
		{g["small"], "250ms"},
		{g["zero"], "0s"},
		{g["inner"].(map[string]any)["wait"], "1m0.5s"},
		{g["n"], 45.0},
		{g["s"], "45s"},
		{g["f"], 1.5},
		{g["ok"], true},
		{g["at"], "1970-01-01T00:00:00Z"},
	} {
		if c.got != c.want {
			t.Errorf("got %#v, want %#v in %s", c.got, c.want, b.Bytes())
		}
	}
}
