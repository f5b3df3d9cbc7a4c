package catalog

import (
	"testing"
	"time"
)

// TestRepliesRussianNumbers checks the Russian texts whose words agree
// with a number, through every plural form (1, 2–4, 5–20, 21, 11–14).
func TestRepliesRussianNumbers(t *testing.T) {
	ru := russian{}
	cells := func(n int) []string {
		s := make([]string, n)
		for i := range s {
			s[i] = "r1c" + string(rune('1'+i))
		}
		return s
	}
	for _, tt := range []struct{ got, want string }{
		{ru.Ago(time.Minute), " 1 минуту назад"},
		{ru.Ago(3 * time.Minute), " 3 минуты назад"},
		{ru.Ago(11 * time.Minute), " 11 минут назад"},
		{ru.Ago(21 * time.Minute), " 21 минуту назад"},
		{ru.Ago(21 * time.Hour), " 21 час назад"},
		{ru.Ago(72 * time.Hour), " 3 дня назад"},
		{ru.Ago(5 * 24 * time.Hour), " 5 дней назад"},
		{ru.Ago(time.Second), " только что"},
		{ru.StepsHeader(1), "Решение за 1 шаг:"},
		{ru.StepsHeader(22), "Решение за 22 шага:"},
		{ru.StepsHeader(12), "Решение за 12 шагов:"},
		{ru.ParseCellCount(21), "В сообщении 21 клетка, а в судоку их 81."},
		{ru.ParseCellCount(84), "В сообщении 84 клетки, а в судоку их 81."},
		{ru.ParseCellCount(80), "В сообщении 80 клеток, а в судоку их 81."},
		{ru.TooLong(4096), "Это сообщение для меня слишком длинное (больше 4096 байт). Головоломка умещается в 81 символ."},
		{ru.RepeatInBox(7, 2, 5, cells(2)), "• 7 встречается 2 раза в блоке 5: r1c1, r1c2"},
		{ru.RepeatInColumn(7, 5, 5, cells(2)), "• 7 встречается 5 раз в столбце 5: r1c1, r1c2"},
		{ru.OtherPuzzle(20, 21), "Ваша сетка отличается от головоломки, на которую вы ответили, в 20 из 21 исходной цифры: может, это другая головоломка? Пришлите её отдельным сообщением, и я её решу, или ответьте на ту головоломку, из которой она взята."},
		{ru.Mistakes(cells(1)), "1 клетка заполнена неверно: r1c1. Исправьте её, прежде чем продолжать: подсказка, построенная на ошибке, только собьёт вас с пути."},
		{ru.Mistakes(cells(3)), "3 клетки заполнены неверно: r1c1, r1c2 и r1c3. Исправьте их, прежде чем продолжать: подсказка, построенная на ошибке, только собьёт вас с пути."},
		{ru.Mistakes(cells(5))[:len("5 клеток заполнено неверно")], "5 клеток заполнено неверно"},
		{ru.ChangedGivens(cells(1)), "Ваша сетка меняет или стирает исходные цифры головоломки в клетке r1c1. Пожалуйста, оставьте исходные цифры как есть."},
		{ru.Difficulty("Средний", 3.4, "Скрытая пара"), "Уровень: средний (3,4), самый трудный шаг: скрытая пара"},
		{ru.Difficulty("Экстремальный", 8.6, "X-крыло с плавником"), "Уровень: экстремальный (8,6), самый трудный шаг: X-крыло с плавником"},
		{ru.TechniqueUse("Многосекторное запертое множество", 1), "многосекторное запертое множество ×1"},
		{ru.TechniqueUse("BUG+1", 1), "BUG+1 ×1"},
		{ru.RateTier(4, 23), ".\nСтупень 4 из 9, 23 шага."},
	} {
		if tt.got != tt.want {
			t.Errorf("got  %q\nwant %q", tt.got, tt.want)
		}
	}
}
