package telegram

import (
	"context"
	"encoding/json"
	"errors"
	"time"
)

// A Queue is the durable queue of updates the runtime works through: the
// updates received and not yet answered. Updates are written to it before
// Telegram is told they arrived (a webhook's 2xx, long polling's next
// offset), and removed only once answered, so that a crash or a restart
// loses none: at worst one is answered twice.
//
// Several runtimes, in one process or in many, may share one queue; each
// chat's updates are then handled by one of them at a time, in order.
// Every method is safe for concurrent use. bot/boltstore implements it
// for one process (a bbolt file), bot/pgstore for any number (PostgreSQL);
// bot/telegram/queuetest is the suite every implementation passes.
//
// The contract, in terms of the updates a queue holds: Enqueue adds some,
// Done removes one; an update is held from its Enqueue to its Done, and
// is either waiting or leased. A chat's updates are those with its Chat.
type Queue interface {
	// Enqueue stores updates, durably (committed, synced) and atomically:
	// when it returns nil every update is stored or refused as its
	// outcome says; when it returns an error nothing was stored, and the
	// caller gives them back to Telegram, which delivers them again.
	// It returns one outcome per update, in order:
	//
	//   - Duplicate: an update with the same ID was enqueued before (the
	//     same call included, and even if since done): nothing changes.
	//     A queue remembers at least the last 10,000 ids enqueued (it may
	//     forget older ones); Telegram delivers again only its last
	//     batch not yet confirmed.
	//   - Queued: the chat held fewer than chatLimit updates (waiting or
	//     leased, SlowDown ones included): the update is stored.
	//   - SlowDown: the chat held chatLimit updates or more and none of
	//     them is marked SlowDown: the update is stored marked SlowDown
	//     (the runtime asks the chat to slow down instead of handling
	//     it). The chat is flooding until that update is done.
	//   - Dropped: the chat held chatLimit updates or more, one of them
	//     marked SlowDown: the update is not stored (its ID is
	//     remembered as a Duplicate's would be).
	//
	// The counts are those of the queue as committed, whoever wrote it:
	// two Enqueues of the same chat at once, in any processes, give the
	// same outcomes as one after the other. chatLimit is 1 or more.
	Enqueue(ctx context.Context, updates []Update, chatLimit int) ([]Outcome, error)

	// Lease takes the next waiting update of a chat nobody holds, for
	// holder, until ttl (more than 0) from now, and reports true; it
	// reports false at once if there is none (Ready tells when to try
	// again). A chat is held from the lease of one of its updates until
	// that update is done or released, or its lease expires; while it
	// is held, no Lease returns another of its updates. A chat's next
	// update is its waiting one with the lowest ID. Of the chats not
	// held, Lease takes the one whose next update was enqueued first
	// (an update released or whose lease expired keeps its place). A
	// lease that expires leaves its update waiting, as it was, for any
	// holder; the expired lease is lost only once the update is leased
	// again.
	Lease(ctx context.Context, holder string, ttl time.Duration) (Lease, bool, error)

	// Ready returns a channel closed when a Lease that found nothing may
	// find something, or Waiting may have fallen: after an Enqueue
	// stores an update, a Done, a Release, a lease expiring, or any of
	// these in another process. It may be closed when there is
	// nothing after all, but an implementation that cannot be told of
	// another process's changes closes it within a second or so (a
	// poll). Take the channel before the Lease that finds nothing, then
	// wait on it, so that nothing in between is missed; take a new
	// channel each time.
	Ready() <-chan struct{}

	// Extend moves a lease's expiry to ttl from now. It returns an error
	// wrapping ErrLeaseLost, and changes nothing, if the update was done
	// or leased again since l was taken (an expired lease not yet taken
	// again is renewed).
	Extend(ctx context.Context, l Lease, ttl time.Duration) error

	// Done removes a leased update from the queue, durably, freeing its
	// chat: it was answered. It returns an error wrapping ErrLeaseLost,
	// and changes nothing, if the update was done or leased again since
	// l was taken.
	Done(ctx context.Context, l Lease) error

	// Release gives a leased update back untouched, freeing its chat: it
	// is the chat's next update again, in its place (it was not answered:
	// the runtime is stopping). ErrLeaseLost as for Done.
	Release(ctx context.Context, l Lease) error

	// Waiting returns the number of updates the queue holds, waiting or
	// leased, by whichever holder.
	Waiting(ctx context.Context) (int, error)

	// Health returns nil when the queue can store updates, or why not:
	// the last write failed (a full disk), the database cannot be
	// reached. It does not block.
	Health() error
}

// An Update is an update as the queue keeps it.
type Update struct {
	// ID is Telegram's update_id (more than 0), unique per bot.
	ID int
	// Chat is the chat the update belongs to (negative for groups).
	Chat int64
	// Raw is the update as Telegram sent it, JSON, kept byte for byte.
	Raw json.RawMessage
}

// An Outcome is what Enqueue did with an update.
type Outcome int

// The outcomes of Enqueue (Queue.Enqueue says when each happens).
const (
	Queued Outcome = iota + 1
	Duplicate
	SlowDown
	Dropped
)

func (o Outcome) String() string {
	switch o {
	case Queued:
		return "queued"
	case Duplicate:
		return "duplicate"
	case SlowDown:
		return "slow-down"
	case Dropped:
		return "dropped"
	}
	return "outcome?"
}

// A Lease is an update taken from a queue by a holder.
type Lease struct {
	Update
	// SlowDown marks the first update refused to a flooding chat: the
	// chat is asked to slow down instead of the update being handled.
	SlowDown bool
	// Holder is who took it (Lease's holder).
	Holder string
	// Token tells this taking of the update from any other, in the whole
	// queue: Extend, Done and Release act only on the update's latest
	// lease.
	Token int64
}

// ErrLeaseLost is wrapped by the errors of Extend, Done and Release for a
// lease that is no longer the update's: done, or leased again after it
// expired.
var ErrLeaseLost = errors.New("the lease is lost (the update was done, or leased again after the lease expired)")

// Menus remembers, for each private chat, the menu button set for it,
// so that it is set again only when it changes (MenuButton). Safe for
// concurrent use; bot/boltstore and bot/pgstore implement it.
type Menus interface {
	// Menu returns what SetMenu kept for chat, "" if nothing.
	Menu(ctx context.Context, chat int64) (string, error)
	// SetMenu keeps menu for chat; "" forgets it.
	SetMenu(ctx context.Context, chat int64, menu string) error
}
