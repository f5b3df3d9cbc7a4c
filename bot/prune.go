package bot

import (
	"context"
	"time"

	"sudokubot/bot/clock"
)

// PruneState forgets, every interval until ctx ends, the chats not
// changed for maxAge and the daily puzzles of days before it, so that the
// store does not grow with every chat that ever wrote (state.Store.Prune).
// A chat forgotten has lost its current puzzle and games; its buttons
// still work (their data is self-contained). It logs what it pruned and
// its errors, and returns when ctx ends.
func (b *Bot) PruneState(ctx context.Context, maxAge, interval time.Duration) {
	for {
		n, before, err := b.pruneOnce(ctx, maxAge)
		switch {
		case ctx.Err() != nil:
			return
		case err != nil:
			b.log.Warn("pruning the chats' state", "err", err)
		case n > 0:
			b.log.Info("pruned the chats' state", "records", n, "unchanged_since", before.UTC().Format(time.DateOnly))
		}
		if clock.Sleep(ctx, interval) != nil {
			return
		}
	}
}

// pruneOnce prunes what was not changed since maxAge ago.
func (b *Bot) pruneOnce(ctx context.Context, maxAge time.Duration) (n int, before time.Time, err error) {
	before = b.now().Add(-maxAge)
	n, err = b.state.Prune(ctx, before)
	return n, before, err
}
