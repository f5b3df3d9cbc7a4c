package bot

import (
	"bufio"
	"context"
	"os"
	"slices"
	"testing"
	"time"

	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/pool"
	"sudokubot/solver/generate"
	"sudokubot/solver/sharecode"
)

// BenchmarkInlineAnswer measures the time from an inline query put on
// Telegram's side (the emulator) to the bot's answerInlineQuery arriving
// there, through the runtime over HTTP, one query at a time: the empty
// query (the daily, the pools, the current puzzle), levels and techniques
// in three languages, text that is none, and puzzles typed (hard ones
// from top1465, never asked before: rated within the inline budget) and
// as codes. It reports the median and the 99th percentile.
func BenchmarkInlineAnswer(b *testing.B) {
	f, err := os.Open("../solver/testdata/puzzles3_magictour_top1465.txt")
	if err != nil {
		b.Skip(err)
	}
	var hard []string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		hard = append(hard, sc.Text())
	}
	f.Close()
	srv, err := emulator.Start(context.Background(), emulator.Config{})
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	h := startOn(b, srv, Options{WebAppURL: testBoardURL}, runtimeOptions())
	for i, l := range generate.Levels() {
		g := renamed(mustParse(b, classic), i+1)
		h.bot.state.UpdatePool(context.Background(), pool.LevelName(l), func(ps *[]ready) error {
			*ps = append(*ps, ready{Puzzle: g, Level: l, Score: 1.5 + float64(i)})
			return nil
		})
	}
	if c := h.send(alice, "/daily"); c.Method != "sendPhoto" {
		b.Fatalf("/daily: %s", c.Method)
	}
	fixed := []string{"", "hard", "困难", "сложный", "x-wing", "X翼", "hello", classic, sharecode.Code(mustParse(b, inkala)), "extreme"}
	var times []time.Duration
	n := 0
	for b.Loop() {
		q := fixed[n%len(fixed)]
		if n%3 == 2 {
			q = hard[(n/3)%len(hard)] // a third of the queries: a hard puzzle typed
		}
		user := emulator.User{ID: int64(2000 + n%500), FirstName: "B", LanguageCode: []string{"en", "zh", "ru"}[n%3]}
		n++
		start := time.Now()
		u, err := srv.InjectInlineQuery(user, q, "group")
		if err != nil {
			b.Fatal(err)
		}
		c, err := srv.WaitReply(h.ctx(), u.UpdateID)
		if err != nil || c.Method != "answerInlineQuery" || !c.OK() {
			b.Fatalf("query %q: %s %v %v", q, c.Method, c.Err, err)
		}
		times = append(times, c.Time.Sub(start))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "max-ms")
}
