package remote

import (
	"errors"
	"fmt"
	"time"

	"github.com/codemode/codemode/internal/wire"
)

// negativeOption is the standard refusal of a negative option: it names the
// field, its default and how to fix it. off, if not empty, names the field
// that turns the feature off.
func negativeOption(typ, field string, v any, def any, off string) error {
	kind := "value"
	if _, ok := v.(time.Duration); ok {
		kind = "duration"
	}
	text := fmt.Sprintf("remote: %s.%s is %v; use 0 for the default (%v) or a positive %s", typ, field, v, def, kind)
	if off != "" {
		text += ", or " + off + " to turn it off"
	}
	return errors.New(text)
}

// validate reports the first option that cannot be used.
func (o DialOptions) validate() error {
	switch {
	case o.MaxFrameBytes < 0:
		return negativeOption("DialOptions", "MaxFrameBytes", o.MaxFrameBytes, "72 MiB", "")
	case o.PingInterval < 0:
		return negativeOption("DialOptions", "PingInterval", o.PingInterval, DefaultPingInterval, "NoPings")
	case o.PingTimeout < 0:
		return negativeOption("DialOptions", "PingTimeout", o.PingTimeout, DefaultPingTimeout, "")
	}
	return nil
}

// Validate reports the first option that cannot be used: a negative value,
// which no field of ServerOptions gives a meaning. NewServer cannot fail, so
// a server made with unusable options answers every request with this error
// (HTTP 500); call Validate first to hear of it at once.
func (o ServerOptions) Validate() error {
	for _, c := range []struct {
		field string
		v     int64
		def   any
		off   string
	}{
		{"MaxFrameBytes", int64(o.MaxFrameBytes), fmt.Sprintf("%d MiB", wire.DefaultFrame>>20), ""},
		{"HelloFrameBytes", int64(o.HelloFrameBytes), "16 KiB", ""},
		{"HandshakeTimeout", int64(o.HandshakeTimeout), DefaultHandshakeTimeout, ""},
		{"MaxConnections", int64(o.MaxConnections), DefaultMaxConnections, ""},
		{"MaxConnectionsPerAddress", int64(o.MaxConnectionsPerAddress), DefaultMaxConnectionsPerAddress, ""},
		{"MaxBufferedBytes", o.MaxBufferedBytes, "256 MiB", ""},
		{"Concurrency", int64(o.Concurrency), "the executor's capacity", ""},
		{"ExecutionsPerConnection", int64(o.ExecutionsPerConnection), "three quarters of Concurrency plus QueuePerConnection", ""},
		{"Queue", int64(o.Queue), DefaultQueue, ""},
		{"QueuePerConnection", int64(o.QueuePerConnection), "a quarter of Queue", ""},
		{"MaxRetained", int64(o.MaxRetained), DefaultMaxRetained, ""},
		{"MaxRetainedPerConnection", int64(o.MaxRetainedPerConnection), "a quarter of MaxRetained", ""},
		{"PingInterval", int64(o.PingInterval), DefaultServerPingInterval, "NoPings"},
		{"PingTimeout", int64(o.PingTimeout), DefaultServerPingTimeout, ""},
	} {
		if c.v >= 0 {
			continue
		}
		var v any = c.v
		if c.field == "HandshakeTimeout" || c.field == "PingInterval" || c.field == "PingTimeout" {
			v = time.Duration(c.v)
		}
		return negativeOption("ServerOptions", c.field, v, c.def, c.off)
	}
	if err := o.MaxLimits.Validate(); err != nil {
		return fmt.Errorf("remote: ServerOptions.Max%s", err)
	}
	return nil
}

// validate reports the first option that cannot be used.
func (o FleetOptions) validate() error {
	if err := o.DialOptions.validate(); err != nil {
		return err
	}
	for _, c := range []struct {
		field string
		v     time.Duration
		def   time.Duration
	}{
		{"ResolveInterval", o.ResolveInterval, 10 * time.Second},
		{"MinBackoff", o.MinBackoff, 100 * time.Millisecond},
		{"MaxBackoff", o.MaxBackoff, 5 * time.Second},
		{"DialTimeout", o.DialTimeout, 5 * time.Second},
		{"WaitForDaemon", o.WaitForDaemon, 10 * time.Second},
	} {
		if c.v < 0 {
			return negativeOption("FleetOptions", c.field, c.v, c.def, "")
		}
	}
	return nil
}
