package bot

import (
	"context"
	"errors"
	"fmt"

	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// The board (package bot/board) plays the chat's current puzzle, a
// game.Game, through the methods below.

// loadState reads a chat's state, returning the store's errors (loadChat
// logs and forgets them: the board must tell the person).
func (b *Bot) loadState(ctx context.Context, chat int64) (chatState, error) {
	s, err := b.state.Chat(ctx, chat)
	if err != nil {
		return chatState{}, fmt.Errorf("%w: %w", errMemory, err)
	}
	return s, nil
}

// Game returns the chat's current game (game.ErrNoGame when it has no puzzle).
func (b *Bot) Game(ctx context.Context, chat int64) (game.Game, error) {
	s, err := b.loadState(ctx, chat)
	if err != nil {
		return game.Game{}, err
	}
	if !s.HasPuzzle() {
		return game.Game{}, game.ErrNoGame
	}
	return game.Of(s), nil
}

// OpenGame makes puzzle the chat's current puzzle, as a puzzle sent in the
// chat would, and returns its game: the one in progress when it is already
// current, or the one put aside for it (state.Chat.SwapPuzzle).
func (b *Bot) OpenGame(ctx context.Context, chat int64, puzzle solver.Grid) (game.Game, error) {
	var g game.Game
	err := b.state.UpdateChat(ctx, chat, func(s *chatState) error {
		var err error
		g, err = game.Open(s, puzzle)
		return err
	})
	if err != nil {
		return game.Game{}, fmt.Errorf("%w: %w", errMemory, err)
	}
	return g, nil
}

// SaveGame records g as the chat's game if g.Version is the game's current
// version, and returns it with its new version. It returns game.ErrStale when
// the game changed since (another device saved, moves were typed in the
// chat, or another puzzle became current), and game.ErrNoGame without one.
func (b *Bot) SaveGame(ctx context.Context, chat int64, g game.Game) (game.Game, error) {
	var cur game.Game
	err := b.state.UpdateChat(ctx, chat, func(s *chatState) error {
		var err error
		cur, err = game.Save(s, g)
		return err
	})
	switch {
	case errors.Is(err, game.ErrStale):
		return cur, game.ErrStale
	case errors.Is(err, game.ErrNoGame):
		return game.Game{}, game.ErrNoGame
	case err != nil:
		return game.Game{}, fmt.Errorf("%w: %w", errMemory, err)
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

// FixedGame answers a game in progress read from a picture, g as read,
// that a person corrected on the board: fixed, with yours the cells of
// their own digits, in their private chat, as a correction by reply is
// answered (correctGame). The pencil marks read go with it while the
// chat still waits on that reading.
func (b *Bot) FixedGame(ctx context.Context, user int64, langCode string, g, fixed solver.Grid, yours [81]bool) {
	var layers state.Layers
	if old := b.pendingLayers(ctx, user, g); old != nil {
		layers = *old
	}
	whose := make(map[int]bool, 81)
	for i, y := range yours {
		whose[i] = y
	}
	b.regame(ctx, request{chat: user, lang: locale.Match(langCode)}, fixed, layers.Corrected(fixed, whose))
}

// withFix adds the "Fix in the board" button to a keyboard, when the
// board is served and the chat is private (as withPlay); layers, if any,
// say which digits are the person's, for a game in progress.
func (b *Bot) withFix(kb messenger.Keyboard, r request, g solver.Grid, doubtful []int, layers *state.Layers) messenger.Keyboard {
	if b.opts.WebAppURL == "" || r.group {
		return kb
	}
	var yours []int
	if layers != nil {
		yours = []int{}
		for i, mine := range layers.Yours {
			if mine && g[i] != 0 {
				yours = append(yours, i)
			}
		}
	}
	return append(kb, messenger.Row(messenger.Button{Text: catalog.For(r.lang).ButtonFix(), WebApp: game.FixURL(b.opts.WebAppURL, g, doubtful, yours, game.FixToken(b.opts.FixKey, r.chat, g))}))
}

// btnPlay is the label of the button that opens the board.
func btnPlay(lang locale.Lang) string { return catalog.For(lang).ButtonPlay() }

// withPlay adds a row with the Play button to a keyboard, when the board
// is served (Options.WebAppURL set) and the chat is private: Telegram
// takes web_app buttons only there (BUTTON_TYPE_INVALID in groups).
func (b *Bot) withPlay(kb messenger.Keyboard, r request, puzzle solver.Grid) messenger.Keyboard {
	return b.withBoard(kb, r, puzzle, btnPlay(r.lang))
}

// withBoard adds a row with a button labelled label that opens the board
// on puzzle, as withPlay.
func (b *Bot) withBoard(kb messenger.Keyboard, r request, puzzle solver.Grid, label string) messenger.Keyboard {
	if b.opts.WebAppURL == "" || r.group || puzzle == (solver.Grid{}) {
		return kb
	}
	return append(kb, messenger.Row(messenger.Button{Text: label, WebApp: game.PlayURL(b.opts.WebAppURL, puzzle)}))
}
