package codemode

import (
	"testing"
)

// TestProviderCacheFollowsTheList: the cached conversion is returned only
// for a list equal in every field the conversion reads; a list changed in
// place (a name, the argument style, a prelude, a proxy source) is checked
// and converted again, and a name that breaks a rule is refused even right
// after a valid list.
func TestProviderCacheFollowsTheList(t *testing.T) {
	var c providerCache
	ps := []Provider{{Name: "store", Tools: []string{"get"}}, {Name: "db"}}
	first, err := c.convert(ps)
	if err != nil || len(first) != 2 || first[0].Name != "store" || !first[0].Positional {
		t.Fatalf("%+v, %v", first, err)
	}
	ps[1].Tools = []string{"query"} // not read by the conversion
	if again, _ := c.convert(ps); &again[0] != &first[0] {
		t.Error("an equal list was converted again")
	}
	for _, change := range []func(*Provider){
		func(p *Provider) { p.Name = "files" },
		func(p *Provider) { p.Args = OptionsObject },
		func(p *Provider) { p.Prelude = "db.x = 1" },
		func(p *Provider) { p.ProxySource = "const db = {}" },
	} {
		ps := []Provider{{Name: "store"}, {Name: "db"}}
		if _, err := c.convert(ps); err != nil {
			t.Fatal(err)
		}
		change(&ps[1])
		got, err := c.convert(ps)
		if err != nil {
			t.Fatal(err)
		}
		want := Provider{Name: ps[1].Name, Args: ps[1].Args, Prelude: ps[1].Prelude, ProxySource: ps[1].ProxySource}
		if g := got[1]; g.Name != want.Name || g.Positional != (want.Args != OptionsObject) || g.Prelude != want.Prelude || g.ProxySource != want.ProxySource {
			t.Errorf("changed to %+v, converted %+v", want, g)
		}
	}
	for _, bad := range []string{"let", "store", "1x", "__dispatch"} {
		ps := []Provider{{Name: "store"}, {Name: "db"}}
		if _, err := c.convert(ps); err != nil {
			t.Fatal(err)
		}
		ps[1].Name = bad
		if _, err := c.convert(ps); err == nil {
			t.Errorf("provider %q accepted", bad)
		}
	}
}
