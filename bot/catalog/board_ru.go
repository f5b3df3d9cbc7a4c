package catalog

import (
	"fmt"
	"strings"
)

func (russian) BoardTitle() string  { return "Судоку" }
func (russian) BoardPencil() string { return "✏️ Пометки" }
func (russian) BoardErase() string  { return "⌫ Стереть" }
func (russian) BoardUndo() string   { return "↶ Отменить" }
func (russian) BoardRedo() string   { return "↷ Вернуть" }
func (russian) BoardFill() string   { return "Заполнить пометки" }
func (russian) BoardRewind() string { return "К первой ошибке" }
func (russian) BoardApply() string  { return "Применить" }
func (russian) BoardClose() string  { return "Закрыть" }
func (russian) BoardReload() string { return "Обновить" }
func (russian) BoardSend() string   { return "📨 Отправить в чат" }
func (russian) BoardKeys() string {
	return "Клавиши: 1–9, стрелки, Backspace, P — пометки (Shift+цифра — одна пометка), Ctrl+Z / Ctrl+Y"
}
func (russian) BoardFixKeys(game bool) string {
	if game {
		return "Клавиши: 1–9, стрелки, Backspace, M — ваша цифра или напечатанная, Ctrl+Z / Ctrl+Y"
	}
	return "Клавиши: 1–9, стрелки, Backspace, Ctrl+Z / Ctrl+Y"
}

func (russian) BoardCell() string  { return "строка %r, столбец %c" }
func (russian) BoardSep() string   { return ", " }
func (russian) BoardEmpty() string { return "пусто" }
func (russian) BoardMarks() string { return "пометки" }
func (russian) BoardGiven() string { return "исходная цифра" }
func (russian) BoardClash() string { return "нарушает правила" }
func (russian) BoardWrong() string { return "неверно" }
func (russian) BoardDoubt() string { return "под сомнением" }

func (russian) BoardWhose() string { return "✍️ Моя" }
func (russian) BoardYours() string { return "вписана вами" }
func (russian) BoardFixGameHead() string {
	return "Вот ваша партия, как я её прочитал; клетки, в которых я не уверен, обведены рамкой. Исправьте её («✍️ Моя»: выбранная цифра вписана вами, а не напечатана) и отправьте в чат."
}

func (russian) BoardPaused() string { return "Пауза" }
func (russian) BoardSolved() string { return "🎉 Решено за %t!" }
func (russian) BoardUnsaved() string {
	return "Ваши ходы ещё не сохранены: бот сейчас не может их записать. Играйте дальше — они сохранятся, как только это станет возможно."
}
func (russian) BoardStale() string {
	return "Эту игру изменили на другом устройстве или в чате. Нажмите «Обновить», чтобы продолжить с того места."
}
func (russian) BoardAuth() string {
	return "Откройте поле кнопкой бота «🎮 Играть» в Telegram."
}
func (russian) BoardFailed() string {
	return "Что-то пошло не так. Попробуйте ещё раз."
}
func (russian) BoardNoError() string {
	return "На поле нет ошибок — возвращаться не к чему."
}
func (russian) BoardFixHead() string {
	return "Вот сетка, как я её прочитал; клетки, в которых я не уверен, обведены рамкой. Исправьте её и отправьте в чат."
}
func (russian) BoardSent() string { return "Отправлено: мой ответ — в чате." }

func (russian) BoardRacePlace() string    { return "Место" }
func (russian) BoardRacePlayer() string   { return "Игрок" }
func (russian) BoardRaceTime() string     { return "Время" }
func (russian) BoardRaceHints() string    { return "Подсказки" }
func (russian) BoardRaceMistakes() string { return "Ошибки" }
func (russian) BoardRaceYou() string      { return "(вы)" }

func (russian) BoardPrivate() string {
	return "Это частный бот: он отвечает только тем, кого выбрал его владелец."
}
func (russian) BoardTooMany() string {
	return "Слишком много запросов: чуть помедленнее, пожалуйста."
}
func (russian) BoardTooBig() string { return "Запрос слишком большой." }
func (russian) BoardBusy() string {
	return "Сейчас к боту обращается слишком много людей: попробуйте ещё раз через пару секунд."
}
func (russian) BoardTimeout() string {
	return "Поиск следующего шага занимает слишком много времени; попробуйте позже."
}
func (russian) BoardNotFromFix() string {
	return "Это поле открывается только кнопкой исправления под ответом бота на ваше фото: пришлите фото боту и нажмите эту кнопку под его ответом."
}
func (russian) BoardOneFix() string {
	return "По одной сетке за раз: подождите несколько секунд, прежде чем отправлять следующую."
}
func (russian) BoardNoGame() string {
	return "У вас пока нет судоку: отправьте /new в чат или откройте поле кнопкой «🎮 Играть» под головоломкой."
}
func (russian) BoardBadRequest(detail string) string {
	return fmt.Sprintf("Страница с полем прислала данные, которые бот не может принять (%s). Обновите её и попробуйте ещё раз.", detail)
}
func (russian) BoardLostCandidate(cell string) string {
	return fmt.Sprintf("В пометках клетки %s больше нет цифры, которая должна там стоять: одна из убранных вами пометок была верной. Верните её, прежде чем продолжать, — подсказка, построенная на ошибке, только собьёт вас с толку.", cell)
}
func (russian) BoardMissingCandidate(cell string) string {
	return fmt.Sprintf("В пометках, которые вы поставили в клетке %s, нет цифры, которая должна там стоять. Добавьте её, прежде чем продолжать, — подсказка, построенная на ошибке, только собьёт вас с толку.", cell)
}
func (russian) BoardMistakeHeader(n int) string {
	if n == 1 {
		return "Сначала исправьте ошибку"
	}
	return "Сначала исправьте ошибки"
}
func (russian) BoardRewound(cells []string) string {
	return fmt.Sprintf("Ваши ошибки убраны (%s), верные ходы остались. Кнопка «Отменить» вернёт ошибки на место.", strings.Join(cells, ", "))
}
func (russian) BoardNoSolution() string {
	return "У этой головоломки нет решения."
}
func (russian) BoardManySolutions() string {
	return "У этой головоломки больше одного решения, поэтому играть в неё здесь нельзя."
}
func (russian) BoardTooHard() string {
	return "Эта головоломка слишком сложна: я не могу её проверить."
}
func (russian) BoardGivensClash() string {
	return "Исходные цифры нарушают правила: цифра повторяется в строке, столбце или блоке."
}
func (russian) BoardConflict(cells []string) string {
	return fmt.Sprintf("Цифры повторяются в строке, столбце или блоке: %s. Исправьте их перед отправкой.", strings.Join(cells, ", "))
}

func (russian) TerminalWelcome() string {
	return `Локальный режим: вы переписываетесь с ботом через встроенный эмулятор Bot API.
Введите или вставьте судоку: 81 цифру в одной строке или девять строк (вставленная
сетка читается целиком; строки, набранные по одной, уходят, когда введена девятая).
Чтобы нажать кнопку, введите её надпись или слово из неё, например «подсказка»;
строка, которая начинается с /, — всегда команда, а не кнопка. Слово «показать»
открывает то, что скрыто под спойлером.
Начните строку с >, чтобы ответить на последнее сообщение бота с кнопками, например:
«> /check», а следом — ваша сетка. Введите путь к файлу картинки (JPEG, PNG, WebP), чтобы
отправить фото судоку; исправить прочитанное ботом можно ответом вроде «> r3c5=7».
/help — список команд. Ctrl-C или Ctrl-D — выход.`
}
func (russian) TerminalNoButtons() string {
	return "(У бота ещё нет сообщений с кнопками: отправляю это обычным сообщением.)"
}
func (russian) TerminalNoFile(path string) string {
	return fmt.Sprintf("(Нет такого файла: %s. Введите путь к картинке JPEG, PNG или WebP, чтобы отправить её как фото.)", path)
}
func (russian) TerminalRows(rows int) string {
	return fmt.Sprintf("(Пока %s из 9: введите следующую или пустую строку, чтобы отправить то, что есть)", countRu(rows, "строка", "строки", "строк"))
}
func (russian) TerminalNoMore(label, next string) string {
	if next == "" {
		return fmt.Sprintf("(Кнопки «%s» сейчас нет: это последний уровень подсказки, добавить к ней нечего.)", label)
	}
	return fmt.Sprintf("(Кнопки «%s» сейчас нет: это последний уровень подсказки, добавить к ней нечего. Чтобы перейти к следующему шагу, введите «%s».)", label, next)
}
func (russian) TerminalGone(label string) string {
	return fmt.Sprintf("(Кнопки «%s» сейчас нет ни в одном сообщении.)", label)
}
func (russian) TerminalCannotSend(err string) string {
	return fmt.Sprintf("(Не удалось отправить: %s)", err)
}
func (russian) TerminalCannotPress(label, err string) string {
	return fmt.Sprintf("(Не удалось нажать «%s»: %s)", label, err)
}
func (russian) TerminalCannotRead(path, err string) string {
	return fmt.Sprintf("(Не удалось прочитать %s: %s)", path, err)
}
func (russian) TerminalOpen(url string) string {
	return "Откройте ссылку в браузере, чтобы играть: " + url
}
func (russian) TerminalBot() string       { return "бот:" }
func (russian) TerminalBotEdited() string { return "бот (изменил сообщение):" }
func (russian) TerminalButtons() string   { return "кнопки:" }
func (russian) TerminalPicture(path string) string {
	return "[картинка: " + path + "]"
}
func (russian) TerminalSpoilerPicture(path string) string {
	return "[картинка под спойлером — скрыта, пока на неё не нажмут: " + path + "]"
}
func (russian) TerminalPictureLost(err string) string {
	return fmt.Sprintf("[картинка; не удалось сохранить: %s]", err)
}
func (russian) TerminalHidden() string {
	return "[скрыто: введите «показать», чтобы увидеть]"
}
func (russian) TerminalNothingHidden() string { return "(Ничего не скрыто.)" }
func (russian) TerminalHiddenText() string    { return "(скрытый текст:)" }
func (russian) TerminalShowWords() []string {
	return []string{"показать", "покажи", "покажите"}
}

func (russian) LocalBoardLink(url string) string {
	return "Игровое поле — играйте в любом браузере: " + url
}
func (russian) LocalBoardPortTaken(addr string) string {
	return fmt.Sprintf("(Обычный адрес поля, %s, занят другой программой — может быть, ещё\nодним таким ботом. Поэтому сейчас поле открывается по ссылке выше, а вкладка,\nоткрытая по обычной ссылке, до него не достучится.)", addr)
}
func (russian) LocalForgets() string {
	return "Этот разговор хранится, только пока бот работает: после перезапуска всё\nначнётся заново. Чтобы его сохранить, запустите бота со своей папкой для\nданных, например DATA_DIR=sudokubot-data."
}
func (russian) MenuButton() string { return "🎮 Играть" }
