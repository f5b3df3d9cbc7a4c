package emulator

import (
	"encoding/json"
	"strconv"
	"time"
	"unicode/utf8"
)

// Inline mode: InjectInlineQuery queues an "inline_query" update as a
// person typing "@bot …" would; the bot answers with answerInlineQuery
// (photo and article results; the emulator keeps the answer, InlineAnswer);
// ChooseInlineResult posts a result in a chat as the person, "via" the bot,
// and queues the "chosen_inline_result" update (as Telegram does with
// inline feedback on in @BotFather). A result posted with buttons gets an
// inline_message_id, by which the bot edits it (editMessageText,
// editMessageCaption, editMessageReplyMarkup, editMessageMedia; each
// answers true, as Telegram does for inline messages). editMessageCaption
// is methods.go's.

// InlineQuery is an inline query, shaped like the Bot API's.
type InlineQuery struct {
	ID       string `json:"id"`
	From     User   `json:"from"`
	Query    string `json:"query"`
	Offset   string `json:"offset"`
	ChatType string `json:"chat_type,omitempty"`
}

// ChosenInlineResult is a result a person picked, shaped like the Bot
// API's.
type ChosenInlineResult struct {
	ResultID        string `json:"result_id"`
	From            User   `json:"from"`
	Query           string `json:"query"`
	InlineMessageID string `json:"inline_message_id,omitempty"`
}

// InlineResult is one result of an answer, as the emulator read it.
type InlineResult struct {
	Type         string                `json:"type"` // "photo" or "article"
	ID           string                `json:"id"`
	PhotoURL     string                `json:"photo_url,omitempty"`
	ThumbnailURL string                `json:"thumbnail_url,omitempty"`
	PhotoWidth   int                   `json:"photo_width,omitempty"`
	PhotoHeight  int                   `json:"photo_height,omitempty"`
	Title        string                `json:"title,omitempty"`
	Description  string                `json:"description,omitempty"`
	Caption      string                `json:"caption,omitempty"`
	ParseMode    string                `json:"parse_mode,omitempty"`
	ReplyMarkup  *InlineKeyboardMarkup `json:"reply_markup,omitempty"`
	// MessageText is an article's input_message_content.message_text,
	// MessageParseMode its parse_mode.
	MessageText      string `json:"message_text,omitempty"`
	MessageParseMode string `json:"message_parse_mode,omitempty"`
}

// InlineAnswer is the bot's answer to an inline query.
type InlineAnswer struct {
	Results    []InlineResult
	CacheTime  int
	IsPersonal bool
}

type inlineQueryState struct {
	from   User
	query  string
	at     time.Time
	answer *InlineAnswer
}

// inlineMessage is where an inline message was posted.
type inlineMessage struct {
	chatID    int64
	messageID int
}

// inlineAnswerTimeout is how long Telegram waits for an inline answer.
const inlineAnswerTimeout = 10 * time.Second

// InjectInlineQuery queues an inline query from a user, typed in a chat
// of chatType ("sender", "private", "group", "supergroup", "channel" or "").
func (e *Emulator) InjectInlineQuery(from User, query, chatType string) (Update, error) {
	if from.ID <= 0 {
		return Update{}, wrapf(ErrInvalid, "inline query from user id %d", from.ID)
	}
	if utf8.RuneCountInString(query) > 256 {
		return Update{}, wrapf(ErrInvalid, "an inline query has at most 256 characters")
	}
	from.IsBot = false
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return Update{}, ErrClosed
	}
	if e.inlineQueries == nil {
		e.inlineQueries, e.inlineMessages = map[string]*inlineQueryState{}, map[string]inlineMessage{}
	}
	e.callbackSeq++
	id := strconv.FormatInt(int64(e.bot.ID%1000000)*1000000000000+e.callbackSeq, 10)
	e.inlineQueries[id] = &inlineQueryState{from: from, query: query, at: time.Now()}
	u := Update{InlineQuery: &InlineQuery{ID: id, From: from, Query: query, ChatType: chatType}}
	q := e.enqueueLocked(&u)
	q.queryID = id
	return cloneJSON(u), nil
}

// InlineAnswer returns the bot's answer to an inline query, and false
// while there is none.
func (e *Emulator) InlineAnswer(queryID string) (InlineAnswer, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	st := e.inlineQueries[queryID]
	if st == nil || st.answer == nil {
		return InlineAnswer{}, false
	}
	return cloneJSON(*st.answer), true
}

func (e *Emulator) answerInlineQuery(q *request) (any, *APIError) {
	var raw []json.RawMessage
	if err := json.Unmarshal([]byte(q.params["results"]), &raw); err != nil {
		return nil, badRequest("can't parse inline query results JSON object")
	}
	if len(raw) > 50 {
		return nil, badRequest("RESULTS_TOO_MUCH")
	}
	a := &InlineAnswer{CacheTime: looseInt(q.params["cache_time"], 300), IsPersonal: toBool(q.params["is_personal"])}
	ids := map[string]bool{}
	for _, r := range raw {
		res, err := parseInlineResult(r)
		if err != nil {
			return nil, err
		}
		if ids[res.ID] {
			return nil, badRequest("RESULT_ID_DUPLICATE")
		}
		ids[res.ID] = true
		a.Results = append(a.Results, res)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	st := e.inlineQueries[q.params["inline_query_id"]]
	if st == nil || st.answer != nil || time.Since(st.at) > inlineAnswerTimeout {
		return nil, badRequest("query is too old and response timeout expired or query ID is invalid")
	}
	st.answer = a
	return true, nil
}

// parseInlineResult reads and checks one result: a photo or an article,
// the only kinds the bot sends.
func parseInlineResult(raw json.RawMessage) (InlineResult, *APIError) {
	var obj jsonObject
	var r InlineResult
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return r, badRequest("can't parse InlineQueryResult: must be an Object")
	}
	if err := json.Unmarshal(raw, &r); err != nil {
		return r, badRequest("can't parse InlineQueryResult: " + err.Error())
	}
	r.ReplyMarkup, r.MessageText, r.MessageParseMode = nil, "", "" // not the result's own fields
	if r.ID == "" || len(r.ID) > 64 {
		return r, badRequest("RESULT_ID_INVALID")
	}
	if obj.has("reply_markup") {
		m, err := parseReplyMarkup(string(obj["reply_markup"]))
		if err != nil {
			return r, err
		}
		for _, row := range m.InlineKeyboard {
			for _, b := range row {
				if len(b.WebApp) > 0 {
					return r, badRequest("BUTTON_TYPE_INVALID")
				}
			}
		}
		r.ReplyMarkup = m
	}
	switch r.Type {
	case "photo":
		if _, ok := checkURL(r.PhotoURL); !ok {
			return r, badRequest("PHOTO_URL_INVALID")
		}
		if _, ok := checkURL(r.ThumbnailURL); !ok {
			return r, badRequest("can't parse InlineQueryResultPhoto: Field \"thumbnail_url\" must be a valid URL")
		}
		if _, _, err := caption(r.Caption, r.ParseMode, ""); err != nil {
			return r, err
		}
	case "article":
		if r.Title == "" {
			return r, badRequest("can't parse InlineQueryResultArticle: Field \"title\" must be non-empty")
		}
		var content struct {
			Text      string `json:"message_text"`
			ParseMode string `json:"parse_mode"`
		}
		if err := json.Unmarshal(obj["input_message_content"], &content); err != nil {
			return r, badRequest("can't parse InputMessageContent")
		}
		if _, _, err := messageText(map[string]string{"text": content.Text, "parse_mode": content.ParseMode}); err != nil {
			return r, err
		}
		r.MessageText, r.MessageParseMode = content.Text, content.ParseMode
	default:
		return r, badRequest("the emulator does not emulate inline results of type " + strconv.Quote(r.Type))
	}
	return r, nil
}

// ChooseInlineResult posts a result of the bot's answer to an inline
// query in a chat, as the user who asked, via the bot, and queues the
// "chosen_inline_result" update. The chat becomes known. It returns the
// message posted.
func (e *Emulator) ChooseInlineResult(chat Chat, queryID, resultID string) (Message, Update, error) {
	if err := checkChat(chat); err != nil {
		return Message{}, Update{}, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return Message{}, Update{}, ErrClosed
	}
	st := e.inlineQueries[queryID]
	if st == nil || st.answer == nil {
		return Message{}, Update{}, wrapf(ErrInvalid, "no answer to inline query %q", queryID)
	}
	var res *InlineResult
	for i := range st.answer.Results {
		if st.answer.Results[i].ID == resultID {
			res = &st.answer.Results[i]
		}
	}
	if res == nil {
		return Message{}, Update{}, wrapf(ErrInvalid, "no result %q in the answer to inline query %q", resultID, queryID)
	}
	from, bot := st.from, e.bot
	cs := e.chatLocked(chat)
	msg := Message{MessageID: cs.nextID, From: &from, Date: time.Now().Unix(), Chat: cs.chat, ViaBot: &bot, ReplyMarkup: res.ReplyMarkup}
	var apiErr *APIError
	if res.Type == "photo" {
		msg.Caption, msg.CaptionEntities, apiErr = caption(res.Caption, res.ParseMode, "")
		id, unique := newFileIDs("inline", 0, resultID)
		msg.Photo = []PhotoSize{{FileID: id, FileUniqueID: unique, Width: max(res.PhotoWidth, 1), Height: max(res.PhotoHeight, 1)}}
	} else {
		msg.Text, msg.Entities, apiErr = messageText(map[string]string{"text": res.MessageText, "parse_mode": res.MessageParseMode})
	}
	if apiErr != nil {
		return Message{}, Update{}, apiErr
	}
	cs.nextID++
	cs.messages[msg.MessageID] = &storedMessage{msg: msg}
	chosen := &ChosenInlineResult{ResultID: resultID, From: from, Query: st.query}
	if res.ReplyMarkup != nil {
		e.callbackSeq++
		chosen.InlineMessageID = "im" + strconv.FormatInt(e.callbackSeq, 10)
		e.inlineMessages[chosen.InlineMessageID] = inlineMessage{chatID: chat.ID, messageID: msg.MessageID}
	}
	u := Update{ChosenInlineResult: chosen}
	e.enqueueLocked(&u)
	return cloneJSON(msg), cloneJSON(u), nil
}

// InlineMessage returns an inline message as it is now.
func (e *Emulator) InlineMessage(inlineMessageID string) (Message, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	st, err := e.inlineTargetLocked(inlineMessageID)
	if err != nil {
		return Message{}, false
	}
	return cloneJSON(st.msg), true
}

// inlineTargetLocked finds the inline message an edit addresses.
func (e *Emulator) inlineTargetLocked(id string) (*storedMessage, *APIError) {
	im, ok := e.inlineMessages[id]
	if !ok {
		return nil, badRequest("MESSAGE_ID_INVALID")
	}
	return e.chats[im.chatID].messages[im.messageID], nil
}

// editAnswer is an edit's answer: true for an inline message, else the
// message.
func editAnswer(q *request, m Message) any {
	if q.params["inline_message_id"] != "" {
		return true
	}
	return m
}

func (e *Emulator) editMessageText(q *request) (any, *APIError) {
	text, entities, err := messageText(q.params)
	if err != nil {
		return nil, err
	}
	markup, err := parseReplyMarkup(q.params["reply_markup"])
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	st, err := e.editTargetLocked(q)
	if err != nil {
		return nil, err
	}
	if st.msg.Text == "" {
		return nil, badRequest("there is no text in the message to edit")
	}
	if st.msg.Text == text && sameMarkup(st.msg.ReplyMarkup, markup) {
		return nil, badRequest("message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message")
	}
	st.msg.Text, st.msg.Entities = text, entities
	return editAnswer(q, e.editedLocked(st, q, markup)), nil
}

func (e *Emulator) editMessageReplyMarkup(q *request) (any, *APIError) {
	markup, err := parseReplyMarkup(q.params["reply_markup"])
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	st, err := e.editTargetLocked(q)
	if err != nil {
		return nil, err
	}
	if sameMarkup(st.msg.ReplyMarkup, markup) {
		return nil, badRequest("message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message")
	}
	return editAnswer(q, e.editedLocked(st, q, markup)), nil
}

func sameMarkup(a, b *InlineKeyboardMarkup) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}
