package telegram

import (
	"context"
	"sync"
	"time"
)

// Chat actions ("sending photo…") tell a person the bot is at work. Most
// answers take milliseconds, and an action is a call to Telegram like a
// message, so the runtime shows one only when an answer is slow: the
// conversation asks for it as it starts working, and the runtime sends it
// if nothing was sent to the chat within ActionDelay of the update's start.

// actions tracks the chats whose update is being handled.
type actions struct {
	mu    sync.Mutex
	chats map[int64]*inHand
}

// inHand is a chat whose update is being handled.
type inHand struct {
	ctx    context.Context
	start  time.Time
	action string      // what the conversation asked to show, if anything
	timer  *time.Timer // armed when an action is asked for
	sent   bool        // something was sent: no action any more
	ended  bool
}

// begin notes that a chat's update is being handled, and returns what to
// call when it is done.
func (a *actions) begin(ctx context.Context, rt *Runtime, chat int64) (end func()) {
	h := &inHand{ctx: ctx, start: time.Now()}
	a.mu.Lock()
	a.chats[chat] = h
	a.mu.Unlock()
	return func() {
		a.mu.Lock()
		defer a.mu.Unlock()
		h.ended = true
		if h.timer != nil {
			h.timer.Stop()
		}
		if a.chats[chat] == h {
			delete(a.chats, chat)
		}
	}
}

// sentTo notes that a message was sent to a chat: its answer has begun.
func (a *actions) sentTo(chat int64) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if h := a.chats[chat]; h != nil {
		h.sent = true
		if h.timer != nil {
			h.timer.Stop()
		}
	}
}

// ask asks for an action in a chat. It reports false when the chat has no
// update in hand: then the caller sends the action at once.
func (a *actions) ask(rt *Runtime, chat int64, action string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	h := a.chats[chat]
	if h == nil {
		return false
	}
	h.action = action
	if h.sent || h.timer != nil {
		return true
	}
	h.timer = time.AfterFunc(time.Until(h.start.Add(rt.opts.ActionDelay)), func() {
		a.mu.Lock()
		act, skip := h.action, h.sent || h.ended
		a.mu.Unlock()
		if !skip {
			rt.chatAction(h.ctx, chat, act)
		}
	})
	return true
}
