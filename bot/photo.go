package bot

import (
	"context"
	"errors"
	"html"
	"maps"
	"slices"
	"strings"

	"sudokubot/bot/callback"
	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/messenger"
	"sudokubot/bot/reading"
	"sudokubot/bot/state"
	"sudokubot/bot/verdict"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"sudokubot/solver/photo"
)

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
		b.reply(ctx, r.chat, r.replyTo, reading.ErrorText(photo.ErrUnsupported, r.lang))
		return
	}
	if size > photo.MaxBytes {
		b.reply(ctx, r.chat, r.replyTo, reading.ErrorText(photo.ErrTooLarge, r.lang))
		return
	}
	if b.photos == nil {
		b.log.Error("no photo reader")
		b.reply(ctx, r.chat, r.replyTo, reading.ErrorText(errDownload, r.lang))
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
		b.reply(ctx, r.chat, r.replyTo, reading.ErrorText(err, r.lang))
		return
	}
	rd, err := b.photos.ReadWithin(ctx, b.opts.PhotoBudget, data)
	if err != nil {
		b.log.Info("no grid read", "chat", r.chat, "err", err)
		b.reply(ctx, r.chat, r.replyTo, reading.ErrorText(err, r.lang))
		return
	}
	b.answerReading(ctx, r, rd)
}

// answerReading answers a grid read from a picture: solved if it was read
// for sure or one cell had to be repaired (and the person told), else a
// question.
func (b *Bot) answerReading(ctx context.Context, r request, rd *photo.Reading) {
	if b.answerGame(ctx, r, rd) || b.askGame(ctx, r, rd) {
		return
	}
	c := rd.Check()
	switch {
	case c.Sure():
		b.replyHTML(ctx, r, reading.ReadText(c.Grid, r.lang))
		b.solveGrid(ctx, r, c.Grid)
	case c.Verdict == solver.Unique && len(c.Doubtful) == 0 && len(c.Repairs) == 1:
		// One cell repaired: say what was changed, then solve.
		b.replyHTML(ctx, r, reading.ReadText(c.Grid, r.lang)+"\n"+reading.RepairText(c.Repairs, r.lang))
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
		b.askRead(ctx, r, c.Grid, nil, append(cells, c.Doubtful...), func(i int) string {
			if x, ok := repaired[i]; ok {
				return catalog.For(r.lang).PhotoRepairedDoubt(int(x.Now), int(x.Read))
			}
			return reading.ReasonText(rd.Why(i), r.lang)
		})
	default:
		b.askGrid(ctx, r, rd.Grid, c.Doubtful, func(i int) string { return reading.ReasonText(rd.Why(i), r.lang) })
	}
}

// answerGame answers a picture of a game in progress: digits read as the
// person's entries beside the givens. When every cell was read for sure
// (what it holds, and whose a digit is) and the givens alone are a proper
// puzzle, that puzzle becomes the chat's current one with the entries and
// pencil marks as the person's position
// (so a hint, the check and the board go on from there), and the answer
// names the wrong entries, never their right digits, and says why for
// those that repeat a digit of their row, column or box (maxClashLines of
// them); its hint starts from the entries less the wrong ones. It reports
// whether it answered; if not, the picture is answered as a puzzle, as
// before.
func (b *Bot) answerGame(ctx context.Context, r request, rd *photo.Reading) bool {
	layers := reading.Layers(rd)
	if layers == nil {
		return false
	}
	for i := range rd.Grid {
		if rd.GameDoubtful(i) {
			return false
		}
	}
	givens, entries := layers.Split(rd.Grid)
	return b.playGame(ctx, r, givens, entries, layers.Marks)
}

// askGame asks about a game in progress read with doubts whose givens
// read are a proper puzzle on their own: its doubtful cells (a digit,
// whether it is printed or the person's, or the pencil marks read)
// marked, the person's digits in the entry colour. The whole grid is not
// checked and repaired as a puzzle's is: that would take a wrong entry for
// a misread and solve the game. It reports whether it asked; a reading
// whose givens are no puzzle (the two inks of a grey photo's lighting,
// say) is answered as a puzzle.
func (b *Bot) askGame(ctx context.Context, r request, rd *photo.Reading) bool {
	layers := reading.Layers(rd)
	if layers == nil {
		return false
	}
	givens, _ := layers.Split(rd.Grid)
	if givens.Validate() != nil || solver.Solve(givens, solver.Options{StepLimit: b.opts.StepLimit, MaxSolutions: 2}).Verdict() != solver.Unique {
		return false
	}
	var doubtful []int
	for i := range rd.Grid {
		if rd.CellConfidence(i) < photo.Doubt {
			doubtful = append(doubtful, i)
		}
	}
	b.askRead(ctx, r, rd.Grid, layers, doubtful, func(i int) string {
		switch {
		case rd.Confidence[i] < photo.Doubt:
			return reading.ReasonText(rd.Why(i), r.lang)
		case rd.Grid[i] == 0 && layers.Marks[i] != 0: // the pencil marks read, to be checked
			return catalog.For(r.lang).PhotoMarks(logic.Digits(layers.Marks[i]).List())
		case rd.Grid[i] == 0:
			return catalog.For(r.lang).PhotoSmall() // ink: pencil marks, or what is it?
		}
		return catalog.For(r.lang).PhotoWhose(layers.Yours[i]) // the digit is sure, its layer not
	})
	return true
}

// playGame makes a game in progress the chat's current one and answers
// it, as answerGame says, if its givens are a proper puzzle; it reports
// whether they were.
func (b *Bot) playGame(ctx context.Context, r request, givens, entries solver.Grid, marks [81]uint16) bool {
	// The givens must be a proper puzzle on their own; Check says so (a
	// rule broken, no solution or several) before anything is kept.
	rep, err := logic.Check(givens, entries, b.opts.StepLimit)
	if err != nil {
		b.log.Debug("a game's givens are not a puzzle on their own", "chat", r.chat, "err", err)
		return false
	}
	marked := 0
	for i := range marks {
		if givens[i] != 0 || entries[i] != 0 {
			marks[i] = 0
		}
		if marks[i] != 0 {
			marked++
		}
	}
	now := b.now().Unix()
	b.updateChat(ctx, r.chat, func(s *chatState) error {
		if s.Puzzle != givens {
			s.SwapPuzzle(givens)
		}
		s.At, s.Source, s.Pending, s.Layers = now, fromPicture, false, nil
		s.Entries, s.Step, s.Level = entries, 0, 0
		s.Board = &state.Board{Puzzle: givens, Entries: entries, Marks: marks}
		s.Version++ // newer than any page saw: the board reloads
		return nil
	})
	head := catalog.For(r.lang).PhotoGame(entries.Count(), marked)
	check := messenger.Button{Text: btnCheck(r.lang), Data: callback.Data{Action: callback.Check, Puzzle: givens, Level: 1}.Encode()}
	if len(rep.Wrong) == 0 && rep.Empty == 0 {
		b.reply(ctx, r.chat, r.replyTo, head+"\n"+solvedGridText(r.lang)+b.chatFinished(ctx, r, givens))
		return true
	}
	// The hint goes on from the person's position, less the wrong entries:
	// a hint draws the cells it starts from with the solution's digits,
	// which would tell the right one. From the position as read (no entry
	// wrong), its first level starts from the person's pencil marks, which
	// the chat's state now holds.
	filled := game.Filled(givens, entries)
	for _, i := range rep.Wrong {
		filled[i] = false
	}
	hint := messenger.Button{Text: btnHint(r.lang), Data: callback.Data{Action: callback.Hint, Puzzle: givens, Filled: filled, Level: 1}.Encode()}
	kb := b.withBoard(messenger.Keyboard{messenger.Row(hint, check)}, r, givens, catalog.For(r.lang).ButtonContinue())
	if len(rep.Wrong) == 0 {
		b.replyWith(ctx, r, html.EscapeString(head+"\n"+verdict.NoMistakes(rep, r.lang)), kb)
		return true
	}
	why := verdict.GameMistakes(givens, entries, rep.Wrong, maxClashLines, r.lang)
	b.sendPicture(ctx, r, render.Mistakes{Puzzle: givens, Entries: entries, Wrong: rep.Wrong, Marks: marks}, html.EscapeString(head+"\n"+why), kb, false)
	return true
}

// maxClashLines bounds the clashes of a game read from a picture said one
// by one, so that the answer fits a caption.
const maxClashLines = 5

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
	kb := messenger.Keyboard{messenger.Row(messenger.Button{Text: btnLooksRight(r.lang), Data: callback.Data{Action: callback.Solve, Puzzle: c.Grid, Level: 1}.Encode()})}
	// Corrections typed without a reply go to this grid until another
	// puzzle arrives.
	b.setPending(ctx, r.chat, c.Grid, nil)
	b.sendPicture(ctx, r, render.Mistakes{Puzzle: given, Entries: c.Grid, Wrong: cells}, reading.AskRepairsText(c.Grid, c.Repairs, r.lang), kb, false)
}

var errDownload = errors.New("download failed")

// askGrid shows a grid that is not sure to be right, doubtful cells
// marked (with why, when why is not nil), says what is wrong and asks for
// corrections. A grid that is a proper puzzle as it is gets "✅ Looks
// right", which solves it as shown.
func (b *Bot) askGrid(ctx context.Context, r request, g solver.Grid, doubtful []int, why func(int) string) {
	b.askRead(ctx, r, g, nil, doubtful, why)
}

// askRead is askGrid for a grid read from a picture, a game in progress
// when layers is not nil: its picture draws the person's digits in the
// entry colour, the printed ones plain; what is wrong and "✅ Looks right"
// are of the givens alone, and the chat keeps the layers, so that the
// grid confirmed or corrected is answered as the person's game.
func (b *Bot) askRead(ctx context.Context, r request, g solver.Grid, layers *state.Layers, doubtful []int, why func(int) string) {
	var yours [81]bool
	var marks [81]uint16
	caption, marked, proper := "", []int(nil), false
	if layers != nil {
		yours, marks = layers.Yours, layers.Marks
		caption, marked, proper = reading.AskGame(g, yours, doubtful, why, b.opts.StepLimit, r.lang)
	} else {
		caption, marked, proper = reading.Ask(g, doubtful, why, b.opts.StepLimit, r.lang)
	}
	var kb messenger.Keyboard
	if proper {
		// A game's button confirms it as the game, never solves it.
		action := callback.Solve
		if layers != nil {
			action = callback.Game
		}
		kb = messenger.Keyboard{messenger.Row(messenger.Button{Text: btnLooksRight(r.lang), Data: callback.Data{Action: action, Puzzle: g, Level: 1}.Encode()})}
	}
	kb = b.withFix(kb, r, g, reading.Dedupe(marked), layers)
	b.setPending(ctx, r.chat, g, layers)
	b.sendPicture(ctx, r, reading.Picture(g, yours, marks, marked), caption, kb, false)
}

// confirmGame answers "✅ Looks right" on a game in progress read from a
// picture, the grid g the chat keeps with its layers, as the person's
// game. It reports whether it answered.
func (b *Bot) confirmGame(ctx context.Context, r request, g solver.Grid) bool {
	layers := b.pendingLayers(ctx, r.chat, g)
	if layers == nil {
		return false
	}
	givens, entries := layers.Split(g)
	return b.playGame(ctx, r, givens, entries, layers.Marks)
}

// correctGame answers corrections of a game in progress read from a
// picture: the grid before them, the chat's layers say which digits
// are the person's; a digit written in a cell read empty is taken as
// printed. It reports whether it answered.
func (b *Bot) correctGame(ctx context.Context, r request, before, g solver.Grid) bool {
	old := b.pendingLayers(ctx, r.chat, before)
	if old == nil {
		return false
	}
	b.regame(ctx, r, g, old.Corrected(g, nil))
	return true
}

// regame answers g, with its layers, a game in progress read from a
// picture and corrected, as the person's game if its givens are a proper
// puzzle, or else asks about it again.
func (b *Bot) regame(ctx context.Context, r request, g solver.Grid, layers state.Layers) {
	givens, entries := layers.Split(g)
	if !b.playGame(ctx, r, givens, entries, layers.Marks) {
		b.askRead(ctx, r, g, &layers, nil, nil)
	}
}

// whoseGame answers a reply saying whose digits of a picture's grid g
// are whose (ParseWhose), the digits it writes written first, as a
// correction (correctGame) of the game the chat keeps with its layers;
// said only of cells without a digit, or of a puzzle, or of a reading no
// longer waiting, it says what is wrong.
func (b *Bot) whoseGame(ctx context.Context, r request, g solver.Grid, whose map[int]bool, digits map[int]int) {
	old := b.pendingLayers(ctx, r.chat, g)
	for c, d := range digits {
		g[c] = uint8(d)
	}
	empty := slices.DeleteFunc(slices.Sorted(maps.Keys(whose)), func(i int) bool { return g[i] != 0 })
	switch {
	case old == nil:
		b.reply(ctx, r.chat, r.replyTo, catalog.For(r.lang).PhotoWhoseNoGame())
	case len(empty) == len(whose): // the reading waits on
		b.reply(ctx, r.chat, r.replyTo, catalog.For(r.lang).PhotoWhoseEmpty(solver.CellNames(empty)))
	default:
		b.regame(ctx, r, g, old.Corrected(g, whose))
	}
}

// askBroken answers corrections that left a picture's grid without a
// solution: it says which did it, and why when the reason is plain (a
// repeated digit, a cell left with no digit), marks them and asks for
// corrections again.
func (b *Bot) askBroken(ctx context.Context, r request, g solver.Grid, br reading.Breakage) {
	marked := br.Marked()
	given := g
	for _, i := range marked {
		given[i] = 0
	}
	b.setPending(ctx, r.chat, g, nil)
	b.sendPicture(ctx, r, render.Mistakes{Puzzle: given, Entries: g, Wrong: marked}, reading.BrokenText(g, br, r.lang), b.withFix(nil, r, g, marked, nil), false)
}

// onCorrection answers a reply to a question about a picture: corrections
// of cells, or the whole grid as text. It reports whether it answered.
func (b *Bot) onCorrection(ctx context.Context, r request, m *messenger.Message, text string) bool {
	g, ok := reading.Question(m)
	if !ok {
		g, ok = b.pendingPicture(ctx, r.chat, m, text)
	}
	if !ok {
		return false
	}
	before := g
	if whose, digits, ok := reading.ParseWhose(text); ok {
		b.whoseGame(ctx, r, g, whose, digits)
		return true
	}
	moves, err := solver.ParseMoves(strings.TrimSpace(text))
	if err == nil {
		for _, mv := range moves {
			g[mv.Cell] = mv.Digit
		}
		if b.correctGame(ctx, r, before, g) {
			return true
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
		b.replyHTML(ctx, r, reading.CorrectedText(g, r.lang))
		b.solveGrid(ctx, r, g)
		return true
	}
	if br, ok := reading.BrokenBy(before, g, moves, b.opts.StepLimit); ok {
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

func btnLooksRight(lang locale.Lang) string { return catalog.For(lang).PhotoLooksRight() }
