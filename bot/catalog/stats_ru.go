package catalog

import (
	"fmt"
	"strings"
)

func (russian) MenuStats() string {
	return "ваш прогресс: решённые головоломки, время, серия"
}
func (russian) HelpLineStats() string {
	return "ваш прогресс: решённые головоломки по уровням, лучшее время, серия головоломок дня, встреченные приёмы"
}
func (russian) MenuRemind() string {
	return "ежедневное напоминание о головоломке дня"
}
func (russian) HelpLineRemind() string {
	return "напоминание о головоломке дня в удобный вам час: /remind 21:30, /remind off"
}

func (russian) StatsTitle() string        { return "Ваш прогресс" }
func (russian) StatsSolvedHeader() string { return "Решено" }
func (russian) StatsBestHeader() string   { return "Лучшее" }
func (russian) StatsMedianHeader() string { return "Медиана" }
func (russian) StatsLevelHeader() string  { return "Уровень" }
func (russian) StatsStreakWords(days int) string {
	return formRu(days, "день", "дня", "дней") + " подряд с головоломкой дня"
}
func (russian) StatsLongest(days int) string { return fmt.Sprintf("рекорд: %d", days) }
func (russian) StatsHintsChart(n int) string {
	return fmt.Sprintf("Подсказки на головоломку, последние %d", n)
}
func (russian) StatsTechniquesHeader() string { return "Встреченные приёмы" }
func (russian) StatsMetHeader() string        { return "встречался" }
func (russian) StatsHintedHeader() string     { return "с подсказкой" }
func (russian) StatsMore(n int) string        { return fmt.Sprintf("и ещё %d", n) }

func (russian) StatsCaption(solved, streak, longest int) string {
	s := "📊 Решено: " + countRu(solved, "головоломка", "головоломки", "головоломок")
	switch {
	case streak > 0:
		s += fmt.Sprintf(" · 🔥 головоломки дня %s подряд (рекорд — %d)", countRu(streak, "день", "дня", "дней"), longest)
	case longest > 0:
		s += fmt.Sprintf(" · рекордная серия головоломок дня — %s", countRu(longest, "день", "дня", "дней"))
	}
	return s
}
func (russian) StatsPractice(links []string) string {
	return "Здесь понадобились подсказки — потренируйтесь: " + strings.Join(links, ", ")
}
func (russian) StatsEmpty() string {
	return "Пока ни одной решённой головоломки. Решите одну на поле (кнопка «🎮 Играть» под головоломкой или /daily) — и здесь появится ваш прогресс."
}

func (russian) FinishStreak(days int) string {
	return "🔥 " + countRu(days, "день", "дня", "дней") + " подряд"
}
func (russian) FinishAgain() string { return "Эта партия уже засчитана." }
func (russian) BoardFinishWrong() string {
	return "Эта сетка не решение головоломки, поэтому не засчитана."
}
func (russian) BoardFinishTime() string {
	return "Такое время для этой партии невозможно, поэтому она не засчитана."
}
func (russian) BoardFinishChallenge() string {
	return "Вызов в ссылке не распознан (допустимы буквы, цифры и дефисы, не больше 64 символов)."
}

func (russian) RemindHow(on bool, at string) string {
	if on {
		return fmt.Sprintf("Я напоминаю о головоломке дня каждый день в %s по вашему времени. /remind 08:00 меняет час, /remind off отключает.", at)
	}
	return "Могу раз в день напоминать о головоломке дня в удобный вам час: пришлите /remind 21:30 (по вашему времени). /remind off отключает. Без вашей просьбы я напоминаний не шлю."
}
func (russian) RemindAskZone(at string) string {
	return fmt.Sprintf("Чтобы напоминать в %s по вашему времени, мне нужен ваш часовой пояс: который у вас сейчас час? Ответьте временем (например, 18:05) или смещением от UTC (например, UTC+3).", at)
}
func (russian) RemindBadTime(typed string) string {
	return fmt.Sprintf("Не понимаю время %s. Напишите часы и минуты в 24-часовом формате: /remind 21:30.", typed)
}
func (russian) RemindBadZone(typed string) string {
	return fmt.Sprintf("Не получилось понять %s ни как ваше время, ни как смещение от UTC. Ответьте, который у вас час (например, 18:05), или смещением (например, UTC+3, -05:00).", typed)
}
func (russian) RemindOn(at string) string {
	return fmt.Sprintf("⏰ Готово: каждый день в %s по вашему времени напомню о головоломке дня. /remind off отключает.", at)
}
func (russian) RemindOff() string {
	return "Напоминания отключены. /remind 21:30 включит их снова."
}
func (russian) RemindText() string {
	return "⏰ Головоломка дня ждёт вас: /daily"
}
func (russian) RemindButton() string { return "📅 Решать головоломку дня" }
