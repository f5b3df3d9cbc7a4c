package state

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// A Challenge is a puzzle posted for several people to race on (in a
// group, or through inline mode): where it was posted and who finished it
// how fast. It is kept as JSON; a field added later reads as its zero
// value from an older record.
type Challenge struct {
	Puzzle solver.Grid `json:"puzzle"`
	Level  logic.Level `json:"level"`
	Score  float64     `json:"score,omitempty"`
	// Daily is the day ("2026-11-27") of which it is the daily puzzle.
	Daily string `json:"daily,omitempty"`
	// Where it was posted: a chat's message (Chat, Message), or an
	// inline message (Inline, its inline_message_id). The stores index
	// Chat (Store.Challenges).
	Chat    int64  `json:"chat,omitempty"`
	Message int    `json:"message,omitempty"`
	Inline  string `json:"inline,omitempty"`
	// Lang is the language code the challenge's message is written in.
	Lang string `json:"lang,omitempty"`
	// Caption is the message's caption as posted (HTML), and Buttons its
	// keyboard: each edit of the leaderboard, which goes below the
	// caption, posts them again (an edit without them would drop the
	// buttons).
	Caption string     `json:"caption,omitempty"`
	Buttons [][]Button `json:"buttons,omitempty"`
	// Results lists the finishes in the order they came, at most
	// MaxResults.
	Results []Result `json:"results,omitempty"`
	// Created is when the challenge was first kept and Changed when it
	// was last changed (Unix seconds), both set by the store; Prune
	// forgets challenges by Changed.
	Created int64 `json:"created,omitempty"`
	Changed int64 `json:"changed,omitempty"`
}

// A Result is one person's finish of a challenge.
type Result struct {
	User      int64  `json:"user"`
	Name      string `json:"name"`
	At        int64  `json:"at"` // Unix seconds
	ElapsedMS int64  `json:"elapsed"`
	Hints     int    `json:"hints,omitempty"`
	Mistakes  int    `json:"mistakes,omitempty"`
	FilledIn  bool   `json:"filled_in,omitempty"`
}

// A Button is one of a challenge's message's buttons: a link (URL) or
// callback data (Data).
type Button struct {
	Text string `json:"text"`
	URL  string `json:"url,omitempty"`
	Data string `json:"data,omitempty"`
}

// MaxResults is the number of results a challenge keeps.
const MaxResults = 100

// ErrChallengeID is wrapped by the error for a malformed challenge id.
var ErrChallengeID = errors.New("malformed challenge id")

// CheckChallengeID returns an error wrapping ErrChallengeID unless id is 1
// to 64 bytes of A-Z a-z 0-9 _ -.
func CheckChallengeID(id string) error {
	if id == "" || len(id) > 64 {
		return fmt.Errorf("%w: %d bytes (1 to 64)", ErrChallengeID, len(id))
	}
	for i := 0; i < len(id); i++ {
		switch c := id[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '_', c == '-':
		default:
			return fmt.Errorf("%w: byte %d is %q (A-Z a-z 0-9 _ - only)", ErrChallengeID, i+1, c)
		}
	}
	return nil
}

// DecodeChallenge reads a challenge's record as EncodeChallenge wrote it;
// an empty record is the zero Challenge.
func DecodeChallenge(raw []byte) (Challenge, error) {
	var c Challenge
	if len(raw) == 0 {
		return c, nil
	}
	if err := json.Unmarshal(raw, &c); err != nil {
		return Challenge{}, fmt.Errorf("%w: challenge: %w", ErrDecode, err)
	}
	if len(c.Results) > MaxResults {
		c.Results = c.Results[:MaxResults]
	}
	return c, nil
}

// EncodeChallenge returns a challenge's record.
func EncodeChallenge(c Challenge) ([]byte, error) { return json.Marshal(c) }

// ChangeChallenge is the read-modify-write of UpdateChallenge for the
// stores, as ChangeChat: it returns the record to keep and the challenge
// it holds (for the store's index by chat), or keep false when fn
// returned ErrNoChange. An unreadable record is started afresh. now
// stamps Changed, and Created when it is 0.
func ChangeChallenge(old []byte, now time.Time, fn func(*Challenge) error) (record []byte, c Challenge, keep bool, err error) {
	before, _ := DecodeChallenge(old)
	return change(old, DecodeChallenge, fn, func(c *Challenge) {
		if len(c.Results) > MaxResults {
			c.Results = c.Results[:MaxResults]
		}
		c.Created = before.Created
		if c.Created == 0 {
			c.Created = now.Unix()
		}
		c.Changed = now.Unix()
	})
}
