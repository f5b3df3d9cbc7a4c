package emulator

import (
	"errors"
	"fmt"
	"net/http"
)

// APIError is an error answer of the Bot API: the HTTP status (also sent as
// error_code), the description, and parameters.retry_after (for 429).
type APIError struct {
	Code        int
	Description string
	RetryAfter  int
}

// Error returns the description, as Telegram clients show it.
func (e *APIError) Error() string {
	return e.Description
}

// Errors of the emulator's own API (the test and terminal side).
var (
	// ErrClosed is returned by waits and injections after Close.
	ErrClosed = errors.New("emulator: closed")
	// ErrNoChat means the chat is not known to the emulator.
	ErrNoChat = errors.New("emulator: no such chat")
	// ErrNoMessage means the message does not exist in the chat (or was deleted).
	ErrNoMessage = errors.New("emulator: no such message")
	// ErrNoButton means the message has no inline button with the given callback data.
	ErrNoButton = errors.New("emulator: no such button")
	// ErrNoUpdate means the update id is not one the emulator queued.
	ErrNoUpdate = errors.New("emulator: no such update")
	// ErrPrivacy means a group message was stored but not delivered to the bot,
	// because bots in privacy mode see only commands, replies to them and mentions.
	ErrPrivacy = errors.New("emulator: message not delivered: bot privacy mode")
	// ErrInvalid means an injected message or update is malformed.
	ErrInvalid = errors.New("emulator: invalid input")
)

func apiErr(code int, description string) *APIError {
	return &APIError{Code: code, Description: description}
}

func badRequest(description string) *APIError {
	return &APIError{Code: http.StatusBadRequest, Description: "Bad Request: " + description}
}

// notEmulated refuses what Telegram takes but the bot never sends, rather than
// pretend to emulate it.
func notEmulated(what string) *APIError {
	return badRequest("the emulator does not emulate " + what)
}

func badRequestf(format string, args ...any) *APIError {
	return badRequest(fmt.Sprintf(format, args...))
}

var (
	errUnauthorized = apiErr(http.StatusUnauthorized, "Unauthorized")
	errNotFound     = apiErr(http.StatusNotFound, "Not Found")
	errConflict     = apiErr(http.StatusConflict,
		"Conflict: terminated by other getUpdates request; make sure that only one bot instance is running")
	errChatNotFound = badRequest("chat not found")
	errCantInitiate = apiErr(http.StatusForbidden, "Forbidden: bot can't initiate conversation with a user")
)

// fieldError is a JSON shape error inside a parameter, worded like the reference server.
type fieldError string

func (e fieldError) Error() string { return string(e) }

func errMissingField(name string) error {
	return fieldError(fmt.Sprintf("Can't find field %q", name))
}

func errFieldType(name, typ string) error {
	return fieldError(fmt.Sprintf("Field %q must be of type %s", name, typ))
}

// wrapf wraps err with a formatted context.
func wrapf(err error, format string, args ...any) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), err)
}
