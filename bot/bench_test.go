package bot

import (
	"bufio"
	"context"
	"os"
	"slices"
	"testing"
	"time"

	"sudokubot/bot/internal/emulator"
)

// benchPuzzles returns distinct puzzles from the repository's test data
// (every 17-clue puzzle: a rating cannot come from the cache).
func benchPuzzles(b *testing.B) []string {
	f, err := os.Open("../solver/testdata/puzzles2_17_clue.txt")
	if err != nil {
		b.Skip(err)
	}
	defer f.Close()
	var ps []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		ps = append(ps, sc.Text())
	}
	return ps
}

// BenchmarkEndToEnd measures puzzles answered per second: an update in,
// solved, rated, drawn, and the photo reply recorded by the fake server,
// with Telegram's rate limits off. Each iteration is a burst of 100
// puzzles from 50 chats.
func BenchmarkEndToEnd(b *testing.B) {
	puzzles := benchPuzzles(b)
	// The fake server checks only the header of each photo: decoding them
	// all would cost the two cores more than the bot does.
	srv, err := emulator.Start(context.Background(), emulator.Config{HeaderOnlyPhotos: true})
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	h := startOn(b, srv, Options{}, runtimeOptions())
	const burst = 100
	next, total := 0, 0
	start := time.Now()
	for b.Loop() {
		var last emulator.Update
		for i := range burst {
			user := emulator.User{ID: int64(1000 + i%50), FirstName: "B", LanguageCode: "en"}
			last, err = srv.InjectText(user, puzzles[next%len(puzzles)])
			if err != nil {
				b.Fatal(err)
			}
			next++
		}
		h.handled(last.UpdateID)
		total += burst
	}
	elapsed := time.Since(start)
	b.ReportMetric(float64(total)/elapsed.Seconds(), "puzzles/s")
	b.ReportMetric(float64(elapsed.Microseconds())/1000/float64(total), "ms/puzzle")
	if n := len(srv.CallsTo("sendPhoto")); n < total {
		b.Errorf("%d photos for %d puzzles", n, total)
	}
}

// BenchmarkLatency30 offers 30 puzzles a second (Telegram's overall cap)
// for 10 seconds and reports the handling latency: from the update being
// injected to the photo reply being recorded. It runs with Telegram's
// rate limits on and off.
func BenchmarkLatency30(b *testing.B) {
	b.Run("limits-off", func(b *testing.B) { latency30(b, false) })
	b.Run("limits-on", func(b *testing.B) { latency30(b, true) })
}

func latency30(b *testing.B, limited bool) {
	puzzles := benchPuzzles(b)
	// The fake server checks only the header of each photo: decoding them
	// all would cost the two cores more than the bot does.
	srv, err := emulator.Start(context.Background(), emulator.Config{HeaderOnlyPhotos: true})
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	ro := runtimeOptions()
	ro.RateLimit = limited
	startOn(b, srv, Options{}, ro)
	ctx := context.Background()
	var lat []float64
	next := 0
	for b.Loop() {
		type sent struct {
			id int
			at time.Time
		}
		var all []sent
		tick := time.NewTicker(time.Second / 30)
		for range 300 {
			<-tick.C
			user := emulator.User{ID: int64(2000 + next%100), FirstName: "L", LanguageCode: "en"}
			u, err := srv.InjectText(user, puzzles[(next*7919)%len(puzzles)])
			if err != nil {
				b.Fatal(err)
			}
			all = append(all, sent{u.UpdateID, time.Now()})
			next++
		}
		tick.Stop()
		for _, s := range all {
			c, err := srv.WaitReply(ctx, s.id)
			if err != nil {
				b.Fatal(err)
			}
			lat = append(lat, float64(c.Time.Add(c.Duration).Sub(s.at).Microseconds())/1000)
		}
	}
	slices.Sort(lat)
	b.ReportMetric(lat[len(lat)/2], "p50_ms")
	b.ReportMetric(lat[len(lat)*99/100], "p99_ms")
	b.ReportMetric(lat[len(lat)-1], "max_ms")
}

// BenchmarkBurst200 sends the bot a burst of 600 puzzles from 200 chats
// (three each), with Telegram's rate limits on at the default 30 messages
// a second, and reports the answers per second, from the first to the
// last, and as a share of the limit.
func BenchmarkBurst200(b *testing.B) {
	puzzles := benchPuzzles(b)
	const chats, each = 200, 3
	rate := defaults.SendRate
	for b.Loop() {
		srv, err := emulator.Start(context.Background(), emulator.Config{HeaderOnlyPhotos: true})
		if err != nil {
			b.Fatal(err)
		}
		ro := runtimeOptions()
		ro.RateLimit = true
		h := startOn(b, srv, Options{}, ro)
		var last emulator.Update
		for i := range chats * each {
			user := emulator.User{ID: int64(3000 + i%chats), FirstName: "C", LanguageCode: "en"}
			if last, err = srv.InjectText(user, puzzles[(i*7919)%len(puzzles)]); err != nil {
				b.Fatal(err)
			}
		}
		h.handled(last.UpdateID)
		var sends []emulator.Call
		for _, c := range srv.Calls() {
			if c.OK() && (c.Method == "sendPhoto" || c.Method == "sendMessage") {
				sends = append(sends, c)
			}
		}
		if len(sends) < chats*each {
			b.Fatalf("%d answers to %d puzzles", len(sends), chats*each)
		}
		perSecond := float64(len(sends)-1) / sends[len(sends)-1].Time.Sub(sends[0].Time).Seconds()
		b.ReportMetric(perSecond, "msgs/s")
		b.ReportMetric(100*perSecond/rate, "%_of_limit")
		h.shutdown()
		srv.Close()
	}
}

// BenchmarkPhoto measures the bot's answer to a photo of a puzzle, from
// the photo message being on the fake server (which has recompressed it
// as Telegram's apps do) to the last reply recorded: the grid read and the
// solved picture. That is the download, the reading, the check, the
// solving, the rating and the drawing. ms/reply is the median.
func BenchmarkPhoto(b *testing.B) {
	for _, name := range []string{"image11.jpg", "image1086.jpg", "screen001-dark.jpg"} {
		b.Run(name, func(b *testing.B) {
			data, err := os.ReadFile("../solver/photo/testdata/" + name)
			if err != nil {
				b.Fatal(err)
			}
			srv, err := emulator.Start(context.Background(), emulator.Config{HeaderOnlyPhotos: true})
			if err != nil {
				b.Fatal(err)
			}
			defer srv.Close()
			h := startOn(b, srv, Options{}, runtimeOptions())
			var ms []float64
			for b.Loop() {
				u, err := srv.InjectMessage(emulator.UserMessage{From: alice, Photo: data})
				if err != nil {
					b.Fatal(err)
				}
				t0 := time.Now()
				calls := sent(h.replies(u.UpdateID))
				ms = append(ms, float64(time.Since(t0).Microseconds())/1000)
				if len(calls) != 2 || calls[1].Method != "sendPhoto" {
					b.Fatalf("%d replies to the photo, want the grid read and the solution", len(calls))
				}
			}
			slices.Sort(ms)
			b.ReportMetric(ms[len(ms)/2], "ms/reply")
		})
	}
}
