package explain

import (
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// russian is the Russian language (see language): its names are here,
// its sentences in step_ru.go and net_ru.go.
type russian struct{}

func (russian) Lang() locale.Lang { return locale.Russian }

// techniquesRu names the techniques as Russian Sudoku sites do.
var techniquesRu = [...]string{
	logic.FullHouse:          "Последняя клетка",
	logic.HiddenSingle:       "Скрытая одиночка",
	logic.NakedSingle:        "Голая одиночка",
	logic.Pointing:           "Указывающая пара",
	logic.Claiming:           "Блокирующая пара (строка/столбец)",
	logic.LockedPair:         "Запертая пара",
	logic.LockedTriple:       "Запертая тройка",
	logic.NakedPair:          "Голая пара",
	logic.HiddenPair:         "Скрытая пара",
	logic.NakedTriple:        "Голая тройка",
	logic.HiddenTriple:       "Скрытая тройка",
	logic.NakedQuad:          "Голая четвёрка",
	logic.HiddenQuad:         "Скрытая четвёрка",
	logic.XWing:              "X-крыло",
	logic.Skyscraper:         "Небоскрёб",
	logic.TwoStringKite:      "Воздушный змей",
	logic.EmptyRectangle:     "Пустой прямоугольник",
	logic.XYWing:             "XY-крыло",
	logic.XYZWing:            "XYZ-крыло",
	logic.WWing:              "W-крыло",
	logic.Swordfish:          "Рыба-меч",
	logic.Jellyfish:          "Медуза",
	logic.SimpleColoring:     "Простая раскраска",
	logic.UniqueRectangle1:   "Уникальный прямоугольник, тип 1",
	logic.UniqueRectangle2:   "Уникальный прямоугольник, тип 2",
	logic.UniqueRectangle3:   "Уникальный прямоугольник, тип 3",
	logic.UniqueRectangle4:   "Уникальный прямоугольник, тип 4",
	logic.BUGPlus1:           "BUG+1",
	logic.FinnedXWing:        "X-крыло с плавником",
	logic.SashimiXWing:       "X-крыло сашими",
	logic.FinnedSwordfish:    "Рыба-меч с плавником",
	logic.SashimiSwordfish:   "Рыба-меч сашими",
	logic.FinnedJellyfish:    "Медуза с плавником",
	logic.SashimiJellyfish:   "Медуза сашими",
	logic.RemotePair:         "Удалённые пары",
	logic.XChain:             "X-цепочка",
	logic.XYChain:            "XY-цепочка",
	logic.NiceLoop:           "Замкнутая цепочка",
	logic.AIC:                "Цепочка чередующихся выводов",
	logic.GroupedNiceLoop:    "Групповая замкнутая цепочка",
	logic.GroupedAIC:         "Групповая цепочка чередующихся выводов",
	logic.ALSXZ:              "ALS-XZ",
	logic.ALSXYWing:          "ALS-XY-крыло",
	logic.SueDeCoq:           "Сю де Кок",
	logic.JExocet:            "Младший экзосет",
	logic.SKLoop:             "SK-петля",
	logic.MSLS:               "Многосекторное запертое множество",
	logic.CellForcingChain:   "Вынуждающая цепочка от клетки",
	logic.HouseForcingChain:  "Вынуждающая цепочка от области",
	logic.ContradictionChain: "Цепочка от противного",
	logic.ForcingNet:         "Вынуждающая сеть",
	logic.Trial:              "Проба",
	logic.DeathBlossom:       "Цветок смерти",
}

// levelsRu names the levels in Russian.
var levelsRu = [...]string{
	logic.Easy:    "Лёгкий",
	logic.Medium:  "Средний",
	logic.Hard:    "Сложный",
	logic.Expert:  "Экспертный",
	logic.Extreme: "Экстремальный",
}

func (russian) technique(t logic.Technique) string { return nameOf(techniquesRu[:], int(t)) }
func (russian) level(l logic.Level) string         { return nameOf(levelsRu[:], int(l)) }
