package emulator

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// These tests drive the emulator with the library the bot uses, over real HTTP.

func TestGetMe(t *testing.T) {
	srv, bot := startBot(t, Config{})
	want := tgbotapi.User{ID: 123456789, IsBot: true, FirstName: "Sudoku Bot", UserName: "sudoku_test_bot", CanJoinGroups: true}
	if bot.Self != want {
		t.Errorf("bot.Self = %+v, want %+v", bot.Self, want)
	}
	// Method names are case-insensitive; the record uses the canonical name.
	if _, err := bot.MakeRequest("GETME", nil); err != nil {
		t.Errorf("MakeRequest(GETME): %v", err)
	}
	if got := len(srv.CallsTo("getMe")); got != 2 {
		t.Errorf("len(CallsTo(getMe)) = %d, want 2", got)
	}

	_, err := tgbotapi.NewBotAPIWithClient("42:wrong", srv.Endpoint(), http.DefaultClient)
	if e := apiError(t, err); e.Code != 401 || e.Message != "Unauthorized" {
		t.Errorf("wrong token: error = %d %q, want 401 %q", e.Code, e.Message, "Unauthorized")
	}
	_, err = bot.MakeRequest("solveSudoku", nil)
	if e := apiError(t, err); e.Code != 404 || e.Message != "Not Found" {
		t.Errorf("unknown method: error = %d %q, want 404 %q", e.Code, e.Message, "Not Found")
	}
}

func TestSendMessageWithKeyboards(t *testing.T) {
	srv, bot := startBot(t, Config{})
	start := openChat(t, srv, alice)

	inline := tgbotapi.NewMessage(alice.ID, "Solve it?")
	inline.ReplyToMessageID = start.Message.MessageID
	inline.ReplyMarkup = tgbotapi.NewInlineKeyboardMarkup(tgbotapi.NewInlineKeyboardRow(
		tgbotapi.NewInlineKeyboardButtonData("Yes", "solve:yes"),
		tgbotapi.NewInlineKeyboardButtonURL("Rules", "https://en.wikipedia.org/wiki/Sudoku")))
	m, err := bot.Send(inline)
	if err != nil {
		t.Fatalf("Send(inline keyboard): %v", err)
	}
	if m.ReplyMarkup == nil || len(m.ReplyMarkup.InlineKeyboard) != 1 || len(m.ReplyMarkup.InlineKeyboard[0]) != 2 {
		t.Fatalf("reply_markup = %+v, want one row of two buttons", m.ReplyMarkup)
	}
	if b := m.ReplyMarkup.InlineKeyboard[0][0]; b.CallbackData == nil || *b.CallbackData != "solve:yes" {
		t.Errorf("first button = %+v, want callback_data solve:yes", b)
	}
	if m.MessageID != 2 || m.From.UserName != "sudoku_test_bot" || m.Chat.ID != alice.ID || m.Text != "Solve it?" {
		t.Errorf("message = id %d from %q chat %d text %q, want id 2 from sudoku_test_bot chat %d text %q",
			m.MessageID, m.From.UserName, m.Chat.ID, m.Text, alice.ID, "Solve it?")
	}
	if m.ReplyToMessage == nil || m.ReplyToMessage.Text != "/start" {
		t.Errorf("reply_to_message = %+v, want the /start message", m.ReplyToMessage)
	}

	// The bot sends inline keyboards only; the emulator refuses the other markups.
	for name, markup := range map[string]any{
		"reply keyboard":   tgbotapi.NewOneTimeReplyKeyboard(tgbotapi.NewKeyboardButtonRow(tgbotapi.NewKeyboardButton("9×9"))),
		"keyboard removal": tgbotapi.NewRemoveKeyboard(false),
		"force reply":      tgbotapi.ForceReply{ForceReply: true},
	} {
		msg := tgbotapi.NewMessage(alice.ID, "Pick a size")
		msg.ReplyMarkup = markup
		_, err := bot.Send(msg)
		if e := apiError(t, err); e.Code != 400 || !strings.HasPrefix(e.Message, "Bad Request: the emulator does not emulate reply markup") {
			t.Errorf("%s: error %d %q, want a refusal", name, e.Code, e.Message)
		}
	}
}

// countingClient records whether requests had a known length (otherwise Go sends
// them chunked).
type countingClient struct {
	chunked atomic.Int32
}

func (c *countingClient) Do(req *http.Request) (*http.Response, error) {
	if req.ContentLength <= 0 && req.Body != nil && req.Body != http.NoBody { // length unknown
		c.chunked.Add(1)
	}
	return http.DefaultClient.Do(req)
}

func TestSendPhotoUpload(t *testing.T) {
	srv, _ := startBot(t, Config{})
	openChat(t, srv, alice)
	client := &countingClient{}
	bot, err := tgbotapi.NewBotAPIWithClient(srv.Token(), srv.Endpoint(), client)
	if err != nil {
		t.Fatalf("NewBotAPIWithClient: %v", err)
	}
	img := pngBytes(t, 900, 600)

	// has_spoiler is newer than the library: add it through the Params mechanism.
	params := tgbotapi.Params{"chat_id": "1001", "caption": "Solved!", "has_spoiler": "true"}
	resp, err := bot.UploadFiles("sendPhoto", params,
		[]tgbotapi.RequestFile{{Name: "photo", Data: tgbotapi.FileBytes{Name: "grid.png", Bytes: img}}})
	if err != nil {
		t.Fatalf("UploadFiles(sendPhoto): %v", err)
	}
	if n := client.chunked.Load(); n != 1 {
		t.Errorf("chunked requests = %d, want 1 (the upload)", n)
	}
	var m Message
	if err := json.Unmarshal(resp.Result, &m); err != nil {
		t.Fatalf("decode result: %v", err)
	}
	wantSizes := [][2]int{{90, 60}, {320, 213}, {800, 533}, {900, 600}}
	if len(m.Photo) != len(wantSizes) {
		t.Fatalf("photo sizes = %+v, want %v", m.Photo, wantSizes)
	}
	for i, ps := range m.Photo {
		if ps.Width != wantSizes[i][0] || ps.Height != wantSizes[i][1] || ps.FileID == "" || ps.FileUniqueID == "" {
			t.Errorf("photo[%d] = %+v, want %dx%d with ids", i, ps, wantSizes[i][0], wantSizes[i][1])
		}
	}
	if !m.HasMediaSpoiler || m.Caption != "Solved!" {
		t.Errorf("has_media_spoiler = %v, caption = %q; want true, %q", m.HasMediaSpoiler, m.Caption, "Solved!")
	}

	call := srv.CallsTo("sendPhoto")[0]
	if len(call.Files) != 1 || call.Files[0].Field != "photo" || call.Files[0].Name != "grid.png" ||
		!bytes.Equal(call.Files[0].Data, img) {
		t.Errorf("recorded files = %d files, first %q %q; want photo grid.png with the PNG", len(call.Files),
			call.Files[0].Field, call.Files[0].Name)
	}
	if call.Params["has_spoiler"] != "true" || call.Message == nil || !call.Message.HasMediaSpoiler {
		t.Errorf("recorded has_spoiler = %q, message %+v; want true", call.Params["has_spoiler"], call.Message)
	}

	// The bot uploads every photo; a file_id is refused rather than pretend.
	_, err = bot.Send(tgbotapi.NewPhoto(alice.ID, tgbotapi.FileID(m.Photo[len(m.Photo)-1].FileID)))
	if e := apiError(t, err); e.Code != 400 || !strings.Contains(e.Message, "file_id") {
		t.Errorf("photo by file_id: error %d %q, want a refusal", e.Code, e.Message)
	}

	// Not an image: the library's upload errors carry no Code, only the text.
	_, err = bot.Send(tgbotapi.NewPhoto(alice.ID, tgbotapi.FileBytes{Name: "grid.png", Bytes: []byte("not a png")}))
	if e := apiError(t, err); e.Message != "Bad Request: IMAGE_PROCESS_FAILED" || e.Code != 0 {
		t.Errorf("bad image: error = %d %q, want 0 %q", e.Code, e.Message, "Bad Request: IMAGE_PROCESS_FAILED")
	}
	if c := srv.CallsTo("sendPhoto"); c[len(c)-1].Status != 400 {
		t.Errorf("bad image: recorded status %d, want 400", c[len(c)-1].Status)
	}
}

func TestLongPollReturnsInjectedMessage(t *testing.T) {
	srv, bot := startBot(t, Config{})
	ctx := testContext(t)

	type result struct {
		updates []tgbotapi.Update
		err     error
	}
	done := make(chan result, 1)
	go func() {
		u, err := bot.GetUpdates(tgbotapi.UpdateConfig{Timeout: 30})
		done <- result{u, err}
	}()
	if err := srv.waitLongPoll(ctx); err != nil {
		t.Fatalf("WaitLongPoll: %v", err)
	}
	upd, err := srv.InjectText(li, "/solve@sudoku_test_bot 53..7....")
	if err != nil {
		t.Fatalf("InjectText: %v", err)
	}
	var r result
	select {
	case r = <-done:
	case <-ctx.Done():
		t.Fatal("getUpdates did not return after the update arrived")
	}
	if r.err != nil || len(r.updates) != 1 {
		t.Fatalf("GetUpdates = %d updates, %v; want 1, nil", len(r.updates), r.err)
	}
	got := r.updates[0]
	if got.UpdateID != upd.UpdateID || got.Message == nil || got.Message.From.LanguageCode != "zh-hans" {
		t.Fatalf("update = %+v, want id %d with a message from a zh-hans user", got, upd.UpdateID)
	}
	if cmd, args := got.Message.Command(), got.Message.CommandArguments(); cmd != "solve" || args != "53..7...." {
		t.Errorf("Command() = %q, CommandArguments() = %q; want solve, 53..7....", cmd, args)
	}
	if err := srv.waitDelivered(ctx, upd.UpdateID); err != nil {
		t.Errorf("WaitDelivered: %v", err)
	}
}

func TestGetUpdatesOffset(t *testing.T) {
	srv, bot := startBot(t, Config{})
	var ids []int
	for _, text := range []string{"one", "two", "three", "four"} {
		u, err := srv.InjectText(alice, text)
		if err != nil {
			t.Fatalf("InjectText(%q): %v", text, err)
		}
		ids = append(ids, u.UpdateID)
	}
	texts := func(us []tgbotapi.Update) string {
		var s []string
		for _, u := range us {
			s = append(s, u.Message.Text)
		}
		return strings.Join(s, ",")
	}
	steps := []struct {
		name        string
		config      tgbotapi.UpdateConfig
		want        string
		wantPending int
	}{
		{"no offset returns all", tgbotapi.UpdateConfig{}, "one,two,three,four", 4},
		{"unconfirmed updates come again", tgbotapi.UpdateConfig{Limit: 2}, "one,two", 4},
		{"offset confirms lower ids", tgbotapi.UpdateConfig{Offset: ids[1] + 1}, "three,four", 2},
		{"offset in the future is ignored", tgbotapi.UpdateConfig{Offset: ids[3] + 100}, "three,four", 2},
		{"negative offset keeps the last", tgbotapi.UpdateConfig{Offset: -1}, "four", 1},
		{"offset past the last confirms all", tgbotapi.UpdateConfig{Offset: ids[3] + 1}, "", 0},
	}
	for _, s := range steps {
		got, err := bot.GetUpdates(s.config)
		if err != nil {
			t.Fatalf("%s: GetUpdates(%+v): %v", s.name, s.config, err)
		}
		if texts(got) != s.want || srv.PendingUpdates() != s.wantPending {
			t.Errorf("%s: GetUpdates(%+v) = [%s] with %d pending, want [%s] with %d",
				s.name, s.config, texts(got), srv.PendingUpdates(), s.want, s.wantPending)
		}
	}
	if err := srv.WaitConfirmed(testContext(t), ids[0]); err != nil {
		t.Errorf("WaitConfirmed(%d): %v", ids[0], err)
	}
}

func TestLongPollEnds(t *testing.T) {
	t.Run("timeout", func(t *testing.T) {
		_, bot := startBot(t, Config{})
		// A timeout of one second cannot be avoided to see it pass.
		got, err := bot.GetUpdates(tgbotapi.UpdateConfig{Timeout: 1})
		if err != nil || len(got) != 0 {
			t.Errorf("GetUpdates(timeout 1) = %v, %v; want an empty list", got, err)
		}
	})
	t.Run("close", func(t *testing.T) {
		srv, bot := startBot(t, Config{})
		done := make(chan error, 1)
		go func() {
			got, err := bot.GetUpdates(tgbotapi.UpdateConfig{Timeout: 50})
			if err == nil && len(got) != 0 {
				err = errors.New("got updates")
			}
			done <- err
		}()
		if err := srv.waitLongPoll(testContext(t)); err != nil {
			t.Fatalf("WaitLongPoll: %v", err)
		}
		if err := srv.Close(); err != nil {
			t.Fatalf("Close: %v", err)
		}
		if err := <-done; err != nil {
			t.Errorf("long poll after Close: %v, want an empty list", err)
		}
	})
	t.Run("client gone", func(t *testing.T) {
		srv, _ := startBot(t, Config{})
		bot, err := tgbotapi.NewBotAPIWithClient(srv.Token(), srv.Endpoint(), &http.Client{Timeout: 200 * time.Millisecond})
		if err != nil {
			t.Fatalf("NewBotAPIWithClient: %v", err)
		}
		if _, err := bot.GetUpdates(tgbotapi.UpdateConfig{Timeout: 50}); err == nil {
			t.Fatal("GetUpdates with a client timeout: no error")
		}
		c, err := srv.WaitFor(testContext(t), func(c Call) bool { return c.Method == "getUpdates" })
		if err != nil || c.Status != 0 {
			t.Errorf("recorded getUpdates = status %d, %v; want status 0 (no answer)", c.Status, err)
		}
	})
}

func TestConflict(t *testing.T) {
	srv, first := startBot(t, Config{})
	ctx := testContext(t)
	second, err := tgbotapi.NewBotAPIWithClient(srv.Token(), srv.Endpoint(), http.DefaultClient)
	if err != nil {
		t.Fatalf("second bot: %v", err)
	}
	firstErr := make(chan error, 1)
	go func() {
		_, err := first.GetUpdates(tgbotapi.UpdateConfig{Timeout: 50})
		firstErr <- err
	}()
	if err := srv.waitLongPoll(ctx); err != nil {
		t.Fatalf("WaitLongPoll: %v", err)
	}
	secondUpdates := make(chan []tgbotapi.Update, 1)
	go func() {
		u, err := second.GetUpdates(tgbotapi.UpdateConfig{Timeout: 50})
		if err != nil {
			t.Errorf("second GetUpdates: %v", err)
		}
		secondUpdates <- u
	}()
	e := apiError(t, <-firstErr)
	want := "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running"
	if e.Code != 409 || e.Message != want {
		t.Errorf("first poll: error %d %q, want 409 %q", e.Code, e.Message, want)
	}
	// The second poll took over; it gets the next update.
	if err := srv.waitLongPoll(ctx); err != nil {
		t.Fatalf("WaitLongPoll: %v", err)
	}
	if _, err := srv.InjectText(alice, "hi"); err != nil {
		t.Fatalf("InjectText: %v", err)
	}
	if got := <-secondUpdates; len(got) != 1 || got[0].Message.Text != "hi" {
		t.Errorf("second poll got %+v, want the message hi", got)
	}
}

func TestCallbackQueryFlow(t *testing.T) {
	srv, bot := startBot(t, Config{})
	ctx := testContext(t)
	openChat(t, srv, alice)
	msg := tgbotapi.NewMessage(alice.ID, "Cell r1c2?")
	msg.ReplyMarkup = tgbotapi.NewInlineKeyboardMarkup(tgbotapi.NewInlineKeyboardRow(
		tgbotapi.NewInlineKeyboardButtonData("5", "cell:1:2:5")))
	sent, err := bot.Send(msg)
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	if _, err := srv.PressButton(alice, alice.ID, sent.MessageID, "cell:9:9:9"); !errors.Is(err, ErrNoButton) {
		t.Errorf("PressButton(missing data) error = %v, want ErrNoButton", err)
	}
	press, err := srv.PressButton(alice, alice.ID, sent.MessageID, "cell:1:2:5")
	if err != nil {
		t.Fatalf("PressButton: %v", err)
	}
	updates, err := bot.GetUpdates(tgbotapi.UpdateConfig{Offset: press.UpdateID})
	if err != nil || len(updates) != 1 || updates[0].CallbackQuery == nil {
		t.Fatalf("GetUpdates = %+v, %v; want the callback query", updates, err)
	}
	cq := updates[0].CallbackQuery
	if cq.Data != "cell:1:2:5" || cq.From.ID != alice.ID || cq.Message == nil || cq.Message.MessageID != sent.MessageID ||
		cq.Message.Text != "Cell r1c2?" || cq.ChatInstance == "" {
		t.Errorf("callback query = %+v, want data cell:1:2:5 from alice on message %d", cq, sent.MessageID)
	}
	if _, err := bot.Request(tgbotapi.NewCallback(cq.ID, "Placed 5")); err != nil {
		t.Fatalf("answerCallbackQuery: %v", err)
	}
	reply, err := srv.WaitReply(ctx, press.UpdateID)
	if err != nil || reply.Method != "answerCallbackQuery" || reply.Params["text"] != "Placed 5" {
		t.Errorf("WaitReply = %s %v, %v; want answerCallbackQuery with text Placed 5", reply.Method, reply.Params, err)
	}
	_, err = bot.Request(tgbotapi.NewCallback(cq.ID, "again"))
	want := "Bad Request: query is too old and response timeout expired or query ID is invalid"
	if e := apiError(t, err); e.Code != 400 || e.Message != want {
		t.Errorf("second answer: error %d %q, want 400 %q", e.Code, e.Message, want)
	}
}

func TestEditMessageMediaUpload(t *testing.T) {
	srv, bot := startBot(t, Config{})
	openChat(t, srv, alice)
	sent, err := bot.Send(tgbotapi.NewPhoto(alice.ID, tgbotapi.FileBytes{Name: "a.png", Bytes: pngBytes(t, 60, 60)}))
	if err != nil {
		t.Fatalf("sendPhoto: %v", err)
	}
	newImg := pngBytes(t, 120, 80)
	media := tgbotapi.NewInputMediaPhoto(tgbotapi.FileBytes{Name: "b.png", Bytes: newImg})
	media.Caption = "Step 2"
	edit := tgbotapi.EditMessageMediaConfig{
		BaseEdit: tgbotapi.BaseEdit{ChatID: alice.ID, MessageID: sent.MessageID},
		Media:    media,
	}
	resp, err := bot.Request(edit)
	if err != nil {
		t.Fatalf("editMessageMedia: %v", err)
	}
	var m Message
	if err := json.Unmarshal(resp.Result, &m); err != nil {
		t.Fatalf("decode: %v", err)
	}
	if largest := m.Photo[len(m.Photo)-1]; largest.Width != 120 || largest.Height != 80 || m.Caption != "Step 2" {
		t.Errorf("edited photo = %dx%d caption %q, want 120x80 caption Step 2", largest.Width, largest.Height, m.Caption)
	}
	if stored, _ := srv.message(alice.ID, sent.MessageID); stored.Photo[len(stored.Photo)-1].Width != 120 || stored.Caption != "Step 2" {
		t.Errorf("stored message %+v, want the new photo and caption", stored)
	}
	call := srv.CallsTo("editMessageMedia")[0]
	if len(call.Files) != 1 || call.Files[0].Field != "file-0" || !bytes.Equal(call.Files[0].Data, newImg) ||
		!strings.Contains(call.Params["media"], "attach://file-0") {
		t.Errorf("recorded editMessageMedia: files %+v, media %s; want the new PNG as file-0", call.Files, call.Params["media"])
	}
}

func TestCommandsPerLanguage(t *testing.T) {
	srv, bot := startBot(t, Config{})
	english := []tgbotapi.BotCommand{{Command: "solve", Description: "Solve a puzzle"}, {Command: "help", Description: "Help"}}
	chinese := []tgbotapi.BotCommand{{Command: "solve", Description: "解数独"}}
	for _, c := range []tgbotapi.SetMyCommandsConfig{
		tgbotapi.NewSetMyCommands(english...),
		tgbotapi.NewSetMyCommandsWithScopeAndLanguage(tgbotapi.NewBotCommandScopeDefault(), "zh", chinese...),
	} {
		if _, err := bot.Request(c); err != nil {
			t.Fatalf("setMyCommands(%s): %v", c.LanguageCode, err)
		}
	}
	// The menu each person sees: their language's, or the one for all languages.
	cases := []struct {
		scope BotCommandScope
		lang  string
		want  []tgbotapi.BotCommand
	}{
		{BotCommandScope{}, "", english},
		{BotCommandScope{Type: "default"}, "zh", chinese},
		{BotCommandScope{Type: "default"}, "en", nil},
		{BotCommandScope{Type: "all_private_chats"}, "", nil},
	}
	for _, tc := range cases {
		got := srv.Commands(tc.scope, tc.lang)
		if len(got) != len(tc.want) || len(got) > 0 && (got[0].Command != tc.want[0].Command || got[0].Description != tc.want[0].Description) {
			t.Errorf("Commands(%v, %q) = %+v, want %+v", tc.scope, tc.lang, got, tc.want)
		}
	}
	for _, bad := range []struct {
		cmd   tgbotapi.BotCommand
		scope *tgbotapi.BotCommandScope
		lang  string
		want  string
	}{
		{tgbotapi.BotCommand{Command: "Solve", Description: "x"}, nil, "", "Bad Request: BOT_COMMAND_INVALID"},
		{tgbotapi.BotCommand{Command: "solve", Description: " "}, nil, "", "Bad Request: command description must be non-empty"},
		{tgbotapi.BotCommand{Command: "solve", Description: "x"}, nil, "zh-hans", "Bad Request: invalid language code specified"},
		{tgbotapi.BotCommand{Command: "solve", Description: "x"}, &tgbotapi.BotCommandScope{Type: "all_private_chats"}, "",
			"Bad Request: the emulator does not emulate the command scope all_private_chats; the bot sets the default scope"},
		{tgbotapi.BotCommand{Command: "solve", Description: "x"}, &tgbotapi.BotCommandScope{Type: "everyone"}, "",
			"Bad Request: can't parse BotCommandScope: Unsupported type specified"},
	} {
		c := tgbotapi.NewSetMyCommands(bad.cmd)
		c.Scope, c.LanguageCode = bad.scope, bad.lang
		_, err := bot.Request(c)
		if e := apiError(t, err); e.Code != 400 || e.Message != bad.want {
			t.Errorf("setMyCommands(%+v, %v, %q): %d %q, want 400 %q", bad.cmd, bad.scope, bad.lang, e.Code, e.Message, bad.want)
		}
	}
}

func TestValidationErrors(t *testing.T) {
	srv, bot := startBot(t, Config{})
	openChat(t, srv, alice)
	withMode := func(text, mode string) tgbotapi.MessageConfig {
		m := tgbotapi.NewMessage(alice.ID, text)
		m.ParseMode = mode
		return m
	}
	withButton := func(data string) tgbotapi.MessageConfig {
		m := tgbotapi.NewMessage(alice.ID, "pick")
		m.ReplyMarkup = tgbotapi.NewInlineKeyboardMarkup(tgbotapi.NewInlineKeyboardRow(
			tgbotapi.NewInlineKeyboardButtonData("b", data)))
		return m
	}
	replyTo := tgbotapi.NewMessage(alice.ID, "re")
	replyTo.ReplyToMessageID = 999
	longCaption := tgbotapi.NewPhoto(alice.ID, tgbotapi.FileBytes{Name: "p.png", Bytes: pngBytes(t, 10, 10)})
	longCaption.Caption = strings.Repeat("9", maxCaptionLength+1)
	withEntities := tgbotapi.NewMessage(alice.ID, "bold")
	withEntities.Entities = []tgbotapi.MessageEntity{{Type: "bold", Offset: 0, Length: 4}}

	cases := []struct {
		name string
		c    tgbotapi.Chattable
		want string // "" for success
	}{
		{"unknown chat", tgbotapi.NewMessage(999, "hi"), "Bad Request: chat not found"},
		{"empty text", tgbotapi.NewMessage(alice.ID, ""), "Bad Request: message text is empty"},
		{"only spaces", tgbotapi.NewMessage(alice.ID, " \n "), "Bad Request: message text is empty"},
		{"4096 characters", tgbotapi.NewMessage(alice.ID, strings.Repeat("1", 4096)), ""},
		{"4097 characters", tgbotapi.NewMessage(alice.ID, strings.Repeat("1", 4097)), "Bad Request: message is too long"},
		{"2048 emoji are 4096 UTF-16 units", tgbotapi.NewMessage(alice.ID, strings.Repeat("😀", 2048)), ""},
		{"2049 emoji", tgbotapi.NewMessage(alice.ID, strings.Repeat("😀", 2049)), "Bad Request: message is too long"},
		{"markup does not count", withMode("<b>"+strings.Repeat("1", 4096)+"</b>", "HTML"), ""},
		{"HTML unclosed tag", withMode("<b>bold", "HTML"),
			`Bad Request: can't parse entities: Can't find end tag corresponding to start tag "b"`},
		{"HTML unknown tag", withMode("<grid>1</grid>", "HTML"),
			`Bad Request: can't parse entities: Unsupported start tag "grid" at byte offset 0`},
		{"HTML mismatched", withMode("<b>1</i>", "HTML"),
			`Bad Request: can't parse entities: Unmatched end tag at byte offset 4, expected "</b>", found "</i>"`},
		{"MarkdownV2, which the bot never sends", withMode("*bold*", "MarkdownV2"), "Bad Request: the emulator parses parse_mode HTML only, not MarkdownV2"},
		{"unknown parse mode", withMode("x", "Markdown3"), "Bad Request: unsupported parse_mode"},
		{"callback data of 64 bytes", withButton(strings.Repeat("d", 64)), ""},
		{"callback data of 65 bytes", withButton(strings.Repeat("d", 65)), "Bad Request: BUTTON_DATA_INVALID"},
		{"empty callback data", withButton(""),
			"Bad Request: can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard"},
		{"reply to a missing message", replyTo, "Bad Request: message to be replied not found"},
		{"explicit entities, which the bot never sends", withEntities,
			"Bad Request: the emulator does not emulate explicit entities; send parse_mode HTML"},
		{"unknown chat action", tgbotapi.NewChatAction(alice.ID, "dancing"), "Bad Request: wrong parameter action in request"},
		{"chat action", tgbotapi.NewChatAction(alice.ID, tgbotapi.ChatTyping), ""},
	}
	for _, tc := range cases {
		_, err := bot.Request(tc.c)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%s: error %v, want success", tc.name, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("%s: success, want %q", tc.name, tc.want)
			continue
		}
		if e := apiError(t, err); e.Code != 400 || e.Message != tc.want {
			t.Errorf("%s: error %d %q,\nwant 400 %q", tc.name, e.Code, e.Message, tc.want)
		}
	}
	// The library's upload errors carry no Code, only the text.
	_, err := bot.Send(longCaption)
	if e := apiError(t, err); e.Message != "Bad Request: message caption is too long" {
		t.Errorf("caption too long: error %q", e.Message)
	}
}

// TestRateLimit shows what the library makes of a 429: for form requests
// (sendMessage) the Error has Code 429 and RetryAfter; for uploads (sendPhoto with
// FileBytes) the library leaves Code at 0 but still sets RetryAfter.
func TestRateLimit(t *testing.T) {
	srv, bot := startBot(t, Config{})
	openChat(t, srv, alice)
	img := pngBytes(t, 20, 20)
	cases := []struct {
		method   string
		send     tgbotapi.Chattable
		wantCode int
	}{
		{"sendMessage", tgbotapi.NewMessage(alice.ID, "hi"), 429},
		{"sendPhoto", tgbotapi.NewPhoto(alice.ID, tgbotapi.FileBytes{Name: "p.png", Bytes: img}), 0},
	}
	for _, tc := range cases {
		rule := srv.AddFault(Fault{Method: tc.method, Times: 1, Status: 429, RetryAfter: 7})
		_, err := bot.Send(tc.send)
		e := apiError(t, err)
		if e.Code != tc.wantCode || e.RetryAfter != 7 || e.Message != "Too Many Requests: retry after 7" {
			t.Errorf("%s: error = Code %d RetryAfter %d %q, want Code %d RetryAfter 7 %q",
				tc.method, e.Code, e.RetryAfter, e.Message, tc.wantCode, "Too Many Requests: retry after 7")
		}
		if _, err := bot.Send(tc.send); err != nil {
			t.Errorf("%s: after the fault: %v", tc.method, err)
		}
		if rule.Hits() != 1 {
			t.Errorf("%s: rule hits = %d, want 1", tc.method, rule.Hits())
		}
		calls := srv.CallsTo(tc.method)
		if first := calls[len(calls)-2]; first.Status != 429 || first.Fault == nil || first.Err.RetryAfter != 7 {
			t.Errorf("%s: recorded faulted call = status %d fault %v err %+v", tc.method, first.Status, first.Fault, first.Err)
		}
	}
}

func TestFaults(t *testing.T) {
	srv, bot := startBot(t, Config{})
	openChat(t, srv, alice)

	t.Run("server errors then success", func(t *testing.T) {
		rule := srv.AddFault(Fault{Method: "sendmessage", Times: 2, Status: 502})
		for i := range 2 {
			_, err := bot.Send(tgbotapi.NewMessage(alice.ID, "x"))
			if e := apiError(t, err); e.Code != 502 || e.Message != "Bad Gateway" {
				t.Errorf("attempt %d: error %d %q, want 502 Bad Gateway", i, e.Code, e.Message)
			}
		}
		if _, err := bot.Send(tgbotapi.NewMessage(alice.ID, "x")); err != nil {
			t.Errorf("third attempt: %v", err)
		}
		if rule.Hits() != 2 {
			t.Errorf("hits = %d, want 2", rule.Hits())
		}
	})

	t.Run("match", func(t *testing.T) {
		srv.AddFault(Fault{Status: 500, Times: 1, Match: func(r Request) bool { return r.Params["text"] == "boom" }})
		if _, err := bot.Send(tgbotapi.NewMessage(alice.ID, "fine")); err != nil {
			t.Errorf("unmatched request: %v", err)
		}
		_, err := bot.Send(tgbotapi.NewMessage(alice.ID, "boom"))
		if e := apiError(t, err); e.Code != 500 || e.Message != "Internal Server Error" {
			t.Errorf("matched request: error %d %q, want 500 Internal Server Error", e.Code, e.Message)
		}
	})

	t.Run("hang until the client gives up", func(t *testing.T) {
		srv.AddFault(Fault{Method: "sendMessage", Times: 1, Action: Hang})
		impatient, err := tgbotapi.NewBotAPIWithClient(srv.Token(), srv.Endpoint(), &http.Client{Timeout: 100 * time.Millisecond})
		if err != nil {
			t.Fatalf("NewBotAPIWithClient: %v", err)
		}
		_, err = impatient.Send(tgbotapi.NewMessage(alice.ID, "x"))
		var timeout interface{ Timeout() bool }
		if !errors.As(err, &timeout) || !timeout.Timeout() {
			t.Errorf("error = %v, want a client timeout", err)
		}
		c, err := srv.WaitFor(testContext(t), func(c Call) bool { return c.Fault != nil && c.Fault.Action == Hang })
		if err != nil || c.Status != 0 {
			t.Errorf("recorded hang = status %d, %v; want status 0", c.Status, err)
		}
	})

	t.Run("dropped connection", func(t *testing.T) {
		srv.AddFault(Fault{Method: "sendMessage", Times: 1, Action: Drop})
		_, err := bot.Send(tgbotapi.NewMessage(alice.ID, "x"))
		var e *tgbotapi.Error
		if err == nil || errors.As(err, &e) {
			t.Errorf("error = %v, want a transport error", err)
		}
	})

	t.Run("delay", func(t *testing.T) {
		srv.AddFault(Fault{Method: "sendMessage", Times: 1, Delay: 20 * time.Millisecond})
		if _, err := bot.Send(tgbotapi.NewMessage(alice.ID, "late")); err != nil {
			t.Fatalf("delayed request: %v", err)
		}
		calls := srv.CallsTo("sendMessage")
		if c := calls[len(calls)-1]; c.Duration < 20*time.Millisecond || !c.OK() {
			t.Errorf("delayed call: duration %v ok %v, want ≥ 20ms and ok", c.Duration, c.OK())
		}
	})
}

func TestCloseUnblocksHang(t *testing.T) {
	srv, bot := startBot(t, Config{})
	openChat(t, srv, alice)
	srv.AddFault(Fault{Action: Hang})
	done := make(chan error, 1)
	go func() {
		_, err := bot.Send(tgbotapi.NewMessage(alice.ID, "x"))
		done <- err
	}()
	// The hanging call is recorded only when it ends, so wait for its arrival by
	// watching the number of requests in flight.
	if err := srv.waitUntil(testContext(t), func() bool { return srv.inflight == 1 }); err != nil {
		t.Fatalf("waiting for the request: %v", err)
	}
	if err := srv.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if err := <-done; err == nil {
		t.Error("hanging request succeeded after Close, want a transport error")
	}
}
