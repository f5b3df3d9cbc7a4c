package messenger

import (
	"strings"
	"unicode/utf16"
)

// The conversation sees Telegram through these types, not the client
// library's: what an update holds that a bot answers, and what it sends.

// An Update is something that happened in a chat with the bot: a new
// message or a press of one of its buttons. Kinds the bot does not answer
// (edited messages, channel posts, …) arrive with neither set.
type Update struct {
	ID       int       `json:"update_id"`
	Message  *Message  `json:"message,omitempty"`
	Callback *Callback `json:"callback_query,omitempty"`
	// Inline and Chosen belong to no chat (Chat returns 0): the runtime
	// hands an inline query over at once, beside the chats' queue, and
	// queues a chosen result in its person's queue (telegram/inline.go).
	Inline *InlineQuery  `json:"inline_query,omitempty"`
	Chosen *ChosenInline `json:"chosen_inline_result,omitempty"`
}

// Chat returns the chat an update belongs to, 0 for none, and the user who
// sent it (the zero User for none).
func (u *Update) Chat() (Chat, User) {
	switch {
	case u.Message != nil:
		var from User
		if u.Message.From != nil {
			from = *u.Message.From
		}
		return u.Message.Chat, from
	case u.Callback != nil:
		q := u.Callback
		if q.Message != nil {
			return q.Message.Chat, q.From
		}
		return Chat{ID: q.From.ID, Type: "private"}, q.From
	case u.Inline != nil:
		return Chat{}, u.Inline.From
	case u.Chosen != nil:
		return Chat{}, u.Chosen.From
	}
	return Chat{}, User{}
}

// A Chat is where messages are exchanged.
type Chat struct {
	ID int64 `json:"id"`
	// Type is "private", "group", "supergroup" or "channel".
	Type  string `json:"type"`
	Title string `json:"title,omitempty"`
}

// IsGroup reports whether the chat is a group or a supergroup.
func (c Chat) IsGroup() bool { return c.Type == "group" || c.Type == "supergroup" }

// A User is a person or a bot.
type User struct {
	ID        int64  `json:"id"`
	IsBot     bool   `json:"is_bot,omitempty"`
	FirstName string `json:"first_name,omitempty"`
	UserName  string `json:"username,omitempty"`
	// LanguageCode is the IETF tag of the user's language, if known.
	LanguageCode string `json:"language_code,omitempty"`
}

// A Message is a message in a chat: a person's, or one of the bot's that
// a person replied to or pressed a button on.
type Message struct {
	ID   int   `json:"message_id"`
	Chat Chat  `json:"chat"`
	From *User `json:"from,omitempty"`
	// Text is a text message's text; Caption a photo's or document's.
	Text    string `json:"text,omitempty"`
	Caption string `json:"caption,omitempty"`
	// Entities are the text's special parts (commands, mentions, …).
	Entities []Entity `json:"entities,omitempty"`
	// Photo holds the sizes Telegram keeps of a photo, smallest first.
	Photo []PhotoSize `json:"photo,omitempty"`
	// Document is a file sent as a file (an image sent uncompressed).
	Document *Document `json:"document,omitempty"`
	// ReplyTo is the message this one replies to.
	ReplyTo *Message `json:"reply_to_message,omitempty"`
	// Keyboard holds the message's inline buttons.
	Keyboard Keyboard `json:"keyboard,omitempty"`
	// ViaBot is the bot whose inline result a person posted this as.
	ViaBot *User `json:"via_bot,omitempty"`
}

// An Entity marks a special part of a text, in UTF-16 code units as
// Telegram counts them.
type Entity struct {
	// Type is "bot_command", "mention", "url", "bold", …
	Type   string `json:"type"`
	Offset int    `json:"offset"`
	Length int    `json:"length"`
}

// A PhotoSize is one size of a photo: the file to download and its size.
type PhotoSize struct {
	FileID       string `json:"file_id"`
	FileUniqueID string `json:"file_unique_id,omitempty"`
	Width        int    `json:"width"`
	Height       int    `json:"height"`
	// FileSize is in bytes, 0 if unknown.
	FileSize int64 `json:"file_size,omitempty"`
}

// A Document is a file sent as such.
type Document struct {
	FileID       string `json:"file_id"`
	FileUniqueID string `json:"file_unique_id,omitempty"`
	FileName     string `json:"file_name,omitempty"`
	MimeType     string `json:"mime_type,omitempty"`
	// FileSize is in bytes, 0 if unknown.
	FileSize int64 `json:"file_size,omitempty"`
}

// A Callback is a press of an inline button.
type Callback struct {
	// ID identifies the press, to answer it (AnswerCallback).
	ID   string `json:"id"`
	From User   `json:"from"`
	// Message is the bot's message with the button; nil if too old or
	// sent inline.
	Message *Message `json:"message,omitempty"`
	// Data is the button's callback data.
	Data string `json:"data,omitempty"`
}

// A Keyboard is an inline keyboard: rows of buttons under a message.
type Keyboard [][]Button

// A Button is an inline button. Data, at most 64 bytes, comes back in a
// Callback when it is pressed; a button with URL set opens the URL
// instead.
type Button struct {
	Text string `json:"text"`
	Data string `json:"data,omitempty"`
	URL  string `json:"url,omitempty"`
	// WebApp, if set, is the URL of a Mini App the button opens.
	WebApp string `json:"web_app,omitempty"`
	// SwitchInline, if set, has the person pick a chat and starts an
	// inline query of the bot there with this text (switch_inline_query).
	SwitchInline string `json:"switch_inline_query,omitempty"`
}

// Row returns a row of buttons, for building keyboards.
func Row(buttons ...Button) []Button { return buttons }

// IsCommand reports whether a message is a command: its text starts with
// a bot_command entity.
func (m *Message) IsCommand() bool {
	return len(m.Entities) > 0 && m.Entities[0].Type == "bot_command" && m.Entities[0].Offset == 0 && strings.HasPrefix(m.Text, "/")
}

// CommandWithAt returns a command's name without its slash, with the bot
// name if one was given ("hint@sudokubot"), or "" for a message that is no
// command.
func (m *Message) CommandWithAt() string {
	if !m.IsCommand() {
		return ""
	}
	return m.Text[1:m.commandEnd()]
}

// Command returns a command's name without its slash and bot name.
func (m *Message) Command() string {
	c, _, _ := strings.Cut(m.CommandWithAt(), "@")
	return c
}

// CommandArguments returns the text after a command, or the whole text
// of a message that is no command.
func (m *Message) CommandArguments() string {
	if !m.IsCommand() {
		return m.Text
	}
	end := m.commandEnd()
	if end < len(m.Text) {
		end++ // the space after the command
	}
	return m.Text[end:]
}

// commandEnd returns the byte offset where a command's entity ends.
func (m *Message) commandEnd() int {
	n := m.Entities[0].Length // UTF-16 units
	for i, r := range m.Text {
		if n <= 0 {
			return i
		}
		n -= utf16.RuneLen(r)
	}
	return len(m.Text)
}
