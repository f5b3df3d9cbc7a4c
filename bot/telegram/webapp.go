package telegram

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"sudokubot/bot/messenger"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// The client library predates Mini Apps: buttons that open one (web_app)
// and the chat menu button are sent here as plain Bot API parameters.

// A MenuButton is the button beside a private chat's message field that
// opens a Mini App (setChatMenuButton, for every private chat). One with
// no URL puts Telegram's default back (the board no longer served).
type MenuButton struct {
	Text string // the button's label, for every chat (Telegram's default)
	URL  string // the Mini App's HTTPS URL
	// Chats, if set, are the only private chats that get the button (the
	// bot answers only them); the others keep the default one.
	Chats []int64
	// Label, if set, is the label in a person's language (their
	// language_code, as Telegram sends it). A private chat whose person's
	// label differs from Text gets its own button when the bot handles
	// its update, once: the label and URL set are remembered in the store
	// (Menus), and set again only when they change, or put back to the
	// default once the board is no longer served. Optional.
	Label func(languageCode string) string
}

// menuState is what Menus keeps of a private chat's menu button as set
// for it: its label and URL, on two lines.
func menuState(label, url string) string { return label + "\n" + url }

// webAppButton is an inline button as the Bot API takes it, web_app
// included.
type webAppButton struct {
	Text   string      `json:"text"`
	Data   string      `json:"callback_data,omitempty"`
	URL    string      `json:"url,omitempty"`
	WebApp *webAppInfo `json:"web_app,omitempty"`
	// SwitchInline is switch_inline_query: a pointer, as "" is a value.
	SwitchInline *string `json:"switch_inline_query,omitempty"`
}

type webAppInfo struct {
	URL string `json:"url"`
}

// sendMarkup returns a keyboard for a message being sent: the library's,
// or, when a button opens a Mini App, the Bot API's own form.
func sendMarkup(kb messenger.Keyboard) any {
	hasWebApp := false
	for _, row := range kb {
		for _, b := range row {
			hasWebApp = hasWebApp || b.WebApp != ""
		}
	}
	if !hasWebApp {
		if m := markup(kb); m != nil {
			return m
		}
		return nil
	}
	rows := make([][]webAppButton, 0, len(kb))
	for _, row := range kb {
		r := make([]webAppButton, 0, len(row))
		for _, b := range row {
			wb := webAppButton{Text: b.Text, Data: b.Data, URL: b.URL}
			switch {
			case b.WebApp != "":
				wb = webAppButton{Text: b.Text, WebApp: &webAppInfo{URL: b.WebApp}}
			case b.SwitchInline != "":
				wb = webAppButton{Text: b.Text, SwitchInline: &b.SwitchInline}
			}
			r = append(r, wb)
		}
		rows = append(rows, r)
	}
	return map[string]any{"inline_keyboard": rows}
}

// setMenuButton sets the menu button of every private chat, or of each
// of mb.Chats (in the language it was last set in for that chat).
func (rt *Runtime) setMenuButton(ctx context.Context) {
	mb := rt.opts.MenuButton
	if mb == nil {
		return
	}
	if len(mb.Chats) == 0 {
		rt.setChatMenu(ctx, 0, mb.Text, mb.URL)
		return
	}
	for _, chat := range mb.Chats {
		if chat <= 0 { // a private chat's id is its person's
			continue
		}
		label := mb.Text
		if old, err := rt.menus.Menu(ctx, chat); err == nil && old != "" {
			if l, u, _ := strings.Cut(old, "\n"); u == mb.URL {
				label = l
			}
		}
		if rt.setChatMenu(ctx, chat, label, mb.URL) {
			rt.rememberMenu(ctx, chat, label, mb.URL)
		}
	}
}

// chatMenu gives a private chat the menu button in its person's language
// (MenuButton.Label), unless it already has it.
func (rt *Runtime) chatMenu(ctx context.Context, u *messenger.Update) {
	mb := rt.opts.MenuButton
	chat, from := u.Chat()
	if mb == nil || mb.Label == nil || chat.Type != "private" || chat.ID <= 0 || len(mb.Chats) > 0 && !slices.Contains(mb.Chats, chat.ID) {
		return
	}
	old, err := rt.menus.Menu(ctx, chat.ID)
	if err != nil {
		return
	}
	label := mb.Label(from.LanguageCode)
	switch {
	case mb.URL == "" && old == "", mb.URL != "" && old == "" && label == mb.Text && len(mb.Chats) == 0:
		return // the default serves it
	case mb.URL != "" && old == menuState(label, mb.URL):
		return // set before
	}
	if rt.setChatMenu(ctx, chat.ID, label, mb.URL) {
		rt.rememberMenu(ctx, chat.ID, label, mb.URL)
	}
}

// rememberMenu records the button set for a chat (none for the default).
func (rt *Runtime) rememberMenu(ctx context.Context, chat int64, label, url string) {
	var v string
	if url != "" {
		v = menuState(label, url)
	}
	if err := rt.menus.SetMenu(ctx, chat, v); err != nil {
		rt.log.Warn("could not remember a chat's menu button; it will be set again", "chat", chat, "err", err)
	}
}

// setChatMenu sets a chat's menu button (chat 0: the default for
// every private chat) to open the Mini App at url with a label, or, with
// no url, back to Telegram's default. It reports whether it did.
func (rt *Runtime) setChatMenu(ctx context.Context, chat int64, label, url string) bool {
	raw, _ := json.Marshal(map[string]any{"type": "web_app", "text": label, "web_app": webAppInfo{URL: url}})
	if url == "" {
		raw, _ = json.Marshal(map[string]any{"type": "default"})
	}
	params := tgbotapi.Params{"menu_button": string(raw)}
	if chat != 0 {
		params.AddNonZero64("chat_id", chat)
	}
	err := rt.send.do(ctx, target{chat: chat}, "setChatMenuButton", func(ctx context.Context) error {
		_, err := rt.send.api.Call(ctx, "setChatMenuButton", params)
		return err
	})
	if err != nil {
		if !errors.Is(err, context.Canceled) {
			rt.log.Warn("could not set the chat menu button", "chat", chat, "err", err)
		}
		return false
	}
	return true
}
