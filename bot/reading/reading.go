// Package reading is what the chat says about a grid read from a
// picture: what was read, which cells are doubtful and why, what the
// check repaired, which corrections left the grid without a solution
// (BrokenBy), and why no grid was read at all; every such message starts
// with Mark, and Question reads the grid back from the message a reply
// corrects. A game in progress is asked about in its layers (Layers,
// AskGame), its question's picture (Picture) drawing the person's digits
// and pencil marks as theirs. Reading the picture is package
// solver/photo's.
package reading

import (
	"errors"
	"html"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"sudokubot/bot/catalog"
	"sudokubot/bot/markup"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/bot/verdict"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/photo"
)

// Mark starts every message about a grid read from a picture, so
// that a reply to one is known to correct it.
const Mark = "📷"

// A Breakage is what corrections of a picture's grid did to leave it
// without a solution: the corrections that did it (each of them makes
// the grid unsolvable, or repeats a digit), the cells whose digit each
// repeats (-1 where it repeats none), and the empty cells where no digit
// can go since.
type Breakage struct {
	moves   []solver.Move
	clashes []verdict.Clashing
	blocked []int
}

// BrokenBy finds the corrections that turned before into after, a grid
// with no solution: those that repeat a digit, or else those whose undoing
// alone gives a grid with a solution again. It reports false when after
// has a solution, or when no correction can be blamed (before had none
// either, say).
func BrokenBy(before, after solver.Grid, moves []solver.Move, limit int) (Breakage, bool) {
	solvable := func(g solver.Grid) bool {
		return g.Validate() == nil && solver.Solve(g, solver.Options{StepLimit: limit}).Verdict() != solver.NoSolution
	}
	if solvable(after) {
		return Breakage{}, false
	}
	var br Breakage
	repeats := after.Validate() != nil
	var seen [81]bool
	for _, mv := range moves {
		// A cell corrected twice counts once, with its last digit.
		if mv.Cell < 0 || mv.Cell >= 81 || seen[mv.Cell] || after[mv.Cell] == before[mv.Cell] {
			continue
		}
		seen[mv.Cell] = true
		mv.Digit = after[mv.Cell]
		if repeats {
			if mv.Digit == 0 {
				continue
			}
			if cl, ok := verdict.Clash(after, after, mv.Cell); ok {
				br.moves, br.clashes = append(br.moves, mv), append(br.clashes, cl)
			}
			continue
		}
		undone := after
		undone[mv.Cell] = before[mv.Cell]
		if solvable(undone) {
			br.moves, br.clashes = append(br.moves, mv), append(br.clashes, verdict.Clashing{Cell: -1})
		}
	}
	if len(br.moves) == 0 {
		return Breakage{}, false
	}
	if !repeats {
		was := map[int]bool{}
		for _, i := range before.Blocked() {
			was[i] = true
		}
		for _, i := range after.Blocked() {
			if !was[i] {
				br.blocked = append(br.blocked, i)
			}
		}
	}
	return br, true
}

// Marked returns the cells a breakage's picture marks: each correction
// and the cell whose digit it repeats, and the cells left with no digit.
func (br Breakage) Marked() []int {
	var cells []int
	for k, mv := range br.moves {
		cells = append(cells, mv.Cell)
		if cl := br.clashes[k]; cl.Cell >= 0 {
			cells = append(cells, cl.Cell)
		}
	}
	return Dedupe(append(cells, br.blocked...))
}

// Dedupe returns the cells of a grid (0 to 80) among cells, once each,
// in their order.
func Dedupe(cells []int) []int {
	var in [81]bool
	var out []int
	for _, c := range cells {
		if c >= 0 && c < 81 && !in[c] {
			in[c] = true
			out = append(out, c)
		}
	}
	return out
}

// gridRun finds the 81-character grid a message about a picture shows.
var gridRun = regexp.MustCompile(`[0-9.]{81}`)

// Question returns the grid of the bot's message about a picture that m
// replies to (one that starts with Mark), if it does.
func Question(m *messenger.Message) (solver.Grid, bool) {
	rt := m.ReplyTo
	if rt == nil || rt.From == nil || !rt.From.IsBot {
		return solver.Grid{}, false
	}
	text := rt.Text + rt.Caption
	if !strings.HasPrefix(text, Mark) {
		return solver.Grid{}, false
	}
	run := gridRun.FindString(text)
	if run == "" {
		return solver.Grid{}, false
	}
	var g solver.Grid
	for i := range 81 {
		if run[i] != '.' {
			g[i] = run[i] - '0'
		}
	}
	return g, true
}

// ErrorText says why no grid was read from a picture (the error of
// reading or downloading it).
func ErrorText(err error, lang locale.Lang) string {
	c := catalog.For(lang)
	var big *photo.TooLargeError
	switch {
	case errors.As(err, &big) && big.Header.Pixels() > photo.MaxPixels:
		h := big.Header
		return c.PhotoTooManyPixels(h.Width, h.Height, int((h.Pixels()+999_999)/1_000_000), photo.MaxPixels/1_000_000)
	case errors.As(err, &big) && big.Header.Cost > big.Limit:
		h := big.Header
		kind := catalog.PictureKind{
			Format:      map[string]string{"jpeg": "JPEG", "png": "PNG", "webp": "WebP"}[h.Format],
			Progressive: h.Progressive, CMYK: h.CMYK, RGB: h.RGB(), Wide: h.Depth == 16, Lossless: h.Lossless,
		}
		return c.PhotoTooCostly(h.Width, h.Height, kind, int(max(1, h.MaxPixelsWithin(big.Limit)/1_000_000)), photo.MaxPixels/1_000_000)
	case errors.Is(err, photo.ErrTooLarge):
		return c.PhotoTooLarge()
	case errors.Is(err, photo.ErrUnsupported):
		return c.PhotoUnsupported()
	case errors.Is(err, photo.ErrNoGrid):
		return c.PhotoNoGrid()
	case errors.Is(err, photo.ErrCutOff):
		return c.PhotoCutOff()
	default:
		return c.PhotoDownloadFailed()
	}
}

func gridCode(g solver.Grid) string { return "<code>" + g.String() + "</code>" }

// ReadText says a grid was read for sure.
func ReadText(g solver.Grid, lang locale.Lang) string {
	return Mark + " " + catalog.For(lang).PhotoRead() + "\n" + gridCode(g)
}

// CorrectedText says a grid was corrected.
func CorrectedText(g solver.Grid, lang locale.Lang) string {
	return Mark + " " + catalog.For(lang).PhotoCorrected() + "\n" + gridCode(g)
}

// RepairText says which cells the check repaired.
func RepairText(rs []photo.Repair, lang locale.Lang) string {
	c := catalog.For(lang)
	var parts []string
	for _, x := range rs {
		parts = append(parts, c.PhotoRepaired(solver.CellName(x.Cell), int(x.Now), int(x.Read)))
	}
	return strings.Join(parts, "\n") + "\n" + c.PhotoRepairHowToFix()
}

// Ask is the question about a grid that is not sure to be right: its
// caption (what is wrong, the cells to check with why, how to answer),
// the cells its picture marks (repeated digits, cells where no digit can
// go, then the doubtful ones, with why, when why is not nil), and whether
// the grid is a proper puzzle as it is, when "✅ Looks right" is offered
// to solve it as shown.
func Ask(g solver.Grid, doubtful []int, why func(int) string, stepLimit int, lang locale.Lang) (caption string, marked []int, proper bool) {
	return ask(g, g, doubtful, why, stepLimit, "", lang)
}

// AskGame is Ask for a game in progress read from a picture, g's digits
// in the cells yours the person's own: what is wrong and "✅ Looks right"
// are of the givens alone (the person's digits may be wrong, as in any
// game); the caption shows the whole grid, which corrections change, and
// says how to tell whose a digit is (ParseWhose reads the answer).
func AskGame(g solver.Grid, yours [81]bool, doubtful []int, why func(int) string, stepLimit int, lang locale.Lang) (caption string, marked []int, proper bool) {
	givens := g
	for i := range givens {
		if yours[i] {
			givens[i] = 0
		}
	}
	return ask(givens, g, doubtful, why, stepLimit, catalog.For(lang).PhotoWhoseHow(), lang)
}

// ask asks about the grid shown, saying what is wrong with the grid
// checked (the same, or a game's givens).
func ask(g, shown solver.Grid, doubtful []int, why func(int) string, stepLimit int, tail string, lang locale.Lang) (caption string, marked []int, proper bool) {
	var problem string
	var blocked []int
	c := catalog.For(lang)
	if err := g.Validate(); err != nil {
		var ce *solver.ConflictError
		if errors.As(err, &ce) {
			marked = ce.Cells()
		}
		problem = c.PhotoProblemRepeats()
	} else {
		switch solver.Solve(g, solver.Options{StepLimit: stepLimit}).Verdict() {
		case solver.NoSolution:
			problem = c.PhotoProblemNoSolution()
			blocked = g.Blocked()
		case solver.Multiple:
			problem = c.PhotoProblemSeveral()
		case solver.Unknown:
			problem = c.PhotoProblemTooHard()
		default:
			problem = c.PhotoProblemHardToRead()
			proper = true
		}
	}
	marked = append(append(marked, blocked...), doubtful...)
	reasons := map[int]string{}
	for _, i := range blocked {
		reasons[i] = c.PhotoNoDigitFits()
	}
	if why != nil {
		for _, i := range doubtful {
			reasons[i] = why(i)
		}
	}
	return AskText(shown, c.PhotoNotSure(problem), marked, reasons, proper, tail, lang), marked, proper
}

// AskText asks about a grid: headline says what is wrong, the cells
// marked are listed, those with one reason together before it, and the
// person is told how to answer (looksRight: "✅ Looks right" is offered;
// tail, if any, follows). The list gives way to fit a caption (CellList).
func AskText(g solver.Grid, headline string, marked []int, reasons map[int]string, looksRight bool, tail string, lang locale.Lang) string {
	c := catalog.For(lang)
	// The grid comes before the list of cells, which may be long: a
	// caption cut to Telegram's limit would keep the grid a reply
	// corrects.
	head := Mark + " " + html.EscapeString(headline) + "\n" + gridCode(g)
	prompt := html.EscapeString(c.PhotoCorrectionsPrompt(looksRight))
	if tail != "" {
		prompt += "\n" + html.EscapeString(tail)
	}
	room := markup.MaxCaption - utf8.RuneCountInString(head) - utf8.RuneCountInString(prompt) - 2
	if list := CellList(Dedupe(marked), reasons, room, lang); list != "" {
		head += "\n" + list
	}
	return head + "\n" + prompt
}

// CellList lists cells to check in at most room characters of HTML: the
// cells with one reason together, before it, in the order of their first
// cell. Where that is too long, the last groups' reasons go (their cells
// listed bare), and then the last cells, counted ("5 more, marked in the
// picture"). It is empty without cells.
func CellList(cells []int, reasons map[int]string, room int, lang locale.Lang) string {
	if len(cells) == 0 {
		return ""
	}
	c := catalog.For(lang)
	type group struct {
		why   string
		cells []int // indices into cells
	}
	var groups []group
	at := map[string]int{}
	for k, i := range cells {
		why := reasons[i]
		g, ok := at[why]
		if !ok {
			g = len(groups)
			at[why] = g
			groups = append(groups, group{why: why})
		}
		groups[g].cells = append(groups[g].cells, k)
	}
	names := func(ks []int) string {
		ns := make([]string, len(ks))
		for j, k := range ks {
			ns[j] = solver.CellName(cells[k])
		}
		return c.PhotoCellList(ns)
	}
	fits := func(s string) bool { return utf8.RuneCountInString(s) <= room }
	list := func(parts []string) string { return html.EscapeString(c.PhotoCellsToCheck(parts)) }
	// With the reasons of the first k groups; the other cells bare, in
	// their order.
	for k := len(groups); k >= 0; k-- {
		var parts []string
		var bare []int
		for j, gr := range groups {
			switch {
			case j >= k || gr.why == "":
				bare = append(bare, gr.cells...)
			default:
				parts = append(parts, c.PhotoCellReason(names(gr.cells), gr.why))
			}
		}
		if len(bare) > 0 {
			slices.Sort(bare)
			parts = append(parts, names(bare))
		}
		if s := list(parts); fits(s) {
			return s
		}
	}
	// The first n cells, bare, and how many more.
	all := make([]int, len(cells))
	for k := range all {
		all[k] = k
	}
	for n := len(all) - 1; n > 0; n-- {
		if s := list([]string{names(all[:n]), c.PhotoCellsMore(len(all) - n)}); fits(s) {
			return s
		}
	}
	return list([]string{c.PhotoCellsMore(len(all))})
}

// BrokenText says which corrections left a grid without a solution, and
// asks for corrections again.
func BrokenText(g solver.Grid, br Breakage, lang locale.Lang) string {
	c := catalog.For(lang)
	var lines, moves []string
	for k, mv := range br.moves {
		moves = append(moves, mv.String())
		if cl := br.clashes[k]; cl.Cell >= 0 {
			lines = append(lines, c.PhotoCorrectionClash(mv.String(), int(mv.Digit), int(cl.House.Kind), cl.House.Index+1, solver.CellName(cl.Cell)))
		}
	}
	if len(lines) == 0 {
		lines = append(lines, c.PhotoCorrectionNoSolution(moves, solver.CellNames(br.blocked)))
	}
	s := Mark + " " + html.EscapeString(strings.Join(lines, "\n"))
	return s + "\n" + gridCode(g) + "\n" + html.EscapeString(c.PhotoCorrectionsPrompt(false))
}

// AskRepairsText says which cells the check changed to make a proper
// puzzle and asks whether the grid is right.
func AskRepairsText(g solver.Grid, rs []photo.Repair, lang locale.Lang) string {
	c := catalog.For(lang)
	var parts []string
	for _, x := range rs {
		parts = append(parts, c.PhotoRepairPart(solver.CellName(x.Cell), int(x.Now), int(x.Read)))
	}
	s := Mark + " " + html.EscapeString(c.PhotoRepairsAsk(parts))
	return s + "\n" + gridCode(g) + "\n" + html.EscapeString(c.PhotoRepairsPrompt())
}

// ReasonText says why a cell is doubtful.
func ReasonText(w photo.Reason, lang locale.Lang) string {
	c := catalog.For(lang)
	switch w.Kind {
	case photo.DoubtFaint:
		return c.PhotoFaint()
	case photo.DoubtSmall:
		return c.PhotoSmall()
	case photo.DoubtAlike:
		return c.PhotoAlike(int(w.A), int(w.B))
	default:
		return c.PhotoHardToRead()
	}
}

// Picture is the picture of a question about a grid read: the cells
// marked ringed, with the digit read; the person's own digits (yours) in
// the entry colour and their pencil marks (marks); the rest as printed.
func Picture(g solver.Grid, yours [81]bool, marks [81]uint16, marked []int) render.Mistakes {
	given := g
	for i := range given {
		if yours[i] {
			given[i] = 0
		}
	}
	for _, i := range marked {
		given[i] = 0
	}
	return render.Mistakes{Puzzle: given, Entries: g, Wrong: Dedupe(marked), Marks: marks}
}

// Layers returns the layers of a reading of a game in progress (the
// person's digits beside the givens, and their pencil marks), or nil
// for a reading without the person's digits.
func Layers(rd *photo.Reading) *state.Layers {
	entries := rd.Entries()
	if entries == (solver.Grid{}) {
		return nil
	}
	l := &state.Layers{}
	for i, v := range entries {
		l.Yours[i] = v != 0
	}
	for i, c := range rd.Marks() {
		if rd.Grid[i] == 0 {
			l.Marks[i] = uint16(c) & 0x3fe
		}
	}
	return l
}
