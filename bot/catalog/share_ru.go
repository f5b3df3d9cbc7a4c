package catalog

import "fmt"

func (russian) ButtonShare() string { return "📤 Поделиться" }

func (russian) BadCode(problem CodeProblem, example string) string {
	var what string
	switch problem {
	case CodeChars:
		what = "В коде головоломки есть недопустимый символ: коды состоят только из латинских букв и цифр."
	case CodeLong:
		what = "Код головоломки слишком длинный: в коде не больше 48 символов."
	case CodeMistyped:
		what = "В коде головоломки опечатка, или он обрезан: последний символ — проверочный — не сходится с остальными."
	default:
		what = "Такого кода головоломки я не знаю."
	}
	return what + "\n\nВот рабочий код: /start " + example + "\nИли пришлите мне саму головоломку."
}

func (russian) InlineDailyTitle() string             { return "📅 Головоломка дня" }
func (russian) InlineNewTitle() string               { return "🧩 Новая головоломка" }
func (russian) InlineTechniqueTitle(t string) string { return "🎯 Тренировка: " + t }
func (russian) InlineCurrentTitle() string {
	return "✏️ Головоломка, которую я решаю"
}
func (russian) InlinePuzzleTitle() string     { return "🧩 Эта головоломка" }
func (russian) InlineCode(code string) string { return fmt.Sprintf("Код: <code>%s</code>", code) }
func (russian) InlinePlay() string            { return "🎮 Играть на поле" }
func (russian) InlineOpen() string            { return "💬 Открыть в чате с ботом" }
func (russian) InlineHelpTitle() string       { return "Как поделиться судоку" }

func (russian) InlineHelp() string {
	return "Напишите уровень (лёгкий, средний, сложный…), приём (X-крыло…), 81 цифру головоломки или её код. А если ничего не писать, я предложу головоломку дня и новые."
}

func (russian) InlineBadTitle() string {
	return "Этой головоломкой поделиться нельзя"
}
func (russian) InlineSeveral() string {
	return "У неё больше одного решения, а у судоку оно должно быть единственным."
}
