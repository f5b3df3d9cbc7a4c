package emulator

import (
	"encoding/json"
	"strings"
	"time"
	"unicode/utf8"
)

type methodSpec struct {
	name string
	fn   func(*Emulator, *request) (any, *APIError)
}

// methods maps lower-case method names, as Telegram matches them, to handlers.
var methods = func() map[string]methodSpec {
	m := make(map[string]methodSpec)
	for name, fn := range map[string]func(*Emulator, *request) (any, *APIError){
		"getMe":               (*Emulator).getMe,
		"getUpdates":          (*Emulator).getUpdates,
		"setWebhook":          (*Emulator).setWebhook,
		"deleteWebhook":       (*Emulator).deleteWebhook,
		"getWebhookInfo":      (*Emulator).getWebhookInfo,
		"sendMessage":         (*Emulator).sendMessage,
		"sendPhoto":           (*Emulator).sendPhoto,
		"sendChatAction":      (*Emulator).sendChatAction,
		"getFile":             (*Emulator).getFile,
		"answerCallbackQuery": (*Emulator).answerCallbackQuery,
		"editMessageMedia":    (*Emulator).editMessageMedia,
		"editMessageCaption":  (*Emulator).editMessageCaption,
		"setMyCommands":       (*Emulator).setMyCommands,
		"setChatMenuButton":   (*Emulator).setChatMenuButton,
	} {
		m[strings.ToLower(name)] = methodSpec{name: name, fn: fn}
	}
	return m
}()

// toBool reads a boolean parameter like the reference server.
func toBool(s string) bool {
	s = strings.ToLower(strings.TrimSpace(s))
	return s == "true" || s == "yes" || s == "1"
}

func (e *Emulator) getMe(*request) (any, *APIError) {
	return struct {
		User
		CanJoinGroups           bool `json:"can_join_groups"`
		CanReadAllGroupMessages bool `json:"can_read_all_group_messages"`
		SupportsInlineQueries   bool `json:"supports_inline_queries"`
		CanConnectToBusiness    bool `json:"can_connect_to_business"`
		HasMainWebApp           bool `json:"has_main_web_app"`
	}{User: e.bot, CanJoinGroups: true, CanReadAllGroupMessages: e.readAll}, nil
}

func (e *Emulator) deleteWebhook(q *request) (any, *APIError) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if toBool(q.params["drop_pending_updates"]) {
		e.applyOffsetLocked(e.nextUpdateID)
	}
	e.webhook = nil
	e.notifyLocked()
	return true, nil
}

func (e *Emulator) getWebhookInfo(*request) (any, *APIError) {
	e.mu.Lock()
	defer e.mu.Unlock()
	info := map[string]any{"url": "", "has_custom_certificate": false, "pending_update_count": len(e.queue)}
	if wh := e.webhook; wh != nil {
		info["url"] = wh.url
		if wh.lastError != "" {
			info["last_error_date"], info["last_error_message"] = wh.lastErrorAt, wh.lastError
		}
	}
	return info, nil
}

// newBotMessageLocked starts a message from the bot in a chat: it checks the reply
// target and gives the message its id, but does not store it.
func (e *Emulator) newBotMessageLocked(cs *chatState, q *request, markup *InlineKeyboardMarkup) (*storedMessage, *APIError) {
	if q.params["reply_parameters"] != "" {
		return nil, notEmulated("reply_parameters; send reply_to_message_id")
	}
	if err := webAppOnlyPrivate(cs.chat, markup); err != nil {
		return nil, err
	}
	bot := e.bot
	msg := Message{MessageID: cs.nextID, From: &bot, Date: time.Now().Unix(), Chat: cs.chat, ReplyMarkup: markup}
	if id := looseInt(q.params["reply_to_message_id"], 0); id != 0 {
		if target := cs.messages[id]; target != nil {
			msg.ReplyToMessage = target.replySnapshot()
		} else if !toBool(q.params["allow_sending_without_reply"]) {
			return nil, badRequest("message to be replied not found")
		}
	}
	cs.nextID++
	return &storedMessage{msg: msg, fromBot: true}, nil
}

// recordLocked records the message a call sent or edited and returns it.
func (e *Emulator) recordLocked(st *storedMessage, q *request) Message {
	out := cloneJSON(st.msg)
	q.call.Message = &out
	return out
}

// messageText reads and checks the text of sendMessage and editMessageText.
func messageText(params map[string]string) (string, []MessageEntity, *APIError) {
	text, entities, err := formatText(params["text"], params["parse_mode"], params["entities"])
	switch {
	case err != nil:
		return "", nil, err
	case text == "":
		return "", nil, badRequest("message text is empty")
	case utf16Len(text) > maxTextLength:
		return "", nil, badRequest("message is too long")
	}
	return text, entities, nil
}

func (e *Emulator) sendMessage(q *request) (any, *APIError) {
	text, entities, err := messageText(q.params)
	if err != nil {
		return nil, err
	}
	markup, err := parseReplyMarkup(q.params["reply_markup"])
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	cs, err := e.resolveChatLocked(q)
	if err != nil {
		return nil, err
	}
	st, err := e.newBotMessageLocked(cs, q, markup)
	if err != nil {
		return nil, err
	}
	st.msg.Text, st.msg.Entities = text, entities
	cs.messages[st.msg.MessageID] = st
	return e.recordLocked(st, q), nil
}

// caption reads a caption parameter and checks its length.
func caption(text, parseMode, entities string) (string, []MessageEntity, *APIError) {
	c, ents, err := formatText(text, parseMode, entities)
	if err != nil {
		return "", nil, err
	}
	if utf16Len(c) > maxCaptionLength {
		return "", nil, badRequest("message caption is too long")
	}
	return c, ents, nil
}

// upload finds the uploaded file a parameter names, the way the reference server
// does: "attach://<field>" names a part, and an empty parameter stands for the part
// of its own name. missing is the error when there is no such part. The bot
// uploads every photo it sends, so a file_id or URL is refused.
func (q *request) upload(name, value string, missing *APIError) (*File, *APIError) {
	field := name
	if value != "" {
		var ok bool
		if field, ok = strings.CutPrefix(value, "attach://"); !ok {
			return nil, notEmulated("sending a file by file_id or URL; upload it")
		}
	}
	if f := q.file(field); f != nil {
		return f, nil
	}
	return nil, missing
}

// photoLocked gives a message the sizes Telegram makes of an uploaded w×h photo.
func (e *Emulator) photoLocked(st *storedMessage, upload *File, w, h int) {
	e.fileSeq++
	st.msg.Photo = photoSizes(e.fileSeq, w, h, len(upload.Data))
}

func (e *Emulator) sendPhoto(q *request) (any, *APIError) {
	upload, err := q.upload("photo", q.params["photo"], badRequest("there is no photo in the request"))
	if err != nil {
		return nil, err
	}
	text, entities, err := caption(q.params["caption"], q.params["parse_mode"], q.params["caption_entities"])
	if err != nil {
		return nil, err
	}
	markup, err := parseReplyMarkup(q.params["reply_markup"])
	if err != nil {
		return nil, err
	}
	w, h, err := decodePhoto(upload.Data, e.headerOnly)
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	cs, err := e.resolveChatLocked(q)
	if err != nil {
		return nil, err
	}
	st, err := e.newBotMessageLocked(cs, q, markup)
	if err != nil {
		return nil, err
	}
	e.photoLocked(st, upload, w, h)
	st.msg.Caption, st.msg.CaptionEntities = text, entities
	st.msg.HasMediaSpoiler = toBool(q.params["has_spoiler"])
	cs.messages[st.msg.MessageID] = st
	return e.recordLocked(st, q), nil
}

var chatActions = map[string]bool{
	"typing": true, "upload_photo": true, "record_video": true, "upload_video": true,
	"record_voice": true, "upload_voice": true, "upload_document": true, "choose_sticker": true,
	"find_location": true, "record_video_note": true, "upload_video_note": true,
}

func (e *Emulator) sendChatAction(q *request) (any, *APIError) {
	if !chatActions[q.params["action"]] {
		return nil, badRequest("wrong parameter action in request")
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if _, err := e.resolveChatLocked(q); err != nil {
		return nil, err
	}
	return true, nil
}

func (e *Emulator) answerCallbackQuery(q *request) (any, *APIError) {
	e.mu.Lock()
	defer e.mu.Unlock()
	cb := e.callbacks[q.params["callback_query_id"]]
	if cb == nil || cb.answered {
		return nil, badRequest("query is too old and response timeout expired or query ID is invalid")
	}
	if utf8.RuneCountInString(q.params["text"]) > 200 {
		return nil, badRequest("MESSAGE_TOO_LONG")
	}
	cb.answered = true
	q.call.ChatID = cb.chatID
	return true, nil
}

// editTargetLocked finds the bot message an edit addresses.
func (e *Emulator) editTargetLocked(q *request) (*storedMessage, *APIError) {
	if q.params["inline_message_id"] != "" {
		return nil, notEmulated("inline messages")
	}
	cs, err := e.resolveChatLocked(q)
	if err != nil {
		return nil, err
	}
	st := cs.messages[looseInt(q.params["message_id"], 0)]
	if st == nil {
		return nil, badRequest("message to edit not found")
	}
	if !st.fromBot {
		return nil, badRequest("message can't be edited")
	}
	return st, nil
}

// editedLocked completes an edit: an edit without reply_markup removes the
// keyboard, as in Telegram. It records and returns the edited message.
func (e *Emulator) editedLocked(st *storedMessage, q *request, markup *InlineKeyboardMarkup) Message {
	st.msg.ReplyMarkup = markup
	st.msg.EditDate = time.Now().Unix()
	return e.recordLocked(st, q)
}

// editMessageMedia replaces a photo by a newly uploaded one (an upload is always a
// change). The bot edits photos only; other media types are refused.
func (e *Emulator) editMessageMedia(q *request) (any, *APIError) {
	var media jsonObject
	if raw := q.params["media"]; raw == "" || json.Unmarshal([]byte(raw), &media) != nil || media == nil {
		return nil, badRequest("can't parse InputMedia JSON object")
	}
	mediaErr := func(err error) *APIError { return badRequest("can't parse InputMedia: " + err.Error()) }
	kind, err := media.reqString("type")
	if err != nil {
		return nil, mediaErr(err)
	}
	if kind != "photo" {
		return nil, badRequest("can't parse InputMedia: media type " + kind + " is not supported by the emulator")
	}
	ref, err := media.optString("media")
	if err != nil {
		return nil, mediaErr(err)
	}
	upload, apiErr := q.upload("", ref, badRequest("media not found"))
	if apiErr != nil {
		return nil, apiErr
	}
	var fields [3]string
	for i, name := range []string{"caption", "parse_mode", "caption_entities"} {
		if name == "caption_entities" && media.has(name) {
			fields[i] = string(media[name])
			continue
		}
		if fields[i], err = media.optString(name); err != nil {
			return nil, mediaErr(err)
		}
	}
	text, entities, apiErr := caption(fields[0], fields[1], fields[2])
	if apiErr != nil {
		return nil, apiErr
	}
	spoiler, err := media.optBool("has_spoiler")
	if err != nil {
		return nil, mediaErr(err)
	}
	markup, apiErr := parseReplyMarkup(q.params["reply_markup"])
	if apiErr != nil {
		return nil, apiErr
	}
	w, h, apiErr := decodePhoto(upload.Data, e.headerOnly)
	if apiErr != nil {
		return nil, apiErr
	}

	e.mu.Lock()
	defer e.mu.Unlock()
	st, apiErr := e.editTargetLocked(q)
	if apiErr != nil {
		return nil, apiErr
	}
	if st.msg.Photo == nil {
		return nil, badRequest("there is no media in the message to edit")
	}
	e.photoLocked(st, upload, w, h)
	st.msg.Caption, st.msg.CaptionEntities, st.msg.HasMediaSpoiler = text, entities, spoiler
	return e.editedLocked(st, q, markup), nil
}

// editMessageCaption replaces a photo's caption and keyboard; the same caption
// and keyboard again is an error, as in Telegram.
func (e *Emulator) editMessageCaption(q *request) (any, *APIError) {
	text, entities, apiErr := caption(q.params["caption"], q.params["parse_mode"], q.params["caption_entities"])
	if apiErr != nil {
		return nil, apiErr
	}
	markup, apiErr := parseReplyMarkup(q.params["reply_markup"])
	if apiErr != nil {
		return nil, apiErr
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	st, apiErr := e.editTargetLocked(q)
	if apiErr != nil {
		return nil, apiErr
	}
	if st.msg.Photo == nil {
		return nil, badRequest("there is no caption in the message to edit")
	}
	if err := webAppOnlyPrivate(st.msg.Chat, markup); err != nil {
		return nil, err
	}
	before, _ := json.Marshal([]any{st.msg.Caption, st.msg.CaptionEntities, st.msg.ReplyMarkup})
	after, _ := json.Marshal([]any{text, entities, markup})
	if string(before) == string(after) {
		return nil, badRequest("message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message")
	}
	st.msg.Caption, st.msg.CaptionEntities = text, entities
	return e.editedLocked(st, q, markup), nil
}
