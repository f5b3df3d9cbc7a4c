package telegram_test

import (
	"context"
	"encoding/json"
	"strconv"
	"testing"

	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/messenger"
	"sudokubot/bot/telegram"
)

// answerInline answers an inline query with one article holding the
// query (echo.inline).
func (e *echo) answerInline(ctx context.Context, u *messenger.Update) {
	if c := u.Chosen; c != nil && e.chosen != nil {
		e.chosen <- c.ResultID
	}
	if q := u.Inline; q != nil {
		if e.held != nil {
			select {
			case <-e.held:
			case <-ctx.Done():
				return
			}
		}
		e.out.AnswerInline(ctx, messenger.InlineAnswer{QueryID: q.ID, CacheTime: 1, Personal: true, Results: []messenger.InlineResult{{
			ID: "1", Title: "echo", Text: "echo: " + q.Query,
			Keyboard: messenger.Keyboard{messenger.Row(messenger.Button{Text: "open", URL: "https://t.me/sudoku_test_bot?start=x"})},
		}}})
	}
}

// TestInlineBesideChats holds the only worker on a chat's long answer,
// then asks an inline query: it is answered while the chat's answer is
// still held (inline queries never wait behind chat updates), in both
// modes; the chat is answered once let go.
func TestInlineBesideChats(t *testing.T) {
	for _, mode := range modes {
		t.Run(mode, func(t *testing.T) {
			h := &echo{gate: make(chan struct{}), gated: 7, entered: make(chan struct{}, 1), inline: true}
			r := newRig(t, mode, telegram.Options{Workers: 1}, h)
			held, err := r.srv.InjectText(emulator.User{ID: 7, FirstName: "A"}, "long work")
			if err != nil {
				t.Fatal(err)
			}
			<-h.entered // the only worker is busy with it
			u, err := r.srv.InjectInlineQuery(emulator.User{ID: 8, FirstName: "B"}, "x-wing", "group")
			if err != nil {
				t.Fatal(err)
			}
			c, err := r.srv.WaitReply(r.ctx(), u.UpdateID)
			if err != nil || c.Method != "answerInlineQuery" || !c.OK() {
				t.Fatalf("the inline query: %s %v %v", c.Method, c.Err, err)
			}
			if a, ok := r.srv.InlineAnswer(u.InlineQuery.ID); !ok || len(a.Results) != 1 || a.Results[0].MessageText != "echo: x-wing" || !a.IsPersonal {
				t.Errorf("the answer: %+v", a)
			}
			close(h.gate)
			r.answer(held)
		})
	}
}

// TestInlineRateLimit has one person ask many inline queries at once:
// a burst is answered and the rest dropped (and counted), while another
// person is answered.
func TestInlineRateLimit(t *testing.T) {
	m := telegram.NewMetrics()
	r := newRig(t, "polling", telegram.Options{Metrics: m, Clock: &telegram.RecordingClock{}}, &echo{inline: true})
	const asked = 20
	for i := range asked {
		if _, err := r.srv.InjectInlineQuery(emulator.User{ID: 8, FirstName: "B"}, "q"+strconv.Itoa(i), "sender"); err != nil {
			t.Fatal(err)
		}
	}
	other, err := r.srv.InjectInlineQuery(emulator.User{ID: 9, FirstName: "C"}, "mine", "sender")
	if err != nil {
		t.Fatal(err)
	}
	if err := r.srv.WaitConfirmed(r.ctx(), other.UpdateID); err != nil {
		t.Fatal(err)
	}
	if _, err := r.srv.WaitReply(r.ctx(), other.UpdateID); err != nil {
		t.Fatalf("the other person's query: %v", err)
	}
	dropped := counter(t, m, "sudokubot_updates_total", `state="dropped"`)
	if dropped < asked-telegram.InlineBurst-1 || dropped > asked-telegram.InlineBurst {
		t.Errorf("%v inline queries dropped of %d, want about %d", dropped, asked, asked-telegram.InlineBurst)
	}
	answered := 0
	for _, c := range r.srv.CallsTo("answerInlineQuery") {
		if c.OK() && c.Params["inline_query_id"] != other.InlineQuery.ID {
			answered++
		}
	}
	if answered > asked-int(dropped) {
		t.Errorf("%d queries of the flood answered, %v dropped of %d", answered, dropped, asked)
	}
}

// TestChosenInlineNotDropped fills the inline lane (its workers held, its
// backlog full, the rest of a flood of queries from many people dropped),
// then a chosen result comes: it is not dropped with the queries but
// queued durably like a chat's update, and handled at once.
func TestChosenInlineNotDropped(t *testing.T) {
	for _, mode := range modes {
		t.Run(mode, func(t *testing.T) {
			h := &echo{inline: true, held: make(chan struct{}), chosen: make(chan string, 1)}
			r := newRig(t, mode, telegram.Options{}, h)
			defer close(h.held)
			flood := telegram.InlineWorkers + telegram.InlineBacklog + 2*telegram.InlineBurst
			for i := range flood {
				who := emulator.User{ID: int64(100 + i/telegram.InlineBurst), FirstName: "F"}
				if _, err := r.srv.InjectInlineQuery(who, "q"+strconv.Itoa(i), "group"); err != nil {
					t.Fatal(err)
				}
			}
			raw, err := json.Marshal(map[string]any{"chosen_inline_result": map[string]any{
				"result_id": "n:code", "from": emulator.User{ID: 7, FirstName: "A"}, "query": "", "inline_message_id": "im1"}})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := r.srv.InjectRaw(raw); err != nil {
				t.Fatal(err)
			}
			select {
			case id := <-h.chosen:
				if id != "n:code" {
					t.Errorf("chosen result %q handled, want n:code", id)
				}
			case <-r.ctx().Done():
				t.Fatal("the chosen result was never handled: dropped with the flood of inline queries")
			}
		})
	}
}
