package emulator

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"time"
	"unicode/utf16"
	"unicode/utf8"
)

// maxLongPollTimeout is the longest getUpdates timeout Telegram honours, in seconds.
const maxLongPollTimeout = 50

type queuedUpdate struct {
	id            int
	body          json.RawMessage // the update's JSON, update_id included
	chatID        int64
	queryID       string
	delivered     bool
	deliveredTick uint64
	confirmed     bool
}

type longPoll struct {
	conflict chan struct{} // closed when a newer long poll takes over
}

// UserMessage is a text message a user sends, for InjectMessage.
type UserMessage struct {
	From User
	// Chat is where the message is sent; nil means the private chat with From.
	// Groups and supergroups become known to the emulator on their first message.
	Chat *Chat
	// Text is the message's text, or its caption; it gets the entities of the
	// bot commands and mentions in it, detected as Telegram does.
	Text string
	// ReplyTo is the id of an earlier message of the chat that this one replies to.
	ReplyTo int
	// Photo, if set, sends a picture (PNG, JPEG or GIF) as a photo, with
	// Text as its caption (which may then be empty). As Telegram's apps do,
	// the emulator scales it down to at most 1280 pixels and recompresses it
	// as JPEG (with thumbnails of 90, 320 and 800 pixels); to send the bytes
	// as they are, send them as a Document.
	Photo []byte
	// Document, if set, sends a file as a document named FileName, with
	// Text as its caption (which may then be empty).
	Document []byte
	FileName string
}

// InjectText sends a text message from a user to the bot in their private chat.
func (e *Emulator) InjectText(from User, text string) (Update, error) {
	return e.InjectMessage(UserMessage{From: from, Text: text})
}

// InjectMessage stores a user's message in its chat and queues a "message" update for
// the bot. In groups with privacy mode on (the default, see Config) the bot gets only
// commands, replies to its messages and mentions of it; other messages are stored
// but not queued, and InjectMessage returns the message with an error wrapping
// ErrPrivacy.
func (e *Emulator) InjectMessage(m UserMessage) (Update, error) {
	if m.From.ID <= 0 {
		return Update{}, wrapf(ErrInvalid, "message from user id %d", m.From.ID)
	}
	media := m.Photo != nil || m.Document != nil
	switch {
	case m.Photo != nil && m.Document != nil:
		return Update{}, wrapf(ErrInvalid, "a message holds a photo or a document, not both")
	case media && (!utf8.ValidString(m.Text) || utf16Len(m.Text) > maxCaptionLength):
		return Update{}, wrapf(ErrInvalid, "a caption must be valid UTF-8 of at most %d characters", maxCaptionLength)
	case !media && (m.Text == "" || !utf8.ValidString(m.Text) || utf16Len(m.Text) > maxTextLength):
		return Update{}, wrapf(ErrInvalid, "message text must be valid UTF-8 of 1 to %d characters", maxTextLength)
	}
	var photo []photoVersion
	if m.Photo != nil {
		_, _, apiErr := decodePhoto(m.Photo, true)
		if apiErr == nil {
			photo, apiErr = compressPhoto(m.Photo)
		}
		if apiErr != nil {
			return Update{}, wrapf(ErrInvalid, "photo: %s", apiErr.Description)
		}
	}
	if m.Document != nil && len(m.Document) == 0 {
		return Update{}, wrapf(ErrInvalid, "an empty document")
	}
	from := m.From
	from.IsBot = false
	chat := PrivateChat(from)
	if m.Chat != nil {
		chat = *m.Chat
		if err := checkChat(chat); err != nil {
			return Update{}, err
		}
	}
	entities := commandsAndMentions(m.Text)

	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return Update{}, ErrClosed
	}
	if known, ok := e.chats[chat.ID]; ok && known.chat.Type != chat.Type {
		return Update{}, wrapf(ErrInvalid, "chat %d is a %s chat, not %s", chat.ID, known.chat.Type, chat.Type)
	}
	cs := e.chatLocked(chat)
	e.users[from.ID] = true
	msg := Message{
		MessageID: cs.nextID,
		From:      &from,
		Date:      time.Now().Unix(),
		Chat:      cs.chat,
		Text:      m.Text,
		Entities:  entities,
	}
	if media {
		msg.Text, msg.Entities = "", nil
		msg.Caption, msg.CaptionEntities = m.Text, entities
		if m.Photo != nil {
			msg.Photo = e.userPhotoLocked(photo)
		} else {
			msg.Document = e.userDocumentLocked(m.Document, m.FileName)
		}
	}
	var replyToBot bool
	if m.ReplyTo != 0 {
		st := cs.messages[m.ReplyTo]
		if st == nil {
			return Update{}, wrapf(ErrNoMessage, "reply to message %d in chat %d", m.ReplyTo, chat.ID)
		}
		msg.ReplyToMessage = st.replySnapshot()
		replyToBot = st.fromBot
	}
	cs.nextID++
	cs.messages[msg.MessageID] = &storedMessage{msg: msg}

	u := Update{Message: &msg}
	if chat.Type != ChatPrivate && !e.readAll && !e.meantForBot(msg, replyToBot) {
		e.notifyLocked()
		return cloneJSON(u), wrapf(ErrPrivacy, "message %d in chat %d", msg.MessageID, chat.ID)
	}
	q := e.enqueueLocked(&u)
	q.chatID = chat.ID
	return cloneJSON(u), nil
}

// meantForBot reports whether a bot in privacy mode sees a group message.
func (e *Emulator) meantForBot(msg Message, replyToBot bool) bool {
	if replyToBot {
		return true
	}
	text, entities := msg.Text, msg.Entities
	if text == "" {
		text, entities = msg.Caption, msg.CaptionEntities
	}
	units := utf16.Encode([]rune(text))
	for _, ent := range entities {
		if ent.Offset < 0 || ent.Offset+ent.Length > len(units) {
			continue
		}
		text := string(utf16.Decode(units[ent.Offset : ent.Offset+ent.Length]))
		switch ent.Type {
		case "bot_command":
			_, target, found := strings.Cut(text, "@")
			if !found || strings.EqualFold(target, e.bot.Username) {
				return true
			}
		case "mention":
			if strings.EqualFold(strings.TrimPrefix(text, "@"), e.bot.Username) {
				return true
			}
		}
	}
	return false
}

// PressButton presses the inline button with the given callback data on a bot
// message, as a user, and queues the "callback_query" update. The query carries the
// message as it is now.
func (e *Emulator) PressButton(from User, chatID int64, messageID int, data string) (Update, error) {
	if from.ID <= 0 {
		return Update{}, wrapf(ErrInvalid, "button pressed by user id %d", from.ID)
	}
	from.IsBot = false
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return Update{}, ErrClosed
	}
	cs := e.chats[chatID]
	if cs == nil {
		return Update{}, wrapf(ErrNoChat, "chat %d", chatID)
	}
	st := cs.messages[messageID]
	if st == nil {
		return Update{}, wrapf(ErrNoMessage, "message %d in chat %d", messageID, chatID)
	}
	if !st.fromBot || !hasCallbackButton(st.msg.ReplyMarkup, data) {
		return Update{}, wrapf(ErrNoButton, "callback data %q on message %d in chat %d", data, messageID, chatID)
	}
	e.callbackSeq++
	id := strconv.FormatInt(int64(e.bot.ID%1000000)*1000000000000+e.callbackSeq, 10)
	msg := cloneJSON(st.msg)
	u := Update{CallbackQuery: &CallbackQuery{
		ID: id, From: from, Message: &msg, ChatInstance: cs.instance, Data: data,
	}}
	e.callbacks[id] = &callbackState{chatID: chatID}
	q := e.enqueueLocked(&u)
	q.chatID, q.queryID = chatID, id
	return cloneJSON(u), nil
}

func hasCallbackButton(kb *InlineKeyboardMarkup, data string) bool {
	if kb == nil {
		return false
	}
	for _, row := range kb.InlineKeyboard {
		for _, b := range row {
			if b.CallbackData == data && data != "" {
				return true
			}
		}
	}
	return false
}

// InjectRaw queues an update given as a JSON object, exactly as given except for
// update_id, which the emulator sets. It returns the update_id.
func (e *Emulator) InjectRaw(update json.RawMessage) (int, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(update, &fields); err != nil || fields == nil {
		return 0, wrapf(ErrInvalid, "update must be a JSON object")
	}
	// The chat and the callback query, for WaitReply; the rest is the bot's to read.
	type inChat struct {
		Chat struct{ ID int64 } `json:"chat"`
	}
	var probe struct {
		Message       *inChat `json:"message"`
		CallbackQuery *struct {
			ID      string  `json:"id"`
			Message *inChat `json:"message"`
		} `json:"callback_query"`
	}
	_ = json.Unmarshal(update, &probe) // best effort: a field of another shape is left alone
	var chatID int64
	var queryID string
	switch {
	case probe.Message != nil:
		chatID = probe.Message.Chat.ID
	case probe.CallbackQuery != nil:
		queryID = probe.CallbackQuery.ID
		if probe.CallbackQuery.Message != nil {
			chatID = probe.CallbackQuery.Message.Chat.ID
		}
	}

	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return 0, ErrClosed
	}
	if queryID != "" {
		if _, ok := e.callbacks[queryID]; !ok {
			e.callbacks[queryID] = &callbackState{chatID: chatID}
		}
	}
	q := e.enqueueLocked(rawUpdate(fields))
	q.chatID, q.queryID = chatID, queryID
	return q.id, nil
}

// rawUpdate lets enqueueLocked set the update_id of a raw update.
type rawUpdate map[string]json.RawMessage

// enqueueLocked gives u the next update_id, queues it and wakes pollers.
func (e *Emulator) enqueueLocked(u any) *queuedUpdate {
	id := e.nextUpdateID
	e.nextUpdateID++
	var body []byte
	switch u := u.(type) {
	case *Update:
		u.UpdateID = id
		body, _ = json.Marshal(u) // an Update always marshals
	case rawUpdate:
		u["update_id"] = json.RawMessage(strconv.Itoa(id))
		body, _ = json.Marshal(map[string]json.RawMessage(u))
	}
	q := &queuedUpdate{id: id, body: body}
	e.queue = append(e.queue, q)
	e.updates[id] = q
	e.notifyLocked()
	return q
}

// PendingUpdates returns how many updates wait for the bot to confirm them.
func (e *Emulator) PendingUpdates() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return len(e.queue)
}

// WaitConfirmed blocks until the bot has confirmed the update by asking getUpdates
// for a higher offset.
func (e *Emulator) WaitConfirmed(ctx context.Context, updateID int) error {
	return e.waitUpdate(ctx, updateID, func(u *queuedUpdate) bool { return u.confirmed })
}

func (e *Emulator) waitUpdate(ctx context.Context, updateID int, done func(*queuedUpdate) bool) error {
	var failure error
	err := e.waitUntil(ctx, func() bool {
		u, ok := e.updates[updateID]
		switch {
		case !ok:
			failure = wrapf(ErrNoUpdate, "update %d", updateID)
		case done(u):
		default:
			return false
		}
		return true
	})
	if err != nil {
		return err
	}
	return failure
}

// applyOffsetLocked confirms updates below a positive offset or, for a negative one,
// forgets all but the last -offset updates, as getUpdates does. An offset beyond the
// next update_id is ignored, as in the reference server.
func (e *Emulator) applyOffsetLocked(offset int) {
	keep := e.queue
	switch {
	case offset < 0:
		if n := -offset; n < len(keep) {
			keep = keep[len(keep)-n:]
		}
	case offset > 0 && offset <= e.nextUpdateID:
		for len(keep) > 0 && keep[0].id < offset {
			keep = keep[1:]
		}
	}
	for _, u := range e.queue[:len(e.queue)-len(keep)] {
		u.confirmed = true
	}
	if len(keep) != len(e.queue) {
		e.queue = append(e.queue[:0:0], keep...)
		e.notifyLocked()
	}
}

// collectLocked takes up to limit updates from the head of the queue and marks them
// delivered.
func (e *Emulator) collectLocked(limit int) []json.RawMessage {
	out := make([]json.RawMessage, 0, min(limit, len(e.queue)))
	changed := false
	for _, u := range e.queue[:min(limit, len(e.queue))] {
		out = append(out, u.body)
		if !u.delivered {
			e.tick++
			u.delivered, u.deliveredTick, changed = true, e.tick, true
		}
	}
	if changed {
		e.notifyLocked()
	}
	return out
}

// getUpdates implements long polling: it answers at once when updates are pending or
// timeout is 0, and otherwise waits until an update arrives, the timeout passes, the
// client goes away or the emulator closes. A newer waiting getUpdates ends an older one
// with 409 Conflict.
func (e *Emulator) getUpdates(q *request) (any, *APIError) {
	offset := looseInt(q.params["offset"], 0)
	limit := min(max(looseInt(q.params["limit"], 100), 1), 100)
	timeout := min(max(looseInt(q.params["timeout"], 0), 0), maxLongPollTimeout)
	if a := q.params["allowed_updates"]; a != "" && a != "null" && a != "[]" {
		// The library sends "null"; the emulator delivers every update.
		return nil, notEmulated("allowed_updates")
	}

	e.mu.Lock()
	if e.webhook != nil {
		e.mu.Unlock()
		return nil, errWebhookActive
	}
	e.applyOffsetLocked(offset)
	if batch := e.collectLocked(limit); len(batch) > 0 || timeout == 0 {
		e.mu.Unlock()
		return batch, nil
	}
	if e.poll != nil {
		close(e.poll.conflict)
	}
	p := &longPoll{conflict: make(chan struct{})}
	e.poll = p
	e.notifyLocked()
	changed := e.changed
	e.mu.Unlock()

	defer func() {
		e.mu.Lock()
		if e.poll == p {
			e.poll = nil
			e.notifyLocked()
		}
		e.mu.Unlock()
	}()
	timer := time.NewTimer(time.Duration(timeout) * time.Second)
	defer timer.Stop()
	for {
		select {
		case <-changed:
			e.mu.Lock()
			batch := e.collectLocked(limit)
			changed = e.changed
			e.mu.Unlock()
			if len(batch) > 0 {
				return batch, nil
			}
		case <-p.conflict:
			return nil, errConflict
		case <-timer.C:
			return []json.RawMessage{}, nil
		case <-q.ctx.Done():
			return nil, errNoResponse
		case <-e.done:
			return []json.RawMessage{}, nil
		}
	}
}

// looseInt reads an integer parameter like the reference server: an optional sign
// and leading digits; anything else gives 0, and an empty value gives def.
func looseInt(s string, def int) int {
	s = strings.TrimSpace(s)
	if s == "" {
		return def
	}
	neg := false
	if s[0] == '-' || s[0] == '+' {
		neg = s[0] == '-'
		s = s[1:]
	}
	n := 0
	for i := 0; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		if n > (1<<31)/10 {
			break
		}
		n = n*10 + int(s[i]-'0')
	}
	if neg {
		return -n
	}
	return n
}
