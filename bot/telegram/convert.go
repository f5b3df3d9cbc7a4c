package telegram

import (
	"sudokubot/bot/messenger"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Conversions between the client library's types and the runtime's.

// fromLibrary returns the runtime's view of an update.
func fromLibrary(u *tgbotapi.Update) *messenger.Update {
	out := &messenger.Update{ID: u.UpdateID}
	switch {
	case u.Message != nil:
		out.Message = messageFrom(u.Message)
	case u.CallbackQuery != nil:
		q := u.CallbackQuery
		out.Callback = &messenger.Callback{ID: q.ID, Message: messageFrom(q.Message), Data: q.Data}
		if q.From != nil {
			out.Callback.From = userFrom(q.From)
		}
	case u.InlineQuery != nil:
		q := u.InlineQuery
		out.Inline = &messenger.InlineQuery{ID: q.ID, Query: q.Query, ChatType: q.ChatType}
		if q.From != nil {
			out.Inline.From = userFrom(q.From)
		}
	case u.ChosenInlineResult != nil:
		r := u.ChosenInlineResult
		out.Chosen = &messenger.ChosenInline{ResultID: r.ResultID, Query: r.Query, InlineMessage: r.InlineMessageID}
		if r.From != nil {
			out.Chosen.From = userFrom(r.From)
		}
	}
	return out
}

func userFrom(u *tgbotapi.User) messenger.User {
	return messenger.User{ID: u.ID, IsBot: u.IsBot, FirstName: u.FirstName, UserName: u.UserName, LanguageCode: u.LanguageCode}
}

func messageFrom(m *tgbotapi.Message) *messenger.Message {
	if m == nil {
		return nil
	}
	out := &messenger.Message{ID: m.MessageID, Text: m.Text, Caption: m.Caption, ReplyTo: messageFrom(m.ReplyToMessage)}
	if m.Chat != nil {
		out.Chat = messenger.Chat{ID: m.Chat.ID, Type: m.Chat.Type, Title: m.Chat.Title}
	}
	if m.From != nil {
		u := userFrom(m.From)
		out.From = &u
	}
	if m.ViaBot != nil {
		u := userFrom(m.ViaBot)
		out.ViaBot = &u
	}
	for _, e := range m.Entities {
		out.Entities = append(out.Entities, messenger.Entity{Type: e.Type, Offset: e.Offset, Length: e.Length})
	}
	for _, p := range m.Photo {
		out.Photo = append(out.Photo, messenger.PhotoSize{FileID: p.FileID, FileUniqueID: p.FileUniqueID, Width: p.Width, Height: p.Height, FileSize: int64(p.FileSize)})
	}
	if d := m.Document; d != nil {
		out.Document = &messenger.Document{FileID: d.FileID, FileUniqueID: d.FileUniqueID, FileName: d.FileName, MimeType: d.MimeType, FileSize: int64(d.FileSize)}
	}
	if m.ReplyMarkup != nil {
		for _, row := range m.ReplyMarkup.InlineKeyboard {
			var r []messenger.Button
			for _, b := range row {
				btn := messenger.Button{Text: b.Text}
				if b.CallbackData != nil {
					btn.Data = *b.CallbackData
				}
				if b.URL != nil {
					btn.URL = *b.URL
				}
				if b.SwitchInlineQuery != nil {
					btn.SwitchInline = *b.SwitchInlineQuery
				}
				r = append(r, btn)
			}
			out.Keyboard = append(out.Keyboard, r)
		}
	}
	return out
}

// markup returns the library's inline keyboard, nil for none.
func markup(kb messenger.Keyboard) *tgbotapi.InlineKeyboardMarkup {
	if kb == nil {
		return nil
	}
	m := tgbotapi.InlineKeyboardMarkup{InlineKeyboard: make([][]tgbotapi.InlineKeyboardButton, 0, len(kb))}
	for _, row := range kb {
		r := make([]tgbotapi.InlineKeyboardButton, 0, len(row))
		for _, b := range row {
			switch {
			case b.URL != "":
				r = append(r, tgbotapi.NewInlineKeyboardButtonURL(b.Text, b.URL))
			case b.SwitchInline != "":
				r = append(r, tgbotapi.NewInlineKeyboardButtonSwitch(b.Text, b.SwitchInline))
			default:
				r = append(r, tgbotapi.NewInlineKeyboardButtonData(b.Text, b.Data))
			}
		}
		m.InlineKeyboard = append(m.InlineKeyboard, r)
	}
	return &m
}
