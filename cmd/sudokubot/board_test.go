package main

import (
	"net"
	"strings"
	"testing"

	"sudokubot/config"
)

func TestListenBoard(t *testing.T) {
	for _, tc := range []struct {
		name              string
		cfg               config.Config
		url               string // prefix of the board's URL; "" for none
		ownListener, hook bool
	}{
		{"local mode", config.Config{}, "http://127.0.0.1:", true, false},
		{"no WEBAPP_URL", config.Config{Token: "1:a"}, "", false, false},
		{"own address", config.Config{Token: "1:a", WebAppURL: "https://b.example/board/", WebAppAddr: "127.0.0.1:0"}, "https://b.example/board/", true, false},
		{"the webhook's address", config.Config{Token: "1:a", WebAppURL: "https://b.example/board/", WebAppAddr: ":8443",
			WebhookURL: "https://b.example/hook", WebhookAddr: ":8443"}, "https://b.example/board/", false, true},
		{"the webhook's address written otherwise", config.Config{Token: "1:a", WebAppURL: "https://b.example/board/", WebAppAddr: "0.0.0.0:8443",
			WebhookURL: "https://b.example/hook", WebhookAddr: ":8443"}, "https://b.example/board/", false, true},
	} {
		cfg := tc.cfg
		if tc.name == "local mode" {
			t.Setenv("TELEGRAM_BOT_TOKEN", "")
			local, err := config.Load(config.Local)
			if err != nil {
				t.Fatal(err)
			}
			cfg = *local
		}
		s, err := listenBoard(&cfg)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if s.ln != nil {
			s.ln.Close()
		}
		if cfg.Local() && s.url != "http://"+localBoardAddr+"/" && s.taken != localBoardAddr {
			t.Errorf("local mode: the board at %s, neither at the usual %s nor saying it was taken", s.url, localBoardAddr)
		}
		if !strings.HasPrefix(s.url, tc.url) || (tc.url == "") != (s.url == "") || (s.ln != nil) != tc.ownListener || (s.onWebhook() != nil) != tc.hook {
			t.Errorf("%s: url %q, own listener %v, on the webhook %v; want %q…, %v, %v", tc.name, s.url, s.ln != nil, s.onWebhook() != nil, tc.url, tc.ownListener, tc.hook)
		}
	}
}

// TestListenLocal: the usual address when free, another port when taken.
func TestListenLocal(t *testing.T) {
	held, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := held.Addr().String()
	ln, taken, err := listenLocal(addr)
	if err != nil {
		t.Fatal(err)
	}
	if !taken || ln.Addr().String() == addr {
		t.Errorf("%s held: listening on %s, taken %v; want another port, taken", addr, ln.Addr(), taken)
	}
	ln.Close()
	held.Close()
	ln, taken, err = listenLocal(addr)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	if taken || ln.Addr().String() != addr {
		t.Errorf("%s free: listening on %s, taken %v; want %s", addr, ln.Addr(), taken, addr)
	}
}
