package render

import (
	"bytes"
	"errors"
	"image/png"
	"strings"
	"testing"
	"time"
)

// statsSample is a person's progress with every part of the picture: four
// levels, a streak, hints in some puzzles, techniques of which some needed
// hints, the list cut short. words are the picture's words in a language,
// and names the levels' and techniques' names (as the bot passes them).
func statsSample(words StatsWords, levels, techniques []string) Stats {
	s := Stats{Streak: 3, Longest: 12, Words: words}
	times := [][2]time.Duration{{2*time.Minute + 41*time.Second, 4*time.Minute + 5*time.Second},
		{5*time.Minute + 12*time.Second, 8*time.Minute + 30*time.Second},
		{11*time.Minute + 3*time.Second, 17*time.Minute + 48*time.Second},
		{38*time.Minute + 20*time.Second, 1*time.Hour + 2*time.Minute + 9*time.Second}}
	for i, n := range []int{23, 41, 9, 2} {
		s.Levels = append(s.Levels, LevelStats{Name: levels[i], Solved: n, Best: times[i][0], Median: times[i][1]})
	}
	s.Hints = []int{0, 2, 1, 0, 0, 5, 3, 0, 1, 0, 0, 0, 2, 0, 1, 0, 0, 4, 0, 0, 0, 1, 0, 0}
	counts := [][2]int{{75, 0}, {75, 0}, {60, 1}, {31, 0}, {12, 4}, {9, 2}, {5, 0}, {2, 2}}
	for i, c := range counts {
		s.Techniques = append(s.Techniques, TechniqueStats{Name: techniques[i], Met: c[0], Hinted: c[1]})
	}
	return s
}

var statsSamples = map[string]Stats{
	"stats_en": statsSample(StatsWords{Title: "Your progress", Level: "Level", Solved: "Solved", Best: "Best", Median: "Median",
		Streak: "dailies in a row", Longest: "longest: 12", Hints: "Hints per puzzle, last 24",
		Techniques: "Techniques met", Met: "met", Hinted: "hinted", More: "and 5 more"},
		[]string{"Easy", "Medium", "Hard", "Expert"},
		[]string{"Hidden Single", "Naked Single", "Pointing", "Naked Pair", "X-Wing", "XY-Wing", "Skyscraper", "Unique Rectangle Type 2"}),
	"stats_zh": statsSample(StatsWords{Title: "我的进度", Level: "难度", Solved: "已解", Best: "最快", Median: "中位数",
		Streak: "天 · 每日一题连续打卡", Longest: "最长：12天", Hints: "每题提示次数（最近24题）",
		Techniques: "遇到过的技巧", Met: "遇到", Hinted: "用了提示", More: "还有5种"},
		[]string{"简单", "中等", "困难", "专家"},
		[]string{"隐性唯一数", "唯一余数", "宫区块", "显性数对", "X翼", "XY翼", "摩天楼", "唯一矩形（类型2）"}),
	"stats_ru": statsSample(StatsWords{Title: "Ваш прогресс", Level: "Уровень", Solved: "Решено", Best: "Лучшее", Median: "Медиана",
		Streak: "дня подряд с головоломкой дня", Longest: "рекорд: 12", Hints: "Подсказки на головоломку, последние 24",
		Techniques: "Встреченные приёмы", Met: "встречался", Hinted: "с подсказкой", More: "и ещё 5"},
		[]string{"Лёгкий", "Средний", "Сложный", "Экспертный"},
		[]string{"Скрытая одиночка", "Голая одиночка", "Указывающая пара", "Голая пара", "X-крыло", "XY-крыло", "Небоскрёб", "Уникальный прямоугольник, тип 2"}),
}

// TestStatsGolden draws the stats picture in each language.
func TestStatsGolden(t *testing.T) {
	for name, s := range statsSamples {
		t.Run(name, func(t *testing.T) {
			var b bytes.Buffer
			if err := WriteStats(&b, s); err != nil {
				t.Fatalf("WriteStats: %v", err)
			}
			img, err := png.Decode(&b)
			if err != nil {
				t.Fatalf("decoding the PNG: %v", err)
			}
			if w := img.Bounds().Dx(); w != StatsWidth {
				t.Errorf("width %d, want %d", w, StatsWidth)
			}
			checkGolden(t, name, img)
		})
	}
}

// TestStatsSmall checks that a picture with one level and no hints or
// techniques is shorter than a full one: empty parts take no room.
func TestStatsSmall(t *testing.T) {
	full := statsSamples["stats_en"]
	small := Stats{Levels: full.Levels[:1], Words: full.Words}
	var a, b bytes.Buffer
	if err := WriteStats(&a, full); err != nil {
		t.Fatal(err)
	}
	if err := WriteStats(&b, small); err != nil {
		t.Fatal(err)
	}
	fi, _ := png.DecodeConfig(&a)
	si, _ := png.DecodeConfig(&b)
	if si.Height >= fi.Height/2 {
		t.Errorf("a picture with one level is %d high, the full one %d: want under half", si.Height, fi.Height)
	}
}

func TestStatsInvalid(t *testing.T) {
	full := statsSamples["stats_en"]
	for name, s := range map[string]Stats{
		"negative streak":     {Streak: -1},
		"streak over record":  {Streak: 4, Longest: 3},
		"median under best":   {Levels: []LevelStats{{Solved: 1, Best: time.Minute, Median: time.Second}}},
		"negative hints":      {Hints: []int{1, -2}},
		"too many techniques": {Techniques: make([]TechniqueStats, MaxStatsTechniques+1)},
		"negative met":        {Techniques: []TechniqueStats{{Met: -1}}},
	} {
		s.Words = full.Words
		err := WriteStats(&bytes.Buffer{}, s)
		var fe *FieldError
		if !errors.As(err, &fe) || !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: WriteStats = %v, want a *FieldError", name, err)
		}
	}
}

// TestMissing checks that the Chinese outlines hold the sample's words and
// that a character outside them is reported.
func TestMissing(t *testing.T) {
	s := statsSamples["stats_zh"]
	all := []string{s.Words.Title, s.Words.Streak, s.Words.Hints, s.Words.Techniques, s.Words.More}
	for _, l := range s.Levels {
		all = append(all, l.Name)
	}
	for _, tq := range s.Techniques {
		all = append(all, tq.Name)
	}
	if m, err := Missing(strings.Join(all, "")); err != nil || len(m) > 0 {
		t.Errorf("Missing(the Chinese sample) = %q, %v; want none", m, err)
	}
	if m, _ := Missing("进度龍"); string(m) != "龍" {
		t.Errorf("Missing(%q) = %q, want the traditional character only", "进度龍", string(m))
	}
}

func TestClockText(t *testing.T) {
	for _, tt := range []struct {
		in   time.Duration
		want string
	}{{0, "0:00"}, {65 * time.Second, "1:05"}, {59*time.Minute + 59*time.Second + 900*time.Millisecond, "59:59"}, {3723 * time.Second, "1:02:03"}} {
		if got := clockText(tt.in); got != tt.want {
			t.Errorf("clockText(%v) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func BenchmarkWriteStats(b *testing.B) {
	s := statsSamples["stats_zh"]
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := WriteStats(&buf, s); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes/png")
}
