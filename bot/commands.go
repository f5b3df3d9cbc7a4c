package bot

import (
	"context"
	"strings"

	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/solver/locale"
)

// A command is one of the bot's commands: its name, what answers it, its
// line in Telegram's command menu and its line in /help, in each language
// (the catalog's). Routing, the menus registered with setMyCommands and
// /help are all made from commands, so they cannot disagree.
type command struct {
	name   string
	handle func(b *Bot, ctx context.Context, r request, m *messenger.Message, args string)
	// menu is the command's description in Telegram's menu; nil keeps it
	// out of the menu (and out of /help: /start).
	menu func(catalog.Replies) string
	// help is the command's line in /help, after "/name — ".
	help func(catalog.Replies) string
}

// commands returns the bot's commands, in the order of the menu and of
// /help. (A function, not a variable: /help is made from it.)
func commands() []command {
	return []command{
		{name: "hint", handle: (*Bot).cmdHint, menu: catalog.Replies.MenuHint, help: catalog.Replies.HelpLineHint},
		{name: "steps", handle: (*Bot).cmdSteps, menu: catalog.Replies.MenuSteps, help: catalog.Replies.HelpLineSteps},
		{name: "rate", handle: (*Bot).cmdRate, menu: catalog.Replies.MenuRate, help: catalog.Replies.HelpLineRate},
		{name: "check", handle: (*Bot).cmdCheck, menu: catalog.Replies.MenuCheck, help: catalog.Replies.HelpLineCheck},
		{name: "solve", handle: (*Bot).cmdSolve, menu: catalog.Replies.MenuSolve, help: catalog.Replies.HelpLineSolve},
		{
			name: "new",
			handle: func(b *Bot, ctx context.Context, r request, _ *messenger.Message, args string) {
				b.cmdNew(ctx, r, args)
			},
			menu: catalog.Replies.MenuNew,
			help: catalog.Replies.HelpLineNew,
		},
		{
			name: "practice",
			handle: func(b *Bot, ctx context.Context, r request, _ *messenger.Message, args string) {
				b.cmdPractice(ctx, r, args)
			},
			menu: catalog.Replies.MenuPractice,
			help: catalog.Replies.HelpLinePractice,
		},
		{
			name: "daily",
			handle: func(b *Bot, ctx context.Context, r request, _ *messenger.Message, args string) {
				b.cmdDaily(ctx, r, args)
			},
			menu: catalog.Replies.MenuDaily,
			help: catalog.Replies.HelpLineDaily,
		},
		{name: "count", handle: (*Bot).cmdCount, menu: catalog.Replies.MenuCount, help: catalog.Replies.HelpLineCount},
		{name: "top", handle: (*Bot).cmdTop, menu: catalog.Replies.MenuTop, help: catalog.Replies.HelpLineTop},
		{name: "stats", handle: (*Bot).cmdStats, menu: catalog.Replies.MenuStats, help: catalog.Replies.HelpLineStats},
		{name: "remind", handle: (*Bot).cmdRemind, menu: catalog.Replies.MenuRemind, help: catalog.Replies.HelpLineRemind},
		{name: "help", handle: (*Bot).cmdHelp, menu: catalog.Replies.MenuHelp, help: catalog.Replies.HelpLineHelp},
		{name: "start", handle: (*Bot).cmdStart},
	}
}

// commandNamed returns the command of a name, lower case, without its
// slash.
func commandNamed(name string) (command, bool) {
	for _, c := range commands() {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// Commands returns the command menus to register, one per language of
// locale.All(): English is the menu of every language without its own
// (language ""), the others are registered under their codes ("zh",
// "ru").
func Commands() []messenger.CommandSet {
	var sets []messenger.CommandSet
	for _, lang := range locale.All() {
		set := messenger.CommandSet{Language: lang.Code()}
		if lang == locale.English {
			set.Language = ""
		}
		c := catalog.For(lang)
		for _, cmd := range commands() {
			if cmd.menu != nil {
				set.Commands = append(set.Commands, messenger.Command{Command: cmd.name, Description: cmd.menu(c)})
			}
		}
		sets = append(sets, set)
	}
	return sets
}

func (b *Bot) cmdHelp(ctx context.Context, r request, _ *messenger.Message, _ string) {
	b.reply(ctx, r.chat, r.replyTo, helpText(r.lang)+"\n\n"+examplePuzzle)
}

// helpText is /help and /start: what the bot does, how to send a puzzle,
// the commands (from the table) and how to record one's progress.
func helpText(lang locale.Lang) string {
	c := catalog.For(lang)
	var sb strings.Builder
	sb.WriteString(c.HelpIntro())
	for _, cmd := range commands() {
		if cmd.help != nil {
			sb.WriteString("\n/" + cmd.name + " — " + cmd.help(c))
		}
	}
	sb.WriteString(c.HelpMoves())
	return sb.String()
}
