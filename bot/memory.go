package bot

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"sudokubot/bot/messenger"
	"sudokubot/bot/reading"
	"sudokubot/bot/state"
	"sudokubot/solver"
)

// The bot's state (package state) is reached through Options.State: a
// chat's current puzzle, its entries and hint position, the board's game
// and the games put aside, all in one record changed atomically
// (state.Store.UpdateChat), so that a chat's state stays whole whichever
// door (the chat or the board) and whichever process changes it.

// chatState is what the bot keeps of a chat (state.Chat).
type chatState = state.Chat

// A source is how the chat's current puzzle arrived.
type source = state.Source

const (
	fromText    = state.FromText    // the person sent it as text
	fromPicture = state.FromPicture // read from the person's picture
	fromBot     = state.FromBot     // given by the bot: /new, /practice, /daily
)

// errMemory is wrapped by the errors of reading or writing a chat's state.
var errMemory = errors.New("chat memory")

// loadChat returns what the bot keeps of a chat: the zero chatState when
// it keeps nothing (or cannot read it, which it logs).
func (b *Bot) loadChat(ctx context.Context, chat int64) chatState {
	s, err := b.state.Chat(ctx, chat)
	if err != nil {
		b.log.Warn("cannot read a chat's state", "chat", chat, "err", fmt.Errorf("%w: %w", errMemory, err))
		return chatState{}
	}
	return s
}

// updateChat changes a chat's state atomically (state.Store.UpdateChat).
// A failure is logged, not returned: the answer the person is waiting for
// does not depend on it.
func (b *Bot) updateChat(ctx context.Context, chat int64, fn func(*chatState) error) {
	if err := b.state.UpdateChat(ctx, chat, fn); err != nil {
		b.log.Warn("cannot record a chat's state", "chat", chat, "err", fmt.Errorf("%w: %w", errMemory, err))
	}
}

// setCurrent makes puzzle the chat's current puzzle, whatever its verdict
// (proper, several solutions, none, givens that break the rules), with no
// hint shown yet: the game in progress is put aside (an old message's
// Play button opens it where it was left), and a game put aside for
// puzzle is taken up again. Setting the puzzle that is already current
// keeps the person's entries and hint position (and confirms it, if it
// was read from a picture).
func (b *Bot) setCurrent(ctx context.Context, chat int64, puzzle solver.Grid, from source) {
	b.putCurrent(ctx, chat, puzzle, from, false, nil)
}

// setPending makes a grid read from a picture, not confirmed yet, the
// chat's current puzzle; layers, when not nil, say it is a game in
// progress (the person's digits and pencil marks beside the givens).
func (b *Bot) setPending(ctx context.Context, chat int64, g solver.Grid, layers *state.Layers) {
	b.putCurrent(ctx, chat, g, fromPicture, true, layers)
}

func (b *Bot) putCurrent(ctx context.Context, chat int64, puzzle solver.Grid, from source, pending bool, layers *state.Layers) {
	if !pending {
		layers = nil
	}
	now := b.now().Unix()
	b.updateChat(ctx, chat, func(s *chatState) error {
		switch {
		case s.Puzzle == puzzle && s.Pending == pending && sameLayers(s.Layers, layers):
			return state.ErrNoChange
		case s.Puzzle == puzzle:
			s.Pending, s.Layers = pending, layers
			return nil
		}
		s.SwapPuzzle(puzzle)
		s.At, s.Source, s.Pending, s.Layers = now, from, pending, layers
		return nil
	})
}

func sameLayers(a, b *state.Layers) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

// pendingLayers returns the layers of the game in progress read from a
// picture whose grid g waits for confirmation in the chat, or nil.
func (b *Bot) pendingLayers(ctx context.Context, chat int64, g solver.Grid) *state.Layers {
	if st := b.loadChat(ctx, chat); st.Pending && st.Puzzle == g {
		return st.Layers
	}
	return nil
}

// pendingPicture returns the grid read from a picture that waits for
// corrections, when m holds corrections without replying to anything:
// they go to it until another puzzle arrives.
func (b *Bot) pendingPicture(ctx context.Context, chat int64, m *messenger.Message, text string) (solver.Grid, bool) {
	if m.ReplyTo != nil {
		return solver.Grid{}, false
	}
	if _, err := solver.ParseMoves(strings.TrimSpace(text)); err != nil {
		if _, _, ok := reading.ParseWhose(text); !ok {
			return solver.Grid{}, false
		}
	}
	st := b.loadChat(ctx, chat)
	if !st.Pending {
		return solver.Grid{}, false
	}
	return st.Puzzle, true
}
