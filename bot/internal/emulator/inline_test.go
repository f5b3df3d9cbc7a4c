package emulator

import (
	"strings"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// TestInlineMode drives inline mode through the real library over HTTP:
// a query delivered, answered (a photo and an article; refusals of a
// web_app button, a duplicate id and a second answer), a result chosen in
// a group (posted via the bot, the chosen_inline_result queued), and the
// posted message edited by its inline_message_id.
func TestInlineMode(t *testing.T) {
	srv, bot := startBot(t, Config{})
	u, err := srv.InjectInlineQuery(alice, "hard", "group")
	if err != nil {
		t.Fatal(err)
	}
	updates, err := bot.GetUpdates(tgbotapi.UpdateConfig{Offset: 0, Timeout: 1})
	if err != nil || len(updates) != 1 || updates[0].InlineQuery == nil || updates[0].InlineQuery.Query != "hard" || updates[0].InlineQuery.From.ID != alice.ID {
		t.Fatalf("GetUpdates: %+v, %v", updates, err)
	}
	id := u.InlineQuery.ID
	kb := `{"inline_keyboard":[[{"text":"Play","url":"https://t.me/sudoku_test_bot?startapp=S1"}]]}`
	photo := `{"type":"photo","id":"p:S1","photo_url":"https://example.com/p.jpg","thumbnail_url":"https://example.com/t.jpg","photo_width":512,"photo_height":512,"caption":"<b>Hard</b> S1","parse_mode":"HTML","reply_markup":` + kb + `}`
	article := `{"type":"article","id":"help","title":"How","description":"Type a level","input_message_content":{"message_text":"How: type a level"}}`
	for _, tt := range []struct {
		results string
		want    string
	}{
		{`[{"type":"photo","id":"x","photo_url":"https://e.com/p.jpg","thumbnail_url":"https://e.com/t.jpg","reply_markup":{"inline_keyboard":[[{"text":"Play","web_app":{"url":"https://e.com/"}}]]}}]`, "BUTTON_TYPE_INVALID"},
		{"[" + article + "," + article + "]", "RESULT_ID_DUPLICATE"},
		{`[{"type":"photo","id":"x","photo_url":"not a url","thumbnail_url":"https://e.com/t.jpg"}]`, "PHOTO_URL_INVALID"},
		{"[" + photo + "," + article + "]", ""},
		{"[" + article + "]", "query is too old"},
	} {
		_, err := bot.MakeRequest("answerInlineQuery", tgbotapi.Params{"inline_query_id": id, "results": tt.results, "cache_time": "5", "is_personal": "true"})
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("answerInlineQuery(%.60s…): %v, want %q", tt.results, err, tt.want)
		}
	}
	a, ok := srv.InlineAnswer(id)
	if !ok || len(a.Results) != 2 || !a.IsPersonal || a.CacheTime != 5 || a.Results[0].PhotoURL != "https://example.com/p.jpg" || a.Results[1].MessageText != "How: type a level" {
		t.Fatalf("InlineAnswer = %+v, %v", a, ok)
	}
	msg, chosen, err := srv.ChooseInlineResult(group, id, "p:S1")
	if err != nil {
		t.Fatal(err)
	}
	if msg.ViaBot == nil || msg.ViaBot.ID != srv.Bot().ID || msg.From.ID != alice.ID || msg.Caption != "Hard S1" || len(msg.CaptionEntities) != 1 || msg.ReplyMarkup == nil {
		t.Errorf("the posted message: %+v", msg)
	}
	imid := chosen.ChosenInlineResult.InlineMessageID
	if imid == "" || chosen.ChosenInlineResult.ResultID != "p:S1" || chosen.ChosenInlineResult.Query != "hard" {
		t.Fatalf("chosen_inline_result: %+v", chosen.ChosenInlineResult)
	}
	// A result without buttons gets no inline_message_id.
	if _, c2, err := srv.ChooseInlineResult(group, id, "help"); err != nil || c2.ChosenInlineResult.InlineMessageID != "" {
		t.Errorf("an article without buttons: %+v, %v", c2.ChosenInlineResult, err)
	}
	// Edits by inline_message_id answer true.
	board := `{"inline_keyboard":[[{"text":"Leaderboard","url":"https://t.me/sudoku_test_bot?startapp=S1_c"}]]}`
	for _, tt := range []struct {
		method string
		params tgbotapi.Params
		want   string
	}{
		{"editMessageCaption", tgbotapi.Params{"inline_message_id": imid, "caption": "<b>Hard</b> 1. Li 3:02", "parse_mode": "HTML", "reply_markup": board}, ""},
		{"editMessageCaption", tgbotapi.Params{"inline_message_id": imid, "caption": "<b>Hard</b> 1. Li 3:02", "parse_mode": "HTML", "reply_markup": board}, "message is not modified"},
		{"editMessageReplyMarkup", tgbotapi.Params{"inline_message_id": imid, "reply_markup": kb}, ""},
		{"editMessageText", tgbotapi.Params{"inline_message_id": imid, "text": "x"}, "there is no text"},
		{"editMessageCaption", tgbotapi.Params{"inline_message_id": "nope", "caption": "x"}, "MESSAGE_ID_INVALID"},
	} {
		resp, err := bot.MakeRequest(tt.method, tt.params)
		if tt.want == "" && (err != nil || string(resp.Result) != "true") || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s %v: %v %v, want %q", tt.method, tt.params, resp, err, tt.want)
		}
	}
	m, ok := srv.InlineMessage(imid)
	if !ok || m.Caption != "Hard 1. Li 3:02" || m.ReplyMarkup == nil || m.ReplyMarkup.InlineKeyboard[0][0].Text != "Play" || m.EditDate == 0 {
		t.Errorf("the inline message after the edits: %+v", m)
	}
}
