// Package game is the game the chat and the board (package bot/board)
// share: the chat's current puzzle with the person's entries, as /check
// and /hint see them, plus what only the board keeps (pencil marks, undo
// history, timer), read from the chat's state (package bot/state); the
// engine's board of a person's position, their pencil marks included; a
// game finished on the board; and the board's links (to play a puzzle, to
// fix a grid read from a photo).
//
// The chat's state holds the game (state.Chat.Board), so the chat and the
// board play one game. A person's board is their private chat with the
// bot: its id is their user id.
package game

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/fnv"
	"net/url"
	"strconv"
	"strings"
	"time"

	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/logic"
	"sudokubot/solver/sharecode"
)

// A Game is a person's game as the board plays it.
type Game struct {
	Puzzle  solver.Grid // the givens; the zero Grid when there is none
	Entries solver.Grid // the person's digits in the empty cells
	// Marks holds each cell's pencil marks: bit d for digit d.
	Marks [81]uint16
	// History lists the board's moves, oldest first (opaque to the bot),
	// and Undone how many of the last ones were undone.
	History []string
	Undone  int
	// ElapsedMS is the time played, in milliseconds.
	ElapsedMS int64
	// Version is the chat's version (state.Chat.Version): a save must name
	// the version it changes.
	Version int64
	// HintStep counts the board's hints applied, and HintLevel is the
	// level of the hint it shows (0 for none), so it reopens there.
	HintStep, HintLevel int
	// Seen, if set, holds the chat's entries as the saver last saw them:
	// moves typed in the chat since make the save stale, even within one
	// version.
	Seen *solver.Grid
	// Saved is when the chat's state was last changed (a save, a move
	// typed in the chat), the zero Time if unknown: the board's finish
	// bounds its time by it.
	Saved time.Time
}

// Errors of the game accessors (bot.Bot's Game, OpenGame, SaveGame).
var (
	// ErrStale means a save named a version that is no longer the
	// game's: another device (or the chat) changed it since.
	ErrStale = errors.New("the game changed since it was loaded")
	// ErrNoGame means the chat has no current puzzle.
	ErrNoGame = errors.New("no current puzzle")
)

// Of returns the game held in a chat's state. Moves typed in the chat
// since the board last saved show as the current entries; the board's
// history then does not lead to them, which the board sees.
func Of(s state.Chat) Game {
	g := Game{Puzzle: s.Puzzle, Entries: s.Entries, Version: s.Version}
	if s.Changed != 0 {
		g.Saved = time.Unix(s.Changed, 0)
	}
	if bs := s.Board; bs != nil && bs.Puzzle == s.Puzzle {
		g.Marks, g.History, g.Undone, g.ElapsedMS = bs.Marks, bs.History, bs.Undone, bs.ElapsedMS
		g.HintStep, g.HintLevel = bs.HintStep, bs.HintLevel
		for i, v := range s.Entries {
			if v != 0 || s.Puzzle[i] != 0 {
				g.Marks[i] = 0
			}
		}
	}
	return g
}

// Own returns the entries outside the puzzle's givens.
func Own(puzzle, entries solver.Grid) solver.Grid {
	for i, v := range puzzle {
		if v != 0 {
			entries[i] = 0
		}
	}
	return entries
}

// Filled returns the cells the entries fill in the puzzle, its givens
// left out.
func Filled(puzzle, entries solver.Grid) [81]bool {
	var f [81]bool
	for i, v := range entries {
		f[i] = v != 0 && puzzle[i] == 0
	}
	return f
}

// InProgress reports whether grid holds every given of puzzle and more:
// a person's progress in it.
func InProgress(puzzle, grid solver.Grid) bool {
	more := false
	for i, v := range puzzle {
		if v != 0 && grid[i] != v {
			return false
		}
		more = more || v == 0 && grid[i] != 0
	}
	return more
}

// Open makes puzzle s's current puzzle, as a puzzle sent in the chat
// would, and returns its game: the one in progress when it is already
// current (then s is unchanged: state.ErrNoChange), or the one put aside
// for it (state.Chat.SwapPuzzle).
func Open(s *state.Chat, puzzle solver.Grid) (Game, error) {
	if s.Puzzle == puzzle {
		return Of(*s), state.ErrNoChange
	}
	s.SwapPuzzle(puzzle)
	if s.Board == nil {
		s.Board = &state.Board{Puzzle: puzzle}
	}
	// The version goes up with the puzzle: newer than any a page saw.
	s.Version++
	return Of(*s), nil
}

// Save records g as s's game if g.Version is the game's current version.
// It returns the game as it was, with ErrStale when it changed since
// (another device saved, moves were typed in the chat, or another puzzle
// became current), and ErrNoGame without one.
func Save(s *state.Chat, g Game) (Game, error) {
	if !s.HasPuzzle() {
		return Game{}, ErrNoGame
	}
	cur := Of(*s)
	if cur.Puzzle != g.Puzzle || cur.Version != g.Version || g.Seen != nil && Own(s.Puzzle, *g.Seen) != Own(s.Puzzle, s.Entries) {
		return cur, ErrStale
	}
	s.Version = g.Version + 1
	if s.Entries != g.Entries {
		// Another grid: the chat's hints start again from it.
		s.Entries, s.Step, s.Level = g.Entries, 0, 0
	}
	s.Board = &state.Board{Marks: g.Marks, History: g.History, Undone: g.Undone, ElapsedMS: g.ElapsedMS,
		HintStep: g.HintStep, HintLevel: g.HintLevel, Puzzle: g.Puzzle, Entries: g.Entries}
	return cur, nil
}

// A Finish is a game finished on the board, as the board's server checked
// it: the grid sent is the puzzle's solution, the player is the person
// whose checked initData sent it.
type Finish struct {
	Puzzle solver.Grid
	// ElapsedMS is the time played; Hints the hints applied, Mistakes
	// the wrong digits the board caught.
	ElapsedMS int64
	Hints     int
	Mistakes  int
	// FilledIn marks a game in which the board's "Fill in all candidates"
	// was used.
	FilledIn bool
	// Challenge is the challenge the board was opened from, as its link
	// carried it ("" for none).
	Challenge string
	At        time.Time
}

// PlayerBoard returns the engine's board for a person's position: the
// givens and their entries, and as candidates their own pencil marks
// where they made some (less what the filled cells rule out), the
// engine's candidates in the empty cells they left unmarked.
func PlayerBoard(puzzle, entries solver.Grid, marks [81]uint16) logic.Board {
	b := logic.NewBoard(puzzle, entries)
	for i, m := range marks {
		if b.Values[i] == 0 && m != 0 {
			b.Cands[i] &= logic.Digits(m)
		}
	}
	return b
}

// LostCandidate returns the first empty cell whose candidates lack its
// solution digit, or -1.
func LostCandidate(b *logic.Board, solution solver.Grid) int {
	for i, v := range b.Values {
		if v == 0 && !b.Cands[i].Has(int(solution[i])) {
			return i
		}
	}
	return -1
}

// Marks returns the board's pencil marks in the empty cells of a
// chat's current position, and whether there are any that the chat's
// hints should start from: the board saved them for this puzzle and for
// the entries the chat has (moves typed in the chat since may have made
// them stale).
func Marks(st state.Chat) ([81]uint16, bool) {
	bs := st.Board
	if !st.HasPuzzle() || bs == nil || bs.Puzzle != st.Puzzle || Own(st.Puzzle, bs.Entries) != Own(st.Puzzle, st.Entries) {
		return [81]uint16{}, false
	}
	marks := Of(st).Marks
	return marks, marks != [81]uint16{}
}

// MarksDigest returns a short digest of pencil marks, which a hint's
// callback carries to tell whether the marks it started from are still
// the chat's.
func MarksDigest(marks [81]uint16) uint16 {
	h := fnv.New32a()
	var buf [2 * 81]byte
	for i, m := range marks {
		buf[2*i], buf[2*i+1] = byte(m>>8), byte(m)
	}
	h.Write(buf[:])
	s := h.Sum32()
	return uint16(s ^ s>>16)
}

// FixToken signs a grid the bot read from a person's photo, for that
// person (their private chat's id): the board sends a corrected grid to
// the chat only with it.
func FixToken(key []byte, user int64, read solver.Grid) string {
	m := hmac.New(sha256.New, key)
	fmt.Fprintf(m, "fix\n%d\n%s", user, read.String())
	return hex.EncodeToString(m.Sum(nil)[:16])
}

// FixURL returns the address of the board that corrects a grid read from
// a photo, its doubtful cells marked, and token (FixToken): all of it in
// the link. For a game in progress, yours says which digits are the
// person's (nil for a puzzle; empty, a game with none of theirs).
func FixURL(base string, g solver.Grid, doubtful []int, yours []int, token string) string {
	u, err := url.Parse(base)
	if err != nil {
		return ""
	}
	q := u.Query()
	q.Set("fix", g.String())
	q.Set("t", token)
	if len(doubtful) > 0 {
		q.Set("d", cellList(doubtful))
	}
	if yours != nil {
		q.Set("y", cellList(yours))
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// cellList writes cells for a link: "3.17.40".
func cellList(cells []int) string {
	s := make([]string, len(cells))
	for i, c := range cells {
		s[i] = strconv.Itoa(c)
	}
	return strings.Join(s, ".")
}

// PlayURL returns the address of the board for a puzzle under base (the
// board's public URL): the puzzle travels in the link, as its code
// (package solver/sharecode), so an old message opens its own puzzle after
// a restart.
func PlayURL(base string, puzzle solver.Grid) string {
	u, err := url.Parse(base)
	if err != nil {
		return ""
	}
	q := u.Query()
	code, err := sharecode.Encode(puzzle)
	if err != nil {
		return ""
	}
	q.Set("p", code)
	u.RawQuery = q.Encode()
	return u.String()
}
