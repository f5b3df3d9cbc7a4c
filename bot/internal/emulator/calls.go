package emulator

import (
	"context"
	"maps"
	"slices"
	"strings"
	"time"
)

// Call is the record of one HTTP request to the emulator.
type Call struct {
	Seq      int               // position in the call log, from 1
	Time     time.Time         // when the request arrived
	Duration time.Duration     // until the answer (or the end of the request)
	Method   string            // canonical name such as "sendMessage"; as sent if unknown
	Params   map[string]string // decoded parameters
	Files    []File            // uploaded files
	Status   int               // HTTP status sent; 0 if none was (hang, dropped connection, client gone)
	Err      *APIError         // error answer, if any
	Fault    *Fault            // the injected fault applied, if any
	ChatID   int64             // the chat the call addressed, once resolved
	Message  *Message          // the message the call sent or edited, as returned

	start uint64 // arrival tick
}

// OK reports whether the call got a successful answer.
func (c Call) OK() bool { return c.Status == 200 && c.Err == nil }

func (c Call) clone() Call {
	c.Params = maps.Clone(c.Params)
	c.Files = slices.Clone(c.Files)
	for i := range c.Files {
		c.Files[i].Data = slices.Clone(c.Files[i].Data)
	}
	if c.Err != nil {
		errCopy := *c.Err
		c.Err = &errCopy
	}
	if c.Fault != nil {
		f := *c.Fault
		c.Fault = &f
	}
	if c.Message != nil {
		m := cloneJSON(*c.Message)
		c.Message = &m
	}
	return c
}

// Calls returns a copy of the call log, oldest first (with Config.MaxCalls, only
// the most recent calls are kept).
func (e *Emulator) Calls() []Call {
	e.mu.Lock()
	defer e.mu.Unlock()
	out := make([]Call, len(e.calls))
	for i, c := range e.calls {
		out[i] = c.clone()
	}
	return out
}

// CallsTo returns copies of the calls of one method (case-insensitive), oldest first.
func (e *Emulator) CallsTo(method string) []Call {
	var out []Call
	for _, c := range e.Calls() {
		if strings.EqualFold(c.Method, method) {
			out = append(out, c)
		}
	}
	return out
}

// WaitFor blocks until the call log holds a call for which match reports true and
// returns the first such call. It looks at calls made before it was called too; use a
// Watcher to see only later ones. It fails when ctx ends or the emulator closes.
// match runs with the emulator locked and must not call it.
func (e *Emulator) WaitFor(ctx context.Context, match func(Call) bool) (Call, error) {
	var found Call
	next := 0 // absolute index in the log, forgotten calls included
	err := e.waitUntil(ctx, func() bool {
		for next = max(next, e.callBase); next < e.callBase+len(e.calls); next++ {
			if c := &e.calls[next-e.callBase]; match(c.clone()) {
				found = c.clone()
				return true
			}
		}
		return false
	})
	return found, err
}

// Watcher reads the call log from a point on, one call at a time. It is not safe for
// concurrent use; make one per reader.
type Watcher struct {
	e    *Emulator
	next int
}

// Watch returns a Watcher that sees the calls recorded from now on.
func (e *Emulator) Watch() *Watcher {
	e.mu.Lock()
	defer e.mu.Unlock()
	return &Watcher{e: e, next: e.callBase + len(e.calls)}
}

// Next blocks until the watcher's next call is recorded and returns it.
func (w *Watcher) Next(ctx context.Context) (Call, error) {
	var found Call
	err := w.e.waitUntil(ctx, func() bool {
		w.next = max(w.next, w.e.callBase) // calls forgotten meanwhile are skipped
		if w.next < w.e.callBase+len(w.e.calls) {
			found = w.e.calls[w.next-w.e.callBase].clone()
			w.next++
			return true
		}
		return false
	})
	return found, err
}

// replyMethods are the methods that answer a user in a chat.
var replyMethods = map[string]bool{
	"sendMessage": true, "sendPhoto": true, "editMessageMedia": true,
}

// isReplyTo reports whether c answers u: a message method in u's chat, or the answer
// to u's callback query.
func isReplyTo(c *Call, u *queuedUpdate) bool {
	if c.start <= u.deliveredTick {
		return false
	}
	if u.queryID != "" && c.Method == "answerCallbackQuery" && c.Params["callback_query_id"] == u.queryID {
		return true
	}
	if u.queryID != "" && c.Method == "answerInlineQuery" && c.Params["inline_query_id"] == u.queryID {
		return true
	}
	return u.chatID != 0 && replyMethods[c.Method] && c.ChatID == u.chatID
}

// WaitReply blocks until the bot has answered the update with the given id and
// returns the answering call: the first call of sendMessage, sendPhoto or
// editMessage* for the update's chat (or answerCallbackQuery for its callback
// query) that the bot made after it received the update, successful or not.
// A call already under way when the update was delivered does not count, but the
// bot's answer to an earlier update in the same chat finishing later does; wait for
// replies in order.
func (e *Emulator) WaitReply(ctx context.Context, updateID int) (Call, error) {
	var found Call
	next := 0
	var missing bool
	err := e.waitUntil(ctx, func() bool {
		u, ok := e.updates[updateID]
		if !ok {
			missing = true
			return true
		}
		if !u.delivered {
			return false
		}
		for next = max(next, e.callBase); next < e.callBase+len(e.calls); next++ {
			if c := &e.calls[next-e.callBase]; isReplyTo(c, u) {
				found = c.clone()
				return true
			}
		}
		return false
	})
	if err == nil && missing {
		return Call{}, wrapf(ErrNoUpdate, "update %d", updateID)
	}
	return found, err
}

// WaitReplies waits for the reply to the update like WaitReply, then returns every
// reply call recorded so far (at least one), in order.
func (e *Emulator) WaitReplies(ctx context.Context, updateID int) ([]Call, error) {
	if _, err := e.WaitReply(ctx, updateID); err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	u := e.updates[updateID]
	var out []Call
	for i := range e.calls {
		if isReplyTo(&e.calls[i], u) {
			out = append(out, e.calls[i].clone())
		}
	}
	return out, nil
}
