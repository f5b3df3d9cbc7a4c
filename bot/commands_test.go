package bot

import (
	"strings"
	"testing"

	"sudokubot/solver/locale"
)

// TestCommandTable checks that the menu, /help and the routing come from
// the one table: every command of the menu is in /help and answered, in
// every language, each menu registered under its language's code, and
// /start and /help say a photo or a screenshot works.
func TestCommandTable(t *testing.T) {
	t.Parallel()
	sets := Commands()
	if len(sets) != len(locale.All()) {
		t.Fatalf("%d menus, want one per language (%v)", len(sets), locale.All())
	}
	menus := map[string]string{}
	for i, lang := range locale.All() {
		if want := map[locale.Lang]string{locale.English: "", locale.Chinese: "zh", locale.Russian: "ru"}[lang]; sets[i].Language != want {
			t.Errorf("the menu in %v is registered for language %q, want %q", lang, sets[i].Language, want)
		}
		help := helpText(lang)
		names := map[string]bool{}
		for _, c := range sets[i].Commands {
			names[c.Command] = true
			if c.Description == "" {
				t.Errorf("/%s has no description in %v", c.Command, lang)
			}
			if other, ok := menus[c.Description]; ok {
				t.Errorf("/%s has the same description in %v as in %s: %q", c.Command, lang, other, c.Description)
			}
			menus[c.Description] = lang.String()
			if !strings.Contains(help, "\n/"+c.Command+" — ") {
				t.Errorf("/help in %v has no line for /%s", lang, c.Command)
			}
		}
		for _, want := range []string{"hint", "steps", "rate", "check", "solve", "new", "practice", "daily", "count", "help"} {
			if !names[want] {
				t.Errorf("the menu in %v has no /%s", lang, want)
			}
		}
		if names["start"] {
			t.Errorf("the menu in %v lists /start", lang)
		}
	}
	for _, tt := range []struct{ lang, photo, unknown string }{
		{"en", "a photo or a screenshot", "I don't know that command"},
		{"zh-hans", "照片或截图", "我不认识这个命令"},
		{"ru", "фото или скриншот", "Я не знаю такой команды"},
		{"ru-RU", "Пришлите мне головоломку", "/help, чтобы узнать"},
	} {
		c := newConv(t, tt.lang)
		for _, cmd := range []string{"/start", "/help"} {
			if a := c.one(cmd, nil); !strings.Contains(a.Text(), tt.photo) || !strings.Contains(a.Text(), examplePuzzle) {
				t.Errorf("%s (%s): %q, want %q and the example", cmd, tt.lang, a.Text(), tt.photo)
			}
		}
		c.send(classic, nil)
		for _, set := range sets {
			for _, cmd := range set.Commands {
				if a := c.one("/"+cmd.Command, nil); strings.Contains(a.Text(), tt.unknown) {
					t.Errorf("/%s (%s) is not routed: %q", cmd.Command, tt.lang, a.Text())
				}
			}
		}
		if a := c.one("/frobnicate", nil); !strings.Contains(a.Text(), tt.unknown) {
			t.Errorf("/frobnicate (%s): %q", tt.lang, a.Text())
		}
	}
}
