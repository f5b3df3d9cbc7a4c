package explain

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// russian is the Russian language (see language). Its names of
// techniques and levels, what each technique does and the sentences of
// steps are here; the sentences of chains and nets in net_ru.go.
type russian struct{}

func (russian) Lang() locale.Lang { return locale.Russian }

// techniquesRu names the techniques in Russian and says what each does
// (for "what is …?"); the members of a family share its paragraph.
var techniquesRu = [...]techniqueText{
	logic.FullHouse:      {"Последняя клетка", aboutSinglesRu},
	logic.HiddenSingle:   {"Скрытая одиночка", aboutSinglesRu},
	logic.NakedSingle:    {"Голая одиночка", aboutSinglesRu},
	logic.Pointing:       {"Указывающая пара", aboutLockedCandidatesRu},
	logic.Claiming:       {"Блокирующая пара (строка/столбец)", aboutLockedCandidatesRu},
	logic.LockedPair:     {"Запертая пара", aboutSubsetsRu},
	logic.LockedTriple:   {"Запертая тройка", aboutSubsetsRu},
	logic.NakedPair:      {"Голая пара", aboutSubsetsRu},
	logic.HiddenPair:     {"Скрытая пара", aboutSubsetsRu},
	logic.NakedTriple:    {"Голая тройка", aboutSubsetsRu},
	logic.HiddenTriple:   {"Скрытая тройка", aboutSubsetsRu},
	logic.NakedQuad:      {"Голая четвёрка", aboutSubsetsRu},
	logic.HiddenQuad:     {"Скрытая четвёрка", aboutSubsetsRu},
	logic.XWing:          {"X-крыло", aboutFishRu},
	logic.Skyscraper:     {"Небоскрёб", aboutSingleDigitRu},
	logic.TwoStringKite:  {"Воздушный змей", aboutSingleDigitRu},
	logic.EmptyRectangle: {"Пустой прямоугольник", aboutSingleDigitRu},
	logic.XYWing:         {"XY-крыло", aboutWingsRu},
	logic.XYZWing:        {"XYZ-крыло", aboutWingsRu},
	logic.WWing:          {"W-крыло", aboutWingsRu},
	logic.Swordfish:      {"Рыба-меч", aboutFishRu},
	logic.Jellyfish:      {"Медуза", aboutFishRu},
	logic.SimpleColoring: {"Простая раскраска",
		"Простая раскраска идёт по сильным звеньям одной цифры и красит их клетки попеременно в два цвета: " +
			"во всех клетках одного из цветов стоит эта цифра. Клетка, которая видит оба цвета, не может её " +
			"содержать; цвет, при котором цифра оказалась бы дважды в одной строке, столбце или блоке, ложен."},
	logic.UniqueRectangle1: {"Уникальный прямоугольник, тип 1", aboutUniqueRectangleRu},
	logic.UniqueRectangle2: {"Уникальный прямоугольник, тип 2", aboutUniqueRectangleRu},
	logic.UniqueRectangle3: {"Уникальный прямоугольник, тип 3", aboutUniqueRectangleRu},
	logic.UniqueRectangle4: {"Уникальный прямоугольник, тип 4", aboutUniqueRectangleRu},
	logic.BUGPlus1: {"BUG+1",
		"BUG+1: если в каждой пустой клетке, кроме одной, ровно два кандидата, а у каждой цифры ровно два " +
			"места в каждой строке, столбце и блоке, у головоломки было бы два решения. Поэтому в единственную " +
			"клетку с тремя кандидатами идёт та цифра, у которой три места в её строке, столбце или блоке."},
	logic.FinnedXWing:      {"X-крыло с плавником", aboutFinnedFishRu},
	logic.SashimiXWing:     {"X-крыло сашими", aboutFinnedFishRu},
	logic.FinnedSwordfish:  {"Рыба-меч с плавником", aboutFinnedFishRu},
	logic.SashimiSwordfish: {"Рыба-меч сашими", aboutFinnedFishRu},
	logic.FinnedJellyfish:  {"Медуза с плавником", aboutFinnedFishRu},
	logic.SashimiJellyfish: {"Медуза сашими", aboutFinnedFishRu},
	logic.RemotePair:       {"Удалённые пары", aboutChainsRu},
	logic.XChain:           {"X-цепочка", aboutChainsRu},
	logic.XYChain:          {"XY-цепочка", aboutChainsRu},
	logic.NiceLoop:         {"Замкнутая цепочка", aboutChainsRu},
	logic.AIC:              {"Цепочка чередующихся выводов", aboutChainsRu},
	logic.GroupedNiceLoop:  {"Групповая замкнутая цепочка", aboutChainsRu},
	logic.GroupedAIC:       {"Групповая цепочка чередующихся выводов", aboutChainsRu},
	logic.ALSXZ:            {"ALS-XZ", aboutALSRu},
	logic.ALSXYWing:        {"ALS-XY-крыло", aboutALSRu},
	logic.SueDeCoq: {"Сю де Кок",
		"Сю де Кок (Sue de Coq): клетки на пересечении блока со строкой или столбцом, в которых возможных " +
			"цифр хотя бы на две больше, чем клеток, уравновешиваются клетками остальной части строки (столбца) " +
			"и остальной части блока, у которых нет общих цифр. Вместе они запирают свои цифры: цифры строки " +
			"(столбца) уходят из остальной её части, цифры блока — из остальной части блока."},
	logic.JExocet: {"Младший экзосет",
		"Младший экзосет: две пустые клетки блока в одной строке (база), в которых вместе три или четыре " +
			"кандидата; в двух других блоках той же полосы — по клетке-цели вне строки базы; а ниже и выше " +
			"полосы, в трёх столбцах, проходящих через блок базы и через цели, места каждой цифры базы лежат не " +
			"более чем в двух строках. Тогда цифра из клетки базы обязательно повторится в одной из целей (в " +
			"каждом столбце она нужна один раз, а остальные места исключены), и две цели содержат те же две " +
			"цифры, что и база: прочих кандидатов из целей можно убрать, а цифра базы, которой нет места ни в " +
			"одной цели, уходит из базы."},
	logic.SKLoop: {"SK-петля",
		"SK-петля: две строки и два столбца пересекаются в четырёх блоках; в каждом из этих блоков возьмите " +
			"две другие клетки его строки и две другие клетки его столбца — всего шестнадцать клеток. Если все " +
			"их кандидаты покрываются ровно шестнадцатью «цифрами в линии» или «цифрами в блоке» (каждая такая " +
			"цифра занимает не больше одной из клеток), то каждая из них используется ровно один раз: цифра " +
			"уходит из остальной части покрывающей её линии или блока, а кандидат, которого покрывают и его " +
			"линия, и его блок, ложен. Встречается она только в самых трудных головоломках: четыре клетки " +
			"пересечения обычно уже заполнены, а блоки вокруг почти пусты."},
	logic.MSLS: {"Многосекторное запертое множество",
		"Многосекторное запертое множество: возьмите несколько строк и несколько столбцов и пустые клетки на " +
			"их пересечении. Каждая цифра строки может занять не больше одной из этих клеток, поэтому им нужно " +
			"не меньше «цифр в строке» или «цифр в столбце», чем самих клеток. Если наименьшее число таких цифр, " +
			"покрывающих всех кандидатов, ровно равно числу клеток, каждая используется ровно один раз: цифра " +
			"строки не может стоять в остальной части этой строки (цифра столбца — в остальной части столбца), а " +
			"кандидат, которого покрывают и его строка, и его столбец, ложен. Ищите строки и столбцы, которые " +
			"пересекаются во многих пустых клетках с немногими цифрами."},
	logic.CellForcingChain:   {"Вынуждающая цепочка от клетки", aboutForcingChainsRu},
	logic.HouseForcingChain:  {"Вынуждающая цепочка от области", aboutForcingChainsRu},
	logic.ContradictionChain: {"Цепочка от противного", aboutForcingChainsRu},
	logic.ForcingNet:         {"Вынуждающая сеть", aboutForcingChainsRu},
	logic.Trial: {"Проба",
		"Проба — это не логика: когда ни один известный боту приём не подходит, он берёт клетку с наименьшим " +
			"числом кандидатов, показывает, к какому противоречию ведёт каждая неверная цифра (клетка без " +
			"кандидатов или цифра без места в строке, столбце или блоке), и ставит оставшуюся. Человек в такой " +
			"момент скорее поищет ещё цепочку или сеть; бот прибегает к пробе, только когда его приёмы " +
			"исчерпаны, и говорит об этом прямо."},
	logic.DeathBlossom: {"Цветок смерти",
		"«Цветок смерти» состоит из стебля и лепестков. Стебель — клетка с несколькими кандидатами; каждый " +
			"лепесток — почти запертое множество (N клеток одной строки, столбца или блока, в которых вместе N+1 " +
			"цифра), где одна из цифр стебля стоит только в клетках, видящих стебель; у каждой цифры стебля свой " +
			"лепесток. Какую бы цифру ни принял стебель, её лепесток эту цифру теряет и запирается на остальных. " +
			"Поэтому цифра z, которая есть во всех лепестках, верна хотя бы в одном из них: z можно убрать из " +
			"любой клетки, которая видит все z всех лепестков. Ищите клетку с тремя кандидатами, вокруг которой " +
			"почти заполненные группы клеток."},
}

// What a family of techniques does, in Russian.
const (
	aboutSinglesRu = "Одиночка — это клетка, в которой осталась только одна возможная цифра (голая " +
		"одиночка: в её строке, столбце и блоке уже стоят восемь разных цифр), или цифра, у которой осталось " +
		"только одно место в строке, столбце или блоке (скрытая одиночка); последняя клетка — единственная " +
		"пустая клетка строки, столбца или блока, и в неё идёт недостающая цифра. Начинайте с самых " +
		"заполненных строк, столбцов и блоков, потом перебирайте цифры по очереди и смотрите, какие клетки " +
		"исключают уже стоящие копии цифры."
	aboutLockedCandidatesRu = "Заблокированные кандидаты: если все места цифры в блоке лежат в одной " +
		"строке или одном столбце, в остальной части этой строки или столбца её быть не может (указывающая " +
		"пара или тройка); если все её места в строке или столбце лежат в одном блоке, её не может быть в " +
		"остальной части этого блока (блокирующая пара или тройка)."
	aboutSubsetsRu = "Группы: если в N клетках одной строки, столбца или блока вместе возможны только N " +
		"цифр (голая группа), эти цифры можно убрать из остальных клеток этой строки, столбца или блока; " +
		"если N цифр могут стоять только в одних и тех же N клетках (скрытая группа), из этих клеток можно " +
		"убрать все остальные цифры. Запертая пара или тройка — это голая группа, которая лежит сразу и в " +
		"блоке, и в строке или столбце: её цифры уходят из обоих."
	aboutFishRu = "Рыба: если все места цифры в двух строках (в трёх у рыбы-меч, в четырёх у медузы) " +
		"лежат в одних и тех же двух (трёх, четырёх) столбцах, цифра займёт в этих строках по одной клетке " +
		"каждого из этих столбцов, поэтому из остальных клеток этих столбцов её можно убрать. То же самое " +
		"работает, если поменять строки и столбцы местами."
	aboutFinnedFishRu = "Рыба с плавником — это рыба (X-крыло, рыба-меч, медуза), у которой есть " +
		"одно-два лишних места для цифры — плавник — в одном блоке: либо рыба работает, либо цифра стоит в " +
		"плавнике, поэтому цифру теряют только те клетки, которые очистила бы рыба и которые при этом видят " +
		"плавник. У рыбы сашими вдобавок нет одного угла."
	aboutSingleDigitRu = "Фигуры одной цифры строятся из её сильных звеньев — строк, столбцов и блоков, " +
		"где у цифры только два места, так что одно из них точно её. Небоскрёб — это два таких звена в " +
		"параллельных строках (или столбцах), у которых по одному концу стоит в одном столбце (строке); " +
		"воздушный змей — звено в строке и звено в столбце, концы которых сходятся в одном блоке; пустой " +
		"прямоугольник — блок, где все места цифры лежат на одной строке и одном столбце, соединённый с " +
		"сильным звеном вне блока. В каждой фигуре один из двух свободных концов содержит цифру, поэтому " +
		"клетка, которая видит оба конца, содержать её не может."
	aboutWingsRu = "Крыло: опорная клетка и две клешни с общей цифрой z. Как ни заполни опорную клетку, " +
		"в одной из клешней (или, у XYZ-крыла, в самой опорной клетке) окажется z, поэтому в клетке, которая " +
		"видит их все, z быть не может. W-крыло соединяет две клетки с одними и теми же двумя цифрами " +
		"сильным звеном по одной из них."
	aboutUniqueRectangleRu = "Уникальный прямоугольник: если в четырёх клетках в углах прямоугольника, " +
		"лежащего в двух блоках, могли бы стоять только одни и те же две цифры, у головоломки было бы два " +
		"решения — с переставленными цифрами. У правильной головоломки решение одно, поэтому хотя бы в одном " +
		"углу стоит что-то другое; четыре типа различаются тем, где именно."
	aboutChainsRu = "Цепочки чередуют сильные звенья (из двух кандидатов один точно верен: два " +
		"единственных места цифры в строке, столбце или блоке или две единственные цифры клетки) и слабые " +
		"звенья (оба сразу верными быть не могут), поэтому один из концов цепочки верен, а кандидат, который " +
		"видит оба конца, ложен. X-цепочка идёт по одной цифре; XY-цепочка — по клеткам с двумя кандидатами; " +
		"удалённые пары — это XY-цепочка, во всех клетках которой одни и те же две цифры; цепочка " +
		"чередующихся выводов смешивает оба вида звеньев. Замкнутая цепочка возвращается в своё начало, и " +
		"каждое её слабое звено убирает кандидатов; в групповых цепочках две-три клетки блока на одной линии " +
		"работают как один конец звена."
	aboutALSRu = "Почти запертое множество (ALS) — это N клеток одной строки, столбца или блока, в " +
		"которых вместе возможных цифр на одну больше, чем клеток. Два таких множества, связанные цифрой, " +
		"которая не может стоять в обоих сразу (ограниченная общая цифра), запирают друг друга: другую их " +
		"общую цифру можно убрать из каждой клетки, которая видит все её места в обоих множествах. " +
		"ALS-XY-крыло так же связывает три множества."
	aboutForcingChainsRu = "Вынуждающие цепочки перебирают каждого кандидата клетки или каждое место " +
		"цифры в строке, столбце или блоке и прослеживают, к чему ведёт каждый вариант: то, к чему ведут все " +
		"они, верно. Цепочка от противного показывает, что кандидат ведёт к невозможному, значит, он ложен; " +
		"вынуждающая сеть прослеживает сразу несколько следствий."
)

// levelsRu names the levels in Russian.
var levelsRu = [...]string{
	logic.Easy:    "Лёгкий",
	logic.Medium:  "Средний",
	logic.Hard:    "Сложный",
	logic.Expert:  "Экспертный",
	logic.Extreme: "Экстремальный",
}

func (russian) technique(t logic.Technique) string { return techniqueOf(techniquesRu[:], t).name }
func (russian) about(t logic.Technique) string     { return techniqueOf(techniquesRu[:], t).about }
func (russian) level(l logic.Level) string         { return nameOf(levelsRu[:], int(l)) }

// The words of the explanations of steps in Russian (see stepWords).

func (w russian) alsDescribe(p alsPart) string {
	return fmt.Sprintf("{%[1]s} %[2]s (кандидаты %[3]s)", setList(w, p.cells), w.in(p.house), digitList(w, p.digits))
}

func (w russian) alsXZIntro(a, b alsPart) string {
	return fmt.Sprintf("ALS-XZ: A = %[1]s и B = %[2]s — почти запертые множества: "+
		"в каждом кандидатов на один больше, чем клеток, поэтому, "+
		"лишившись одной своей цифры, "+
		"множество должно содержать все остальные. ",
		a.describe(w), b.describe(w))
}

func (w russian) alsXZSingle(s *logic.Step, x int, zs logic.Digits) string {
	return fmt.Sprintf("X = %[1]d — ограниченно общая цифра: каждая %[1]d в A видит каждую %[1]d в B, "+
		"поэтому %[1]d стоит не более чем в одном из множеств. "+
		"Множество без %[1]d содержит все свои остальные цифры, значит, "+
		"Z = %[2]s стоит в A или в B, и клетка, которая видит все %[3]s обоих множеств, "+
		"не может содержать %[3]s: %[4]s.",
		x, digitList(w, zs), digitsOr(w, zs), removeText(w, s.Eliminations))
}

func (w russian) alsXZDouble(s *logic.Step, xs logic.Digits) string {
	return fmt.Sprintf("%[1]s — "+
		"обе ограниченно общие цифры (каждая такая цифра в A видит каждую такую же в B), "+
		"поэтому каждая стоит не более чем в одном множестве. "+
		"Каждому множеству нужна хотя бы одна из них, "+
		"поэтому в каждом стоит ровно одна и все остальные его цифры: "+
		"каждый кандидат A стоит в A, каждый кандидат B — в B, "+
		"а %[2]s стоят каждая в A или в B. "+
		"Клетка, которая видит все клетки цифры в одном множестве (или в обоих — "+
		"для %[2]s), не может её содержать: %[3]s.",
		w.capitalize(digitList(w, xs)), digitList(w, xs), removeText(w, s.Eliminations))
}

func (w russian) alsXYWing(s *logic.Step, a, b, c alsPart, x, y int, zs logic.Digits) string {
	return fmt.Sprintf("ALS-XY-крыло: C = %[1]s, A = %[2]s и B = %[3]s — "+
		"почти запертые множества (кандидатов на один больше, чем клеток: "+
		"лишившись одной цифры, множество должно содержать все остальные). "+
		"Каждая %[4]d в A видит каждую %[4]d в C, а каждая %[5]d в B — каждую %[5]d в C. "+
		"C не может лишиться и %[4]d, и %[5]d (кандидатов стало бы меньше, чем клеток), "+
		"поэтому в C есть %[4]d или %[5]d. "+
		"Если в C есть %[4]d, в A нет %[4]d, и A содержит все остальные свои цифры; "+
		"если в C есть %[5]d, B содержит все свои цифры, кроме %[5]d. "+
		"В любом случае Z = %[6]s стоит в A или в B, и клетка, "+
		"которая видит все %[7]s в A и B, не может содержать %[7]s: %[8]s.",
		c.describe(w),
		a.describe(w),
		b.describe(w),
		x,
		y,
		digitList(w, zs),
		digitsOr(w, zs),
		removeText(w, s.Eliminations),
	)
}

func (w russian) sueDeCoq(s *logic.Step, line, box int, core, lc, bc logic.CellSet, vc, vl, vb logic.Digits, n int, why []string) string {
	return fmt.Sprintf("Сю де Кок: на пересечении %[1]s и %[2]s клетки %[3]s содержат %[4]d %[5]s: %[6]s. "+
		"Добавим %[7]s из %[1]s и %[8]s из %[2]s — у них нет общих кандидатов: "+
		"у этих %[9]d клеток ровно %[9]d %[10]s: %[11]s. "+
		"Две из них %[12]s не могут совпадать, "+
		"как и две %[13]s или одна из %[7]s и одна из %[8]s, поэтому в них стоят %[9]d %[14]s: "+
		"каждая из этих цифр стоит ровно в одной из клеток. "+
		"Значит, %[15]s: %[16]s.",
		w.houseCase(line, gen),
		w.houseCase(box, gen),
		setList(w, core),
		vc.Count(),
		w.plural(vc.Count(), "кандидат", "кандидата", "кандидатов"),
		digitList(w, vc),
		setList(w, lc),
		setList(w, bc),
		n,
		w.plural(n, "кандидат", "кандидата", "кандидатов"),
		digitList(w, vc|vl|vb),
		w.in(line),
		w.in(box),
		w.plural(n, "разная цифра", "разные цифры", "разных цифр"),
		join(w, why),
		removeText(w, s.Eliminations),
	)
}

func (w russian) deathBlossom(s *logic.Step, stem int, ds []int, petals []alsPart, zs logic.Digits) string {
	var each []string
	for i, p := range petals {
		each = append(each, fmt.Sprintf("для %[1]d — %[2]s", ds[i], p.describe(w)))
	}
	return fmt.Sprintf("Цветок смерти: у клетки-стебля %[1]s кандидаты %[2]s. "+
		"У каждого из них есть лепесток — "+
		"почти запертое множество (кандидатов на один больше, чем клеток: "+
		"лишившись одной цифры, оно должно содержать все остальные), "+
		"все клетки которого с этой цифрой видят стебель: %[3]s. "+
		"Какую бы цифру ни содержал стебель, "+
		"лепесток этой цифры её лишается и содержит все остальные свои цифры, "+
		"поэтому Z = %[4]s стоит в одном из лепестков, и клетка, "+
		"которая видит все %[5]s трёх лепестков, не может содержать %[5]s: %[6]s.",
		cellName(stem),
		digitList(w, digitsOf(ds)),
		join(w, each),
		digitList(w, zs),
		digitsOr(w, zs),
		removeText(w, s.Eliminations),
	)
}

func (w russian) coloringIntro(s *logic.Step, d int, a, b logic.CellSet) string {
	return fmt.Sprintf("Простая раскраска по цифре %[1]d: "+
		"в каждой из областей (%[2]s) у %[1]d только два места, "+
		"поэтому ровно в одном из них стоит %[1]d (сильная связь). "+
		"Пройдите по этим сильным связям и раскрасьте клетки поочерёдно: "+
		"цвет A — %[3]s, цвет B — %[4]s; тогда в клетках одного цвета стоят все %[1]d, "+
		"а в клетках другого — ни одной. ",
		d, join(w, linkHouses(w, s)), setList(w, a), setList(w, b))
}

func (w russian) coloringWrap(s *logic.Step, d, h int, name, other string, pair []int) string {
	return fmt.Sprintf("%[1]s и %[2]s обе цвета %[3]s и лежат %[4]s, "+
		"поэтому при истинном цвете %[3]s цифра %[5]d встала бы %[4]s дважды: "+
		"цвет %[3]s ложен, а цвет %[6]s истинен. "+
		"Уберите %[5]d из всех клеток цвета %[3]s: %[7]s.",
		cellName(pair[0]),
		cellName(pair[1]),
		name,
		w.in(h),
		d,
		other,
		eliminationList(w, s.Eliminations),
	)
}

func (w russian) coloringSees(e logic.Candidate, ca, cb int) string {
	return fmt.Sprintf("%[1]s видит %[2]s (A) и %[3]s (B)", cellName(e.Cell), cellName(ca), cellName(cb))
}

func (w russian) coloringTrap(s *logic.Step, d int, reasons []string) string {
	return fmt.Sprintf("Теперь %[1]s, поэтому, какой бы цвет ни оказался истинным, "+
		"в %[2]s не может быть %[3]d: %[4]s.",
		join(w, reasons), pluralCells(w, s.Eliminations), d, removeText(w, s.Eliminations))
}

func (w russian) pronounThey() string {
	return "них"
}

func (w russian) exocetCover(d, h1, h2 int) string {
	return fmt.Sprintf("%[1]d %[2]s и %[3]s", d, w.in(h1), w.houseCase(h2, pre))
}

func (w russian) exocet(s *logic.Step, b1, b2, t1, t2, c1, c2 int, m1, m2 []int, box, baseLine int,
	lines, coverText []string, digits string, stack bool) string {
	bandRu := "яруса"
	if stack {
		bandRu = "вертикального яруса"
	}
	crossRu := make([]string, 3)
	for i := range crossRu {
		crossRu[i] = w.houseCase(houseNum(s.Houses[1+i]), nom)
	}
	return fmt.Sprintf("Младший экзосет: "+
		"базовые клетки %[1]s и %[2]s %[3]s содержат две разные цифры из %[4]s. "+
		"Возьмём целевые клетки %[5]s и %[6]s — в двух других блоках того же %[7]s, "+
		"но не %[8]s, "+
		"— и клетки-спутники %[9]s и %[10]s на пересекающих линиях целевых клеток, "+
		"где нет базовых цифр. "+
		"Вне %[7]s пересекающие линии (%[11]s) содержат каждую базовую цифру не более "+
		"чем в двух линиях (%[12]s), "+
		"то есть не более двух раз. "+
		"Пусть в базовой клетке стоит d: "+
		"каждая пересекающая линия содержит d один раз, и не %[8]s; "+
		"%[13]s она тоже не %[3]s, значит, вне %[7]s. "+
		"Тогда вне %[7]s остаётся не больше одной d, "+
		"поэтому %[14]s или %[15]s содержит d в пределах %[7]s — не в спутнике, "+
		"а в своей целевой клетке. "+
		"Значит, в целевых клетках стоят обе базовые цифры, по одной. "+
		"Цифра целевой клетки стоит тогда %[8]s и на линии этой клетки, "+
		"поэтому в блоке другой целевой клетки она должна стоять в оставшихся "+
		"клетках третьей линии: "+
		"цифра %[5]s — в %[16]s, цифра %[6]s — в %[17]s. "+
		"А пересекающая линия другой целевой клетки должна содержать эту цифру "+
		"вне %[7]s и не на той линии, "+
		"где она стоит %[18]s. "+
		"Остаются только цифры, которые можно расставить по этим правилам: %[19]s.",
		cellName(b1),
		cellName(b2),
		w.in(box),
		digits,
		cellName(t1),
		cellName(t2),
		bandRu,
		w.in(baseLine),
		cellName(c1),
		cellName(c2),
		join(w, crossRu),
		list(w, coverText),
		w.capitalize(w.in(houseNum(s.Houses[1]))),
		crossRu[1],
		crossRu[2],
		cellList(w, m1),
		cellList(w, m2),
		w.in(houseNum(s.Houses[1])),
		removeText(w, s.Eliminations),
	)
}

func (w russian) techniqueLead(s *logic.Step) string {
	return w.technique(s.Technique) + ": "
}

func (w russian) resultLead() string {
	return "Результат: "
}

func (w russian) trialHintArea() string {
	return "Здесь не помогает ни один логический приём: следующий шаг — проба."
}

func (w russian) hintGrid(name string) string {
	return fmt.Sprintf("На поле есть %s.", w.lower(name))
}

func (w russian) hintHouse(a int, name string) string {
	return fmt.Sprintf("%[1]s есть %[2]s.", w.capitalize(w.in(a)), w.lower(name))
}

func (w russian) theDigit() string {
	return "цифру "
}

func (w russian) theDigits() string {
	return "цифры "
}

func (w russian) hintFromCell(s *logic.Step, what string) string {
	return fmt.Sprintf("Рассмотрите %[1]s, начиная с %[2]s.", what, cellList(w, s.Cells[:min(1, len(s.Cells))]))
}

func (w russian) hintWhere(a int, what string) string {
	return fmt.Sprintf("Посмотрите, куда можно поставить %[1]s %[2]s.", what, w.in(a))
}

func (w russian) hintMSLS(rows, cols []string, n int) string {
	return fmt.Sprintf("Посмотрите на %[1]d %[2]s на пересечении строк %[3]s и столбцов %[4]s: "+
		"для каждой цифры найдите наименьшее число этих строк и столбцов, "+
		"которые покрывают все её кандидаты в этих клетках, "+
		"и сравните их сумму с числом клеток.",
		n,
		w.plural(n, "пустую клетку", "пустые клетки", "пустых клеток"),
		join(w, rows),
		join(w, cols),
	)
}

func (w russian) hintSKLoop(s *logic.Step) string {
	return fmt.Sprintf("Посмотрите на 16 клеток в %[1]s вокруг пересечений %[2]s: "+
		"для каждой цифры найдите наименьшее число этих строк, "+
		"столбцов и блоков, которые покрывают все её кандидаты в этих клетках, "+
		"и сравните их сумму с 16.",
		w.houses(s.Houses[4:], pre), w.houses(s.Houses[:4], gen))
}

func (w russian) hintExocet(b1, b2, box, t1, t2 int) string {
	return fmt.Sprintf("Посмотрите на клетки базы %[1]s и %[2]s %[3]s и на клетки-цели %[4]s и %[5]s: "+
		"цифры базы обязательно появятся снова в целях.",
		cellName(b1), cellName(b2), w.in(box), cellName(t1), cellName(t2))
}

func (w russian) hintSueDeCoq(core, lineCells, boxCells string, line, box int) string {
	return fmt.Sprintf("Посмотрите на %[1]s — пересечение %[2]s и %[3]s, "+
		"— а также на %[4]s в остальной части %[3]s и %[5]s в остальной части %[2]s: "+
		"вместе в них столько же возможных цифр, сколько клеток.",
		core, w.houseCase(box, gen), w.houseCase(line, gen), lineCells, boxCells)
}

func (w russian) resultNothing() string {
	return "ничего"
}

func (w russian) resultThen() string {
	return "; затем "
}

func (w russian) colon() string {
	return ": "
}

func (w russian) shortHidden(h int, p logic.Candidate) string {
	return fmt.Sprintf(": единственное место для %[1]d %[2]s", p.Digit, w.in(h))
}

func (w russian) shortFull(h int) string {
	return fmt.Sprintf(": последняя пустая клетка %s", w.houseCase(h, gen))
}

func (w russian) shortNaked() string {
	return ": у клетки остался один кандидат"
}

func (w russian) fishBasic(s *logic.Step, name string, d int, bases, covers string, base, cover []solver.House) string {
	return fmt.Sprintf("%[1]s по цифре %[2]d: в %[3]s цифра %[2]d может стоять только в %[4]s, поэтому, "+
		"как бы она ни встала, %[5]s получат свои %[2]d именно в %[3]s: %[6]s.",
		name,
		d,
		w.lines(base, pre),
		w.lines(cover, pre),
		w.lines(cover, nom),
		removal(w, s.Eliminations),
	)
}

func (w russian) fishFinned(s *logic.Step, name string, d int, bases, covers string,
	base, cover, hit []solver.House, box string, finBox int, fins []int,
	basic, sashimi, fin, ifNone, ifOne, targets, they string) string {
	return fmt.Sprintf("%[1]s по цифре %[2]d: в %[3]s цифра %[2]d может стоять только в %[4]s, "+
		"не считая %[5]s %[6]s %[7]s%[8]s. "+
		"%[9]s %[2]d, это %[10]s: %[11]s получают свои %[2]d в %[3]s; %[12]s %[2]d, "+
		"ни одна другая клетка %[13]s не может содержать %[2]d. "+
		"В любом случае в %[14]s не может быть %[2]d: %[15]s в %[16]s и %[7]s вместе с %[17]s. "+
		"%[18]s.",
		name,
		d,
		w.lines(base, pre),
		w.lines(cover, pre),
		[2]string{"плавника", "плавников"}[min(len(fins), 2)-1],
		cellList(w, fins),
		w.in(finBox),
		sashimi,
		ifNone,
		w.lower(basic),
		w.lines(cover, nom),
		ifOne,
		w.houseCase(finBox, gen),
		targets,
		they,
		w.lines(hit, pre),
		[2]string{"плавником", "плавниками"}[min(len(fins), 2)-1],
		w.capitalize(removal(w, s.Eliminations)),
	)
}

func (w russian) sashimiLine(h solver.House, line, without string, d int, left []int) string {
	return fmt.Sprintf(" (сашими: %[1]s в %[2]s цифра %[3]d осталась бы только в %[4]s)",
		without, w.houseCase(houseNum(h), pre), d, cellName(left[0]))
}

func (w russian) intersection(s *logic.Step, d, from, to int) string {
	return fmt.Sprintf("%[1]s: цифра %[2]d может стоять только %[3]s (%[4]s), "+
		"поэтому больше нигде %[3]s её быть не может: уберите её из %[5]s.",
		houseTitle(w, from), d, w.in(to), cellList(w, s.Cells), eliminationList(w, s.Eliminations))
}

func (w russian) digitsInHouse(ds logic.Digits, n int) string {
	return fmt.Sprintf("%[1]s %[2]s", digitList(w, ds), w.in(n))
}

func (w russian) twoLinks(s *logic.Step, d int, f1, n1, n2, f2, h1, h2, weak string) string {
	return fmt.Sprintf("%[1]s по цифре %[2]d: %[3]s цифра %[2]d может стоять только в %[4]s или %[5]s; %[6]s — "+
		"только в %[7]s или %[8]s. "+
		"%[5]s и %[7]s лежат %[9]s, поэтому не могут обе содержать %[2]d. "+
		"Если в %[4]s нет %[2]d, то %[2]d стоит в %[5]s, значит, в %[7]s её нет, "+
		"и она стоит в %[8]s: в %[4]s или в %[8]s стоит %[2]d, и клетка, которая видит обе, "+
		"не может содержать %[2]d. "+
		"%[10]s.",
		w.technique(s.Technique),
		d,
		w.in(houseNum(s.Houses[0])),
		f1,
		n1,
		w.in(houseNum(s.Houses[1])),
		n2,
		f2,
		w.in(houseNum(s.Houses[2])),
		w.capitalize(removal(w, s.Eliminations)),
	)
}

func (w russian) emptyRectangle(s *logic.Step, d, box, link, line, other int, boxCells []int, near, far, target int) string {
	return fmt.Sprintf("%[1]s по цифре %[2]d: %[3]s цифра %[2]d может стоять только %[4]s или %[5]s (%[6]s). "+
		"%[7]s цифра %[2]d может стоять только в %[8]s или %[9]s. "+
		"Если в %[9]s нет %[2]d, то %[2]d стоит в %[8]s; "+
		"тогда %[3]s цифра %[2]d не может стоять %[4]s, значит, она стоит %[5]s, "+
		"и в %[10]s (%[5]s) %[2]d нет. "+
		"Если же в %[9]s стоит %[2]d, то и в %[10]s (%[11]s) %[2]d быть не может. "+
		"%[12]s.",
		w.technique(s.Technique),
		d,
		w.in(box),
		w.in(line),
		w.in(other),
		cellList(w, boxCells),
		w.capitalize(w.in(link)),
		cellName(near),
		cellName(far),
		cellName(target),
		w.in(sharedLine(far, target)),
		w.capitalize(removal(w, s.Eliminations)),
	)
}

func (w russian) fullHouse(h int, p logic.Candidate) string {
	return fmt.Sprintf("%[1]s: осталась одна пустая клетка, %[2]s, и не хватает цифры %[3]d, значит, "+
		"%[2]s = %[3]d.",
		houseTitle(w, h), cellName(p.Cell), p.Digit)
}

func (w russian) hiddenSingle(h int, p logic.Candidate) string {
	return fmt.Sprintf("%[1]s: цифру %[2]d можно поставить только в %[3]s, значит, %[3]s = %[2]d.",
		houseTitle(w, h), p.Digit, cellName(p.Cell))
}

func (w russian) nakedSingleHouses(s *logic.Step, p logic.Candidate, houses []string) string {
	return fmt.Sprintf("Все цифры, кроме %[1]d, уже есть в %[2]s, %[3]s или %[4]s, значит, %[5]s = %[1]d.",
		p.Digit,
		w.houseCase(houseNum(s.Houses[0]), pre),
		w.houseCase(houseNum(s.Houses[1]), pre),
		w.houseCase(houseNum(s.Houses[2]), pre),
		cellName(p.Cell),
	)
}

func (w russian) nakedSingle(p logic.Candidate) string {
	return fmt.Sprintf("В %[1]s остался единственный кандидат — %[2]d, значит, %[1]s = %[2]d.",
		cellName(p.Cell), p.Digit)
}

func (w russian) naked(s *logic.Step, n int, where string) string {
	return fmt.Sprintf("%[1]s: у %[2]s клеток %[3]s на всех только кандидаты %[4]s, "+
		"поэтому %[4]s стоят именно в этих клетках, "+
		"а в остальных клетках %[5]s их быть не может: %[6]s.",
		w.capitalize(w.houses(s.Houses, nom)),
		ruSizeGen[n],
		cellList(w, s.Cells),
		digitList(w, s.Digits),
		w.houses(s.Houses, gen),
		removal(w, s.Eliminations),
	)
}

func (w russian) hidden(s *logic.Step, n, h int) string {
	return fmt.Sprintf("%[1]s: %[2]s могут стоять только в %[3]s клетках %[4]s, "+
		"поэтому в этих клетках стоят %[2]s и ничего больше: %[5]s.",
		houseTitle(w, h),
		digitList(w, s.Digits),
		ruSizeGen[n],
		cellList(w, s.Cells),
		removal(w, s.Eliminations),
	)
}

func (w russian) listSep() string {
	return ", "
}

func (w russian) removeDigit(elims []logic.Candidate) string {
	return fmt.Sprintf("уберите %[1]d из %[2]s", elims[0].Digit, eliminationList(w, elims))
}

func (w russian) removeWord() string {
	return "уберите "
}

func (w russian) urDeadly(s *logic.Step, corners []int, ds string) string {
	return fmt.Sprintf("поскольку у судоку единственное решение, "+
		"в %[1]s не могут стоять только %[2]s: "+
		"это был бы смертельный шаблон (если поменять в них %[2]s местами, "+
		"получилось бы второе решение).",
		join(w, solver.CellNames(corners)), ds)
}

func (w russian) urSpace() string {
	return " "
}

func (w russian) ur1(s *logic.Step, ds logic.Digits, t int, three []int) string {
	return fmt.Sprintf("В %[1]s могут быть только %[2]s, поэтому в %[3]s должна стоять другая цифра: %[4]s.",
		join(w, solver.CellNames(three)), digitsOr(w, ds), cellName(t), removeText(w, s.Eliminations))
}

func (w russian) ur2(s *logic.Step, ds logic.Digits, c int, floor, roof []int) string {
	return fmt.Sprintf("В %[1]s и %[2]s могут быть только %[3]s, "+
		"поэтому в %[4]s или %[5]s должна стоять %[6]d — "+
		"их единственный другой кандидат. "+
		"Клетка, которая видит обе, не может содержать %[6]d: %[7]s.",
		cellName(floor[0]),
		cellName(floor[1]),
		digitsOr(w, ds),
		cellName(roof[0]),
		cellName(roof[1]),
		c,
		removeText(w, s.Eliminations),
	)
}

func (w russian) ur3(s *logic.Step, ds, extra, digits logic.Digits, floor, roof []int, with []string) string {
	return fmt.Sprintf("В %[1]s и %[2]s могут быть только %[3]s, поэтому в %[4]s или %[5]s должна стоять %[6]s. "+
		"Если считать их одной клеткой с кандидатами %[7]s, "+
		"они %[8]s образуют голое множество из %[9]s: "+
		"эти цифры должны стоять в этих клетках, поэтому %[10]s.",
		cellName(floor[0]),
		cellName(floor[1]),
		digitsOr(w, ds),
		cellName(roof[0]),
		cellName(roof[1]),
		digitsOr(w, extra),
		digitList(w, extra),
		join(w, with),
		digitList(w, digits),
		removeText(w, s.Eliminations),
	)
}

func (w russian) ur4(s *logic.Step, ds logic.Digits, h, u, v int, floor, roof []int) string {
	return fmt.Sprintf("В %[1]s и %[2]s могут быть только %[3]s. "+
		"%[4]s цифра %[5]d может стоять только в %[6]s или %[7]s, "+
		"поэтому в одной из них стоит %[5]d; если бы в другой стояла %[8]d, "+
		"в четырёх клетках были бы только %[9]s. "+
		"Значит, ни в одной из них не может быть %[8]d: %[10]s.",
		cellName(floor[0]),
		cellName(floor[1]),
		digitsOr(w, ds),
		w.capitalize(w.in(h)),
		u,
		cellName(roof[0]),
		cellName(roof[1]),
		v,
		urDigits(w, s),
		removeText(w, s.Eliminations),
	)
}

func (w russian) bugPlus1(s *logic.Step, c, d int, row, col, box string) string {
	return fmt.Sprintf("BUG+1: во всех пустых клетках, кроме %[1]s, ровно по два кандидата, "+
		"и каждый кандидат встречается ровно дважды в каждой строке, "+
		"каждом столбце и каждом блоке, кроме %[2]d: она встречается трижды — %[3]s, "+
		"%[4]s и %[5]s. "+
		"Если бы в %[1]s не было %[2]d, сетка превратилась бы в BUG — "+
		"«всеобщую двузначную могилу», у которой решений нет или их несколько; "+
		"поскольку у судоку единственное решение, %[1]s = %[2]d: %[6]s.",
		cellName(c),
		d,
		w.in(cellHouses[c][0]),
		w.houseCase(cellHouses[c][1], pre),
		w.houseCase(cellHouses[c][2], pre),
		removeText(w, s.Eliminations),
	)
}

func (w russian) removeFromCell(c string, ds logic.Digits) string {
	return fmt.Sprintf("уберите %[1]s из %[2]s", digitList(w, ds), c)
}

func (w russian) seesIn(c int, e logic.Candidate, h string) string {
	return fmt.Sprintf("%[1]s %[2]s", cellName(c), w.in(seenThrough(e.Cell, c)))
}

func (w russian) partSep() string {
	return "; "
}

func (w russian) wordOr() string {
	return " или "
}

func (w russian) cellCands(c int, cands string) string {
	return fmt.Sprintf("%[1]s (%[2]s)", cellName(c), cands)
}

func (w russian) xyWing(s *logic.Step, p, a, b, x, y, z int) string {
	return fmt.Sprintf("XY-крыло: опорная клетка %[1]s видит крылья %[2]s и %[3]s. "+
		"Если в %[4]s стоит %[5]d, то в %[6]s — %[7]d; если %[8]d, то в %[9]s — %[7]d. "+
		"В любом случае в одном из крыльев стоит %[7]d, "+
		"поэтому %[7]d уходит из всех клеток, которые видят оба крыла: %[10]s. "+
		"%[11]s.",
		cellCands(w, s, p),
		cellCands(w, s, a),
		cellCands(w, s, b),
		cellName(p),
		x,
		cellName(a),
		z,
		y,
		cellName(b),
		whySees(w, s.Eliminations, []int{a, b}),
		w.capitalize(removal(w, s.Eliminations)),
	)
}

func (w russian) xyzWing(s *logic.Step, p, a, b, x, y, z int) string {
	return fmt.Sprintf("XYZ-крыло: опорная клетка %[1]s видит крылья %[2]s и %[3]s. "+
		"Если в %[4]s стоит %[5]d, то в %[6]s — %[7]d; если %[8]d, то в %[9]s — %[7]d; "+
		"иначе в ней самой стоит %[7]d. "+
		"Значит, в одной из трёх клеток стоит %[7]d, и %[7]d уходит из всех клеток, "+
		"которые видят все три: %[10]s. "+
		"%[11]s.",
		cellCands(w, s, p),
		cellCands(w, s, a),
		cellCands(w, s, b),
		cellName(p),
		x,
		cellName(a),
		z,
		y,
		cellName(b),
		whySees(w, s.Eliminations, []int{p, a, b}),
		w.capitalize(removal(w, s.Eliminations)),
	)
}

func (w russian) wWing(s *logic.Step, e1, e2, w1, w2, h, x, y int) string {
	return fmt.Sprintf("W-крыло по цифрам %[1]d и %[2]d: в %[3]s и %[4]s могут быть только %[1]d или %[2]d. "+
		"%[5]s цифра %[1]d может стоять только в %[6]s или %[7]s; %[6]s видит %[3]s (%[8]s), "+
		"а %[7]s видит %[4]s (%[9]s). "+
		"В %[6]s или в %[7]s стоит %[1]d, поэтому в %[3]s или в %[4]s нет %[1]d, и там стоит %[2]d. "+
		"Клетка, которая видит обе, не может содержать %[2]d: %[10]s. "+
		"%[11]s.",
		x,
		y,
		cellName(w1),
		cellName(w2),
		w.capitalize(w.in(h)),
		cellName(e1),
		cellName(e2),
		w.in(seenThrough(e1, w1)),
		w.in(seenThrough(e2, w2)),
		whySees(w, s.Eliminations, []int{w1, w2}),
		w.capitalize(removal(w, s.Eliminations)),
	)
}

func (w russian) msls(rows, cols []string, n, nLinks int, links, double []string, elims []logic.Candidate) string {
	ru := fmt.Sprintf("Многосекторное запертое множество: "+
		"строки %[1]s и столбцы %[2]s пересекаются в %[3]d %[4]s, где должно стоять %[3]d %[5]s. "+
		"Каждый кандидат этих клеток — одна из %[6]d цифр областей: %[7]s. "+
		"В области каждая цифра встречается один раз, "+
		"поэтому каждая цифра области может занять не больше одной из этих клеток; "+
		"клеток %[3]d, цифр областей %[6]d, значит, каждая занимает ровно одну. "+
		"Поэтому каждая цифра, указанная для строки или столбца, "+
		"стоит в этих клетках, а не в других клетках этой строки или столбца",
		strings.Join(rows, ", "),
		strings.Join(cols, ", "),
		n,
		w.plural(n, "пустой клетке", "пустых клетках", "пустых клетках"),
		w.plural(n, "цифра", "цифры", "цифр"),
		nLinks,
		strings.Join(links, "; "),
	)
	if len(double) > 0 {
		ru += fmt.Sprintf("; а %s, покрытый и своей строкой, и своим столбцом, "+
			"занял бы одной клеткой две цифры областей, поэтому он ложен",
			join(w, double))
	}
	return ru + ": " + removeText(w, elims) + "."
}

func (w russian) skLoop(s *logic.Step, n int, links, double []string) string {
	ru := fmt.Sprintf("SK-петля: %[1]s пересекаются в %[2]s; "+
		"в каждом из этих блоков две другие клетки строки и две другие клетки "+
		"столбца дают 16 пустых клеток, "+
		"%[3]s, каждая — "+
		"в одной из этих строк или столбцов и в одном из этих блоков. "+
		"Каждый кандидат этих клеток — одна из %[4]d цифр областей: %[5]s. "+
		"В области каждая цифра встречается один раз, "+
		"поэтому каждая цифра области может занять не больше одной из этих клеток; "+
		"клеток 16, цифр областей %[4]d, значит, каждая занимает ровно одну. "+
		"Поэтому каждая цифра, указанная для области, стоит в этих клетках, "+
		"а не в других клетках этой области",
		houseNames(w, s.Houses[:4]), w.houses(s.Houses[4:], pre), cellList(w, s.Cells), n, list(w, links))
	if len(double) > 0 {
		ru += fmt.Sprintf("; а %s, покрытый и своей линией, и своим блоком, "+
			"занял бы одной клеткой две цифры областей, поэтому он ложен",
			join(w, double))
	}
	return ru + ": " + removeText(w, s.Eliminations) + "."
}

func (w russian) thenClause(then string) string { return " Теперь " + w.lower(then) }

func (w russian) sueDeCoqStay(ds logic.Digits, h int) string {
	where := "на пересечении"
	if h >= 0 {
		where = w.in(h)
	}
	return fmt.Sprintf("%[1]s %[2]s %[3]s",
		digitList(w, ds),
		w.plural(ds.Count(), "остаётся", "остаются", "остаются"),
		where,
	)
}

// lineGroup names lines as English does: the Russian sentences name
// lines by case, with ruLines.
func (w russian) lineGroup(kind solver.HouseKind, nums []string) string {
	return [...]string{"rows ", "columns ", "boxes "}[kind] + join(w, nums)
}

func (w russian) fishTargets(cells []int) (targets, they string) {
	if len(cells) == 1 {
		return cellList(w, cells), "она лежит"
	}
	return cellList(w, cells), "они лежат"
}

func (w russian) fishFins(n int) (fin, ifNone, ifOne string) {
	if n > 1 {
		return "плавники", "Если ни в одном плавнике нет", "если в одном из плавников стоит"
	}
	return "плавник", "Если в плавнике нет", "если в плавнике стоит"
}

func (w russian) fishWithout(n int) string {
	if n > 1 {
		return "без плавников"
	}
	return "без плавника"
}

func (w russian) urWith(in logic.CellSet, hs []int) string {
	names := make([]string, len(hs))
	for i, h := range hs {
		names[i] = w.houseCase(h, pre)
	}
	return fmt.Sprintf("вместе с %[1]s в %[2]s", setList(w, in), join(w, names))
}

func (w russian) seesAll(c int, items []string) string {
	return cellName(c) + " видит " + join(w, items)
}

func (w russian) house(h int) string { return w.houseCase(h, nom) }

func (w russian) andWord() string { return " и " }

func (w russian) cellDigits(c int, digits []string) string {
	return fmt.Sprintf("%[1]s (%[2]s)", cellName(c), strings.Join(digits, ", "))
}

func (w russian) sentence(s string) string { return s + "." }

func (w russian) capitalize(s string) string { return locale.Capitalize(s) }

// A ruCase is a Russian grammatical case: a house is «строка 3» as a
// subject, «в строке 3» after «в», «из строки 3» after «из».
type ruCase uint8

const (
	nom ruCase = iota // именительный: строка 3
	gen               // родительный: строки 3
	dat               // дательный: строке 3
	acc               // винительный: строку 3
	ins               // творительный: строкой 3
	pre               // предложный: (в) строке 3
)

// ruHouseForms holds the forms of «строка», «столбец» and «блок» by case,
// singular and plural.
var ruHouseForms = [3][2][6]string{
	{
		{"строка", "строки", "строке", "строку", "строкой", "строке"},
		{"строки", "строк", "строкам", "строки", "строками", "строках"},
	},
	{
		{"столбец", "столбца", "столбцу", "столбец", "столбцом", "столбце"},
		{"столбцы", "столбцов", "столбцам", "столбцы", "столбцами", "столбцах"},
	},
	{
		{"блок", "блока", "блоку", "блок", "блоком", "блоке"},
		{"блоки", "блоков", "блокам", "блоки", "блоками", "блоках"},
	},
}

// houseCase names house h in a case: houseCase(2, pre) is
// «строке 3».
func (w russian) houseCase(h int, c ruCase) string {
	return fmt.Sprintf("%[1]s %[2]d", ruHouseForms[h/9][0][c], h%9+1)
}

// in names house h after «в»: «в строке 3», «в столбце 5», «в блоке 2».
func (w russian) in(h int) string { return "в " + w.houseCase(h, pre) }

// plural returns the Russian form of a noun for a count: one («1 клетка»,
// «21 клетка»), few («2 клетки») or many («5 клеток»).
func (w russian) plural(n int, one, few, many string) string {
	switch w.Lang().Plural(n) {
	case locale.One:
		return one
	case locale.Few:
		return few
	}
	return many
}

// lower returns a Russian name or sentence for the middle of a sentence:
// «скрытая одиночка», «в r1c2 …», but «X-крыло», «XY-цепочка», «BUG+1»
// keep their Latin capitals.
func (w russian) lower(name string) string {
	r, size := utf8.DecodeRuneInString(name)
	if !unicode.Is(unicode.Cyrillic, r) || !unicode.IsUpper(r) {
		return name
	}
	return string(unicode.ToLower(r)) + name[size:]
}

// ruSizeGen says how many cells a subset has, in the genitive (and
// prepositional) case: «двух», «трёх», «четырёх».
var ruSizeGen = [5]string{2: "двух", 3: "трёх", 4: "четырёх"}

// houses names houses in a case, joined: «строки 3 и блока 1».
func (w russian) houses(hs []solver.House, c ruCase) string {
	names := make([]string, len(hs))
	for i, h := range hs {
		names[i] = w.houseCase(houseNum(h), c)
	}
	return join(w, names)
}

// lines names lines of one kind in a case: «строке 2» for
// one, «строках 2 и 7» for several (prepositional).
func (w russian) lines(houses []solver.House, c ruCase) string {
	if len(houses) == 1 {
		return w.houseCase(houseNum(houses[0]), c)
	}
	nums := make([]string, len(houses))
	for i, h := range houses {
		nums[i] = fmt.Sprint(h.Index + 1)
	}
	kind := 0
	if len(houses) > 0 {
		kind = int(houses[0].Kind)
	}
	return ruHouseForms[kind][1][c] + " " + join(w, nums)
}

func (w russian) lastResort() string { return "Крайняя мера — " }
