// Command sudokubot runs the Telegram bot that solves Sudoku puzzles and
// teaches how to solve them.
//
// It is configured by environment variables (sudokubot -h lists them).
// With TELEGRAM_BOT_TOKEN set it long-polls Telegram (or serves a
// webhook). With -local, or with no token when started in a terminal, it
// runs locally: a built-in Bot API emulator on loopback, and a chat with
// the bot in the terminal. With no token and no terminal (a container, a
// service) it refuses to start.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"golang.org/x/term"

	"sudokubot/bot"
	"sudokubot/bot/board"
	"sudokubot/bot/boltstore"
	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/bot/telegram"
	"sudokubot/bot/terminal"
	"sudokubot/config"
	"sudokubot/render"
	"sudokubot/solver/locale"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

const usage = `Usage: sudokubot [-local]

Runs the Sudoku Telegram bot, configured by the environment variables
below (TELEGRAM_BOT_TOKEN is required).

  -local  run locally instead: against a built-in Bot API emulator, with a
          chat in this terminal, and a DATA_DIR of its own; started in a
          terminal with no TELEGRAM_BOT_TOKEN, the bot does this anyway

`

// run runs the bot until ctx ends (or, in local mode, the terminal input
// ends) and returns the exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sudokubot", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	local := fs.Bool("local", false, "")
	switch err := fs.Parse(args); {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprint(stdout, usage)
		if err := config.Usage(stdout); err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		return 0
	case err != nil:
		fmt.Fprintf(stderr, "sudokubot: %v (see sudokubot -h)\n", err)
		return 2
	case fs.NArg() > 0:
		fmt.Fprintf(stderr, "sudokubot: unexpected argument %q; it takes only -local (see sudokubot -h)\n", fs.Arg(0))
		return 2
	}
	mode := config.Telegram
	if *local || (!config.TokenSet() && isTerminal(stdin)) {
		mode = config.Local
	}
	cfg, err := config.Load(mode)
	if err != nil {
		fmt.Fprintf(stderr, "sudokubot: %v\n(sudokubot -h lists the variables)\n", err)
		return 2
	}
	log := newLogger(cfg, stderr)
	if err := serve(ctx, cfg, log, stdin, stdout); err != nil {
		if errors.Is(err, context.Canceled) && ctx.Err() != nil {
			// Stopped (SIGTERM, Ctrl-C) before it was running, while
			// waiting for Telegram: a stop asked for, not a failure.
			log.Info("sudokubot stopped before it started", "err", err)
			return 0
		}
		log.Error("sudokubot stopped", "err", err)
		return 1
	}
	return 0
}

// isTerminal reports whether r is a terminal, where a person can type.
// Any other character device (/dev/null, systemd's and docker's default
// standard input) is not.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

func newLogger(cfg *config.Config, w io.Writer) *slog.Logger {
	level, _ := cfg.Level()
	opts := &slog.HandlerOptions{Level: level}
	if cfg.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}

// serve wires the bot and runs it.
func serve(ctx context.Context, cfg *config.Config, log *slog.Logger, stdin io.Reader, stdout io.Writer) error {
	r, err := render.New(render.Options{})
	if err != nil {
		return fmt.Errorf("preparing the renderer: %w", err)
	}
	metrics := telegram.NewMetrics()
	store, closeStore, err := openStore(cfg, metrics)
	if err != nil {
		return err
	}
	defer closeStore()
	// Nothing reads or changes the store until it is known to be this
	// bot's (claimStore, after getMe).
	if cfg.HTTPAddr != "" {
		stopHTTP, err := serveHTTP(ctx, cfg.HTTPAddr, metrics, store, log)
		if err != nil {
			return err
		}
		defer stopHTTP()
	}

	token, endpoint := cfg.Token, cfg.Endpoint
	var chat chan error
	var local *terminal.Local
	var stopChat context.CancelFunc = func() {}
	if cfg.Local() {
		ctx, stopChat = context.WithCancel(ctx)
		defer stopChat()
		// The emulator outlives the bot, which confirms its last updates
		// on the way out; it closes when serve returns.
		srv, err := terminal.StartLocal(context.WithoutCancel(ctx))
		if err != nil {
			return err
		}
		defer srv.Close()
		token, endpoint = srv.Token(), srv.Endpoint()
		local = srv
	}

	site, err := listenBoard(cfg)
	if err != nil {
		return err
	}
	// The menu button opens the board: English for every chat, and each
	// private chat's in its person's language once the bot answers them.
	menuLabel := func(code string) string { return catalog.For(locale.Match(code)).MenuButton() }
	var menu *telegram.MenuButton
	switch {
	case cfg.Local():
	case cfg.WebAppURL != "":
		menu = &telegram.MenuButton{Text: menuLabel(""), URL: cfg.WebAppURL, Chats: cfg.AllowedChats, Label: menuLabel}
	default:
		// A board served before: its menu buttons go.
		menu = &telegram.MenuButton{Label: menuLabel}
	}

	// The HTTP client's timeout is above the long-polling timeout, so that a
	// long poll ends on Telegram's side, not ours.
	hc := &http.Client{Timeout: cfg.PollTimeout + 15*time.Second}
	client := telegram.NewClient(token, endpoint, hc)
	if !cfg.Local() {
		client.SetFileEndpoint(cfg.FileEndpoint)
	}
	me, err := getMe(ctx, client, log)
	if err != nil {
		return err
	}
	if err := claimStore(cfg, store, me.ID); err != nil {
		return err
	}
	chats, err := boltstore.Wrap(store.Bolt())
	if err != nil {
		return err
	}
	log.Info("starting", "bot", me.UserName, "local", cfg.Local(), "webhook", cfg.Webhook(), "workers", cfg.Workers)
	rt, err := telegram.New(client, telegram.Options{
		Store:           store,
		Workers:         cfg.Workers,
		ChatQueue:       cfg.ChatQueue,
		RateLimit:       cfg.RateLimit,
		SendRate:        cfg.SendRate,
		PollTimeout:     cfg.PollTimeout,
		ShutdownTimeout: cfg.ShutdownTimeout,
		Webhook:         telegram.Webhook{URL: cfg.WebhookURL, Secret: cfg.WebhookSecret, Addr: cfg.WebhookAddr, Also: site.onWebhook()},
		MenuButton:      menu,
		DeleteWebhook:   cfg.DeleteWebhook,
		Commands:        bot.Commands(),
		Metrics:         metrics,
		Logger:          log,
	})
	if err != nil {
		return err
	}
	b, err := bot.New(rt, r, bot.Options{
		Username:        me.UserName,
		StepLimit:       cfg.StepLimit,
		LogicTimeout:    cfg.LogicTimeout,
		MaxMessageBytes: cfg.MaxMessageBytes,
		AllowedChats:    cfg.AllowedChats,
		State:           chats,
		Logger:          log,
		WebAppURL:       site.url,
		FixKey:          board.FixKey(token),
	})
	if err != nil {
		return err
	}
	if err := site.start(ctx, cfg, token, b, log); err != nil {
		return err
	}
	if local != nil {
		lang := cfg.LanguageCode()
		t := &terminal.Chat{
			Local:    local,
			User:     terminal.User{ID: 1000, FirstName: "You", LanguageCode: lang},
			In:       stdin,
			Out:      stdout,
			Pictures: cfg.PicturesDir,
			Idle:     rt.WaitIdle,
			Open: func(u string) string {
				return localLink(u, board.User{ID: 1000, FirstName: "You", LanguageCode: lang}, token)
			},
		}
		fmt.Fprintln(stdout, catalog.For(locale.Match(lang)).LocalBoardLink(localLink(site.url, board.User{ID: 1000, FirstName: "You", LanguageCode: lang}, token)))
		chat = make(chan error, 1)
		go func() {
			chat <- t.Run(ctx)
			stopChat() // the input ended: stop the bot too
		}()
	}
	// The pools of ready puzzles refill in the background until the bot
	// stops.
	poolCtx, stopPools := context.WithCancel(ctx)
	pools := make(chan struct{})
	go func() { defer close(pools); b.RefillPools(poolCtx) }()
	pruned := make(chan struct{})
	go func() { defer close(pruned); b.PruneState(poolCtx, cfg.StateMaxAge, time.Hour) }()
	err = rt.Run(ctx, b)
	stopPools()
	<-pools
	<-pruned
	if err != nil {
		return err
	}
	if chat != nil {
		if err := <-chat; err != nil {
			return err
		}
	}
	return nil
}

// openStore opens the store in DATA_DIR, and returns it with what closes
// it. Local mode uses a temporary folder, removed on closing, unless
// DATA_DIR is set.
func openStore(cfg *config.Config, m *telegram.Metrics) (*telegram.Store, func(), error) {
	dir, remove := cfg.DataDir, false
	if cfg.TempDataDir {
		tmp, err := os.MkdirTemp("", "sudokubot-local-")
		if err != nil {
			return nil, nil, fmt.Errorf("local mode: a temporary DATA_DIR: %w", err)
		}
		dir, remove = tmp, true
	}
	store, err := telegram.OpenStore(dir, 2*time.Second, m)
	if err != nil {
		return nil, nil, err
	}
	closeStore := func() {
		store.Close()
		if remove {
			os.RemoveAll(dir)
		}
	}
	return store, closeStore, nil
}

// claimStore checks that the store in DATA_DIR is this bot's, or records
// that it is (telegram.Store.Claim), before anything reads or changes it.
// Local mode runs against a new emulator each time, so it then drops the
// updates queued for an earlier one: only ever in a store of the local
// emulator's bot, never in one holding a real bot's queue.
func claimStore(cfg *config.Config, store *telegram.Store, botID int64) error {
	if err := store.Claim(botID, cfg.Local()); err != nil {
		if cfg.Local() {
			return fmt.Errorf("DATA_DIR %s: %w; local mode never touches another bot's store: unset DATA_DIR (a temporary one is used) or give it a folder of its own", cfg.DataDir, err)
		}
		return fmt.Errorf("DATA_DIR %s: %w; give each bot a DATA_DIR of its own", cfg.DataDir, err)
	}
	if cfg.Local() {
		if err := store.ClearQueue(); err != nil {
			return err
		}
	}
	return nil
}

// getMe asks who the bot is, retrying while Telegram cannot be reached:
// the bot starts even if the network comes up after it.
func getMe(ctx context.Context, c *telegram.Client, log *slog.Logger) (me messenger.User, err error) {
	wait := time.Second
	for {
		u, err := c.Me(ctx)
		if err == nil {
			return u, nil
		}
		if ctx.Err() != nil {
			return me, fmt.Errorf("getMe: %w", ctx.Err())
		}
		if telegram.TokenRefused(err) {
			return me, fmt.Errorf("the token was refused by Telegram (getMe: %w): TELEGRAM_BOT_TOKEN is not this bot's current token (revoked, or mistyped); copy it again from @BotFather", err)
		}
		log.Warn("getMe failed; retrying", "err", err, "retry_in", wait)
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return me, ctx.Err()
		case <-t.C:
		}
		wait = min(2*wait, time.Minute)
	}
}

// healthz answers 200 "ok", or 503 with the reason while the store
// cannot be written.
func healthz(store *telegram.Store) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		if err := store.Health(); err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
			fmt.Fprintf(w, "unhealthy: %v\n", err)
			return
		}
		io.WriteString(w, "ok\n")
	})
}

// serveHTTP serves /healthz (503 while writes to the store fail) and
// /metrics until stopped.
func serveHTTP(ctx context.Context, addr string, m *telegram.Metrics, store *telegram.Store, log *slog.Logger) (stop func(), err error) {
	mux := http.NewServeMux()
	mux.Handle("GET /healthz", healthz(store))
	mux.Handle("GET /metrics", m.Handler())
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("listening on HTTP_ADDR: %w", err)
	}
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, BaseContext: func(net.Listener) context.Context { return ctx }}
	go func() {
		if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
			log.Error("HTTP listener stopped", "err", err)
		}
	}()
	log.Info("HTTP listener", "addr", ln.Addr().String())
	return func() {
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(sctx)
	}, nil
}
