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

-- Every update received, as Telegram sent it, from its Enqueue to its
-- Done (done_at null: held, waiting or leased), then kept without its
-- JSON so that a redelivery of its id is a duplicate, until pruned (the
-- newest ids beyond the 10,000th go). A flood's dropped updates are kept
-- the same way, done at once. seq is the order of arrival.
CREATE TABLE updates (
	update_id   bigint PRIMARY KEY,
	seq         bigint GENERATED ALWAYS AS IDENTITY,
	chat        bigint NOT NULL,
	raw         bytea NOT NULL,
	slow_down   boolean NOT NULL DEFAULT false,
	received_at timestamptz NOT NULL DEFAULT now(),
	done_at     timestamptz
);
-- The held updates, per chat in order (the flood limit, a chat's next),
-- and in order of arrival (the next chat to lease).
CREATE INDEX updates_held ON updates (chat, update_id) INCLUDE (slow_down) WHERE done_at IS NULL;
CREATE INDEX updates_arrival ON updates (seq) WHERE done_at IS NULL;

-- A chat being worked on: the update leased (the chat's next), by whom,
-- until when. One row per chat: the chat is held while expires_at is
-- ahead; an expired row stays the lease of record (Extend renews it)
-- until another holder takes the chat, with a new token.
CREATE SEQUENCE lease_tokens;
CREATE TABLE chat_leases (
	chat       bigint PRIMARY KEY,
	update_id  bigint NOT NULL,
	holder     text NOT NULL,
	token      bigint NOT NULL,
	expires_at timestamptz NOT NULL
);

-- The menu button set for each private chat (telegram.Menus).
CREATE TABLE menus (
	chat bigint PRIMARY KEY,
	menu text NOT NULL
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
	// 2: people (their finishes, streaks, reminders) and challenges (a
	// puzzle raced on in a group or an inline message).
	`
-- Each person's record (by Telegram user id), as the state package
-- encodes it; next_reminder (Unix seconds, 0 for none) is copied out of
-- it for the reminders due.
CREATE TABLE people (
	user_id       bigint PRIMARY KEY,
	person        bytea NOT NULL,
	next_reminder bigint NOT NULL DEFAULT 0,
	updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX people_reminders ON people (next_reminder, user_id) WHERE next_reminder <> 0;
CREATE INDEX people_updated ON people (updated_at);

-- Each challenge, by id; chat and created (Unix seconds) copied out of
-- it for a chat's challenges.
CREATE TABLE challenges (
	id         text PRIMARY KEY,
	challenge  bytea NOT NULL,
	chat       bigint NOT NULL DEFAULT 0,
	created    bigint NOT NULL DEFAULT 0,
	updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX challenges_chat ON challenges (chat, created) WHERE chat <> 0;
CREATE INDEX challenges_updated ON challenges (updated_at);
`,
}

// SchemaVersion returns the version of the schema this binary knows.
func SchemaVersion() int { return len(migrations) }

// migrationLock is the key of the advisory lock migrations are applied
// under (pg_advisory_xact_lock: held to the end of their transaction);
// any constant will do that nothing else in the database uses.
const migrationLock int64 = 0x5375646f6b75 // "Sudoku"
