package telegram

import (
	"context"
	"encoding/json"
	"errors"
	"sudokubot/bot/messenger"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// The client library predates Mini Apps: buttons that open one (web_app)
// and the chat menu button are sent here as plain Bot API parameters.

// A MenuButton is the button beside a private chat's message field that
// opens a Mini App (setChatMenuButton, for every private chat). One with
// no URL puts Telegram's default back (the board no longer served).
type MenuButton struct {
	Text string // the button's label
	URL  string // the Mini App's HTTPS URL
	// Chats, if set, are the only private chats that get the button (the
	// bot answers only them); the others keep the default one.
	Chats []int64
}

// webAppButton is an inline button as the Bot API takes it, web_app
// included.
type webAppButton struct {
	Text   string      `json:"text"`
	Data   string      `json:"callback_data,omitempty"`
	URL    string      `json:"url,omitempty"`
	WebApp *webAppInfo `json:"web_app,omitempty"`
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
			if b.WebApp != "" {
				wb = webAppButton{Text: b.Text, WebApp: &webAppInfo{URL: b.WebApp}}
			}
			r = append(r, wb)
		}
		rows = append(rows, r)
	}
	return map[string]any{"inline_keyboard": rows}
}

// setMenuButton sets the menu button of every private chat, or of each
// of mb.Chats.
func (rt *Runtime) setMenuButton(ctx context.Context) {
	mb := rt.opts.MenuButton
	if mb == nil {
		return
	}
	raw, _ := json.Marshal(map[string]any{"type": "web_app", "text": mb.Text, "web_app": webAppInfo{URL: mb.URL}})
	if mb.URL == "" {
		raw, _ = json.Marshal(map[string]any{"type": "default"})
	}
	set := func(chat int64) {
		params := tgbotapi.Params{"menu_button": string(raw)}
		if chat != 0 {
			params.AddNonZero64("chat_id", chat)
		}
		err := rt.send.do(ctx, target{chat: chat}, "setChatMenuButton", func(ctx context.Context) error {
			_, err := rt.send.api.Call(ctx, "setChatMenuButton", params)
			return err
		})
		if err != nil && !errors.Is(err, context.Canceled) {
			rt.log.Warn("could not set the chat menu button", "chat", chat, "err", err)
		}
	}
	if len(mb.Chats) == 0 {
		set(0)
		return
	}
	for _, chat := range mb.Chats {
		if chat > 0 { // a private chat's id is its person's
			set(chat)
		}
	}
}
