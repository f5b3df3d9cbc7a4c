// Package state holds what the bot keeps between updates: each chat's
// current puzzle, entries, hint position and board game, with the games it
// put aside (Chat); each person's finished puzzles, daily streak, hints
// taken and reminder (Person); the races posted for several people
// (Challenge); the pools of ready puzzles; the puzzles of the day. The
// conversation reaches it only through Store, whose every change is an
// atomic read-modify-write, so that any number of processes can share one
// store (bot/pgstore) as well as one process its own (bot/boltstore,
// NewMemory).
package state

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// A Store keeps the state of every chat, the pools and the daily puzzles.
// Its methods are safe for concurrent use, within one process and, for a
// shared store, across processes.
//
// The update functions given to UpdateChat and UpdatePool may be called
// more than once (a retried transaction): they must change nothing but
// the value they are given and variables they set afresh on each call,
// and must be quick: they run while the chat (or pool) is locked, so they
// do no I/O and send nothing. A reply that depends on a change is sent
// after UpdateChat returns.
type Store interface {
	// Chat returns the chat's state; the zero Chat when none is kept.
	Chat(ctx context.Context, chat int64) (Chat, error)
	// UpdateChat reads the chat's state, calls fn on it and keeps what
	// fn leaves, atomically: no other UpdateChat of the same chat comes
	// between the read and the write. An error from fn keeps nothing and
	// is returned as it is (ErrNoChange keeps nothing and returns nil).
	// The chat's version is kept by the store (Chat.Version).
	UpdateChat(ctx context.Context, chat int64, fn func(*Chat) error) error
	// Pool returns the puzzles kept ready under a pool's name, oldest
	// first.
	Pool(ctx context.Context, name string) ([]Ready, error)
	// UpdatePool changes a pool atomically, as UpdateChat a chat.
	UpdatePool(ctx context.Context, name string, fn func(*[]Ready) error) error
	// Daily returns the puzzle kept under a day's key, and false if none.
	Daily(ctx context.Context, key string) (Ready, bool, error)
	// KeepDaily keeps p under key unless a puzzle is kept there already,
	// and returns the one kept: two processes making the same day's
	// puzzle at once agree on one.
	KeepDaily(ctx context.Context, key string, p Ready) (Ready, error)
	// Person returns what is kept of a person (by Telegram user id); the
	// zero Person when nothing is.
	Person(ctx context.Context, user int64) (Person, error)
	// UpdatePerson changes a person's record atomically, as UpdateChat a
	// chat's. The store stamps Person.Changed and indexes
	// Person.NextReminder.
	UpdatePerson(ctx context.Context, user int64, fn func(*Person) error) error
	// DueReminders returns up to limit people whose NextReminder is set
	// and not after now, the earliest due first. A reminder is claimed by
	// moving NextReminder on with UpdatePerson: the caller whose update
	// moved it sends, so it goes out once however many processes ask.
	DueReminders(ctx context.Context, now time.Time, limit int) ([]int64, error)
	// Challenge returns a challenge by id, and false if none is kept.
	Challenge(ctx context.Context, id string) (Challenge, bool, error)
	// UpdateChallenge changes a challenge atomically, as UpdateChat a
	// chat; a new one starts as the zero Challenge. The store stamps
	// Changed, and Created on the first write, and indexes Chat. An id
	// that CheckChallengeID refuses is an error.
	UpdateChallenge(ctx context.Context, id string, fn func(*Challenge) error) error
	// Challenges returns up to limit challenges posted in a chat
	// (Challenge.Chat) and created at or after since, the newest first.
	Challenges(ctx context.Context, chat int64, since time.Time, limit int) ([]Challenge, error)
	// Prune forgets the chats, people and challenges not changed since
	// before and the daily puzzles kept before it, and returns how many
	// records went.
	Prune(ctx context.Context, before time.Time) (int, error)
}

// ErrNoChange, returned by an update function, keeps the value as it was
// without an error.
var ErrNoChange = errors.New("no change")

// A Chat is what the bot keeps of a chat: its current puzzle (the last one
// sent, generated or read), the person's entries in it, where they are in
// its hints, the board's game of it, and the games put aside for other
// puzzles. Commands sent without a puzzle or a reply act on the current
// puzzle. Buttons work without it: their callback data carries the
// puzzle, the cells filled in and the hint's place, so an old button
// still works after a restart (a hint from the board's pencil marks uses
// the marks while the chat has them, the grid alone otherwise).
//
// It is kept as JSON; a field added later reads as its zero value from an
// older record.
type Chat struct {
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
	// HintMarks says that Step and Level are along the path from the
	// board's pencil marks, those whose digest (as a hint's button
	// carries it) is HintDigest; hints from other marks start again.
	HintMarks  bool   `json:"hint_marks,omitempty"`
	HintDigest uint16 `json:"hint_digest,omitempty"`
	// At is when the current puzzle arrived (Unix seconds, 0 if unknown)
	// and Source how: the answers that do not show the grid name the
	// puzzle by them.
	At     int64  `json:"at,omitempty"`
	Source Source `json:"source,omitempty"`
	// Pending marks a puzzle read from a picture that the person has not
	// confirmed: corrections typed without a reply go to it.
	Pending bool `json:"pending,omitempty"`
	// Layers, with Pending, says that the grid read is a game in
	// progress: which of its digits are the person's own, and their
	// pencil marks. Confirmed, the grid less those digits is the puzzle.
	Layers *Layers `json:"layers,omitempty"`
	// Board holds what the board adds to the game.
	Board *Board `json:"board,omitempty"`
	// Version counts the changes of the puzzle and the entries (and the
	// board's saves): one counter per chat, never reset, so a save based
	// on an older state is told. The store keeps it: it goes up when an
	// update changes the puzzle or the entries, never down.
	Version int64 `json:"version,omitempty"`
	// Kept lists the games put aside for another puzzle, newest first, at
	// most KeptGames: an old message's Play button opens its puzzle where
	// the person left it (SwapPuzzle).
	Kept []Game `json:"kept,omitempty"`
	// Changed is when the chat was last changed (Unix seconds), set by
	// the store; Prune forgets chats by it.
	Changed int64 `json:"changed,omitempty"`
}

// A Source is how the chat's current puzzle arrived.
type Source uint8

const (
	FromText    Source = iota // the person sent it as text
	FromPicture               // read from the person's picture
	FromBot                   // given by the bot: /new, /practice, /daily
)

// Board is what the board adds to a chat's game.
type Board struct {
	// Marks holds each cell's pencil marks: bit d for digit d.
	Marks [81]uint16 `json:"marks"`
	// History lists the board's moves, oldest first (opaque to the bot),
	// and Undone how many of the last ones were undone.
	History []string `json:"history,omitempty"`
	Undone  int      `json:"undone,omitempty"`
	// ElapsedMS is the time played, in milliseconds.
	ElapsedMS int64 `json:"elapsed,omitempty"`
	// Version is the board's own counter of records written before the
	// chat's (Chat.Version); read only to carry it on.
	Version int64 `json:"version,omitempty"`
	// HintStep counts the board's hints applied, and HintLevel is the
	// level of the hint it shows (0 for none), so it reopens there.
	HintStep  int         `json:"hint_step,omitempty"`
	HintLevel int         `json:"hint_level,omitempty"`
	Puzzle    solver.Grid `json:"puzzle"`
	// Entries are the entries as the board last saved them: when the
	// chat's differ, moves were typed in the chat since.
	Entries solver.Grid `json:"entries"`
}

// Layers are the layers of a game in progress read from a picture, beside
// its printed givens.
type Layers struct {
	// Yours marks the cells that hold the person's own digits.
	Yours [81]bool `json:"yours"`
	// Marks holds the pencil marks read in the empty cells: bit d for
	// digit d.
	Marks [81]uint16 `json:"marks"`
}

// Split returns a grid read with these layers as its givens and the
// person's entries.
func (l *Layers) Split(g solver.Grid) (givens, entries solver.Grid) {
	for i, v := range g {
		if l.Yours[i] {
			entries[i] = v
		} else {
			givens[i] = v
		}
	}
	return givens, entries
}

// Corrected returns the layers of g, a correction of the grid these
// layers were read with: a cell emptied is no one's, a cell with a digit
// has no pencil marks, and whose says, of the cells it names, whether
// their digit is the person's; a digit written in a cell read empty is
// printed unless whose says otherwise.
func (l Layers) Corrected(g solver.Grid, whose map[int]bool) Layers {
	for i, v := range g {
		if v == 0 {
			l.Yours[i] = false
			continue
		}
		l.Marks[i] = 0
		if yours, ok := whose[i]; ok {
			l.Yours[i] = yours
		}
	}
	return l
}

// A Game is a game put aside: a puzzle with the person's entries and the
// board's part.
type Game struct {
	Puzzle  solver.Grid `json:"puzzle"`
	Entries solver.Grid `json:"entries"`
	Board   *Board      `json:"board,omitempty"`
}

// KeptGames is the number of games a chat keeps aside.
const KeptGames = 8

// HasPuzzle reports whether the chat has a current puzzle.
func (c *Chat) HasPuzzle() bool { return c.Puzzle != solver.Grid{} }

// hasMoves reports whether the current game has anything worth keeping.
func (c *Chat) hasMoves() bool {
	return c.HasPuzzle() && (c.Entries != solver.Grid{} || c.Board != nil && len(c.Board.History) > 0)
}

// SwapPuzzle makes puzzle the chat's current puzzle, putting the current
// game aside when it has moves, and taking up puzzle's game where it was
// left when one was put aside. It reports whether a kept game was taken
// up. The hint position starts again; At, Source and Pending are the
// caller's to set.
func (c *Chat) SwapPuzzle(puzzle solver.Grid) (resumed bool) {
	if c.Puzzle == puzzle {
		return false
	}
	kept := c.Kept
	if c.hasMoves() {
		kept = append([]Game{{Puzzle: c.Puzzle, Entries: c.Entries, Board: c.Board}}, removeGame(kept, c.Puzzle)...)
	}
	next := Chat{Puzzle: puzzle, Version: c.Version, Changed: c.Changed}
	for _, g := range kept {
		if g.Puzzle == puzzle {
			next.Entries, next.Board, resumed = g.Entries, g.Board, true
			break
		}
	}
	next.Kept = removeGame(kept, puzzle)
	if len(next.Kept) > KeptGames {
		next.Kept = next.Kept[:KeptGames]
	}
	*c = next
	return resumed
}

// removeGame returns gs without puzzle's game, in a new slice.
func removeGame(gs []Game, puzzle solver.Grid) []Game {
	out := make([]Game, 0, len(gs))
	for _, g := range gs {
		if g.Puzzle != puzzle {
			out = append(out, g)
		}
	}
	return out
}

// A Ready is a puzzle kept ready to send: it is unique and minimal, and
// its rating is known.
type Ready struct {
	Puzzle solver.Grid `json:"p"`
	Score  float64     `json:"s"`
	Level  logic.Level `json:"l"`
}

// ErrDecode is wrapped by the errors of reading back a stored record.
var ErrDecode = errors.New("unreadable state record")

// DecodeChat reads a chat's record as EncodeChat wrote it; an empty
// record is the zero Chat.
func DecodeChat(raw []byte) (Chat, error) {
	var c Chat
	if len(raw) == 0 {
		return c, nil
	}
	if err := json.Unmarshal(raw, &c); err != nil {
		return Chat{}, fmt.Errorf("%w: chat: %w", ErrDecode, err)
	}
	if c.Board != nil && c.Board.Version > c.Version {
		c.Version = c.Board.Version
	}
	if len(c.Kept) > KeptGames {
		c.Kept = c.Kept[:KeptGames]
	}
	return c, nil
}

// EncodeChat returns a chat's record.
func EncodeChat(c Chat) ([]byte, error) { return json.Marshal(c) }

// DecodePool reads a pool's record; an empty record is an empty pool.
func DecodePool(raw []byte) ([]Ready, error) {
	var rs []Ready
	if len(raw) == 0 {
		return nil, nil
	}
	if err := json.Unmarshal(raw, &rs); err != nil {
		return nil, fmt.Errorf("%w: pool: %w", ErrDecode, err)
	}
	return rs, nil
}

// EncodePool returns a pool's record; an empty pool is an empty record.
func EncodePool(rs []Ready) ([]byte, error) {
	if len(rs) == 0 {
		return nil, nil
	}
	return json.Marshal(rs)
}

// DecodeReady reads a daily puzzle's record.
func DecodeReady(raw []byte) (Ready, error) {
	var r Ready
	if err := json.Unmarshal(raw, &r); err != nil {
		return Ready{}, fmt.Errorf("%w: daily: %w", ErrDecode, err)
	}
	if r.Puzzle == (solver.Grid{}) {
		return Ready{}, fmt.Errorf("%w: daily: no puzzle", ErrDecode)
	}
	return r, nil
}

// EncodeReady returns a daily puzzle's record.
func EncodeReady(r Ready) ([]byte, error) { return json.Marshal(r) }

// ChangeChat is the read-modify-write of UpdateChat for the stores: it
// reads old (a record, nil for none), applies fn and returns the record
// to keep, or keep false when nothing is to be written (fn returned
// ErrNoChange). An unreadable record is started afresh, its version
// counted past (so that no page's save is taken for current); the error
// is not returned, a chat is never stuck on a bad record.
// now stamps Chat.Changed.
func ChangeChat(old []byte, now time.Time, fn func(*Chat) error) (record []byte, keep bool, err error) {
	before, derr := DecodeChat(old)
	if derr != nil {
		before = Chat{Version: 1}
	}
	c := before
	c.Kept = append([]Game(nil), before.Kept...)
	if err := fn(&c); err != nil {
		if errors.Is(err, ErrNoChange) {
			return nil, false, nil
		}
		return nil, false, err
	}
	// The version never goes back, and goes up when the puzzle or the
	// entries change (fn may have bumped it already, as a board's save
	// does).
	if c.Version <= before.Version && (c.Puzzle != before.Puzzle || c.Entries != before.Entries) {
		c.Version = before.Version + 1
	}
	c.Version = max(c.Version, before.Version)
	if c.Board != nil {
		c.Board.Version = 0
	}
	c.Changed = now.Unix()
	raw, err := EncodeChat(c)
	if err != nil {
		return nil, false, err
	}
	return raw, true, nil
}

// ChangePool is the read-modify-write of UpdatePool for the stores, as
// ChangeChat; an empty result is an empty record (a store deletes it).
func ChangePool(old []byte, fn func(*[]Ready) error) (record []byte, keep bool, err error) {
	rs, err := DecodePool(old)
	if err != nil {
		rs = nil // a damaged pool is refilled
	}
	if err := fn(&rs); err != nil {
		if errors.Is(err, ErrNoChange) {
			return nil, false, nil
		}
		return nil, false, err
	}
	raw, err := EncodePool(rs)
	return raw, err == nil, err
}
