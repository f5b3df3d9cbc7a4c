package catalog

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Talk.

func (russian) TalkExampleHead(t string) string {
	return "Вот так приём «" + playLowerFirst(t) + "» работает в одной из моих головоломок:"
}

func (russian) TalkExplanationFollows() string {
	return " (Полное объяснение — в следующем сообщении.)"
}

const playNextRu = "Пришлите мне судоку: 81 цифру (0 или . — пустые клетки), фото или скриншот. Или попросите новую головоломку командой /new. /help покажет всё остальное."

func (russian) TalkGreeting() string {
	return "Здравствуйте! 👋 Я решаю судоку и учу их решать. " + playNextRu
}

func (russian) TalkThanks(thanked bool) string {
	head := "👍 "
	if thanked {
		head = "Пожалуйста! 😊 "
	}
	return head + "Присылайте следующую головоломку, когда захотите, или попробуйте /daily — головоломку дня."
}

func (russian) TalkAboutMe() string {
	return "Я бот для судоку: решаю головоломки, даю подсказки по одному шагу, не раскрывая остального, объясняю каждый шаг, оцениваю сложность и проверяю, как продвигается ваше решение. Спросите меня о приёме по названию («Что такое X-крыло?»). " + playNextRu
}

func (russian) TalkNotAPuzzle(example string) string {
	return "Это не похоже на судоку. " + playNextRu + "\n\nНапример:\n" + example
}

func (russian) TalkTier(t string, tier int) string {
	return fmt.Sprintf("%s: ступень %d из 9 в лестнице приёмов — от одиночек (1) до вынуждающих цепочек (9).", t, tier)
}

func (russian) TalkTooRare() string {
	return "Этот приём встречается слишком редко: я не могу составить головоломку, где он нужен. /practice покажет приёмы, для которых у меня есть головоломки."
}

func (russian) TalkEveryPuzzle() string {
	return "Этот приём нужен в каждой головоломке, поэтому отдельной тренировки для него нет: /new лёгкий даст вам лёгкую головоломку, а 💡 Подсказка покажет, где он."
}

func (russian) TalkPractise(arg string) string {
	return fmt.Sprintf("/practice %s — и вы получите головоломку, где без этого приёма не обойтись. Если застрянете, нажмите кнопку подсказки 💡, и я понемногу покажу, где он прячется.", arg)
}

func (russian) TalkLockedCandidates() string {
	return "Заблокированные кандидаты (указывающие и блокирующие пары)"
}
func (russian) TalkUniqueRectangles() string {
	return "Уникальный прямоугольник (типы 1–4)"
}
func (russian) TalkNames(names []string) string {
	return strings.Join(names, ", ")
}

var playCharNamesRu = map[rune]string{
	0xFE0F: "селектор варианта эмодзи (U+FE0F, невидимый)",
	0xFE0E: "селектор текстового варианта (U+FE0E, невидимый)",
	0x20E3: "знак клавиши (U+20E3)",
	0x200B: "пробел нулевой ширины (U+200B, невидимый)",
	0x200C: "разъединитель нулевой ширины (U+200C, невидимый)",
	0x200D: "соединитель нулевой ширины (U+200D, невидимый)",
	0x2060: "соединитель слов (U+2060, невидимый)",
	0xFEFF: "метка порядка байтов (U+FEFF, невидимая)",
	0x00AD: "мягкий перенос (U+00AD, невидимый)",
	0x200E: "метка письма слева направо (U+200E, невидимая)",
	0x200F: "метка письма справа налево (U+200F, невидимая)",
}

func (russian) TalkCharName(r rune) string {
	if n, ok := playCharNamesRu[r]; ok {
		return n
	}
	switch {
	case playInvisible(r):
		return fmt.Sprintf("невидимый символ (U+%04X)", r)
	case unicode.IsSpace(r):
		return fmt.Sprintf("необычный пробел (U+%04X)", r)
	}
	return fmt.Sprintf("«%c»", r)
}

// Photo.

const playPictureAdviceRu = "где вся сетка видна целиком, без перекоса и занимает большую часть кадра"

func (russian) PhotoTooLarge() string {
	return "Эта картинка для меня слишком большая (боты могут скачивать файлы до 20 МБ, а изображения — до 40 мегапикселей). Пришлите её как фото или картинку поменьше, " + playPictureAdviceRu + "."
}

func (russian) PhotoTooManyPixels(width, height, mp, maxMP int) string {
	return fmt.Sprintf("Эта картинка (%d×%d, %s) слишком велика для меня: я читаю картинки не больше %d %s. Пришлите её как фото или картинку поменьше, %s.",
		width, height, countRu(mp, "мегапиксель", "мегапикселя", "мегапикселей"), maxMP, formRu(maxMP, "мегапикселя", "мегапикселей", "мегапикселей"), playPictureAdviceRu)
}

func (russian) PhotoTooCostly(width, height int, kind PictureKind, kindMP, maxMP int) string {
	what := kind.Format
	switch {
	case kind.Progressive && kind.Format == "PNG":
		what = "чересстрочный PNG"
	case kind.Progressive:
		what = "прогрессивный " + kind.Format
	case kind.Lossless:
		what = kind.Format + " без потерь"
	}
	if kind.CMYK {
		what += ", CMYK"
	}
	if kind.RGB {
		what += ", RGB"
	}
	if kind.Wide {
		what += ", 16 бит на канал"
	}
	return fmt.Sprintf("Эта картинка (%d×%d, %s) слишком велика для меня: в таком виде я читаю картинки не больше %d %s. Пришлите её как фото или сохраните как обычный JPEG или PNG: подойдёт фото или скриншот до %d %s.",
		width, height, what, kindMP, formRu(kindMP, "мегапикселя", "мегапикселей", "мегапикселей"), maxMP, formRu(maxMP, "мегапикселя", "мегапикселей", "мегапикселей"))
}

func (russian) PhotoUnsupported() string {
	return "Не получается открыть этот файл как картинку. Пришлите фото или картинку в формате JPEG, PNG или WebP, " + playPictureAdviceRu + "."
}

func (russian) PhotoNoGrid() string {
	return "Я не нашёл на этой картинке сетку судоку. Пришлите фото, " + playPictureAdviceRu + ", или наберите судоку текстом."
}

func (russian) PhotoCutOff() string {
	return "Похоже, сетка обрезана краем картинки. Пришлите фото, " + playPictureAdviceRu + "."
}

func (russian) PhotoDownloadFailed() string {
	return "Не удалось скачать картинку. Пожалуйста, пришлите её ещё раз."
}

func (russian) PhotoRead() string { return "Вот что я прочитал:" }

func (russian) PhotoGame(entries, marked int) string {
	marks := ""
	if marked > 0 {
		marks = fmt.Sprintf("; пометки карандашом — в %d %s", marked, formRu(marked, "клетке", "клетках", "клетках"))
	}
	return fmt.Sprintf("📷 Это начатая партия: напечатанные цифры — условие, вписано вами: %s%s.", countRu(entries, "цифра", "цифры", "цифр"), marks)
}
func (russian) PhotoGameMistakes(cells []string) string {
	n := len(cells)
	them := "их"
	if n == 1 {
		them = "её"
	}
	return fmt.Sprintf("%s %s неверно: %s. Пока вы %s не исправите, подсказка %s не учитывает.",
		countRu(n, "клетка", "клетки", "клеток"), formRu(n, "заполнена", "заполнены", "заполнено"), listRu(cells), them, them)
}
func (russian) PhotoCorrected() string { return "Исправленная головоломка:" }

func (russian) PhotoRepaired(cell string, now, read int) string {
	switch {
	case now == 0:
		return fmt.Sprintf("Клетка %s, по-моему, пустая, а не %d, — проверьте.", cell, read)
	case read == 0:
		return fmt.Sprintf("В клетке %s, по-моему, стоит %d, а не пусто, — проверьте.", cell, now)
	}
	return fmt.Sprintf("В клетке %s, по-моему, %d, а не %d, — проверьте.", cell, now, read)
}

func (russian) PhotoRepairHowToFix() string {
	return "Если какая-то клетка прочитана неверно, ответьте на это сообщение правильной цифрой, например r3c5=7 (r3c5=0 очищает клетку)."
}

// playValueRu names what a cell holds: a digit, or «пусто».
func playValueRu(v int) string {
	if v == 0 {
		return "пусто"
	}
	return strconv.Itoa(v)
}

func (russian) PhotoRepairPart(cell string, now, read int) string {
	return fmt.Sprintf("в %s — %s, а не %s", cell, playValueRu(now), playValueRu(read))
}

func (russian) PhotoRepairsAsk(parts []string) string {
	return "В том виде, как я прочитал сетку, у головоломки нет единственного решения. Оно появится, если считать так: " + strings.Join(parts, "; ") + " (эти клетки отмечены). Так меняется больше одной клетки, поэтому, пожалуйста, сверьте сетку с картинкой."
}

func (russian) PhotoRepairsPrompt() string {
	return "Если на картинке именно эта сетка, нажмите «✅ Всё верно». Иначе ответьте на это сообщение исправлениями вида r3c5=7 (r3c5=0 очищает клетку) или пришлите всю сетку текстом."
}

func (russian) PhotoProblemRepeats() string {
	return "цифры повторяются в строке, столбце или блоке"
}
func (russian) PhotoProblemNoSolution() string {
	return "у такой сетки нет решения"
}
func (russian) PhotoProblemSeveral() string {
	return "у такой сетки больше одного решения (возможно, я пропустил цифру)"
}
func (russian) PhotoProblemTooHard() string {
	return "такую сетку слишком сложно проверить"
}
func (russian) PhotoProblemHardToRead() string {
	return "некоторые цифры трудно разобрать"
}

func (russian) PhotoNotSure(problem string) string {
	return "Не уверен, что правильно прочитал головоломку: " + problem + "."
}

func (russian) PhotoCellReason(cell, why string) string { return cell + " (" + why + ")" }

func (russian) PhotoCellsToCheck(parts []string) string {
	return "Проверьте отмеченные клетки: " + strings.Join(parts, "; ")
}

func (russian) PhotoCellList(cells []string) string { return strings.Join(cells, ", ") }

func (russian) PhotoCellsMore(n int) string {
	return fmt.Sprintf("ещё %d — отмечены на картинке", n)
}

func (russian) PhotoCorrectionsPrompt(looksRight bool) string {
	const how = "ответьте на это сообщение исправлениями вида r3c5=7 (r3c5=0 очищает клетку), разделяя их пробелами или запятыми, или пришлите всю сетку текстом."
	if looksRight {
		return "Если на картинке именно эта сетка, нажмите «✅ Всё верно». Иначе " + how
	}
	return "Пожалуйста, " + how
}

func (russian) PhotoCorrectionClash(move string, digit, kind, index int, cell string) string {
	house := [...]string{"строке", "столбце", "блоке"}[playKind(kind)]
	return fmt.Sprintf("После исправления %s у сетки нет решения: в %s %d уже есть %d — в клетке %s.", move, house, index, digit, cell)
}

func (russian) PhotoCorrectionNoSolution(moves, blocked []string) string {
	s := "После исправления " + strings.Join(moves, ", ") + " у сетки нет решения"
	switch {
	case len(blocked) == 1:
		return s + ": в клетку " + blocked[0] + " больше нельзя поставить ни одной цифры."
	case len(blocked) > 1:
		return s + ": в клетки " + strings.Join(blocked, ", ") + " больше нельзя поставить ни одной цифры."
	}
	return s + "."
}

func (russian) PhotoFaint() string { return "бледная отметка" }
func (russian) PhotoSmall() string {
	return "мелкая отметка: карандашная пометка?"
}
func (russian) PhotoMarks(digits []int) string {
	return "карандашные пометки прочитаны как " + spacedDigits(digits) + " — верно?"
}
func (russian) PhotoAlike(a, b int) string {
	return fmt.Sprintf("две цифры похожи: %d или %d?", a, b)
}
func (russian) PhotoRepairedDoubt(now, read int) string {
	switch {
	case read == 0:
		return fmt.Sprintf("кажется пустой, но с %d у сетки одно решение", now)
	case now == 0:
		return fmt.Sprintf("похоже на %d, но без этой цифры у сетки одно решение", read)
	}
	return fmt.Sprintf("похоже на %d, но с %d у сетки одно решение", read, now)
}
func (russian) PhotoHardToRead() string { return "трудно разобрать" }
func (russian) PhotoNoDigitFits() string {
	return "сюда нельзя поставить ни одной цифры"
}
func (russian) PhotoLooksRight() string { return "✅ Всё верно" }
func (russian) PhotoWhose(yours bool) string {
	if yours {
		return "цифра считается вписанной вами, а не напечатанной"
	}
	return "цифра считается напечатанной, а не вписанной вами"
}
func (russian) PhotoWhoseHow() string {
	return "Чтобы указать, чья это цифра, напишите в ответ клетку и слово «напечатана» или «моя», например: r3c5 напечатана."
}
func (russian) PhotoWhoseNoGame() string {
	return "Свои цифры бывают только у начатой игры, прочитанной с картинки, и только пока вопрос о ней ждёт ответа. Эта сетка прочитана как задача: все её цифры считаются напечатанными."
}
func (russian) PhotoWhoseEmpty(cells []string) string {
	return fmt.Sprintf("%s: здесь, как я прочитал, нет цифры. Напишите цифру вместе со словом, например: %s=7 моя.", strings.Join(cells, ", "), cells[0])
}
func (russian) PhotoGameGone() string {
	return "Это прочтение вашей партии уже не ждёт ответа. Пришлите картинку ещё раз, чтобы продолжить с неё."
}

// Practice.

func (russian) PracticeMakeFailed() string {
	return "Не успел составить эту головоломку. Пожалуйста, попробуйте ещё раз чуть позже."
}

func (russian) PracticeUnknownLevel(name, cmd string, levels []string) string {
	lower := make([]string, len(levels))
	for i, l := range levels {
		lower[i] = strings.ToLower(l)
	}
	return fmt.Sprintf("Не знаю уровня «%s». Уровни такие: %s; например, /%s сложный.", name, strings.Join(lower, ", "), cmd)
}

var playTiersRu = [...]string{
	"Одиночки",
	"Заблокированные кандидаты",
	"Пары, тройки и четвёрки",
	"Рыбы, фигуры одной цифры и крылья",
	"Раскраска и уникальность",
	"Рыбы с плавником и сашими",
	"Цепочки, в том числе замкнутые",
	"Почти запертые множества",
	"Вынуждающие цепочки и сети",
}

func (russian) PracticeTier(tier int) string {
	if tier < 1 || tier > len(playTiersRu) {
		return fmt.Sprintf("Ступень %d", tier)
	}
	return playTiersRu[tier-1]
}

func (russian) PracticeTierLine(tier string, ts []string) string {
	return "• " + tier + ": " + strings.Join(ts, ", ")
}

// PracticeArg drops a gloss: «Блокирующая пара (строка/столбец)» is
// /practice блокирующая пара.
func (russian) PracticeArg(t string) string {
	name, _, _ := strings.Cut(t, " (")
	return playLowerFirst(name)
}

func (russian) PracticeLockedCandidatesArg() string {
	return "заблокированные кандидаты"
}
func (russian) PracticeUniqueRectangleArg() string {
	return "уникальный прямоугольник"
}
func (russian) PracticeFinnedFishArg() string  { return "рыба с плавником" }
func (russian) PracticeSashimiFishArg() string { return "рыба сашими" }

func (russian) PracticeList(list string) string {
	return "Какой приём хотите потренировать? Например, /practice X-крыло. У меня есть головоломки на такие приёмы:\n" + list
}

func (russian) PracticeUnknownTechnique(name, list string) string {
	return fmt.Sprintf("Не знаю приёма «%s». Вот приёмы, на которые у меня есть головоломки (пришлите, например, /practice небоскрёб):\n%s", name, list)
}

func (russian) PracticeDidYouMean(typed, command, name string) string {
	return fmt.Sprintf("Не знаю «%s». Может быть, вы имели в виду «%s»? Пришлите %s", typed, playLowerFirst(name), command)
}

func (russian) PracticeTooRare(t, list string) string {
	return fmt.Sprintf("Приём «%s» встречается в случайных головоломках слишком редко: сейчас я такую не составлю, а в запасе их пока нет. Вот что я могу предложить:\n%s", playLowerFirst(t), list)
}

// PracticeRating writes the score with a decimal comma, as Russian does.
func (russian) PracticeRating(level string, score float64) string {
	return fmt.Sprintf("%s (%s)", level, strings.Replace(strconv.FormatFloat(score, 'f', 1, 64), ".", ",", 1))
}

func (russian) PracticeNewCaption(rating string) string {
	return "🧩 Новая головоломка · " + rating + "\nЗастряли — нажмите кнопку подсказки 💡; чтобы проверить решение, пришлите свою сетку ответом на это сообщение."
}

func (russian) PracticeCaption(t, rating string) string {
	return fmt.Sprintf("🎯 Тренировка: %s · %s\nДля решения хотя бы раз нужен приём «%s» — и ничего сложнее.", t, rating, playLowerFirst(t))
}

func (russian) PracticeDailyCaption(date, rating string) string {
	return fmt.Sprintf("📅 Головоломка дня · %s (UTC) · %s\nСегодня все получают эту головоломку; завтра будет новая.", date, rating)
}

func (russian) PracticeCountHow() string {
	return "Пришлите /count вместе с головоломкой или ответьте командой /count на сообщение с головоломкой — я посчитаю, сколько у неё решений."
}

func (russian) PracticeCountEmpty(bound int) string {
	return "Как минимум " + countRu(bound, "решение", "решения", "решений") + ": из пустой сетки может получиться любая заполненная сетка судоку, а их 6 670 903 752 021 072 936 960."
}

func (russian) PracticeCount(n int, exact, limited, warn, partial bool, marked int) string {
	count := countRu(n, "решение", "решения", "решений")
	if !exact {
		count = "как минимум " + count
	}
	s := "У этой головоломки " + count + "."
	if warn {
		s = "⚠️ У этой головоломки " + count + ", а не одно, поэтому одной логикой её не решить: нет следующего шага для подсказки, нет оценки сложности и не с чем сверять."
	}
	if limited {
		s += " (Я остановил подсчёт на пределе поиска.)"
	}
	switch {
	case partial && marked == 1:
		s += " Отмеченная клетка — там, где решения различаются; все остальные клетки я проверить не смог, так что некоторые показанные цифры тоже могут отличаться."
	case partial:
		s += " Отмеченные клетки — там, где решения различаются; все остальные клетки я проверить не смог, так что некоторые показанные цифры тоже могут отличаться."
	case marked == 1:
		s += " Отмеченная клетка — там, где решения различаются; показанные цифры во всех решениях одинаковы."
	default:
		s += " " + countRu(marked, "отмеченная клетка", "отмеченные клетки", "отмеченных клеток") + " — там, где решения различаются; показанные цифры во всех решениях одинаковы."
	}
	return s + " Исходная цифра в отмеченной клетке сократила бы число решений."
}

// Moves.

func (russian) MovesNoPuzzle() string {
	return "Сначала пришлите головоломку: ходы вроде r3c5=7 записываются в ту, которую вы решаете."
}

func (russian) MovesGiven(cell string, digit int) string {
	return fmt.Sprintf("в %s стоит исходная цифра %d", cell, digit)
}

func (russian) MovesCleared(cell string) string { return cell + " очищена" }

func (russian) MovesRefused(givens []string) string {
	return fmt.Sprintf("Ничего не записано: %s. Исходные цифры менять нельзя.", strings.Join(givens, "; "))
}

func (russian) MovesAllFilledWrong() string {
	return "Все клетки заполнены, но в некоторых ошибки: /check покажет, в каких."
}

func (russian) MovesClash(move string, digit, kind, index int, cell string) string {
	house := [...]string{"строке", "столбце", "блоке"}[playKind(kind)]
	return fmt.Sprintf("⚠️ %s: в %s %d уже есть %d — в клетке %s.", move, house, index, digit, cell)
}

func (russian) MovesImproperRules() string {
	return "Исходные цифры этой головоломки нарушают правила, поэтому я не могу ни проверить ваши ходы, ни подсказать."
}

func (russian) MovesImproperNoSolution() string {
	return "У этой головоломки нет решения, поэтому я не могу ни проверить ваши ходы, ни подсказать."
}

func (russian) MovesImproperSeveral() string {
	return "У этой головоломки больше одного решения, поэтому я не могу ни проверить ваши ходы, ни подсказать."
}

func (russian) MovesRecorded(written []string, more, filled, empty int, improper string) string {
	head := "Ничего нового не записано."
	if len(written) > 0 {
		list := strings.Join(written, ", ")
		if more > 0 {
			list += fmt.Sprintf(" и ещё %d", more)
		}
		head = "Записано: " + list + "."
	}
	if improper != "" {
		return head + " " + improper
	}
	return head + fmt.Sprintf(" Заполнено: %d из %d %s. /check сверит ваши ходы с решением; /hint продолжит подсказки отсюда.",
		filled, empty, formRu(empty, "пустой клетки", "пустых клеток", "пустых клеток"))
}

func (russian) MovesOutside(move string) string {
	return fmt.Sprintf("%s — за пределами сетки: строки и столбцы нумеруются от 1 до 9 (r1c1 — левая верхняя клетка, r9c9 — правая нижняя). Ничего не записано.", move)
}

func (russian) MovesNotADigit(move string, row, col int) string {
	return fmt.Sprintf("%s: в клетке может стоять одна цифра от 1 до 9 (0 очищает клетку), например r%dc%d=7. Ничего не записано.", move, row, col)
}

// Walk.

func (russian) WalkHeader(step, steps int, t string) string {
	return fmt.Sprintf("Шаг %d из %d · %s", step, steps, t)
}

func (russian) WalkPage(page, pages int) string {
	return fmt.Sprintf(" · страница %d из %d", page, pages)
}

func (russian) WalkBranch(branch, branches int) string {
	return fmt.Sprintf(" · ветвь %d из %d", branch, branches)
}

func (russian) WalkPageRest() string {
	return "(Продолжение этой страницы — по кнопке «Все шаги текстом».)"
}
func (russian) WalkExplanationRest() string {
	return " (Полное объяснение — по кнопке «Все шаги текстом».)"
}
func (russian) WalkStepRest() string {
	return "(Продолжение этого шага — по кнопке «Все шаги текстом».)"
}

func (russian) WalkDone(steps int) string {
	return fmt.Sprintf("Решено! 🎉 Это был последний из %d %s; кнопка ◀ вернёт к предыдущим.", steps, formRu(steps, "шага", "шагов", "шагов"))
}

func (russian) WalkBranchButton(branch int) string { return fmt.Sprintf("🔀 Ветвь %d", branch) }
func (russian) WalkPageButton(page int) string     { return fmt.Sprintf("📄 Страница %d", page) }
func (russian) WalkBack() string                   { return "◀ Назад" }
func (russian) WalkForward() string                { return "Далее ▶" }
func (russian) WalkSkipSingles() string            { return "⏭ Пропустить одиночки" }
func (russian) WalkStepsText() string              { return "📜 Все шаги текстом" }
