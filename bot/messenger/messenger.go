// Package messenger is what the conversation (package bot) speaks with the
// messenger it runs on, Telegram: the updates it is handed, the messages,
// photos and buttons it sends through an Outbox, and the Handler it
// implements. It is the conversation's port: it imports nothing of the
// runtime (package telegram), which adapts the Bot API client library to
// it, so the conversation can be tested with a recording Outbox.
package messenger

import (
	"context"
	"errors"
)

// A Handler is the conversation: what the runtime hands each update to.
// The runtime calls it from several goroutines at once, but never with two
// updates of one chat at the same time, and a chat's updates in order.
type Handler interface {
	// Handle answers an update, through the Outbox it was given.
	Handle(ctx context.Context, u *Update)
	// SlowDown answers the first update the runtime refused to a chat
	// that sent too many at once; the rest of its flood is dropped.
	SlowDown(ctx context.Context, u *Update)
	// Failed answers an update whose handling panicked (the runtime has
	// logged the panic).
	Failed(ctx context.Context, u *Update)
}

// An Outbox is what the conversation may do in Telegram. *Runtime is one:
// it keeps to Telegram's rate limits, waits out 429s, retries server and
// network errors, and logs none of the token. Every method returns the
// error of the last attempt, wrapped; "message is not modified" is no
// error.
type Outbox interface {
	// SendText sends a text message and returns its message id.
	SendText(ctx context.Context, t Text) (int, error)
	// SendPhoto sends a picture and returns its message id.
	SendPhoto(ctx context.Context, p Photo) (int, error)
	// EditPhoto replaces a photo message's picture, caption and buttons
	// (editMessageMedia); p.Message names the message, p.ReplyTo and
	// p.Spoiler are ignored.
	EditPhoto(ctx context.Context, p Photo) error
	// EditCaption replaces a photo message's caption and buttons
	// (editMessageCaption): a chat's message, or one sent inline.
	EditCaption(ctx context.Context, c Caption) error
	// AnswerCallback stops a pressed button's spinner, showing text, if
	// any, as a notice (an alert box if alert).
	AnswerCallback(ctx context.Context, id, text string, alert bool) error
	// ChatAction shows "typing…" or "sending photo…" in a chat (Typing,
	// UploadPhoto).
	ChatAction(ctx context.Context, chat int64, action string) error
	// Download fetches a file by its file_id (a PhotoSize's or a
	// Document's), refusing one of more than max bytes.
	Download(ctx context.Context, fileID string, max int64) ([]byte, error)
	// AnswerInline answers an inline query (answerInlineQuery).
	AnswerInline(ctx context.Context, a InlineAnswer) error
}

// ErrForbidden is wrapped by an Outbox's errors when Telegram refuses a
// call with 403 Forbidden: the person blocked the bot, or it may not write
// to the chat.
var ErrForbidden = errors.New("forbidden by Telegram")

// Chat actions.
const (
	Typing      = "typing"
	UploadPhoto = "upload_photo"
)

// A Text is a text message to send or an edit's new text.
type Text struct {
	Chat int64
	Text string
	// HTML marks Text as Telegram's HTML; otherwise it is plain.
	HTML bool
	// ReplyTo is the message this one answers, 0 for none; the message
	// is sent even if that one is gone.
	ReplyTo int
	// Keyboard, if not nil, puts buttons under the message.
	Keyboard Keyboard
}

// A Photo is a picture to send, or a photo message's new picture.
type Photo struct {
	Chat int64
	// Message is the message EditPhoto replaces; SendPhoto ignores it.
	Message int
	// PNG is the picture, Name its file name ("sudoku.png" if empty).
	PNG  []byte
	Name string
	// Caption, HTML if HTML is set, is at most 1024 characters.
	Caption string
	HTML    bool
	// Spoiler hides the picture until tapped.
	Spoiler  bool
	ReplyTo  int
	Keyboard Keyboard
}

// A Caption is a photo message's new caption and buttons.
type Caption struct {
	// Chat and Message name a chat's message; Inline, if set, names a
	// message sent through inline mode (its inline_message_id) instead.
	Chat    int64
	Message int
	Inline  string
	// Caption, HTML if HTML is set, is at most 1024 characters.
	Caption string
	HTML    bool
	// Keyboard is the message's buttons after the edit: nil removes them.
	Keyboard Keyboard
}

// Command is a command of the bot's menu and its description.
type Command struct {
	Command, Description string
}

// A CommandSet is the command menu for people whose language is Language
// ("" for everyone else).
type CommandSet struct {
	Language string
	Commands []Command
}
