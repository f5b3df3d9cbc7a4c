package emulator

import "context"

// What the tests inspect of the emulator's state, and waits the bot itself never
// needs.

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

// message returns a message of a chat as the emulator keeps it.
func (e *Emulator) message(chatID int64, messageID int) (Message, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	cs := e.chats[chatID]
	if cs == nil || cs.messages[messageID] == nil {
		return Message{}, false
	}
	return cloneJSON(cs.messages[messageID].msg), true
}

// stored returns how many messages a chat holds, the bot's and the users'.
func (e *Emulator) stored(chatID int64) int {
	e.mu.Lock()
	defer e.mu.Unlock()
	if cs := e.chats[chatID]; cs != nil {
		return len(cs.messages)
	}
	return 0
}

// waitDelivered blocks until getUpdates has returned the update to the bot.
func (e *Emulator) waitDelivered(ctx context.Context, updateID int) error {
	return e.waitUpdate(ctx, updateID, func(u *queuedUpdate) bool { return u.delivered })
}

// waitLongPoll blocks until a getUpdates request is waiting for updates.
func (e *Emulator) waitLongPoll(ctx context.Context) error {
	return e.waitUntil(ctx, func() bool { return e.poll != nil })
}
