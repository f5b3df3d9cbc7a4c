package emulator

import (
	"bytes"
	"encoding/json"
)

// maxCallbackDataBytes is the longest callback_data Telegram takes.
const maxCallbackDataBytes = 64

// jsonObject is a decoded JSON object whose fields are read like the reference server
// reads them, with its error texts.
type jsonObject map[string]json.RawMessage

func isNull(raw json.RawMessage) bool {
	return len(raw) == 0 || bytes.Equal(bytes.TrimSpace(raw), []byte("null"))
}

func (o jsonObject) has(name string) bool { return !isNull(o[name]) }

// optString reads an optional string field; numbers are taken as their text.
func (o jsonObject) optString(name string) (string, error) {
	raw := o[name]
	if isNull(raw) {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return s, nil
	}
	var n json.Number
	if err := json.Unmarshal(raw, &n); err == nil {
		return n.String(), nil
	}
	return "", errFieldType(name, "String")
}

func (o jsonObject) reqString(name string) (string, error) {
	if !o.has(name) {
		return "", errMissingField(name)
	}
	return o.optString(name)
}

func (o jsonObject) optBool(name string) (bool, error) {
	raw := o[name]
	if isNull(raw) {
		return false, nil
	}
	var b bool
	if err := json.Unmarshal(raw, &b); err != nil {
		return false, errFieldType(name, "Boolean")
	}
	return b, nil
}

func (o jsonObject) optObject(name string) (jsonObject, error) {
	raw := o[name]
	if isNull(raw) {
		return nil, nil
	}
	var obj jsonObject
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return nil, errFieldType(name, "Object")
	}
	return obj, nil
}

// parseReplyMarkup reads a reply_markup parameter: an inline keyboard, the only markup
// the bot sends (reply keyboards, their removal and force_reply are refused). It
// returns nil for an empty one.
func parseReplyMarkup(s string) (*InlineKeyboardMarkup, *APIError) {
	if s == "" {
		return nil, nil
	}
	if !json.Valid([]byte(s)) {
		return nil, badRequest("can't parse reply keyboard markup JSON object")
	}
	var obj jsonObject
	if err := json.Unmarshal([]byte(s), &obj); err != nil || obj == nil {
		return nil, badRequest("object expected as reply markup")
	}
	for _, other := range []string{"keyboard", "remove_keyboard", "force_reply"} {
		if obj.has(other) {
			return nil, notEmulated("reply markup other than inline keyboards (" + other + ")")
		}
	}
	var rows []json.RawMessage
	if raw := obj["inline_keyboard"]; !isNull(raw) && json.Unmarshal(raw, &rows) != nil {
		return nil, badRequest(`field "inline_keyboard" must be of type Array`)
	}
	var m InlineKeyboardMarkup
	for _, r := range rows {
		var row []json.RawMessage
		if err := json.Unmarshal(r, &row); err != nil || row == nil {
			return nil, badRequest(`field "inline_keyboard" of the InlineKeyboardMarkup must be an Array of Arrays`)
		}
		buttons := make([]InlineKeyboardButton, 0, len(row))
		for _, raw := range row {
			b, err := parseInlineButton(raw)
			if apiErr, ok := err.(*APIError); ok {
				return nil, apiErr
			} else if err != nil {
				return nil, badRequest("can't parse inline keyboard button: " + err.Error())
			}
			buttons = append(buttons, b)
		}
		m.InlineKeyboard = append(m.InlineKeyboard, buttons)
	}
	if len(m.InlineKeyboard) == 0 {
		return nil, nil
	}
	return &m, nil
}

// parseInlineButton reads an inline keyboard button and keeps only its first type.
// Errors of the button's shape are plain errors; Telegram's own checks of the values
// (BUTTON_DATA_INVALID, BUTTON_URL_INVALID) are *APIError.
func parseInlineButton(raw json.RawMessage) (InlineKeyboardButton, error) {
	var obj jsonObject
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return InlineKeyboardButton{}, fieldError("InlineKeyboardButton must be an Object")
	}
	text, err := obj.reqString("text")
	if err != nil {
		return InlineKeyboardButton{}, err
	}
	b := InlineKeyboardButton{Text: text}
	if u, err := obj.optString("url"); err != nil {
		return b, err
	} else if u != "" {
		if _, ok := checkURL(u); !ok && !isTelegramLink(u) {
			return b, badRequest("BUTTON_URL_INVALID")
		}
		b.URL = u
		return b, nil
	}
	if data, err := obj.optString("callback_data"); err != nil {
		return b, err
	} else if data != "" {
		if len(data) > maxCallbackDataBytes {
			return b, badRequest("BUTTON_DATA_INVALID")
		}
		b.CallbackData = data
		return b, nil
	}
	switch {
	case obj.has("callback_game"):
		b.CallbackGame = json.RawMessage("{}")
	case obj.has("pay"):
		b.Pay = true
	case obj.has("switch_inline_query"):
		q, err := obj.optString("switch_inline_query")
		if err != nil {
			return b, err
		}
		b.SwitchInlineQuery = &q
	case obj.has("switch_inline_query_chosen_chat"):
		if _, err := obj.optObject("switch_inline_query_chosen_chat"); err != nil {
			return b, err
		}
		b.SwitchInlineQueryChosenChat = obj["switch_inline_query_chosen_chat"]
	case obj.has("switch_inline_query_current_chat"):
		q, err := obj.optString("switch_inline_query_current_chat")
		if err != nil {
			return b, err
		}
		b.SwitchInlineQueryCurrentChat = &q
	case obj.has("login_url"), obj.has("web_app"), obj.has("copy_text"):
		for _, f := range []struct{ field, inner string }{{"login_url", "url"}, {"web_app", "url"}, {"copy_text", "text"}} {
			if !obj.has(f.field) {
				continue
			}
			inner, err := obj.optObject(f.field)
			if err != nil {
				return b, err
			}
			if _, err := inner.reqString(f.inner); err != nil {
				return b, err
			}
			raw := obj[f.field]
			switch f.field {
			case "login_url":
				b.LoginURL = raw
			case "web_app":
				b.WebApp = raw
			default:
				b.CopyText = raw
			}
			break
		}
	default:
		return b, fieldError("Text buttons are unallowed in the inline keyboard")
	}
	return b, nil
}

func isTelegramLink(u string) bool {
	return len(u) > 3 && (u[:3] == "tg:" || u[:3] == "TG:")
}
