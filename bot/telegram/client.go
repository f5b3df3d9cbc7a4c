package telegram

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sudokubot/bot/messenger"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// API is what the runtime needs of Telegram's Bot API. *Client implements
// it with the go-telegram-bot-api library; tests use the same Client
// against a fake Bot API server.
type api interface {
	// Request calls a method that returns no message.
	Request(ctx context.Context, c tgbotapi.Chattable) (*tgbotapi.APIResponse, error)
	// Send calls a method that returns a message.
	Send(ctx context.Context, c tgbotapi.Chattable) (tgbotapi.Message, error)
	// Upload calls a method with files, for parameters the library's
	// configs do not have (has_spoiler).
	Upload(ctx context.Context, method string, params tgbotapi.Params, files []tgbotapi.RequestFile) (tgbotapi.Message, error)
	// GetUpdates long-polls for updates.
	GetUpdates(ctx context.Context, cfg tgbotapi.UpdateConfig) ([]tgbotapi.Update, error)
	// Download fetches a file by its file_id, refusing more than max
	// bytes.
	Download(ctx context.Context, fileID string, max int64) ([]byte, error)
	// Call calls a method with plain parameters, for those the library's
	// configs lack (setWebhook's secret_token).
	Call(ctx context.Context, method string, params tgbotapi.Params) (*tgbotapi.APIResponse, error)
}

// A Client calls the Bot API through the go-telegram-bot-api library, with
// a context on every call, and keeps the token out of every error it
// returns.
type Client struct {
	base  tgbotapi.BotAPI
	http  *http.Client
	token string
	files string // the file endpoint's format, with the token and the path
}

// NewClient returns a client for the bot with the given token, calling the
// API at endpoint (the library's format, "https://api.telegram.org/bot%s/%s")
// with hc. It makes no call.
func NewClient(token, endpoint string, hc *http.Client) *Client {
	c := &Client{http: hc, token: token, files: fileEndpoint(endpoint)}
	c.base = tgbotapi.BotAPI{Token: token, Buffer: 100}
	c.base.SetAPIEndpoint(endpoint)
	return c
}

// SetFileEndpoint sets the format of the file downloads' URLs, with the
// token and the file path ("https://api.telegram.org/file/bot%s/%s"),
// instead of the one derived from the API endpoint. Call it before the
// client is used.
func (c *Client) SetFileEndpoint(format string) {
	if format != "" {
		c.files = format
	}
}

// fileEndpoint returns the format of the file downloads' URLs for an API
// endpoint: Telegram serves files at /file/bot<token>/<path> beside the
// methods at /bot<token>/<method>.
func fileEndpoint(endpoint string) string {
	if i := strings.LastIndex(endpoint, "/bot%s/"); i >= 0 {
		return endpoint[:i] + "/file" + endpoint[i:]
	}
	return tgbotapi.FileEndpoint
}

// ctxDoer sends every request of one call with that call's context.
type ctxDoer struct {
	ctx context.Context
	hc  *http.Client
}

func (d ctxDoer) Do(req *http.Request) (*http.Response, error) {
	return d.hc.Do(req.WithContext(d.ctx))
}

// api returns a copy of the library's BotAPI whose requests carry ctx.
// The copy is shallow and cheap; the library keeps no state that matters
// between calls.
func (c *Client) api(ctx context.Context) *tgbotapi.BotAPI {
	api := c.base
	api.Client = ctxDoer{ctx, c.http}
	return &api
}

// Me calls getMe: the bot's own user, to recognise mentions of it.
func (c *Client) Me(ctx context.Context) (messenger.User, error) {
	u, err := c.api(ctx).GetMe()
	if err != nil {
		return messenger.User{}, c.redact(err)
	}
	return userFrom(&u), nil
}

// Request implements API.
func (c *Client) Request(ctx context.Context, ch tgbotapi.Chattable) (*tgbotapi.APIResponse, error) {
	r, err := c.api(ctx).Request(ch)
	return r, c.redact(err)
}

// Send implements API.
func (c *Client) Send(ctx context.Context, ch tgbotapi.Chattable) (tgbotapi.Message, error) {
	m, err := c.api(ctx).Send(ch)
	return m, c.redact(err)
}

// Upload implements API.
func (c *Client) Upload(ctx context.Context, method string, params tgbotapi.Params, files []tgbotapi.RequestFile) (tgbotapi.Message, error) {
	r, err := c.api(ctx).UploadFiles(method, params, files)
	if err != nil {
		return tgbotapi.Message{}, c.redact(err)
	}
	var m tgbotapi.Message
	if err := json.Unmarshal(r.Result, &m); err != nil {
		return m, fmt.Errorf("decoding the %s result: %w", method, err)
	}
	return m, nil
}

// Call implements API.
func (c *Client) Call(ctx context.Context, method string, params tgbotapi.Params) (*tgbotapi.APIResponse, error) {
	r, err := c.api(ctx).MakeRequest(method, params)
	return r, c.redact(err)
}

// GetUpdates implements API.
func (c *Client) GetUpdates(ctx context.Context, cfg tgbotapi.UpdateConfig) ([]tgbotapi.Update, error) {
	u, err := c.api(ctx).GetUpdates(cfg)
	return u, c.redact(err)
}

// ErrFileTooBig is returned by Download for a file of more than its
// bound.
var ErrFileTooBig = errors.New("file too big")

// Download implements API: getFile, then the file itself.
func (c *Client) Download(ctx context.Context, fileID string, max int64) ([]byte, error) {
	f, err := c.api(ctx).GetFile(tgbotapi.FileConfig{FileID: fileID})
	if err != nil {
		return nil, c.redact(err)
	}
	if int64(f.FileSize) > max {
		return nil, fmt.Errorf("%w: %d bytes, at most %d", ErrFileTooBig, f.FileSize, max)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf(c.files, c.token, f.FilePath), nil)
	if err != nil {
		return nil, c.redact(err)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, c.redact(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, &tgbotapi.Error{Code: resp.StatusCode, Message: "downloading a file: " + resp.Status}
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, max+1))
	if err != nil {
		return nil, c.redact(fmt.Errorf("downloading a file: %w", err))
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%w: more than %d bytes", ErrFileTooBig, max)
	}
	return data, nil
}

// redact keeps the token out of an error: net/http's errors hold the
// request URL, which holds the token.
func (c *Client) redact(err error) error {
	return redactToken(err, c.token)
}

const redacted = "<token>"

func redactToken(err error, token string) error {
	if err == nil || token == "" {
		return err
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		ue.URL = strings.ReplaceAll(ue.URL, token, redacted)
		ue.URL = strings.ReplaceAll(ue.URL, url.PathEscape(token), redacted)
	}
	if msg := err.Error(); strings.Contains(msg, token) {
		// Somewhere deeper the token is still there: keep only the text.
		return &redactedError{msg: strings.ReplaceAll(msg, token, redacted), tg: asTelegram(err)}
	}
	return err
}

// redactedError is an error whose text had the token removed. It keeps a
// Telegram error it wrapped, so callers can still see its code and
// retry_after.
type redactedError struct {
	msg string
	tg  *tgbotapi.Error
}

func (e *redactedError) Error() string { return e.msg }

func (e *redactedError) Unwrap() error {
	if e.tg == nil {
		return nil
	}
	return e.tg
}

// TokenRefused reports whether err is Telegram refusing the bot's token:
// 401 Unauthorized for a token revoked (or never issued), 404 Not Found
// for one that is not a token at all. Retrying cannot help.
func TokenRefused(err error) bool {
	tg := asTelegram(err)
	return tg != nil && (tg.Code == http.StatusUnauthorized || tg.Code == http.StatusNotFound)
}

// asTelegram returns the Telegram API error in err's chain, or nil.
func asTelegram(err error) *tgbotapi.Error {
	var tg *tgbotapi.Error
	if errors.As(err, &tg) {
		return tg
	}
	return nil
}
