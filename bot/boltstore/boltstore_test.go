package boltstore

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"sudokubot/bot/telegram"
)

func TestOpenErrors(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Open(dir, 50*time.Millisecond)
	s.Close()
	if !errors.Is(err, ErrInUse) {
		t.Errorf("a second open: %v, want ErrInUse", err)
	}

	corrupt := t.TempDir()
	if err := os.WriteFile(filepath.Join(corrupt, File), make([]byte, 8192), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(corrupt, time.Second); !errors.Is(err, ErrCorrupt) {
		t.Errorf("a file of zeros: %v, want ErrCorrupt", err)
	}

	if os.Getuid() != 0 { // root writes anywhere
		locked := filepath.Join(t.TempDir(), "ro")
		if err := os.Mkdir(locked, 0o500); err != nil {
			t.Fatal(err)
		}
		if _, err := Open(locked, time.Second); err == nil {
			t.Error("a read-only DATA_DIR was accepted")
		}
	}
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o600)
	if _, err := Open(file, time.Second); err == nil {
		t.Error("a DATA_DIR that is a file was accepted")
	}
}

// TestHealth checks that a failed write is reported until a write
// succeeds again.
func TestHealth(t *testing.T) {
	s, err := Open(t.TempDir(), time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Health(); err != nil {
		t.Fatalf("a new store: %v", err)
	}
	// A write that fails, as on a full disk.
	failing := s.wrote(errors.New("no space left on device"))
	if err := s.Health(); err == nil || err.Error() != failing.Error() {
		t.Errorf("after a failed write: Health() = %v, want the failure", err)
	}
	if _, err := s.Enqueue(context.Background(), []telegram.Update{{ID: 1, Chat: 1}}, 10); err != nil {
		t.Fatal(err)
	}
	if err := s.Health(); err != nil {
		t.Errorf("after a good write: Health() = %v", err)
	}
	s.Close()
	if _, err := s.Enqueue(context.Background(), []telegram.Update{{ID: 2, Chat: 1}}, 10); err == nil || s.Health() == nil {
		t.Errorf("a write to a closed store: %v, health %v; want both to fail", err, s.Health())
	}
}

// TestClaim checks that a store is claimed by the bot whose data it
// holds, and that another bot, or local mode on a store it cannot name,
// is refused without anything in it touched.
func TestClaim(t *testing.T) {
	const prod, local = 7001, 1000
	queuedOne := func(t *testing.T, s *DB) {
		if _, err := s.Enqueue(t.Context(), []telegram.Update{{ID: 1, Chat: 5, Raw: []byte(`{}`)}}, 10); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name    string
		prepare func(t *testing.T, s *DB) // before the claim
		bot     int64
		local   bool
		wantErr bool
	}{
		{"new store, production", nil, prod, false, false},
		{"new store, local", nil, local, true, false},
		{"own store", func(t *testing.T, s *DB) { s.Claim(prod, false) }, prod, false, false},
		{"own store, local again", func(t *testing.T, s *DB) { s.Claim(local, true); queuedOne(t, s) }, local, true, false},
		{"another bot's store", func(t *testing.T, s *DB) { s.Claim(prod, false); queuedOne(t, s) }, 7002, false, true},
		{"production store, local mode", func(t *testing.T, s *DB) { s.Claim(prod, false); queuedOne(t, s) }, local, true, true},
		{"unnamed store with data, production", queuedOne, prod, false, false},
		{"unnamed store with data, local mode", queuedOne, local, true, true},
		{"unnamed empty store, local mode", nil, local, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Open(t.TempDir(), time.Second)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if tt.prepare != nil {
				tt.prepare(t, s)
			}
			before, _ := s.Waiting(t.Context())
			err = s.Claim(tt.bot, tt.local)
			if got := err != nil; got != tt.wantErr {
				t.Fatalf("Claim(%d, local %v) = %v, want an error: %v", tt.bot, tt.local, err, tt.wantErr)
			}
			if err != nil && !errors.Is(err, ErrOtherBot) {
				t.Errorf("Claim's error %v is not ErrOtherBot", err)
			}
			if after, _ := s.Waiting(t.Context()); after != before {
				t.Errorf("Claim changed the queue: %d updates, then %d", before, after)
			}
			if err == nil {
				if again := s.Claim(tt.bot, tt.local); again != nil {
					t.Errorf("a second Claim by the same bot: %v", again)
				}
			}
		})
	}
}
