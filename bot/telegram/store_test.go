package telegram

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestStoreQueue(t *testing.T) {
	dir := t.TempDir()
	s, err := OpenStore(dir, time.Second, nil)
	if err != nil {
		t.Fatal(err)
	}
	in := []queued{{id: 10, chat: 1, raw: []byte(`{"a":1}`)}, {id: 11, chat: -2, raw: []byte(`{"b":2}`)}, {id: 12, chat: 1, raw: []byte(`{}`)}}
	added, err := s.enqueue(in)
	if err != nil || len(added) != 3 {
		t.Fatalf("enqueue: %d added, %v", len(added), err)
	}
	// Delivered again (a crash before confirming): recognised.
	if again, err := s.enqueue(in[1:]); err != nil || len(again) != 0 {
		t.Fatalf("enqueue again: %d added, %v; want none", len(again), err)
	}
	if err := s.done(added[0].seq); err != nil {
		t.Fatal(err)
	}
	s.Close()

	s, err = OpenStore(dir, time.Second, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got, err := s.pending()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].id != 11 || got[0].chat != -2 || string(got[0].raw) != `{"b":2}` || got[1].id != 12 || got[0].seq >= got[1].seq {
		t.Fatalf("after reopening: %+v, want updates 11 and 12 in order", got)
	}
	if again, _ := s.enqueue(in[:1]); len(again) != 0 {
		t.Error("a handled update was queued again after reopening")
	}
	if err := s.ClearQueue(); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.pending(); len(got) != 0 {
		t.Errorf("%d updates after ClearQueue", len(got))
	}
}

// TestStoreSeenBounded checks that the ids kept against duplicates are
// bounded.
func TestStoreSeenBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 12,000 updates")
	}
	s, err := OpenStore(t.TempDir(), time.Second, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var batch []queued
	for id := 1; id <= maxSeen+2000; id++ {
		batch = append(batch, queued{id: id, chat: 1, raw: []byte(`{}`)})
		if len(batch) == 500 {
			if _, err := s.enqueue(batch); err != nil {
				t.Fatal(err)
			}
			batch = batch[:0]
		}
	}
	if err := s.pruneSeen(); err != nil {
		t.Fatal(err)
	}
	if again, _ := s.enqueue([]queued{{id: maxSeen + 2000, chat: 1}}); len(again) != 0 {
		t.Error("a recent id was forgotten")
	}
	if again, _ := s.enqueue([]queued{{id: 1, chat: 1}}); len(again) != 1 {
		t.Error("the oldest id is still remembered beyond the bound")
	}
}

func TestStoreMemory(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := OpenStore(dir, time.Second, nil)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := s.Get(ctx, "chat/1"); v != nil || err != nil {
		t.Errorf("Get of a missing key = %q, %v", v, err)
	}
	if err := s.Put(ctx, "chat/1", []byte(`{"puzzle":1}`)); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = OpenStore(dir, time.Second, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if v, err := s.Get(ctx, "chat/1"); string(v) != `{"puzzle":1}` || err != nil {
		t.Errorf("Get after reopening = %q, %v", v, err)
	}
	if err := s.Put(ctx, "chat/1", nil); err != nil {
		t.Fatal(err)
	}
	if v, _ := s.Get(ctx, "chat/1"); v != nil {
		t.Errorf("Get after Put(nil) = %q", v)
	}
}

func TestStoreOpenErrors(t *testing.T) {
	dir := t.TempDir()
	s, err := OpenStore(dir, time.Second, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = OpenStore(dir, 50*time.Millisecond, nil)
	s.Close()
	if !errors.Is(err, ErrInUse) {
		t.Errorf("a second open: %v, want ErrInUse", err)
	}

	corrupt := t.TempDir()
	if err := os.WriteFile(filepath.Join(corrupt, StoreFile), make([]byte, 8192), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenStore(corrupt, time.Second, nil); !errors.Is(err, ErrCorrupt) {
		t.Errorf("a file of zeros: %v, want ErrCorrupt", err)
	}

	if os.Getuid() != 0 { // root writes anywhere
		locked := filepath.Join(t.TempDir(), "ro")
		if err := os.Mkdir(locked, 0o500); err != nil {
			t.Fatal(err)
		}
		if _, err := OpenStore(locked, time.Second, nil); err == nil {
			t.Error("a read-only DATA_DIR was accepted")
		}
	}
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o600)
	if _, err := OpenStore(file, time.Second, nil); err == nil {
		t.Error("a DATA_DIR that is a file was accepted")
	}
}

// TestStoreHealth checks that a failed write is reported until a write
// succeeds again.
func TestStoreHealth(t *testing.T) {
	s, err := OpenStore(t.TempDir(), time.Second, nil)
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
	if err := s.Put(context.Background(), "k", []byte("v")); err != nil {
		t.Fatal(err)
	}
	if err := s.Health(); err != nil {
		t.Errorf("after a good write: Health() = %v", err)
	}
	s.Close()
	if err := s.Put(context.Background(), "k", []byte("v")); err == nil || s.Health() == nil {
		t.Errorf("a write to a closed store: %v, health %v; want both to fail", err, s.Health())
	}
}

// TestStoreClaim checks that a store is claimed by the bot whose data it
// holds, and that another bot, or local mode on a store it cannot name,
// is refused without anything in it touched.
func TestStoreClaim(t *testing.T) {
	const prod, local = 7001, 1000
	queuedOne := func(t *testing.T, s *Store) {
		if _, err := s.enqueue([]queued{{id: 1, chat: 5, raw: []byte(`{}`)}}); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name    string
		prepare func(t *testing.T, s *Store) // before the claim
		bot     int64
		local   bool
		wantErr bool
	}{
		{"new store, production", nil, prod, false, false},
		{"new store, local", nil, local, true, false},
		{"own store", func(t *testing.T, s *Store) { s.Claim(prod, false) }, prod, false, false},
		{"own store, local again", func(t *testing.T, s *Store) { s.Claim(local, true); queuedOne(t, s) }, local, true, false},
		{"another bot's store", func(t *testing.T, s *Store) { s.Claim(prod, false); queuedOne(t, s) }, 7002, false, true},
		{"production store, local mode", func(t *testing.T, s *Store) { s.Claim(prod, false); queuedOne(t, s) }, local, true, true},
		{"unnamed store with data, production", queuedOne, prod, false, false},
		{"unnamed store with data, local mode", queuedOne, local, true, true},
		{"unnamed empty store, local mode", nil, local, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := OpenStore(t.TempDir(), time.Second, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if tt.prepare != nil {
				tt.prepare(t, s)
			}
			before, _ := s.pending()
			err = s.Claim(tt.bot, tt.local)
			if got := err != nil; got != tt.wantErr {
				t.Fatalf("Claim(%d, local %v) = %v, want an error: %v", tt.bot, tt.local, err, tt.wantErr)
			}
			if err != nil && !errors.Is(err, ErrOtherBot) {
				t.Errorf("Claim's error %v is not ErrOtherBot", err)
			}
			if after, _ := s.pending(); len(after) != len(before) {
				t.Errorf("Claim changed the queue: %d updates, then %d", len(before), len(after))
			}
			if err == nil {
				if again := s.Claim(tt.bot, tt.local); again != nil {
					t.Errorf("a second Claim by the same bot: %v", again)
				}
			}
		})
	}
}
