package emulator

import (
	"hash/fnv"
	"strconv"
	"strings"
	"time"
)

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
	media     []byte
	mediaName string
	fileID    string // of the media, for "not modified" checks
	markup    *ReplyMarkup
	params    map[string]string
	edits     []Edit
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

// live returns a message of the chat, nil if there is none by that id.
func (cs *chatState) live(id int) *storedMessage { return cs.messages[id] }

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
