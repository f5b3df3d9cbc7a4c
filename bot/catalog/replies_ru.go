package catalog

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

func (russian) ButtonHint() string        { return "💡 Подсказка" }
func (russian) ButtonSteps() string       { return "📋 По шагам" }
func (russian) ButtonCheck() string       { return "✅ Проверить мои ходы" }
func (russian) ButtonMoreSteps() string   { return "📋 Ещё шаги" }
func (russian) ButtonMore() string        { return "🔍 Подробнее" }
func (russian) ButtonNext() string        { return "➡️ Следующая подсказка" }
func (russian) ButtonOneSolution() string { return "🧩 Одно из решений" }
func (russian) ButtonSolve() string       { return "🧩 Решение" }
func (russian) ButtonPlay() string        { return "🎮 Играть" }
func (russian) ButtonContinue() string    { return "🎮 Продолжить на поле" }
func (russian) ButtonFix() string         { return "✏️ Исправить на поле" }
func (russian) ButtonExpired() string {
	return "Эта кнопка больше не работает. Пришлите головоломку ещё раз."
}

func (russian) ParseExample(puzzle string) string { return "\n\nНапример:\n" + puzzle }

func (russian) ParseSyntax(line, col int, char string) string {
	return fmt.Sprintf("Не получилось прочитать строку %d, символ %d: %s — не цифра и не пустая клетка. Пишите цифры 1–9, а пустые клетки обозначайте нулём или точкой.", line, col, char)
}

func (russian) ParseNoPuzzle() string {
	return "В вашем сообщении нет судоку. Пришлите 81 клетку: цифры 1–9, а вместо пустых клеток — 0 или точку, одной строкой или девятью строками по девять."
}

func (russian) ParseCellCount(found int) string {
	return fmt.Sprintf("В сообщении %s, а в судоку их 81.", countRu(found, "клетка", "клетки", "клеток"))
}

func (russian) ParseSeveralPuzzles(n int) string {
	return fmt.Sprintf(" Похоже, здесь %s: пришлите их, пожалуйста, по одной.", countRu(n, "головоломка", "головоломки", "головоломок"))
}

func (russian) ParseOddRow(row, line, cells, others int) string {
	return fmt.Sprintf(" В строке %d сетки (строка %d вашего сообщения) — %s, а в остальных — по %d.", row, line, countRu(cells, "клетка", "клетки", "клеток"), others)
}

func (russian) ParseOddLine(line, cells, others int) string {
	return fmt.Sprintf(" В строке %d — %s, а в остальных — по %d.", line, countRu(cells, "клетка", "клетки", "клеток"), others)
}

func (russian) ParseEmptyCells() string {
	return " Обозначайте каждую пустую клетку нулём или точкой."
}
func (russian) ParseUnreadable() string {
	return "Не получилось прочитать эту головоломку."
}

func (russian) Conflicts(lines string) string {
	return "Эта головоломка нарушает правила, поэтому решения у неё нет:\n" + lines + "\nПроверьте эти клетки и пришлите её ещё раз."
}

func (russian) GridConflicts(lines string) string {
	return "В вашей сетке нарушены правила:\n" + lines + "\nВ каждом случае одна из клеток заполнена неверно. Чтобы узнать какая, ответьте на сообщение с исходной головоломкой командой /check и своей сеткой."
}

func (russian) RepeatInRow(digit, times, row int, cells []string) string {
	return repliesRepeatRu(digit, times, "в строке", row, cells)
}

func (russian) RepeatInColumn(digit, times, col int, cells []string) string {
	return repliesRepeatRu(digit, times, "в столбце", col, cells)
}

func (russian) RepeatInBox(digit, times, box int, cells []string) string {
	return repliesRepeatRu(digit, times, "в блоке", box, cells)
}

func repliesRepeatRu(digit, times int, house string, n int, cells []string) string {
	return fmt.Sprintf("• %d встречается %s %s %d: %s", digit, countRu(times, "раз", "раза", "раз"), house, n, strings.Join(cells, ", "))
}

func (russian) RepeatsMore(n int) string { return fmt.Sprintf("… и ещё %d.", n) }

func (russian) NoSolutionBlocked(cells []string) string {
	if len(cells) == 1 {
		return "У этой головоломки нет решения: в клетку " + cells[0] + " нельзя поставить ни одной цифры — в её строке, столбце и блоке вместе уже есть все цифры от 1 до 9. Сверьте, пожалуйста, головоломку с оригиналом."
	}
	return "У этой головоломки нет решения: в клетки " + listRu(cells) + " нельзя поставить ни одной цифры — у каждой из них в строке, столбце и блоке вместе уже есть все цифры от 1 до 9. Сверьте, пожалуйста, головоломку с оригиналом."
}

func (russian) NoSolution() string {
	return "У этой головоломки нет решения: ни одна цифра не нарушает правил напрямую, но все исходные цифры вместе не могут быть верными. Сверьте, пожалуйста, головоломку с оригиналом."
}

func (russian) StepLimit() string {
	return "Поиск остановлен: эта головоломка требует больше работы, чем позволяет мой лимит шагов. Возможно, в ней слишком мало исходных цифр — проверьте её, пожалуйста."
}

func (russian) OneSolution() string {
	return "У этой головоломки ровно одно решение, как и положено правильной головоломке."
}

func (russian) OneOfThemText() string {
	return "Одно из них текстом (нажмите, чтобы показать):"
}
func (russian) OneOfSolutions() string {
	return "Одно из решений (у головоломки есть и другие):"
}

func (russian) AlreadySolved() string {
	return "Эта сетка уже заполнена, и в каждой строке, каждом столбце и каждом блоке есть все цифры от 1 до 9: решать больше нечего. Пришлите головоломку с пустыми клетками (каждую обозначьте нулём или точкой)."
}

func (russian) TooLong(limit int) string {
	return fmt.Sprintf("Это сообщение для меня слишком длинное (больше %s). Головоломка умещается в 81 символ.", countRu(limit, "байта", "байт", "байт"))
}

func (russian) SlowDown() string {
	return "Вы прислали сразу очень много! Я разбираю первые сообщения, а остальные пришлите, пожалуйста, чуть позже."
}

func (russian) InternalError() string {
	return "Извините, у меня что-то пошло не так. Попробуйте, пожалуйста, ещё раз."
}

func (russian) NotPuzzleReply() string {
	return "Сначала пришлите головоломку — тогда эта команда будет работать с ней. Ещё можно ответить этой командой на сообщение, в котором есть головоломка."
}

func (russian) UnknownCommand() string {
	return "Я не знаю такой команды. Отправьте /help, чтобы узнать, что я умею."
}

func (russian) RepliedNoPuzzle() string {
	return "В том сообщении нет головоломки, поэтому ничего не записано. Чтобы записать ходы в текущую головоломку, пришлите их отдельным сообщением, не ответом, или ответьте ими на сообщение с головоломкой."
}

func (russian) SolvedCaption(rating string) string {
	return "<b>Решено!</b> " + rating + "\nРешение текстом (нажмите, чтобы показать):"
}

func (russian) Difficulty(level string, score float64, hardest string) string {
	// "Уровень", not "Сложность": the level names are masculine adjectives
	// (лёгкий, экстремальный), as they agree with уровень.
	return fmt.Sprintf("Уровень: %s (%s), самый трудный шаг: %s", repliesMidSentenceRu(level), repliesDecimalRu(score), repliesMidSentenceRu(hardest))
}

// repliesMidSentenceRu writes a name that starts a sentence on its own
// ("Скрытая пара", "Экстремальный") as it reads inside one, after a colon
// or in a list: lower case, unless it starts with Latin letters or an
// abbreviation ("X-крыло", "BUG+1", "ALS-XZ").
func repliesMidSentenceRu(name string) string {
	r, size := utf8.DecodeRuneInString(name)
	next, _ := utf8.DecodeRuneInString(name[size:])
	if !unicode.Is(unicode.Cyrillic, r) || !unicode.IsUpper(r) || unicode.IsUpper(next) {
		return name
	}
	return string(unicode.ToLower(r)) + name[size:]
}

// repliesDecimalRu writes a score with one decimal and a decimal comma:
// "4,5".
func repliesDecimalRu(x float64) string {
	return strings.Replace(strconv.FormatFloat(x, 'f', 1, 64), ".", ",", 1)
}

func (russian) DifficultyTimeout() string {
	return "Сложность: очень высокая (оценка заняла слишком много времени)"
}

func (russian) RateTier(tier, steps int) string {
	return fmt.Sprintf(".\nСтупень %d из 9, %s.", tier, countRu(steps, "шаг", "шага", "шагов"))
}

func (russian) TechniqueUse(technique string, steps int) string {
	return fmt.Sprintf("%s ×%d", repliesMidSentenceRu(technique), steps)
}

func (russian) TechniquesNeeded(uses []string) string {
	return "\nНужные приёмы, от самого сложного: " + strings.Join(uses, ", ") + "."
}

func (russian) NeedsTrial() string {
	return " Одной логикой её не решить: понадобится пробный ход."
}

func (russian) CheckHow() string {
	return "Пришлите свою сетку в её нынешнем виде ответом на это сообщение (пустые клетки — нулём или точкой) или присылайте ходы по мере решения (r3c5=7 или строку целиком: r3=4.5..7...), а затем /check — я скажу, какие клетки заполнены неверно."
}

func (russian) Mistakes(cells []string) string {
	n := len(cells)
	them := "их"
	if n == 1 {
		them = "её"
	}
	return fmt.Sprintf("%s %s неверно: %s. Исправьте %s, прежде чем продолжать: подсказка, построенная на ошибке, только собьёт вас с пути.",
		countRu(n, "клетка", "клетки", "клеток"), formRu(n, "заполнена", "заполнены", "заполнено"), listRu(cells), them)
}

func (russian) NoMistakes(filled, empty int) string {
	return fmt.Sprintf("Пока ошибок нет. Заполнено клеток: %d, осталось: %d.", filled, empty)
}

func (russian) OtherPuzzle(differ, givens int) string {
	return fmt.Sprintf("Ваша сетка отличается от головоломки, на которую вы ответили, в %d из %s: может, это другая головоломка? Пришлите её отдельным сообщением, и я её решу, или ответьте на ту головоломку, из которой она взята.",
		differ, countRu(givens, "исходной цифры", "исходных цифр", "исходных цифр"))
}

func (russian) ChangedGivens(cells []string) string {
	where := "в клетках "
	if len(cells) == 1 {
		where = "в клетке "
	}
	return "Ваша сетка меняет или стирает исходные цифры головоломки " + where + listRu(cells) + ". Пожалуйста, оставьте исходные цифры как есть."
}

func (russian) GridSolved() string {
	return "Ваша сетка заполнена полностью и верно. Отлично! 🎉"
}

func (russian) GridCannotComplete() string {
	return "Вашу сетку уже не заполнить до конца: в ней есть ошибка. Ответьте на сообщение с исходной головоломкой командой /check и своей сеткой — и я скажу, в каких клетках."
}

func (russian) GridNoMistake() string {
	return "Пока ошибок нет: вашу сетку ещё можно заполнить, причём ровно одним способом."
}

func (russian) GridAmbiguous() string {
	return "Вашу сетку можно заполнить несколькими способами, поэтому я не могу отличить ваши цифры от исходных. Ответьте на сообщение с исходной головоломкой командой /check и своей сеткой."
}

func (russian) HintHeader(hint, level int) string {
	return fmt.Sprintf("Подсказка %d · уровень %d из 4", hint, level)
}

func (russian) MarksMistake(cell string) string {
	return fmt.Sprintf("В ваших пометках на поле в клетке %s нет цифры, которая должна там стоять. Добавьте её, прежде чем продолжать, — подсказка, построенная на ошибке, только собьёт вас с толку.", cell)
}
func (russian) HintMarksChanged() string {
	return "Ваши пометки на поле изменились после этой подсказки, поэтому теперь она строится по сетке без них. Чтобы получить подсказку по нынешним пометкам, отправьте /hint."
}
func (russian) HintFromMarks() string {
	return "С учётом ваших пометок на поле:"
}
func (russian) TrialNote() string {
	return "Здесь не помогает ни один логический приём, поэтому следующий шаг — пробный ход (он будет помечен)."
}

func (russian) StepTimeout() string {
	return "Этот шаг очень трудный: за отведённое время найти его не удалось. Попробуйте кнопку «По шагам» позже или посмотрите решение."
}

func (russian) ExplanationFollows() string {
	return " (Полное объяснение — в следующем сообщении.)"
}

func (russian) StepsHeader(steps int) string {
	return "Решение за " + countRu(steps, "шаг", "шага", "шагов") + ":"
}

func (russian) StepsContinued(from int) string {
	return fmt.Sprintf("Решение, начиная с шага %d:", from)
}

func (russian) StepPart(step, part int) string {
	return fmt.Sprintf("Шаг %d, часть %d:", step, part)
}

func (russian) StepGoesOn(step int) string {
	return fmt.Sprintf("(шаг %d продолжается)", step)
}
func (russian) StepsMore() string {
	return "… нажмите «Ещё шаги», чтобы увидеть остальные."
}
func (russian) StepsSolved() string { return "Решено! 🎉" }

func (russian) Singles(from, to int, items []string) string {
	return repliesRange(from, to) + ". Одиночки: " + strings.Join(items, "; ")
}

func (russian) Ago(d time.Duration) string {
	switch {
	case d < time.Minute:
		return " только что"
	case d < time.Hour:
		return " " + countRu(int(d/time.Minute), "минуту", "минуты", "минут") + " назад"
	case d < 48*time.Hour:
		return " " + countRu(int(d/time.Hour), "час", "часа", "часов") + " назад"
	}
	return " " + countRu(int(d/(24*time.Hour)), "день", "дня", "дней") + " назад"
}

func (russian) AboutPicture(ago, short string, pending, group bool) string {
	what := "головоломке с вашей картинки, распознанной" + ago
	if group {
		what = "головоломке с картинки, распознанной" + ago
	}
	if pending {
		what += " и ещё не подтверждённой"
	}
	return repliesAboutRu(what, short)
}

func (russian) AboutPosted(ago, short string, group bool) string {
	if group {
		return repliesAboutRu("головоломке, выложенной мной"+ago, short)
	}
	return repliesAboutRu("головоломке, полученной от меня"+ago, short)
}

func (russian) AboutSent(ago, short string, group bool) string {
	if group {
		return repliesAboutRu("головоломке, присланной в чат"+ago, short)
	}
	return repliesAboutRu("головоломке, которую вы прислали"+ago, short)
}

func repliesAboutRu(what, short string) string { return "О " + what + " (" + short + "):\n" }

func (russian) AboutReplied(short string) string {
	return "О головоломке из сообщения, на которое вы ответили (" + short + "):\n"
}

func (russian) PuzzleLine(puzzle string) string { return "Головоломка: " + puzzle }

func (russian) HelpIntro() string {
	return `Я решаю судоку и учу решать их самостоятельно.

Пришлите мне головоломку в любом виде:
• фото или скриншот
• 81 цифру одной строкой, пустые клетки — 0 или .
• девять строк по девять цифр или текстовую сетку с | и +
• список вида [[5,3,0,0,7,0,0,0,0], …] из Python или JSON

В ответ я пришлю решённую сетку (она скрыта, пока вы на неё не нажмёте, — никаких спойлеров), её сложность и кнопки: подсказка, разбор решения по шагам и проверка ваших ходов.

Команды (/hint, /steps, /rate, /check, /solve и /count работают с текущей головоломкой, а если отправить их ответом на сообщение — с головоломкой из этого сообщения):`
}

func (russian) HelpMoves() string {
	return `

Записывайте ходы по мере решения: присылайте, например, r3c5=7 (r3c5=0 очищает клетку) или строку целиком, как она выглядит сейчас: r3=4.5..7...; /check покажет, какие из них неверны.

Попробуйте вот эту (скопируйте и пришлите мне):`
}

func (russian) MenuHint() string { return "подсказка к следующему шагу" }
func (russian) HelpLineHint() string {
	return "следующий логический шаг, раскрываемый понемногу"
}
func (russian) MenuSteps() string     { return "всё решение, шаг за шагом" }
func (russian) HelpLineSteps() string { return "решение по одному шагу (◀ ▶)" }
func (russian) MenuRate() string      { return "насколько сложна головоломка" }
func (russian) HelpLineRate() string {
	return "сложность головоломки и приёмы, которые для неё нужны"
}
func (russian) MenuCheck() string     { return "проверить вашу сетку на ошибки" }
func (russian) HelpLineCheck() string { return "сверить ваши ходы с решением" }
func (russian) MenuSolve() string {
	return "решение (скрыто, пока вы не нажмёте)"
}
func (russian) HelpLineSolve() string { return "решение" }
func (russian) MenuNew() string {
	return "новая головоломка: /new лёгкий, средний, сложный, эксперт или экстремальный"
}
func (russian) HelpLineNew() string {
	return "новая головоломка: /new лёгкий, средний, сложный, эксперт или экстремальный"
}
func (russian) MenuPractice() string {
	return "головоломка, чтобы потренировать приём: /practice X-крыло"
}
func (russian) HelpLinePractice() string {
	return "головоломка, чтобы потренировать приём: /practice X-крыло"
}
func (russian) MenuDaily() string { return "головоломка дня, одна для всех" }
func (russian) HelpLineDaily() string {
	return "головоломка дня, у всех одна и та же"
}
func (russian) MenuCount() string { return "сосчитать решения головоломки" }
func (russian) HelpLineCount() string {
	return "сколько решений у головоломки и чем они различаются"
}
func (russian) MenuHelp() string {
	return "что я умею и как прислать головоломку"
}
func (russian) HelpLineHelp() string { return "это сообщение" }
