package telegram

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"
	"time"

	"sudokubot/bot/messenger"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
	"golang.org/x/time/rate"
)

// Inline queries ("@bot …" typed in any chat) belong to no chat and need
// no order: an answer is useful for a few seconds only, and Telegram asks
// again as the person types. So they skip
// the durable queue and the chats' workers: accept hands them to the
// inline lane, whose own workers answer them at once, so they never wait
// behind chat updates and a flood of them never delays a chat. Each person
// may ask inlinePerSecond queries a second (a burst of inlineBurst); the
// rest, and whatever finds the lane's backlog full, is dropped unanswered
// (Telegram shows the person nothing new, and they type on).
//
// A chosen inline result is not dropped so: it makes a race of the
// message posted, and Telegram sends it once. It goes to the durable queue
// like a chat's update, in the queue of its person's private chat
// (updateFrom), so a busy bot, a full lane or a restart does not lose it.
const (
	inlineWorkers   = 4
	inlineBacklog   = 64
	inlinePerSecond = 3
	inlineBurst     = 8
	// inlineTimeout bounds the handling of one: Telegram gives up on an
	// answer after about 10 seconds.
	inlineTimeout = 8 * time.Second
	// inlinePeople bounds the people whose rate is remembered; beyond it
	// the rates start afresh.
	inlinePeople = 10000
)

// inlineLane hands inline updates to the handler beside the queue.
type inlineLane struct {
	work   chan *messenger.Update
	mu     sync.Mutex
	people map[int64]*rate.Limiter
}

func newInlineLane() *inlineLane {
	return &inlineLane{work: make(chan *messenger.Update, inlineBacklog), people: map[int64]*rate.Limiter{}}
}

// allow reports whether a person may ask another inline query now.
func (l *inlineLane) allow(user int64, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	lim := l.people[user]
	if lim == nil {
		if len(l.people) >= inlinePeople {
			clear(l.people)
		}
		lim = rate.NewLimiter(inlinePerSecond, inlineBurst)
		l.people[user] = lim
	}
	return lim.AllowN(now, 1)
}

// offerInline hands an update of no chat to the inline lane if it is an
// inline query (within its person's rate), and reports whether it was
// one.
func (rt *Runtime) offerInline(raw json.RawMessage) bool {
	var lu tgbotapi.Update
	if err := json.Unmarshal(raw, &lu); err != nil {
		return false
	}
	u := fromLibrary(&lu)
	if u.Inline == nil {
		return false
	}
	if !rt.inline.allow(u.Inline.From.ID, rt.clock.Now()) {
		rt.metrics.update("dropped")
		return true
	}
	select {
	case rt.inline.work <- u:
		rt.metrics.update("received")
	default:
		rt.log.Warn("the inline lane is full: dropping an inline update")
		rt.metrics.update("dropped")
	}
	return true
}

// serveInline answers the inline lane's updates until ctx ends; the
// answers under way go on within work (the shutdown timeout).
func (rt *Runtime) serveInline(ctx, work context.Context, h messenger.Handler) {
	var wg sync.WaitGroup
	for range inlineWorkers {
		wg.Go(func() {
			for {
				select {
				case u := <-rt.inline.work:
					rt.handleInline(work, h, u)
				case <-ctx.Done():
					return
				}
			}
		})
	}
	wg.Wait()
}

func (rt *Runtime) handleInline(ctx context.Context, h messenger.Handler, u *messenger.Update) {
	ctx, cancel := context.WithTimeout(ctx, inlineTimeout)
	defer cancel()
	defer func() {
		if p := recover(); p != nil {
			rt.log.Error("handling an inline update panicked", "update", u.ID, "panic", p)
		}
	}()
	start := time.Now()
	h.Handle(ctx, u)
	rt.metrics.handled(time.Since(start).Seconds())
}

// inlineResultJSON is an InlineQueryResultPhoto or, without a photo, an
// InlineQueryResultArticle, as the Bot API takes them.
type inlineResultJSON struct {
	Type        string `json:"type"`
	ID          string `json:"id"`
	PhotoURL    string `json:"photo_url,omitempty"`
	ThumbURL    string `json:"thumbnail_url,omitempty"`
	Width       int    `json:"photo_width,omitempty"`
	Height      int    `json:"photo_height,omitempty"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Caption     string `json:"caption,omitempty"`
	ParseMode   string `json:"parse_mode,omitempty"`
	Content     *struct {
		Text      string          `json:"message_text"`
		ParseMode string          `json:"parse_mode,omitempty"`
		Preview   map[string]bool `json:"link_preview_options,omitempty"`
	} `json:"input_message_content,omitempty"`
	Markup any `json:"reply_markup,omitempty"`
}

// AnswerInline implements Outbox.
func (rt *Runtime) AnswerInline(ctx context.Context, a messenger.InlineAnswer) error {
	results := make([]inlineResultJSON, 0, len(a.Results))
	for _, r := range a.Results {
		j := inlineResultJSON{ID: r.ID, Title: r.Title, Description: r.Description, Markup: sendMarkup(r.Keyboard)}
		mode := ""
		if r.HTML {
			mode = tgbotapi.ModeHTML
		}
		if r.PhotoURL != "" {
			j.Type, j.PhotoURL, j.ThumbURL, j.Width, j.Height = "photo", r.PhotoURL, r.ThumbURL, r.Width, r.Height
			j.Caption, j.ParseMode = rt.send.fit(r.Caption, r.HTML, maxCaption, "answerInlineQuery", 0), mode
		} else {
			j.Type = "article"
			j.ThumbURL = r.ThumbURL
			j.Content = &struct {
				Text      string          `json:"message_text"`
				ParseMode string          `json:"parse_mode,omitempty"`
				Preview   map[string]bool `json:"link_preview_options,omitempty"`
			}{Text: rt.send.fit(r.Text, r.HTML, maxText, "answerInlineQuery", 0), ParseMode: mode, Preview: map[string]bool{"is_disabled": true}}
		}
		results = append(results, j)
	}
	raw, err := json.Marshal(results)
	if err != nil {
		return fmt.Errorf("answerInlineQuery: encoding the results: %w", err)
	}
	params := tgbotapi.Params{"inline_query_id": a.QueryID, "results": string(raw), "cache_time": strconv.Itoa(a.CacheTime)}
	if a.Personal {
		params["is_personal"] = "true"
	}
	err = rt.send.do(ctx, target{}, "answerInlineQuery", func(ctx context.Context) error {
		_, err := rt.send.api.Call(ctx, "answerInlineQuery", params)
		return err
	})
	if err != nil {
		return fmt.Errorf("answerInlineQuery: %w", err)
	}
	return nil
}
