package main

import (
	"net"
	"strings"
	"testing"

	"sudokubot/config"
)

func TestListenBoard(t *testing.T) {
	for _, tc := range []struct {
		name        string
		cfg         config.Config
		url         string // prefix of the board's URL; "" for none
		base        string // the path it is served under
		ownListener bool   // local mode's; otherwise the process's web serves it
	}{
		{"local mode", config.Config{}, "http://127.0.0.1:", "/", true},
		{"no WEBAPP_URL", config.Config{Token: "1:a"}, "", "/", false},
		{"WEBAPP_URL", config.Config{Token: "1:a", WebAppURL: "https://b.example/board/", WebAppAddr: "127.0.0.1:0"}, "https://b.example/board/", "/board/", false},
		{"WEBAPP_URL at the root", config.Config{Token: "1:a", WebAppURL: "https://b.example", WebAppAddr: ":8443",
			WebhookURL: "https://b.example/hook", WebhookAddr: ":8443"}, "https://b.example", "/", false},
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
		if !strings.HasPrefix(s.url, tc.url) || (tc.url == "") != (s.url == "") || (s.ln != nil) != tc.ownListener || s.base != tc.base {
			t.Errorf("%s: url %q under %q, own listener %v; want %q… under %q, %v", tc.name, s.url, s.base, s.ln != nil, tc.url, tc.base, tc.ownListener)
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
