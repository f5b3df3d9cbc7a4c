package state

import (
	"context"
	"fmt"
	"slices"
)

// MovePool moves the puzzles kept under pool name from into pool to, after
// to's own and without a puzzle twice, and empties from: a pool renamed
// keeps its puzzles. The puzzles are copied before from is emptied, so an
// error between the two loses none (the next move copies the rest), and
// only the puzzles copied are removed from from: one added meanwhile stays
// for the next move.
func MovePool(ctx context.Context, st Store, from, to string) error {
	old, err := st.Pool(ctx, from)
	if err != nil || len(old) == 0 {
		return err
	}
	err = st.UpdatePool(ctx, to, func(rs *[]Ready) error {
		for _, r := range old {
			if !slices.ContainsFunc(*rs, func(x Ready) bool { return x.Puzzle == r.Puzzle }) {
				*rs = append(*rs, r)
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("moving pool %s to %s: %w", from, to, err)
	}
	err = st.UpdatePool(ctx, from, func(rs *[]Ready) error {
		*rs = slices.DeleteFunc(*rs, func(x Ready) bool {
			return slices.ContainsFunc(old, func(r Ready) bool { return r.Puzzle == x.Puzzle })
		})
		return nil
	})
	if err != nil {
		return fmt.Errorf("emptying pool %s moved to %s: %w", from, to, err)
	}
	return nil
}
