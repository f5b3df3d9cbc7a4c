package bot

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"sudokubot/bot/messenger"
	"sudokubot/solver"
)

// Memory is what the bot remembers between updates: small values under
// string keys. The runtime backs it with its durable store, so a chat's
// current puzzle survives a restart; without one, the bot keeps a bounded
// map in memory (newMapMemory).
//
// Keys are namespaced by their first segment: "chat/<id>" holds a chat's
// state (chatState), "pool/<name>" a pool of ready puzzles, "games/<id>"
// and "game/<id>/<puzzle>" the board's games put aside (game.go). Values
// are at most a few kilobytes.
type Memory interface {
	// Get returns the value under key, or nil and no error when there is
	// none.
	Get(ctx context.Context, key string) ([]byte, error)
	// Put stores value under key; a nil value deletes the key.
	Put(ctx context.Context, key string, value []byte) error
}

// mapMemory is a Memory in this process, bounded to the most recently used
// keys: what a chat remembers is lost on restart, but memory stays bounded
// under any number of chats.
type mapMemory struct{ values *lru[string, []byte] }

// newMapMemory returns a Memory in this process that keeps at most max
// keys.
func newMapMemory(max int) Memory { return mapMemory{values: newLRU[string, []byte](max)} }

func (m mapMemory) Get(_ context.Context, key string) ([]byte, error) {
	v, _ := m.values.get(key)
	return v, nil
}

func (m mapMemory) Put(_ context.Context, key string, value []byte) error {
	if value == nil {
		m.values.remove(key)
		return nil
	}
	m.values.put(key, value)
	return nil
}

// A chatState is what the bot remembers of a chat: its current puzzle (the
// last one sent, generated or read), the person's entries in it, and where
// they are in its hints. Commands sent without a puzzle or a reply act on
// it. Buttons do not depend on it: their callback data stays
// self-contained, so an old button still works after a restart.
//
// It is stored as JSON; a field added later reads as its zero value from
// an older record.
type chatState struct {
	// Puzzle holds the current puzzle's givens; the zero grid means none.
	Puzzle solver.Grid `json:"puzzle"`
	// Entries holds the digits the person entered in the puzzle's empty
	// cells (0 for none).
	Entries solver.Grid `json:"entries"`
	// Step is the index, along the puzzle's explained path, of the step
	// the person's hints have reached, and Level the hint level shown for
	// it (0 when no hint was asked).
	Step  int `json:"step"`
	Level int `json:"level"`
	// At is when the current puzzle arrived (Unix seconds, 0 if unknown)
	// and Source how (sent, read from a picture, given by the bot): the
	// answers that do not show the grid name the puzzle by them.
	At     int64  `json:"at,omitempty"`
	Source source `json:"source,omitempty"`
	// Pending marks a puzzle read from a picture that the person has not
	// confirmed: corrections typed without a reply go to it.
	Pending bool `json:"pending,omitempty"`
	// Board holds what the board adds to the game (see game.go).
	Board *boardState `json:"board,omitempty"`
	// Version counts the changes of the puzzle and the entries (and the
	// board's saves): one counter per chat, never reset, so a save based
	// on an older state is told (storeState bumps it).
	Version int64 `json:"version,omitempty"`
}

// chatLocks serialise each chat's read-modify-write of its state, in the
// chat and in the board alike: a chat's lock is held from loading its
// state to saving it (lockChat). Chats share a lock only by their stripe.
type chatLocks [64]sync.Mutex

// lockChat locks a chat's state and returns its unlock.
func (b *Bot) lockChat(chat int64) (unlock func()) {
	m := &b.locks[uint64(chat)%uint64(len(b.locks))]
	m.Lock()
	return m.Unlock
}

// A source is how the chat's current puzzle arrived.
type source uint8

const (
	fromText    source = iota // the person sent it as text
	fromPicture               // read from the person's picture
	fromBot                   // given by the bot: /new, /practice, /daily
)

// hasPuzzle reports whether the chat has a current puzzle.
func (s chatState) hasPuzzle() bool { return s.Puzzle != solver.Grid{} }

// errMemory is wrapped by the errors of reading or writing a chat's state.
var errMemory = errors.New("chat memory")

func chatKey(chat int64) string { return "chat/" + strconv.FormatInt(chat, 10) }

// loadChat returns what the bot remembers of a chat: the zero chatState
// when it remembers nothing (or cannot read it, which it logs).
func (b *Bot) loadChat(ctx context.Context, chat int64) chatState {
	var s chatState
	raw, err := b.memory.Get(ctx, chatKey(chat))
	if err == nil && raw != nil {
		err = json.Unmarshal(raw, &s)
	}
	if err != nil {
		b.log.Warn("cannot read a chat's state", "chat", chat, "err", fmt.Errorf("%w: %w", errMemory, err))
		return chatState{}
	}
	return s
}

// saveChat records a chat's state. A failure is logged, not returned: the
// answer the person is waiting for does not depend on it.
// Its caller holds the chat's lock (lockChat).
func (b *Bot) saveChat(ctx context.Context, chat int64, s chatState) {
	if err := b.storeState(ctx, chat, &s); err != nil {
		b.log.Warn("cannot record a chat's state", "chat", chat, "err", err)
	}
}

// setCurrent makes puzzle the chat's current puzzle, whatever its verdict
// (proper, several solutions, none, givens that break the rules), with no
// entries and no hint shown yet. Setting the puzzle that is already
// current keeps the person's entries and hint position (and confirms it,
// if it was read from a picture).
func (b *Bot) setCurrent(ctx context.Context, chat int64, puzzle solver.Grid, from source) {
	b.putCurrent(ctx, chat, puzzle, from, false)
}

// setPending makes a grid read from a picture, not confirmed yet, the
// chat's current puzzle.
func (b *Bot) setPending(ctx context.Context, chat int64, g solver.Grid) {
	b.putCurrent(ctx, chat, g, fromPicture, true)
}

func (b *Bot) putCurrent(ctx context.Context, chat int64, puzzle solver.Grid, from source, pending bool) {
	defer b.lockChat(chat)()
	s := b.loadChat(ctx, chat)
	if s.Puzzle == puzzle && s.Pending == pending {
		return
	}
	if s.Puzzle == puzzle {
		s.Pending = pending
		b.saveChat(ctx, chat, s)
		return
	}
	b.saveChat(ctx, chat, chatState{Puzzle: puzzle, At: b.pools.opts.now().Unix(), Source: from, Pending: pending})
}

// pendingPicture returns the grid read from a picture that waits for
// corrections, when m holds corrections without replying to anything:
// they go to it until another puzzle arrives.
func (b *Bot) pendingPicture(ctx context.Context, chat int64, m *messenger.Message, text string) (solver.Grid, bool) {
	if m.ReplyTo != nil {
		return solver.Grid{}, false
	}
	if _, err := solver.ParseMoves(strings.TrimSpace(text)); err != nil {
		return solver.Grid{}, false
	}
	st := b.loadChat(ctx, chat)
	if !st.Pending {
		return solver.Grid{}, false
	}
	return st.Puzzle, true
}
