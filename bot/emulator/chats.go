package emulator

import (
	"hash/fnv"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"
)

// ChatMessage is a message of a chat's history as the emulator keeps it.
type ChatMessage struct {
	Message   Message           // current content, as Telegram would return it
	FromBot   bool              // sent by the bot (otherwise injected as a user's)
	Deleted   bool              // deleted by deleteMessage
	Media     []byte            // bytes of the photo or document shown, if any
	MediaName string            // the uploaded file's name
	Markup    *ReplyMarkup      // reply markup of any kind as last set by the bot
	Params    map[string]string // parameters of the call that sent it (has_spoiler, parse_mode...)
	Edits     []Edit            // edits applied, oldest first
}

// Edit is one change the bot made to a message.
type Edit struct {
	Method string            // editMessageText, editMessageCaption, ...
	Time   time.Time         // when the edit was made
	Params map[string]string // parameters of the edit call
	Before Message           // the message before the edit
}

type storedMessage struct {
	msg       Message
	fromBot   bool
	deleted   bool
	media     []byte
	mediaName string
	fileID    string // of the media, for "not modified" checks
	markup    *ReplyMarkup
	params    map[string]string
	edits     []Edit
}

func (st *storedMessage) snapshot() ChatMessage {
	cm := ChatMessage{
		Message:   cloneJSON(st.msg),
		FromBot:   st.fromBot,
		Deleted:   st.deleted,
		Media:     slices.Clone(st.media),
		MediaName: st.mediaName,
		Params:    maps.Clone(st.params),
	}
	if st.markup != nil {
		m := cloneJSON(*st.markup)
		cm.Markup = &m
	}
	for _, ed := range st.edits {
		cm.Edits = append(cm.Edits, Edit{
			Method: ed.Method, Time: ed.Time, Params: maps.Clone(ed.Params), Before: cloneJSON(ed.Before),
		})
	}
	return cm
}

// replySnapshot is the message as it appears in reply_to_message: without its own
// reply_to_message.
func (st *storedMessage) replySnapshot() *Message {
	m := cloneJSON(st.msg)
	m.ReplyToMessage = nil
	return &m
}

type chatState struct {
	chat     Chat
	nextID   int
	messages map[int]*storedMessage
	order    []int
	instance string
}

type callbackState struct {
	chatID   int64
	answered bool
}

// chatLocked returns the state of a chat, creating it; known chats keep their id and
// type but take the other fields of c.
func (e *Emulator) chatLocked(c Chat) *chatState {
	cs, ok := e.chats[c.ID]
	if !ok {
		h := fnv.New64a()
		h.Write([]byte(strconv.FormatInt(c.ID, 10)))
		cs = &chatState{
			chat:     c,
			nextID:   1,
			messages: make(map[int]*storedMessage),
			instance: strconv.FormatInt(int64(h.Sum64()>>1), 10),
		}
		e.chats[c.ID] = cs
		return cs
	}
	c.Type = cs.chat.Type
	cs.chat = c
	return cs
}

func (cs *chatState) add(st *storedMessage) {
	cs.messages[st.msg.MessageID] = st
	cs.order = append(cs.order, st.msg.MessageID)
}

// live returns a message that exists and is not deleted.
func (cs *chatState) live(id int) *storedMessage {
	st := cs.messages[id]
	if st == nil || st.deleted {
		return nil
	}
	return st
}

// AddChat makes a chat known, so that the bot can write to it before anyone wrote
// there (for private chats Telegram requires the user to start the bot first; tests
// may skip that). Known chats are updated.
func (e *Emulator) AddChat(c Chat) error {
	if err := checkChat(c); err != nil {
		return err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.chatLocked(c)
	return nil
}

func checkChat(c Chat) error {
	switch {
	case c.ID == 0:
		return wrapf(ErrInvalid, "chat without id")
	case c.Type == ChatPrivate && c.ID < 0:
		return wrapf(ErrInvalid, "private chat %d with a negative id", c.ID)
	case (c.Type == ChatGroup || c.Type == ChatSupergroup || c.Type == ChatChannel) && c.ID > 0:
		return wrapf(ErrInvalid, "%s chat %d with a positive id", c.Type, c.ID)
	case c.Type != ChatPrivate && c.Type != ChatGroup && c.Type != ChatSupergroup && c.Type != ChatChannel:
		return wrapf(ErrInvalid, "chat type %q", c.Type)
	}
	return nil
}

// PrivateChat returns the private chat of a user with the bot.
func PrivateChat(u User) Chat {
	return Chat{ID: u.ID, Type: ChatPrivate, FirstName: u.FirstName, LastName: u.LastName, Username: u.Username}
}

// History returns the messages of a chat in order, deleted ones included (marked).
func (e *Emulator) History(chatID int64) []ChatMessage {
	e.mu.Lock()
	defer e.mu.Unlock()
	cs := e.chats[chatID]
	if cs == nil {
		return nil
	}
	out := make([]ChatMessage, 0, len(cs.order))
	for _, id := range cs.order {
		out = append(out, cs.messages[id].snapshot())
	}
	return out
}

// BotMessages returns the messages the bot sent to a chat, in order, deleted ones
// included (marked).
func (e *Emulator) BotMessages(chatID int64) []ChatMessage {
	var out []ChatMessage
	for _, m := range e.History(chatID) {
		if m.FromBot {
			out = append(out, m)
		}
	}
	return out
}

// LastBotMessage returns the bot's latest message in a chat that is not deleted.
func (e *Emulator) LastBotMessage(chatID int64) (ChatMessage, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	cs := e.chats[chatID]
	if cs == nil {
		return ChatMessage{}, false
	}
	for _, id := range slices.Backward(cs.order) {
		if st := cs.messages[id]; st.fromBot && !st.deleted {
			return st.snapshot(), true
		}
	}
	return ChatMessage{}, false
}

// Message returns one message of a chat.
func (e *Emulator) Message(chatID int64, messageID int) (ChatMessage, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	cs := e.chats[chatID]
	if cs == nil || cs.messages[messageID] == nil {
		return ChatMessage{}, false
	}
	return cs.messages[messageID].snapshot(), true
}

// Chats returns the chats the emulator knows, by id.
func (e *Emulator) Chats() []Chat {
	e.mu.Lock()
	defer e.mu.Unlock()
	out := make([]Chat, 0, len(e.chats))
	for _, cs := range e.chats {
		out = append(out, cs.chat)
	}
	slices.SortFunc(out, func(a, b Chat) int {
		switch {
		case a.ID < b.ID:
			return -1
		case a.ID > b.ID:
			return 1
		}
		return 0
	})
	return out
}

// resolveChatLocked finds the chat a chat_id parameter names: a number or @username.
func (e *Emulator) resolveChatLocked(raw string) (*chatState, *APIError) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return nil, badRequest("chat_id is empty")
	}
	if name, ok := strings.CutPrefix(raw, "@"); ok {
		for _, cs := range e.chats {
			if cs.chat.Type != ChatPrivate && cs.chat.Username != "" && strings.EqualFold(cs.chat.Username, name) {
				return cs, nil
			}
		}
		return nil, errChatNotFound
	}
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil {
		return nil, errChatNotFound
	}
	cs := e.chats[id]
	if cs == nil {
		return nil, errChatNotFound
	}
	return cs, nil
}
