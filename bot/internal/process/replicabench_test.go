package process

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/pgstore/pgtest"
)

// sending reports whether a Bot API method sends a message or changes
// one: what Telegram's limit of about 30 messages a second counts.
func sending(method string) bool {
	return method == "sendMessage" || method == "sendPhoto" || strings.HasPrefix(method, "editMessage")
}

// sendRates returns, of the calls that send, how many there were, the most
// that arrived in any one second (a sliding window) and when that second
// began (from the first call), and their average rate from the first to
// the last.
func sendRates(calls []emulator.Call) (n, maxPerSecond int, maxAt time.Duration, average float64) {
	var times []time.Time
	for _, c := range calls {
		if sending(c.Method) {
			times = append(times, c.Time)
		}
	}
	slices.SortFunc(times, func(a, b time.Time) int { return a.Compare(b) })
	for i, j := 0, 0; j < len(times); j++ {
		for times[j].Sub(times[i]) >= time.Second {
			i++
		}
		if j-i+1 > maxPerSecond {
			maxPerSecond, maxAt = j-i+1, times[i].Sub(times[0])
		}
	}
	if len(times) > 1 {
		average = float64(len(times)-1) / times[len(times)-1].Sub(times[0]).Seconds()
	}
	return len(times), maxPerSecond, maxAt, average
}

// BenchmarkReplicaBurst sends a burst of 1,500 hard puzzles (17 clues)
// from 200 chats to 1 and to 3 replicas of the bot, each its own process,
// on one PostgreSQL database, in long polling, with Telegram's limits kept
// (RATE_LIMIT=true, SEND_RATE=30: the replicas share the pace), and waits
// until every puzzle is answered. It reports the total time, the sending
// calls (sendMessage, sendPhoto, editMessage*) as the emulator logged
// them: the most in any one second (max_per_s) and when that second began
// (max_at_s, from the first), their average rate, and the calls Telegram
// refused. The pace is a bucket of 30 a second holding 1 (the runtime's
// globalBurst, the burst of the shared pace cmd/sudokubot makes), so no
// second holds more than 30, the first included.
//
//	go test -run '^$' -bench BenchmarkReplicaBurst -benchtime 1x ./bot/internal/process/
func BenchmarkReplicaBurst(b *testing.B) {
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
	const n, chats, rate, burst = 1500, 200, 30, 5
	for _, replicas := range []int{1, 3} {
		b.Run(fmt.Sprint("replicas=", replicas), func(b *testing.B) {
			for b.Loop() {
				dbURL := pgtest.URL(b)
				srv, err := emulator.Start(context.Background(), emulator.Config{Token: "4444:replica-burst", HeaderOnlyPhotos: true})
				if err != nil {
					b.Fatal(err)
				}
				for range replicas {
					startProcess(b, srv, "", "DATABASE_URL="+dbURL, "DATA_DIR=", "RATE_LIMIT=true",
						fmt.Sprint("SEND_RATE=", rate), "LOG_LEVEL=info")
				}
				start := time.Now()
				for i := range n {
					user := emulator.User{ID: int64(1 + i%chats), FirstName: "B", LanguageCode: "en"}
					if _, err = srv.InjectText(user, puzzles[i%len(puzzles)]); err != nil {
						b.Fatal(err)
					}
				}
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
				answered := map[[2]int64]bool{}
				last, err := srv.WaitFor(ctx, func(c emulator.Call) bool {
					if c.OK() && (c.Method == "sendPhoto" || c.Method == "sendMessage") && c.Message.ReplyToMessage != nil {
						answered[[2]int64{c.ChatID, int64(c.Message.ReplyToMessage.MessageID)}] = true
					}
					return len(answered) == n
				})
				cancel()
				if err != nil {
					b.Fatalf("%d of %d answered: %v", len(answered), n, err)
				}
				total := last.Time.Add(last.Duration).Sub(start)
				calls := srv.Calls()
				sends, maxPerSecond, maxAt, average := sendRates(calls)
				refused := 0
				for _, c := range calls {
					if sending(c.Method) && !c.OK() {
						refused++
					}
				}
				if maxPerSecond > rate+burst {
					b.Errorf("%d messages in one second, over SEND_RATE=%d and a burst of %d", maxPerSecond, rate, burst)
				}
				b.ReportMetric(total.Seconds(), "total_s")
				b.ReportMetric(float64(sends), "sends")
				b.ReportMetric(float64(maxPerSecond), "max_per_s")
				b.ReportMetric(maxAt.Seconds(), "max_at_s")
				b.ReportMetric(average, "avg_per_s")
				b.ReportMetric(float64(refused), "refused")
				srv.Close()
			}
		})
	}
}

// metricValue reads a metric without labels from a replica's /metrics,
// waiting until the replica listens (it may be starting still).
func metricValue(ctx context.Context, t testing.TB, addr, name string) string {
	t.Helper()
	var resp *http.Response
	var err error
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		if resp, err = http.Get("http://" + addr + "/metrics"); err == nil {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatal(err)
		case <-tick.C:
		}
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.SplitSeq(string(body), "\n") {
		if v, ok := strings.CutPrefix(line, name+" "); ok {
			return v
		}
	}
	return ""
}

// TestTakeover measures how long the replicas sharing one PostgreSQL
// database take to take over from one killed with SIGKILL:
//
//   - chats: a replica holding chats (an update of each leased, more of
//     them waiting) is killed; another answers one of those chats once
//     the killed one's leases expire (the runtime's LeaseTTL, 15 seconds,
//     renewed every 5 while an update is handled);
//   - poller: the replica polling Telegram is killed; another polls once
//     the poller's lease expires (PollLeaseTTL, 9 seconds; the others
//     try to take it every 3).
//
// Each logs the time from the kill to the takeover and fails if it is
// longer than the lease allows.
func TestTakeover(t *testing.T) {
	if testing.Short() {
		t.Skip("runs replicas of the bot and waits for leases to expire")
	}
	const leaseTTL, pollLeaseTTL = 15 * time.Second, 9 * time.Second
	t.Run("chats", func(t *testing.T) {
		dbURL := pgtest.URL(t)
		srv, err := emulator.Start(context.Background(), emulator.Config{Token: "4545:takeover"})
		if err != nil {
			t.Fatal(err)
		}
		defer srv.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		// Telegram's limits kept: each chat gets an answer a second, so
		// that a replica holds its chats' leases while it waits to send.
		ps := make([]*process, 2)
		for i := range ps {
			ps[i] = startProcess(t, srv, "", "DATABASE_URL="+dbURL, "DATA_DIR=", "RATE_LIMIT=true")
		}
		const chats, each = 8, 15
		for i := range chats * each {
			if _, err := srv.InjectText(emulator.User{ID: int64(700 + i%chats), FirstName: "K", LanguageCode: "en"}, "/help"); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := srv.WaitFor(ctx, func(c emulator.Call) bool { return c.OK() && c.Method == "sendMessage" }); err != nil {
			t.Fatal(err)
		}
		db, err := pgx.Connect(ctx, dbURL)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close(context.Background())
		// Kill the replica holding the first chat leased (by its pid in
		// the holder's name), then read which leases it left behind.
		var holder string
		if err := db.QueryRow(ctx, "SELECT holder FROM chat_leases ORDER BY expires_at LIMIT 1").Scan(&holder); err != nil {
			t.Fatalf("no chat leased: %v", err)
		}
		var victim *process
		for _, p := range ps {
			if strings.Contains(holder, fmt.Sprintf("/%d/", p.cmd.Process.Pid)) {
				victim = p
			}
		}
		if victim == nil {
			t.Fatalf("holder %q is none of the replicas", holder)
		}
		victim.kill()
		killed := time.Now()
		rows, err := db.Query(ctx, `SELECT l.chat, l.expires_at, (SELECT count(*) FROM updates u WHERE u.chat = l.chat AND u.done_at IS NULL)
			FROM chat_leases l WHERE l.holder = $1`, holder)
		if err != nil {
			t.Fatal(err)
		}
		held := map[int64]bool{}
		var expires time.Time
		waiting := 0
		for rows.Next() {
			var chat, n int64
			var exp time.Time
			if err := rows.Scan(&chat, &exp, &n); err != nil {
				t.Fatal(err)
			}
			held[chat] = true
			waiting += int(n)
			if expires.IsZero() || exp.Before(expires) {
				expires = exp
			}
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		if len(held) == 0 {
			t.Fatal("the killed replica held no chat")
		}
		c, err := srv.WaitFor(ctx, func(c emulator.Call) bool {
			return c.OK() && c.Method == "sendMessage" && held[c.ChatID] && c.Time.After(killed)
		})
		if err != nil {
			t.Fatalf("no answer to the killed replica's chats: %v", err)
		}
		took := c.Time.Sub(killed)
		t.Logf("killed a replica holding %d chats (%d updates of theirs not done), its first lease expiring %v after the kill; another answered one of them %v after the kill",
			len(held), waiting, expires.Sub(killed).Round(time.Millisecond), took.Round(time.Millisecond))
		if took > leaseTTL+5*time.Second {
			t.Errorf("took %v, want at most the lease (%v) and a little", took, leaseTTL)
		}
	})
	t.Run("poller", func(t *testing.T) {
		dbURL := pgtest.URL(t)
		srv, err := emulator.Start(context.Background(), emulator.Config{Token: "4646:takeover"})
		if err != nil {
			t.Fatal(err)
		}
		defer srv.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		ps := make([]*process, 3)
		addrs := make([]string, len(ps))
		for i := range ps {
			addrs[i] = freeAddr(t)
			ps[i] = startProcess(t, srv, "", "DATABASE_URL="+dbURL, "DATA_DIR=", "HTTP_ADDR="+addrs[i])
		}
		// Once the first answer is sent, a poller is elected and every
		// replica serves its metrics.
		u, err := srv.InjectText(emulator.User{ID: 800, FirstName: "P", LanguageCode: "en"}, "/help")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := srv.WaitFor(ctx, answers(u)); err != nil {
			t.Fatal(err)
		}
		poller := -1
		for i, a := range addrs {
			if metricValue(ctx, t, a, "sudokubot_polling") == "1" {
				if poller >= 0 {
					t.Fatalf("replicas %d and %d both polling", poller, i)
				}
				poller = i
			}
		}
		if poller < 0 {
			t.Fatal("no replica says it polls (sudokubot_polling 1)")
		}
		ps[poller].kill()
		killed := time.Now()
		c, err := srv.WaitFor(ctx, func(c emulator.Call) bool { return c.Method == "getUpdates" && c.Time.After(killed) })
		if err != nil {
			t.Fatalf("no replica polled after the poller was killed: %v", err)
		}
		took := c.Time.Sub(killed)
		// The new poller receives.
		u, err = srv.InjectText(emulator.User{ID: 801, FirstName: "P", LanguageCode: "en"}, "/help")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := srv.WaitFor(ctx, answers(u)); err != nil {
			t.Fatal(err)
		}
		now := -1
		for i, a := range addrs {
			if i != poller && metricValue(ctx, t, a, "sudokubot_polling") == "1" {
				now = i
			}
		}
		t.Logf("killed the poller (replica %d); replica %d polled %v after the kill", poller, now, took.Round(time.Millisecond))
		if took > pollLeaseTTL+pollLeaseTTL/3+2*time.Second {
			t.Errorf("took %v, want at most the lease (%v), a check (%v) and a little", took, pollLeaseTTL, pollLeaseTTL/3)
		}
	})
}
