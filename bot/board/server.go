package board

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"path"
	"runtime"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

//go:embed web
var webFS embed.FS

// Games is where the people's games are kept: *bot.Bot is one.
type Games interface {
	Game(ctx context.Context, chat int64) (game.Game, error)
	OpenGame(ctx context.Context, chat int64, puzzle solver.Grid) (game.Game, error)
	SaveGame(ctx context.Context, chat int64, g game.Game) (game.Game, error)
	// FixedPuzzle answers, in the person's private chat, a grid read from
	// a photo that they corrected on the board.
	FixedPuzzle(ctx context.Context, user int64, langCode string, g solver.Grid)
	// FixedGame answers, likewise, a game in progress read from a photo
	// (read, as the bot read it), corrected on the board: fixed, with
	// yours the cells of the person's own digits.
	FixedGame(ctx context.Context, user int64, langCode string, read, fixed solver.Grid, yours [81]bool)
	// Finished records a finish the server checked, and returns what the
	// page shows after it, in the person's language.
	Finished(ctx context.Context, who messenger.User, f game.Finish) (string, error)
	// Leaderboard returns a challenge's results in leaderboard order,
	// none if it is not kept or is of another puzzle.
	Leaderboard(ctx context.Context, challenge string, puzzle solver.Grid) ([]state.Result, error)
	// Hinted notes that a person was shown a hint of a technique in a
	// puzzle; DeviceZone keeps their device's time zone (minutes east of
	// UTC). Both are best effort: they log their errors.
	Hinted(ctx context.Context, user int64, puzzle solver.Grid, t logic.Technique)
	DeviceZone(ctx context.Context, user int64, zone int)
}

// Options configure a Server.
type Options struct {
	// Token is the bot token that signs initData. Required.
	Token string
	// Games keeps the games. Required.
	Games Games
	// Base is the path the board is served under, e.g. "/board/"; "" means
	// "/".
	Base string
	// MaxAge bounds initData's age; 0 means 24 hours.
	MaxAge time.Duration
	// StepLimit bounds the exact solver's guesses per puzzle (0: its
	// default), and Timeout the engine's time for one hint (0: 5 s).
	StepLimit int
	Timeout   time.Duration
	// Rate and Burst limit each person's requests; 0 means 10 a second
	// with bursts of 40.
	Rate  rate.Limit
	Burst int
	// Workers bounds the requests doing the engine's work at once (hints,
	// checks, candidates, a puzzle opened, a grid fixed), for everyone
	// together: one more gets 503. 0 means the number of CPUs. One
	// person holds at most PersonWorkers of them at once (0: a quarter of
	// Workers, at least one), so that a person with many pages open
	// cannot take the engine from everyone else.
	Workers, PersonWorkers int
	// FixEvery is how often one person may send a corrected grid to the
	// chat (POST api/fix); 0 means once in 5 seconds. FixTimeout bounds
	// the chat's answer to it; 0 means 30 seconds.
	FixEvery   time.Duration
	FixTimeout time.Duration
	// Allowed, if set, says whom the bot answers (ALLOWED_CHATS): anyone
	// else gets 403 before anything is stored or computed.
	Allowed func(user int64) bool
	// Logger receives the logs; nil discards them.
	Logger *slog.Logger
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// A Server serves the board and its API. It is an http.Handler.
type Server struct {
	opts   Options
	log    *slog.Logger
	mux    *http.ServeMux
	static map[string]asset

	mu       sync.Mutex
	limiters map[int64]*rate.Limiter
	fixes    map[int64]*rate.Limiter
	work     chan struct{} // a slot per request doing the engine's work
	holding  map[int64]int // the slots each person holds
	// refusedLog bounds the logs of refused requests.
	refusedLog *rate.Limiter
	pictures   *pictures // inline results' (picture.go)
}

// An asset is an embedded file with its gzip form and ETag.
type asset struct {
	body, gz []byte
	ctype    string
	etag     string
}

// maxLimiters bounds the per-person limiters kept; past it they start
// again from full buckets.
const maxLimiters = 10000

// New returns the board's server.
func New(opts Options) (*Server, error) {
	if opts.Token == "" || opts.Games == nil {
		return nil, errors.New("board: Token and Games are required")
	}
	if opts.Base == "" {
		opts.Base = "/"
	}
	if !strings.HasPrefix(opts.Base, "/") || !strings.HasSuffix(opts.Base, "/") {
		return nil, fmt.Errorf("board: Base %q must start and end with /", opts.Base)
	}
	if opts.MaxAge <= 0 {
		opts.MaxAge = 24 * time.Hour
	}
	if opts.Timeout <= 0 {
		opts.Timeout = 5 * time.Second
	}
	if opts.Rate <= 0 {
		opts.Rate, opts.Burst = 10, 40
	}
	if opts.Burst <= 0 {
		opts.Burst = 1
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.NumCPU()
	}
	if opts.PersonWorkers <= 0 {
		opts.PersonWorkers = max(1, opts.Workers/4)
	}
	opts.PersonWorkers = min(opts.PersonWorkers, opts.Workers)
	if opts.FixEvery <= 0 {
		opts.FixEvery = 5 * time.Second
	}
	if opts.FixTimeout <= 0 {
		opts.FixTimeout = 30 * time.Second
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	s := &Server{opts: opts, log: opts.Logger, mux: http.NewServeMux(), static: map[string]asset{},
		limiters: map[int64]*rate.Limiter{}, fixes: map[int64]*rate.Limiter{}, work: make(chan struct{}, opts.Workers),
		holding:    map[int64]int{},
		refusedLog: rate.NewLimiter(2, 10), pictures: newPictures()}
	if err := s.loadAssets(); err != nil {
		return nil, err
	}
	b := opts.Base
	s.mux.HandleFunc("GET "+b+"{$}", s.serveStatic)
	s.mux.HandleFunc("GET "+b+"{file}", s.serveStatic)
	s.mux.HandleFunc("GET "+b+"api/board", s.api(s.getBoard))
	s.mux.HandleFunc("PUT "+b+"api/board", s.api(s.putBoard))
	s.mux.HandleFunc("POST "+b+"api/hint", s.api(s.engine(s.postHint)))
	s.mux.HandleFunc("POST "+b+"api/check", s.api(s.engine(s.postCheck)))
	s.mux.HandleFunc("POST "+b+"api/candidates", s.api(s.engine(s.postCandidates)))
	s.mux.HandleFunc("GET "+b+"api/words", s.api(s.getWords))
	s.mux.HandleFunc("POST "+b+"api/fix", s.api(s.postFix))
	s.mux.HandleFunc("GET "+b+"picture/{file}", s.servePicture(false))
	s.mux.HandleFunc("GET "+b+"thumb/{file}", s.servePicture(true))
	s.mux.HandleFunc("POST "+b+"api/finish", s.api(s.engine(s.postFinish)))
	if b != "/" {
		s.mux.HandleFunc("GET "+strings.TrimSuffix(b, "/"), func(w http.ResponseWriter, r *http.Request) {
			u := *r.URL
			u.Path = b
			http.Redirect(w, r, u.String(), http.StatusMovedPermanently)
		})
	}
	return s, nil
}

func (s *Server) loadAssets() error {
	return fs.WalkDir(webFS, "web", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := webFS.ReadFile(p)
		if err != nil {
			return err
		}
		var gz bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
		zw.Write(body)
		zw.Close()
		sum := sha256.Sum256(body)
		name := strings.TrimPrefix(p, "web/")
		s.static[name] = asset{body: body, gz: gz.Bytes(), ctype: mime.TypeByExtension(path.Ext(name)), etag: `"` + hex.EncodeToString(sum[:8]) + `"`}
		return nil
	})
}

// csp allows the page's own files and Telegram's script, nothing inline.
const csp = "default-src 'none'; script-src 'self' https://telegram.org; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self' https://web.telegram.org https://*.telegram.org"

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	s.mux.ServeHTTP(w, r)
}

func (s *Server) serveStatic(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	if name == "" {
		name = "index.html"
	}
	a, ok := s.static[name]
	if !ok {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	h.Set("Content-Type", a.ctype)
	h.Set("ETag", a.etag)
	// The same files for everyone; revalidated so a new release shows.
	h.Set("Cache-Control", "no-cache")
	h.Set("Vary", "Accept-Encoding")
	if r.Header.Get("If-None-Match") == a.etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := a.body
	if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		h.Set("Content-Encoding", "gzip")
		body = a.gz
	}
	w.Write(body)
}

// A call is an authenticated API request.
type call struct {
	user User
	lang locale.Lang
	r    *http.Request
	// start is the checked initData's start_param: the startapp= of the
	// link that opened the Mini App, "" for none.
	start string
}

// An apiError is an answer other than 200: its status and the text the
// person sees.
type apiError struct {
	status int
	text   string
	game   *gameJSON // the current game, with 409
}

func (e *apiError) Error() string { return e.text }

// api wraps an API handler: it checks initData, the rate and the body's
// size, and writes the answer as JSON, never cached.
func (s *Server) api(h func(ctx context.Context, c call) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Vary", "Authorization")
		raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "tma ")
		if !ok {
			raw = ""
		}
		u, err := ParseInitData(raw, s.opts.Token, s.opts.MaxAge, s.opts.Now())
		if err != nil {
			// Logged without the initData (the error texts hold none), and
			// at most a few a second, however many are refused.
			if s.refusedLog.AllowN(s.opts.Now(), 1) {
				s.log.Warn("board: request refused", "path", r.URL.Path, "reason", err.Error(), "remote", r.RemoteAddr)
			}
			writeJSON(w, http.StatusUnauthorized, map[string]string{"error": catalog.For(refusedLang(raw, r)).BoardAuth()})
			return
		}
		c := call{user: u, lang: locale.Match(u.LanguageCode), r: r, start: startParam(raw)}
		say := catalog.For(c.lang)
		if s.opts.Allowed != nil && !s.opts.Allowed(u.ID) {
			writeJSON(w, http.StatusForbidden, map[string]string{"error": say.BoardPrivate()})
			return
		}
		if !s.allow(u.ID) {
			writeJSON(w, http.StatusTooManyRequests, map[string]string{"error": say.BoardTooMany()})
			return
		}
		if r.ContentLength > maxBody {
			writeJSON(w, http.StatusRequestEntityTooLarge, map[string]string{"error": say.BoardTooBig()})
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, maxBody)
		out, err := h(r.Context(), c)
		if err != nil {
			s.writeError(w, c, err)
			return
		}
		writeJSON(w, http.StatusOK, out)
	}
}

func (s *Server) writeError(w http.ResponseWriter, c call, err error) {
	var re *requestError
	var ae *apiError
	var mb *http.MaxBytesError
	say := catalog.For(c.lang)
	switch {
	case errors.As(err, &ae):
		body := map[string]any{"error": ae.text}
		if ae.game != nil {
			body["game"] = ae.game
		}
		writeJSON(w, ae.status, body)
	case errors.As(err, &mb):
		writeJSON(w, http.StatusRequestEntityTooLarge, map[string]string{"error": say.BoardTooBig()})
	case errors.As(err, &re):
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": say.BoardBadRequest(re.msg)})
	case errors.Is(err, game.ErrNoGame):
		writeJSON(w, http.StatusNotFound, map[string]string{"error": say.BoardNoGame()})
	case errors.Is(err, errBusy):
		w.Header().Set("Retry-After", "1")
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": say.BoardBusy()})
	case errors.Is(err, errTimeout):
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": say.BoardTimeout()})
	default:
		s.log.Error("board: request failed", "path", c.r.URL.Path, "user", c.user.ID, "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": say.BoardFailed()})
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// allow takes a token from the person's bucket.
func (s *Server) allow(id int64) bool {
	return s.take(s.limiters, id, s.opts.Rate, s.opts.Burst)
}

// take takes a token from the person's bucket among limiters.
func (s *Server) take(limiters map[int64]*rate.Limiter, id int64, r rate.Limit, burst int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	l, ok := limiters[id]
	if !ok {
		if len(limiters) >= maxLimiters {
			clear(limiters)
		}
		l = rate.NewLimiter(r, burst)
		limiters[id] = l
	}
	return l.AllowN(s.opts.Now(), 1)
}

// errBusy is the answer when the engine's slots are all taken.
var errBusy = errors.New("the engine is busy")

// engine runs h in one of the engine's slots (Options.Workers), or
// answers 503 at once when they are all taken: the engine's work for
// everyone together stays bounded.
func (s *Server) engine(h func(ctx context.Context, c call) (any, error)) func(ctx context.Context, c call) (any, error) {
	return func(ctx context.Context, c call) (any, error) {
		release, err := s.slot(c.user.ID)
		if err != nil {
			return nil, err
		}
		defer release()
		return h(ctx, c)
	}
}

// slot takes one of the engine's slots for a person, or returns errBusy
// when they are all taken or the person holds their share.
func (s *Server) slot(user int64) (release func(), err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.holding[user] >= s.opts.PersonWorkers {
		return nil, errBusy
	}
	select {
	case s.work <- struct{}{}:
	default:
		return nil, errBusy
	}
	s.holding[user]++
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.holding[user]--; s.holding[user] <= 0 {
			delete(s.holding, user)
		}
		<-s.work
	}, nil
}

// decode reads a JSON body into v.
func decode(c call, v any) error {
	dec := json.NewDecoder(c.r.Body)
	if err := dec.Decode(v); err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			return err
		}
		return badRequest("the body is not the JSON expected: %v", err)
	}
	return nil
}

// boardJSON is the answer of GET api/board.
type boardJSON struct {
	gameJSON
	Lang  string            `json:"lang"`
	Words map[string]string `json:"words"`
	// Challenge is the challenge the link was posted as (race.go): the
	// page sends it with the game's finish.
	Challenge string `json:"challenge,omitempty"`
}

// langTag is the page's language, as its lang attribute takes it: "en",
// "zh-Hans", "ru".
func langTag(l locale.Lang) string { return l.Tag().String() }

// refusedLang is the language of the answer to a request whose initData
// was refused: the language its user claims (unverified, it only chooses
// the words of the refusal), else the browser's first choice
// (Accept-Language).
func refusedLang(raw string, r *http.Request) locale.Lang {
	if v, err := url.ParseQuery(raw); err == nil {
		var u struct {
			LanguageCode string `json:"language_code"`
		}
		if json.Unmarshal([]byte(v.Get("user")), &u) == nil && u.LanguageCode != "" {
			return locale.Match(u.LanguageCode)
		}
	}
	first, _, _ := strings.Cut(r.Header.Get("Accept-Language"), ",")
	first, _, _ = strings.Cut(first, ";")
	return locale.Match(first)
}

func (s *Server) getBoard(ctx context.Context, c call) (any, error) {
	var g game.Game
	var err error
	p := c.r.URL.Query().Get("p")
	if p == "" {
		p = c.start // a launch fragment without tgWebAppStartParam
	}
	p, challenge, err := challengeParam(p)
	if err != nil {
		return nil, err
	}
	if p != "" {
		puzzle, perr := parseLink("p", p)
		if perr != nil {
			return nil, perr
		}
		release, serr := s.slot(c.user.ID)
		if serr != nil {
			return nil, serr
		}
		_, perr = logic.Check(puzzle, solver.Grid{}, s.opts.StepLimit)
		release()
		if perr != nil {
			return nil, &apiError{status: http.StatusBadRequest, text: puzzleErrorText(perr, c.lang)}
		}
		g, err = s.opts.Games.OpenGame(ctx, c.user.ID, puzzle)
	} else {
		g, err = s.opts.Games.Game(ctx, c.user.ID)
	}
	if err != nil {
		return nil, err
	}
	return boardJSON{gameJSON: toJSON(g), Lang: langTag(c.lang), Words: words(c.lang), Challenge: challenge}, nil
}

func (s *Server) putBoard(ctx context.Context, c call) (any, error) {
	g, err := decodeGame(c)
	if err != nil {
		return nil, err
	}
	saved, err := s.opts.Games.SaveGame(ctx, c.user.ID, g)
	if errors.Is(err, game.ErrStale) {
		cur := toJSON(saved)
		return nil, &apiError{status: http.StatusConflict, text: catalog.For(c.lang).BoardStale(), game: &cur}
	}
	if err != nil {
		return nil, err
	}
	return map[string]int64{"version": saved.Version}, nil
}

func (s *Server) postHint(ctx context.Context, c call) (any, error) {
	var j hintRequest
	if err := decode(c, &j); err != nil {
		return nil, err
	}
	g, err := fromJSON(j.gameJSON)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, s.opts.Timeout)
	defer cancel()
	h, err := findHint(ctx, g, j.Level, j.Step, s.opts.StepLimit, c.lang)
	if err != nil {
		return nil, s.puzzleErr(err, c)
	}
	if h.Kind == "step" {
		s.opts.Games.Hinted(ctx, c.user.ID, g.Puzzle, h.technique)
	}
	return h, nil
}

// decodeGame reads a request's body as a game and checks it.
func decodeGame(c call) (game.Game, error) {
	var j gameJSON
	if err := decode(c, &j); err != nil {
		return game.Game{}, err
	}
	return fromJSON(j)
}

// puzzleErr turns the engine's errors about the puzzle into answers.
func (s *Server) puzzleErr(err error, c call) error {
	var ce *solver.ConflictError
	if errors.As(err, &ce) || errors.Is(err, logic.ErrNoSolution) || errors.Is(err, logic.ErrMultipleSolutions) || errors.Is(err, logic.ErrSearchLimit) {
		return &apiError{status: http.StatusBadRequest, text: puzzleErrorText(err, c.lang)}
	}
	return err
}

// checkJSON is the answer of POST api/check.
type checkJSON struct {
	Text  string `json:"text"`
	Wrong []int  `json:"wrong"`
	// Rewind is the move that takes the mistakes on the board off it,
	// keeping every other move (see fixMove), "" when there is none;
	// Rewound says what it does.
	Rewind  string `json:"rewind"`
	Rewound string `json:"rewound,omitempty"`
	Solved  bool   `json:"solved"`
}

func (s *Server) postCheck(ctx context.Context, c call) (any, error) {
	g, err := decodeGame(c)
	if err != nil {
		return nil, err
	}
	rep, err := logic.Check(g.Puzzle, g.Entries, s.opts.StepLimit)
	if err != nil {
		return nil, s.puzzleErr(err, c)
	}
	out := checkJSON{Wrong: rep.Wrong}
	if out.Wrong == nil {
		out.Wrong = []int{}
	}
	switch {
	case len(rep.Wrong) > 0:
		out.Text = catalog.For(c.lang).Mistakes(solver.CellNames(rep.Wrong))
	case rep.Empty == 0:
		out.Text, out.Solved = catalog.For(c.lang).GridSolved(), true
	default:
		out.Text = catalog.For(c.lang).NoMistakes(rep.Entries, rep.Empty)
	}
	pos, ms := mistakes(g.Puzzle, rep.Solution, g.History[:len(g.History)-g.Undone])
	if mv, cells := fixMove(pos, ms, rep.Solution); mv != "" {
		out.Rewind, out.Rewound = mv, catalog.For(c.lang).BoardRewound(solver.CellNames(cells))
	}
	return out, nil
}

func (s *Server) postCandidates(ctx context.Context, c call) (any, error) {
	g, err := decodeGame(c)
	if err != nil {
		return nil, err
	}
	b := logic.NewBoard(g.Puzzle, g.Entries)
	m := make([]string, 81)
	for i, d := range b.Cands {
		m[i] = d.String()
	}
	return map[string][]string{"marks": m}, nil
}

func (s *Server) getWords(ctx context.Context, c call) (any, error) {
	return map[string]any{"lang": langTag(c.lang), "words": words(c.lang)}, nil
}

// FixKey returns the key that signs the Fix links (bot.Options.FixKey)
// for a bot token.
func FixKey(token string) []byte {
	m := hmac.New(sha256.New, []byte("FixLink"))
	m.Write([]byte(token))
	return m.Sum(nil)
}

// fixJSON is the body of POST api/fix: a photo's grid as corrected, the
// grid as the bot read it and the token of the Fix link (game.FixToken);
// for a game in progress, Yours marks the person's own digits, "1" for
// each of theirs and "0" for the others, 81 in all.
type fixJSON struct {
	Grid  string `json:"grid"`
	Read  string `json:"read"`
	Token string `json:"token"`
	Yours string `json:"yours,omitempty"`
}

// parseYours reads fixJSON.Yours.
func parseYours(s string) ([81]bool, error) {
	var yours [81]bool
	if n := len(s); n != 81 {
		return yours, badRequest("yours has %d characters, want 81 (1 for a digit of the person's, 0 for another)", n)
	}
	for i := range 81 {
		if s[i] != '0' && s[i] != '1' {
			return yours, badRequest("yours: cell %s holds %q, want 0 or 1", solver.CellName(i), s[i])
		}
	}
	for i := range 81 {
		yours[i] = s[i] == '1'
	}
	return yours, nil
}

func (s *Server) postFix(ctx context.Context, c call) (any, error) {
	var j fixJSON
	if err := decode(c, &j); err != nil {
		return nil, err
	}
	g, err := parseGrid("grid", j.Grid)
	if err != nil {
		return nil, err
	}
	// Only a grid the bot read from this person's photo goes back to
	// their chat: the link's token says so.
	read, err := parseGrid("read", j.Read)
	if err != nil {
		return nil, err
	}
	var yours [81]bool
	if j.Yours != "" {
		if yours, err = parseYours(j.Yours); err != nil {
			return nil, err
		}
	}
	want := game.FixToken(FixKey(s.opts.Token), c.user.ID, read)
	if !hmac.Equal([]byte(j.Token), []byte(want)) {
		return nil, &apiError{status: http.StatusForbidden, text: catalog.For(c.lang).BoardNotFromFix()}
	}
	var ce *solver.ConflictError
	if err := g.Validate(); errors.As(err, &ce) {
		return nil, &apiError{status: http.StatusBadRequest, text: catalog.For(c.lang).BoardConflict(solver.CellNames(ce.Cells()))}
	}
	if !s.take(s.fixes, c.user.ID, rate.Every(s.opts.FixEvery), 1) {
		return nil, &apiError{status: http.StatusTooManyRequests, text: catalog.For(c.lang).BoardOneFix()}
	}
	release, err := s.slot(c.user.ID)
	if err != nil {
		return nil, err
	}
	defer release()
	// The answer goes to the chat even if the page closes meanwhile, but
	// within a deadline.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.opts.FixTimeout)
	defer cancel()
	if j.Yours != "" {
		s.opts.Games.FixedGame(ctx, c.user.ID, c.user.LanguageCode, read, g, yours)
	} else {
		s.opts.Games.FixedPuzzle(ctx, c.user.ID, c.user.LanguageCode, g)
	}
	return map[string]string{"text": catalog.For(c.lang).BoardSent()}, nil
}
