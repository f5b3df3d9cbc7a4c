package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"sudokubot/bot/boltstore"
	"sudokubot/bot/pgstore"
	"sudokubot/bot/state"
	"sudokubot/bot/telegram"
	"sudokubot/config"
)

// A store is where the bot keeps its queue of updates and its state: the
// embedded bbolt file in DATA_DIR (one process), or PostgreSQL
// (DATABASE_URL), which any number of processes of the bot share.
type store struct {
	queue telegram.Queue
	menus telegram.Menus
	state state.Store
	// lease elects the poller among replicas; nil for bbolt (one
	// process polls).
	lease telegram.PollLease
	// pace returns the sending pace shared by every replica; nil for
	// bbolt.
	pace func(perSecond float64) (telegram.SharedPace, error)
	// claim checks that the store is botID's (recording it if new), and
	// in local mode drops what was queued for an earlier emulator.
	claim func(ctx context.Context, botID int64, local bool) error
	// writable reports whether the store takes a write now (/readyz).
	writable func(ctx context.Context) error
	// where names the store in errors: "DATA_DIR x" or "DATABASE_URL".
	where string
	close func()
}

// openStore opens the store the configuration names: PostgreSQL with
// DATABASE_URL (nothing is written to disk then), else the bbolt file in
// DATA_DIR; local mode uses a temporary DATA_DIR, removed on closing,
// unless DATA_DIR is set.
func openStore(ctx context.Context, cfg *config.Config, m *telegram.Metrics) (*store, error) {
	if cfg.DatabaseURL != "" {
		db, err := pgstore.Open(ctx, cfg.DatabaseURL, pgstore.MaxConns(cfg.Workers+8))
		if err != nil {
			return nil, err
		}
		return &store{queue: db, menus: db, state: db, lease: db,
			// A burst of 1: no second holds more than SEND_RATE, the first included.
			pace: func(r float64) (telegram.SharedPace, error) { return db.Pace("send", r, 1) },
			claim: func(ctx context.Context, botID int64, local bool) error {
				if err := db.Claim(ctx, botID, local); err != nil {
					return err
				}
				if local {
					return db.ClearQueue(ctx)
				}
				return nil
			},
			writable: db.Writable, where: "DATABASE_URL", close: db.Close}, nil
	}
	dir, remove := cfg.DataDir, false
	if cfg.TempDataDir {
		tmp, err := os.MkdirTemp("", "sudokubot-local-")
		if err != nil {
			return nil, fmt.Errorf("local mode: a temporary DATA_DIR: %w", err)
		}
		dir, remove = tmp, true
	}
	db, err := boltstore.Open(dir, 2*time.Second)
	if err != nil {
		if remove {
			os.RemoveAll(dir)
		}
		return nil, err
	}
	db.OnWriteFailure(m.StoreFailure)
	return &store{queue: db, menus: db, state: db,
		claim: func(_ context.Context, botID int64, local bool) error {
			if err := db.Claim(botID, local); err != nil {
				return err
			}
			if local {
				return db.ClearQueue()
			}
			return nil
		},
		writable: func(context.Context) error { return db.Health() },
		where:    "DATA_DIR " + dir,
		close: func() {
			db.Close()
			if remove {
				os.RemoveAll(dir)
			}
		}}, nil
}

// claimStore checks that the store is this bot's, or records that it is,
// before anything reads or changes it. Local mode runs against a new
// emulator each time, so it then drops the updates queued for an earlier
// one: only ever in a store of the local emulator's bot, never in one
// holding a real bot's queue.
func claimStore(ctx context.Context, cfg *config.Config, st *store, botID int64) error {
	if err := st.claim(ctx, botID, cfg.Local()); err != nil {
		switch {
		case cfg.Local() && cfg.DatabaseURL == "":
			return fmt.Errorf("%s: %w; local mode never touches another bot's store: unset DATA_DIR (a temporary one is used) or give it a folder of its own", st.where, err)
		case cfg.Local():
			return fmt.Errorf("%s: %w; local mode never touches another bot's store: unset DATABASE_URL or give it a database of its own", st.where, err)
		case cfg.DatabaseURL != "":
			return fmt.Errorf("%s: %w; give each bot a database of its own", st.where, err)
		}
		return fmt.Errorf("%s: %w; give each bot a DATA_DIR of its own", st.where, err)
	}
	return nil
}
