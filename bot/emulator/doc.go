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
// Telegram. Parameters come from the URL query and from form-urlencoded, multipart
// (chunked bodies included) or JSON bodies; unknown parameters are ignored. A wrong
// token gets 401 Unauthorized, an unknown method 404 Not Found, and every error has
// Telegram's shape: ok false, error_code, description and optional parameters
// (retry_after, migrate_to_chat_id). 429 answers also carry a Retry-After header.
//
// The emulated methods are getMe, getUpdates, setWebhook, deleteWebhook, getWebhookInfo, logOut,
// close, sendMessage, sendPhoto, sendDocument, sendChatAction, answerCallbackQuery,
// editMessageText, editMessageCaption, editMessageReplyMarkup, editMessageMedia,
// deleteMessage, setMyCommands, getMyCommands, deleteMyCommands, setChatMenuButton,
// getChatMenuButton and getFile; files are
// downloaded from /file/bot<token>/<file_path> as on Telegram. Users send photos and
// documents with InjectMessage (UserMessage.Photo, UserMessage.Document); getFile
// refuses files over 20 MB ("file is too big") like Telegram.
//
// # Validation
//
// The emulator checks requests the way Telegram does, to catch bot bugs in tests.
// Error texts are those of Telegram's reference server (tdlib/telegram-bot-api) where
// known. Among others:
//
//   - chat_id must name a chat the emulator knows: "Bad Request: chat not found".
//     Chats become known when a user writes in them, or through AddChat.
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
//     resulting entities are returned in the message, together with
//     the bot commands, mentions, hashtags and URLs Telegram detects by itself.
//   - Inline buttons need a type; callback_data longer than 64 bytes gives "Bad
//     Request: BUTTON_DATA_INVALID". An empty callback_data counts as missing, as in
//     Telegram: "Bad Request: can't parse inline keyboard button: Text buttons are
//     unallowed in the inline keyboard".
//   - Edits need an existing bot message ("Bad Request: message to edit not found")
//     and a change ("Bad Request: message is not modified: ..."). An edit without
//     reply_markup removes the inline keyboard, as in Telegram.
//   - Photos must decode as PNG, JPEG or GIF ("Bad Request: IMAGE_PROCESS_FAILED");
//     the message gets Telegram's set of PhotoSizes, scaled from the real
//     dimensions. A file_id of an earlier photo or document may be sent again.
//     A user's photo arrives as Telegram's apps send it: each size a JPEG of
//     its own, the largest at most 1280 pixels long.
//
// # Updates
//
// The test or terminal side injects updates: InjectText and InjectMessage for a
// user's message (in a private chat or a group, optionally replying to an earlier
// message), PressButton for a press of an inline button on a bot message (a
// callback query), InjectUpdate and InjectRaw for anything else. Message ids are per
// chat and shared by user and bot messages; update ids increase globally.
//
// getUpdates follows Telegram: offset confirms earlier updates (a negative offset
// keeps only the last updates), limit is clamped to 1–100, timeout (at most 50
// seconds) makes it a long poll that ends when an update arrives, the timeout
// passes, the client goes away or the emulator closes. A second waiting getUpdates
// ends the first with "409 Conflict: terminated by other getUpdates request; make
// sure that only one bot instance is running". allowed_updates persists between
// calls; updates of other kinds are dropped, as Telegram does. In groups the bot is
// in privacy mode unless Config.ReadAllGroupMessages is set. Unlike Telegram, the
// emulator does not raise short timeouts of repeated calls to 3 seconds.
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
// status, result or error, fault), and every chat keeps its messages with their
// current content, uploaded bytes, full reply markup and edit history. Accessors
// return copies. WaitFor, Watcher, WaitReply, WaitDelivered and WaitLongPoll block
// without polling until something happens, honouring their context. Config.MaxCalls
// bounds the call log for long runs (local mode); tests keep every call.
//
// # Faults
//
// AddFault makes matching requests fail: answer with a status and a Telegram error
// (500, 502, 429 with retry_after...), hang until the client gives up, drop the
// connection, or be delayed.
package emulator
