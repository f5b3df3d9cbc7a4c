package emulator

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"net/http"
	"testing"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

var (
	alice = User{ID: 1001, FirstName: "Alice", Username: "alice", LanguageCode: "en"}
	li    = User{ID: 1002, FirstName: "李", LastName: "雷", LanguageCode: "zh-hans"}
	group = Chat{ID: -1001234567890, Type: ChatSupergroup, Title: "Sudoku fans"}
)

// testTimeout bounds every wait of a test; nothing waits this long unless broken.
const testTimeout = 10 * time.Second

func testContext(t *testing.T) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), testTimeout)
	t.Cleanup(cancel)
	return ctx
}

// startBot starts an emulator and connects the real library to it over HTTP.
func startBot(t *testing.T, cfg Config) (*Server, *tgbotapi.BotAPI) {
	t.Helper()
	srv, err := Start(t.Context(), cfg)
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	t.Cleanup(func() {
		if err := srv.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	bot, err := tgbotapi.NewBotAPIWithClient(srv.Token(), srv.Endpoint(), &http.Client{Timeout: testTimeout})
	if err != nil {
		t.Fatalf("NewBotAPIWithClient: %v", err)
	}
	return srv, bot
}

// openChat makes a user write to the bot so that their private chat exists, and
// returns the update.
func openChat(t *testing.T, srv *Server, u User) Update {
	t.Helper()
	upd, err := srv.InjectText(u, "/start")
	if err != nil {
		t.Fatalf("InjectText(%q): %v", "/start", err)
	}
	return upd
}

// pngBytes returns a w×h PNG.
func pngBytes(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		row := img.Pix[y*img.Stride : y*img.Stride+4*w]
		for x := range w {
			copy(row[4*x:], []byte{uint8(x), uint8(y), 200, 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatalf("png.Encode: %v", err)
	}
	return buf.Bytes()
}

// apiError returns the library's error in err, failing the test if there is none.
func apiError(t *testing.T, err error) *tgbotapi.Error {
	t.Helper()
	var e *tgbotapi.Error
	if !errors.As(err, &e) {
		t.Fatalf("error = %v (%T), want a *tgbotapi.Error", err, err)
	}
	return e
}
