package reading

import (
	"fmt"
	"html"
	"strings"
	"testing"
	"unicode/utf8"

	"sudokubot/bot/catalog"
	"sudokubot/bot/markup"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/photo"
)

// TestRepairTexts: what a repair changed, in every language, an empty
// cell named as such.
func TestRepairTexts(t *testing.T) {
	rs := []photo.Repair{{Cell: 3, Read: 0, Now: 7}, {Cell: 4, Read: 7, Now: 0}}
	for _, tt := range []struct {
		lang        locale.Lang
		one, asked  string
		reasonAlike string
	}{
		{locale.English, "I read r1c4 as 7, not empty — check it.", "It has one if I read r1c4 as 7, not empty; r1c5 as empty, not 7 (marked).", "two digits look alike: 1 or 7?"},
		{locale.Chinese, "我把 r1c4 读成了 7，而不是 空格——请核对。", "如果 r1c4 是 7 而不是 空格；r1c5 是 空格 而不是 7（已标出），就有唯一解。", "两个数字很像：1 还是 7？"},
		{locale.Russian, "В клетке r1c4, по-моему, стоит 7, а не пусто, — проверьте.", "Оно появится, если считать так: в r1c4 — 7, а не пусто; в r1c5 — пусто, а не 7 (эти клетки отмечены).", "две цифры похожи: 1 или 7?"},
	} {
		if got := RepairText(rs[:1], tt.lang); !strings.HasPrefix(got, tt.one) {
			t.Errorf("RepairText in %v = %q, want %q…", tt.lang, got, tt.one)
		}
		if got := AskRepairsText(solver.Grid{}, rs, tt.lang); !strings.Contains(got, tt.asked) {
			t.Errorf("AskRepairsText in %v = %q, want %q in it", tt.lang, got, tt.asked)
		}
		if got := ReasonText(photo.Reason{Kind: photo.DoubtAlike, A: 1, B: 7}, tt.lang); got != tt.reasonAlike {
			t.Errorf("ReasonText in %v = %q, want %q", tt.lang, got, tt.reasonAlike)
		}
	}
}

// TestPhotoAskPrompts: "Otherwise" follows the offer of ✅ Looks right,
// and only it, in every language.
func TestPhotoAskPrompts(t *testing.T) {
	for _, tt := range []struct {
		lang              locale.Lang
		offered, notFirst string
	}{
		{locale.English, "If the picture shows exactly this grid, press ✅ Looks right. Otherwise reply", "Otherwise"},
		{locale.Chinese, "如果图中正是这个题目，请点 ✅ 没错。否则请回复", "否则"},
		{locale.Russian, "Если на картинке именно эта сетка, нажмите «✅ Всё верно». Иначе ответьте", "Иначе"},
	} {
		got := AskText(solver.Grid{}, "?", []int{3}, nil, true, "", tt.lang)
		if last := got[strings.LastIndex(got, "\n")+1:]; !strings.HasPrefix(last, tt.offered) {
			t.Errorf("AskText in %v with ✅ Looks right ends %q, want %q…", tt.lang, last, tt.offered)
		}
		for _, got := range []string{AskText(solver.Grid{}, "?", []int{3}, nil, false, "", tt.lang), AskText(solver.Grid{}, "?", nil, nil, false, "", tt.lang)} {
			if strings.Contains(got, tt.notFirst) {
				t.Errorf("AskText in %v without ✅ Looks right = %q: %q follows nothing", tt.lang, got, tt.notFirst)
			}
		}
	}
}

// TestCellList: cells with one reason are listed together before it;
// a list too long for its room loses the last groups' reasons, then its
// last cells, counted; the question always fits a caption whole.
func TestCellList(t *testing.T) {
	mine := "taken as written in by you, not printed"
	reasons := map[int]string{0: mine, 1: "3 or 5?", 2: mine, 3: ""}
	for _, tt := range []struct {
		room int
		want string
	}{
		{1000, "Cells to check (marked): r1c1, r1c3 (" + mine + "); r1c2 (3 or 5?); r1c4"},
		{90, "Cells to check (marked): r1c1, r1c3 (" + mine + "); r1c2, r1c4"},
		{50, "Cells to check (marked): r1c1, r1c2, r1c3, r1c4"},
	} {
		if got := CellList([]int{0, 1, 2, 3}, reasons, tt.room, locale.English); got != tt.want {
			t.Errorf("CellList in %d characters = %q, want %q", tt.room, got, tt.want)
		}
	}
	twenty := make([]int, 20)
	for i := range twenty {
		twenty[i] = i
	}
	for _, tt := range []struct {
		room int
		want string
	}{
		{100, "Cells to check (marked): r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7; 13 more, marked in the picture"},
		{10, "Cells to check (marked): 20 more, marked in the picture"},
	} {
		if got := CellList(twenty, nil, tt.room, locale.English); got != tt.want {
			t.Errorf("CellList of 20 cells in %d characters = %q, want %q", tt.room, got, tt.want)
		}
	}
	// 30 cells, each with a reason of its own, in every language: the
	// whole question, its prompt last, fits Telegram's caption.
	var cells []int
	long := map[int]string{}
	for i := range 30 {
		cells = append(cells, i*2)
		long[i*2] = fmt.Sprintf("two digits look alike: %d or %d?", i%9+1, (i+1)%9+1)
	}
	for _, l := range locale.All() {
		got := AskText(solver.Grid{}, "?", cells, long, true, catalog.For(l).PhotoWhoseHow(), l)
		if n := utf8.RuneCountInString(got); n > markup.MaxCaption {
			t.Errorf("%s: the question has %d characters, more than a caption's %d", l, n, markup.MaxCaption)
		}
		if !strings.HasSuffix(got, html.EscapeString(catalog.For(l).PhotoWhoseHow())) {
			t.Errorf("%s: the question %q does not end with how to answer", l, got)
		}
	}
}
