package emulator

import (
	"hash/fnv"
	"maps"
	"slices"
	"strconv"
	"strings"
)

type storedMessage struct {
	msg     Message
	fromBot bool
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

// checkChat checks a chat a user writes in: private chats have the user's positive
// id, groups and supergroups negative ids.
func checkChat(c Chat) error {
	switch {
	case c.ID == 0:
		return wrapf(ErrInvalid, "chat without id")
	case c.Type == ChatPrivate && c.ID < 0:
		return wrapf(ErrInvalid, "private chat %d with a negative id", c.ID)
	case (c.Type == ChatGroup || c.Type == ChatSupergroup) && c.ID > 0:
		return wrapf(ErrInvalid, "%s chat %d with a positive id", c.Type, c.ID)
	case c.Type != ChatPrivate && c.Type != ChatGroup && c.Type != ChatSupergroup:
		return wrapf(ErrInvalid, "chat type %q: users write in private chats, groups and supergroups", c.Type)
	}
	return nil
}

// PrivateChat returns the private chat of a user with the bot.
func PrivateChat(u User) Chat {
	return Chat{ID: u.ID, Type: ChatPrivate, FirstName: u.FirstName, LastName: u.LastName, Username: u.Username}
}

// resolveChatLocked finds the chat the chat_id parameter of a call names, by its
// number (the bot never uses @usernames), and records it in the call.
func (e *Emulator) resolveChatLocked(q *request) (*chatState, *APIError) {
	raw := strings.TrimSpace(q.params["chat_id"])
	if raw == "" {
		return nil, badRequest("chat_id is empty")
	}
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil {
		return nil, errChatNotFound
	}
	cs := e.chats[id]
	if cs == nil && e.users[id] {
		// Someone met in a group who never opened the bot's chat.
		return nil, errCantInitiate
	}
	if cs == nil {
		return nil, errChatNotFound
	}
	q.call.ChatID = id
	return cs, nil
}

// UserMessages returns the messages people sent in a chat, in order: what a
// test of the terminal chat checks that a typed line became.
func (e *Emulator) UserMessages(chatID int64) []Message {
	e.mu.Lock()
	defer e.mu.Unlock()
	cs := e.chats[chatID]
	if cs == nil {
		return nil
	}
	var out []Message
	for _, id := range slices.Sorted(maps.Keys(cs.messages)) {
		if st := cs.messages[id]; !st.fromBot {
			out = append(out, cloneJSON(st.msg))
		}
	}
	return out
}
