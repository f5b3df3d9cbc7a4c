package state

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// A Person is what the bot keeps of a person (by Telegram user id) across
// chats: the puzzles they finished, their streak of daily puzzles, the
// techniques they met, and their reminder of the daily. It is kept as
// JSON; a field added later reads as its zero value from an older record.
type Person struct {
	// Finishes lists the finished puzzles, newest first, at most
	// KeptFinishes.
	Finishes []Finish `json:"finishes,omitempty"`
	Streak   Streak   `json:"streak"`
	// Techniques counts, by a technique's stable key, the finished
	// puzzles whose explained path uses it and those for which the person
	// needed a hint of it.
	Techniques map[string]TechniqueCount `json:"techniques,omitempty"`
	// Lang is the person's language code as last seen (for what is sent
	// unasked, such as a reminder).
	Lang string `json:"lang,omitempty"`
	// Zone is the person's offset from UTC in minutes east, ZoneKnown
	// whether they gave it.
	Zone      int  `json:"zone,omitempty"`
	ZoneKnown bool `json:"zone_known,omitempty"`
	// Remind says that the person asked for a reminder of the daily
	// puzzle, at RemindAt minutes after their midnight (0 to 1439).
	Remind   bool `json:"remind,omitempty"`
	RemindAt int  `json:"remind_at,omitempty"`
	// NextReminder is when the next reminder is due (Unix seconds), 0 for
	// none. The stores index it (Store.DueReminders).
	NextReminder int64 `json:"next_reminder,omitempty"`
	// AskZone says that the person asked for a reminder and was asked
	// their time zone: their next message that reads as a time of day or
	// a UTC offset answers it.
	AskZone bool `json:"ask_zone,omitempty"`
	// Hinting holds the techniques of the hints the person was shown in
	// the puzzle they last asked hints in, counted when they finish it.
	Hinting *Hinting `json:"hinting,omitempty"`
	// Changed is when the record was last changed (Unix seconds), set by
	// the store; Prune forgets people by it.
	Changed int64 `json:"changed,omitempty"`
}

// Hinting is the techniques (stable keys) of the hints shown in a puzzle.
type Hinting struct {
	Puzzle     solver.Grid `json:"puzzle"`
	Techniques []string    `json:"techniques,omitempty"`
}

// MaxHinting bounds Hinting.Techniques.
const MaxHinting = 64

// A Finish is a puzzle a person finished.
type Finish struct {
	At        int64       `json:"at"` // Unix seconds
	Puzzle    solver.Grid `json:"puzzle"`
	Level     logic.Level `json:"level"`
	Score     float64     `json:"score,omitempty"`
	ElapsedMS int64       `json:"elapsed"`
	Hints     int         `json:"hints,omitempty"`
	Mistakes  int         `json:"mistakes,omitempty"`
	// FilledIn marks a puzzle in which the board's "Fill in all
	// candidates" was used.
	FilledIn bool `json:"filled_in,omitempty"`
	// Daily is the day ("2026-11-27") of which it was the daily puzzle,
	// Challenge the challenge it was played in.
	Daily     string `json:"daily,omitempty"`
	Challenge string `json:"challenge,omitempty"`
}

// A Streak counts the days in a row a person finished the daily puzzle.
type Streak struct {
	Now     int    `json:"now,omitempty"`
	Longest int    `json:"longest,omitempty"`
	Last    string `json:"last,omitempty"` // the last day ("2026-11-27") one was finished
}

// A TechniqueCount counts the finished puzzles that needed a technique
// and those for which the person asked a hint of it.
type TechniqueCount struct {
	Met    int `json:"met,omitempty"`
	Hinted int `json:"hinted,omitempty"`
}

// KeptFinishes is the number of finishes a person's record keeps.
const KeptFinishes = 200

// DecodePerson reads a person's record as EncodePerson wrote it; an empty
// record is the zero Person.
func DecodePerson(raw []byte) (Person, error) {
	var p Person
	if len(raw) == 0 {
		return p, nil
	}
	if err := json.Unmarshal(raw, &p); err != nil {
		return Person{}, fmt.Errorf("%w: person: %w", ErrDecode, err)
	}
	if len(p.Finishes) > KeptFinishes {
		p.Finishes = p.Finishes[:KeptFinishes]
	}
	return p, nil
}

// EncodePerson returns a person's record.
func EncodePerson(p Person) ([]byte, error) { return json.Marshal(p) }

// ChangePerson is the read-modify-write of UpdatePerson for the stores,
// as ChangeChat: it returns the record to keep and the person it holds
// (for the store's index of reminders), or keep false when fn returned
// ErrNoChange. An unreadable record is started afresh.
func ChangePerson(old []byte, now time.Time, fn func(*Person) error) (record []byte, p Person, keep bool, err error) {
	return change(old, DecodePerson, fn, func(p *Person) {
		if len(p.Finishes) > KeptFinishes {
			p.Finishes = p.Finishes[:KeptFinishes]
		}
		p.NextReminder = max(p.NextReminder, 0)
		p.Changed = now.Unix()
	})
}

// change is the read-modify-write of a record kept as JSON: decoded from
// old (afresh when it cannot be read), changed by fn, settled by the
// store's own rules, encoded. keep is false when fn returned ErrNoChange.
func change[T any](old []byte, decode func([]byte) (T, error), fn func(*T) error, settle func(*T)) (record []byte, v T, keep bool, err error) {
	var zero T
	v, derr := decode(old)
	if derr != nil {
		v = zero
	}
	if err := fn(&v); err != nil {
		if errors.Is(err, ErrNoChange) {
			return nil, zero, false, nil
		}
		return nil, zero, false, err
	}
	settle(&v)
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, zero, false, err
	}
	return raw, v, true, nil
}
