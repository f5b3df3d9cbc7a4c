package process

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"sudokubot/bot/internal/emulator"
)

// BenchmarkBurst sends the bot, running as its own process with Telegram's
// rate limits off, a burst of 10,000 puzzles from 1,000 chats, waits until
// every one is answered, and reports the throughput and the process's
// resident memory after the burst and at its peak.
func BenchmarkBurst(b *testing.B) {
	f, err := os.Open("../../../solver/testdata/puzzles2_17_clue.txt")
	if err != nil {
		b.Skip(err)
	}
	var puzzles []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		puzzles = append(puzzles, sc.Text())
	}
	f.Close()
	for b.Loop() {
		srv, err := emulator.Start(context.Background(), emulator.Config{Token: "4242:burst", HeaderOnlyPhotos: true})
		if err != nil {
			b.Fatal(err)
		}
		p := startProcess(b, srv, b.TempDir())
		const n, chats = 10000, 1000
		start := time.Now()
		for i := range n {
			user := emulator.User{ID: int64(1 + i%chats), FirstName: "B", LanguageCode: "en"}
			if _, err = srv.InjectText(user, puzzles[i%len(puzzles)]); err != nil {
				b.Fatal(err)
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		// Updates are confirmed once queued; wait for every answer.
		answered := 0
		if _, err := srv.WaitFor(ctx, func(c emulator.Call) bool {
			if c.OK() && (c.Method == "sendPhoto" || c.Method == "sendMessage") && c.Message.ReplyToMessage != nil {
				answered++
			}
			return answered == n
		}); err != nil {
			b.Fatalf("%d of %d answered: %v", answered, n, err)
		}
		cancel()
		elapsed := time.Since(start)
		rss, peak := procMemory(b, p.cmd.Process.Pid)
		photos := len(srv.CallsTo("sendPhoto"))
		b.ReportMetric(float64(n)/elapsed.Seconds(), "puzzles/s")
		b.ReportMetric(rss, "rss_MB")
		b.ReportMetric(peak, "peak_MB")
		b.ReportMetric(float64(photos), "photos")
		srv.Close()
	}
}

// procMemory returns a process's resident memory and its peak, in MB.
func procMemory(b *testing.B, pid int) (rss, peak float64) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		b.Skip(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		fields := strings.Fields(line)
		if len(fields) < 2 {
			continue
		}
		kb, _ := strconv.ParseFloat(fields[1], 64)
		switch fields[0] {
		case "VmRSS:":
			rss = kb / 1024
		case "VmHWM:":
			peak = kb / 1024
		}
	}
	return rss, peak
}
