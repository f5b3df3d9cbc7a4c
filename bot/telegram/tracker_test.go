package telegram

import "testing"

// TestStateFile checks that updates handled but not confirmed before a
// crash are not answered again after a restart.
func TestStateFile(t *testing.T) {
	path := t.TempDir() + "/state"
	s, err := openState(path)
	if err != nil {
		t.Fatal(err)
	}
	tr := newTracker(s)
	fresh, _ := tr.admit([]int{10, 11, 12})
	if len(fresh) != 3 {
		t.Fatalf("admit: %v", fresh)
	}
	tr.finish(10)
	tr.finish(12) // 11 is still in hand when the process dies
	tr.confirmed(9)
	s.close()

	s2, err := openState(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.close()
	tr2 := newTracker(s2)
	if off := tr2.offset(); off != 1 && off != 10 {
		t.Errorf("offset after restart %d", off)
	}
	fresh, replayed := tr2.admit([]int{10, 11, 12, 13})
	if !equalInts(fresh, []int{11, 13}) || !equalInts(replayed, []int{10, 12}) {
		t.Errorf("after a restart: fresh %v, replayed %v; want [11 13] and [10 12]", fresh, replayed)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
