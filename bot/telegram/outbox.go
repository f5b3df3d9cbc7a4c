package telegram

import (
	"context"
	"fmt"
	"strconv"
	"sudokubot/bot/messenger"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// The Runtime's Outbox: each call is one Bot API method, made by the
// sender (limits, retries).

// chatTarget returns where a call to a chat goes. Telegram's group and
// channel ids are negative, private chats' positive.
func chatTarget(chat int64) target { return target{chat: chat, group: chat < 0} }

// SendText implements Outbox.
func (rt *Runtime) SendText(ctx context.Context, t messenger.Text) (int, error) {
	msg := tgbotapi.NewMessage(t.Chat, rt.send.fit(t.Text, t.HTML, maxText, "sendMessage", t.Chat))
	msg.ReplyToMessageID = t.ReplyTo
	msg.AllowSendingWithoutReply = true
	msg.DisableWebPagePreview = true
	if t.HTML {
		msg.ParseMode = tgbotapi.ModeHTML
	}
	if kb := sendMarkup(t.Keyboard); kb != nil {
		msg.ReplyMarkup = kb
	}
	rt.acts.sentTo(t.Chat)
	m, err := rt.send.sendText(ctx, chatTarget(t.Chat), msg)
	if err != nil {
		return 0, fmt.Errorf("sendMessage: %w", err)
	}
	return m.MessageID, nil
}

// SendPhoto implements Outbox.
func (rt *Runtime) SendPhoto(ctx context.Context, p messenger.Photo) (int, error) {
	params := tgbotapi.Params{}
	params["chat_id"] = strconv.FormatInt(p.Chat, 10)
	params.AddNonEmpty("caption", rt.send.fit(p.Caption, p.HTML, maxCaption, "sendPhoto", p.Chat))
	if p.HTML {
		params["parse_mode"] = tgbotapi.ModeHTML
	}
	if p.ReplyTo != 0 {
		params["reply_to_message_id"] = strconv.Itoa(p.ReplyTo)
		params["allow_sending_without_reply"] = "true"
	}
	if p.Spoiler {
		// has_spoiler is newer than the library; it goes in as a plain
		// request parameter.
		params["has_spoiler"] = "true"
	}
	if kb := sendMarkup(p.Keyboard); kb != nil {
		if err := params.AddInterface("reply_markup", kb); err != nil {
			return 0, fmt.Errorf("sendPhoto: encoding the keyboard: %w", err)
		}
	}
	files := []tgbotapi.RequestFile{{Name: "photo", Data: tgbotapi.FileBytes{Name: photoName(p), Bytes: p.PNG}}}
	rt.acts.sentTo(p.Chat)
	m, err := rt.send.upload(ctx, chatTarget(p.Chat), "sendPhoto", params, files)
	if err != nil {
		return 0, fmt.Errorf("sendPhoto: %w", err)
	}
	return m.MessageID, nil
}

func photoName(p messenger.Photo) string {
	if p.Name != "" {
		return p.Name
	}
	return "sudoku.png"
}

// EditPhoto implements Outbox.
func (rt *Runtime) EditPhoto(ctx context.Context, p messenger.Photo) error {
	media := tgbotapi.NewInputMediaPhoto(tgbotapi.FileBytes{Name: photoName(p), Bytes: p.PNG})
	media.Caption = rt.send.fit(p.Caption, p.HTML, maxCaption, "editMessageMedia", p.Chat)
	if p.HTML {
		media.ParseMode = tgbotapi.ModeHTML
	}
	cfg := tgbotapi.EditMessageMediaConfig{BaseEdit: tgbotapi.BaseEdit{ChatID: p.Chat, MessageID: p.Message, ReplyMarkup: markup(p.Keyboard)}, Media: media}
	return rt.edit(ctx, p.Chat, "editMessageMedia", cfg)
}

// EditCaption implements Outbox.
func (rt *Runtime) EditCaption(ctx context.Context, c messenger.Caption) error {
	cfg := tgbotapi.EditMessageCaptionConfig{
		BaseEdit: tgbotapi.BaseEdit{ChatID: c.Chat, MessageID: c.Message, InlineMessageID: c.Inline, ReplyMarkup: markup(c.Keyboard)},
		Caption:  rt.send.fit(c.Caption, c.HTML, maxCaption, "editMessageCaption", c.Chat),
	}
	if c.HTML {
		cfg.ParseMode = tgbotapi.ModeHTML
	}
	return rt.edit(ctx, c.Chat, "editMessageCaption", cfg)
}

func (rt *Runtime) edit(ctx context.Context, chat int64, method string, c tgbotapi.Chattable) error {
	to := chatTarget(chat)
	to.message = true
	rt.acts.sentTo(chat)
	if err := rt.send.request(ctx, to, method, c); err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	return nil
}

// AnswerCallback implements Outbox.
func (rt *Runtime) AnswerCallback(ctx context.Context, id, text string, alert bool) error {
	cfg := tgbotapi.NewCallback(id, text)
	cfg.ShowAlert = alert
	if err := rt.send.request(ctx, target{}, "answerCallbackQuery", cfg); err != nil {
		return fmt.Errorf("answerCallbackQuery: %w", err)
	}
	return nil
}

// ChatAction implements Outbox. While the chat's update is being
// handled, the action is sent only if no message was sent within
// ActionDelay of the update's start (see actions.go).
func (rt *Runtime) ChatAction(ctx context.Context, chat int64, action string) error {
	if rt.acts.ask(rt, chat, action) {
		return nil
	}
	return rt.chatAction(ctx, chat, action)
}

func (rt *Runtime) chatAction(ctx context.Context, chat int64, action string) error {
	if err := rt.send.request(ctx, chatTarget(chat), "sendChatAction", tgbotapi.NewChatAction(chat, action)); err != nil {
		rt.log.Debug("sendChatAction failed", "chat", chat, "err", err)
		return fmt.Errorf("sendChatAction: %w", err)
	}
	return nil
}

// Download implements Outbox.
func (rt *Runtime) Download(ctx context.Context, fileID string, max int64) ([]byte, error) {
	var data []byte
	err := rt.send.do(ctx, target{}, "getFile", func(ctx context.Context) (err error) {
		data, err = rt.api.Download(ctx, fileID, max)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("downloading a file: %w", err)
	}
	return data, nil
}
