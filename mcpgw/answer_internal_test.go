package mcpgw

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"reflect"
	"strings"
	"testing"
)

// randomValue builds a JSON value of the shapes results have: deep and
// wide, long strings (multi-byte and escaped characters included), numbers.
func randomValue(r *rand.Rand, depth int) any {
	switch k := r.Intn(7); {
	case depth <= 0 || k == 0:
		return r.Intn(1e6) - 5e5
	case k == 1:
		pieces := []string{"a", "é", "日本", "\"", "\\", "\n", "<>&", "\x01", "😀"}
		var b strings.Builder
		for range r.Intn(3000 >> (5 - depth)) {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		return b.String()
	case k == 2:
		return r.Intn(2) == 0
	case k == 3, k == 4:
		n := r.Intn(300 >> (2 * (5 - depth)))
		a := make([]any, n)
		for i := range a {
			a[i] = randomValue(r, depth-1)
		}
		return a
	default:
		m := map[string]any{}
		for i := range r.Intn(40 >> (5 - depth)) {
			m[fmt.Sprintf("key%d", i)] = randomValue(r, depth-1)
		}
		return m
	}
}

// Whatever the value and the budget, the cut result is valid JSON, within
// the budget plus one marker's worth per level, and a value that fits is
// left exactly as it was.
func TestShapeResultBounds(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	cuts := 0
	for i := range 400 {
		v := randomValue(r, 1+i%5)
		b, _ := marshal(v)
		for _, budget := range []int{100, 1000, 24000} {
			s := shapeResult(b, budget, 1)
			if !json.Valid(s.json) {
				t.Fatalf("value %d, budget %d: invalid JSON %.300s", i, budget, s.json)
			}
			if len(b) <= budget {
				if string(s.json) != string(b) || s.cut {
					t.Fatalf("value %d fits %d but changed", i, budget)
				}
				continue
			}
			cuts++
			if !s.cut || s.total != len(b) || s.shown != len(s.json) || len(s.json) > budget+6*100 {
				t.Fatalf("value %d, budget %d: cut=%v total=%d/%d shown=%d", i, budget, s.cut, s.total, len(b), len(s.json))
			}
			if !strings.Contains(string(s.json), "…") {
				t.Fatalf("value %d, budget %d: no marker in %.300s", i, budget, s.json)
			}
		}
	}
	if cuts < 200 {
		t.Fatalf("only %d cuts exercised", cuts)
	}
}

// A 2 MB array is cut after whole items, a 2 MB string inside an object
// after whole characters, each with a marker in place.
func TestShapeResultCuts(t *testing.T) {
	nums := make([]int, 300000)
	for i := range nums {
		nums[i] = i
	}
	b, _ := json.Marshal(nums)
	s := shapeResult(b, 24000, 1)
	var got []any
	if err := json.Unmarshal(s.json, &got); err != nil {
		t.Fatal(err)
	}
	last := got[len(got)-1].(string)
	if got[0] != float64(0) || !strings.HasPrefix(last, "… ") || !strings.HasSuffix(last, " more items") || len(s.json) > 24000 {
		t.Fatalf("%d items, last %q, %d chars", len(got), last, len(s.json))
	}
	b, _ = json.Marshal(map[string]any{"id": 7, "body": strings.Repeat("é", 1<<20), "tail": 1})
	s = shapeResult(b, 24000, 1)
	var obj map[string]any
	json.Unmarshal(s.json, &obj)
	body := obj["body"].(string)
	if obj["…"] != "2 more properties" || !strings.HasSuffix(body, " more characters)") || !strings.HasPrefix(body, "éé") || len(s.json) > 24000 {
		t.Fatalf("%.100s", s.json)
	}
}

// Images and audio anywhere in a result become content blocks, in order,
// with placeholders; look-alikes stay.
func TestShapeResultMedia(t *testing.T) {
	v := `{"a":[1,{"type":"image","mimeType":"image/png","data":"iVBORw0K"}],"deep":{"x":{"type":"audio","mimeType":"audio/wav","data":"UklGRg=="}},` +
		`"notBase64":{"type":"image","mimeType":"image/png","data":"!!"},"noMime":{"type":"image","data":"iVBORw0K"}}`
	s := shapeResult(json.RawMessage(v), 24000, 1)
	want := `{"a":[1,"[image/png image, 6 bytes: content block 2]"],"deep":{"x":"[audio/wav audio, 4 bytes: content block 3]"},` +
		`"notBase64":{"type":"image","mimeType":"image/png","data":"!!"},"noMime":{"type":"image","data":"iVBORw0K"}}`
	if string(s.json) != want || len(s.media) != 2 || s.media[0].kind != "image" || s.media[1].mimeType != "audio/wav" ||
		!reflect.DeepEqual(s.media[1].data, []byte("RIFF")) {
		t.Fatalf("%s %+v", s.json, s.media)
	}
}

// Observed shapes are bounded in depth and width; the cache in entries.
func TestObservedShapesBounded(t *testing.T) {
	for v, want := range map[string]string{
		`{"a":{"b":{"c":{"d":{"e":1}}}}}`: `{ a: { b: { c: { d: { [key: string]: unknown } } } } }`,
		`[1,"x",null,[true]]`:             `(boolean[] | null | number | string)[]`,
		`{"my-key":[],"ok":[{"x":1}]}`:    `{ "my-key": unknown[]; ok: { x: number }[] }`,
	} {
		n, err := parseJSON([]byte(v))
		if err != nil {
			t.Fatal(err)
		}
		if got := declaredType(shapeFrom(n, 0)); got != want {
			t.Errorf("%s: got %s, want %s", v, got, want)
		}
	}
	wide := "{"
	for i := range 30 {
		wide += fmt.Sprintf(`"k%d":1,`, i)
	}
	n, _ := parseJSON([]byte(strings.TrimSuffix(wide, ",") + "}"))
	if got := declaredType(shapeFrom(n, 0)); got != "{ [key: string]: unknown }" {
		t.Errorf("wide: %s", got)
	}
	c := openTypeCache(t.TempDir() + "/types.json")
	for i := range maxObservedEntries + 50 {
		c.record(fmt.Sprintf("s/t%d/x", i), json.RawMessage(`1`))
	}
	if len(c.m) != maxObservedEntries {
		t.Fatalf("%d entries", len(c.m))
	}
}
