package telegram

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// storePages is a store's file with the first page of each kind in it, as
// bbolt reads them (meta, freelist, branch, leaf).
type storePages struct {
	data     []byte
	pageSize int
	first    map[string]int // page kind → the first page of that kind
	leaves   []int          // every leaf page
	used     int            // the pages in use (bbolt's high water mark)
}

// makeStore writes a store with some content (chats' memory in a tree of
// several levels, a value on overflow pages, queued updates) and returns
// its file.
func makeStore(t *testing.T, chats int) storePages {
	t.Helper()
	dir := t.TempDir()
	s, err := OpenStore(dir, time.Second, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	// One transaction for all the chats: a Put each takes a sync each.
	err = s.db.Update(func(tx *bolt.Tx) error {
		for i := range chats {
			v, _ := json.Marshal(map[string]any{"chat": i, "puzzle": strings.Repeat(".123456789", 8), "lang": "zh"})
			if err := tx.Bucket(bucketMenus).Put(fmt.Appendf(nil, "menu/%d", i), v); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Put(ctx, "big", bytes.Repeat([]byte("x"), 20000)); err != nil {
		t.Fatal(err)
	}
	var us []queued
	for i := range 50 {
		us = append(us, queued{id: 1000 + i, chat: int64(i), raw: json.RawMessage(fmt.Sprintf(`{"update_id":%d}`, 1000+i))})
	}
	if _, err := s.enqueue(us); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, StoreFile)
	sp := storePages{first: map[string]int{}}
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true, PreLoadFreelist: true})
	if err != nil {
		t.Fatal(err)
	}
	err = db.View(func(tx *bolt.Tx) error {
		sp.pageSize = db.Info().PageSize
		sp.used = int(tx.Size()) / sp.pageSize
		for id := 0; ; id++ {
			p, err := tx.Page(id)
			if err != nil || p == nil {
				return err
			}
			if _, ok := sp.first[p.Type]; !ok {
				sp.first[p.Type] = id
			}
			if p.Type == "leaf" {
				sp.leaves = append(sp.leaves, id)
			}
			id += p.OverflowCount
		}
	})
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	for _, kind := range []string{"meta", "freelist", "branch", "leaf"} {
		if _, ok := sp.first[kind]; !ok {
			t.Fatalf("the store made for the test has no %s page: %v", kind, sp.first)
		}
	}
	if sp.data, err = os.ReadFile(path); err != nil {
		t.Fatal(err)
	}
	return sp
}

// TestOpenDamagedStore checks that a damaged store is refused with
// ErrCorrupt, without a panic and without a byte of it changed, and that
// damage bbolt recovers from by itself (one meta page of two) still opens.
func TestOpenDamagedStore(t *testing.T) {
	sp := makeStore(t, 3000)
	ps := sp.pageSize
	rng := rand.New(rand.NewPCG(1, 2))
	garbage := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		return b
	}
	if len(sp.data) <= sp.used*ps {
		t.Fatalf("the store's file has %d bytes, %d pages in use: none past them for the test", len(sp.data), sp.used)
	}
	// fill returns the store with page id overwritten by b's bytes.
	fill := func(id int, b func(int) []byte) func() []byte {
		return func() []byte {
			d := bytes.Clone(sp.data)
			copy(d[id*ps:(id+1)*ps], b(ps))
			return d
		}
	}
	zeros := func(n int) []byte { return make([]byte, n) }
	leaf, branch, freelist := sp.first["leaf"], sp.first["branch"], sp.first["freelist"]
	midLeaf := sp.leaves[len(sp.leaves)/2]
	tests := []struct {
		name   string
		damage func() []byte
		ok     bool // bbolt recovers: the store opens
	}{
		{"0 bytes", func() []byte { return nil }, false},
		{"truncated to half", func() []byte { return bytes.Clone(sp.data[:len(sp.data)/2/ps*ps]) }, false},
		{"truncated to half a page", func() []byte { return bytes.Clone(sp.data[:ps/2]) }, false},
		{"truncated to its meta pages", func() []byte { return bytes.Clone(sp.data[:2*ps]) }, false},
		{"truncated by its last page in use", func() []byte { return bytes.Clone(sp.data[:(sp.used-1)*ps]) }, false},
		{"truncated mid-page", func() []byte { return bytes.Clone(sp.data[:sp.used*ps-ps/2]) }, false},
		{"truncated past its pages in use", func() []byte { return bytes.Clone(sp.data[:sp.used*ps]) }, true},
		{"random bytes", func() []byte { return garbage(len(sp.data)) }, false},
		{"text", func() []byte { return bytes.Repeat([]byte("junk"), len(sp.data)/4) }, false},
		{"zeros", func() []byte { return make([]byte, len(sp.data)) }, false},
		{"both meta pages zeroed", func() []byte {
			d := bytes.Clone(sp.data)
			clear(d[:2*ps])
			return d
		}, false},
		{"first meta page zeroed", fill(0, zeros), true},
		{"second meta page zeroed", fill(1, zeros), true},
		{"garbage freelist page", fill(freelist, garbage), false},
		{"zeroed freelist page", fill(freelist, zeros), false},
		{"garbage branch page", fill(branch, garbage), false},
		{"zeroed branch page", fill(branch, zeros), false},
		{"garbage first leaf page", fill(leaf, garbage), false},
		{"zeroed first leaf page", fill(leaf, zeros), false},
		{"garbage leaf page mid-file", fill(midLeaf, garbage), false},
		{"zeroed leaf page mid-file", fill(midLeaf, zeros), false},
		{"a leaf page written over another", func() []byte {
			d := bytes.Clone(sp.data)
			copy(d[midLeaf*ps:(midLeaf+1)*ps], d[leaf*ps:(leaf+1)*ps])
			return d
		}, false},
		{"garbage past its pages in use", fill(len(sp.data)/ps-1, garbage), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, StoreFile)
			damaged := tt.damage()
			if err := os.WriteFile(path, damaged, 0o600); err != nil {
				t.Fatal(err)
			}
			before := sha256.Sum256(damaged)
			s, err := func() (s *Store, err error) {
				defer func() {
					if r := recover(); r != nil {
						err = fmt.Errorf("panic: %v", r)
					}
				}()
				return OpenStore(dir, time.Second, nil)
			}()
			if tt.ok {
				if err != nil {
					t.Fatalf("OpenStore: %v, want the store opened (bbolt recovers from this)", err)
				}
				defer s.Close()
				if v, err := s.Get(context.Background(), "menu/7"); err != nil || !bytes.Contains(v, []byte(`"chat":7`)) {
					t.Errorf("Get(menu/7) = %q, %v", v, err)
				}
				return
			}
			if err == nil {
				s.Close()
				t.Fatalf("OpenStore: opened, want ErrCorrupt")
			}
			if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), StoreFile) || !strings.Contains(err.Error(), "move it away") {
				t.Errorf("OpenStore: %v; want ErrCorrupt naming %s and what to do", err, StoreFile)
			}
			after, rerr := os.ReadFile(path)
			if rerr != nil {
				t.Fatal(rerr)
			}
			if sha256.Sum256(after) != before {
				t.Errorf("the damaged file was changed: %d bytes before, %d after", len(damaged), len(after))
			}
		})
	}
}
