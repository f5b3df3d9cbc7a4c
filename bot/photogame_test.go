package bot

import (
	"fmt"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"sudokubot/bot/callback"
	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/reading"
	"sudokubot/bot/verdict"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/photo"
)

// gameReading returns a reading of a game in progress: puzzle's givens,
// entries in its empty cells and pencil marks, every cell sure.
func gameReading(puzzle, entries solver.Grid, marks map[int]photo.Candidates) *photo.Reading {
	all := puzzle
	for i, v := range entries {
		if v != 0 {
			all[i] = v
		}
	}
	rd := readingOf(all, nil)
	for i := range 81 {
		rd.LayerConfidence[i] = 1
		switch {
		case puzzle[i] != 0:
			rd.Layers[i] = photo.Given
		case entries[i] != 0:
			rd.Layers[i] = photo.Entry
		case marks[i] != 0:
			rd.Layers[i], rd.Candidates[i] = photo.Marks, marks[i]
		}
	}
	return rd
}

// TestPhotoGame: a picture of a game in progress makes its givens the
// puzzle and the person's digits and pencil marks their position; the
// answer names each wrong entry (a clash with its house, or not the
// solution) without giving its right digit; a game without mistakes gets
// a hint from the position.
func TestPhotoGame(t *testing.T) {
	puzzle, err := solver.Parse("...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4...")
	if err != nil {
		t.Fatal(err)
	}
	sol := solver.Solve(puzzle, solver.Options{}).Solutions[0]
	var empties []int
	for i, v := range puzzle {
		if v == 0 {
			empties = append(empties, i)
		}
	}
	right := solver.Grid{}
	for _, i := range empties[:6] {
		right[i] = sol[i]
	}
	full := solver.Grid{}
	for _, i := range empties {
		full[i] = sol[i]
	}
	marks := map[int]photo.Candidates{empties[10]: 1<<sol[empties[10]] | 1<<9}
	// A wrong entry that repeats a given of its row, and one that breaks
	// no rule but is not the solution.
	clash, other := empties[0], -1
	wrong := right
	for d := uint8(1); d <= 9; d++ {
		if d != sol[clash] && strings.ContainsRune(puzzle.String()[clash/9*9:clash/9*9+9], rune('0'+d)) {
			wrong[clash] = d
			break
		}
	}
	for _, i := range empties[20:] {
		for d := uint8(1); d <= 9 && other < 0; d++ {
			w := wrong
			w[i] = d
			if _, clashes := verdict.Clash(puzzle, w, i); d != sol[i] && !clashes {
				wrong, other = w, i
			}
		}
		if other >= 0 {
			break
		}
	}
	if wrong[clash] == 0 || other < 0 {
		t.Fatal("the test's wrong entries not found")
	}
	for _, tt := range []struct {
		lang    locale.Lang
		entries solver.Grid
		want    []string
	}{
		{locale.English, wrong, []string{solver.CellName(clash), solver.CellName(other), "7 digits are yours", "pencil marks in 1 cell", "2 cells are wrong: " + solver.CellName(clash) + ", " + solver.CellName(other) + ". Until you fix them, the hint leaves them out."}},
		{locale.Chinese, wrong, []string{solver.CellName(clash), solver.CellName(other), "你填了 7 个数字", "在你改正之前，提示暂不考虑这些格子"}},
		{locale.Russian, wrong, []string{solver.CellName(clash), solver.CellName(other), "вписано вами: 7 цифр", "в 1 клетке", "2 клетки заполнены неверно", "Пока вы их не исправите, подсказка их не учитывает"}},
		{locale.English, right, []string{"6 digits are yours", "No mistakes so far"}},
		{locale.English, full, []string{"55 digits are yours", "complete and correct"}},
	} {
		t.Run(tt.lang.String(), func(t *testing.T) {
			h := start(t, emulator.Config{}, Options{WebAppURL: "https://board.example/"})
			user := emulator.User{ID: 7, FirstName: "Li", LanguageCode: tt.lang.Code()}
			u, err := h.srv.InjectMessage(emulator.UserMessage{From: user, Text: "hello"})
			if err != nil {
				t.Fatal(err)
			}
			h.replies(u.UpdateID)
			h.bot.answerReading(h.ctx(), request{chat: 7, lang: tt.lang}, gameReading(puzzle, tt.entries, marks))
			st := h.bot.loadChat(h.ctx(), 7)
			if st.Puzzle != puzzle || st.Entries != tt.entries || st.Pending {
				t.Errorf("the chat's game: puzzle %s, entries %s (pending %v), want the givens and the entries read", st.Puzzle, st.Entries, st.Pending)
			}
			if m, ok := game.Marks(st); tt.entries != full && (!ok || m[empties[10]] != uint16(marks[empties[10]])) {
				t.Errorf("the board's pencil marks at %s: %b, want %b", solver.CellName(empties[10]), m[empties[10]], marks[empties[10]])
			}
			calls := sent(h.srv.Calls())
			last := calls[len(calls)-1]
			text := last.Message.Text + last.Message.Caption
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("the answer %q, want %q", text, w)
				}
			}
			if strings.Contains(text, sol.String()) || strings.Contains(text, puzzle.String()) {
				t.Errorf("the answer %q gives a grid away", text)
			}
			for _, i := range []int{clash, other} {
				if tt.entries == wrong && strings.Contains(text, solver.Move{Cell: i, Digit: sol[i]}.String()) {
					t.Errorf("the answer %q gives %s's digit", text, solver.CellName(i))
				}
			}
			if tt.entries == full {
				return
			}
			if !hasButton(last.Message, catalog.For(tt.lang).ButtonCheck()) || !hasButton(last.Message, catalog.For(tt.lang).ButtonContinue()) || !hasButton(last.Message, catalog.For(tt.lang).ButtonHint()) {
				t.Fatalf("the answer's buttons %v, want Hint, Check and Continue on the board", last.Message.ReplyMarkup)
			}
			if tt.entries == wrong {
				// The hint starts from the entries less the wrong ones,
				// whose right digits its picture would show.
				c, err := callback.Decode(buttonData(t, last.Message, catalog.For(tt.lang).ButtonHint()))
				if err != nil || c.Puzzle != puzzle {
					t.Fatalf("the Hint button's data %+v (%v), want the givens", c, err)
				}
				for i := range 81 {
					if want := tt.entries[i] != 0 && puzzle[i] == 0 && i != clash && i != other; c.Filled[i] != want {
						t.Errorf("the Hint starts with %s filled %v, want %v", solver.CellName(i), c.Filled[i], want)
					}
				}
			}
			// The hint goes on from the position.
			hint := h.press(user, last.Message, catalog.For(tt.lang).ButtonHint())
			if hint.Method != "sendPhoto" && hint.Method != "sendMessage" {
				t.Fatalf("after Hint: %s", hint.Method)
			}
		})
	}
}

// TestPhotoGameScreenshot: an app screenshot of a game in progress
// (solver/photo's fixture) is answered as the person's game.
func TestPhotoGameScreenshot(t *testing.T) {
	data, err := os.ReadFile("../solver/photo/testdata/game/light-pencil.jpg")
	if err != nil {
		t.Fatal(err)
	}
	h := start(t, emulator.Config{}, Options{})
	calls := sent(h.sendMessage(emulator.UserMessage{From: alice, Photo: data}))
	if len(calls) == 0 {
		t.Fatal("no answer")
	}
	text := calls[0].Message.Text + calls[0].Message.Caption
	if !strings.Contains(text, "Your game in progress") {
		t.Errorf("the answer %q, want the game read", text)
	}
	st := h.bot.loadChat(h.ctx(), alice.ID)
	if st.Puzzle.String() != "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......" {
		t.Errorf("the chat's puzzle %s, want the screenshot's givens", st.Puzzle)
	}
}

// TestPhotoGameDoubtful: a game read with a doubtful digit is asked about
// as any reading, its picture drawing the person's digits in the entry
// colour and the printed ones plain; "✅ Looks right" is offered when the
// givens alone are a proper puzzle, even when the doubtful digit read
// makes the whole grid wrong, and the grid confirmed or corrected is
// answered as the person's game.
func TestPhotoGameDoubtful(t *testing.T) {
	puzzle, err := solver.Parse("...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4...")
	if err != nil {
		t.Fatal(err)
	}
	sol := solver.Solve(puzzle, solver.Options{}).Solutions[0]
	var right solver.Grid
	var doubtful int
	for i, v := range puzzle {
		if v == 0 && right.Count() < 6 {
			right[i], doubtful = sol[i], i
		}
	}
	// The doubtful entry is read as a digit that repeats one of its
	// row's givens: the whole grid breaks the rules, its givens do not.
	var clash uint8
	for c := range 9 {
		if v := puzzle[doubtful/9*9+c]; v != 0 {
			clash = v
			break
		}
	}
	misread := right
	misread[doubtful] = clash
	marks := map[int]photo.Candidates{}
	marked, inked := -1, -1 // pencil marks, and ink that is neither marks nor a digit
	for i, v := range puzzle {
		switch {
		case v != 0 || right[i] != 0:
		case marked < 0:
			marks[i], marked = photo.Candidates(1<<sol[i]|1<<(sol[i]%9+1)), i
		case inked < 0:
			inked = i
		}
	}
	markDigits := []int{int(sol[marked]), int(sol[marked])%9 + 1}
	slices.Sort(markDigits)

	// Another entry's digit is sure, but not whether it is printed or
	// the person's: said to be printed, it is one of the givens.
	whose := -1
	for i := range 81 {
		if misread[i] != 0 && i != doubtful {
			whose = i
			break
		}
	}
	printed, notYours := puzzle, misread
	printed[whose], notYours[whose] = misread[whose], 0

	for _, tt := range []struct {
		name    string
		answer  string      // "looks right", or a correction typed
		puzzle  solver.Grid // the game's givens after it
		entries solver.Grid // the person's digits after it
		want    string
	}{
		{"confirmed", "looks right", puzzle, misread, "1 cell is wrong: " + solver.CellName(doubtful)},
		{"corrected", solver.Move{Cell: doubtful, Digit: sol[doubtful]}.String(), puzzle, right, "No mistakes so far"},
		{"a command", "/check", puzzle, misread, "1 cell is wrong: " + solver.CellName(doubtful)},
		{"a layer corrected", strings.ToUpper(solver.CellName(whose)) + ": printed", printed, notYours, "1 cell is wrong: " + solver.CellName(doubtful)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rd := gameReading(puzzle, misread, marks)
			rd.Prob[doubtful] = [photo.Classes]float32{}
			rd.Prob[doubtful][clash], rd.Prob[doubtful][sol[doubtful]] = 0.55, 0.45
			rd.Confidence[doubtful] = 0.55
			rd.LayerConfidence[whose] = 0.6
			rd.LayerConfidence[marked] = 0.7 // pencil marks, not sure
			rd.LayerConfidence[inked] = 0.5  // ink read as empty

			h := start(t, emulator.Config{}, Options{WebAppURL: "https://board.example/"})
			user := emulator.User{ID: 7, FirstName: "Li", LanguageCode: "en"}
			h.sendMessage(emulator.UserMessage{From: user, Text: "hello"})
			h.bot.answerReading(h.ctx(), request{chat: 7, lang: locale.English}, rd)
			calls := sent(h.srv.Calls())
			ask := calls[len(calls)-1]
			if ask.Method != "sendPhoto" || !strings.HasPrefix(ask.Message.Caption, reading.Mark) {
				t.Fatalf("the answer %s %q, want a question about the picture", ask.Method, ask.Message.Text+ask.Message.Caption)
			}
			for _, want := range []string{
				solver.CellName(whose) + " (" + catalog.For(locale.English).PhotoWhose(true) + ")",
				solver.CellName(marked) + " (" + catalog.For(locale.English).PhotoMarks(markDigits) + ")",
				solver.CellName(inked) + " (" + catalog.For(locale.English).PhotoSmall() + ")",
				catalog.For(locale.English).PhotoWhoseHow(),
			} {
				if !strings.Contains(ask.Message.Caption, want) {
					t.Errorf("the question %q, want %q", ask.Message.Caption, want)
				}
			}
			// The board's Fix opens the game: its link says which digits
			// are the person's.
			var fix string
			if kb := ask.Message.ReplyMarkup; kb != nil {
				for _, row := range kb.InlineKeyboard {
					for _, b := range row {
						if b.Text == catalog.For(locale.English).ButtonFix() {
							fix = string(b.WebApp)
						}
					}
				}
			}
			if y := url.QueryEscape(yoursList(misread, puzzle)); !strings.Contains(fix, "y="+y) {
				t.Errorf("the Fix button %q, want the person's cells y=%s", fix, y)
			}
			if st := h.bot.loadChat(h.ctx(), 7); !st.Pending || st.Layers == nil {
				t.Fatalf("the chat's state %+v, want the grid read pending with its layers", st)
			}
			p := reading.Picture(rd.Grid, reading.Layers(rd).Yours, reading.Layers(rd).Marks, []int{doubtful, whose, marked})
			for i := range 81 {
				if p.Puzzle[i] != puzzle[i] {
					t.Errorf("the picture draws %s as printed %d, want %d", solver.CellName(i), p.Puzzle[i], puzzle[i])
				}
				if p.Entries[i] != rd.Grid[i] {
					t.Errorf("the picture's %s is %d, want the %d read", solver.CellName(i), p.Entries[i], rd.Grid[i])
				}
			}

			if p.Marks != reading.Layers(rd).Marks || p.Marks == ([81]uint16{}) {
				t.Errorf("the picture's pencil marks %v, want those read", p.Marks)
			}

			// The answer, among the replies (a command's own answer
			// follows the game's).
			var answers []emulator.Call
			if tt.answer == "looks right" {
				answers = []emulator.Call{h.press(user, ask.Message, btnLooksRight(locale.English))}
			} else {
				answers = sent(h.sendMessage(emulator.UserMessage{From: user, Text: tt.answer}))
			}
			var text string
			for _, a := range answers {
				text += a.Message.Text + a.Message.Caption + "\n"
			}
			if !strings.Contains(text, "Your game in progress") || !strings.Contains(text, tt.want) || strings.Contains(text, sol.String()) {
				t.Errorf("the answer %q, want the game with %q", text, tt.want)
			}
			st := h.bot.loadChat(h.ctx(), 7)
			if st.Puzzle != tt.puzzle || st.Entries != tt.entries || st.Pending || st.Layers != nil {
				t.Errorf("the chat's game: puzzle %s, entries %s, pending %v, layers %v; want the givens and the entries", st.Puzzle, st.Entries, st.Pending, st.Layers != nil)
			}
			if m, ok := game.Marks(st); !ok || m != reading.Layers(rd).Marks {
				t.Errorf("the board's pencil marks %v, want those read", m)
			}
			if tt.answer != "looks right" {
				return
			}
			// Pressed again, the button solves nothing: the game was
			// taken already.
			again := h.press(user, ask.Message, btnLooksRight(locale.English))
			if text := again.Message.Text + again.Message.Caption; text != catalog.For(locale.English).PhotoGameGone() {
				t.Errorf("Looks right pressed again: %q, want %q", text, catalog.For(locale.English).PhotoGameGone())
			}
		})
	}
}

// yoursList is the Fix link's list of the person's cells: the cells of
// all whose digit is not a given.
func yoursList(all, givens solver.Grid) string {
	var cells []string
	for i, v := range all {
		if v != 0 && givens[i] == 0 {
			cells = append(cells, strconv.Itoa(i))
		}
	}
	return strings.Join(cells, ".")
}

// gameEntries returns a proper puzzle, its solution, the first n of its
// empty cells filled with their solution's digits as entries, and the
// next empty cell.
func gameEntries(t *testing.T, n int) (puzzle, sol, entries solver.Grid, empty int) {
	t.Helper()
	puzzle, err := solver.Parse("...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4...")
	if err != nil {
		t.Fatal(err)
	}
	sol = solver.Solve(puzzle, solver.Options{}).Solutions[0]
	empty = -1
	for i, v := range puzzle {
		switch {
		case v != 0:
		case entries.Count() < n:
			entries[i] = sol[i]
		case empty < 0:
			empty = i
		}
	}
	return puzzle, sol, entries, empty
}

// TestPhotoWhoseEmpty: saying whose the digit of a cell read empty is
// asks for its digit first, and the reading waits on.
func TestPhotoWhoseEmpty(t *testing.T) {
	puzzle, sol, entries, empty := gameEntries(t, 6)
	rd := gameReading(puzzle, entries, nil)
	rd.Confidence[0] = 0.5 // a doubt: the reading is asked about
	h := start(t, emulator.Config{}, Options{})
	user := emulator.User{ID: 7, FirstName: "Li", LanguageCode: "en"}
	h.sendMessage(emulator.UserMessage{From: user, Text: "hello"})
	h.bot.answerReading(h.ctx(), request{chat: 7, lang: locale.English}, rd)
	calls := sent(h.sendMessage(emulator.UserMessage{From: user, Text: solver.CellName(empty) + " mine"}))
	want := catalog.For(locale.English).PhotoWhoseEmpty([]string{solver.CellName(empty)})
	if len(calls) != 1 || calls[0].Message.Text != want {
		t.Fatalf("the answer %+v, want %q", calls, want)
	}
	if st := h.bot.loadChat(h.ctx(), 7); !st.Pending || st.Layers == nil {
		t.Errorf("the chat's state %+v, want the reading still waiting", st)
	}
	// Said with its digit, as the answer shows, the cell is written and
	// is the person's: the game is answered.
	say := fmt.Sprintf("%s=%d mine", solver.CellName(empty), sol[empty])
	var text string
	for _, c := range sent(h.sendMessage(emulator.UserMessage{From: user, Text: say})) {
		text += c.Message.Text + c.Message.Caption + "\n"
	}
	if !strings.Contains(text, "Your game in progress") {
		t.Errorf("%q answered %q, want the game", say, text)
	}
	want7 := entries
	want7[empty] = sol[empty]
	if st := h.bot.loadChat(h.ctx(), 7); st.Puzzle != puzzle || st.Entries != want7 || st.Pending {
		t.Errorf("after %q the chat's game: puzzle %s, entries %s, pending %v; want the puzzle and the entries with %s", say, st.Puzzle, st.Entries, st.Pending, solver.CellName(empty))
	}
}

// TestPhotoGameMissedEntry: a game whose every digit is sure, but one
// cell read as empty is not (faint ink: an entry missed?), is asked
// about, not answered: the position would lack the person's digit.
func TestPhotoGameMissedEntry(t *testing.T) {
	puzzle, sol, entries, missed := gameEntries(t, 5)
	rd := gameReading(puzzle, entries, nil)
	rd.Prob[missed][0], rd.Prob[missed][sol[missed]] = 0.9, 0.1
	rd.Confidence[missed] = 0.9 // empty, with faint ink in it
	h := start(t, emulator.Config{}, Options{WebAppURL: "https://board.example/"})
	h.sendMessage(emulator.UserMessage{From: emulator.User{ID: 7, FirstName: "Li", LanguageCode: "en"}, Text: "hello"})
	h.bot.answerReading(h.ctx(), request{chat: 7, lang: locale.English}, rd)
	calls := sent(h.srv.Calls())
	ask := calls[len(calls)-1]
	if ask.Method != "sendPhoto" || !strings.HasPrefix(ask.Message.Caption, reading.Mark) || !strings.Contains(ask.Message.Caption, solver.CellName(missed)) {
		t.Fatalf("the answer %s %q, want a question about the picture naming %s", ask.Method, ask.Message.Text+ask.Message.Caption, solver.CellName(missed))
	}
	if st := h.bot.loadChat(h.ctx(), 7); !st.Pending {
		t.Errorf("the chat's state %+v, want the grid read pending", st)
	}
}
