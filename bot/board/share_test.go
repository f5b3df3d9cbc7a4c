package board

import (
	"errors"
	"testing"
)

// TestEngineShare: one person with many pages open holds at most their
// share of the engine's slots, so another person is still served (issue
// 30, fault 7: one person took every slot and others got 503).
func TestEngineShare(t *testing.T) {
	for _, tc := range []struct {
		workers, person int
		wantShare       int
	}{
		{8, 0, 2},
		{4, 0, 1},
		{2, 0, 1},
		{1, 0, 1},
		{8, 3, 3},
		{2, 5, 2},
	} {
		h := newHarness(t, func(o *Options) { o.Workers, o.PersonWorkers = tc.workers, tc.person })
		s := h.board
		var releases []func()
		for {
			release, err := s.slot(1)
			if errors.Is(err, errBusy) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			releases = append(releases, release)
			if len(releases) > tc.workers {
				t.Fatalf("Workers %d: person 1 took %d slots", tc.workers, len(releases))
			}
		}
		if len(releases) != tc.wantShare {
			t.Errorf("Workers %d, PersonWorkers %d: one person took %d slots, want %d", tc.workers, tc.person, len(releases), tc.wantShare)
		}
		if tc.wantShare < tc.workers {
			release, err := s.slot(2)
			if err != nil {
				t.Errorf("Workers %d: another person refused (%v) while the first holds %d slots", tc.workers, err, len(releases))
			} else {
				release()
			}
		}
		for _, r := range releases {
			r()
		}
		if release, err := s.slot(1); err != nil {
			t.Errorf("Workers %d: after releasing, person 1 refused: %v", tc.workers, err)
		} else {
			release()
		}
		if len(s.holding) != 0 {
			t.Errorf("Workers %d: %d people still hold slots after releasing all", tc.workers, len(s.holding))
		}
	}
}
