// Package emulator implements an in-memory fake of the Telegram Bot API served over real HTTP.
//
// # Uses
//
// The same emulator serves the bot's end-to-end tests (inject updates, inspect the
// replies), fault-injection tests of the polling loop, and local mode, where the bot
// binary talks to an emulator on loopback and a person chats with it in a terminal.
//
// Start serves an emulator on 127.0.0.1 at a free port; Server.Endpoint gives the
// endpoint format that tgbotapi.NewBotAPIWithClient takes. An Emulator is also an
// http.Handler for use with httptest.
//
//	srv, err := emulator.Start(ctx, emulator.Config{})
//	...
//	bot, err := tgbotapi.NewBotAPIWithClient(srv.Token(), srv.Endpoint(), http.DefaultClient)
//
// # The HTTP API
//
// Requests go to /bot<token>/<method>; method names are case-insensitive, as in
// Telegram. Parameters come from the URL query and from form-urlencoded or multipart
// (chunked bodies included) bodies, as the library sends them; JSON bodies, which
// Telegram also takes, are refused. Unknown parameters are ignored. A wrong token gets
// 401 Unauthorized, an unknown method 404 Not Found, and every error has Telegram's
// shape: ok false, error_code, description and, for 429, parameters.retry_after and
// a Retry-After header.
//
// The emulated methods are the ones the bot calls, and no others: getMe,
// getUpdates, setWebhook, deleteWebhook, getWebhookInfo, sendMessage, sendPhoto,
// sendChatAction, answerCallbackQuery, editMessageMedia, editMessageCaption, setMyCommands,
// setChatMenuButton and getFile. Of their parameters it emulates at least those the bot sends. What Telegram takes but the
// bot never sends is refused with "Bad Request: the emulator does not emulate ..." rather than
// ignored: reply keyboards, keyboard removal and force_reply; explicit entities;
// reply_parameters (the bot sends reply_to_message_id); photos by file_id or URL
// (the bot uploads them); inline messages; command scopes other than the default
// one; allowed_updates other than null or [] (every update is delivered).
//
// Users send photos and documents with InjectMessage (UserMessage.Photo,
// UserMessage.Document); the bot downloads them with getFile and then from
// /file/bot<token>/<file_path>, as on Telegram. getFile refuses files over 20 MB
// ("file is too big") like Telegram.
//
// # Validation
//
// The emulator checks requests the way Telegram does, to catch bot bugs in tests.
// Error texts are those of Telegram's reference server (tdlib/telegram-bot-api) where
// known. Among others:
//
//   - chat_id must be the number of a chat the emulator knows: "Bad Request: chat
//     not found". Chats become known when a user writes in them; a person who
//     wrote only in groups has no private chat yet: "Forbidden: bot can't
//     initiate conversation with a user" (403).
//   - web_app buttons are for private chats only: "Bad Request: BUTTON_TYPE_INVALID"
//     elsewhere.
//   - Text is required and at most 4096 characters, captions at most 1024. Lengths
//     are counted as Telegram counts them: in UTF-16 code units, after parse_mode
//     processing and after trimming surrounding white space. ("Bad Request: message
//     text is empty", "Bad Request: message is too long", "Bad Request: message
//     caption is too long".)
//   - parse_mode HTML, the only one the bot uses, is parsed following Telegram's
//     rules, with its errors, e.g. "Bad Request: can't parse entities: Can't find
//     end tag corresponding to start tag "b"". MarkdownV2 and legacy Markdown are
//     refused with a Bad Request saying the emulator does not parse them. The
//     resulting entities are returned in the message. (Telegram would add the
//     commands, mentions, hashtags and URLs it detects in the bot's text; nothing
//     reads those, and the emulator leaves them out.)
//   - Inline buttons need a type; callback_data longer than 64 bytes gives "Bad
//     Request: BUTTON_DATA_INVALID". An empty callback_data counts as missing, as in
//     Telegram: "Bad Request: can't parse inline keyboard button: Text buttons are
//     unallowed in the inline keyboard".
//   - Edits (editMessageMedia with a photo, editMessageCaption) need an
//     existing bot message ("Bad Request: message to edit not found"); a new photo
//     is always a change, a caption and keyboard the same as before are "Bad
//     Request: message is not modified". An edit without reply_markup removes the inline
//     keyboard, as in Telegram.
//   - Photos must decode as PNG, JPEG or GIF ("Bad Request: IMAGE_PROCESS_FAILED");
//     the message gets Telegram's set of PhotoSizes, scaled from the real
//     dimensions. A user's photo arrives as Telegram's apps send it: each size a
//     JPEG of its own, the largest at most 1280 pixels long.
//   - setMyCommands checks the commands and the language code; Commands returns
//     the list of a language.
//
// # Updates
//
// The test or terminal side injects updates: InjectText and InjectMessage for a
// user's message (in a private chat, a group or a supergroup, optionally replying to
// an earlier message), PressButton for a press of an inline button on a bot message
// (a callback query), InjectRaw for anything else. A user's text gets the bot
// command and mention entities Telegram detects. Message ids are per chat and shared
// by user and bot messages; update ids increase globally.
//
// getUpdates follows Telegram: offset confirms earlier updates (a negative offset
// keeps only the last updates), limit is clamped to 1–100, timeout (at most 50
// seconds) makes it a long poll that ends when an update arrives, the timeout
// passes, the client goes away or the emulator closes. A second waiting getUpdates
// ends the first with "409 Conflict: terminated by other getUpdates request; make
// sure that only one bot instance is running". In groups the bot is in privacy mode
// (it gets commands, replies to its messages and mentions of it) unless
// Config.ReadAllGroupMessages is set. Unlike Telegram, the emulator does not raise
// short timeouts of repeated calls to 3 seconds.
//
// After setWebhook the emulator POSTs each update instead, in order and one at a
// time, with the secret_token in X-Telegram-Bot-Api-Secret-Token; an update is
// confirmed when the bot answers 200, and retried after a short wait otherwise (the
// last failure shows in getWebhookInfo). getUpdates answers 409 while a webhook is
// set. With either way of receiving, a bot that queues updates durably confirms them
// before answering them: WaitConfirmed then means received, not answered.
//
// # Records and waiting
//
// Every request is recorded as a Call (method, decoded parameters, uploaded files,
// status, error, fault, the chat addressed, the message sent or edited). Accessors
// return copies. WaitFor, Watcher, WaitReply, WaitReplies and WaitConfirmed block
// without polling until something happens, honouring their context.
// Config.MaxCalls bounds the call log for long runs (local mode); tests keep every
// call.
//
// # Faults
//
// AddFault makes matching requests fail: answer with a status and Telegram's error
// text for it (500, 502, 429 with retry_after...), hang until the client gives up,
// drop the connection, or be delayed.
package emulator
