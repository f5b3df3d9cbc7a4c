package photo

import (
	"context"
	"errors"
	"fmt"

	"golang.org/x/sync/semaphore"
)

// ErrBudget is wrapped by the errors of [NewBudget] and of a [Budget] not
// made by it.
var ErrBudget = errors.New("invalid photo budget")

// A Budget is the memory that the decodes of a process may take together:
// each decode holds its estimated cost ([Header.Cost]) and what reading
// the picture takes besides (a copy of it, and the locator's working
// pictures) from before it starts until the reading is done, and waits, first come
// first served, while the others hold too much. The caller makes one
// with [NewBudget] for all its readers and passes it to
// [Reader.ReadWithin]; its zero value refuses every picture.
type Budget struct {
	sem  *semaphore.Weighted
	size int64
}

// readingBytes is what reading a grid takes besides the decoded picture
// (Reader.ReadImage): a turned-over copy of the picture for a dark one
// (px bytes), and the working pictures of the locator, at most 1280
// pixels wide (bitmaps, labels, an integral image: under 24 MB).
func readingBytes(px int64) int64 { return px + 24<<20 }

// MinBudget is the smallest [Budget]: the costliest picture accepted and
// its reading.
const MinBudget = MaxDecodeBytes + MaxPixels + 24<<20

// NewBudget returns a budget of size bytes. The size must be at least
// [MinBudget], so that each picture accepted can be read alone; the error
// wraps [ErrBudget].
func NewBudget(size int64) (*Budget, error) {
	if size < MinBudget {
		return nil, fmt.Errorf("%w: %d bytes, want at least MinBudget (%d)", ErrBudget, size, int64(MinBudget))
	}
	return &Budget{sem: semaphore.NewWeighted(size), size: size}, nil
}

// Size returns the budget's size in bytes.
func (b *Budget) Size() int64 {
	if b == nil {
		return 0
	}
	return b.size
}

// acquire waits until n bytes of the budget are free and takes them; the
// function returned gives them back. It returns ctx's error if ctx is
// done first.
func (b *Budget) acquire(ctx context.Context, n int64) (func(), error) {
	if err := b.valid(); err != nil {
		return nil, err
	}
	if n > b.size {
		// Callers check the per-picture limit first; never wait forever.
		return nil, fmt.Errorf("%w: %d bytes asked of %d", ErrBudget, n, b.size)
	}
	if err := b.sem.Acquire(ctx, n); err != nil {
		return nil, fmt.Errorf("waiting for memory to decode a picture: %w", err)
	}
	return func() { b.sem.Release(n) }, nil
}

// valid reports an error for a nil Budget or one not made by NewBudget.
func (b *Budget) valid() error {
	if b == nil || b.sem == nil {
		return fmt.Errorf("%w: a Budget not made by NewBudget", ErrBudget)
	}
	return nil
}
