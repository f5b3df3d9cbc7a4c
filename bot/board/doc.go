// Package board is the board: a Telegram Mini App, served by sudokubot
// itself, where a person plays the chat's current puzzle by tapping cells
// and digits, with pencil marks, undo, clashes shown at once, and the
// engine's hints drawn on their own position.
//
// The page (web/: HTML, CSS and JavaScript modules, embedded) needs no
// build step and makes no request to anyone but this server, except for
// Telegram's telegram-web-app.js, which it works without. Its API, under
// the board's URL:
//
//   - GET api/board[?p=<puzzle>]: the person's game (see gameJSON); with
//     p, that puzzle becomes their current one unless it already is. p is
//     a puzzle's code (package solver/sharecode), what follows an "_"
//     left aside, or the 81 characters of older links; the page passes
//     the start parameter of a t.me/<bot>?startapp= link as p, and
//     without p the checked initData's start_param stands for it.
//   - PUT api/board: saves the game; 409 when it changed since the
//     version the page holds (another device, or moves typed in the chat).
//   - POST api/hint: the engine's next step from the person's digits and
//     pencil marks, at a hint level 1–4, with the chat's texts.
//   - POST api/check: the wrong cells, and the move that takes the
//     mistakes on the board off it (wrong digits, pencil marks that leave
//     out the right one), keeping every other move.
//   - POST api/candidates: every empty cell's candidates.
//   - GET api/words: the page's words in the person's language.
//   - POST api/fix: a grid read from a photo, corrected on the page (?fix=),
//     answered in the person's private chat; a game in progress (&y=, the
//     person's cells) comes back with which digits are theirs.
//   - POST api/finish: a game whose grid is complete, checked against the
//     puzzle kept for the person (its solution, a plausible time) and
//     recorded on their progress; the answer is what the page shows after
//     it (the streak after a daily) and, for a game opened from a
//     challenge's link, the challenge's leaderboard (its first ten and the
//     person's own row; finish.go), a second finish of the game too.
//
// Beside the API, public and without initData: GET picture/<code>.jpg and
// thumb/<code>.jpg, the pictures of inline results (picture.go), which
// Telegram fetches itself.
//
// Every API request carries Telegram's initData (header
// "Authorization: tma <initData>"), checked with the bot token; the
// person is the user it names, and their game is their private chat's
// (the chat's state keeps it, read and written through package bot/game,
// so /check and /hint in the chat see it).
package board
