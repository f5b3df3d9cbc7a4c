package pgstore

import (
	"testing"

	"sudokubot/bot/state"
	"sudokubot/bot/state/statetest"
)

// TestState runs the state stores' suite with three handles on one
// database, as three replicas would have.
func TestState(t *testing.T) {
	statetest.Run(t, func(t *testing.T) []state.Store {
		url := migrated(t)
		var ss []state.Store
		for range 3 {
			ss = append(ss, open(t, url))
		}
		return ss
	})
}
