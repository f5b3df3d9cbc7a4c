package board

import (
	"context"
	"errors"
	"net/http"
	"regexp"
	"strings"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// finishJSON is the body of POST api/finish: the game as the page has it
// when its grid is complete, the challenge its link carried, and the
// device's time zone.
type finishJSON struct {
	gameJSON
	// Challenge is the challenge id after the puzzle's code in the
	// link's start parameter, "" for none.
	Challenge string `json:"challenge"`
	// Zone is the device's offset from UTC in minutes east (the
	// opposite of JavaScript's getTimezoneOffset), if it sent one.
	Zone *int `json:"zone,omitempty"`
}

// finishedJSON is the answer of POST api/finish: what the page shows
// after its "Solved" line ("" for nothing more), and, for a game opened
// from a challenge, the challenge's leaderboard.
type finishedJSON struct {
	Text        string           `json:"text"`
	Leaderboard *leaderboardJSON `json:"leaderboard,omitempty"`
}

// leaderboardJSON is a challenge's leaderboard as the page shows it: the
// first maxRows results and the person's own if it is lower, in
// leaderboard order; More says how many finished besides those ("" for
// none), in the person's language.
type leaderboardJSON struct {
	Rows []resultJSON `json:"rows"`
	More string       `json:"more,omitempty"`
}

// resultJSON is one row of a leaderboard: Place counts from 1, You marks
// the person's own.
type resultJSON struct {
	Place     int    `json:"place"`
	Name      string `json:"name"`
	ElapsedMS int64  `json:"elapsed"`
	Hints     int    `json:"hints"`
	Mistakes  int    `json:"mistakes"`
	FilledIn  bool   `json:"filledIn,omitempty"`
	You       bool   `json:"you,omitempty"`
}

// maxRows is how many of a leaderboard's first results the page shows.
const maxRows = 10

// leaderboard returns the page's leaderboard of results, in leaderboard
// order (bot.Bot.Leaderboard), for the person user: nil for none.
func leaderboard(results []state.Result, user int64, lang locale.Lang) *leaderboardJSON {
	if len(results) == 0 {
		return nil
	}
	lb := &leaderboardJSON{}
	for i, r := range results {
		if i >= maxRows && r.User != user {
			continue
		}
		lb.Rows = append(lb.Rows, resultJSON{Place: i + 1, Name: r.Name, ElapsedMS: r.ElapsedMS, Hints: r.Hints,
			Mistakes: r.Mistakes, FilledIn: r.FilledIn, You: r.User == user})
	}
	if n := len(results) - len(lb.Rows); n > 0 {
		lb.More = catalog.For(lang).MoreResults(n)
	}
	return lb
}

// challengeID is what a challenge id may be.
var challengeID = regexp.MustCompile(`^[A-Za-z0-9-]{1,64}$`)

// minCellTime is the least time a finish may take per cell that was empty
// in the puzzle: a tenth of what the fastest people take (about two and a
// half seconds a cell on an easy puzzle), so that only a forged time is
// refused.
const minCellTime = 250 * time.Millisecond

// The page's timer and the server's clock disagree a little: the page
// rounds, saves within a second of a change, and its clock is not ours.
const (
	elapsedSlack = time.Second
	clockSlack   = 30 * time.Second
)

// postFinish records a finished game. The game is the person's own (their
// initData), its puzzle the one the server keeps for them (not the
// request's), the grid sent must be that puzzle's solution, and the time
// plausible: at least minCellTime per empty cell, no less than the time
// already saved, and no more than that time plus the time since it was
// saved. Hints are the most the server or the page counted, mistakes the
// wrong digits placed along the history, "fill in" the Fill move (F000).
func (s *Server) postFinish(ctx context.Context, c call) (any, error) {
	var j finishJSON
	if err := decode(c, &j); err != nil {
		return nil, err
	}
	say := catalog.For(c.lang)
	if j.Challenge != "" && !challengeID.MatchString(j.Challenge) {
		return nil, &apiError{status: http.StatusBadRequest, text: say.BoardFinishChallenge()}
	}
	if j.Zone != nil && (*j.Zone < -14*60 || *j.Zone > 14*60) {
		return nil, badRequest("zone is %d, want minutes east of UTC, -840 to 840", *j.Zone)
	}
	sent, err := fromJSON(j.gameJSON)
	if err != nil {
		return nil, err
	}
	g, err := s.opts.Games.Game(ctx, c.user.ID)
	if errors.Is(err, game.ErrNoGame) {
		return nil, &apiError{status: http.StatusBadRequest, text: say.BoardNoGame()}
	}
	if err != nil {
		return nil, err
	}
	if g.Puzzle != sent.Puzzle {
		cur := toJSON(g)
		return nil, &apiError{status: http.StatusConflict, text: say.BoardStale(), game: &cur}
	}
	rep, err := logic.Check(g.Puzzle, sent.Entries, s.opts.StepLimit)
	if err != nil {
		return nil, s.puzzleErr(err, c)
	}
	if len(rep.Wrong) > 0 || rep.Empty > 0 {
		return nil, &apiError{status: http.StatusBadRequest, text: say.BoardFinishWrong()}
	}
	now := s.opts.Now()
	if !plausible(g, sent.ElapsedMS, now) {
		if s.refusedLog.AllowN(now, 1) {
			s.log.Warn("board: finish refused: time", "user", c.user.ID, "elapsed", sent.ElapsedMS, "saved", g.ElapsedMS)
		}
		return nil, &apiError{status: http.StatusBadRequest, text: say.BoardFinishTime()}
	}
	if j.Zone != nil {
		s.opts.Games.DeviceZone(ctx, c.user.ID, *j.Zone)
	}
	f := game.Finish{
		Puzzle:    g.Puzzle,
		ElapsedMS: sent.ElapsedMS,
		Hints:     max(g.HintStep, sent.HintStep),
		Mistakes:  max(wrongPlaced(g, rep.Solution), wrongPlaced(sent, rep.Solution)),
		FilledIn:  filledIn(g) || filledIn(sent),
		Challenge: j.Challenge,
		At:        now,
	}
	who := messenger.User{ID: c.user.ID, FirstName: c.user.FirstName, LanguageCode: c.user.LanguageCode}
	// Recorded even if the page goes away meanwhile, within a deadline.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.opts.FixTimeout)
	defer cancel()
	text, err := s.opts.Games.Finished(ctx, who, f)
	if err != nil {
		return nil, err
	}
	out := finishedJSON{Text: text}
	if f.Challenge != "" {
		// Read after the finish is recorded, so it holds the person's
		// own; a second finish of the game shows it too.
		rs, err := s.opts.Games.Leaderboard(ctx, f.Challenge, f.Puzzle)
		if err != nil {
			s.log.Warn("board: reading a leaderboard", "user", c.user.ID, "challenge", f.Challenge, "err", err)
		}
		out.Leaderboard = leaderboard(rs, c.user.ID, c.lang)
	}
	return out, nil
}

// plausible reports whether elapsed milliseconds can be the time of the
// game g, as saved, finished at now.
func plausible(g game.Game, elapsed int64, now time.Time) bool {
	empty := 0
	for _, v := range g.Puzzle {
		if v == 0 {
			empty++
		}
	}
	t := time.Duration(elapsed) * time.Millisecond
	saved := time.Duration(g.ElapsedMS) * time.Millisecond
	if t < time.Duration(empty)*minCellTime || t < saved-elapsedSlack {
		return false
	}
	if !g.Saved.IsZero() && t > saved+now.Sub(g.Saved)+clockSlack {
		return false
	}
	return true
}

// wrongPlaced counts the digits placed against the solution along a
// game's history (moves undone and a base's position aside).
func wrongPlaced(g game.Game, solution solver.Grid) int {
	n := 0
	for _, mv := range g.History[:len(g.History)-g.Undone] {
		if strings.HasPrefix(mv, "B") {
			continue
		}
		for k := 0; k+4 <= len(mv); k += 4 {
			op := mv[k : k+4]
			c := int(op[1]-'0')*10 + int(op[2]-'0')
			d := op[3] - '0'
			if op[0] == 'S' && d != 0 && c <= 80 && g.Puzzle[c] == 0 && d != solution[c] {
				n++
			}
		}
	}
	return n
}

// filledIn reports whether the game's history holds the board's "Fill in
// all candidates" (a move marked F000, kept in a base).
func filledIn(g game.Game) bool {
	for _, mv := range g.History {
		for k := 0; k+4 <= len(mv); k += 4 {
			if mv[k:k+4] == "F000" {
				return true
			}
		}
	}
	return false
}
