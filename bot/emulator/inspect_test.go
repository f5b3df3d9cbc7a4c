package emulator

import (
	"context"
	"encoding/json"
	"maps"
	"slices"
)

// What the tests inspect of the emulator's state: the chats' histories as
// the emulator keeps them, and waits the bot itself never needs.

// ChatMessage is a message of a chat's history as the emulator keeps it.
type ChatMessage struct {
	Message   Message           // current content, as Telegram would return it
	FromBot   bool              // sent by the bot (otherwise injected as a user's)
	Media     []byte            // bytes of the photo or document shown, if any
	MediaName string            // the uploaded file's name
	Markup    *ReplyMarkup      // reply markup of any kind as last set by the bot
	Params    map[string]string // parameters of the call that sent it (has_spoiler, parse_mode...)
	Edits     []Edit            // edits applied, oldest first
}

func (st *storedMessage) snapshot() ChatMessage {
	cm := ChatMessage{
		Message:   cloneJSON(st.msg),
		FromBot:   st.fromBot,
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

// addChat makes a chat known, so that the bot can write to it before anyone wrote
// there (for private chats Telegram requires the user to start the bot first; tests
// may skip that). Known chats are updated.
func (e *Emulator) addChat(c Chat) error {
	if err := checkChat(c); err != nil {
		return err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.chatLocked(c)
	return nil
}

// history returns the messages of a chat in order, deleted ones included (marked).
func (e *Emulator) history(chatID int64) []ChatMessage {
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

// lastBotMessage returns the bot's latest message in a chat that is not deleted.
func (e *Emulator) lastBotMessage(chatID int64) (ChatMessage, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	cs := e.chats[chatID]
	if cs == nil {
		return ChatMessage{}, false
	}
	for _, id := range slices.Backward(cs.order) {
		if st := cs.messages[id]; st.fromBot {
			return st.snapshot(), true
		}
	}
	return ChatMessage{}, false
}

// message returns one message of a chat.
func (e *Emulator) message(chatID int64, messageID int) (ChatMessage, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	cs := e.chats[chatID]
	if cs == nil || cs.messages[messageID] == nil {
		return ChatMessage{}, false
	}
	return cs.messages[messageID].snapshot(), true
}

// injectUpdate queues an update built by the caller, for cases the other injections
// do not cover (edited messages, channel posts). The emulator sets the update_id and
// stores nothing else. It returns the update as queued.
func (e *Emulator) injectUpdate(u Update) (Update, error) {
	body, err := json.Marshal(u)
	if err != nil {
		return Update{}, wrapf(ErrInvalid, "marshal update: %v", err)
	}
	id, err := e.InjectRaw(body)
	if err != nil {
		return Update{}, err
	}
	u = cloneJSON(u)
	u.UpdateID = id
	return u, nil
}

// waitDelivered blocks until getUpdates has returned the update to the bot.
func (e *Emulator) waitDelivered(ctx context.Context, updateID int) error {
	return e.waitUpdate(ctx, updateID, func(u *queuedUpdate) bool { return u.delivered })
}

// waitLongPoll blocks until a getUpdates request is waiting for updates.
func (e *Emulator) waitLongPoll(ctx context.Context) error {
	return e.waitUntil(ctx, func() bool { return e.poll != nil })
}
