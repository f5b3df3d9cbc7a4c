package emulator_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net/http"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"sudokubot/bot/internal/emulator"
)

// A test starts the emulator, points the bot's library at it, injects a user's
// message and waits for the bot's reply.
func Example() {
	ctx := context.Background()
	srv, err := emulator.Start(ctx, emulator.Config{})
	if err != nil {
		log.Fatal(err)
	}
	defer srv.Close()
	bot, err := tgbotapi.NewBotAPIWithClient(srv.Token(), srv.Endpoint(), http.DefaultClient)
	if err != nil {
		log.Fatal(err)
	}

	// The bot under test, reduced to answering one update.
	go func() {
		updates, err := bot.GetUpdates(tgbotapi.UpdateConfig{Timeout: 30})
		if err != nil {
			return
		}
		for _, u := range updates {
			reply := tgbotapi.NewMessage(u.Message.Chat.ID, "Send me a puzzle, <b>"+u.Message.From.FirstName+"</b>")
			reply.ParseMode = tgbotapi.ModeHTML
			_, _ = bot.Send(reply)
		}
	}()

	alice := emulator.User{ID: 42, FirstName: "Alice", LanguageCode: "en"}
	upd, err := srv.InjectText(alice, "/start")
	if err != nil {
		log.Fatal(err)
	}
	reply, err := srv.WaitReply(ctx, upd.UpdateID)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(reply.Method, reply.Message.Text, reply.Message.Entities[0].Type)
	// Output: sendMessage Send me a puzzle, Alice bold
}

// Faults make Telegram misbehave for the next calls; here a flood limit.
func ExampleEmulator_AddFault() {
	srv, err := emulator.Start(context.Background(), emulator.Config{})
	if err != nil {
		log.Fatal(err)
	}
	defer srv.Close()
	bot, err := tgbotapi.NewBotAPIWithClient(srv.Token(), srv.Endpoint(), http.DefaultClient)
	if err != nil {
		log.Fatal(err)
	}
	alice := emulator.User{ID: 42, FirstName: "Alice"}
	// A bot writes to a person who wrote to it first.
	if _, err := srv.InjectText(alice, "/start"); err != nil {
		log.Fatal(err)
	}

	srv.AddFault(emulator.Fault{Method: "sendMessage", Times: 1, Status: 429, RetryAfter: 5})
	_, err = bot.Send(tgbotapi.NewMessage(alice.ID, "solution"))
	var apiErr *tgbotapi.Error
	if errors.As(err, &apiErr) {
		fmt.Println(apiErr.Code, apiErr.RetryAfter, apiErr.Message)
	}
	_, err = bot.Send(tgbotapi.NewMessage(alice.ID, "solution"))
	fmt.Println(err)
	// Output:
	// 429 5 Too Many Requests: retry after 5
	// <nil>
}
