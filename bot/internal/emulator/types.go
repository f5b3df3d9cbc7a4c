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

// Message is a Telegram message, shaped like the Bot API's Message object
// (the fields the emulator produces).
type Message struct {
	MessageID       int                   `json:"message_id"`
	From            *User                 `json:"from,omitempty"`
	Date            int64                 `json:"date"`
	Chat            Chat                  `json:"chat"`
	ReplyToMessage  *Message              `json:"reply_to_message,omitempty"`
	EditDate        int64                 `json:"edit_date,omitempty"`
	Text            string                `json:"text,omitempty"`
	Entities        []MessageEntity       `json:"entities,omitempty"`
	Photo           []PhotoSize           `json:"photo,omitempty"`
	Document        *Document             `json:"document,omitempty"`
	Caption         string                `json:"caption,omitempty"`
	CaptionEntities []MessageEntity       `json:"caption_entities,omitempty"`
	HasMediaSpoiler bool                  `json:"has_media_spoiler,omitempty"`
	ViaBot          *User                 `json:"via_bot,omitempty"`
	ReplyMarkup     *InlineKeyboardMarkup `json:"reply_markup,omitempty"`
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
	UpdateID           int                 `json:"update_id"`
	Message            *Message            `json:"message,omitempty"`
	CallbackQuery      *CallbackQuery      `json:"callback_query,omitempty"`
	InlineQuery        *InlineQuery        `json:"inline_query,omitempty"`
	ChosenInlineResult *ChosenInlineResult `json:"chosen_inline_result,omitempty"`
}

// BotCommand is a command of the bot's menu.
type BotCommand struct {
	Command     string `json:"command"`
	Description string `json:"description"`
}

// BotCommandScope says whom a list of commands is for. The emulator keeps the
// default scope only (Type "default", or the zero value), the one the bot sets.
type BotCommandScope struct {
	Type string `json:"type"`
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
