package emulator

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// defaultToken is the bot token an Emulator accepts when Config.Token is empty.
const defaultToken = "123456789:AAEmulatorTestTokenForSudokuBot000000"

// Config configures an Emulator. The zero value gives a bot "Sudoku Bot"
// (@sudoku_test_bot) with a token of its own.
type Config struct {
	// Token is the only token the emulator accepts; others get 401 Unauthorized.
	Token string
	// ReadAllGroupMessages turns privacy mode off: the bot then gets every group
	// message, not only commands, replies to its messages and mentions of it.
	ReadAllGroupMessages bool
	// HeaderOnlyPhotos checks only the header of uploaded photos instead of
	// decoding them whole: for load tests, where decoding every picture
	// would cost the machine more than the bot under test does.
	HeaderOnlyPhotos bool
	// MaxCalls, if positive, bounds the call log: beyond it the oldest calls
	// are forgotten (local mode, which runs for hours). Zero keeps every call,
	// as tests need.
	MaxCalls int
}

// Emulator is an in-memory fake of the Telegram Bot API. It is an http.Handler for
// paths /bot<token>/<method>; Start serves it on a loopback port. All methods are safe
// for concurrent use.
type Emulator struct {
	token   string
	bot     User
	readAll bool
	// headerOnly: check only the header of uploaded photos.
	headerOnly bool

	mu       sync.Mutex
	changed  chan struct{} // closed and replaced on every change of state
	closed   bool
	done     chan struct{} // closed by Close
	inflight int
	idle     chan struct{} // closed when the last in-flight request ends after Close

	tick     uint64 // orders request arrivals and update deliveries
	calls    []Call
	callBase int // calls forgotten before calls[0]
	maxCalls int

	nextUpdateID int
	queue        []*queuedUpdate // not yet confirmed, by update_id
	updates      map[int]*queuedUpdate
	poll         *longPoll
	webhook      *webhook // set by setWebhook
	delivering   bool     // the webhook's delivery goroutine runs

	chats       map[int64]*chatState
	users       map[int64]bool         // the people who wrote in any chat (chats.go)
	files       map[string]*storedFile // the files users sent, by file_id
	paths       map[string]*storedFile // by file_path, once getFile gave it
	fileSeq     int
	callbacks   map[string]*callbackState
	callbackSeq int64
	commands    map[string][]BotCommand // by language code
	menus       map[int64]MenuButton    // by chat; 0 is the default (menubutton.go)

	faults []*FaultRule
}

// New returns an Emulator configured by cfg.
func New(cfg Config) *Emulator {
	if cfg.Token == "" {
		cfg.Token = defaultToken
	}
	// The bot's id is the number before the colon of its token, as on
	// Telegram.
	prefix, _, _ := strings.Cut(cfg.Token, ":")
	botID, err := strconv.ParseInt(prefix, 10, 64)
	if err != nil || botID <= 0 {
		botID = 123456789
	}
	return &Emulator{
		token:        cfg.Token,
		bot:          User{ID: botID, IsBot: true, FirstName: "Sudoku Bot", Username: "sudoku_test_bot"},
		readAll:      cfg.ReadAllGroupMessages,
		headerOnly:   cfg.HeaderOnlyPhotos,
		maxCalls:     cfg.MaxCalls,
		changed:      make(chan struct{}),
		done:         make(chan struct{}),
		nextUpdateID: 1,
		updates:      make(map[int]*queuedUpdate),
		chats:        make(map[int64]*chatState),
		users:        make(map[int64]bool),
		files:        make(map[string]*storedFile),
		paths:        make(map[string]*storedFile),
		callbacks:    make(map[string]*callbackState),
		commands:     make(map[string][]BotCommand),
	}
}

// Token returns the bot token the emulator accepts.
func (e *Emulator) Token() string { return e.token }

// Bot returns the bot's own user, as getMe reports it.
func (e *Emulator) Bot() User { return e.bot }

// Close ends the emulator: long polls return, hanging and delayed requests lose their
// connections, and waits return ErrClosed. Requests after Close get 500. Close does
// not wait for in-flight requests; Server.Close does.
func (e *Emulator) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if !e.closed {
		e.closed = true
		close(e.done)
		e.idle = make(chan struct{})
		if e.inflight == 0 {
			close(e.idle)
		}
		e.notifyLocked()
	}
	return nil
}

// waitIdle waits, after Close, until no request is being handled.
func (e *Emulator) waitIdle(ctx context.Context) error {
	e.mu.Lock()
	idle := e.idle
	e.mu.Unlock()
	if idle == nil {
		return errors.New("emulator: waitIdle before Close")
	}
	select {
	case <-idle:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("emulator: waiting for in-flight requests: %w", context.Cause(ctx))
	}
}

// notifyLocked wakes everything waiting for a change. e.mu must be held.
func (e *Emulator) notifyLocked() {
	close(e.changed)
	e.changed = make(chan struct{})
}

// waitUntil calls cond with e.mu held until it reports true, waking on every change.
// It fails when ctx ends or, once cond is false, when the emulator is closed.
func (e *Emulator) waitUntil(ctx context.Context, cond func() bool) error {
	for {
		e.mu.Lock()
		if cond() {
			e.mu.Unlock()
			return nil
		}
		if e.closed {
			e.mu.Unlock()
			return ErrClosed
		}
		changed := e.changed
		e.mu.Unlock()
		select {
		case <-changed:
		case <-ctx.Done():
			return fmt.Errorf("emulator: wait: %w", context.Cause(ctx))
		}
	}
}

// request is one API call being handled.
type request struct {
	ctx    context.Context
	params map[string]string
	files  []File
	call   *Call
}

func (q *request) file(field string) *File {
	for i := range q.files {
		if q.files[i].Field == field {
			return &q.files[i]
		}
	}
	return nil
}

// errNoResponse tells ServeHTTP that the client went away and nothing is to be sent.
var errNoResponse = &APIError{}

// ServeHTTP serves the Bot API at /bot<token>/<method>.
func (e *Emulator) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if strings.HasPrefix(r.URL.Path, "/file/bot") {
		e.serveFile(w, r)
		return
	}
	arrival := time.Now()
	e.mu.Lock()
	if e.closed {
		e.mu.Unlock()
		writeResponse(w, nil, apiErr(http.StatusInternalServerError, "Internal Server Error: emulator is closed"))
		return
	}
	e.inflight++
	e.tick++
	call := Call{Time: arrival, start: e.tick}
	e.notifyLocked()
	e.mu.Unlock()
	defer e.leave()

	token, method, pathOK := splitPath(r.URL.Path)
	params, files, decodeErr := decodeParams(r.Header.Get("Content-Type"), r.URL.RawQuery,
		http.MaxBytesReader(w, r.Body, maxBodyBytes))
	spec, known := methods[strings.ToLower(method)]
	call.Method = method
	if known {
		call.Method = spec.name
	}
	call.Params, call.Files = params, files

	var (
		result any
		err    *APIError
	)
	switch {
	case !pathOK:
		err = errNotFound
	case token != e.token:
		err = errUnauthorized
	case decodeErr != nil:
		var tooLarge *http.MaxBytesError
		if errors.As(decodeErr, &tooLarge) {
			err = apiErr(http.StatusRequestEntityTooLarge, "Request Entity Too Large")
		} else {
			err = badRequest("can't parse request: " + decodeErr.Error())
		}
	default:
		q := &request{ctx: r.Context(), params: params, files: files, call: &call}
		if rule := e.takeFault(Request{Method: call.Method, Params: params, Files: files}); rule != nil {
			call.Fault = &rule.fault
			outcome, faultErr := e.applyFault(r.Context(), rule.fault)
			switch outcome {
			case faultGone:
				e.finish(&call, 0, nil, nil)
				return
			case faultDrop:
				e.finish(&call, 0, nil, nil)
				dropConnection(w)
				return
			case faultError:
				err = faultErr
			}
			if err != nil {
				break
			}
		}
		if !known {
			err = errNotFound
			break
		}
		result, err = spec.fn(e, q)
	}
	if err == errNoResponse {
		e.finish(&call, 0, nil, nil)
		return
	}
	status := writeResponse(w, result, err)
	e.finish(&call, status, result, err)
}

func (e *Emulator) leave() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.inflight--
	if e.inflight == 0 && e.idle != nil {
		select {
		case <-e.idle:
		default:
			close(e.idle)
		}
	}
}

// finish completes and records a call.
func (e *Emulator) finish(call *Call, status int, result any, err *APIError) {
	call.Status = status
	call.Duration = time.Since(call.Time)
	if err != nil && err != errNoResponse {
		errCopy := *err
		call.Err = &errCopy
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	call.Seq = e.callBase + len(e.calls) + 1
	e.calls = append(e.calls, *call)
	if e.maxCalls > 0 && len(e.calls) > e.maxCalls {
		// Forget the older half at once, so that trimming costs little.
		drop := len(e.calls) - e.maxCalls/2
		e.calls = append(e.calls[:0:0], e.calls[drop:]...)
		e.callBase += drop
	}
	e.notifyLocked()
}

type apiResponse struct {
	OK          bool            `json:"ok"`
	Result      any             `json:"result,omitempty"`
	ErrorCode   int             `json:"error_code,omitempty"`
	Description string          `json:"description,omitempty"`
	Parameters  *responseParams `json:"parameters,omitempty"`
}

type responseParams struct {
	RetryAfter int `json:"retry_after"`
}

// writeResponse writes a Bot API answer and returns the HTTP status.
func writeResponse(w http.ResponseWriter, result any, err *APIError) int {
	resp := apiResponse{OK: err == nil, Result: result}
	status := http.StatusOK
	if err != nil {
		status = err.Code
		resp.ErrorCode, resp.Description = err.Code, err.Description
		if err.RetryAfter > 0 {
			resp.Parameters = &responseParams{RetryAfter: err.RetryAfter}
			w.Header().Set("Retry-After", strconv.Itoa(err.RetryAfter))
		}
	}
	body, mErr := json.Marshal(resp)
	if mErr != nil {
		status = http.StatusInternalServerError
		body = []byte(`{"ok":false,"error_code":500,"description":"Internal Server Error"}`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	_, _ = w.Write(body) // a client that went away is no concern of the emulator
	return status
}

// dropConnection closes the client's connection without an answer.
func dropConnection(w http.ResponseWriter) {
	if hj, ok := w.(http.Hijacker); ok {
		if conn, _, err := hj.Hijack(); err == nil {
			_ = conn.Close()
			return
		}
	}
	panic(http.ErrAbortHandler) // net/http closes the connection silently
}
