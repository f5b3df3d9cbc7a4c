package bot

import (
	"context"
	"strings"

	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/bot/verdict"
	"sudokubot/solver"
	"sudokubot/solver/sharecode"
)

// A puzzle leaves the bot's chat as its code (package solver/sharecode):
// the Share button under a puzzle puts it in an inline query (package bot/inline),
// and the links inline results carry open it in the bot's chat
// (https://t.me/<bot>?start=<code>, /start <code>) or on the board
// (?startapp=<code>, the board's start_param). What follows an underscore
// in a start parameter is not the code's (a challenge's id).

// cmdStart answers /start: with a puzzle's code (or its 81 digits), as if
// the puzzle had been sent as text; without, with /help.
func (b *Bot) cmdStart(ctx context.Context, r request, m *messenger.Message, args string) {
	param := strings.TrimSpace(args)
	if param == "" {
		b.cmdHelp(ctx, r, m, args)
		return
	}
	code, _ := sharecode.Split(param)
	g, err := sharecode.Decode(code)
	if err != nil {
		if len(code) == 81 && isPuzzle(code) {
			b.solve(ctx, withSource(r, fromText), code) // an old link's 81 digits
			return
		}
		b.reply(ctx, r.chat, r.replyTo, verdict.BadCode(err, r.lang))
		return
	}
	b.solve(ctx, withSource(r, fromText), g.String())
}

// withShare adds the Share button to a puzzle's keyboard: beside the Play
// button when there is one, else on a row of its own. It needs the bot's
// username (inline mode is @username …).
func (b *Bot) withShare(kb messenger.Keyboard, r request, puzzle solver.Grid) messenger.Keyboard {
	code := sharecode.Code(puzzle)
	if b.opts.Username == "" || code == "" || puzzle == (solver.Grid{}) {
		return kb
	}
	btn := messenger.Button{Text: catalog.For(r.lang).ButtonShare(), SwitchInline: code}
	if n := len(kb); n > 0 && len(kb[n-1]) == 1 && (kb[n-1][0].WebApp != "" || kb[n-1][0].URL != "") {
		last := append(append([]messenger.Button(nil), kb[n-1]...), btn)
		return append(kb[:n-1:n-1], last)
	}
	return append(kb, messenger.Row(btn))
}
