package messenger

// Inline mode: a person types "@bot …" in any chat; the bot answers the
// query with results, and the one the person picks is posted in that chat
// as theirs, "via @bot".

// An InlineQuery is what a person typed after the bot's name.
type InlineQuery struct {
	// ID identifies the query, to answer it (AnswerInline).
	ID    string `json:"id"`
	From  User   `json:"from"`
	Query string `json:"query"`
	// ChatType is the kind of chat the query was typed in: "sender" (the
	// person's private chat with the bot), "private", "group",
	// "supergroup" or "channel"; "" when unknown.
	ChatType string `json:"chat_type,omitempty"`
}

// A ChosenInline is a result a person picked and posted (Telegram sends
// these only with inline feedback on, in @BotFather).
type ChosenInline struct {
	ResultID string `json:"result_id"`
	From     User   `json:"from"`
	Query    string `json:"query"`
	// InlineMessage identifies the message posted, to edit it; set only
	// when the result had buttons.
	InlineMessage string `json:"inline_message_id,omitempty"`
}

// An InlineAnswer answers an inline query.
type InlineAnswer struct {
	QueryID string
	Results []InlineResult
	// CacheTime is how long, in seconds, Telegram may give the same
	// results to the same query; Personal keeps them to the person who
	// asked.
	CacheTime int
	Personal  bool
}

// An InlineResult is one result: a picture (PhotoURL set) or, without one,
// a text message.
type InlineResult struct {
	// ID is unique among the answer's results, at most 64 bytes.
	ID string
	// PhotoURL is a JPEG of at most 5 MB, ThumbURL its thumbnail; Width
	// and Height its size in pixels.
	PhotoURL, ThumbURL string
	Width, Height      int
	// Title and Description show in the list of results.
	Title, Description string
	// Caption is the photo's caption; Text the message of a result
	// without a photo. Both in HTML if HTML.
	Caption, Text string
	HTML          bool
	// Keyboard, if not nil, puts buttons under the posted message (URL
	// and callback buttons only: Telegram refuses web_app ones here).
	Keyboard Keyboard
}
