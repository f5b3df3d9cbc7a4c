package talk

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"sudokubot/bot/catalog"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// classic is a puzzle, the one of the help's example.
const classic = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

func TestMatchTechnique(t *testing.T) {
	urs := []logic.Technique{logic.UniqueRectangle1, logic.UniqueRectangle2, logic.UniqueRectangle3, logic.UniqueRectangle4}
	tests := []struct {
		name    string
		want    []logic.Technique
		suggest logic.Technique
	}{
		{"x-wing", []logic.Technique{logic.XWing}, 0},
		{"X Wing", []logic.Technique{logic.XWing}, 0},
		{"XWINGS", []logic.Technique{logic.XWing}, 0},
		{"X翼", []logic.Technique{logic.XWing}, 0},
		{"swordfish", []logic.Technique{logic.Swordfish}, 0},
		{"swordfsh", nil, logic.Swordfish},
		{"sowrdfish", nil, logic.Swordfish},
		{"skyscrapper", nil, logic.Skyscraper},
		{"jelyfsh", nil, logic.Jellyfish},
		{"unique rectangle", urs, 0},
		{"Unique-Rectangles", urs, 0},
		{"UR", urs, 0},
		{"ur type 2", []logic.Technique{logic.UniqueRectangle2}, 0},
		{"唯一矩形", urs, 0},
		{"区块", []logic.Technique{logic.Pointing, logic.Claiming}, 0},
		{"locked candidates", []logic.Technique{logic.Pointing, logic.Claiming}, 0},
		{"宫区块", []logic.Technique{logic.Pointing}, 0},
		{"xyz", []logic.Technique{logic.XYZWing}, 0},
		{"XY-Wing", []logic.Technique{logic.XYWing}, 0},
		{"2-string kite", []logic.Technique{logic.TwoStringKite}, 0},
		{"kite", []logic.Technique{logic.TwoStringKite}, 0},
		{"摩天楼", []logic.Technique{logic.Skyscraper}, 0},
		{"摩天大楼", nil, logic.Skyscraper},
		{"sue de coq", []logic.Technique{logic.SueDeCoq}, 0},
		// Russian, in any case, ё or е, Х in Latin or Cyrillic.
		{"скрытая одиночка", []logic.Technique{logic.HiddenSingle}, 0},
		{"Скрытая Одиночка", []logic.Technique{logic.HiddenSingle}, 0},
		{"скрытую одиночку", []logic.Technique{logic.HiddenSingle}, 0},
		{"голая пара", []logic.Technique{logic.NakedPair}, 0},
		{"X-крыло", []logic.Technique{logic.XWing}, 0},
		{"х-крыло", []logic.Technique{logic.XWing}, 0},
		{"XY-крыло", []logic.Technique{logic.XYWing}, 0},
		{"рыба-меч", []logic.Technique{logic.Swordfish}, 0},
		{"рыба меч", []logic.Technique{logic.Swordfish}, 0},
		{"медуза", []logic.Technique{logic.Jellyfish}, 0},
		{"небоскрёб", []logic.Technique{logic.Skyscraper}, 0},
		{"НЕБОСКРЕБ", []logic.Technique{logic.Skyscraper}, 0},
		{"воздушный змей", []logic.Technique{logic.TwoStringKite}, 0},
		{"уникальный прямоугольник", urs, 0},
		{"заблокированные кандидаты", []logic.Technique{logic.Pointing, logic.Claiming}, 0},
		{"указывающая пара", []logic.Technique{logic.Pointing}, 0},
		{"рыба с плавником", []logic.Technique{logic.FinnedXWing, logic.FinnedSwordfish, logic.FinnedJellyfish}, 0},
		{"рыба-мечь", []logic.Technique{logic.Swordfish}, 0}, // "мечь" has the stem of "меч"
		{"медуаз", nil, logic.Jellyfish},
		{"небоскрбе", nil, logic.Skyscraper},
		{"привет", nil, 0},
		{"погода", nil, 0},
		// Unrelated words match nothing.
		{"hello", nil, 0},
		{"wig", nil, 0},
		{"pizza", nil, 0},
		{"x", nil, 0},
		{"", nil, 0},
		{"天气", nil, 0},
	}
	for _, tt := range tests {
		ts, suggest := MatchTechnique(tt.name)
		if !slices.Equal(ts, tt.want) || suggest != tt.suggest {
			t.Errorf("MatchTechnique(%q) = %v, %v; want %v, %v", tt.name, ts, suggest, tt.want, tt.suggest)
		}
	}
}

func TestMatchLevel(t *testing.T) {
	tests := []struct {
		name    string
		want    logic.Level
		ok      bool
		suggest string
	}{
		{"hard", logic.Hard, true, ""},
		{"HARD", logic.Hard, true, ""},
		{"困难", logic.Hard, true, ""},
		{"difficult", logic.Hard, true, ""},
		{"normal", logic.Medium, true, ""},
		{"medum", 0, false, "Medium"},
		{"expret", 0, false, "Expert"},
		{"banana", 0, false, ""},
		{"сложный", logic.Hard, true, ""},
		{"СЛОЖНАЯ", logic.Hard, true, ""},
		{"лёгкий", logic.Easy, true, ""},
		{"легкий", logic.Easy, true, ""},
		{"Средний", logic.Medium, true, ""},
		{"эксперт", logic.Expert, true, ""},
		{"очень сложный", logic.Extreme, true, ""},
		{"экстрим", logic.Extreme, true, ""},
		{"сложнй", 0, false, "сложный"},
		{"лгкий", 0, false, "лёгкий"},
		{"банан", 0, false, ""},
		// A level's name with a mark or a plural s, in any language,
		// is the level, not a typo of it.
		{"hard!", logic.Hard, true, ""},
		{"«Expert»", logic.Expert, true, ""},
		{"Экстремальный!", logic.Extreme, true, ""},
	}
	for _, tt := range tests {
		l, ok, suggest := MatchLevel(tt.name)
		// (A suggestion is a name, the level's or an alias: its case
		// is the name's.)
		if ok != tt.ok || ok && l != tt.want || !strings.EqualFold(suggest, tt.suggest) {
			t.Errorf("MatchLevel(%q) = %v, %v, %q; want %v, %v, %q", tt.name, l, ok, suggest, tt.want, tt.ok, tt.suggest)
		}
	}
}

func TestFindTechnique(t *testing.T) {
	tests := []struct {
		text string
		want logic.Technique
	}{
		{"how do I solve an x-wing?", logic.XWing},
		{"what is a finned x-wing?", logic.FinnedXWing},
		{"Can you explain the XYZ-Wing", logic.XYZWing},
		{"X翼怎么用？", logic.XWing},
		{"什么是区块？", logic.Pointing},
		{"what is BUG+1?", logic.BUGPlus1},
		{"what is a UR?", logic.UniqueRectangle1},
		{"how do pointing pairs work?", logic.Pointing},
		{"什么是数对？", 0}, // 数对 alone is everyday Chinese ("这个数对吗")
		{"什么是显性数对？", logic.NakedPair},
		{"how are you?", 0},
		{"debugging is fun?", 0},
		// Ordinary sentences, in both languages, name no technique.
		{"how do I use ur bot?", 0},
		{"I found a bug, can you fix it?", 0},
		{"is there a bug in you?", 0},
		{"er, what is this?", 0},
		{"what are you pointing at?", 0},
		{"is there a single solution?", 0},
		{"can you chain these hints?", 0},
		{"what colour is the board?", 0},
		{"is this a pair of sevens?", 0},
		{"I'm claiming my prize!", 0},
		{"why do you loop forever?", 0},
		{"这个数对吗？", 0},
		{"这条链接打不开？", 0},
		{"鱼香肉丝好吃吗？", 0},
		{"环境不错吗？", 0},
		{"头发染色了吗？", 0},
		// Russian names in any case of their words; everyday Russian
		// names none.
		{"что такое скрытая одиночка?", logic.HiddenSingle},
		{"Как найти скрытую одиночку?", logic.HiddenSingle},
		{"Что такое X-крыло?", logic.XWing},
		{"объясните рыбу-меч", logic.Swordfish},
		{"как работает X-крыло с плавником?", logic.FinnedXWing},
		{"что такое голые пары?", logic.NakedPair},
		{"расскажите про воздушного змея", logic.TwoStringKite},
		{"что такое небоскрёб?", logic.Skyscraper},
		{"где тут уникальный прямоугольник?", logic.UniqueRectangle1},
		{"у меня пара вопросов?", 0},
		{"какая рыба вкуснее?", 0},
		{"это цепочка событий?", 0},
		{"я люблю сашими, а вы?", 0},
		{"как дела?", 0},
		{"крыло самолёта?", 0},
		{"голая правда?", 0},
		{"где одиночка?", 0},
	}
	for _, tt := range tests {
		ts := findTechnique(tt.text)
		got := logic.Technique(0)
		if len(ts) > 0 {
			got = ts[0]
		}
		if got != tt.want {
			t.Errorf("findTechnique(%q) = %v, want %v", tt.text, ts, tt.want)
		}
	}
}

// FuzzMatchTechnique checks that matching never panics and never names a
// technique the text is not a name, an alias, or a near miss of.
func FuzzMatchTechnique(f *testing.F) {
	for _, s := range []string{"x-wing", "swordfsh", "unique rectangle", "区块", "UR1", "", "ß", "\xff", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
		"скрытую одиночку", "рыба-мечь", "пара", "ЁЖ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		ts, suggest := MatchTechnique(name)
		if ts2, suggest2 := MatchTechnique(name); !slices.Equal(ts, ts2) || suggest != suggest2 {
			t.Fatalf("MatchTechnique(%q) = %v, %v, then %v, %v", name, ts, suggest, ts2, suggest2)
		}
		key := foldName(name)
		if len(ts) > 0 {
			stemmed := slices.ContainsFunc(stemmers, func(s stemmer) bool { _, ok := s.names[s.key(name)]; return ok })
			if _, ok := techniqueKeys[key]; !ok && !stemmed {
				if _, err := generate.ParseTechnique(name); err != nil {
					t.Fatalf("MatchTechnique(%q) = %v: %q is no name", name, ts, key)
				}
			}
			if suggest != 0 {
				t.Fatalf("MatchTechnique(%q) both matches and suggests", name)
			}
		}
		if suggest != 0 {
			near := false
			for k, kts := range techniqueKeys {
				if kts[0] == suggest && typoDistance(key, k) <= allowedTypos(key) {
					near = true
				}
			}
			if !near || allowedTypos(key) == 0 {
				t.Fatalf("MatchTechnique(%q) suggests %v, which is not a near miss", name, suggest)
			}
		}
		if a, b := findTechnique(name), findTechnique(name); !slices.Equal(a, b) {
			t.Fatalf("findTechnique(%q) = %v, then %v", name, a, b)
		}
		// In a plain sentence around it, an everyday word names nothing.
		for _, sentence := range []string{"is there a " + name + " here?", "这个" + name + "对吗？"} {
			if everydayNames[foldName(name)] {
				if ts := findTechnique(sentence); ts != nil {
					t.Fatalf("findTechnique(%q) = %v: %q is an everyday word", sentence, ts, name)
				}
			}
		}
		for _, sentence := range plainSentences {
			if ts := findTechnique(sentence); ts != nil {
				t.Fatalf("findTechnique(%q) = %v", sentence, ts)
			}
		}
		MatchLevel(name)
	})
}

// plainSentences name no technique.
var plainSentences = []string{"hi there! can you help me with a sudoku?", "thanks", "how are you?", "这个数对吗？", "what are you pointing at?",
	"привет! поможете с судоку?", "у меня пара вопросов", "какая рыба вкуснее?"}

// TestMatchTechniqueTies: a name as near to two techniques suggests
// neither, on every call, whatever the map's order.
func TestMatchTechniqueTies(t *testing.T) {
	for _, name := range []string{"alsxy", "urtype5", "xzwing", "swordfsh", "xywng"} {
		ts, first := MatchTechnique(name)
		for range 50 {
			if ts2, s := MatchTechnique(name); s != first || !slices.Equal(ts, ts2) {
				t.Fatalf("MatchTechnique(%q) suggests %v, then %v", name, first, s)
			}
		}
	}
	for _, tt := range []struct {
		name string
		want logic.Technique
	}{{"alsxy", 0}, {"urtype5", 0}, {"swordfsh", logic.Swordfish}} {
		if _, s := MatchTechnique(tt.name); s != tt.want {
			t.Errorf("MatchTechnique(%q) suggests %v, want %v", tt.name, s, tt.want)
		}
	}
}

// FuzzKeycaps checks that reading Keycaps never panics, keeps every
// digit (and valid text valid), and leaves a text without them alone.
func FuzzKeycaps(f *testing.F) {
	for _, s := range []string{"5️⃣3️⃣⬜", "5\uFE0F3", "#️⃣*️⃣", "\uFE0F5", "◻️◻️1", "9\uFE0F\uFE0F\u20E3", "\xff\u20E3", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Keycaps(s)
		digits := func(s string) int {
			n := 0
			for i := range len(s) {
				if s[i] >= '0' && s[i] <= '9' {
					n++
				}
			}
			return n
		}
		if digits(got) != digits(s) {
			t.Fatalf("Keycaps(%q) = %q: %d digits, want %d", s, got, digits(got), digits(s))
		}
		if utf8.ValidString(s) && !utf8.ValidString(got) {
			t.Fatalf("Keycaps(%q) = %q, not valid UTF-8", s, got)
		}
		if utf8.RuneCountInString(got) > utf8.RuneCountInString(s) {
			t.Fatalf("Keycaps(%q) = %q is longer", s, got)
		}
		if !strings.ContainsAny(s, "\u20E3\uFE0F⬜⬛◻◼▫▪🔲🔳") && got != s {
			t.Fatalf("Keycaps(%q) = %q, want it unchanged", s, got)
		}
	})
}

// FuzzClassifyTalk checks that telling talk from grids never panics, is
// the same on every call, and always takes a text with a puzzle's 81
// cells, or cells and no letters, for an attempt at a grid.
func FuzzClassifyTalk(f *testing.F) {
	for _, s := range []string{"hi", "thanks", "how do I solve an x-wing?", "ok but why is r1c1 a 5", classic, "不错，谢谢", "5", "\xff", "",
		"спасибо", "привет", "что такое скрытая одиночка?", "ок, но почему в r1c1 стоит 5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k := classify(s)
		if again := classify(s); again != k {
			t.Fatalf("classify(%q) = %v, then %v", s, k, again)
		}
		if k2 := classify(s + "\n" + classic); k2 != Grid {
			t.Fatalf("classify(%q + a puzzle) = %v, want a grid", s, k2)
		}
		hasCell, hasLetter := false, false
		for _, r := range s {
			hasCell = hasCell || isCellRune(r)
			hasLetter = hasLetter || unicode.IsLetter(r)
		}
		if hasCell && !hasLetter && k != Grid {
			t.Fatalf("classify(%q) = %v: cells and no letters, want a grid", s, k)
		}
	})
}

// TestReadingWordsName: every language's everyday names and initialisms
// are names the reader knows, so that none is left over from a renamed
// technique.
func TestReadingWordsName(t *testing.T) {
	for _, lang := range locale.All() {
		w := catalog.For(lang)
		for _, n := range w.EverydayNames() {
			if _, ok := techniqueKeys[n]; !ok || foldName(n) != n {
				t.Errorf("%v: everyday name %q is no folded name of a technique", lang, n)
			}
		}
		for _, a := range w.Initialisms() {
			if _, ok := techniqueKeys[foldName(a)]; !ok {
				t.Errorf("%v: initialism %q names no technique", lang, a)
			}
		}
	}
}

func TestKeycaps(t *testing.T) {
	for in, want := range map[string]string{
		"5️⃣3️⃣⬜":  "53.",
		"5\uFE0F3": "53",
		"#️⃣*️⃣":   "..",
		"hello ❤️": "hello ❤️",
		"r3c5=7":   "r3c5=7",
		"◻️◻️1":    "..1",
		"\uFE0F5":  "\uFE0F5",
	} {
		if got := Keycaps(in); got != want {
			t.Errorf("Keycaps(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPracticeArgsRead: every name /practice lists or suggests, in every
// language, reads back as its technique.
func TestPracticeArgsRead(t *testing.T) {
	for _, lang := range locale.All() {
		for _, tech := range practicable() {
			arg := PracticeArg(tech, lang)
			if ts, _ := MatchTechnique(arg); !slices.Contains(ts, tech) {
				t.Errorf("/practice %s (%v, %v) reads as %v", arg, tech, lang, ts)
			}
		}
		c := catalog.For(lang)
		for _, arg := range []string{c.PracticeLockedCandidatesArg(), c.PracticeUniqueRectangleArg(), c.PracticeFinnedFishArg(), c.PracticeSashimiFishArg()} {
			if ts, _ := MatchTechnique(arg); len(ts) < 2 {
				t.Errorf("/practice %s (%v) reads as %v, want a family", arg, lang, ts)
			}
		}
	}
}

// TestEveryTechniqueHasPracticeAlias: every technique of the engine's
// full list that a puzzle can drill is read by /practice from its stable
// key, as that technique alone, and from its name in every language; the
// others (a full house, a trial) are left out on purpose.
func TestEveryTechniqueHasPracticeAlias(t *testing.T) {
	drilled := generate.Techniques()
	for _, tech := range logic.Techniques() {
		if !slices.Contains(drilled, tech) {
			if tech != logic.FullHouse && tech != logic.Trial {
				t.Errorf("%v: no puzzle can drill it", tech)
			}
			continue
		}
		if ts, _ := MatchTechnique(tech.Key()); !slices.Equal(ts, []logic.Technique{tech}) {
			t.Errorf("/practice %s (%v's key) reads as %v", tech.Key(), tech, ts)
		}
		for _, lang := range locale.All() {
			name := explain.For(lang).Technique(tech)
			if ts, _ := MatchTechnique(name); !slices.Contains(ts, tech) {
				t.Errorf("/practice %s (%v in %v) reads as %v", name, tech, lang, ts)
			}
		}
	}
}
