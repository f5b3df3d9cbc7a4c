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

	"net/http"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/term"

	"sudokubot/bot"
	"sudokubot/bot/board"

	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/bot/telegram"
	"sudokubot/bot/terminal"
	"sudokubot/cmd/internal/memlimit"
	"sudokubot/config"
	"sudokubot/render"
	"sudokubot/solver/locale"
	"sudokubot/solver/photo"
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

// serve wires the bot and runs it until ctx ends; it returns when every
// worker and every HTTP server has stopped.
func serve(ctx context.Context, cfg *config.Config, log *slog.Logger, stdin io.Reader, stdout io.Writer) error {
	r, err := render.New(render.Options{})
	if err != nil {
		return fmt.Errorf("preparing the renderer: %w", err)
	}
	metrics := telegram.NewMetrics()
	st, err := openStore(ctx, cfg, metrics)
	if err != nil {
		return err
	}
	defer st.close()
	site, err := listenBoard(cfg)
	if err != nil {
		return err
	}
	w, err := listenWeb(cfg, site.ln)
	if err != nil {
		return err
	}
	// Until the runtime runs, the health is the store's; then the
	// runtime's, which knows whether updates can be queued.
	var runtime atomic.Pointer[telegram.Runtime]
	health := func() error {
		if rt := runtime.Load(); rt != nil {
			return rt.Health()
		}
		return st.writable(context.Background())
	}
	w.handleHealth(health, st.writable, metrics.Handler())
	w.serve(log)
	defer w.stop()

	// Local mode: the emulator outlives the bot, which confirms its last
	// updates on the way out; it closes when serve returns.
	var local *terminal.Local
	stopChat := func() {}
	if cfg.Local() {
		ctx, stopChat = context.WithCancel(ctx)
		defer stopChat()
		if local, err = terminal.StartLocal(context.WithoutCancel(ctx)); err != nil {
			return err
		}
		defer local.Close()
	}
	client, token := newClient(cfg, local)
	me, err := getMe(ctx, client, log)
	if err != nil {
		return err
	}
	// Nothing reads or changes the store until it is known to be this
	// bot's.
	if err := claimStore(ctx, cfg, st, me.ID); err != nil {
		return err
	}
	log.Info("starting", "bot", me.UserName, "local", cfg.Local(), "webhook", cfg.Webhook(), "workers", cfg.Workers, "store", st.where)
	rt, err := newRuntime(cfg, client, st, metrics, log)
	if err != nil {
		return err
	}
	runtime.Store(rt)
	// One memory budget for the pictures the workers decode at once.
	photos, err := photo.NewBudget(bot.DefaultPhotoBudget)
	if err != nil {
		return err
	}
	log.Info("memory", "photo budget", photos.Size(), "soft limit", memlimit.Set(photos.Size()))
	b, err := bot.New(rt, r, bot.Options{
		Username:        me.UserName,
		StepLimit:       cfg.StepLimit,
		LogicTimeout:    cfg.LogicTimeout,
		MaxMessageBytes: cfg.MaxMessageBytes,
		AllowedChats:    cfg.AllowedChats,
		State:           st.state,
		Logger:          log,
		WebAppURL:       site.url,
		FixKey:          board.FixKey(token),
		PhotoBudget:     photos,
	})
	if err != nil {
		return err
	}
	if err := route(w, cfg, site, token, rt, b, log); err != nil {
		return err
	}
	var chat chan error
	if local != nil {
		chat = make(chan error, 1)
		go func() {
			chat <- newLocalChat(cfg, local, site, token, rt, stdin, stdout).Run(ctx)
			stopChat() // the input ended: stop the bot too
		}()
	}
	stopBackground := background(ctx, cfg, b)
	err = rt.Run(ctx, b)
	stopBackground()
	if err != nil {
		return err
	}
	if chat != nil {
		return <-chat
	}
	return nil
}

// route serves the board and the webhook on the process's web.
func route(w *web, cfg *config.Config, site *boardSite, token string, rt *telegram.Runtime, b *bot.Bot, log *slog.Logger) error {
	h, err := site.handler(cfg, token, b, log)
	if err != nil {
		return err
	}
	if h != nil {
		w.mux.Handle(site.base, h)
		log.Info("serving the board", "url", site.url)
	}
	if cfg.Webhook() {
		return w.handleWebhook(cfg.WebhookURL, rt.WebhookHandler())
	}
	return nil
}

// background refills the pools of ready puzzles, prunes the chats' old
// state and sends the reminders due until ctx ends or stop is called;
// stop returns once all ended.
func background(ctx context.Context, cfg *config.Config, b *bot.Bot) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Go(func() { b.RefillPools(ctx) })
	wg.Go(func() { b.PruneState(ctx, cfg.StateMaxAge, time.Hour) })
	wg.Go(func() { b.SendReminders(ctx, time.Minute) })
	return func() {
		cancel()
		wg.Wait()
	}
}

// newClient returns the client of Telegram's Bot API (local mode's
// emulator's) and the token it uses.
func newClient(cfg *config.Config, local *terminal.Local) (*telegram.Client, string) {
	// The HTTP client's timeout is above the long-polling timeout, so that
	// a long poll ends on Telegram's side, not ours.
	hc := &http.Client{Timeout: cfg.PollTimeout + 15*time.Second}
	if local != nil {
		return telegram.NewClient(local.Token(), local.Endpoint(), hc), local.Token()
	}
	client := telegram.NewClient(cfg.Token, cfg.Endpoint, hc)
	client.SetFileEndpoint(cfg.FileEndpoint)
	return client, cfg.Token
}

// newRuntime returns the runtime: the queue and its limits from the
// configuration; with a shared store, the poller's lease and the shared
// sending pace.
func newRuntime(cfg *config.Config, client *telegram.Client, st *store, metrics *telegram.Metrics, log *slog.Logger) (*telegram.Runtime, error) {
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
	opts := telegram.Options{
		Queue:           st.queue,
		Menus:           st.menus,
		PollLease:       st.lease,
		Workers:         cfg.Workers,
		ChatQueue:       cfg.ChatQueue,
		RateLimit:       cfg.RateLimit,
		SendRate:        cfg.SendRate,
		PollTimeout:     cfg.PollTimeout,
		ShutdownTimeout: cfg.ShutdownTimeout,
		Webhook:         telegram.Webhook{URL: cfg.WebhookURL, Secret: cfg.WebhookSecret},
		MenuButton:      menu,
		DeleteWebhook:   cfg.DeleteWebhook,
		Commands:        bot.Commands(),
		Metrics:         metrics,
		Logger:          log,
	}
	if st.pace != nil && cfg.RateLimit {
		pace, err := st.pace(cfg.SendRate)
		if err != nil {
			return nil, err
		}
		opts.SharedPace = pace
	}
	return telegram.New(client, opts)
}

// newLocalChat returns local mode's chat in the terminal, after printing
// the board's link.
func newLocalChat(cfg *config.Config, local *terminal.Local, site *boardSite, token string, rt *telegram.Runtime, stdin io.Reader, stdout io.Writer) *terminal.Chat {
	lang := cfg.LanguageCode()
	user := board.User{ID: 1000, FirstName: "You", LanguageCode: lang}
	say := catalog.For(locale.Match(lang))
	fmt.Fprintln(stdout, say.LocalBoardLink(localLink(site.url, user, token)))
	if site.taken != "" {
		fmt.Fprintln(stdout, say.LocalBoardPortTaken(site.taken))
	}
	return &terminal.Chat{
		Local:    local,
		User:     terminal.User{ID: user.ID, FirstName: user.FirstName, LanguageCode: lang},
		In:       stdin,
		Out:      stdout,
		Pictures: cfg.PicturesDir,
		Forgets:  cfg.TempDataDir,
		Idle:     rt.WaitIdle,
		Open:     func(u string) string { return localLink(u, user, token) },
	}
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
