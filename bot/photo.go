package bot

import (
	"context"
	"errors"
	"html"
	"regexp"
	"strings"

	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/photo"
)

// photoMark starts every message about a grid read from a picture, so
// that a reply to one is known to correct it.
const photoMark = "📷"

// pictureTypes are the MIME types of documents read as pictures.
var pictureTypes = map[string]bool{"image/jpeg": true, "image/png": true, "image/webp": true}

// hasPicture reports whether a message carries a photo or a file.
func hasPicture(m *messenger.Message) bool { return len(m.Photo) > 0 || m.Document != nil }

// onPicture answers a photo or a picture sent as a file: the grid read
// from it, solved if it was read for sure, else a question.
func (b *Bot) onPicture(ctx context.Context, r request, m *messenger.Message) {
	var fileID string
	var size int64
	switch {
	case len(m.Photo) > 0:
		p := m.Photo[len(m.Photo)-1] // the largest
		fileID, size = p.FileID, p.FileSize
	case m.Document != nil && pictureTypes[strings.ToLower(m.Document.MimeType)]:
		fileID, size = m.Document.FileID, m.Document.FileSize
	default:
		b.reply(ctx, r.chat, r.replyTo, pictureErrorText(photo.ErrUnsupported, r.lang))
		return
	}
	if size > photo.MaxBytes {
		b.reply(ctx, r.chat, r.replyTo, pictureErrorText(photo.ErrTooLarge, r.lang))
		return
	}
	if b.photos == nil {
		b.log.Error("no photo reader")
		b.reply(ctx, r.chat, r.replyTo, pictureErrorText(errDownload, r.lang))
		return
	}
	b.chatAction(ctx, r, messenger.UploadPhoto)
	data, err := b.out.Download(ctx, fileID, photo.MaxBytes)
	if err != nil {
		b.log.Warn("download failed", "chat", r.chat, "err", err)
		if strings.Contains(err.Error(), "too big") {
			err = photo.ErrTooLarge
		} else {
			err = errDownload
		}
		b.reply(ctx, r.chat, r.replyTo, pictureErrorText(err, r.lang))
		return
	}
	rd, err := b.photos.ReadWithin(ctx, b.opts.PhotoBudget, data)
	if err != nil {
		b.log.Info("no grid read", "chat", r.chat, "err", err)
		b.reply(ctx, r.chat, r.replyTo, pictureErrorText(err, r.lang))
		return
	}
	b.answerReading(ctx, r, rd)
}

// answerReading answers a grid read from a picture: solved if it was read
// for sure or one cell had to be repaired (and the person told), else a
// question.
func (b *Bot) answerReading(ctx context.Context, r request, rd *photo.Reading) {
	c := rd.Check()
	switch {
	case c.Sure():
		b.replyHTML(ctx, r, readText(c.Grid, r.lang))
		b.solveGrid(ctx, r, c.Grid)
	case c.Verdict == solver.Unique && len(c.Doubtful) == 0 && len(c.Repairs) == 1:
		// One cell repaired: say what was changed, then solve.
		b.replyHTML(ctx, r, readText(c.Grid, r.lang)+"\n"+repairText(c.Repairs, r.lang))
		b.solveGrid(ctx, r, c.Grid)
	case c.Verdict == solver.Unique && len(c.Doubtful) == 0:
		// Several cells repaired (a digit moved, say): the grid solved
		// would differ from the picture in more than one place, so the
		// person is asked first.
		b.askRepairs(ctx, r, c)
	case c.Verdict == solver.Unique && len(c.Repairs) > 0:
		// Repaired, and other cells doubtful too: the grid is shown as
		// repaired (a proper puzzle, closer to the picture than the
		// reading that repeats a digit or has no solution), every changed
		// cell marked with what it looked like.
		var cells []int
		repaired := map[int]photo.Repair{}
		for _, x := range c.Repairs {
			cells = append(cells, x.Cell)
			repaired[x.Cell] = x
		}
		b.askGrid(ctx, r, c.Grid, append(cells, c.Doubtful...), func(i int) string {
			if x, ok := repaired[i]; ok {
				return catalog.For(r.lang).PhotoRepairedDoubt(int(x.Now), int(x.Read))
			}
			return reasonText(rd.Why(i), r.lang)
		})
	default:
		b.askGrid(ctx, r, rd.Grid, c.Doubtful, func(i int) string { return reasonText(rd.Why(i), r.lang) })
	}
}

// askRepairs shows the grid as the check repaired it, the repaired cells
// marked, says what was changed and asks whether it is right: "✅ Looks
// right" solves it, corrections in reply change it.
func (b *Bot) askRepairs(ctx context.Context, r request, c photo.Checked) {
	var cells []int
	for _, x := range c.Repairs {
		cells = append(cells, x.Cell)
	}
	given := c.Grid
	for _, i := range cells {
		given[i] = 0
	}
	kb := messenger.Keyboard{messenger.Row(messenger.Button{Text: btnLooksRight(r.lang), Data: callback{Action: actSolve, Puzzle: c.Grid, Level: 1}.encode()})}
	// Corrections typed without a reply go to this grid until another
	// puzzle arrives.
	b.setPending(ctx, r.chat, c.Grid)
	b.sendPicture(ctx, r, render.Mistakes{Puzzle: given, Entries: c.Grid, Wrong: cells}, askRepairsText(c.Grid, c.Repairs, r.lang), kb, false)
}

var errDownload = errors.New("download failed")

// askGrid shows a grid that is not sure to be right, doubtful cells
// marked (with why, when why is not nil), says what is wrong and asks for
// corrections. A grid that is a proper puzzle as it is gets "✅ Looks
// right", which solves it as shown.
func (b *Bot) askGrid(ctx context.Context, r request, g solver.Grid, doubtful []int, why func(int) string) {
	var problem string
	var marked, blocked []int
	var kb messenger.Keyboard
	c := catalog.For(r.lang)
	if err := g.Validate(); err != nil {
		var ce *solver.ConflictError
		if errors.As(err, &ce) {
			marked = ce.Cells()
		}
		problem = c.PhotoProblemRepeats()
	} else {
		switch solver.Solve(g, solver.Options{StepLimit: b.opts.StepLimit}).Verdict() {
		case solver.NoSolution:
			problem = c.PhotoProblemNoSolution()
			blocked = g.Blocked()
		case solver.Multiple:
			problem = c.PhotoProblemSeveral()
		case solver.Unknown:
			problem = c.PhotoProblemTooHard()
		default:
			problem = c.PhotoProblemHardToRead()
			kb = messenger.Keyboard{messenger.Row(messenger.Button{Text: btnLooksRight(r.lang), Data: callback{Action: actSolve, Puzzle: g, Level: 1}.encode()})}
		}
	}
	marked = append(append(marked, blocked...), doubtful...)
	given := g
	for _, i := range marked {
		given[i] = 0
	}
	b.setPending(ctx, r.chat, g)
	reasons := map[int]string{}
	for _, i := range blocked {
		reasons[i] = c.PhotoNoDigitFits()
	}
	if why != nil {
		for _, i := range doubtful {
			reasons[i] = why(i)
		}
	}
	caption := askText(g, c.PhotoNotSure(problem), marked, reasons, kb != nil, r.lang)
	b.sendPicture(ctx, r, render.Mistakes{Puzzle: given, Entries: g, Wrong: dedupe(marked)}, caption, b.withFix(kb, r, g, dedupe(marked)), false)
}

// A breakage is what corrections of a picture's grid did to leave it
// without a solution: the corrections that did it (each of them makes
// the grid unsolvable, or repeats a digit), the cells whose digit each
// repeats (-1 where it repeats none), and the empty cells where no digit
// can go since.
type breakage struct {
	moves   []solver.Move
	clashes []clashing
	blocked []int
}

// brokenBy finds the corrections that turned before into after, a grid
// with no solution: those that repeat a digit, or else those whose undoing
// alone gives a grid with a solution again. It reports false when after
// has a solution, or when no correction can be blamed (before had none
// either, say).
func brokenBy(before, after solver.Grid, moves []solver.Move, limit int) (breakage, bool) {
	solvable := func(g solver.Grid) bool {
		return g.Validate() == nil && solver.Solve(g, solver.Options{StepLimit: limit}).Verdict() != solver.NoSolution
	}
	if solvable(after) {
		return breakage{}, false
	}
	var br breakage
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
			if cl, ok := clash(after, after, mv.Cell); ok {
				br.moves, br.clashes = append(br.moves, mv), append(br.clashes, cl)
			}
			continue
		}
		undone := after
		undone[mv.Cell] = before[mv.Cell]
		if solvable(undone) {
			br.moves, br.clashes = append(br.moves, mv), append(br.clashes, clashing{cell: -1})
		}
	}
	if len(br.moves) == 0 {
		return breakage{}, false
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

// marked returns the cells a breakage's picture marks: each correction
// and the cell whose digit it repeats, and the cells left with no digit.
func (br breakage) marked() []int {
	var cells []int
	for k, mv := range br.moves {
		cells = append(cells, mv.Cell)
		if cl := br.clashes[k]; cl.cell >= 0 {
			cells = append(cells, cl.cell)
		}
	}
	return dedupe(append(cells, br.blocked...))
}

// askBroken answers corrections that left a picture's grid without a
// solution: it says which did it, and why when the reason is plain (a
// repeated digit, a cell left with no digit), marks them and asks for
// corrections again.
func (b *Bot) askBroken(ctx context.Context, r request, g solver.Grid, br breakage) {
	marked := br.marked()
	given := g
	for _, i := range marked {
		given[i] = 0
	}
	b.setPending(ctx, r.chat, g)
	b.sendPicture(ctx, r, render.Mistakes{Puzzle: given, Entries: g, Wrong: marked}, brokenText(g, br, r.lang), b.withFix(nil, r, g, marked), false)
}

func dedupe(cells []int) []int {
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

// gridRun finds the 81-character grid a photo message shows.
var gridRun = regexp.MustCompile(`[0-9.]{81}`)

// photoQuestion returns the grid of the bot's message about a picture
// that m replies to, if it does.
func (b *Bot) photoQuestion(m *messenger.Message) (solver.Grid, bool) {
	rt := m.ReplyTo
	if rt == nil || rt.From == nil || !rt.From.IsBot {
		return solver.Grid{}, false
	}
	text := rt.Text + rt.Caption
	if !strings.HasPrefix(text, photoMark) {
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

// onCorrection answers a reply to a question about a picture: corrections
// of cells, or the whole grid as text. It reports whether it answered.
func (b *Bot) onCorrection(ctx context.Context, r request, m *messenger.Message, text string) bool {
	g, ok := b.photoQuestion(m)
	if !ok {
		g, ok = b.pendingPicture(ctx, r.chat, m, text)
	}
	if !ok {
		return false
	}
	before := g
	moves, err := solver.ParseMoves(strings.TrimSpace(text))
	if err == nil {
		for _, mv := range moves {
			g[mv.Cell] = mv.Digit
		}
	} else if hasCells(text) {
		ng, err := solver.Parse(text)
		if err != nil {
			b.unreadable(ctx, r, ng, err)
			return true
		}
		g = ng
	} else {
		return false
	}
	if g.Validate() == nil && solver.Solve(g, solver.Options{StepLimit: b.opts.StepLimit}).Verdict() == solver.Unique {
		b.replyHTML(ctx, r, correctedText(g, r.lang))
		b.solveGrid(ctx, r, g)
		return true
	}
	if br, ok := brokenBy(before, g, moves, b.opts.StepLimit); ok {
		b.askBroken(ctx, r, g, br)
		return true
	}
	b.askGrid(ctx, r, g, nil, nil)
	return true
}

// replyHTML sends an HTML text message as a reply.
func (b *Bot) replyHTML(ctx context.Context, r request, text string) {
	if _, err := b.out.SendText(ctx, messenger.Text{Chat: r.chat, Text: text, HTML: true, ReplyTo: r.replyTo}); err != nil {
		b.log.Warn("sendMessage failed", "chat", r.chat, "err", err)
	}
}

// Texts.

func pictureErrorText(err error, lang locale.Lang) string {
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

func readText(g solver.Grid, lang locale.Lang) string {
	return photoMark + " " + catalog.For(lang).PhotoRead() + "\n" + gridCode(g)
}

func correctedText(g solver.Grid, lang locale.Lang) string {
	return photoMark + " " + catalog.For(lang).PhotoCorrected() + "\n" + gridCode(g)
}

func repairText(rs []photo.Repair, lang locale.Lang) string {
	c := catalog.For(lang)
	var parts []string
	for _, x := range rs {
		parts = append(parts, c.PhotoRepaired(solver.CellName(x.Cell), int(x.Now), int(x.Read)))
	}
	return strings.Join(parts, "\n") + "\n" + c.PhotoRepairHowToFix()
}

// askText asks about a grid: headline says what is wrong, the cells
// marked are listed with their reasons, and the person is told how to
// answer (looksRight: "✅ Looks right" is offered).
func askText(g solver.Grid, headline string, marked []int, reasons map[int]string, looksRight bool, lang locale.Lang) string {
	c := catalog.For(lang)
	var names []string
	for _, i := range dedupe(marked) {
		n := solver.CellName(i)
		if why := reasons[i]; why != "" {
			n = c.PhotoCellReason(n, why)
		}
		names = append(names, n)
	}
	s := photoMark + " " + html.EscapeString(headline)
	// The grid comes before the list of cells, which may be long: a
	// caption cut to Telegram's limit keeps the grid a reply corrects.
	s += "\n" + gridCode(g)
	if len(names) > 0 {
		s += "\n" + html.EscapeString(c.PhotoCellsToCheck(names))
	}
	return s + "\n" + html.EscapeString(c.PhotoCorrectionsPrompt(looksRight))
}

// brokenText says which corrections left a grid without a solution, and
// asks for corrections again.
func brokenText(g solver.Grid, br breakage, lang locale.Lang) string {
	c := catalog.For(lang)
	var lines, moves []string
	for k, mv := range br.moves {
		moves = append(moves, mv.String())
		if cl := br.clashes[k]; cl.cell >= 0 {
			lines = append(lines, c.PhotoCorrectionClash(mv.String(), int(mv.Digit), int(cl.house.Kind), cl.house.Index+1, solver.CellName(cl.cell)))
		}
	}
	if len(lines) == 0 {
		lines = append(lines, c.PhotoCorrectionNoSolution(moves, cellNames(br.blocked)))
	}
	s := photoMark + " " + html.EscapeString(strings.Join(lines, "\n"))
	return s + "\n" + gridCode(g) + "\n" + html.EscapeString(c.PhotoCorrectionsPrompt(false))
}

// askRepairsText says which cells the check changed to make a proper
// puzzle and asks whether the grid is right.
func askRepairsText(g solver.Grid, rs []photo.Repair, lang locale.Lang) string {
	c := catalog.For(lang)
	var parts []string
	for _, x := range rs {
		parts = append(parts, c.PhotoRepairPart(solver.CellName(x.Cell), int(x.Now), int(x.Read)))
	}
	s := photoMark + " " + html.EscapeString(c.PhotoRepairsAsk(parts))
	return s + "\n" + gridCode(g) + "\n" + html.EscapeString(c.PhotoRepairsPrompt())
}

// reasonText says why a cell is doubtful.
func reasonText(w photo.Reason, lang locale.Lang) string {
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

func btnLooksRight(lang locale.Lang) string { return catalog.For(lang).PhotoLooksRight() }
