package bench

import (
	"fmt"
	"io"
	"math"
	"reflect"
	"slices"
)

// On a shared machine an engine's figures move by a third or more between
// neighbouring minutes, and one run measures codemode's arrangements and each
// peer minutes apart: a target's ratio then says as much about when each
// figure was taken as about the engines. `codemode bench --rounds N` measures
// everything N times in turn and takes each figure's median across the
// rounds, so that a slow stretch in one round moves no verdict.

// Combine returns one line per engine of rounds, in the order the engines
// first appear, whose every figure is the median of that engine's figure
// across the rounds it ran in (the mean of the two middle ones for an even
// count). Concurrency is the first round's.
func Combine(rounds [][]Line) []Line {
	var order []string
	byEngine := map[string][]Line{}
	for _, round := range rounds {
		for _, l := range round {
			if _, ok := byEngine[l.Engine]; !ok {
				order = append(order, l.Engine)
			}
			byEngine[l.Engine] = append(byEngine[l.Engine], l)
		}
	}
	out := make([]Line, 0, len(order))
	for _, e := range order {
		ls := byEngine[e]
		c := Line{Engine: e, Concurrency: ls[0].Concurrency, Procs: ls[0].Procs}
		var ms, batch []reflect.Value
		for _, l := range ls {
			ms = append(ms, reflect.ValueOf(l.Metrics))
			if l.BatchMeans != nil {
				batch = append(batch, reflect.ValueOf(*l.BatchMeans))
			}
		}
		medianInto(reflect.ValueOf(&c.Metrics).Elem(), ms)
		if len(batch) > 0 {
			c.BatchMeans = new(Metrics)
			medianInto(reflect.ValueOf(c.BatchMeans).Elem(), batch)
		}
		out = append(out, c)
	}
	return out
}

// medianInto sets each number of the struct dst to the median of that field
// in srcs (structs of dst's type), following pointers to structs that are
// set in any of them.
func medianInto(dst reflect.Value, srcs []reflect.Value) {
	for i := 0; i < dst.NumField(); i++ {
		f := dst.Field(i)
		switch f.Kind() {
		case reflect.Float64, reflect.Int64:
			xs := make([]float64, len(srcs))
			for j, s := range srcs {
				if f.Kind() == reflect.Float64 {
					xs[j] = s.Field(i).Float()
				} else {
					xs[j] = float64(s.Field(i).Int())
				}
			}
			if f.Kind() == reflect.Float64 {
				f.SetFloat(middle(xs))
			} else {
				f.SetInt(int64(middle(xs)))
			}
		case reflect.Pointer:
			var set []reflect.Value
			for _, s := range srcs {
				if p := s.Field(i); !p.IsNil() {
					set = append(set, p.Elem())
				}
			}
			if len(set) > 0 {
				f.Set(reflect.New(f.Type().Elem()))
				medianInto(f.Elem(), set)
			}
		}
	}
}

// middle is the median of xs: the middle one, or the mean of the two
// middle ones.
func middle(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	// The figures have at most two decimals: their mean, three, without
	// the sum's rounding error.
	return math.Round((s[n/2-1]+s[n/2])/2*1000) / 1000
}

// PrintRounds prints every target's ratio in each round (ours[k] against
// peers[k]) and the ratio and verdict of the medians (Combine of each).
func PrintRounds(w io.Writer, ours, peers [][]Line) {
	fmt.Fprintln(w, "targets round by round (codemode's figure as a ratio of the peer's in each round, then of the medians):")
	tw := newTable(w)
	fmt.Fprint(tw, "target\t")
	for k := range ours {
		fmt.Fprintf(tw, "round %d\t", k+1)
	}
	fmt.Fprint(tw, "medians\tverdict\t\n")
	per := make([][]Verdict, len(ours))
	for k := range ours {
		per[k] = Evaluate(ours[k], peers[k])
	}
	for i, v := range Evaluate(Combine(ours), Combine(peers)) {
		fmt.Fprintf(tw, "%s\t", v.Target)
		for k := range ours {
			fmt.Fprintf(tw, "%s\t", ratioText(per[k][i]))
		}
		verdict := "no verdict"
		switch {
		case v.Known && v.Met:
			verdict = "met"
		case v.Known:
			verdict = "NOT MET"
		}
		fmt.Fprintf(tw, "%s\t%s\t\n", ratioText(v), verdict)
	}
	tw.Flush()
}

func ratioText(v Verdict) string {
	if !v.Known {
		return "-"
	}
	return fmt.Sprintf("%.2f×", v.Ratio)
}
