package emulator

import "encoding/json"

// User is a Telegram user or bot, shaped like the Bot API's User object.
type User struct {
	ID           int64  `json:"id"`
	IsBot        bool   `json:"is_bot"`
	FirstName    string `json:"first_name"`
	LastName     string `json:"last_name,omitempty"`
	Username     string `json:"username,omitempty"`
	LanguageCode string `json:"language_code,omitempty"`
}

// Chat types as the Bot API names them.
const (
	ChatPrivate    = "private"
	ChatGroup      = "group"
	ChatSupergroup = "supergroup"
	ChatChannel    = "channel"
)

// Chat is a Telegram chat, shaped like the Bot API's Chat object.
type Chat struct {
	ID        int64  `json:"id"`
	Type      string `json:"type"`
	Title     string `json:"title,omitempty"`
	Username  string `json:"username,omitempty"`
	FirstName string `json:"first_name,omitempty"`
	LastName  string `json:"last_name,omitempty"`
}

// MessageEntity is a special part of a message's text, such as a command or bold text.
// Offset and Length count UTF-16 code units, as in the Bot API.
type MessageEntity struct {
	Type          string `json:"type"`
	Offset        int    `json:"offset"`
	Length        int    `json:"length"`
	URL           string `json:"url,omitempty"`
	User          *User  `json:"user,omitempty"`
	Language      string `json:"language,omitempty"`
	CustomEmojiID string `json:"custom_emoji_id,omitempty"`
}

// PhotoSize is one size of a photo, shaped like the Bot API's PhotoSize object.
type PhotoSize struct {
	FileID       string `json:"file_id"`
	FileUniqueID string `json:"file_unique_id"`
	Width        int    `json:"width"`
	Height       int    `json:"height"`
	FileSize     int    `json:"file_size,omitempty"`
}

// Document is a general file, shaped like the Bot API's Document object.
type Document struct {
	FileID       string `json:"file_id"`
	FileUniqueID string `json:"file_unique_id"`
	FileName     string `json:"file_name,omitempty"`
	MimeType     string `json:"mime_type,omitempty"`
	FileSize     int    `json:"file_size,omitempty"`
}

// InlineKeyboardButton is a button of an inline keyboard. The emulator keeps only the
// button's first type in the order the reference server reads them (url, callback_data,
// callback_game, pay, switch_inline_query..., login_url, web_app, copy_text), as Telegram
// does when it echoes a keyboard back.
type InlineKeyboardButton struct {
	Text                         string          `json:"text"`
	URL                          string          `json:"url,omitempty"`
	CallbackData                 string          `json:"callback_data,omitempty"`
	CallbackGame                 json.RawMessage `json:"callback_game,omitempty"`
	Pay                          bool            `json:"pay,omitempty"`
	SwitchInlineQuery            *string         `json:"switch_inline_query,omitempty"`
	SwitchInlineQueryChosenChat  json.RawMessage `json:"switch_inline_query_chosen_chat,omitempty"`
	SwitchInlineQueryCurrentChat *string         `json:"switch_inline_query_current_chat,omitempty"`
	LoginURL                     json.RawMessage `json:"login_url,omitempty"`
	WebApp                       json.RawMessage `json:"web_app,omitempty"`
	CopyText                     json.RawMessage `json:"copy_text,omitempty"`
}

// InlineKeyboardMarkup is an inline keyboard attached to a message.
type InlineKeyboardMarkup struct {
	InlineKeyboard [][]InlineKeyboardButton `json:"inline_keyboard"`
}

// KeyboardButton is a button of a reply keyboard. Buttons that ask for more than
// text keep their request in Extra, as sent.
type KeyboardButton struct {
	Text  string                     `json:"text"`
	Extra map[string]json.RawMessage `json:"-"`
}

// MarshalJSON writes the button with its extra fields.
func (b KeyboardButton) MarshalJSON() ([]byte, error) {
	m := make(map[string]json.RawMessage, len(b.Extra)+1)
	for k, v := range b.Extra {
		m[k] = v
	}
	text, err := json.Marshal(b.Text)
	if err != nil {
		return nil, err
	}
	m["text"] = text
	return json.Marshal(m)
}

// UnmarshalJSON reads a button given as an object or, as the Bot API also accepts,
// as a bare string.
func (b *KeyboardButton) UnmarshalJSON(data []byte) error {
	var text string
	if err := json.Unmarshal(data, &text); err == nil {
		*b = KeyboardButton{Text: text}
		return nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	raw, ok := m["text"]
	if !ok {
		return errMissingField("text")
	}
	if err := json.Unmarshal(raw, &text); err != nil {
		return errFieldType("text", "String")
	}
	delete(m, "text")
	if len(m) == 0 {
		m = nil
	}
	*b = KeyboardButton{Text: text, Extra: m}
	return nil
}

// ReplyMarkup is any of the Bot API's reply markups (inline keyboard, reply keyboard,
// keyboard removal, force reply) as the bot sent it. Telegram returns only the inline
// keyboard inside Message objects; the emulator keeps the rest for tests and the terminal.
type ReplyMarkup struct {
	InlineKeyboard        [][]InlineKeyboardButton `json:"inline_keyboard,omitempty"`
	Keyboard              [][]KeyboardButton       `json:"keyboard,omitempty"`
	IsPersistent          bool                     `json:"is_persistent,omitempty"`
	ResizeKeyboard        bool                     `json:"resize_keyboard,omitempty"`
	OneTimeKeyboard       bool                     `json:"one_time_keyboard,omitempty"`
	InputFieldPlaceholder string                   `json:"input_field_placeholder,omitempty"`
	Selective             bool                     `json:"selective,omitempty"`
	RemoveKeyboard        bool                     `json:"remove_keyboard,omitempty"`
	ForceReply            bool                     `json:"force_reply,omitempty"`
}

// Message is a Telegram message, shaped like the Bot API's Message object
// (the fields the emulator produces).
type Message struct {
	MessageID             int                   `json:"message_id"`
	From                  *User                 `json:"from,omitempty"`
	SenderChat            *Chat                 `json:"sender_chat,omitempty"`
	Date                  int64                 `json:"date"`
	Chat                  Chat                  `json:"chat"`
	ReplyToMessage        *Message              `json:"reply_to_message,omitempty"`
	EditDate              int64                 `json:"edit_date,omitempty"`
	Text                  string                `json:"text,omitempty"`
	Entities              []MessageEntity       `json:"entities,omitempty"`
	Photo                 []PhotoSize           `json:"photo,omitempty"`
	Document              *Document             `json:"document,omitempty"`
	Caption               string                `json:"caption,omitempty"`
	CaptionEntities       []MessageEntity       `json:"caption_entities,omitempty"`
	ShowCaptionAboveMedia bool                  `json:"show_caption_above_media,omitempty"`
	HasMediaSpoiler       bool                  `json:"has_media_spoiler,omitempty"`
	HasProtectedContent   bool                  `json:"has_protected_content,omitempty"`
	ReplyMarkup           *InlineKeyboardMarkup `json:"reply_markup,omitempty"`
}

// CallbackQuery is a press of an inline keyboard button, shaped like the Bot API's
// CallbackQuery object.
type CallbackQuery struct {
	ID           string   `json:"id"`
	From         User     `json:"from"`
	Message      *Message `json:"message,omitempty"`
	ChatInstance string   `json:"chat_instance"`
	Data         string   `json:"data,omitempty"`
}

// Update is an incoming update, shaped like the Bot API's Update object
// (the kinds the emulator builds itself; InjectRaw takes any other).
type Update struct {
	UpdateID          int            `json:"update_id"`
	Message           *Message       `json:"message,omitempty"`
	EditedMessage     *Message       `json:"edited_message,omitempty"`
	ChannelPost       *Message       `json:"channel_post,omitempty"`
	EditedChannelPost *Message       `json:"edited_channel_post,omitempty"`
	CallbackQuery     *CallbackQuery `json:"callback_query,omitempty"`
}

// BotCommand is a command of the bot's menu.
type BotCommand struct {
	Command     string `json:"command"`
	Description string `json:"description"`
}

// BotCommandScope says whom a list of commands is for. The zero value means the
// default scope.
type BotCommandScope struct {
	Type   string `json:"type"`
	ChatID int64  `json:"chat_id,omitempty"`
	UserID int64  `json:"user_id,omitempty"`
}

// cloneJSON returns a deep copy of v made by a JSON round trip; the emulator's types
// hold only JSON-safe values, so it cannot fail for them.
func cloneJSON[T any](v T) T {
	var out T
	b, err := json.Marshal(v)
	if err != nil {
		return v
	}
	if err := json.Unmarshal(b, &out); err != nil {
		return v
	}
	return out
}
