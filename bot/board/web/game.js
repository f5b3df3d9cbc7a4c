// The game's rules, with no page in sight: a position is replayed from
// the puzzle and the history of moves (see the server's gameJSON for the
// moves' form), so undo and redo are a count of moves undone.

export const peers = Array.from({ length: 81 }, (_, i) => {
  const out = [];
  for (let j = 0; j < 81; j++) {
    if (j !== i && (row(j) === row(i) || col(j) === col(i) || box(j) === box(i))) out.push(j);
  }
  return out;
});
export function row(i) { return Math.floor(i / 9); }
export function col(i) { return i % 9; }
export function box(i) { return Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3); }

export const houses = [];
for (let h = 0; h < 9; h++) {
  houses.push([...Array(9).keys()].map((k) => h * 9 + k));
  houses.push([...Array(9).keys()].map((k) => k * 9 + h));
  houses.push([...Array(9).keys()].map((k) => (Math.floor(h / 3) * 3 + Math.floor(k / 3)) * 9 + (h % 3) * 3 + (k % 3)));
}

export function parseGrid(s) {
  return Array.from(s, (c) => (c >= '1' && c <= '9' ? c.charCodeAt(0) - 48 : 0));
}
export function gridString(g) { return g.map((v) => (v ? String(v) : '.')).join(''); }
export function marksFrom(list) {
  return list.map((s) => [...s].reduce((m, c) => m | (1 << (c.charCodeAt(0) - 48)), 0));
}
export function marksList(m) {
  return m.map((bits) => { let s = ''; for (let d = 1; d <= 9; d++) if (bits & (1 << d)) s += d; return s; });
}

export function op(kind, cell, digit) { return kind + String(cell).padStart(2, '0') + digit; }

// apply makes one move (a string of operations) on a position.
export function apply(pos, move) {
  for (let j = 0; j + 4 <= move.length; j += 4) {
    const k = move[j], c = +move.slice(j + 1, j + 3), d = +move[j + 3];
    if (pos.puzzle[c]) continue;
    if (k === 'S') {
      pos.entries[c] = d;
      pos.marks[c] = 0;
      if (d) for (const p of peers[c]) pos.marks[p] &= ~(1 << d);
    } else if (k === 'E') {
      pos.entries[c] = 0; pos.marks[c] = 0;
    } else if (k === 'A') {
      if (!pos.entries[c]) pos.marks[c] |= 1 << d;
    } else if (k === 'R') {
      pos.marks[c] &= ~(1 << d);
    }
  }
}

export class Game {
  constructor(j) {
    this.puzzle = parseGrid(j.puzzle);
    this.history = j.history || [];
    this.undone = j.undone || 0;
    this.elapsed = j.elapsed || 0;
    this.version = j.version || 0;
    this.hintStep = j.hintStep || 0;
    this.hintLevel = j.hintLevel || 0;
    this.seen = j.entries; // the chat's entries as the server had them
    this.replay();
    this.floor = this.history[0]?.startsWith('B') ? 1 : 0; // undo stops at a base
    // Pencil marks saved without moves (a game set up outside the board)
    // become its first move, so undo keeps them.
    if (this.history.length === 0 && j.marks) {
      let m = '';
      marksFrom(j.marks).forEach((bits, i) => { for (let d = 1; d <= 9; d++) if (bits & (1 << d)) m += op('A', i, d); });
      if (m) { this.push(m); this.synced = true; }
    }
    // Moves typed in the chat since the board saved: one move brings the
    // board to the chat's entries.
    const want = parseGrid(j.entries);
    let sync = '';
    for (let i = 0; i < 81; i++) {
      if (!this.puzzle[i] && want[i] !== this.entries[i]) sync += want[i] ? op('S', i, want[i]) : op('E', i, 0);
    }
    if (sync) { this.push(sync); this.synced = true; } // to be saved
  }
  replay() {
    const pos = { puzzle: this.puzzle, entries: Array(81).fill(0), marks: Array(81).fill(0) };
    const n = this.history.length - this.undone;
    for (let i = 0; i < n; i++) apply(pos, this.history[i]);
    this.entries = pos.entries; this.marks = pos.marks;
  }
  push(move) {
    if (!move) return;
    this.history = this.history.slice(0, this.history.length - this.undone);
    this.history.push(move);
    this.undone = 0;
    apply(this, move);
    this.compact();
  }
  // compact keeps the history within what the server takes (4000 moves,
  // 64 KB a request): past 3000 moves or 40 000 characters, the older half
  // becomes one base move ("B000" then the position it led to), where
  // undo stops.
  // With force (the server found the request too big), it compacts
  // whatever the size; it reports whether it did.
  compact(force) {
    const size = this.history.reduce((n, m) => n + m.length + 3, 0);
    if (!force && this.history.length <= 3000 && size <= 40000) return false;
    if (this.history.length - this.undone < 2) return false;
    const k = Math.max(1, Math.floor((this.history.length - this.undone) / 2));
    const pos = { puzzle: this.puzzle, entries: Array(81).fill(0), marks: Array(81).fill(0) };
    for (let i = 0; i < k; i++) apply(pos, this.history[i]);
    let base = 'B000';
    if (this.history.slice(0, k).some((m) => m.includes('F000'))) base += 'F000'; // the Fill stays known
    for (let i = 0; i < 81; i++) if (pos.entries[i]) base += op('S', i, pos.entries[i]);
    for (let i = 0; i < 81; i++) for (let d = 1; d <= 9; d++) if (pos.marks[i] & (1 << d)) base += op('A', i, d);
    this.history = [base, ...this.history.slice(k)];
    this.floor = 1;
    return true;
  }
  undo() { if (this.undone < this.history.length - (this.floor || 0)) { this.undone++; this.replay(); return true; } return false; }
  redo() { if (this.undone > 0) { this.undone--; this.replay(); return true; } return false; }
  value(i) { return this.puzzle[i] || this.entries[i]; }
  full() { for (let i = 0; i < 81; i++) if (!this.value(i)) return false; return true; }
  // clashes returns the cells whose digit repeats in a row, column or box.
  clashes() {
    const out = new Set();
    for (const h of houses) {
      const seen = {};
      for (const c of h) { const v = this.value(c); if (v) (seen[v] ||= []).push(c); }
      for (const cs of Object.values(seen)) if (cs.length > 1) cs.forEach((c) => out.add(c));
    }
    return out;
  }
  // candidates returns the digits no peer holds, as the engine starts.
  candidates(i) {
    let m = 0x3fe;
    for (const p of peers[i]) m &= ~(1 << this.value(p));
    return m;
  }
  count(d) { let n = 0; for (let i = 0; i < 81; i++) if (this.value(i) === d) n++; return n; }
  json() {
    return {
      puzzle: gridString(this.puzzle), entries: gridString(this.entries), marks: marksList(this.marks),
      history: this.history, undone: this.undone, elapsed: Math.round(this.elapsed), version: this.version,
      hintStep: this.hintStep, hintLevel: this.hintLevel, seen: this.seen,
    };
  }
}
