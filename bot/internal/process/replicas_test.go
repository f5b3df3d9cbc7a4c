package process

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/pgstore/pgtest"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// freeAddr returns a free loopback address for a replica to listen on.
func freeAddr(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close() // the bot listens there; a race for the port is unlikely
	return ln.Addr().String()
}

// roundRobin is a load balancer in front of the replicas' webhooks: each
// request goes to the next replica in turn; a replica that is down
// answers 502, and Telegram (the emulator) delivers again.
type roundRobin struct {
	mu      sync.Mutex
	targets []string
	next    int
	sent    map[string]int
}

func (rr *roundRobin) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rr.mu.Lock()
	target := rr.targets[rr.next%len(rr.targets)]
	rr.next++
	rr.sent[target]++
	rr.mu.Unlock()
	u, _ := url.Parse("http://" + target)
	p := httputil.NewSingleHostReverseProxy(u)
	p.ErrorHandler = func(w http.ResponseWriter, _ *http.Request, _ error) { w.WriteHeader(http.StatusBadGateway) }
	p.ServeHTTP(w, r)
}

// TestReplicas runs three replicas of the bot on one PostgreSQL database,
// in both modes: a burst of updates from several chats, one replica
// killed with SIGKILL in the middle of it and another restarted (SIGTERM,
// then started again) as a rolling restart would: every update is
// answered, each chat's answers come in the order of its messages, and
// only the updates in hand of the killed replica may be answered twice.
// In long polling, Telegram never sees two getUpdates at once.
func TestReplicas(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the bot three times over")
	}
	for _, mode := range []string{"polling", "webhook"} {
		t.Run(mode, func(t *testing.T) {
			dbURL := pgtest.URL(t)
			srv, err := emulator.Start(context.Background(), emulator.Config{Token: "4343:replica-test"})
			if err != nil {
				t.Fatal(err)
			}
			defer srv.Close()
			ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
			defer cancel()

			const replicas = 3
			envs := make([][]string, replicas)
			rr := &roundRobin{sent: map[string]int{}}
			for i := range envs {
				envs[i] = []string{"DATABASE_URL=" + dbURL, "DATA_DIR=", "SHUTDOWN_TIMEOUT=10s"}
			}
			if mode == "webhook" {
				lb := &http.Server{Handler: rr}
				ln, err := net.Listen("tcp", "127.0.0.1:0")
				if err != nil {
					t.Fatal(err)
				}
				go lb.Serve(ln)
				defer lb.Close()
				for i := range envs {
					addr := freeAddr(t)
					rr.targets = append(rr.targets, addr)
					envs[i] = append(envs[i], "TELEGRAM_WEBHOOK_URL=http://"+ln.Addr().String()+"/telegram",
						"TELEGRAM_WEBHOOK_SECRET=replica-test-secret", "WEBHOOK_ADDR="+addr)
				}
			}
			ps := make([]*process, replicas)
			for i := range ps {
				ps[i] = startProcess(t, srv, "", envs[i]...)
			}

			const n, chats = 300, 12
			var sent []emulator.Update
			for i := range n {
				user := emulator.User{ID: int64(500 + i%chats), FirstName: "R", LanguageCode: "en"}
				u, err := srv.InjectText(user, "/help")
				if err != nil {
					t.Fatal(err)
				}
				sent = append(sent, u)
			}
			// Kill one once some, not all, are answered; then restart
			// another, gracefully.
			if _, err := srv.WaitFor(ctx, answers(sent[n/10])); err != nil {
				t.Fatal(err)
			}
			ps[0].kill()
			killedAt := len(srv.CallsTo("sendMessage"))
			if _, err := srv.WaitFor(ctx, answers(sent[n/3])); err != nil {
				t.Fatal(err)
			}
			ps[1].cmd.Process.Signal(syscall.SIGTERM)
			select {
			case err := <-ps[1].done:
				ps[1].done <- nil
				if err != nil {
					t.Fatalf("replica 1 after SIGTERM: %v\n%s", err, ps[1].logs.String())
				}
			case <-ctx.Done():
				t.Fatal("replica 1 did not stop after SIGTERM")
			}
			ps[1] = startProcess(t, srv, "", envs[1]...)

			for _, u := range sent {
				if _, err := srv.WaitFor(ctx, answers(u)); err != nil {
					t.Fatalf("update %d was never answered: %v", u.UpdateID, err)
				}
			}
			// Each chat's answers in the order of its messages; count the
			// updates answered twice.
			count := map[[2]int64]int{}
			last := map[int64]int{}
			var outOfOrder atomic.Int32
			for _, c := range srv.CallsTo("sendMessage") {
				if !c.OK() || c.Message.ReplyToMessage == nil {
					continue
				}
				id := c.Message.ReplyToMessage.MessageID
				k := [2]int64{c.ChatID, int64(id)}
				count[k]++
				if count[k] == 1 {
					if id < last[c.ChatID] {
						outOfOrder.Add(1)
						t.Errorf("chat %d: the answer to message %d came after the answer to %d", c.ChatID, id, last[c.ChatID])
					}
					last[c.ChatID] = id
				}
			}
			twice := 0
			for _, k := range count {
				if k > 1 {
					twice++
				}
			}
			if twice > 4 {
				t.Errorf("%d updates answered twice, want at most 4 (those in hand of the killed replica, WORKERS=2, and their chats' next)", twice)
			}
			conflicts := 0
			for _, c := range srv.CallsTo("getUpdates") {
				if c.Status == http.StatusConflict {
					conflicts++
				}
			}
			if mode == "polling" && conflicts > 0 {
				t.Errorf("Telegram saw two getUpdates at once %d times", conflicts)
			}
			t.Logf("%s: %d updates from %d chats over %d replicas; one killed after %d answers, one restarted; all answered, %d twice; load balancer: %v",
				mode, n, chats, replicas, killedAt, twice, fmt.Sprint(rr.sent))
		})
	}
}

// cutProxy is a TCP proxy to the database that the test can cut (every
// connection closed, new ones refused) and restore: the database away
// from the bot, as a network partition or a restart of the server would
// make it.
type cutProxy struct {
	ln     net.Listener
	target string
	mu     sync.Mutex
	cut    bool
	conns  []net.Conn
}

func newCutProxy(t *testing.T, target string) *cutProxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &cutProxy{ln: ln, target: target}
	t.Cleanup(func() { ln.Close(); p.setCut(true) })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			p.mu.Lock()
			if p.cut {
				p.mu.Unlock()
				c.Close()
				continue
			}
			up, err := net.Dial("tcp", target)
			if err != nil {
				p.mu.Unlock()
				c.Close()
				continue
			}
			p.conns = append(p.conns, c, up)
			p.mu.Unlock()
			go func() { io.Copy(up, c); up.Close() }()
			go func() { io.Copy(c, up); c.Close() }()
		}
	}()
	return p
}

func (p *cutProxy) setCut(cut bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.cut = cut
	if cut {
		for _, c := range p.conns {
			c.Close()
		}
		p.conns = nil
	}
}

// TestDatabaseAway cuts the bot off its database in the middle of a
// burst (webhook mode): the webhook answers non-2xx, so that Telegram
// delivers again, /readyz answers 503, the bot does not crash; once the
// database is back, every update is answered.
func TestDatabaseAway(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the bot")
	}
	dbURL, err := url.Parse(pgtest.URL(t))
	if err != nil {
		t.Fatal(err)
	}
	proxy := newCutProxy(t, dbURL.Host)
	dbURL.Host = proxy.ln.Addr().String()
	srv, err := emulator.Start(context.Background(), emulator.Config{Token: "4344:away-test"})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	hook, health := freeAddr(t), freeAddr(t)
	// Telegram posts to a recorder in front of the webhook, which tells
	// of every answer that is not 200.
	refused := make(chan int, 1000)
	front := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, _ := url.Parse("http://" + hook)
		rec := httptest.NewRecorder()
		httputil.NewSingleHostReverseProxy(u).ServeHTTP(rec, r)
		if rec.Code != http.StatusOK {
			select {
			case refused <- rec.Code:
			default:
			}
		}
		w.WriteHeader(rec.Code)
		w.Write(rec.Body.Bytes())
	}))
	defer front.Close()
	p := startProcess(t, srv, "", "DATABASE_URL="+dbURL.String(), "DATA_DIR=", "HTTP_ADDR="+health,
		"TELEGRAM_WEBHOOK_URL="+front.URL+"/telegram", "TELEGRAM_WEBHOOK_SECRET=away-test-secret", "WEBHOOK_ADDR="+hook)
	readyz := func() int {
		res, err := http.Get("http://" + health + "/readyz")
		if err != nil {
			return 0
		}
		res.Body.Close()
		return res.StatusCode
	}
	var sent []emulator.Update
	send := func(n int) {
		for i := range n {
			u, err := srv.InjectText(emulator.User{ID: int64(900 + i%4), FirstName: "A"}, "/help")
			if err != nil {
				t.Fatal(err)
			}
			sent = append(sent, u)
		}
	}
	send(20)
	if _, err := srv.WaitFor(ctx, answers(sent[len(sent)-1])); err != nil {
		t.Fatal(err)
	}
	if code := readyz(); code != http.StatusOK {
		t.Errorf("/readyz with the database there: %d, want 200", code)
	}
	proxy.setCut(true)
	send(20)
	select {
	case code := <-refused:
		if code < 300 {
			t.Errorf("the webhook answered %d with the database away", code)
		}
	case <-ctx.Done():
		t.Fatal("the webhook never refused an update with the database away")
	}
	if code := readyz(); code != http.StatusServiceUnavailable {
		t.Errorf("/readyz with the database away: %d, want 503", code)
	}
	select {
	case err := <-p.done:
		t.Fatalf("the bot stopped with the database away: %v", err)
	default:
	}
	proxy.setCut(false)
	for _, u := range sent {
		if _, err := srv.WaitFor(ctx, answers(u)); err != nil {
			t.Fatalf("update %d was never answered after the database came back: %v", u.UpdateID, err)
		}
	}
	if code := readyz(); code != http.StatusOK {
		t.Errorf("/readyz with the database back: %d, want 200", code)
	}
	t.Logf("the webhook refused %d deliveries while the database was away; all %d updates answered once it was back", len(refused)+1, len(sent))
}
