module sudokubot

go 1.26.0

require github.com/go-telegram-bot-api/telegram-bot-api/v5 v5.5.1
