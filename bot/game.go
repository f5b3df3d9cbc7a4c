package bot

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// The board (package bot/board) plays the chat's current puzzle: a Game is
// that puzzle with the person's entries, as /check and /hint see them, plus
// what only the board keeps (pencil marks, undo history, timer). It lives
// in the chat's state (chatState.Board), so the chat and the board share
// one game. A person's board is their private chat with the bot: its id is
// their user id.

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
	// Version is the chat's version (chatState.Version): a save must name
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

// boardState is what the board adds to a chat's state.
type boardState = state.Board

// Errors of the game accessors.
var (
	// ErrStale means a save named a version that is no longer the
	// game's: another device (or the chat) changed it since.
	ErrStale = errors.New("the game changed since it was loaded")
	// ErrNoGame means the chat has no current puzzle.
	ErrNoGame = errors.New("no current puzzle")
)

// loadState reads a chat's state, returning the store's errors (loadChat
// logs and forgets them: the board must tell the person).
func (b *Bot) loadState(ctx context.Context, chat int64) (chatState, error) {
	s, err := b.state.Chat(ctx, chat)
	if err != nil {
		return chatState{}, fmt.Errorf("%w: %w", errMemory, err)
	}
	return s, nil
}

// gameOf returns the game held in a chat's state. Moves typed in the chat
// since the board last saved show as the current entries; the board's
// history then does not lead to them, which the board sees.
func gameOf(s chatState) Game {
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

// own returns the entries outside the puzzle's givens.
func own(puzzle, entries solver.Grid) solver.Grid {
	for i, v := range puzzle {
		if v != 0 {
			entries[i] = 0
		}
	}
	return entries
}

// Game returns the chat's current game (ErrNoGame when it has no puzzle).
func (b *Bot) Game(ctx context.Context, chat int64) (Game, error) {
	s, err := b.loadState(ctx, chat)
	if err != nil {
		return Game{}, err
	}
	if !s.HasPuzzle() {
		return Game{}, ErrNoGame
	}
	return gameOf(s), nil
}

// OpenGame makes puzzle the chat's current puzzle, as a puzzle sent in the
// chat would, and returns its game: the one in progress when it is already
// current, or the one put aside for it (state.Chat.SwapPuzzle).
func (b *Bot) OpenGame(ctx context.Context, chat int64, puzzle solver.Grid) (Game, error) {
	var g Game
	err := b.state.UpdateChat(ctx, chat, func(s *chatState) error {
		if s.Puzzle == puzzle {
			g = gameOf(*s)
			return state.ErrNoChange
		}
		s.SwapPuzzle(puzzle)
		if s.Board == nil {
			s.Board = &boardState{Puzzle: puzzle}
		}
		// The version goes up with the puzzle: newer than any a page saw.
		s.Version++
		g = gameOf(*s)
		return nil
	})
	if err != nil {
		return Game{}, fmt.Errorf("%w: %w", errMemory, err)
	}
	return g, nil
}

// SaveGame records g as the chat's game if g.Version is the game's current
// version, and returns it with its new version. It returns ErrStale when
// the game changed since (another device saved, moves were typed in the
// chat, or another puzzle became current), and ErrNoGame without one.
func (b *Bot) SaveGame(ctx context.Context, chat int64, g Game) (Game, error) {
	var cur Game
	err := b.state.UpdateChat(ctx, chat, func(s *chatState) error {
		if !s.HasPuzzle() {
			return ErrNoGame
		}
		cur = gameOf(*s)
		if cur.Puzzle != g.Puzzle || cur.Version != g.Version || g.Seen != nil && own(s.Puzzle, *g.Seen) != own(s.Puzzle, s.Entries) {
			return ErrStale
		}
		s.Version = g.Version + 1
		if s.Entries != g.Entries {
			// Another grid: the chat's hints start again from it.
			s.Entries, s.Step, s.Level = g.Entries, 0, 0
		}
		s.Board = &boardState{Marks: g.Marks, History: g.History, Undone: g.Undone, ElapsedMS: g.ElapsedMS,
			HintStep: g.HintStep, HintLevel: g.HintLevel, Puzzle: g.Puzzle, Entries: g.Entries}
		return nil
	})
	switch {
	case errors.Is(err, ErrStale):
		return cur, ErrStale
	case errors.Is(err, ErrNoGame):
		return Game{}, ErrNoGame
	case err != nil:
		return Game{}, fmt.Errorf("%w: %w", errMemory, err)
	}
	g.Version++
	g.Seen = &g.Entries
	return g, nil
}

// Allowed reports whether the bot answers a chat (Options.AllowedChats).
func (b *Bot) Allowed(chat int64) bool { return b.isAllowed(chat) }

// FixedPuzzle answers a grid a person corrected on the board (a photo's
// grid as read) in their private chat, as a typed puzzle is answered.
func (b *Bot) FixedPuzzle(ctx context.Context, user int64, langCode string, g solver.Grid) {
	b.solveGrid(ctx, request{chat: user, lang: locale.Match(langCode)}, g)
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
// the link.
func FixURL(base string, g solver.Grid, doubtful []int, token string) string {
	u, err := url.Parse(base)
	if err != nil {
		return ""
	}
	q := u.Query()
	q.Set("fix", g.String())
	q.Set("t", token)
	if len(doubtful) > 0 {
		cells := make([]string, len(doubtful))
		for i, c := range doubtful {
			cells[i] = strconv.Itoa(c)
		}
		q.Set("d", strings.Join(cells, "."))
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// withFix adds the "Fix in the board" button to a keyboard, when the
// board is served and the chat is private (as withPlay).
func (b *Bot) withFix(kb messenger.Keyboard, r request, g solver.Grid, doubtful []int) messenger.Keyboard {
	if b.opts.WebAppURL == "" || r.group {
		return kb
	}
	return append(kb, messenger.Row(messenger.Button{Text: catalog.For(r.lang).ButtonFix(), WebApp: FixURL(b.opts.WebAppURL, g, doubtful, FixToken(b.opts.FixKey, r.chat, g))}))
}

// btnPlay is the label of the button that opens the board.
func btnPlay(lang locale.Lang) string { return catalog.For(lang).ButtonPlay() }

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
	q.Set("p", codeOf(puzzle))
	u.RawQuery = q.Encode()
	return u.String()
}

// withPlay adds a row with the Play button to a keyboard, when the board
// is served (Options.WebAppURL set) and the chat is private: Telegram
// takes web_app buttons only there (BUTTON_TYPE_INVALID in groups).
func (b *Bot) withPlay(kb messenger.Keyboard, r request, puzzle solver.Grid) messenger.Keyboard {
	if b.opts.WebAppURL == "" || r.group || puzzle == (solver.Grid{}) {
		return kb
	}
	return append(kb, messenger.Row(messenger.Button{Text: btnPlay(r.lang), WebApp: PlayURL(b.opts.WebAppURL, puzzle)}))
}
