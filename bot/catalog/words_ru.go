package catalog

import "sudokubot/solver/logic"

func (russian) HelpWords() []string {
	return []string{"помощь", "справка", "меню", "команды", "старт", "начать"}
}
func (russian) GreetingWords() []string {
	return []string{"привет", "приветик", "приветствую", "здравствуйте", "здравствуй", "здрасте", "здрасьте", "хай", "салют", "хелло"}
}
func (russian) GreetingPhrases() []string {
	return []string{"добрый день", "добрый вечер", "доброе утро", "доброй ночи", "доброго дня", "доброго времени"}
}
func (russian) ThanksWords() []string {
	return []string{"спс", "пасиб", "пасибо", "мерси", "сенкс", "благодарю"}
}
func (russian) ThanksPhrases() []string { return []string{"🙏", "спасиб", "благодар"} }
func (russian) AckWords() []string {
	return []string{"ок", "окей", "оке", "хорошо", "отлично", "класс", "классно", "супер", "круто", "понятно", "ясно", "понял", "поняла", "ладно", "норм", "нормально", "здорово", "прекрасно", "замечательно", "неплохо", "ага", "угу", "ok", "okay"}
}
func (russian) AckPhrases() []string { return []string{"👍", "❤"} }
func (russian) QuestionWords() []string {
	return []string{"как", "почему", "зачем", "где", "какой", "какая", "какое", "какие", "каким", "сколько", "кто", "когда", "можно", "можешь", "можете", "объясни", "объясните", "расскажи", "расскажите", "подскажи", "подскажите", "научи", "научите", "помоги", "помогите", "покажи", "покажите"}
}
func (russian) QuestionPhrases() []string {
	return []string{"что такое", "что это", "что значит", "что умеешь", "что ты умеешь", "что вы умеете"}
}
func (russian) TechniqueQuestions() []string {
	return []string{"что такое %s", "что это за %s", "что значит %s", "объясни %s", "объясните %s", "расскажи про %s", "расскажите про %s"}
}
func (russian) NegationWords() []string {
	return []string{"не", "нет", "неа", "никогда", "плохо", "неправильно", "неверно", "ужасно", "ненавижу"}
}
func (russian) NegationPhrases() []string { return []string{} }
func (russian) NotNegations() []string    { return []string{} }

func (russian) MoreWords() []string {
	return []string{"еще", "дальше", "следующая", "следующую", "еще одну", "еще одна", "давай еще", "давайте еще", "еще давай", "еще раз", "следующий"}
}
func (russian) PuzzleRequests() []string {
	return []string{"дай", "дайте", "хочу", "пришли", "пришлите", "давай", "давайте", "можно"}
}

func (russian) TechniqueAliases() map[string][]logic.Technique {
	return map[string][]logic.Technique{
		"одиночка":                       {logic.HiddenSingle, logic.NakedSingle},
		"одиночки":                       {logic.HiddenSingle, logic.NakedSingle},
		"скрытая одиночка":               {logic.HiddenSingle},
		"скрытые одиночки":               {logic.HiddenSingle},
		"голая одиночка":                 {logic.NakedSingle},
		"открытая одиночка":              {logic.NakedSingle},
		"явная одиночка":                 {logic.NakedSingle},
		"последний кандидат":             {logic.NakedSingle},
		"единственный кандидат":          {logic.NakedSingle},
		"заблокированные кандидаты":      {logic.Pointing, logic.Claiming},
		"запертые кандидаты":             {logic.Pointing, logic.Claiming},
		"блокированные кандидаты":        {logic.Pointing, logic.Claiming},
		"пересечение":                    {logic.Pointing, logic.Claiming},
		"указывающие кандидаты":          {logic.Pointing},
		"указывающая пара":               {logic.Pointing},
		"указывающая тройка":             {logic.Pointing},
		"указывающие пары":               {logic.Pointing},
		"указывающие":                    {logic.Pointing},
		"запирающие кандидаты":           {logic.Claiming},
		"запирающие":                     {logic.Claiming},
		"блок-строка":                    {logic.Claiming},
		"строка-блок":                    {logic.Claiming},
		"блокирующая пара":               {logic.Claiming},
		"блокирующая тройка":             {logic.Claiming},
		"блокирующие пары":               {logic.Claiming},
		"блокирующие":                    {logic.Claiming},
		"запертая пара":                  {logic.LockedPair},
		"заблокированная пара":           {logic.LockedPair},
		"запертая тройка":                {logic.LockedTriple},
		"заблокированная тройка":         {logic.LockedTriple},
		"голая пара":                     {logic.NakedPair},
		"открытая пара":                  {logic.NakedPair},
		"явная пара":                     {logic.NakedPair},
		"скрытая пара":                   {logic.HiddenPair},
		"голая тройка":                   {logic.NakedTriple},
		"открытая тройка":                {logic.NakedTriple},
		"скрытая тройка":                 {logic.HiddenTriple},
		"голая четвёрка":                 {logic.NakedQuad},
		"открытая четвёрка":              {logic.NakedQuad},
		"скрытая четвёрка":               {logic.HiddenQuad},
		"пара":                           {logic.NakedPair, logic.HiddenPair, logic.LockedPair},
		"тройка":                         {logic.NakedTriple, logic.HiddenTriple, logic.LockedTriple},
		"четвёрка":                       {logic.NakedQuad, logic.HiddenQuad},
		"голая группа":                   {logic.NakedPair, logic.NakedTriple, logic.NakedQuad},
		"скрытая группа":                 {logic.HiddenPair, logic.HiddenTriple, logic.HiddenQuad},
		"группа":                         {logic.NakedPair, logic.HiddenPair, logic.NakedTriple, logic.HiddenTriple, logic.NakedQuad, logic.HiddenQuad},
		"x-крыло":                        {logic.XWing},
		"х-крыло":                        {logic.XWing},
		"икс-крыло":                      {logic.XWing},
		"рыба-меч":                       {logic.Swordfish},
		"меч-рыба":                       {logic.Swordfish},
		"медуза":                         {logic.Jellyfish},
		"рыба":                           {logic.XWing, logic.Swordfish, logic.Jellyfish},
		"небоскрёб":                      {logic.Skyscraper},
		"воздушный змей":                 {logic.TwoStringKite},
		"змей":                           {logic.TwoStringKite},
		"пустой прямоугольник":           {logic.EmptyRectangle},
		"xy-крыло":                       {logic.XYWing},
		"ху-крыло":                       {logic.XYWing},
		"y-крыло":                        {logic.XYWing},
		"у-крыло":                        {logic.XYWing},
		"xyz-крыло":                      {logic.XYZWing},
		"хуz-крыло":                      {logic.XYZWing},
		"w-крыло":                        {logic.WWing},
		"крыло":                          {logic.XYWing, logic.XYZWing, logic.WWing},
		"крылья":                         {logic.XYWing, logic.XYZWing, logic.WWing},
		"простая раскраска":              {logic.SimpleColoring},
		"раскраска":                      {logic.SimpleColoring},
		"раскрашивание":                  {logic.SimpleColoring},
		"простое раскрашивание":          {logic.SimpleColoring},
		"уникальный прямоугольник":       {logic.UniqueRectangle1, logic.UniqueRectangle2, logic.UniqueRectangle3, logic.UniqueRectangle4},
		"уникальные прямоугольники":      {logic.UniqueRectangle1, logic.UniqueRectangle2, logic.UniqueRectangle3, logic.UniqueRectangle4},
		"единственный прямоугольник":     {logic.UniqueRectangle1, logic.UniqueRectangle2, logic.UniqueRectangle3, logic.UniqueRectangle4},
		"уникальный прямоугольник 1":     {logic.UniqueRectangle1},
		"уникальный прямоугольник 2":     {logic.UniqueRectangle2},
		"уникальный прямоугольник 3":     {logic.UniqueRectangle3},
		"уникальный прямоугольник 4":     {logic.UniqueRectangle4},
		"уникальный прямоугольник тип 1": {logic.UniqueRectangle1},
		"уникальный прямоугольник тип 2": {logic.UniqueRectangle2},
		"уникальный прямоугольник тип 3": {logic.UniqueRectangle3},
		"уникальный прямоугольник тип 4": {logic.UniqueRectangle4},
		"уникальность":                   {logic.UniqueRectangle1, logic.UniqueRectangle2, logic.UniqueRectangle3, logic.UniqueRectangle4, logic.BUGPlus1},
		"баг":                            {logic.BUGPlus1},
		"баг+1":                          {logic.BUGPlus1},
		"x-крыло с плавником":            {logic.FinnedXWing},
		"рыба-меч с плавником":           {logic.FinnedSwordfish},
		"медуза с плавником":             {logic.FinnedJellyfish},
		"x-крыло сашими":                 {logic.SashimiXWing},
		"рыба-меч сашими":                {logic.SashimiSwordfish},
		"медуза сашими":                  {logic.SashimiJellyfish},
		"рыба с плавником":               {logic.FinnedXWing, logic.FinnedSwordfish, logic.FinnedJellyfish},
		"рыбы с плавником":               {logic.FinnedXWing, logic.FinnedSwordfish, logic.FinnedJellyfish},
		"рыба сашими":                    {logic.SashimiXWing, logic.SashimiSwordfish, logic.SashimiJellyfish},
		"сашими":                         {logic.SashimiXWing, logic.SashimiSwordfish, logic.SashimiJellyfish},
		"удалённая пара":                 {logic.RemotePair},
		"x-цепочка":                      {logic.XChain},
		"х-цепочка":                      {logic.XChain},
		"xy-цепочка":                     {logic.XYChain},
		"ху-цепочка":                     {logic.XYChain},
		"цепочка альтернативных выводов": {logic.AIC},
		"чередующаяся цепочка":           {logic.AIC},
		"групповая цепочка":              {logic.GroupedAIC},
		"групповой цикл":                 {logic.GroupedNiceLoop},
		"цепочка":                        {logic.XChain, logic.XYChain, logic.AIC, logic.GroupedAIC},
		"цепь":                           {logic.XChain, logic.XYChain, logic.AIC, logic.GroupedAIC},
		"цикл":                           {logic.NiceLoop, logic.GroupedNiceLoop},
		"петля":                          {logic.NiceLoop, logic.GroupedNiceLoop},
		"почти запертый набор":           {logic.ALSXZ, logic.ALSXYWing},
		"почти запертые наборы":          {logic.ALSXZ, logic.ALSXYWing},
		"почти запертое множество":       {logic.ALSXZ, logic.ALSXYWing},
		"почти запертые множества":       {logic.ALSXZ, logic.ALSXYWing},
		"als-xy-крыло":                   {logic.ALSXYWing},
		"сю де кок":                      {logic.SueDeCoq},
		"форсирующая цепочка":            {logic.CellForcingChain, logic.HouseForcingChain, logic.ContradictionChain},
		"форсирующие цепочки":            {logic.CellForcingChain, logic.HouseForcingChain, logic.ContradictionChain},
		"вынуждающая цепочка":            {logic.CellForcingChain, logic.HouseForcingChain, logic.ContradictionChain},
		"вынуждающие цепочки":            {logic.CellForcingChain, logic.HouseForcingChain, logic.ContradictionChain},
		"цепочка противоречия":           {logic.ContradictionChain},
		"цепочка от противного":          {logic.ContradictionChain},
		"форсирующая сеть":               {logic.ForcingNet},
		"вынуждающая сеть":               {logic.ForcingNet},
		"замкнутая цепочка":              {logic.NiceLoop, logic.GroupedNiceLoop},
		"удалённые пары":                 {logic.RemotePair},
	}
}

func (russian) LevelAliases() map[string]logic.Level {
	return map[string]logic.Level{
		"лёгкий":         logic.Easy,
		"лёгкая":         logic.Easy,
		"лёгкое":         logic.Easy,
		"легко":          logic.Easy,
		"простой":        logic.Easy,
		"простая":        logic.Easy,
		"простое":        logic.Easy,
		"начальный":      logic.Easy,
		"новичок":        logic.Easy,
		"для начинающих": logic.Easy,
		"средний":        logic.Medium,
		"средняя":        logic.Medium,
		"среднее":        logic.Medium,
		"средне":         logic.Medium,
		"нормальный":     logic.Medium,
		"обычный":        logic.Medium,
		"сложный":        logic.Hard,
		"сложная":        logic.Hard,
		"сложное":        logic.Hard,
		"сложно":         logic.Hard,
		"трудный":        logic.Hard,
		"трудная":        logic.Hard,
		"трудно":         logic.Hard,
		"тяжёлый":        logic.Hard,
		"тяжёлая":        logic.Hard,
		"эксперт":        logic.Expert,
		"экспертный":     logic.Expert,
		"экспертная":     logic.Expert,
		"для экспертов":  logic.Expert,
		"мастер":         logic.Expert,
		"профи":          logic.Expert,
		"экстрим":        logic.Extreme,
		"экстремальный":  logic.Extreme,
		"экстремальная":  logic.Extreme,
		"очень сложный":  logic.Extreme,
		"очень сложная":  logic.Extreme,
		"самый сложный":  logic.Extreme,
		"адский":         logic.Extreme,
		"невозможный":    logic.Extreme,
	}
}

func (russian) EverydayNames() []string {
	return []string{"одиночка", "одиночки", "пересечение", "указывающие", "запирающие", "пара", "блокирующие", "тройка",
		"четверка", "группа", "рыба", "змей", "крыло", "крылья", "раскраска", "раскрашивание", "уникальность", "баг",
		"сашими", "цепочка", "цепь", "цикл", "петля"}
}
func (russian) Initialisms() []string { return []string{} }
func (russian) Spelling() Spelling {
	return Spelling{
		Prose: 4, OneTypo: 4, TwoTypos: 7,
		Marks:         "-.()«»,:!?",
		QuestionMarks: "?", EndMarks: "?!.",
		Folds: []string{"ёе"},
		CaseEndings: []string{
			"ого", "его", "ому", "ему", "ыми", "ими", "ами", "ями", "ьев", "ьям", "ьях",
			"ая", "яя", "ое", "ее", "ые", "ие", "ый", "ий", "ой", "ей", "ую", "юю", "ых", "их", "ым", "им",
			"ом", "ем", "ам", "ям", "ах", "ях", "ов", "ев", "ья", "ье", "ьи",
			"а", "я", "о", "е", "ы", "и", "у", "ю", "й", "ь",
		},
	}
}

func (russian) PrintedWords() []string {
	return []string{"напечатана", "напечатано", "напечатанная", "напечатанной", "печатная", "дана", "данная", "исходная", "условие", "из условия"}
}
func (russian) YoursWords() []string {
	return []string{"моя", "мой", "моё", "вписана", "вписанная", "вписанной", "вписал", "вписала", "сам", "сама", "своя"}
}
