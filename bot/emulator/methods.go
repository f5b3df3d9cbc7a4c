package emulator

import (
	"bytes"
	"encoding/json"
	"strings"
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
		"getMe":                  (*Emulator).getMe,
		"getUpdates":             (*Emulator).getUpdates,
		"setWebhook":             (*Emulator).setWebhook,
		"deleteWebhook":          (*Emulator).deleteWebhook,
		"getWebhookInfo":         (*Emulator).getWebhookInfo,
		"logOut":                 (*Emulator).logOut,
		"close":                  (*Emulator).logOut,
		"sendMessage":            (*Emulator).sendMessage,
		"sendPhoto":              (*Emulator).sendPhoto,
		"sendDocument":           (*Emulator).sendDocument,
		"sendChatAction":         (*Emulator).sendChatAction,
		"getFile":                (*Emulator).getFile,
		"answerCallbackQuery":    (*Emulator).answerCallbackQuery,
		"editMessageText":        (*Emulator).editMessageText,
		"editMessageCaption":     (*Emulator).editMessageCaption,
		"editMessageReplyMarkup": (*Emulator).editMessageReplyMarkup,
		"editMessageMedia":       (*Emulator).editMessageMedia,
		"deleteMessage":          (*Emulator).deleteMessage,
		"setMyCommands":          (*Emulator).setMyCommands,
		"getMyCommands":          (*Emulator).getMyCommands,
		"deleteMyCommands":       (*Emulator).deleteMyCommands,
		"setChatMenuButton":      (*Emulator).setChatMenuButton,
		"getChatMenuButton":      (*Emulator).getChatMenuButton,
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

func (e *Emulator) logOut(*request) (any, *APIError) { return true, nil }

// newBotMessageLocked starts a message from the bot in a chat: it checks the reply
// target and gives the message its id, but does not store it.
func (e *Emulator) newBotMessageLocked(cs *chatState, q *request, markup *ReplyMarkup) (*storedMessage, *APIError) {
	reply, err := replyTarget(q.params)
	if err != nil {
		return nil, err
	}
	if err := webAppOnlyPrivate(cs.chat, markup); err != nil {
		return nil, err
	}
	bot := e.bot
	msg := Message{
		MessageID:           cs.nextID,
		From:                &bot,
		Date:                e.now().Unix(),
		Chat:                cs.chat,
		HasProtectedContent: toBool(q.params["protect_content"]),
	}
	if reply.messageID != 0 {
		target := cs.live(reply.messageID)
		if reply.chatID != "" && reply.chatID != itoa(cs.chat.ID) {
			target = nil // replies to other chats are not emulated
		}
		switch {
		case target != nil:
			msg.ReplyToMessage = target.replySnapshot()
		case !reply.allowWithout:
			return nil, badRequest("message to be replied not found")
		}
	}
	if markup != nil && len(markup.InlineKeyboard) > 0 {
		msg.ReplyMarkup = &InlineKeyboardMarkup{InlineKeyboard: markup.InlineKeyboard}
	}
	cs.nextID++
	return &storedMessage{msg: msg, fromBot: true, markup: markup, params: q.params}, nil
}

type replyParams struct {
	messageID    int
	chatID       string
	allowWithout bool
}

// replyTarget reads reply_parameters or the older reply_to_message_id.
func replyTarget(params map[string]string) (replyParams, *APIError) {
	rp := replyParams{
		messageID:    looseInt(params["reply_to_message_id"], 0),
		allowWithout: toBool(params["allow_sending_without_reply"]),
	}
	raw := params["reply_parameters"]
	if raw == "" {
		return rp, nil
	}
	var obj jsonObject
	if err := json.Unmarshal([]byte(raw), &obj); err != nil || obj == nil {
		return rp, badRequest("can't parse reply parameters JSON object")
	}
	id, err := obj.optInt("message_id")
	if err != nil {
		return rp, badRequest("can't parse ReplyParameters: " + lowerFirst(err.Error()))
	}
	chatID, err := obj.optString("chat_id")
	if err != nil {
		return rp, badRequest("can't parse ReplyParameters: " + lowerFirst(err.Error()))
	}
	allow, err := obj.optBool("allow_sending_without_reply")
	if err != nil {
		return rp, badRequest("can't parse ReplyParameters: " + lowerFirst(err.Error()))
	}
	return replyParams{messageID: int(id), chatID: chatID, allowWithout: allow}, nil
}

// storeLocked stores a finished bot message and records it in the call.
func (e *Emulator) storeLocked(cs *chatState, st *storedMessage, q *request) Message {
	cs.add(st)
	out := cloneJSON(st.msg)
	q.call.Message = &out
	return cloneJSON(st.msg)
}

func (e *Emulator) sendMessage(q *request) (any, *APIError) {
	if q.params["text"] == "" {
		return nil, badRequest("message text is empty")
	}
	text, entities, err := formatText(q.params["text"], q.params["parse_mode"], q.params["entities"])
	if err != nil {
		return nil, err
	}
	markup, err := parseReplyMarkup(q.params["reply_markup"])
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	cs, err := e.resolveChatLocked(q.params["chat_id"])
	if err != nil {
		return nil, err
	}
	q.call.ChatID = cs.chat.ID
	if text == "" {
		return nil, badRequest("message text is empty")
	}
	if utf16Len(text) > MaxTextLength {
		return nil, badRequest("message is too long")
	}
	st, err := e.newBotMessageLocked(cs, q, markup)
	if err != nil {
		return nil, err
	}
	st.msg.Text, st.msg.Entities = text, entities
	return e.storeLocked(cs, st, q), nil
}

// caption reads a caption parameter and checks its length.
func caption(text, parseMode, entities string) (string, []MessageEntity, *APIError) {
	c, ents, err := formatText(text, parseMode, entities)
	if err != nil {
		return "", nil, err
	}
	if utf16Len(c) > MaxCaptionLength {
		return "", nil, badRequest("message caption is too long")
	}
	return c, ents, nil
}

// inputFile finds the file a parameter names, the way the reference server does: the
// parameter's value (a file_id, a URL or "attach://<field>") comes first, an uploaded
// part of the same name second. It returns the upload or the file id.
func (q *request) inputFile(name, value string) (upload *File, fileID string) {
	if field, ok := strings.CutPrefix(value, "attach://"); ok {
		return q.file(field), ""
	}
	if value != "" {
		return nil, value
	}
	return q.file(name), ""
}

// knownFileLocked looks up a file the bot sent before by its file_id.
func (e *Emulator) knownFileLocked(fileID, kind string) (*storedFile, *APIError) {
	f := e.files[fileID]
	switch {
	case f == nil && (strings.HasPrefix(fileID, "http://") || strings.HasPrefix(fileID, "https://")):
		return nil, badRequest("failed to get HTTP URL content")
	case f == nil:
		return nil, badRequest("wrong file identifier/HTTP URL specified")
	case f.kind != kind:
		return nil, badRequest("type of file mismatch")
	}
	return f, nil
}

// photoLocked turns an uploaded or referenced photo into a stored file.
func (e *Emulator) photoLocked(upload *File, fileID string, w, h int) (*storedFile, *APIError) {
	if upload == nil {
		return e.knownFileLocked(fileID, fileKindPhoto)
	}
	e.fileSeq++
	f := &storedFile{
		kind: fileKindPhoto, data: upload.Data, name: upload.Name, width: w, height: h,
		sizes: photoSizes(e.fileSeq, w, h, len(upload.Data)),
	}
	for _, s := range f.sizes {
		e.files[s.FileID] = f
	}
	return f, nil
}

func (e *Emulator) documentLocked(upload *File, fileID string) (*storedFile, *APIError) {
	if upload == nil {
		return e.knownFileLocked(fileID, fileKindDocument)
	}
	if len(upload.Data) == 0 {
		return nil, badRequest("file must be non-empty")
	}
	if len(upload.Data) > maxDocumentBytes {
		return nil, apiErr(413, "Request Entity Too Large")
	}
	e.fileSeq++
	id, unique := newFileIDs(docFileIDPrefix, e.fileSeq, "doc")
	f := &storedFile{kind: fileKindDocument, data: upload.Data, name: upload.Name}
	f.doc = Document{
		FileID: id, FileUniqueID: unique, FileName: upload.Name,
		MimeType: documentMIME(upload.Name, upload.Data), FileSize: len(upload.Data),
	}
	e.files[id] = f
	return f, nil
}

// setMedia puts a stored photo or document into a message.
func (st *storedMessage) setMedia(f *storedFile) {
	st.msg.Photo, st.msg.Document = nil, nil
	if f.kind == fileKindPhoto {
		st.msg.Photo = cloneJSON(f.sizes)
		st.fileID = f.sizes[len(f.sizes)-1].FileUniqueID
	} else {
		d := f.doc
		st.msg.Document = &d
		st.fileID = d.FileUniqueID
	}
	st.media, st.mediaName = f.data, f.name
}

func (e *Emulator) sendPhoto(q *request) (any, *APIError) {
	upload, fileID := q.inputFile("photo", q.params["photo"])
	if upload == nil && fileID == "" {
		return nil, badRequest("there is no photo in the request")
	}
	text, entities, err := caption(q.params["caption"], q.params["parse_mode"], q.params["caption_entities"])
	if err != nil {
		return nil, err
	}
	markup, err := parseReplyMarkup(q.params["reply_markup"])
	if err != nil {
		return nil, err
	}
	var w, h int
	if upload != nil {
		if w, h, err = decodePhoto(upload.Data, e.headerOnly); err != nil {
			return nil, err
		}
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	cs, err := e.resolveChatLocked(q.params["chat_id"])
	if err != nil {
		return nil, err
	}
	q.call.ChatID = cs.chat.ID
	f, err := e.photoLocked(upload, fileID, w, h)
	if err != nil {
		return nil, err
	}
	st, err := e.newBotMessageLocked(cs, q, markup)
	if err != nil {
		return nil, err
	}
	st.setMedia(f)
	st.msg.Caption, st.msg.CaptionEntities = text, entities
	st.msg.HasMediaSpoiler = toBool(q.params["has_spoiler"])
	st.msg.ShowCaptionAboveMedia = toBool(q.params["show_caption_above_media"])
	return e.storeLocked(cs, st, q), nil
}

func (e *Emulator) sendDocument(q *request) (any, *APIError) {
	upload, fileID := q.inputFile("document", q.params["document"])
	if upload == nil && fileID == "" {
		return nil, badRequest("there is no document in the request")
	}
	text, entities, err := caption(q.params["caption"], q.params["parse_mode"], q.params["caption_entities"])
	if err != nil {
		return nil, err
	}
	markup, err := parseReplyMarkup(q.params["reply_markup"])
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	cs, err := e.resolveChatLocked(q.params["chat_id"])
	if err != nil {
		return nil, err
	}
	q.call.ChatID = cs.chat.ID
	f, err := e.documentLocked(upload, fileID)
	if err != nil {
		return nil, err
	}
	st, err := e.newBotMessageLocked(cs, q, markup)
	if err != nil {
		return nil, err
	}
	st.setMedia(f)
	st.msg.Caption, st.msg.CaptionEntities = text, entities
	return e.storeLocked(cs, st, q), nil
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
	cs, err := e.resolveChatLocked(q.params["chat_id"])
	if err != nil {
		return nil, err
	}
	q.call.ChatID = cs.chat.ID
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
func (e *Emulator) editTargetLocked(q *request) (*chatState, *storedMessage, *APIError) {
	if q.params["chat_id"] == "" && q.params["message_id"] == "" {
		if q.params["inline_message_id"] == "" {
			return nil, nil, badRequest(`parameter "inline_message_id" is required`)
		}
		return nil, nil, badRequest("MESSAGE_ID_INVALID") // inline messages are not emulated
	}
	cs, err := e.resolveChatLocked(q.params["chat_id"])
	if err != nil {
		return nil, nil, err
	}
	q.call.ChatID = cs.chat.ID
	st := cs.live(looseInt(q.params["message_id"], 0))
	if st == nil {
		return nil, nil, badRequest("message to edit not found")
	}
	if !st.fromBot {
		return nil, nil, badRequest("message can't be edited")
	}
	return cs, st, nil
}

// editMarkup reads the reply_markup of an edit, which must be an inline keyboard.
// Leaving it out removes the message's keyboard, as in Telegram.
func editMarkup(q *request) (*ReplyMarkup, *APIError) {
	m, err := parseReplyMarkup(q.params["reply_markup"])
	if err != nil {
		return nil, err
	}
	if m != nil && len(m.InlineKeyboard) == 0 {
		return nil, badRequest("inline keyboard expected")
	}
	return m, nil
}

func sameJSON(a, b any) bool {
	ja, errA := json.Marshal(a)
	jb, errB := json.Marshal(b)
	return errA == nil && errB == nil && bytes.Equal(ja, jb)
}

// inlineOf returns the inline keyboard of a markup as it appears in a Message.
func inlineOf(m *ReplyMarkup) *InlineKeyboardMarkup {
	if m == nil || len(m.InlineKeyboard) == 0 {
		return nil
	}
	return &InlineKeyboardMarkup{InlineKeyboard: m.InlineKeyboard}
}

var errNotModified = badRequest("message is not modified: specified new message content and reply markup are " +
	"exactly the same as a current content and reply markup of the message")

// applyEditLocked records an edit and returns the edited message.
func (e *Emulator) applyEditLocked(st *storedMessage, q *request, before Message, markup *ReplyMarkup) Message {
	st.edits = append(st.edits, Edit{Method: q.method, Time: e.now(), Params: q.params, Before: before})
	st.markup = markup
	st.msg.ReplyMarkup = inlineOf(markup)
	st.msg.EditDate = e.now().Unix()
	out := cloneJSON(st.msg)
	q.call.Message = &out
	return cloneJSON(st.msg)
}

func (e *Emulator) editMessageText(q *request) (any, *APIError) {
	if q.params["text"] == "" {
		return nil, badRequest("message text is empty")
	}
	text, entities, err := formatText(q.params["text"], q.params["parse_mode"], q.params["entities"])
	if err != nil {
		return nil, err
	}
	markup, err := editMarkup(q)
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	_, st, err := e.editTargetLocked(q)
	if err != nil {
		return nil, err
	}
	switch {
	case st.msg.Text == "":
		return nil, badRequest("there is no text in the message to edit")
	case text == "":
		return nil, badRequest("message text is empty")
	case utf16Len(text) > MaxTextLength:
		return nil, badRequest("message is too long")
	case text == st.msg.Text && sameJSON(entities, st.msg.Entities) && sameJSON(inlineOf(markup), st.msg.ReplyMarkup):
		return nil, errNotModified
	}
	before := cloneJSON(st.msg)
	st.msg.Text, st.msg.Entities = text, entities
	return e.applyEditLocked(st, q, before, markup), nil
}

func (e *Emulator) editMessageCaption(q *request) (any, *APIError) {
	text, entities, err := caption(q.params["caption"], q.params["parse_mode"], q.params["caption_entities"])
	if err != nil {
		return nil, err
	}
	markup, err := editMarkup(q)
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	_, st, err := e.editTargetLocked(q)
	if err != nil {
		return nil, err
	}
	if st.msg.Photo == nil && st.msg.Document == nil {
		return nil, badRequest("there is no caption in the message to edit")
	}
	if text == st.msg.Caption && sameJSON(entities, st.msg.CaptionEntities) && sameJSON(inlineOf(markup), st.msg.ReplyMarkup) {
		return nil, errNotModified
	}
	before := cloneJSON(st.msg)
	st.msg.Caption, st.msg.CaptionEntities = text, entities
	if _, ok := q.params["show_caption_above_media"]; ok {
		st.msg.ShowCaptionAboveMedia = toBool(q.params["show_caption_above_media"])
	}
	return e.applyEditLocked(st, q, before, markup), nil
}

func (e *Emulator) editMessageReplyMarkup(q *request) (any, *APIError) {
	markup, err := editMarkup(q)
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	_, st, err := e.editTargetLocked(q)
	if err != nil {
		return nil, err
	}
	if sameJSON(inlineOf(markup), st.msg.ReplyMarkup) {
		return nil, errNotModified
	}
	before := cloneJSON(st.msg)
	return e.applyEditLocked(st, q, before, markup), nil
}

func (e *Emulator) editMessageMedia(q *request) (any, *APIError) {
	raw := q.params["media"]
	var media jsonObject
	if raw == "" || json.Unmarshal([]byte(raw), &media) != nil || media == nil {
		return nil, badRequest("can't parse InputMedia JSON object")
	}
	mediaErr := func(err error) *APIError { return badRequest("can't parse InputMedia: " + err.Error()) }
	kind, err := media.reqString("type")
	if err != nil {
		return nil, mediaErr(err)
	}
	ref, err := media.optString("media")
	if err != nil {
		return nil, mediaErr(err)
	}
	upload, fileID := q.inputFile("", ref)
	if upload == nil && fileID == "" {
		return nil, badRequest("media not found")
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
	markup, apiErr := editMarkup(q)
	if apiErr != nil {
		return nil, apiErr
	}
	var w, h int
	switch kind {
	case fileKindPhoto:
		if upload != nil {
			if w, h, apiErr = decodePhoto(upload.Data, e.headerOnly); apiErr != nil {
				return nil, apiErr
			}
		}
	case fileKindDocument:
	default:
		return nil, badRequest("can't parse InputMedia: media type " + kind + " is not supported by the emulator")
	}

	e.mu.Lock()
	defer e.mu.Unlock()
	_, st, apiErr := e.editTargetLocked(q)
	if apiErr != nil {
		return nil, apiErr
	}
	if st.msg.Photo == nil && st.msg.Document == nil {
		return nil, badRequest("there is no media in the message to edit")
	}
	var f *storedFile
	if kind == fileKindPhoto {
		f, apiErr = e.photoLocked(upload, fileID, w, h)
	} else {
		f, apiErr = e.documentLocked(upload, fileID)
	}
	if apiErr != nil {
		return nil, apiErr
	}
	unique := f.doc.FileUniqueID
	if f.kind == fileKindPhoto {
		unique = f.sizes[len(f.sizes)-1].FileUniqueID
	}
	if unique == st.fileID && text == st.msg.Caption && sameJSON(entities, st.msg.CaptionEntities) &&
		spoiler == st.msg.HasMediaSpoiler && sameJSON(inlineOf(markup), st.msg.ReplyMarkup) {
		return nil, errNotModified
	}
	before := cloneJSON(st.msg)
	st.setMedia(f)
	st.msg.Caption, st.msg.CaptionEntities, st.msg.HasMediaSpoiler = text, entities, spoiler
	return e.applyEditLocked(st, q, before, markup), nil
}

func (e *Emulator) deleteMessage(q *request) (any, *APIError) {
	e.mu.Lock()
	defer e.mu.Unlock()
	cs, err := e.resolveChatLocked(q.params["chat_id"])
	if err != nil {
		return nil, err
	}
	q.call.ChatID = cs.chat.ID
	st := cs.live(looseInt(q.params["message_id"], 0))
	if st == nil {
		return nil, badRequest("message to delete not found")
	}
	if !st.fromBot && cs.chat.Type != ChatPrivate {
		return nil, badRequest("message can't be deleted")
	}
	st.deleted = true
	e.notifyLocked()
	return true, nil
}
