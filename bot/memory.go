package bot

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

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
	// Board holds what the board adds to the game (see game.go).
	Board *boardState `json:"board,omitempty"`
}

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
func (b *Bot) saveChat(ctx context.Context, chat int64, s chatState) {
	raw, err := json.Marshal(s)
	if err == nil {
		err = b.memory.Put(ctx, chatKey(chat), raw)
	}
	if err != nil {
		b.log.Warn("cannot record a chat's state", "chat", chat, "err", fmt.Errorf("%w: %w", errMemory, err))
	}
}

// setCurrent makes puzzle the chat's current puzzle, with no entries and
// no hint shown yet. Setting the puzzle that is already current keeps the
// person's entries and hint position.
func (b *Bot) setCurrent(ctx context.Context, chat int64, puzzle solver.Grid) {
	if s := b.loadChat(ctx, chat); s.Puzzle == puzzle {
		return
	}
	b.saveChat(ctx, chat, chatState{Puzzle: puzzle})
}
