// Package pgstore keeps the bot's durable state in PostgreSQL (selected
// with DATABASE_URL): the runtime's queue of updates (telegram.Queue) and
// the bot's state (state.Store: the chats, the people, the races, the
// practice pools and the daily puzzles), shared by any number of
// replicas.
//
// Open connects and brings the schema up to date (schema.go), safely when
// several replicas start at once.
package pgstore

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"sudokubot/bot/telegram"
)

// A DB is a pool of connections to the database, its schema migrated.
type DB struct {
	pool *pgxpool.Pool
	// lazy's connections commit without waiting for the WAL to be flushed
	// (synchronous_commit off): for the leases and the marks of updates
	// done, which a crash of the database may lose without losing an
	// update (at worst one is handled again); never for an update
	// stored, nor for a chat's state.
	lazy *pgxpool.Pool
	now  func() time.Time // stamps the chats' changes

	// stored counts the updates stored since the ids seen were last
	// pruned.
	stored atomic.Int64
	// The calls sharing round trips (group).
	leases group[leaseArgs, leaseResult]
	dones  group[telegram.Lease, bool]

	// The background work (listen.go): started once, stopped by Close.
	bgOnce sync.Once
	bgStop context.CancelFunc
	bg     sync.WaitGroup
	// ready is Ready's channel, closed and replaced on each wake.
	readyMu sync.Mutex
	ready   chan struct{}
	// changed holds a change to the queue committed and not yet
	// announced to the other processes (announce).
	changed chan struct{}
	// self names this DB in its announcements, random.
	self string
	// failure is Health's answer.
	healthMu sync.Mutex
	failure  error
	// poll is how often Ready's channel is closed with no announcement
	// (readyPoll; tests make it longer).
	poll time.Duration
	// onListen and onListenError, if set, are told when the listening
	// connection listens and why it failed (tests).
	onListen      func()
	onListenError func(error)
}

// ErrURL is the error Open wraps for a DATABASE_URL it cannot read.
var ErrURL = errors.New("DATABASE_URL is not a valid PostgreSQL URL or key=value settings")

// ErrSchemaNewer is the error Open wraps when the database's schema is of
// a version newer than this binary knows.
var ErrSchemaNewer = errors.New("the database's schema is newer than this sudokubot knows")

// An Option changes how Open connects.
type Option func(*options) error

type options struct {
	maxConns int32
}

// MaxConns sets the most connections each of the DB's two pools opens
// (pgxpool's default: 4, or the number of CPUs if more); Ready's listener
// has one more of its own.
func MaxConns(n int) Option {
	return func(o *options) error {
		if n < 1 || n > 10000 {
			return fmt.Errorf("pgstore: MaxConns(%d), want 1 to 10000", n)
		}
		o.maxConns = int32(n)
		return nil
	}
}

// connectTimeout bounds a connection's start when the URL sets none
// (connect_timeout): a host that drops packets fails in this long.
const connectTimeout = 10 * time.Second

// Open connects to the database url names (a postgres:// URL or key=value
// settings, as DATABASE_URL holds) and migrates its schema. Its errors
// name DATABASE_URL and never hold the password.
func Open(ctx context.Context, url string, opts ...Option) (*DB, error) {
	var o options
	for _, opt := range opts {
		if err := opt(&o); err != nil {
			return nil, err
		}
	}
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		// pgx's error holds the URL with the password masked as well as
		// it can guess where the password is in a malformed one: not shown.
		return nil, fmt.Errorf("%w (its value is not shown: it may hold a password)", ErrURL)
	}
	if o.maxConns > 0 {
		cfg.MaxConns = o.maxConns
	}
	if cfg.ConnConfig.ConnectTimeout == 0 {
		cfg.ConnConfig.ConnectTimeout = connectTimeout
	}
	lazyCfg := cfg.Copy()
	lazyCfg.ConnConfig.RuntimeParams["synchronous_commit"] = "off"
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("DATABASE_URL: %w", err)
	}
	lazy, err := pgxpool.NewWithConfig(ctx, lazyCfg)
	if err != nil {
		pool.Close()
		return nil, fmt.Errorf("DATABASE_URL: %w", err)
	}
	db := &DB{pool: pool, lazy: lazy, now: time.Now, ready: make(chan struct{}), changed: make(chan struct{}, 1), self: rand.Text(), poll: readyPoll}
	db.leases = group[leaseArgs, leaseResult]{run: db.leaseAll}
	db.dones = group[telegram.Lease, bool]{run: db.doneAll}
	if err := db.Ping(ctx); err != nil {
		db.closePools()
		return nil, fmt.Errorf("DATABASE_URL: cannot connect: %w", err)
	}
	if err := db.migrate(ctx); err != nil {
		db.closePools()
		return nil, fmt.Errorf("DATABASE_URL: %w", err)
	}
	return db, nil
}

// Close stops the background work and closes every connection.
func (db *DB) Close() {
	db.stopBackground()
	db.closePools()
}

func (db *DB) closePools() {
	db.pool.Close()
	db.lazy.Close()
}

// Ping checks that the database answers.
func (db *DB) Ping(ctx context.Context) error { return db.pool.Ping(ctx) }

// Writable checks that the database takes a write now (for a readiness
// check): a standby, a database out of space or a read-only one fail it.
func (db *DB) Writable(ctx context.Context) error {
	_, err := db.pool.Exec(ctx, `INSERT INTO meta (key, value) VALUES ('checked', now()::text)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value`)
	if err != nil {
		return fmt.Errorf("the database cannot be written: %w", err)
	}
	return nil
}

// Version returns the version of the database's schema.
func (db *DB) Version(ctx context.Context) (int, error) {
	var v int
	err := db.pool.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM schema_version").Scan(&v)
	return v, err
}

// migrate applies the migrations the database lacks, in one transaction
// holding an advisory lock: replicas starting at once apply them one
// after the other, the later ones finding nothing left to do.
func (db *DB) migrate(ctx context.Context) error {
	return pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", migrationLock); err != nil {
			return fmt.Errorf("waiting for the migration lock: %w", err)
		}
		// Nothing is written when the schema is current: a replica starts
		// on a database that is read-only for now (and is not ready).
		var exists bool
		if err := tx.QueryRow(ctx, "SELECT to_regclass('schema_version') IS NOT NULL").Scan(&exists); err != nil {
			return fmt.Errorf("looking for schema_version: %w", err)
		}
		if !exists {
			if _, err := tx.Exec(ctx, `CREATE TABLE schema_version (
				version    int PRIMARY KEY,
				applied_at timestamptz NOT NULL DEFAULT now()
			)`); err != nil {
				return fmt.Errorf("creating schema_version: %w", err)
			}
		}
		var have int
		if err := tx.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM schema_version").Scan(&have); err != nil {
			return fmt.Errorf("reading schema_version: %w", err)
		}
		if have > len(migrations) {
			return fmt.Errorf("%w: it is version %d, this binary knows up to %d; run the newer sudokubot that migrated it (a database is never migrated back)", ErrSchemaNewer, have, len(migrations))
		}
		for v := have; v < len(migrations); v++ {
			if _, err := tx.Exec(ctx, migrations[v]); err != nil {
				return fmt.Errorf("migrating the schema to version %d: %w", v+1, err)
			}
			if _, err := tx.Exec(ctx, "INSERT INTO schema_version (version) VALUES ($1)", v+1); err != nil {
				return fmt.Errorf("recording schema version %d: %w", v+1, err)
			}
		}
		return nil
	})
}

// ErrOtherBot is returned by Claim for a database that holds another
// bot's data.
var ErrOtherBot = errors.New("holds another bot's data")

// Claim checks that the database is botID's, recording it if no bot is
// yet (the first replica to start claims it). A database recorded as
// another bot's is refused with ErrOtherBot and left as it is. In local
// mode (local) a database that holds anything and names no bot is
// refused too: it cannot tell whose it is.
func (db *DB) Claim(ctx context.Context, botID int64, local bool) error {
	var owner string
	err := pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		// Serializes the first claims: one records, the others find it.
		if _, err := tx.Exec(ctx, "LOCK TABLE meta IN SHARE ROW EXCLUSIVE MODE"); err != nil {
			return err
		}
		err := tx.QueryRow(ctx, "SELECT value FROM meta WHERE key = 'bot'").Scan(&owner)
		if !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
		if local {
			var used bool
			err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM updates) OR EXISTS (SELECT 1 FROM chats)
				OR EXISTS (SELECT 1 FROM pools) OR EXISTS (SELECT 1 FROM daily)`).Scan(&used)
			if err != nil {
				return err
			}
			if used {
				return fmt.Errorf("%w: updates or chats of a bot it does not name, not this local emulator's bot %d", ErrOtherBot, botID)
			}
		}
		owner = strconv.FormatInt(botID, 10)
		_, err = tx.Exec(ctx, "INSERT INTO meta (key, value) VALUES ('bot', $1)", owner)
		return err
	})
	switch {
	case errors.Is(err, ErrOtherBot):
		return fmt.Errorf("DATABASE_URL: %w", err)
	case err != nil:
		return fmt.Errorf("DATABASE_URL: recording the bot: %w", err)
	case owner != strconv.FormatInt(botID, 10):
		return fmt.Errorf("DATABASE_URL: %w: bot %s's, not bot %d's; give each bot a database of its own", ErrOtherBot, owner, botID)
	}
	return nil
}

// ClearQueue drops every queued update and every lease (local mode: they
// were for an emulator that is gone). Callers Claim the database first.
func (db *DB) ClearQueue(ctx context.Context) error {
	_, err := db.pool.Exec(ctx, "TRUNCATE updates, chat_leases")
	if err != nil {
		return fmt.Errorf("clearing the queue: %w", err)
	}
	return nil
}
