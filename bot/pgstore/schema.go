package pgstore

// migrations are the schema's versions, in order: migrations[i] takes the
// schema from version i to i+1. Open applies those a database lacks, in
// one transaction under an advisory lock, and records each in
// schema_version.
//
// A migration, once released, is never edited: a change is a new one at
// the end. Replicas of the previous release keep running while a new one
// migrates at its start (a rolling restart), so a migration only adds
// (tables, nullable columns, indexes); what the old release still reads
// is removed a release later.
var migrations = []string{
	// 1: the queue of updates, the chats' state, the practice pools, the
	// daily puzzle, leases, the sending pace, and the bot the database
	// belongs to.
	`
-- Facts about the database itself: "bot", the id of the bot whose data it
-- holds (a second bot given the same database is refused).
CREATE TABLE meta (
	key   text PRIMARY KEY,
	value text NOT NULL
);

-- Every update received, as Telegram sent it. update_id is Telegram's:
-- a redelivered update conflicts and is dropped (INSERT ... ON CONFLICT
-- DO NOTHING). A handled update keeps its row, done_at set, until pruned
-- by age: the ids seen lately are what drops a late redelivery.
CREATE TABLE updates (
	update_id   bigint PRIMARY KEY,
	chat        bigint NOT NULL, -- 0: an update of no chat
	raw         bytea NOT NULL,  -- the update's JSON, byte for byte
	received_at timestamptz NOT NULL DEFAULT now(),
	done_at     timestamptz
);
-- The waiting updates, per chat in order: what the workers lease.
CREATE INDEX updates_waiting ON updates (update_id) INCLUDE (chat) WHERE done_at IS NULL;
CREATE INDEX updates_chat_waiting ON updates (chat, update_id) WHERE done_at IS NULL;
-- The handled ones, by age: what pruning deletes.
CREATE INDEX updates_done ON updates (done_at) WHERE done_at IS NOT NULL;

-- A chat being worked on: one holder at a time across every replica,
-- until it lets go or expires_at passes (a replica killed with its leases
-- held loses them then).
CREATE TABLE chat_leases (
	chat       bigint PRIMARY KEY,
	holder     text NOT NULL,
	expires_at timestamptz NOT NULL
);

-- Each chat's state (its memory, its games, ...), as the state package
-- encodes it; read and written under the row's lock (SELECT ... FOR
-- UPDATE), pruned by updated_at.
CREATE TABLE chats (
	chat       bigint PRIMARY KEY,
	state      bytea NOT NULL,
	updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chats_updated ON chats (updated_at);

-- The practice pools: puzzles made ahead, by pool name.
CREATE TABLE pools (
	name       text PRIMARY KEY,
	puzzles    bytea NOT NULL,
	updated_at timestamptz NOT NULL DEFAULT now()
);

-- The daily puzzle and what goes with it, by key.
CREATE TABLE daily (
	key        text PRIMARY KEY,
	value      bytea NOT NULL,
	updated_at timestamptz NOT NULL DEFAULT now()
);

-- Paces shared by every replica: next_at is the earliest time of the
-- next slot ("send": the messages to Telegram, SEND_RATE for the bot as a
-- whole).
CREATE TABLE pace (
	name    text PRIMARY KEY,
	next_at timestamptz NOT NULL
);

-- Named leases held by one replica at a time: "poller" is the replica
-- that long-polls Telegram; it renews the lease, and another takes it
-- over once expires_at has passed.
CREATE TABLE leases (
	name       text PRIMARY KEY,
	holder     text NOT NULL,
	expires_at timestamptz NOT NULL
);
`,
}

// SchemaVersion returns the version of the schema this binary knows.
func SchemaVersion() int { return len(migrations) }

// migrationLock is the key of the advisory lock migrations are applied
// under (pg_advisory_xact_lock: held to the end of their transaction);
// any constant will do that nothing else in the database uses.
const migrationLock int64 = 0x5375646f6b75 // "Sudoku"
