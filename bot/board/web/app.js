// The board: draws a Game, takes taps and keys, saves to the server and
// shows the engine's hints. Every word shown comes from the server.
import { Game, row, col, box, op, marksFrom, gridString } from './game.js';

const $ = (s) => document.querySelector(s);
const grid = $('#grid');
const overlay = $('#overlay');
let tg = null;
let W = {}; // the words, from the server
let game = null;
let sel = 40;
let pencil = false;
let wrong = new Set(); // shown by Check until the cell changes
let hint = null; // {level, data}
let hintWant = 0; // the level last asked for: answers to earlier asks are dropped
let position = 0; // counts the position's changes: a hint asked before one is dropped
let padDigit = 0; // the digit last tapped on the pad, highlighted everywhere
let finished = false;
let saveTimer = 0, saving = false, dirty = false;
let runningSince = 0;
// The challenge the board was opened from (a puzzle posted in a group or
// shared inline, ?startapp=<code>_<challenge>), as api/board returns it:
// the finish sent to api/finish carries it as `challenge`, so the result
// goes on that message's leaderboard.
let challenge = '';
let finishSent = false;
let finishAnswer = null; // api/finish's, shown again if the grid is solved again
const params = new URLSearchParams(location.search);
const launch = new URLSearchParams(location.hash.slice(1));
// Fix mode: a photo's grid as read (?fix=<81 chars>&d=<doubtful cells>),
// corrected here and sent back to the chat; nothing is saved meanwhile.
const fixGrid = params.get('fix');
const cellSet = (s) => new Set((s || '').split('.').filter((x) => x !== '').map(Number));
const doubt = cellSet(params.get('d'));
// A game in progress (&y=<the person's cells>): its digits are printed or
// the person's, told apart here (✍️) and sent back so.
const fixGame = fixGrid !== null && params.has('y');
const mine = cellSet(params.get('y'));

// Telegram's script, when the page is opened by Telegram (launch
// parameters in the fragment) and it is not there yet.
function loadTelegram() {
  if (window.Telegram?.WebApp) return Promise.resolve();
  if (!launch.has('tgWebAppVersion')) return Promise.resolve();
  return new Promise((resolve) => {
    const s = document.createElement('script');
    s.src = 'https://telegram.org/js/telegram-web-app.js';
    s.onload = s.onerror = () => resolve();
    document.head.append(s);
    setTimeout(resolve, 3000);
  });
}

function initData() { return (tg || window.Telegram?.WebApp)?.initData || launch.get('tgWebAppData') || ''; }

// api calls the server. Its errors carry the server's words for the
// person, or the words' "failed" (the network, a proxy's page), never the
// browser's own.
async function api(method, path, body) {
  let res;
  try {
    res = await fetch(path, {
      method, keepalive: method === 'PUT',
      headers: { Authorization: 'tma ' + initData(), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch { const e = new Error(W.failed || ''); e.status = 0; throw e; }
  let j = null;
  try { j = await res.json(); } catch { /* not JSON */ }
  if (!res.ok) { const e = new Error(j?.error || W.failed || ''); e.status = res.status; e.body = j; throw e; }
  return j;
}

function theme() {
  let tp = tg?.themeParams;
  if (!tp || !Object.keys(tp).length) { try { tp = JSON.parse(launch.get('tgWebAppThemeParams') || '{}'); } catch { tp = {}; } }
  const root = document.documentElement;
  for (const [k, v] of Object.entries(tp)) if (/^#[0-9a-f]{3,8}$/i.test(v)) root.style.setProperty('--tg-theme-' + k.replace(/_/g, '-'), v);
  let scheme = tg?.colorScheme;
  if (!scheme && tp.bg_color) { const n = parseInt(tp.bg_color.slice(1, 3), 16); scheme = n < 128 ? 'dark' : 'light'; }
  root.classList.toggle('dark', scheme === 'dark');
  root.classList.toggle('light', scheme === 'light');
}

function haptic(kind, arg) {
  const h = tg?.HapticFeedback; if (!h) return;
  try { if (kind === 'select') h.selectionChanged(); else if (kind === 'impact') h.impactOccurred(arg); else h.notificationOccurred(arg); } catch { /* older client */ }
}

// ---- drawing ----
const cells = [];
function build() {
  let rowEl = null;
  for (let i = 0; i < 81; i++) {
    if (i % 9 === 0) { rowEl = document.createElement('div'); rowEl.className = 'row'; rowEl.setAttribute('role', 'row'); grid.append(rowEl); }
    const c = document.createElement('div');
    c.className = 'cell';
    if (col(i) === 2 || col(i) === 5) c.classList.add('cr');
    if (row(i) === 2 || row(i) === 5) c.classList.add('cb');
    if (col(i) === 8) c.classList.add('ce');
    if (row(i) === 8) c.classList.add('rl');
    c.dataset.cell = `r${row(i) + 1}c${col(i) + 1}`;
    c.setAttribute('role', 'gridcell');
    c.tabIndex = -1;
    const v = document.createElement('span'); v.className = 'v';
    const m = document.createElement('div'); m.className = 'm';
    for (let d = 1; d <= 9; d++) m.append(document.createElement('span'));
    c.append(v, m);
    rowEl.append(c);
    cells.push({ el: c, v, m: [...m.children] });
  }
  const pad = $('#pad');
  for (let d = 1; d <= 9; d++) {
    const b = document.createElement('button');
    b.type = 'button'; b.dataset.digit = String(d); b.textContent = String(d);
    b.disabled = true; // until a game is loaded: see playable
    pad.append(b);
  }
}

// playable enables the grid, the digits and the tools once a game is
// loaded; with none (no puzzle yet, a failed load) they stay disabled.
const tools = ['undo', 'redo', 'erase', 'pencil', 'hint', 'check', 'fill', 'rewind'];
function playable() {
  for (const a of tools) $(`[data-action="${a}"]`).disabled = false;
  for (const b of document.querySelectorAll('[data-digit]')) b.disabled = false;
  grid.removeAttribute('aria-disabled');
}

function draw() {
  const clash = game.clashes();
  const sv = padDigit || game.value(sel);
  const h = hint?.data;
  const houseCells = new Set((h?.houses || []).flat());
  const pattern = new Set(h?.kind === 'step' ? h.cells || [] : []);
  const ringD = new Set(h?.digits || []);
  const roles = {}; for (const m of h?.marks || []) roles[m.c * 10 + m.d] = m.r;
  const elims = new Set((h?.elims || []).map((e) => e.c * 10 + e.d));
  const places = {}; for (const p of h?.places || []) places[p.c] = p.d;
  const mistake = new Set(h?.kind === 'mistake' ? h.cells : []);
  for (let i = 0; i < 81; i++) {
    const { el, v, m } = cells[i];
    const val = game.value(i);
    const given = !!game.puzzle[i];
    const isPeer = row(i) === row(sel) || col(i) === col(sel) || box(i) === box(sel);
    el.className = el.className.replace(/ (given|entry|mine|sel|peer|same|clash|wrong|house|pattern|ring|placed|doubt)\b/g, '');
    const add = [];
    if (given) add.push('given'); else if (val) add.push('entry');
    if (houseCells.has(i)) add.push('house');
    if (pattern.has(i)) add.push('pattern');
    if (isPeer && !h) add.push('peer'); // under a hint, its shading alone
    if (sv && val === sv) add.push('same');
    if (i === sel) add.push('sel');
    if (clash.has(i)) add.push('clash');
    if ((wrong.has(i) || mistake.has(i)) && !given) add.push('wrong');
    if (val && ringD.has(val)) add.push('ring');
    if (places[i] && !val) add.push('placed');
    if (fixGrid && doubt.has(i)) add.push('doubt');
    if (fixGame && val && mine.has(i)) add.push('mine');
    if (add.length) el.className += ' ' + add.join(' ');
    v.textContent = val ? String(val) : (places[i] ? String(places[i]) : '');
    const bits = val ? 0 : game.marks[i];
    const cand = !val && (bits || (h?.kind === 'step' && hint.level >= 2)) ? (bits || game.candidates(i)) : 0;
    for (let d = 1; d <= 9; d++) {
      const s = m[d - 1];
      const k = i * 10 + d;
      const shown = !places[i] && ((bits & (1 << d)) || ((roles[k] || elims.has(k)) && !val && hint.level < 4));
      const showElim = elims.has(k) && !val && !places[i];
      s.textContent = shown || showElim ? String(d) : '';
      let cls = '';
      if (shown || showElim) {
        if (showElim) cls = 'elim';
        else if (roles[k] && hint.level === 3) cls = 'r' + roles[k];
        else if (sv && d === sv) cls = 'hl';
        else if (ringD.has(d) && (cand & (1 << d))) cls = 'hl';
      }
      s.className = cls;
    }
    const label = W.row.replace('%r', row(i) + 1).replace('%c', col(i) + 1);
    let tail = val ? String(val) : (bits ? `${W.marks} ${[...Array(9).keys()].filter((k) => bits & (2 << k)).map((k) => k + 1).join(' ')}` : W.empty);
    const sep = W.sep;
    if (given) tail += sep + W.given;
    if (fixGame && val) tail += sep + (mine.has(i) ? W.yours : W.given);
    if (clash.has(i)) tail += sep + W.clash;
    if ((wrong.has(i) || mistake.has(i)) && !given) tail += sep + W.wrong;
    if (fixGrid && doubt.has(i)) tail += sep + W.doubt;
    el.setAttribute('aria-label', label + sep + tail);
    el.setAttribute('aria-selected', i === sel ? 'true' : 'false');
    el.tabIndex = i === sel ? 0 : -1; // one stop in the tab order: the selected cell
  }
  for (const b of document.querySelectorAll('[data-digit]')) {
    const d = +b.dataset.digit;
    b.classList.toggle('done', game.count(d) >= 9);
    b.setAttribute('aria-label', (pencil ? W.pencil + ' ' : '') + d);
  }
  $('[data-action="undo"]').disabled = game.undone >= game.history.length;
  $('[data-action="redo"]').disabled = game.undone === 0;
  $('[data-action="pencil"]').setAttribute('aria-pressed', String(pencil));
  if (fixGame) {
    const b = $('[data-action="whose"]');
    b.disabled = !game.value(sel);
    b.setAttribute('aria-pressed', String(!!game.value(sel) && mine.has(sel)));
  }
  document.body.classList.toggle('pencil', pencil);
  overlay.replaceChildren();
  if (h && hint.level === 3) drawChains(h.chains);
  if (h?.rules || h?.rings) drawRules(h.rules || [], h.rings || []);
}

// candidate centre in the overlay's 900×900 units
function spot(cell, d) {
  return [col(cell) * 100 + ((d - 1) % 3) * 31 + 19, row(cell) * 100 + Math.floor((d - 1) / 3) * 31 + 19];
}
function centre(cells, d) {
  const ps = cells.map((c) => spot(c, d));
  return [ps.reduce((s, p) => s + p[0], 0) / ps.length, ps.reduce((s, p) => s + p[1], 0) / ps.length];
}
const NS = 'http://www.w3.org/2000/svg';
function svg(name, attrs) {
  const el = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  overlay.append(el);
}

// drawRules draws a single's or an intersection's level 2 as the chat's
// picture does (render.PlainFigure): the copies of the digit ringed, and
// from each a line along its row or column past the farthest cell it
// rules out, broken across the filled cells on its way (a digit with a
// line through it looks struck out), or a frame inside its box.
function drawRules(rules, rings) {
  const R = 42, half = 50 + 6; // ring radius; half a cell and the line's width
  const at = (c) => [col(c) * 100 + 50, row(c) * 100 + 50];
  for (const c of rings) { const [x, y] = at(c); svg('circle', { cx: x, cy: y, r: R, class: 'rule' }); }
  for (const r of rules) {
    if (r.h === 'box') {
      const x = col(r.c) - (col(r.c) % 3), y = row(r.c) - (row(r.c) % 3);
      svg('rect', { x: x * 100 + 10, y: y * 100 + 10, width: 280, height: 280, rx: 10, class: 'rule frame' });
      continue;
    }
    const [fx, fy] = at(r.c);
    const along = (c) => { const [x, y] = at(c); return Math.abs(x - fx) + Math.abs(y - fy); };
    const far = r.ruled.reduce((a, c) => (along(c) > along(a) ? c : a), r.ruled[0]);
    const [tx, ty] = at(far), len = along(far);
    if (!len) continue;
    const ux = (tx - fx) / len, uy = (ty - fy) / len;
    const line = r.h === 'row' ? [...Array(9).keys()].map((k) => row(r.c) * 9 + k) : [...Array(9).keys()].map((k) => k * 9 + col(r.c));
    const stops = line.filter((c) => c !== r.c && game.value(c) && along(c) < len && (col(c) - col(r.c)) * ux + (row(c) - row(r.c)) * uy > 0)
      .map(along).sort((a, b) => a - b);
    let from = R;
    for (const a of [...stops, len + 45 + half]) {
      const to = a - half;
      if (to > from) svg('line', { x1: fx + ux * from, y1: fy + uy * from, x2: fx + ux * to, y2: fy + uy * to, class: 'rule' });
      from = a + half;
    }
  }
}

function drawChains(chains) {
  if (!chains?.length) return;
  const defs = document.createElementNS(NS, 'defs');
  const mk = document.createElementNS(NS, 'marker');
  for (const [k, v] of Object.entries({ id: 'head', viewBox: '0 0 10 10', refX: '9', refY: '5', markerWidth: '5', markerHeight: '5', orient: 'auto-start-reverse' })) mk.setAttribute(k, v);
  const p = document.createElementNS(NS, 'path'); p.setAttribute('d', 'M0,0 L10,5 L0,10 z');
  mk.append(p); defs.append(mk); overlay.append(defs);
  let n = 0;
  for (const ch of chains) {
    for (const l of ch) {
      n++;
      const [x1, y1] = centre(l.from, l.fd), [x2, y2] = centre(l.to, l.td);
      const dx = x2 - x1, dy = y2 - y1, len = Math.hypot(dx, dy) || 1;
      const sx = x1 + (dx / len) * 14, sy = y1 + (dy / len) * 14, ex = x2 - (dx / len) * 16, ey = y2 - (dy / len) * 16;
      // bend a little so arrows do not hide the digits they pass
      const mx = (sx + ex) / 2 - (dy / len) * 22, my = (sy + ey) / 2 + (dx / len) * 22;
      const path = document.createElementNS(NS, 'path');
      path.setAttribute('d', `M${sx},${sy} Q${mx},${my} ${ex},${ey}`);
      path.setAttribute('class', 'arrow' + (l.strong ? '' : ' weak'));
      path.setAttribute('marker-end', 'url(#head)');
      overlay.append(path);
      // the number sits on the curve a third of the way, off the digits
      const tt = 0.4, lx = (1 - tt) ** 2 * sx + 2 * (1 - tt) * tt * mx + tt * tt * ex, ly = (1 - tt) ** 2 * sy + 2 * (1 - tt) * tt * my + tt * tt * ey;
      const circ = document.createElementNS(NS, 'circle');
      circ.setAttribute('cx', lx); circ.setAttribute('cy', ly); circ.setAttribute('r', '15'); circ.setAttribute('class', 'num');
      const t = document.createElementNS(NS, 'text');
      t.setAttribute('x', lx); t.setAttribute('y', ly); t.textContent = String(n);
      overlay.append(circ, t);
    }
  }
}

function status(text) { $('#status').textContent = text || ''; }
function banner(text, reload) {
  $('#banner').hidden = !text;
  $('#banner-text').textContent = text || '';
  $('[data-action="reload"]').hidden = !reload;
}

// ---- timer ----
function elapsedNow() { return game.elapsed + (runningSince ? performance.now() - runningSince : 0); }
function fmt(ms) {
  const s = Math.floor(ms / 1000), h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
function pause() { if (runningSince) { game.elapsed = elapsedNow(); runningSince = 0; } }
function resume() { if (!runningSince && !finished && !document.hidden) runningSince = performance.now(); }
setInterval(() => { if (game && !fixGrid) $('#timer').textContent = fmt(elapsedNow()) + (runningSince || finished ? '' : ' · ' + (W.paused || '')); }, 500);

// ---- saving: within a second of a change, the later version wins ----
function changed() {
  if (fixGrid) return;
  dirty = true;
  document.body.dataset.saved = 'false';
  clearTimeout(saveTimer);
  saveTimer = setTimeout(save, 300);
}
async function save() {
  if (saving || !dirty || !game) return;
  saving = true; dirty = false;
  if (runningSince) { game.elapsed = elapsedNow(); runningSince = performance.now(); }
  try {
    const body = game.json();
    const r = await api('PUT', 'api/board', body);
    game.version = r.version;
    game.seen = body.entries;
    if ($('#banner-text').textContent === W.unsaved) banner('');
    saving = false;
    if (dirty) changed(); else document.body.dataset.saved = 'true';
  } catch (e) {
    saving = false;
    if (e.status === 409) { banner(W.stale, true); haptic('note', 'warning'); game.stale = true; }
    else if (e.status === 401) { dirty = true; banner(W.auth); } // reopening the board is the only way on
    else if (e.status === 413 && game.compact(true)) { dirty = true; save(); }
    else { dirty = true; banner(W.unsaved); clearTimeout(saveTimer); saveTimer = setTimeout(save, 3000); }
  }
}

// ---- moves ----
function move(m) {
  if (!m || game.stale) return;
  game.push(m);
  for (let j = 0; j < m.length; j += 4) wrong.delete(+m.slice(j + 1, j + 3));
  after();
}
function after() {
  position++;
  if (hint || hintWant) closeHint(); // a hint is about the position it was asked on
  if (finished && !game.full()) { finished = false; status(''); showRace(null); resume(); }
  changed();
  draw();
  if (!fixGrid && game.full() && !game.clashes().size && !finished) check(true);
}
function input(d) {
  padDigit = d;
  if (game.puzzle[sel]) { draw(); return; }
  if (pencil) {
    if (game.entries[sel]) return;
    move(op(game.marks[sel] & (1 << d) ? 'R' : 'A', sel, d));
    haptic('select');
    return;
  }
  if (game.entries[sel] === d) { move(op('E', sel, 0)); return; }
  move(op('S', sel, d));
  if (game.clashes().has(sel)) haptic('note', 'error'); else haptic('impact', 'light');
}
// whose makes the selected digit of a game's fix the person's, or
// printed again.
function whose() {
  if (!fixGame || !game.value(sel)) return;
  if (mine.has(sel)) mine.delete(sel); else mine.add(sel);
  haptic('select');
  draw();
}
function erase() { if (!game.puzzle[sel] && (game.entries[sel] || game.marks[sel])) move(op('E', sel, 0)); }
function select(i) { if (i !== sel || padDigit) { sel = i; padDigit = 0; haptic('select'); draw(); } }

async function fill() {
  try {
    const r = await api('POST', 'api/candidates', game.json());
    const want = marksFrom(r.marks);
    let m = '';
    for (let i = 0; i < 81; i++) {
      if (game.value(i)) continue;
      for (let d = 1; d <= 9; d++) {
        const has = game.marks[i] & (1 << d), should = want[i] & (1 << d);
        if (should && !has) m += op('A', i, d);
        else if (has && !should) m += op('R', i, d);
      }
    }
    move(m ? op('F', 0, 0) + m : m); // F000 marks the Fill for the finish
  } catch (e) { status(e.message); }
}

// finish records a complete, right grid on the person's progress, once a
// load (the server counts a game once, however often it is sent), with
// the device's time zone; the answer's words follow the "Solved" line.
async function finish() {
  const solved = W.solved.replace('%t', fmt(game.elapsed));
  if (finishSent) { if (finishAnswer) showFinish(solved, finishAnswer); return; }
  finishSent = true;
  try {
    const r = await api('POST', 'api/finish', { ...game.json(), challenge, zone: -new Date().getTimezoneOffset() });
    finishAnswer = r;
    showFinish(solved, r);
    document.body.dataset.finished = 'true';
  } catch (e) {
    status(solved + ' ' + e.message);
    document.body.dataset.finished = 'error';
  }
}

function showFinish(solved, r) {
  if (r.text) status(solved + ' ' + r.text);
  showRace(r.leaderboard);
}

// showRace shows a race's leaderboard (api/finish's) under the status, or
// hides it (none). Names are the players' own: text, never HTML.
function showRace(lb) {
  const sec = $('#race');
  sec.replaceChildren();
  sec.hidden = !lb?.rows?.length;
  if (sec.hidden) return;
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const t = el('table');
  t.createCaption().textContent = W.leaderboard;
  const head = t.createTHead().insertRow();
  for (const [k, cls] of [['raceplace', 'place'], ['raceplayer', 'name'], ['racetime'], ['racehints'], ['racemistakes']]) {
    const th = el('th', cls, W[k]); th.scope = 'col'; head.append(th);
  }
  const body = t.createTBody();
  let last = 0;
  for (const r of lb.rows) {
    if (r.place > last + 1) { // the rows between the first and the person's
      const gap = body.insertRow(); gap.className = 'gap'; gap.setAttribute('aria-hidden', 'true');
      const td = gap.insertCell(); td.colSpan = 5; td.textContent = '⋯';
    }
    last = r.place;
    const tr = body.insertRow();
    const place = el('th', 'place'); place.scope = 'row';
    const medal = ['🥇', '🥈', '🥉'][r.place - 1];
    if (medal) {
      const m = el('span', '', medal); m.setAttribute('aria-hidden', 'true');
      place.append(m, el('span', 'sr', String(r.place)));
    } else place.textContent = String(r.place);
    const name = el('td', 'name', r.name);
    if (r.you) {
      tr.className = 'you'; tr.setAttribute('aria-current', 'true');
      name.append(' ', el('span', 'you-mark', W.raceyou));
    }
    if (r.filledIn) name.append(el('span', 'filled', '✋ ' + W.filledin));
    tr.append(place, name, el('td', '', fmt(r.elapsed)), el('td', r.hints ? '' : 'zero', String(r.hints)), el('td', r.mistakes ? '' : 'zero', String(r.mistakes)));
  }
  if (lb.more) {
    const td = t.createTFoot().insertRow().insertCell(); td.colSpan = 5; td.textContent = lb.more;
  }
  sec.append(t);
}

async function check(auto) {
  try {
    const r = await api('POST', 'api/check', game.json());
    // Wrong digits only on Check: the automatic check looks for solved.
    if (!auto) wrong = new Set(r.wrong);
    if (r.solved) {
      pause(); finished = true; changed();
      status(W.solved.replace('%t', fmt(game.elapsed)));
      haptic('note', 'success');
      finish();
    } else if (!auto) status(r.text);
    draw();
    return r;
  } catch (e) { status(e.message); return null; }
}

// rewind takes the mistakes on the board off it, as one move that Undo
// takes back: the server's move erases the wrong digits (their cells and
// peers get back the pencil marks they took away) and puts the right
// digit back in pencil marks that left it out. Every other move stays,
// made before the mistakes or after them.
async function rewind() {
  const at = position;
  const r = await check(true);
  if (!r || at !== position) return; // the move is for the position checked
  if (!r.rewind) { status(W.noerror); return; }
  wrong.clear();
  move(r.rewind);
  status(r.rewound);
}

// ---- hints ----
async function showHint(level) {
  const at = position;
  try {
    const data = await api('POST', 'api/hint', { ...game.json(), level, step: game.hintStep });
    if (level !== hintWant || at !== position) return;
    hint = { level: data.level, data };
    document.body.dataset.hint = String(data.level); // the level shown, for tests
    if (data.kind === 'step' && game.hintLevel !== data.level) { game.hintLevel = data.level; changed(); }
    $('#hint').hidden = false;
    $('#hint-header').textContent = data.header;
    $('#hint-text').textContent = data.text;
    const more = data.kind === 'step' && data.level < data.levels;
    $('[data-action="more"]').hidden = !more;
    $('[data-action="apply"]').hidden = !(data.kind === 'step' && data.level >= 3);
    tg?.BackButton?.show();
    if (tg?.MainButton) {
      if (data.kind === 'step' && data.level >= 3) tg.MainButton.setText(W.apply).show(); else tg.MainButton.hide();
    }
    draw();
  } catch (e) { status(e.message); }
}
function closeHint() {
  if (game.hintLevel) { game.hintLevel = 0; changed(); }
  hint = null; hintWant = 0; $('#hint').hidden = true;
  delete document.body.dataset.hint;
  tg?.BackButton?.hide(); tg?.MainButton?.hide();
  draw();
}
function applyHint() {
  const h = hint?.data; if (!h) return;
  let m = '';
  for (const e of h.elims || []) {
    if (game.value(e.c)) continue;
    if (!game.marks[e.c]) {
      // the engine's candidates were assumed in an unmarked cell: they
      // become its marks, less the eliminated one.
      const c = game.candidates(e.c);
      for (let d = 1; d <= 9; d++) if (c & (1 << d)) m += op('A', e.c, d);
    }
    m += op('R', e.c, e.d);
  }
  for (const p of h.places || []) m += op('S', p.c, p.d);
  game.hintStep++;
  closeHint();
  move(m);
}

function act(a) {
  switch (a) {
    case 'pencil': pencil = !pencil; draw(); break;
    case 'erase': erase(); break;
    case 'undo': if (!game.stale && game.undo()) { wrong.clear(); after(); } break;
    case 'redo': if (!game.stale && game.redo()) after(); break;
    case 'hint': hintWant = 1; showHint(1); break;
    case 'more': hintWant = Math.min(4, Math.max(hintWant, hint?.level || 0) + 1); showHint(hintWant); break;
    case 'apply': applyHint(); break;
    case 'close': closeHint(); break;
    case 'check': check(false); break;
    case 'fill': fill(); break;
    case 'rewind': if (!game.stale) rewind(); break;
    case 'reload': location.reload(); break;
    case 'send': sendFix(); break;
    case 'whose': whose(); break;
  }
}

function wire() {
  grid.addEventListener('pointerdown', (e) => {
    if (!game) return;
    const c = e.target.closest('[data-cell]');
    if (c) { e.preventDefault(); select(cells.findIndex((x) => x.el === c)); }
  });
  // A click with no pointer before it (a screen reader, Switch Access).
  grid.addEventListener('click', (e) => {
    if (!game) return;
    const c = e.target.closest('[data-cell]');
    if (c) select(cells.findIndex((x) => x.el === c));
  });
  grid.addEventListener('touchmove', (e) => e.preventDefault(), { passive: false });
  document.addEventListener('click', (e) => {
    const b = e.target.closest('button'); if (!b) return;
    if (b.dataset.action === 'reload') { location.reload(); return; } // also when nothing loaded
    if (!game) return;
    if (b.dataset.digit) input(+b.dataset.digit);
    else if (b.dataset.action) act(b.dataset.action);
  });
  document.addEventListener('keydown', (e) => {
    if (!game) return;
    const k = e.key;
    if ((e.ctrlKey || e.metaKey) && (k === 'z' || k === 'Z')) { e.preventDefault(); act(e.shiftKey ? 'redo' : 'undo'); return; }
    if ((e.ctrlKey || e.metaKey) && (k === 'y' || k === 'Y')) { e.preventDefault(); act('redo'); return; }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    // Shift with a digit (by its key's place) toggles a pencil mark.
    const dm = /^(?:Digit|Numpad)([1-9])$/.exec(e.code || '');
    if (e.shiftKey && dm && !fixGrid) { const was = pencil; pencil = true; input(+dm[1]); pencil = was; draw(); e.preventDefault(); return; }
    if (k >= '1' && k <= '9') { input(+k); e.preventDefault(); return; }
    const moves = { ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1 };
    if (k in moves) {
      e.preventDefault();
      let r = row(sel), c = col(sel);
      if (k === 'ArrowUp') r = (r + 8) % 9; if (k === 'ArrowDown') r = (r + 1) % 9;
      if (k === 'ArrowLeft') c = (c + 8) % 9; if (k === 'ArrowRight') c = (c + 1) % 9;
      select(r * 9 + c); cells[sel].el.focus({ preventScroll: true }); return;
    }
    if (k === 'Backspace' || k === 'Delete' || k === '0') { e.preventDefault(); erase(); return; }
    if ((k === 'p' || k === 'P') && !fixGrid) act('pencil');
    if ((k === 'm' || k === 'M') && fixGame) act('whose');
    if (k === 'Escape' && hint) closeHint();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) { pause(); dirty = true; save(); } else resume();
  });
  if (tg) {
    tg.onEvent?.('themeChanged', () => { theme(); draw(); });
    tg.onEvent?.('deactivated', pause);
    tg.onEvent?.('activated', resume);
    tg.BackButton?.onClick(closeHint);
    tg.MainButton?.onClick(applyHint);
  }
}

// setWords puts the server's words (GET api/words, or with the board) in
// the page, in the language lang (a BCP 47 tag).
function setWords(w, lang) {
  W = w;
  document.documentElement.lang = lang || '';
  document.title = w.title;
  grid.setAttribute('aria-label', w.title);
  for (const b of document.querySelectorAll('[data-action]')) if (w[b.dataset.action] && b.dataset.action !== 'close') label(b, w[b.dataset.action]);
  $('[data-action="close"]').setAttribute('aria-label', w.close);
  $('#keys').textContent = w.keyboard;
  fitTools();
}

// label writes a button's words; a symbol before them ("↶ Undo") goes in
// a span of its own, which fitTools may put above them.
function label(b, text) {
  const m = /^(\S+) (.+)$/su.exec(text);
  if (!m || /\p{L}/u.test(m[1])) { b.textContent = text; return; }
  const ic = document.createElement('span'); ic.className = 'ic'; ic.textContent = m[1];
  const lb = document.createElement('span'); lb.className = 'lb'; lb.textContent = m[2];
  b.replaceChildren(ic, ' ', lb);
}

// fitTools keeps a row of tools even: when a label does not fit beside
// its symbol (longer words, a narrow phone), every symbol of the row goes
// above its label.
function fitTools() {
  for (const nav of document.querySelectorAll('.tools')) {
    nav.classList.remove('stack');
    const wrapped = [...nav.querySelectorAll('button')].some((b) => {
      const ic = b.querySelector('.ic'), lb = b.querySelector('.lb');
      return ic && lb && b.offsetParent && lb.getClientRects().length && (lb.getClientRects().length > 1 || lb.offsetTop > ic.offsetTop + 2);
    });
    nav.classList.toggle('stack', wrapped);
  }
}
addEventListener('resize', () => fitTools());

async function sendFix() {
  try {
    const body = { grid: gridString(game.entries), read: fixGrid.slice(0, 81), token: params.get('t') || '' };
    if (fixGame) body.yours = Array.from({ length: 81 }, (_, i) => (game.entries[i] && mine.has(i) ? '1' : '0')).join('');
    const r = await api('POST', 'api/fix', body);
    status(r.text);
    haptic('note', 'success');
    document.body.dataset.sent = 'true';
    tg?.close?.();
  } catch (e) { status(e.message); haptic('note', 'error'); }
}

async function mainFix() {
  try {
    const j = await api('GET', 'api/words');
    setWords(j.words, j.lang);
    game = new Game({ puzzle: '.'.repeat(81), entries: fixGrid.slice(0, 81).padEnd(81, '.'), history: [] });
    game.floor = game.history.length; // the grid as read cannot be undone
    for (const a of ['pencil', 'hint', 'check', 'fill', 'rewind']) $(`[data-action="${a}"]`).hidden = true;
    $('[data-action="send"]').hidden = false;
    $('[data-action="whose"]').hidden = !fixGame;
    $('#timer').hidden = true;
    document.body.classList.add('fix');
    fitTools(); // fewer tools, wider
    status(fixGame ? W.fixgame : W.fixhead);
    $('#keys').textContent = fixGame ? W.gamekeys : W.fixkeys;
    sel = doubt.size ? [...doubt][0] : 40;
    playable();
    draw();
    document.body.dataset.ready = 'true';
  } catch (e) {
    status(e.message); // in the person's language, even a refused initData's
    document.body.dataset.ready = 'error';
  }
}

async function main() {
  // The board is fetched while Telegram's script loads: initData and the
  // start parameter are in the launch fragment too.
  const p = params.get('p') || launch.get('tgWebAppStartParam') || '';
  const first = fixGrid ? null : api('GET', 'api/board' + (p ? '?p=' + encodeURIComponent(p) : ''));
  first?.catch(() => {}); // awaited below
  await loadTelegram();
  tg = window.Telegram?.WebApp || null;
  try { tg?.ready(); tg?.expand(); tg?.disableVerticalSwipes?.(); } catch { /* older client */ }
  theme();
  build();
  wire();
  if (fixGrid) { await mainFix(); return; }
  try {
    const j = await first;
    // The link's puzzle is opened once: a reload (after a save lost to
    // another device) goes on with the current game, not the link's.
    if (params.has('p')) {
      params.delete('p');
      const q = params.toString();
      history.replaceState(null, '', location.pathname + (q ? '?' + q : '') + location.hash);
    }
    setWords(j.words, j.lang);
    challenge = j.challenge || '';
    game = new Game(j);
    if (game.synced) changed();
    sel = game.puzzle.findIndex((v, i) => !v && !game.entries[i]); if (sel < 0) sel = 40;
    playable();
    draw();
    resume();
    document.body.dataset.ready = 'true';
    document.body.dataset.drawnAt = String(Math.round(performance.now()));
    if (game.full() && !game.clashes().size) check(true);
    else if (game.hintLevel) { hintWant = game.hintLevel; showHint(game.hintLevel); }
  } catch (e) {
    if (e.status !== 401) {
      // The store or the network: Reload tries again, labelled in the
      // person's language when the words can be had.
      try { const j = await api('GET', 'api/words'); setWords(j.words, j.lang); } catch { /* the message alone */ }
    }
    const msg = e.message || W.failed || ''; // a refused initData's too is in the person's language
    if (e.status === 401) status(msg); else banner(msg, true);
    document.body.dataset.ready = 'error';
  }
}
main();
