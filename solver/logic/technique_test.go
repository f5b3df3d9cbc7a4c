package logic

import (
	"regexp"
	"testing"
)

// TestDescriptors checks that each technique has one descriptor in the
// ladder, with a stable key of lower-case ASCII that ByKey reads back, its
// own; a tier that never goes down along the ladder; a family, a drawing
// rule, a score and a finder (but a trial's).
func TestDescriptors(t *testing.T) {
	keyForm := regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)
	ids, keys := map[string]bool{}, map[string]bool{}
	ts := Techniques()
	if len(ts) != int(numTechniques)-1 || ts[0] != FullHouse || ts[len(ts)-1] != Trial {
		t.Fatalf("Techniques() = %v, want every technique once, FullHouse … Trial", ts)
	}
	for tech := FullHouse; tech < numTechniques; tech++ {
		if descriptors[tech] == nil || descriptors[tech].tech != tech {
			t.Fatalf("%v has no descriptor in the ladder", tech)
		}
	}
	for i, tech := range ts {
		d := descriptors[tech]
		if !keyForm.MatchString(tech.Key()) {
			t.Errorf("%v: key %q is not lower-case ASCII words joined by hyphens", tech, tech.Key())
		}
		if got, ok := ByKey(tech.Key()); got != tech || !ok {
			t.Errorf("ByKey(%q) = %v, %v; want %v", tech.Key(), got, ok, tech)
		}
		if keys[d.key] || ids[d.id] {
			t.Errorf("%v: key %q or id %q taken twice", tech, d.key, d.id)
		}
		keys[d.key], ids[d.id] = true, true
		if tech.Order() != i+1 {
			t.Errorf("%v: order %d, but %d in the ladder", tech, tech.Order(), i+1)
		}
		if i > 0 && tech.Tier() < ts[i-1].Tier() {
			t.Errorf("%v: tier %d after %v's %d", tech, tech.Tier(), ts[i-1], ts[i-1].Tier())
		}
		if tech.Tier() == 0 || tech.Family() == 0 || tech.Draws() == 0 || d.base <= 0 {
			t.Errorf("%v: tier %d, family %d, drawing %d, base score %v: want each set", tech, tech.Tier(), tech.Family(), tech.Draws(), d.base)
		}
		if (d.find == nil) != (tech == Trial) {
			t.Errorf("%v: finder set %v", tech, d.find != nil)
		}
	}
	for _, key := range []string{"", "X-Wing", "xwing", "Hidden Single"} {
		if tech, ok := ByKey(key); ok {
			t.Errorf("ByKey(%q) = %v, want none", key, tech)
		}
	}
	if Technique(0).Key() != "" || numTechniques.Key() != "" {
		t.Error("a value that is no technique has a key")
	}
}
