package reading

import (
	"strings"
	"testing"

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
		got := AskText(solver.Grid{}, "?", []int{3}, nil, true, tt.lang)
		if last := got[strings.LastIndex(got, "\n")+1:]; !strings.HasPrefix(last, tt.offered) {
			t.Errorf("AskText in %v with ✅ Looks right ends %q, want %q…", tt.lang, last, tt.offered)
		}
		for _, got := range []string{AskText(solver.Grid{}, "?", []int{3}, nil, false, tt.lang), AskText(solver.Grid{}, "?", nil, nil, false, tt.lang)} {
			if strings.Contains(got, tt.notFirst) {
				t.Errorf("AskText in %v without ✅ Looks right = %q: %q follows nothing", tt.lang, got, tt.notFirst)
			}
		}
	}
}
