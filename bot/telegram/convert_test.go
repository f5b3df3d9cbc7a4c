package telegram

import (
	"encoding/json"
	"reflect"
	"sudokubot/bot/messenger"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// TestFromLibrary converts updates as Telegram sends them: a photo that
// replies to a bot message with buttons, and a button press.
func TestFromLibrary(t *testing.T) {
	raw := `[{"update_id":7,"message":{"message_id":5,"from":{"id":42,"is_bot":false,"first_name":"A","language_code":"zh-hans"},
		"chat":{"id":42,"type":"private"},"date":1,"caption":"/solve",
		"photo":[{"file_id":"s","file_unique_id":"us","width":90,"height":90,"file_size":1000},{"file_id":"b","file_unique_id":"ub","width":800,"height":800,"file_size":90000}],
		"reply_to_message":{"message_id":4,"from":{"id":1,"is_bot":true,"first_name":"Bot","username":"sudokubot"},"chat":{"id":42,"type":"private"},"date":1,"text":"hi",
			"reply_markup":{"inline_keyboard":[[{"text":"Hint","callback_data":"abc"},{"text":"Site","url":"https://example.com"}]]}}}},
		{"update_id":8,"callback_query":{"id":"q","from":{"id":43,"is_bot":false,"first_name":"B"},"message":{"message_id":9,"chat":{"id":-100,"type":"supergroup"},"date":1,"text":"x"},"chat_instance":"1","data":"abc"}},
		{"update_id":9,"message":{"message_id":6,"chat":{"id":42,"type":"private"},"date":1,"document":{"file_id":"d","file_unique_id":"ud","file_name":"p.png","mime_type":"image/png","file_size":1234}}},
		{"update_id":10,"edited_message":{"message_id":6,"chat":{"id":42,"type":"private"},"date":1,"text":"x"}}]`
	var us []tgbotapi.Update
	if err := json.Unmarshal([]byte(raw), &us); err != nil {
		t.Fatal(err)
	}
	got := []*messenger.Update{fromLibrary(&us[0]), fromLibrary(&us[1]), fromLibrary(&us[2]), fromLibrary(&us[3])}
	want := []*messenger.Update{
		{ID: 7, Message: &messenger.Message{ID: 5, Chat: messenger.Chat{ID: 42, Type: "private"}, From: &messenger.User{ID: 42, FirstName: "A", LanguageCode: "zh-hans"}, Caption: "/solve",
			Photo: []messenger.PhotoSize{{FileID: "s", FileUniqueID: "us", Width: 90, Height: 90, FileSize: 1000}, {FileID: "b", FileUniqueID: "ub", Width: 800, Height: 800, FileSize: 90000}},
			ReplyTo: &messenger.Message{ID: 4, Chat: messenger.Chat{ID: 42, Type: "private"}, From: &messenger.User{ID: 1, IsBot: true, FirstName: "Bot", UserName: "sudokubot"}, Text: "hi",
				Keyboard: messenger.Keyboard{{{Text: "Hint", Data: "abc"}, {Text: "Site", URL: "https://example.com"}}}}}},
		{ID: 8, Callback: &messenger.Callback{ID: "q", From: messenger.User{ID: 43, FirstName: "B"}, Message: &messenger.Message{ID: 9, Chat: messenger.Chat{ID: -100, Type: "supergroup"}, Text: "x"}, Data: "abc"}},
		{ID: 9, Message: &messenger.Message{ID: 6, Chat: messenger.Chat{ID: 42, Type: "private"}, Document: &messenger.Document{FileID: "d", FileUniqueID: "ud", FileName: "p.png", MimeType: "image/png", FileSize: 1234}}},
		{ID: 10},
	}
	for i := range want {
		if !reflect.DeepEqual(got[i], want[i]) {
			g, _ := json.Marshal(got[i])
			w, _ := json.Marshal(want[i])
			t.Errorf("update %d:\n got %s\nwant %s", i, g, w)
		}
	}
	if c, from := got[1].Chat(); c.ID != -100 || !c.IsGroup() || from.ID != 43 {
		t.Errorf("the callback's chat %+v from %+v", c, from)
	}
	if c, _ := got[3].Chat(); c.ID != 0 {
		t.Errorf("an edited message belongs to chat %d, want none", c.ID)
	}
}
