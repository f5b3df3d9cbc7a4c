package pgstore

import (
	"slices"
	"sync"
	"testing"
	"time"

	"sudokubot/bot/telegram"
)

var _ telegram.SharedPace = (*Pace)(nil)

// TestPace: reservations from three handles at once (three replicas) get
// slots an interval apart at least, whatever their order; the first of a
// burst go at once.
func TestPace(t *testing.T) {
	url := migrated(t)
	const rate, burst, n = 50, 5, 40
	var paces []*Pace
	for range 3 {
		p, err := open(t, url).Pace("send", rate, burst)
		if err != nil {
			t.Fatal(err)
		}
		paces = append(paces, p)
	}
	slots := make([]time.Time, n)
	waits := make([]time.Duration, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { slots[i], waits[i], errs[i] = paces[i%3].reserve(t.Context()) })
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return slots[a].Compare(slots[b]) })
	iv := time.Second / rate
	for k := 1; k < n; k++ {
		if d := slots[order[k]].Sub(slots[order[k-1]]); d < iv {
			t.Errorf("slots %d and %d are %v apart, want %v at least", k-1, k, d, iv)
		}
	}
	zero := 0
	for _, i := range order[:burst] {
		if waits[i] == 0 {
			zero++
		}
	}
	if zero != burst {
		t.Errorf("%d of the first %d reservations go at once, want all (the burst)", zero, burst)
	}
	if _, err := paces[0].db.Pace("x", 0, 1); err == nil {
		t.Errorf("a pace of rate 0 accepted")
	}
}
