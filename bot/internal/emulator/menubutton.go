package emulator

import (
	"encoding/json"
	"net/url"
	"strconv"
)

// A MenuButton is the button beside a private chat's message field, as
// setChatMenuButton sets it: Type "default", "commands" or "web_app" (with
// Text and WebApp's url).
type MenuButton struct {
	Type   string      `json:"type"`
	Text   string      `json:"text,omitempty"`
	WebApp *WebAppInfo `json:"web_app,omitempty"`
}

// WebAppInfo names a Mini App by its URL.
type WebAppInfo struct {
	URL string `json:"url"`
}

// menuChat reads the optional chat_id of the menu button methods: 0 for
// the default button.
func (e *Emulator) menuChatLocked(params map[string]string) (int64, *APIError) {
	raw := params["chat_id"]
	if raw == "" {
		return 0, nil
	}
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || e.chats[id] == nil {
		return 0, errChatNotFound
	}
	return id, nil
}

func (e *Emulator) setChatMenuButton(q *request) (any, *APIError) {
	mb := MenuButton{Type: "default"}
	if raw := q.params["menu_button"]; raw != "" {
		if err := json.Unmarshal([]byte(raw), &mb); err != nil {
			return nil, badRequest("can't parse menu button JSON object")
		}
		switch mb.Type {
		case "default", "commands":
			mb.Text, mb.WebApp = "", nil
		case "web_app":
			if mb.Text == "" {
				return nil, badRequest("can't parse menu button: Field \"text\" must be of type String")
			}
			if mb.WebApp == nil {
				return nil, badRequest("can't parse menu button: Field \"web_app\" must be of type Object")
			}
			if u, err := url.Parse(mb.WebApp.URL); err != nil || u.Scheme != "https" || u.Host == "" {
				return nil, badRequest("BUTTON_URL_INVALID")
			}
		default:
			return nil, badRequest("can't parse menu button: unsupported menu button type")
		}
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	chat, err := e.menuChatLocked(q.params)
	if err != nil {
		return nil, err
	}
	if e.menus == nil {
		e.menus = map[int64]MenuButton{}
	}
	e.menus[chat] = mb
	e.notifyLocked()
	return true, nil
}

func (e *Emulator) menuLocked(chat int64) MenuButton {
	if mb, ok := e.menus[chat]; ok {
		return mb
	}
	if mb, ok := e.menus[0]; ok && chat != 0 {
		return mb
	}
	return MenuButton{Type: "commands"}
}

// ChatMenuButton returns a chat's menu button as the bot set it (chat 0:
// the default for private chats).
func (e *Emulator) ChatMenuButton(chat int64) MenuButton {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.menuLocked(chat)
}

// webAppOnlyPrivate refuses web_app buttons outside private chats, as
// Telegram does.
func webAppOnlyPrivate(c Chat, m *InlineKeyboardMarkup) *APIError {
	if m == nil || c.Type == "private" {
		return nil
	}
	for _, row := range m.InlineKeyboard {
		for _, b := range row {
			if len(b.WebApp) > 0 {
				return badRequest("BUTTON_TYPE_INVALID")
			}
		}
	}
	return nil
}
