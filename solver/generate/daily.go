package generate

import (
	"context"
	"time"

	"sudokubot/solver/logic"
)

// Daily returns the puzzle of the day for the level: the same for everyone
// on a calendar day in UTC, whatever the time of day or the time zone of
// date, and another one the next day. It is made with the default
// symmetry from a seed that is the date and the level, so it takes as long
// as [Generator.Level]; callers keep it for the day.
func Daily(ctx context.Context, date time.Time, level logic.Level) (*Puzzle, error) {
	return New(DailySeed(date, level)).Level(ctx, level, Rotate180)
}

// DailySeed returns the seed of the day's puzzle for the level: the date
// as the number yyyymmdd, times 16, plus the level.
func DailySeed(date time.Time, level logic.Level) uint64 {
	y, m, d := date.UTC().Date()
	return (uint64(y)*10000+uint64(m)*100+uint64(d))*16 + uint64(level)
}
