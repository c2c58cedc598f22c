package main

import "log/slog"

// durationsAsText is the JSON log's ReplaceAttr: a duration is written as
// Go writes it ("45s", "1m30s", "250ms"), as the text log does, rather than
// as slog's JSON default, an integer of nanoseconds that reads as a count.
func durationsAsText(_ []string, a slog.Attr) slog.Attr {
	if a.Value.Kind() == slog.KindDuration {
		a.Value = slog.StringValue(a.Value.Duration().String())
	}
	return a
}
