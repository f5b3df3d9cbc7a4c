package locale

// Reading holds what the pure core reads of a language as people type it:
// the words and marks around typed moves (solver.ParseMoves) and the
// short names of techniques (generate.ParseTechnique). The core reads the
// Readings of every language at once, whatever the chat's language. The
// bot's own words (greetings, questions, aliases) are in its catalogs.
type Reading struct {
	// Row are the words for "row" that may stand before a row's number
	// in a typed row ("row 3: 4.5..7..."), in lower case. Any language
	// may also write "r3".
	Row []string
	// Separators are the marks, besides spaces, that may stand between
	// typed moves.
	Separators string
	// Equals are the marks that may stand between a cell and its digit
	// ("r3c5=7"), or a row and its cells.
	Equals string
	// TechniqueAliases are short names people give techniques besides
	// the explainers' names, each for the technique's stable key
	// (logic.Technique.Key), written as generate.ParseTechnique folds
	// them (lower case, without spaces, hyphens and brackets).
	TechniqueAliases map[string]string
}

// Reading returns what the pure core reads of the language. Its slice
// and map are shared: callers do not change them.
func (l Lang) Reading() Reading {
	if l >= numLangs {
		return readings[English]
	}
	return readings[l]
}

// readings are the languages' Readings, one for each: a language added
// without its Reading does not compile (the check below).
var readings = [...]Reading{
	English: {
		Row:        []string{"row"},
		Separators: ",;",
		Equals:     "=:",
		TechniqueAliases: map[string]string{
			"kite": "two-string-kite", "er": "empty-rectangle",
			"ur1": "unique-rectangle-type-1", "ur2": "unique-rectangle-type-2",
			"ur3": "unique-rectangle-type-3", "ur4": "unique-rectangle-type-4",
			"bug": "bug-plus-1", "aic": "alternating-inference-chain", "groupedaic": "grouped-alternating-inference-chain",
			"alsxywing": "als-xy-wing", "alsxz": "als-xz", "forcingchain": "cell-forcing-chain",
			"pointingpair": "pointing", "claimingpair": "claiming",
			"boxline": "claiming", "lockedcandidates": "pointing",
		},
	},
	Chinese: {
		Row:        nil, // Chinese rows are typed "r3"
		Separators: "，；、",
		Equals:     "：＝",
		TechniqueAliases: map[string]string{
			"隐性唯一": "hidden-single", // the explainer says 隐性唯一数
		},
	},
	Russian: {
		Row:              []string{"строка", "ряд"},
		Separators:       ",;",
		Equals:           "=:",
		TechniqueAliases: map[string]string{},
	},
}

// A language without its Reading makes len(readings) less than numLangs,
// and this index out of the array's bounds: the package does not compile.
var _ = [1]struct{}{}[int(numLangs)-len(readings)]
