package emulator

import (
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// Limits of bot commands.
const (
	maxCommands                = 100
	maxCommandLength           = 32
	maxCommandDescriptionRunes = 256
)

// commandKey identifies one list of commands: a scope and a language.
type commandKey struct {
	scope BotCommandScope
	lang  string
}

// scopeLocked reads the scope and language_code parameters of the *MyCommands methods.
func (e *Emulator) scopeLocked(params map[string]string) (commandKey, *APIError) {
	key := commandKey{scope: BotCommandScope{Type: "default"}, lang: params["language_code"]}
	if l := key.lang; l != "" && (len(l) != 2 || l[0] < 'a' || l[0] > 'z' || l[1] < 'a' || l[1] > 'z') {
		return key, badRequest("invalid language code specified")
	}
	raw := params["scope"]
	if raw == "" {
		return key, nil
	}
	if !json.Valid([]byte(raw)) {
		return key, badRequest("can't parse BotCommandScope JSON object")
	}
	scopeErr := func(msg string) *APIError { return badRequest("can't parse BotCommandScope: " + msg) }
	var obj jsonObject
	if err := json.Unmarshal([]byte(raw), &obj); err != nil || obj == nil {
		return key, scopeErr("BotCommandScope must be an Object")
	}
	typ, err := obj.reqString("type")
	if err != nil {
		return key, scopeErr(err.Error())
	}
	switch typ {
	case "default", "all_private_chats", "all_group_chats", "all_chat_administrators":
		key.scope.Type = typ
		return key, nil
	case "chat", "chat_administrators", "chat_member":
	default:
		return key, scopeErr("Unsupported type specified")
	}
	chatRef, err := obj.reqString("chat_id")
	if err != nil {
		return key, scopeErr(err.Error())
	}
	if chatRef == "" {
		return key, scopeErr("Empty chat_id specified")
	}
	cs, apiErr := e.resolveChatLocked(chatRef)
	if apiErr != nil {
		return key, apiErr
	}
	key.scope = BotCommandScope{Type: typ, ChatID: cs.chat.ID}
	if typ == "chat_member" {
		userID, err := obj.optInt("user_id")
		if err != nil {
			return key, scopeErr(err.Error())
		}
		if !obj.has("user_id") {
			return key, scopeErr(errMissingField("user_id").Error())
		}
		if userID <= 0 {
			return key, scopeErr("Invalid user_id specified")
		}
		key.scope.UserID = userID
	}
	if cs.chat.Type == ChatPrivate && typ != "chat" {
		return key, badRequest("can't use specified scope in private chats")
	}
	return key, nil
}

// parseCommands reads the commands parameter of setMyCommands.
func parseCommands(raw string) ([]BotCommand, *APIError) {
	if raw == "" {
		return nil, nil
	}
	if !json.Valid([]byte(raw)) {
		return nil, badRequest("can't parse commands JSON object")
	}
	var list []json.RawMessage
	if err := json.Unmarshal([]byte(raw), &list); err != nil {
		return nil, badRequest("expected an Array of BotCommand")
	}
	cmdErr := func(msg string) *APIError { return badRequest("can't parse BotCommand: " + msg) }
	out := make([]BotCommand, 0, len(list))
	for _, item := range list {
		var obj jsonObject
		if err := json.Unmarshal(item, &obj); err != nil || obj == nil {
			return nil, cmdErr("expected an Object")
		}
		cmd, err := obj.reqString("command")
		if err != nil {
			return nil, cmdErr(err.Error())
		}
		desc, err := obj.reqString("description")
		if err != nil {
			return nil, cmdErr(err.Error())
		}
		cmd, desc = strings.TrimSpace(cmd), strings.TrimSpace(desc)
		switch {
		case cmd == "":
			return nil, badRequest("command must be non-empty")
		case utf8.RuneCountInString(cmd) > maxCommandLength:
			return nil, badRequestf("command length must not exceed %d", maxCommandLength)
		case desc == "":
			return nil, badRequest("command description must be non-empty")
		case utf8.RuneCountInString(desc) > maxCommandDescriptionRunes:
			return nil, badRequestf("command description length must not exceed %d", maxCommandDescriptionRunes)
		}
		for _, c := range cmd {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
				return nil, badRequest("BOT_COMMAND_INVALID")
			}
		}
		out = append(out, BotCommand{Command: cmd, Description: desc})
	}
	if len(out) > maxCommands {
		return nil, badRequest("BOT_COMMANDS_TOO_MUCH")
	}
	return out, nil
}

func (e *Emulator) setMyCommands(q *request) (any, *APIError) {
	cmds, err := parseCommands(q.params["commands"])
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	key, err := e.scopeLocked(q.params)
	if err != nil {
		return nil, err
	}
	if len(cmds) == 0 {
		delete(e.commands, key)
	} else {
		e.commands[key] = cmds
	}
	e.notifyLocked()
	return true, nil
}

// Commands returns the bot's commands for a scope and a language code ("" for all
// languages), as the bot set them; the zero scope means the default one. Like
// getMyCommands it does not fall back to other scopes or languages.
func (e *Emulator) Commands(scope BotCommandScope, languageCode string) []BotCommand {
	if scope.Type == "" {
		scope.Type = "default"
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]BotCommand(nil), e.commands[commandKey{scope: scope, lang: languageCode}]...)
}
