package boltstore

import (
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"sudokubot/bot/state"
	"sudokubot/bot/state/statetest"
	"sudokubot/solver"
)

func TestState(t *testing.T) {
	statetest.Run(t, func(t *testing.T) []state.Store {
		db, err := Open(t.TempDir(), time.Second)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		return []state.Store{db}
	})
}

// TestMigrateMemory opens a store of layout 1, its state as keys in the
// "memory" bucket, and finds every chat, game put aside, pool and daily
// puzzle in the new layout.
func TestMigrateMemory(t *testing.T) {
	dir := t.TempDir()
	p1, _ := solver.Parse("1................................................................................")
	p2, _ := solver.Parse("2................................................................................")
	old, err := bolt.Open(filepath.Join(dir, File), 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	js := func(v any) []byte { raw, _ := json.Marshal(v); return raw }
	err = old.Update(func(tx *bolt.Tx) error {
		mem, err := tx.CreateBucket(bucketMemory)
		if err != nil {
			return err
		}
		entries := solver.Grid{}
		entries[5] = 3
		put := func(k string, v []byte) {
			if err == nil {
				err = mem.Put([]byte(k), v)
			}
		}
		put("chat/-42", js(map[string]any{"puzzle": p1, "entries": solver.Grid{}, "step": 2, "version": 7}))
		put("games/-42", js([]string{p2.String()}))
		put("game/-42/"+p2.String(), js(map[string]any{"puzzle": p2, "entries": entries, "board": map[string]any{"history": []string{"m1"}}}))
		put("pool/extreme", js([]state.Ready{{Puzzle: p2, Score: 9.1}}))
		put("daily/2026-11-27/easy", js(state.Ready{Puzzle: p1, Score: 1.2}))
		put("chat/notanumber", []byte("{}"))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	old.Close()

	db, err := Open(dir, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := t.Context()
	c, err := db.Chat(ctx, -42)
	if err != nil || c.Puzzle != p1 || c.Step != 2 || c.Version != 7 {
		t.Fatalf("chat -42 after the move: %+v, %v; want its puzzle, step 2, version 7", c, err)
	}
	if len(c.Kept) != 1 || c.Kept[0].Puzzle != p2 || c.Kept[0].Entries[5] != 3 || c.Kept[0].Board == nil || len(c.Kept[0].Board.History) != 1 {
		t.Errorf("chat -42's games put aside: %+v; want the game of p2 with its entry and history", c.Kept)
	}
	if rs, err := db.Pool(ctx, "extreme"); err != nil || len(rs) != 1 || rs[0].Score != 9.1 {
		t.Errorf("pool extreme: %+v, %v", rs, err)
	}
	if r, ok, err := db.Daily(ctx, "2026-11-27/easy"); !ok || err != nil || r.Puzzle != p1 {
		t.Errorf("daily: %+v, %v, %v", r, ok, err)
	}
	err = db.db.View(func(tx *bolt.Tx) error {
		if tx.Bucket(bucketMemory) != nil {
			t.Error("the old memory bucket is still there")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
