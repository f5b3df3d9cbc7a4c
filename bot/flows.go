package bot

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html"
	"strings"
	"unicode/utf8"

	"sudokubot/bot/callback"
	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/hint"
	"sudokubot/bot/markup"
	"sudokubot/bot/messenger"
	"sudokubot/bot/paths"
	"sudokubot/bot/state"
	"sudokubot/bot/stepstext"
	"sudokubot/bot/verdict"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// solve answers a puzzle with the picture of its solution, or says what is
// wrong with it. A puzzle read, whatever its verdict, becomes the chat's
// current puzzle; text that is no puzzle gets an answer in kind (see
// talk.go).
func (b *Bot) solve(ctx context.Context, r request, text string) {
	g, err := solver.Parse(text)
	if err != nil {
		if errors.Is(err, solver.ErrConflict) {
			if b.finished(ctx, r, g) {
				return
			}
			b.setCurrent(ctx, r.chat, g, r.from)
		} else if b.talk(ctx, r, text) {
			return
		}
		b.unreadable(ctx, r, g, err)
		return
	}
	b.solveGrid(ctx, r, g)
}

// unreadable answers a text that Parse refused: a picture of the
// conflicts for givens that break the rules, else what was wrong and where.
func (b *Bot) unreadable(ctx context.Context, r request, g solver.Grid, err error) {
	var ce *solver.ConflictError
	if errors.As(err, &ce) {
		b.sendPicture(ctx, r, render.Conflicts{Puzzle: g, Conflicts: ce.Conflicts}, html.EscapeString(verdict.Conflicts(ce, r.lang))+puzzleLine(g, r.lang, true), nil, false)
		return
	}
	b.reply(ctx, r.chat, r.replyTo, verdict.ParseError(err, r.lang))
}

// solveGrid makes a puzzle the chat's current one and answers it. A
// complete grid that keeps the current puzzle's givens is the person's
// solution of it: it is checked, not made current.
func (b *Bot) solveGrid(ctx context.Context, r request, g solver.Grid) {
	if b.finished(ctx, r, g) {
		return
	}
	b.setCurrent(ctx, r.chat, g, r.from)
	b.showGrid(ctx, r, g)
}

// showGrid answers a puzzle: its solution, or what is wrong with it.
func (b *Bot) showGrid(ctx context.Context, r request, g solver.Grid) {
	if err := g.Validate(); err != nil {
		b.unreadable(ctx, r, g, err)
		return
	}
	b.chatAction(ctx, r, messenger.UploadPhoto)
	res := solver.Solve(g, solver.Options{StepLimit: b.opts.StepLimit, MaxSolutions: 2})
	switch res.Verdict() {
	case solver.NoSolution:
		// The picture marks the cells where no digit can go, which the
		// text names; a grid that fails only deeper marks none.
		var pic render.Picture = render.Puzzle{Grid: g}
		if blocked := g.Blocked(); len(blocked) > 0 {
			pic = render.Blocked{Puzzle: g, Cells: blocked}
		}
		b.sendPicture(ctx, r, pic, html.EscapeString(verdict.NoSolution(g, r.lang))+puzzleLine(g, r.lang, true), nil, false)
	case solver.Unknown:
		b.reply(ctx, r.chat, r.replyTo, limitText(r.lang)+puzzleLine(g, r.lang, false))
	case solver.Multiple:
		b.several(ctx, r, g, "", true)
	case solver.Unique:
		if g.Full() {
			b.reply(ctx, r.chat, r.replyTo, alreadySolvedText(r.lang))
			return
		}
		fallthrough
	default:
		if b.outOfGroup(ctx, r, g, func(pr request) { b.showGrid(ctx, pr, g) }) {
			return
		}
		sol := res.Solutions[0]
		caption := solvedCaption(html.EscapeString(verdict.Rating(b.rating(ctx, g), r.lang)), sol, r.lang)
		b.sendPicture(ctx, r, render.Solution{Puzzle: g, Solution: sol}, caption, b.withShare(b.withPlay(solutionKeyboard(g, r.lang), r, g), r, g), true)
	}
}

// several answers a puzzle with more than one solution: how many (exactly
// up to countBound), the cells where they differ marked on the digits all
// of them share, and one of them as text, hidden until tapped. The button
// shows one solution as a picture; there is no hint or walk-through, which
// need a single solution. spoiler hides the picture (the shared digits are
// part of the answer) when the person sent the puzzle to be solved, and
// then the answer starts by saying why there is no solution to show, no
// hint, rating or check (a /count, spoiler false, asked only how many).
// about names the puzzle when the answer is about the chat's current one.
func (b *Bot) several(ctx context.Context, r request, g solver.Grid, about string, spoiler bool) {
	if b.outOfGroup(ctx, r, g, func(pr request) { b.several(ctx, pr, g, about, spoiler) }) {
		return
	}
	var s solver.Solver
	c := s.CountSolutions(g, countBound, b.opts.StepLimit)
	switch {
	case c.N == 0 && c.Exact:
		b.reply(ctx, r.chat, r.replyTo, about+verdict.NoSolution(g, r.lang)+puzzleLine(g, r.lang, false))
		return
	case c.N < 2 && !c.Exact:
		// The search stopped before it could tell.
		b.reply(ctx, r.chat, r.replyTo, about+limitText(r.lang)+puzzleLine(g, r.lang, false))
		return
	case c.N == 1 && c.Exact:
		b.reply(ctx, r.chat, r.replyTo, about+catalog.For(r.lang).OneSolution()+puzzleLine(g, r.lang, false))
		return
	}
	fixed := c.First
	var varies []int
	for i, v := range c.Varies {
		if v {
			fixed[i] = 0
			varies = append(varies, i)
		}
	}
	caption := html.EscapeString(about+verdict.Count(c, len(varies), spoiler, r.lang)) + "\n" +
		html.EscapeString(catalog.For(r.lang).OneOfThemText()) +
		"\n<tg-spoiler>" + gridLines(c.First) + "</tg-spoiler>"
	kb := messenger.Keyboard{messenger.Row(
		messenger.Button{Text: btnOneSolution(r.lang), Data: callback.Data{Action: callback.One, Puzzle: g, Level: 1}.Encode()})}
	b.sendPicture(ctx, r, render.Ambiguous{Puzzle: g, Shared: fixed, Varies: varies}, caption, kb, spoiler)
}

// oneSolution shows one solution of a puzzle that has several.
func (b *Bot) oneSolution(ctx context.Context, r request, g solver.Grid) {
	if b.outOfGroup(ctx, r, g, func(pr request) { b.oneSolution(ctx, pr, g) }) {
		return
	}
	res := solver.Solve(g, solver.Options{StepLimit: b.opts.StepLimit, MaxSolutions: 1})
	if len(res.Solutions) == 0 {
		b.showGrid(ctx, r, g)
		return
	}
	caption := html.EscapeString(catalog.For(r.lang).OneOfSolutions()) + "\n<tg-spoiler>" + gridLines(res.Solutions[0]) + "</tg-spoiler>" + puzzleLine(g, r.lang, true)
	b.sendPicture(ctx, r, render.Solution{Puzzle: g, Solution: res.Solutions[0]}, caption, nil, true)
}

func solutionKeyboard(g solver.Grid, lang locale.Lang) messenger.Keyboard {
	return messenger.Keyboard{
		messenger.Row(
			messenger.Button{Text: btnHint(lang), Data: callback.Data{Action: callback.Hint, Puzzle: g, Level: 1}.Encode()},
			messenger.Button{Text: btnSteps(lang), Data: callback.Data{Action: callback.Steps, Puzzle: g, Level: 1}.Encode()},
		),
		messenger.Row(
			messenger.Button{Text: btnCheck(lang), Data: callback.Data{Action: callback.Check, Puzzle: g, Level: 1}.Encode()},
		),
	}
}

// rating rates a proper puzzle within the time budget, or returns nil. The
// path it finds is kept for the hints and steps that may follow.
func (b *Bot) rating(ctx context.Context, g solver.Grid) *logic.Rating {
	r, err := b.paths.Rating(ctx, g)
	if err != nil {
		b.log.Info("rating failed", "puzzle", g.String(), "err", err)
		return nil
	}
	return r
}

// sendPicture sends a PNG with an HTML caption and optional buttons, as
// a spoiler when asked, and returns its message's id (0 if it failed). If
// drawing fails, it sends the caption as text.
func (b *Bot) sendPicture(ctx context.Context, r request, pic render.Picture, caption string, kb messenger.Keyboard, spoiler bool) int {
	png, err := b.png(pic)
	if err != nil {
		b.log.Error("drawing failed", "err", err)
		id, err := b.out.SendText(ctx, messenger.Text{Chat: r.chat, Text: markup.Plain(caption), ReplyTo: r.replyTo, Keyboard: kb})
		if err != nil {
			b.log.Warn("sendMessage failed", "chat", r.chat, "err", err)
		}
		return id
	}
	p := messenger.Photo{Chat: r.chat, PNG: png, Caption: markup.FitCaption(caption), HTML: true, Spoiler: spoiler, ReplyTo: r.replyTo, Keyboard: kb}
	id, err := b.out.SendPhoto(ctx, p)
	if err != nil {
		b.log.Warn("sendPhoto failed", "chat", r.chat, "err", err)
	}
	return id
}

// editPicture replaces the picture, caption and buttons of a message.
func (b *Bot) editPicture(ctx context.Context, r request, m *messenger.Message, pic render.Picture, caption string, kb messenger.Keyboard) {
	png, err := b.png(pic)
	if err != nil {
		b.log.Error("drawing failed", "err", err)
		return
	}
	p := messenger.Photo{Chat: r.chat, Message: m.ID, PNG: png, Name: "hint.png", Caption: markup.FitCaption(caption), HTML: true, Keyboard: kb}
	if err := b.out.EditPhoto(ctx, p); err != nil {
		b.log.Warn("editMessageMedia failed", "chat", r.chat, "err", err)
	}
}

func (b *Bot) png(pic render.Picture) ([]byte, error) {
	var buf bytes.Buffer
	if err := b.render.WritePNG(&buf, pic); err != nil {
		return nil, fmt.Errorf("drawing a %T: %w", pic, err)
	}
	return buf.Bytes(), nil
}

// A grid is what a person sent: their grid, the puzzle it refers to, or
// both.
type grid struct {
	puzzle  solver.Grid
	filled  [81]bool    // cells the person filled in
	entries solver.Grid // their digits in those cells
	changed []int       // givens their grid changes or erases
	// about names the chat's current puzzle when the grid is it, for the
	// answers that do not show the grid; "" otherwise.
	about string
}

// gridOf works out the puzzle and the person's entries from a command's
// arguments and the message it replies to or, without a reply, the chat's
// current puzzle: a grid that keeps all its givens is the person's
// progress in it, and no grid at all means the entries recorded so far.
// A puzzle sent with the command becomes the chat's current one. ok is
// false after it has answered the person (the text was no puzzle, or
// nothing was given and there is no current puzzle).
func (b *Bot) gridOf(ctx context.Context, r request, m *messenger.Message, args string) (grid, bool) {
	ref, hasRef := b.reference(m)
	var g grid
	var own solver.Grid
	var ownErr error
	hasOwn := strings.TrimSpace(args) != ""
	if hasOwn {
		own, ownErr = solver.Parse(args)
	}
	current := false
	var recorded solver.Grid
	if !hasRef {
		if st := b.loadChat(ctx, r.chat); st.HasPuzzle() && (!hasOwn || game.InProgress(st.Puzzle, own) && (ownErr == nil || errors.Is(ownErr, solver.ErrConflict))) {
			ref, hasRef, current, recorded = callback.Data{Puzzle: st.Puzzle}, true, true, st.Entries
			g.about = b.aboutCurrent(st, r)
		}
	}
	// Entries that break the rules are mistakes when the puzzle is known:
	// the check against its solution finds them.
	if hasOwn && ownErr != nil && !(hasRef && errors.Is(ownErr, solver.ErrConflict)) {
		if errors.Is(ownErr, solver.ErrConflict) {
			b.setCurrent(ctx, r.chat, own, fromText)
		}
		b.unreadable(ctx, r, own, ownErr)
		return g, false
	}
	switch {
	case hasRef && hasOwn:
		g.puzzle = ref.Puzzle
		for i, v := range own {
			switch {
			case ref.Puzzle[i] != 0 && v != ref.Puzzle[i]:
				g.changed = append(g.changed, i)
			case ref.Puzzle[i] == 0 && v != 0:
				g.filled[i] = true
				g.entries[i] = v
			}
		}
		if current && len(g.changed) == 0 {
			b.saveEntries(ctx, r.chat, g.puzzle, g.entries)
		}
	case current:
		g.puzzle = ref.Puzzle
		for i, v := range recorded {
			if v != 0 && g.puzzle[i] == 0 {
				g.filled[i] = true
				g.entries[i] = v
			}
		}
	case hasRef:
		g.puzzle, g.filled = ref.Puzzle, ref.Filled
		g.about = b.aboutReply(ctx, r, ref.Puzzle)
	case hasOwn:
		g.puzzle = own
		b.setCurrent(ctx, r.chat, own, fromText)
	default:
		b.reply(ctx, r.chat, r.replyTo, notPuzzleReplyText(r.lang))
		return g, false
	}
	return g, true
}

// puzzleError answers a puzzle that is not proper.
func (b *Bot) puzzleError(ctx context.Context, r request, puzzle solver.Grid, err error) {
	b.puzzleErrorAbout(ctx, r, puzzle, "", err)
}

// puzzleErrorAbout is puzzleError for the chat's current puzzle, which
// about names.
func (b *Bot) puzzleErrorAbout(ctx context.Context, r request, puzzle solver.Grid, about string, err error) {
	var ce *solver.ConflictError
	switch {
	case errors.As(err, &ce):
		b.sendPicture(ctx, r, render.Conflicts{Puzzle: puzzle, Conflicts: ce.Conflicts}, html.EscapeString(about+verdict.Conflicts(ce, r.lang))+puzzleLine(puzzle, r.lang, true), nil, false)
	case errors.Is(err, logic.ErrNoSolution):
		b.reply(ctx, r.chat, r.replyTo, about+verdict.NoSolution(puzzle, r.lang)+puzzleLine(puzzle, r.lang, false))
	case errors.Is(err, logic.ErrMultipleSolutions):
		b.several(ctx, r, puzzle, about, true)
	case errors.Is(err, logic.ErrSearchLimit):
		b.reply(ctx, r.chat, r.replyTo, about+limitText(r.lang)+puzzleLine(puzzle, r.lang, false))
	default:
		b.log.Error("checking a puzzle", "err", err)
		b.reply(ctx, r.chat, r.replyTo, internalErrorText(r.lang))
	}
}

func (b *Bot) cmdSolve(ctx context.Context, r request, m *messenger.Message, args string) {
	if strings.TrimSpace(args) == "" {
		if ref, ok := b.reference(m); ok {
			b.showGrid(ctx, r, ref.Puzzle)
			return
		}
		if st := b.loadChat(ctx, r.chat); st.HasPuzzle() {
			b.showGrid(ctx, r, st.Puzzle)
			return
		}
		b.reply(ctx, r.chat, r.replyTo, notPuzzleReplyText(r.lang))
		return
	}
	b.solve(ctx, r, args)
}

// checkedGrid works out a person's grid (see gridOf) and checks it
// against the puzzle's solution. ok is false after it has answered the
// person: the grid changes givens, or the puzzle is not proper.
func (b *Bot) checkedGrid(ctx context.Context, r request, m *messenger.Message, args string) (grid, *logic.Report, bool) {
	g, ok := b.gridOf(ctx, r, m, args)
	if !ok {
		return g, nil, false
	}
	if len(g.changed) > 0 {
		b.reply(ctx, r.chat, r.replyTo, verdict.ChangedGivens(g.changed, g.puzzle.Count(), r.lang))
		return g, nil, false
	}
	rep, err := logic.Check(g.puzzle, g.entries, b.opts.StepLimit)
	if err != nil {
		b.puzzleErrorAbout(ctx, r, g.puzzle, g.about, err)
		return g, nil, false
	}
	return g, rep, true
}

func (b *Bot) cmdHint(ctx context.Context, r request, m *messenger.Message, args string) {
	g, rep, ok := b.checkedGrid(ctx, r, m, args)
	if !ok {
		return
	}
	if len(rep.Wrong) > 0 {
		b.mistakes(ctx, r, g, rep)
		return
	}
	c := callback.Data{Action: callback.Hint, Puzzle: g.puzzle, Filled: g.filled, Level: 1}
	if st := b.loadChat(ctx, r.chat); st.Puzzle == g.puzzle && game.Filled(st.Puzzle, st.Entries) == g.filled {
		// The chat's current position: from the board's pencil marks
		// when it has some.
		if marks, ok := game.Marks(st); ok {
			setMarks(&c, marks)
		}
		if _, hasRef := b.reference(m); !hasRef && strings.TrimSpace(args) == "" && st.HintMarks == c.Marks && st.HintDigest == c.Digest {
			// Go on from the hints already seen, the next one once
			// the last was shown to its end.
			c.Step = st.Step
			if st.Level >= explain.HintLevels {
				c.Step++
			}
		}
	}
	b.hint(ctx, r, c, nil)
}

// fromMarks makes a first hint (step 0, level 1: the Hint button under a
// puzzle or a check) of the chat's current position start from the
// board's pencil marks, as /hint does.
func (b *Bot) fromMarks(ctx context.Context, chat int64, c *callback.Data) {
	if c.Marks || c.Step != 0 || c.Level != 1 {
		return
	}
	if st := b.loadChat(ctx, chat); st.Puzzle == c.Puzzle && game.Filled(st.Puzzle, st.Entries) == c.Filled {
		if marks, ok := game.Marks(st); ok {
			setMarks(c, marks)
		}
	}
}

// noteHint records, when a hint is of the chat's current puzzle from its
// recorded entries, which hint and level the person has seen.
func (b *Bot) noteHint(ctx context.Context, chat int64, c callback.Data) {
	b.updateChat(ctx, chat, func(st *chatState) error {
		if st.Puzzle != c.Puzzle || game.Filled(st.Puzzle, st.Entries) != c.Filled || st.Step == c.Step && st.Level == c.Level && st.HintMarks == c.Marks && st.HintDigest == c.Digest {
			return state.ErrNoChange
		}
		st.Step, st.Level, st.HintMarks, st.HintDigest = c.Step, c.Level, c.Marks, c.Digest
		return nil
	})
}

func (b *Bot) cmdSteps(ctx context.Context, r request, m *messenger.Message, args string) {
	g, rep, ok := b.checkedGrid(ctx, r, m, args)
	if !ok {
		return
	}
	if len(rep.Wrong) > 0 {
		b.mistakes(ctx, r, g, rep)
		return
	}
	b.walk(ctx, r, callback.Data{Action: callback.Walk, Puzzle: g.puzzle, Filled: g.filled, Level: 1}, nil)
}

func (b *Bot) cmdRate(ctx context.Context, r request, m *messenger.Message, args string) {
	g, ok := b.gridOf(ctx, r, m, args)
	if !ok {
		return
	}
	if _, err := logic.Check(g.puzzle, solver.Grid{}, b.opts.StepLimit); err != nil {
		b.puzzleErrorAbout(ctx, r, g.puzzle, g.about, err)
		return
	}
	rating := b.rating(ctx, g.puzzle)
	var used []logic.TechniqueUse
	if rating != nil {
		if p, err := b.path(ctx, g.puzzle, [81]bool{}, solver.Grid{}, -1); err == nil {
			used = logic.TechniquesUsed(p)
		}
	}
	b.reply(ctx, r.chat, r.replyTo, g.about+verdict.Rate(rating, used, r.lang)+puzzleLine(g.puzzle, r.lang, false))
}

// cmdCheck compares a person's grid with the solution of the puzzle it
// replies to.
func (b *Bot) cmdCheck(ctx context.Context, r request, m *messenger.Message, args string) {
	_, hasRef := b.reference(m)
	st := b.loadChat(ctx, r.chat)
	if !hasRef && !st.HasPuzzle() {
		b.checkAlone(ctx, r, args)
		return
	}
	if strings.TrimSpace(args) == "" {
		if hasRef || st.Entries == (solver.Grid{}) {
			about, puzzle := "", st.Puzzle
			if ref, ok := b.reference(m); ok {
				puzzle, about = ref.Puzzle, b.aboutReply(ctx, r, ref.Puzzle)
			} else {
				about = b.aboutCurrent(st, r)
			}
			if _, err := logic.Check(puzzle, solver.Grid{}, b.opts.StepLimit); err != nil {
				b.puzzleErrorAbout(ctx, r, puzzle, about, err)
				return
			}
			b.reply(ctx, r.chat, r.replyTo, about+checkHowText(r.lang)+puzzleLine(puzzle, r.lang, false))
			return
		}
	} else if !hasRef {
		if own, err := solver.Parse(args); (err == nil || errors.Is(err, solver.ErrConflict)) && !game.InProgress(st.Puzzle, own) {
			// A grid of another puzzle.
			b.checkAlone(ctx, r, args)
			return
		}
	}
	g, rep, ok := b.checkedGrid(ctx, r, m, args)
	if !ok {
		return
	}
	switch {
	case len(rep.Wrong) > 0:
		b.mistakes(ctx, r, g, rep)
	case rep.Empty == 0:
		b.reply(ctx, r.chat, r.replyTo, g.about+solvedGridText(r.lang)+b.chatFinished(ctx, r, g.puzzle)+puzzleLine(g.puzzle, r.lang, false))
	default:
		kb := messenger.Keyboard{messenger.Row(
			messenger.Button{Text: btnHint(r.lang), Data: callback.Data{Action: callback.Hint, Puzzle: g.puzzle, Filled: g.filled, Level: 1}.Encode()})}
		b.replyWith(ctx, r, g.about+verdict.NoMistakes(rep, r.lang), kb)
	}
}

// checkAlone checks a grid sent without the puzzle it comes from: it can
// only tell whether the grid can still be completed.
func (b *Bot) checkAlone(ctx context.Context, r request, args string) {
	if strings.TrimSpace(args) == "" {
		b.reply(ctx, r.chat, r.replyTo, notPuzzleReplyText(r.lang))
		return
	}
	g, err := solver.Parse(args)
	var ce *solver.ConflictError
	if errors.As(err, &ce) {
		b.sendPicture(ctx, r, render.Conflicts{Puzzle: g, Conflicts: ce.Conflicts}, html.EscapeString(verdict.GridConflicts(ce, r.lang)), nil, false)
		return
	}
	if err != nil {
		b.unreadable(ctx, r, g, err)
		return
	}
	var text string
	switch solver.Solve(g, solver.Options{StepLimit: b.opts.StepLimit, MaxSolutions: 2}).Verdict() {
	case solver.NoSolution:
		text = catalog.For(r.lang).GridCannotComplete()
	case solver.Unique:
		if g.Full() {
			text = solvedGridText(r.lang)
			break
		}
		text = catalog.For(r.lang).GridNoMistake()
	default:
		text = catalog.For(r.lang).GridAmbiguous()
	}
	b.reply(ctx, r.chat, r.replyTo, text)
}

// mistakes shows the wrong entries.
func (b *Bot) mistakes(ctx context.Context, r request, g grid, rep *logic.Report) {
	b.sendPicture(ctx, r, render.Mistakes{Puzzle: g.puzzle, Entries: g.entries, Wrong: rep.Wrong}, html.EscapeString(verdict.Mistakes(rep.Wrong, r.lang))+puzzleLine(g.puzzle, r.lang, true), nil, false)
}

// checkHow answers "Check my progress": it checks the moves recorded in
// the button's puzzle when it is the chat's current one and there are
// any; otherwise it tells how to check one's progress, with a Hint button
// that carries the puzzle, so that a reply to that message refers to it.
// There is no Solution button, one tap from a spoiler.
func (b *Bot) checkHow(ctx context.Context, r request, c callback.Data) {
	if st := b.loadChat(ctx, r.chat); st.Puzzle == c.Puzzle && st.Entries != (solver.Grid{}) {
		b.cmdCheck(ctx, r, &messenger.Message{Chat: messenger.Chat{ID: r.chat}}, "")
		return
	}
	kb := messenger.Keyboard{messenger.Row(
		messenger.Button{Text: btnHint(r.lang), Data: callback.Data{Action: callback.Hint, Puzzle: c.Puzzle, Level: 1}.Encode()})}
	b.replyWith(ctx, r, checkHowText(r.lang), kb)
}

// path returns the explained solution from the person's grid up to step
// n (all of it for n < 0), within the time budget. Past a cut short by the
// budget it returns what it found, with the context's error. solution may
// be the zero Grid when the grid has no entries.
func (b *Bot) path(ctx context.Context, puzzle solver.Grid, filled [81]bool, solution solver.Grid, n int) (*logic.Path, error) {
	return b.pathFrom(ctx, puzzle, filled, [81]uint16{}, solution, n)
}

// pathFrom is path from a position with pencil marks (paths.Cache.Path).
func (b *Bot) pathFrom(ctx context.Context, puzzle solver.Grid, filled [81]bool, marks [81]uint16, solution solver.Grid, n int) (*logic.Path, error) {
	return b.paths.Path(ctx, puzzle, filled, marks, solution, n)
}

// hint shows step c.Step of the explained solution at level c.Level: a
// new message, or an edit of message m.
func (b *Bot) hint(ctx context.Context, r request, c callback.Data, m *messenger.Message) {
	if b.outOfGroup(ctx, r, c.Puzzle, func(pr request) { b.hint(ctx, pr, c, nil) }) {
		return
	}
	rep, err := logic.Check(c.Puzzle, solver.Grid{}, b.opts.StepLimit)
	if err != nil {
		b.puzzleError(ctx, r, c.Puzzle, err)
		return
	}
	var marks [81]uint16
	var note string // said above the hint: from the marks, or that they are gone
	if c.Marks {
		var ok bool
		if marks, ok = chatMarks(b.loadChat(ctx, r.chat), c); ok {
			note = catalog.For(r.lang).HintFromMarks()
		} else {
			c.Marks, c.Digest = false, 0
			note = catalog.For(r.lang).HintMarksChanged()
		}
	}
	start := game.PlayerBoard(c.Puzzle, paths.Entries(c.Filled, rep.Solution), marks)
	if cell := game.LostCandidate(&start, rep.Solution); cell >= 0 {
		// As the board: pencil marks that leave out the solution come
		// first (the grid's own mistakes came before the hint).
		say := catalog.For(r.lang)
		caption := "<b>" + html.EscapeString(say.BoardMistakeHeader(1)) + "</b>\n" + html.EscapeString(say.MarksMistake(solver.CellName(cell))) + puzzleLine(c.Puzzle, r.lang, true)
		b.sendPicture(ctx, r, render.Mistakes{Puzzle: c.Puzzle, Entries: paths.Entries(c.Filled, rep.Solution), Wrong: []int{cell}}, caption, nil, false)
		return
	}
	if m == nil {
		b.chatAction(ctx, r, messenger.UploadPhoto)
	}
	p, err := b.pathFrom(ctx, c.Puzzle, c.Filled, marks, rep.Solution, c.Step+1)
	if c.Step >= len(p.Steps) {
		switch {
		case err != nil:
			b.reply(ctx, r.chat, r.replyTo, timeoutText(r.lang))
		default:
			b.reply(ctx, r.chat, r.replyTo, solvedGridText(r.lang))
		}
		return
	}
	b.noteHint(ctx, r.chat, c)
	board := p.BoardAt(start, c.Step)
	s := p.Steps[c.Step]
	if !r.group {
		b.Hinted(ctx, r.chat, c.Puzzle, s.Technique) // in a private chat, the person's id
	}
	text := explain.For(r.lang).Hint(s, c.Level)
	if s.Technique == logic.Trial && c.Level == 1 {
		text = trialNote(r.lang)
	}
	header := hintHeader(c.Level, c.Step, r.lang)
	if note != "" {
		note = "<i>" + html.EscapeString(note) + "</i>\n"
	}
	var pages []explain.NetPage
	if c.Level == 3 {
		pages = explain.For(r.lang).NetPages(s, maxNetPages)
	}
	if len(pages) > 1 {
		// A long net: its first page, as the walk-through shows it (the
		// picture draws that page), and buttons to the walk-through's
		// next pages, in one message rather than the whole net in
		// several.
		header += catalog.For(r.lang).WalkPage(1, len(pages))
		text = pages[0].Text
	}
	room := markup.MaxCaption - utf8.RuneCountInString(header) - 8 - utf8.RuneCountInString(markup.Plain(note))
	var shown string
	if len(pages) > 1 {
		rest := catalog.For(r.lang).WalkPageRest()
		if c.Marks {
			// No button to the rest (see hint.PageRow): none named.
			rest = "…"
		}
		shown = markup.FitLines(text, room, rest)
	} else {
		shown = markup.FitSentences(text, room, catalog.For(r.lang).ExplanationFollows())
	}
	caption := "<b>" + html.EscapeString(header) + "</b>\n" + note + html.EscapeString(shown)
	pic := hint.Picture(board, s, c.Level)
	kb := hint.Keyboard(c, s, board, p, r.lang)
	if len(pages) > 1 {
		kb = append(kb, hint.PageRow(c, len(pages), shown != text, r.lang)...)
	}
	if m != nil {
		b.editPicture(ctx, r, m, pic, caption, kb)
	} else {
		b.sendPicture(ctx, r, pic, caption, kb, false)
	}
	if shown != text && len(pages) <= 1 {
		// The caption holds the first sentences: the whole text follows
		// (a net's links in as many messages as they take).
		for _, msg := range markup.SplitLines(text, stepstext.MaxMessage, stepstext.MaxMessages, catalog.For(r.lang).WalkStepRest()) {
			b.reply(ctx, r.chat, r.replyTo, msg)
		}
	}
}

// aboutReply names the puzzle of the message replied to, for the answers
// that do not show the grid, when it is not the chat's current puzzle.
func (b *Bot) aboutReply(ctx context.Context, r request, g solver.Grid) string {
	if b.loadChat(ctx, r.chat).Puzzle == g {
		return ""
	}
	short := g.String()[:18] + "…"
	return catalog.For(r.lang).AboutReplied(short)
}

// finished answers a complete grid that keeps the givens of the chat's
// current puzzle: the person's solution of it, checked rather than made
// current. It reports whether it answered.
func (b *Bot) finished(ctx context.Context, r request, g solver.Grid) bool {
	st := b.loadChat(ctx, r.chat)
	if !g.Full() || !st.HasPuzzle() || st.Pending || !game.InProgress(st.Puzzle, g) {
		return false
	}
	entries := game.Own(st.Puzzle, g)
	rep, err := logic.Check(st.Puzzle, entries, b.opts.StepLimit)
	if err != nil {
		return false
	}
	if st.Entries != entries {
		// Another grid: the hints start again from it (the puzzle's
		// entries as they are now, under the chat's lock).
		b.saveEntries(ctx, r.chat, st.Puzzle, entries)
	}
	if len(rep.Wrong) > 0 {
		b.mistakes(ctx, r, grid{puzzle: st.Puzzle, entries: entries}, rep)
	} else {
		b.reply(ctx, r.chat, r.replyTo, solvedGridText(r.lang)+b.chatFinished(ctx, r, st.Puzzle))
	}
	return true
}
