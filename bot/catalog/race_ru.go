package catalog

import "fmt"

func (russian) MenuTop() string { return "таблица лидеров группы" }
func (russian) HelpLineTop() string {
	return "в группе: кто решил головоломку дня и кто лидирует за неделю"
}
func (russian) RaceInvite() string {
	return "🏁 Наперегонки: нажмите «Играть» и решайте на своём поле. Время каждого появится здесь."
}
func (russian) PrivateFrom(group string) string {
	if group == "" {
		return "Вы спросили в группе. Отвечаю здесь, чтобы не испортить головоломку остальным:"
	}
	return fmt.Sprintf("Вы спросили в «%s». Отвечаю здесь, чтобы не испортить головоломку остальным:", group)
}
func (russian) SentPrivately() string {
	return "📬 Ответ отправлен вам в личные сообщения."
}
func (russian) StartFirst(name, link string) string {
	return fmt.Sprintf("%s, в группе я не показываю подсказки и решения, чтобы никому не испортить игру. <a href=\"%s\">Откройте чат со мной</a>, нажмите «Запустить» и спросите там.", name, link)
}
func (russian) Leaderboard() string      { return "🏆 Таблица лидеров" }
func (russian) FilledIn() string         { return "с автопометками" }
func (russian) MoreResults(n int) string { return fmt.Sprintf("…и ещё %d", n) }
func (russian) TopNotGroup() string {
	return "/top показывает таблицу лидеров группы. Добавьте меня в группу и отправьте там /daily: все будут решать одну головоломку наперегонки."
}
func (russian) TopDaily(day string) string { return "🏆 Головоломка дня, " + day }
func (russian) TopDailyNone() string {
	return "Сегодняшнюю головоломку дня здесь ещё никто не решил. Опубликовать её — /daily."
}
func (russian) TopWeek() string { return "📅 За неделю" }
func (russian) TopWeekLine(name string, solved int, best string) string {
	return fmt.Sprintf("%s — %s, лучшее время %s", name, countRu(solved, "головоломка", "головоломки", "головоломок"), best)
}
func (russian) TopWeekNone() string {
	return "За последние 7 дней здесь никто не решил ни одной опубликованной головоломки."
}
