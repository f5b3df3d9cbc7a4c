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

// commandLanguage reads the language_code and scope parameters of setMyCommands.
// The bot sets its menu for everyone, in the default scope, once per language; the
// emulator refuses the narrower scopes rather than keep lists nobody reads.
func commandLanguage(params map[string]string) (string, *APIError) {
	lang := params["language_code"]
	if lang != "" && (len(lang) != 2 || lang[0] < 'a' || lang[0] > 'z' || lang[1] < 'a' || lang[1] > 'z') {
		return "", badRequest("invalid language code specified")
	}
	raw := params["scope"]
	if raw == "" {
		return lang, nil
	}
	if !json.Valid([]byte(raw)) {
		return "", badRequest("can't parse BotCommandScope JSON object")
	}
	scopeErr := func(msg string) *APIError { return badRequest("can't parse BotCommandScope: " + msg) }
	var obj jsonObject
	if err := json.Unmarshal([]byte(raw), &obj); err != nil || obj == nil {
		return "", scopeErr("BotCommandScope must be an Object")
	}
	typ, err := obj.reqString("type")
	if err != nil {
		return "", scopeErr(err.Error())
	}
	switch typ {
	case "default":
		return lang, nil
	case "all_private_chats", "all_group_chats", "all_chat_administrators", "chat", "chat_administrators", "chat_member":
		return "", notEmulated("the command scope " + typ + "; the bot sets the default scope")
	}
	return "", scopeErr("Unsupported type specified")
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
	lang, err := commandLanguage(q.params)
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(cmds) == 0 {
		delete(e.commands, lang)
	} else {
		e.commands[lang] = cmds
	}
	e.notifyLocked()
	return true, nil
}

// Commands returns the bot's commands for a scope and a language code ("" for all
// languages), as the bot set them. Only the default scope (Type "default" or "")
// has commands. Like getMyCommands it does not fall back to other languages.
func (e *Emulator) Commands(scope BotCommandScope, languageCode string) []BotCommand {
	if scope.Type != "" && scope.Type != "default" {
		return nil
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]BotCommand(nil), e.commands[languageCode]...)
}
