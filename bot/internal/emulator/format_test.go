package emulator

import (
	"encoding/json"
	"strings"
	"testing"
)

func entitiesString(es []MessageEntity) string {
	b, _ := json.Marshal(es)
	return string(b)
}

type parseCase struct {
	in       string
	wantText string
	want     []MessageEntity
	wantErr  string
}

func runParseCases(t *testing.T, name string, parse func(string) (string, []MessageEntity, error), cases []parseCase) {
	t.Helper()
	for _, tc := range cases {
		text, entities, err := parse(tc.in)
		switch {
		case tc.wantErr != "":
			if err == nil || err.Error() != tc.wantErr {
				t.Errorf("%s(%q) error = %v, want %q", name, tc.in, err, tc.wantErr)
			}
		case err != nil:
			t.Errorf("%s(%q) error = %v, want %q %s", name, tc.in, err, tc.wantText, entitiesString(tc.want))
		case text != tc.wantText || entitiesString(entities) != entitiesString(tc.want):
			t.Errorf("%s(%q) = %q %s, want %q %s", name, tc.in, text, entitiesString(entities),
				tc.wantText, entitiesString(tc.want))
		}
	}
}

// Cases with byte offsets come from the reference implementation's tests; the
// stadium emoji is four bytes and two UTF-16 units.
func TestParseHTML(t *testing.T) {
	runParseCases(t, "parseHTML", parseHTML, []parseCase{
		{in: "🏟 🏟<i>🏟 &lt🏟</i>", wantText: "🏟 🏟🏟 <🏟", want: []MessageEntity{{Type: "italic", Offset: 5, Length: 6}}},
		{in: "&ge;&lt;&gt;&amp;&quot;&laquo;&#65;&#x42;", wantText: `&ge;<>&"&laquo;AB`},
		{in: "<b>bold <i>both</i></b>", wantText: "bold both",
			want: []MessageEntity{{Type: "bold", Offset: 0, Length: 9}, {Type: "italic", Offset: 5, Length: 4}}},
		{in: "<a href=telegram.org> </a>", wantText: " ",
			want: []MessageEntity{{Type: "text_link", Offset: 0, Length: 1, URL: "http://telegram.org/"}}},
		{in: `<pre><code class="language-go">x := 1</code></pre>`, wantText: "x := 1",
			want: []MessageEntity{{Type: "pre", Offset: 0, Length: 6, Language: "go"}}},
		{in: `<span class="tg-spoiler">s</span><tg-spoiler>t</tg-spoiler>`, wantText: "st",
			want: []MessageEntity{{Type: "spoiler", Offset: 0, Length: 1}, {Type: "spoiler", Offset: 1, Length: 1}}},
		{in: "<b></b>x", wantText: "x"},
		{in: "🏟 🏟&lt;<abacaba", wantErr: "Unclosed start tag at byte offset 13"},
		{in: "🏟 🏟&lt;<abac aba>", wantErr: `Unsupported start tag "abac" at byte offset 13`},
		{in: "🏟 🏟&lt;<i   =aba>", wantErr: `Empty attribute name in the tag "i" at byte offset 13`},
		{in: "🏟 🏟&lt;<i    aba>", wantErr: `Can't find end tag corresponding to start tag "i"`},
		{in: "🏟 🏟&lt;<i    aba  =  ", wantErr: `Unclosed start tag "i" at byte offset 13`},
		{in: "🏟 🏟&lt;<i    aba  =  190azAz-.,", wantErr: "Unexpected end of name token at byte offset 27"},
		{in: "🏟 🏟&lt;<i    aba  =  \"&lt;&gt;&quot;>", wantErr: "Unclosed start tag at byte offset 13"},
		{in: "🏟 🏟&lt;</", wantErr: "Unexpected end tag at byte offset 13"},
		{in: "🏟 🏟&lt;<b></b></", wantErr: "Unexpected end tag at byte offset 20"},
		{in: "🏟 🏟&lt;<i>a</i   ", wantErr: "Unclosed end tag at byte offset 17"},
		{in: "🏟 🏟&lt;<i>a</em   >", wantErr: `Unmatched end tag at byte offset 17, expected "</i>", found "</em>"`},
		{in: "&#57311;", wantErr: "Text contains invalid Unicode characters after decoding HTML entities, check for unmatched surrogate code units"},
	})
}

func TestFormatText(t *testing.T) {
	cases := []struct {
		text, mode, entities string
		wantText             string
		want                 []MessageEntity
	}{
		{"  /solve@sudoku_test_bot now \n", "", "null", "/solve@sudoku_test_bot now", nil},
		{"<b> x </b>", "HTML", "", "x", []MessageEntity{{Type: "bold", Offset: 0, Length: 1}}},
		{"\n<i>😀</i> <tg-spoiler>5</tg-spoiler>", "html", "", "😀 5",
			[]MessageEntity{{Type: "italic", Offset: 0, Length: 2}, {Type: "spoiler", Offset: 3, Length: 1}}},
	}
	for _, tc := range cases {
		text, entities, err := formatText(tc.text, tc.mode, tc.entities)
		if err != nil || text != tc.wantText || entitiesString(entities) != entitiesString(tc.want) {
			t.Errorf("formatText(%q, %q) = %q %s, %v; want %q %s", tc.text, tc.mode, text, entitiesString(entities), err,
				tc.wantText, entitiesString(tc.want))
		}
	}
	for _, tc := range []struct{ mode, entities, want string }{
		{"MarkdownV2", "", "HTML only"},
		{"Markdown", "", "HTML only"},
		{"", `[{"type":"bold","offset":0,"length":1}]`, "explicit entities"},
	} {
		if _, _, err := formatText("*x*", tc.mode, tc.entities); err == nil || !strings.Contains(err.Description, tc.want) {
			t.Errorf("formatText with mode %q, entities %q: %v, want a refusal (%s)", tc.mode, tc.entities, err, tc.want)
		}
	}
}

// TestCommandsAndMentions: the entities of users' messages that the bot (commands)
// and privacy mode (commands, mentions) read.
func TestCommandsAndMentions(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []MessageEntity
	}{
		{"/solve@sudoku_test_bot now", []MessageEntity{{Type: "bot_command", Offset: 0, Length: 22}}},
		{"see #sudoku @alice_b https://example.com", []MessageEntity{{Type: "mention", Offset: 12, Length: 8}}},
		{"a/b c#1 x@y @abc /x/y", nil},
		{"😀 /help", []MessageEntity{{Type: "bot_command", Offset: 3, Length: 5}}},
	} {
		if got := commandsAndMentions(tc.text); entitiesString(got) != entitiesString(tc.want) {
			t.Errorf("commandsAndMentions(%q) = %s, want %s", tc.text, entitiesString(got), entitiesString(tc.want))
		}
	}
}
