package telegram

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"sudokubot/bot/messenger"
)

// A sender makes the bot's calls: within Telegram's limits when they send
// messages, waiting as asked when Telegram answers 429 Too Many Requests,
// and retrying server and network errors a few times with backoff.
type sender struct {
	api     api
	clock   Clock
	limit   *limiter // nil when rate limiting is off
	log     *slog.Logger
	metrics *Metrics
	// retries bounds the attempts after a server or network error, and
	// floodRetries those after a 429; backoff is the first wait.
	retries, floodRetries int
	backoff               time.Duration
	// cutOnce logs the first text cut to Telegram's limits (fit).
	cutOnce sync.Once
}

// fit returns text cut to limit (fit), and logs the first cut: it means a
// reply the bot does not bound itself.
func (s *sender) fit(text string, html bool, limit int, method string, chat int64) string {
	out, cut := fit(text, html, limit)
	if cut {
		s.cutOnce.Do(func() {
			s.log.Warn("a text past Telegram's limit was cut (the next ones are cut without a word)", "method", method, "chat", chat, "length", shown(text, html), "limit", limit)
		})
	}
	return out
}

// target says where a call goes, for the rate limits and the logs.
type target struct {
	chat  int64
	group bool
	// message is set for calls that send or edit a message, the ones
	// Telegram's limits count.
	message bool
}

// do makes a call, with limits and retries. method names the call in logs
// and metrics.
func (s *sender) do(ctx context.Context, to target, method string, call func(context.Context) error) error {
	floods, failures := 0, 0
	for {
		if to.message && s.limit != nil {
			if err := s.limit.wait(ctx, s.clock, to.chat, to.group); err != nil {
				return err
			}
		}
		err := call(ctx)
		if err == nil {
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if wait := retryAfter(err); wait > 0 && floods < s.floodRetries {
			floods++
			s.metrics.flood(method)
			s.log.Warn("telegram asked to slow down", "method", method, "chat", to.chat, "retry_after", wait)
			if err := s.clock.Sleep(ctx, wait+jitter(wait/10)); err != nil {
				return err
			}
			continue
		}
		if transient(err) && failures < s.retries {
			failures++
			wait := s.backoff << (failures - 1)
			s.log.Debug("retrying", "method", method, "chat", to.chat, "attempt", failures, "err", err)
			if err := s.clock.Sleep(ctx, wait+jitter(wait)); err != nil {
				return err
			}
			continue
		}
		s.metrics.failure(method, errorKind(err))
		if tg := asTelegram(err); tg != nil && tg.Code == 403 {
			// Blocked by the person, or not allowed in the chat.
			return fmt.Errorf("%w: %w", messenger.ErrForbidden, err)
		}
		return err
	}
}

// retryAfter returns how long Telegram asked to wait, or 0. For uploads
// the library reports the 429 with Code 0 and RetryAfter set, so only
// RetryAfter counts.
func retryAfter(err error) time.Duration {
	if tg := asTelegram(err); tg != nil && tg.RetryAfter > 0 {
		return time.Duration(tg.RetryAfter) * time.Second
	}
	return 0
}

// transient reports whether an error may go away on its own: network
// errors and Telegram's server errors.
func transient(err error) bool {
	tg := asTelegram(err)
	switch {
	case errors.Is(err, ErrFileTooBig):
		return false
	case tg == nil:
		return true // no answer from Telegram: the network
	case tg.Code >= 500:
		return true
	case tg.Code == 0:
		// Uploads lose the error code; judge by the description.
		d := strings.ToLower(tg.Message)
		return strings.Contains(d, "internal server error") || strings.Contains(d, "bad gateway") ||
			strings.Contains(d, "gateway") || strings.Contains(d, "service unavailable")
	}
	return false
}

// errorKind sorts errors for the metrics.
func errorKind(err error) string {
	tg := asTelegram(err)
	switch {
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return "canceled"
	case tg == nil:
		return "network"
	case tg.RetryAfter > 0 || tg.Code == 429:
		return "flood"
	case tg.Code >= 500:
		return "server"
	case tg.Code == 403:
		return "forbidden"
	}
	return "request"
}

// notModified reports the harmless error of editing a message into what
// it already is.
func notModified(err error) bool {
	tg := asTelegram(err)
	return tg != nil && strings.Contains(tg.Message, "message is not modified")
}

// jitter returns a random duration in [0, d).
func jitter(d time.Duration) time.Duration {
	if d <= 0 {
		return 0
	}
	return rand.N(d)
}

// Typed helpers for the calls the bot makes.

func (s *sender) sendText(ctx context.Context, to target, msg tgbotapi.MessageConfig) (tgbotapi.Message, error) {
	to.message = true
	var m tgbotapi.Message
	err := s.do(ctx, to, "sendMessage", func(ctx context.Context) (err error) {
		m, err = s.api.Send(ctx, msg)
		return err
	})
	return m, err
}

func (s *sender) upload(ctx context.Context, to target, method string, params tgbotapi.Params, files []tgbotapi.RequestFile) (tgbotapi.Message, error) {
	to.message = true
	var m tgbotapi.Message
	err := s.do(ctx, to, method, func(ctx context.Context) (err error) {
		m, err = s.api.Upload(ctx, method, params, files)
		return err
	})
	if notModified(err) {
		err = nil
	}
	return m, err
}

func (s *sender) request(ctx context.Context, to target, method string, c tgbotapi.Chattable) error {
	err := s.do(ctx, to, method, func(ctx context.Context) error {
		_, err := s.api.Request(ctx, c)
		return err
	})
	if notModified(err) {
		err = nil
	}
	return err
}
