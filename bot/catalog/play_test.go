package catalog

import "testing"

func TestPlayArticle(t *testing.T) {
	for name, want := range map[string]string{
		"X-Wing": "an X-Wing", "XY-Wing": "an XY-Wing", "W-Wing": "a W-Wing", "Empty Rectangle": "an Empty Rectangle",
		"Unique Rectangle Type 1": "a Unique Rectangle Type 1", "ALS-XZ": "an ALS-XZ", "Skyscraper": "a Skyscraper",
		"2-String Kite": "a 2-String Kite", "BUG+1": "a BUG+1", "Hidden Single": "a Hidden Single",
	} {
		if got := playArticle(name); got != want {
			t.Errorf("playArticle(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestPlayLowerFirst(t *testing.T) {
	for name, want := range map[string]string{
		"Скрытая одиночка": "скрытая одиночка", "X-крыло": "X-крыло", "XY-крыло": "XY-крыло",
		"ALS-XZ": "ALS-XZ", "Рыба-меч": "рыба-меч", "медуза": "медуза", "": "", "Ё": "ё",
	} {
		if got := playLowerFirst(name); got != want {
			t.Errorf("playLowerFirst(%q) = %q, want %q", name, got, want)
		}
	}
}

// TestPlayRussianForms: numbers take the noun's form for them.
func TestPlayRussianForms(t *testing.T) {
	ru := russian{}
	for _, tt := range []struct{ got, want string }{
		{ru.WalkDone(1), "Решено! 🎉 Это был последний из 1 шага; кнопка ◀ вернёт к предыдущим."},
		{ru.WalkDone(25), "Решено! 🎉 Это был последний из 25 шагов; кнопка ◀ вернёт к предыдущим."},
		{ru.PracticeCount(2, true, false, false, false, 3), "У этой головоломки 2 решения. 3 отмеченные клетки — там, где решения различаются; показанные цифры во всех решениях одинаковы. Исходная цифра в отмеченной клетке сократила бы число решений."},
		{ru.PracticeCount(5, false, false, false, false, 21), "У этой головоломки как минимум 5 решений. 21 отмеченная клетка — там, где решения различаются; показанные цифры во всех решениях одинаковы. Исходная цифра в отмеченной клетке сократила бы число решений."},
		{ru.MovesRecorded([]string{"r1c3 = 4"}, 0, 1, 51, ""), "Записано: r1c3 = 4. Заполнено: 1 из 51 пустой клетки. /check сверит ваши ходы с решением; /hint продолжит подсказки отсюда."},
		{ru.MovesClash("r1c4=5", 5, 0, 1, "r1c1"), "⚠️ r1c4=5: в строке 1 уже есть 5 — в клетке r1c1."},
		{ru.PracticeRating("Сложный", 4.25), "Сложный (4,2)"},
	} {
		if tt.got != tt.want {
			t.Errorf("got  %q\nwant %q", tt.got, tt.want)
		}
	}
}

// TestPlayDigitArticle: "an 8", every other digit "a".
func TestPlayDigitArticle(t *testing.T) {
	en := english{}
	for _, tt := range []struct{ got, want string }{
		{en.MovesClash("r1c4=8", 8, 0, 1, "r1c1"), "⚠️ r1c4=8: there is already an 8 in row 1, at r1c1."},
		{en.MovesClash("r1c4=7", 7, 2, 2, "r1c1"), "⚠️ r1c4=7: there is already a 7 in box 2, at r1c1."},
		{en.PhotoCorrectionClash("r1c4=8", 8, 1, 3, "r3c3"), "With r1c4=8 this grid has no solution: column 3 already has an 8, at r3c3."},
		{en.PhotoGame(1, 0), "📷 Your game in progress: the printed digits are the puzzle, 1 digit is yours."},
		{en.PhotoGame(12, 21), "📷 Your game in progress: the printed digits are the puzzle, 12 digits are yours, and pencil marks in 21 cells."},
		{russian{}.PhotoGame(21, 21), "📷 Это начатая партия: напечатанные цифры — условие, вписано вами: 21 цифра; пометки карандашом — в 21 клетке."},
		{russian{}.PhotoGame(3, 5), "📷 Это начатая партия: напечатанные цифры — условие, вписано вами: 3 цифры; пометки карандашом — в 5 клетках."},
	} {
		if tt.got != tt.want {
			t.Errorf("got  %q\nwant %q", tt.got, tt.want)
		}
	}
}
