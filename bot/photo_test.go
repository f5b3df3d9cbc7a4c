package bot

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"image/png"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/internal/emulator"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/photo"
)

// screenshot is a photo of a newspaper puzzle of solver/photo's fixtures
// (a puzzle, not a game in progress) and the grid it shows.
func screenshot(t *testing.T) ([]byte, string) {
	t.Helper()
	data, err := os.ReadFile("../solver/photo/testdata/image1038.jpg")
	if err != nil {
		t.Fatal(err)
	}
	dat, err := os.ReadFile("../solver/photo/testdata/image1038.dat")
	if err != nil {
		t.Fatal(err)
	}
	g, err := photo.ParseDat(string(dat))
	if err != nil {
		t.Fatal(err)
	}
	return data, g.String()
}

// sendMessage injects a message and returns every reply.
func (h *harness) sendMessage(m emulator.UserMessage) []emulator.Call {
	h.t.Helper()
	u, err := h.srv.InjectMessage(m)
	if err != nil {
		h.t.Fatal(err)
	}
	return h.replies(u.UpdateID)
}

// sent returns the messages and photos among calls.
func sent(calls []emulator.Call) []emulator.Call {
	var out []emulator.Call
	for _, c := range calls {
		if (c.Method == "sendMessage" || c.Method == "sendPhoto") && c.OK() {
			out = append(out, c)
		}
	}
	return out
}

func TestPhotoSolved(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	data, grid := screenshot(t)
	for _, m := range []emulator.UserMessage{
		{From: alice, Photo: data},
		{From: alice, Document: data, FileName: "grid.jpg"},
	} {
		calls := sent(h.sendMessage(m))
		if len(calls) != 2 {
			t.Fatalf("%d messages, want the grid read and the solution", len(calls))
		}
		if txt := calls[0].Message.Text; !strings.Contains(txt, grid) || !strings.Contains(txt, "I read this puzzle") {
			t.Errorf("first reply %q, want the grid read %s", txt, grid)
		}
		if calls[1].Method != "sendPhoto" || !strings.Contains(calls[1].Message.Caption, "Difficulty") {
			t.Errorf("second reply %s %q, want the solved picture", calls[1].Method, calls[1].Message.Caption)
		}
	}
}

func TestPhotoInGroup(t *testing.T) {
	t.Parallel()
	h := start(t, emulator.Config{}, Options{})
	data, grid := screenshot(t)
	group := &emulator.Chat{ID: -100, Type: emulator.ChatGroup, Title: "club"}
	// Without a mention, the bot (in privacy mode) does not see it.
	if _, err := h.srv.InjectMessage(emulator.UserMessage{From: alice, Chat: group, Photo: data}); err == nil {
		t.Error("a photo without a mention reached the bot")
	}
	calls := sent(h.sendMessage(emulator.UserMessage{From: alice, Chat: group, Photo: data, Text: "@" + h.srv.Bot().Username}))
	if len(calls) == 0 || !strings.Contains(calls[0].Message.Text, grid) {
		t.Fatalf("%d replies, want the grid read %s first", len(calls), grid)
	}
}

func TestPhotoBadFiles(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	data, _ := screenshot(t)
	// A grid running off the right edge of the picture.
	cut := image.NewGray(image.Rect(0, 0, 400, 400))
	for i := range cut.Pix {
		cut.Pix[i] = 255
	}
	for k := 0; k <= 9; k++ {
		w := 1 + 2*btoi(k%3 == 0)
		for d := range w {
			for t := 0; t < 306; t++ {
				set(cut, 150+k*34+d, 50+t)
				set(cut, 150+t, 50+k*34+d)
			}
		}
	}
	var half bytes.Buffer
	png.Encode(&half, cut)
	// A picture of no grid.
	blank := image.NewGray(image.Rect(0, 0, 300, 300))
	for i := range blank.Pix {
		blank.Pix[i] = 230
	}
	var none bytes.Buffer
	png.Encode(&none, blank)
	tests := []struct {
		name string
		m    emulator.UserMessage
		want string
	}{
		{"text file", emulator.UserMessage{Document: []byte("hello"), FileName: "notes.txt"}, "can't open this file"},
		{"corrupt JPEG", emulator.UserMessage{Document: data[:len(data)/3], FileName: "grid.jpg"}, "can't open this file"},
		{"no grid", emulator.UserMessage{Photo: none.Bytes()}, "could not find a Sudoku grid"},
		{"cut off", emulator.UserMessage{Photo: half.Bytes()}, "cut off"},
		{"over 20 MB", emulator.UserMessage{Document: make([]byte, 21<<20), FileName: "huge.png"}, "too big"},
	}
	for _, tt := range tests {
		tt.m.From = alice
		calls := sent(h.sendMessage(tt.m))
		if len(calls) != 1 || !strings.Contains(calls[0].Message.Text, tt.want) {
			var got []string
			for _, c := range calls {
				got = append(got, c.Message.Text)
			}
			t.Errorf("%s: replies %q, want one saying %q", tt.name, got, tt.want)
			continue
		}
		if tt.name != "text file" && tt.name != "over 20 MB" && !strings.Contains(calls[0].Message.Text, "flat") && !strings.Contains(calls[0].Message.Text, "JPEG") {
			t.Errorf("%s: reply %q does not say what works", tt.name, calls[0].Message.Text)
		}
	}
}

// TestPhotoCorrection sends the bot's own picture of a puzzle with a
// given left out, so it has several solutions: the bot asks, and a reply
// with the missing given gets the puzzle solved.
func TestPhotoCorrection(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	full, err := solver.Parse("...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4...")
	if err != nil {
		t.Fatal(err)
	}
	partial := full
	for _, i := range []int{3, 7, 10, 14, 15} { // r1c4, r1c8, r2c2, r2c6, r2c7
		partial[i] = 0
	}
	if solver.Solve(partial, solver.Options{}).Verdict() != solver.Multiple {
		t.Fatal("the partial grid should have several solutions")
	}
	r, err := sharedRenderer()
	if err != nil {
		t.Fatal(err)
	}
	var pic bytes.Buffer
	if err := r.WritePNG(&pic, render.Puzzle{Grid: partial}); err != nil {
		t.Fatal(err)
	}
	calls := sent(h.sendMessage(emulator.UserMessage{From: alice, Photo: pic.Bytes()}))
	if len(calls) != 1 || calls[0].Method != "sendPhoto" {
		t.Fatalf("%d replies, want one picture asking", len(calls))
	}
	ask := calls[0].Message
	if !strings.Contains(ask.Caption, partial.String()) || !strings.Contains(ask.Caption, "more than one solution") {
		t.Fatalf("caption %q, want the grid read and the problem", ask.Caption)
	}
	if ask.ReplyMarkup != nil || strings.Contains(ask.Caption, "Looks right") {
		t.Errorf("a grid with several solutions offers %v %q: it cannot be solved as read", ask.ReplyMarkup, ask.Caption)
	}
	// Saying a digit is printed or one's own is for games only: a
	// puzzle's are all printed.
	calls = sent(h.sendMessage(emulator.UserMessage{From: alice, ReplyTo: ask.MessageID, Text: "r1c1 mine"}))
	if len(calls) != 1 || calls[0].Message.Text != catalog.For(locale.English).PhotoWhoseNoGame() {
		t.Fatalf("after saying whose a puzzle's digit is: %+v, want %q", calls, catalog.For(locale.English).PhotoWhoseNoGame())
	}
	if strings.Contains(ask.Caption, catalog.For(locale.English).PhotoWhoseHow()) {
		t.Errorf("a puzzle's question %q tells how to say whose a digit is", ask.Caption)
	}
	// A reply that is not a correction is not taken for one; the right
	// corrections get the puzzle solved.
	calls = sent(h.sendMessage(emulator.UserMessage{From: alice, ReplyTo: ask.MessageID, Text: "r1c4=7, r1c8=8 r2c2=9,r2c6=3 r2c7=1"}))
	if len(calls) != 2 || !strings.Contains(calls[0].Message.Text, full.String()) || calls[1].Method != "sendPhoto" {
		t.Fatalf("after the corrections: %d replies, want the corrected grid and the solution", len(calls))
	}
	// A wrong correction makes a conflict: asked again, told which.
	calls = sent(h.sendMessage(emulator.UserMessage{From: alice, ReplyTo: ask.MessageID, Text: "r1c4=9"}))
	if len(calls) != 1 || !strings.HasPrefix(calls[0].Message.Caption, "📷 With r1c4=9 this grid has no solution: ") || !strings.Contains(calls[0].Message.Caption, "already has a 9") {
		t.Fatalf("after a conflicting correction: %d replies, want a question about the repeat", len(calls))
	}
	// The whole grid as text, in reply, is solved.
	calls = sent(h.sendMessage(emulator.UserMessage{From: alice, ReplyTo: ask.MessageID, Text: full.String()}))
	if len(calls) != 2 || calls[1].Method != "sendPhoto" {
		t.Fatalf("after the whole grid: %d replies, want the corrected grid and the solution", len(calls))
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func set(g *image.Gray, x, y int) {
	if image.Pt(x, y).In(g.Rect) {
		g.Pix[y*g.Stride+x] = 0
	}
}

// TestPhotoRepaired: a reading of a held-out newspaper photo whose r6c7, a
// 5, was read as a 6 (as a camera out of focus blurs it), which leaves the
// grid without a proper solution: the bot says what the check changed and
// solves the repaired grid, the photo's real one. (The photo itself,
// blurred, was read so until the classifier learnt handwriting; it now
// also doubts r6c9 and is asked about.)
func TestPhotoRepaired(t *testing.T) {
	dat, err := os.ReadFile("../../shared/data/photo/image157.dat")
	if err != nil {
		t.Skipf("the shared photos are not beside the repository: %v", err)
	}
	want, err := photo.ParseDat(string(dat))
	if err != nil {
		t.Fatal(err)
	}
	const r6c7 = 5*9 + 6
	if want[r6c7] != 5 {
		t.Fatalf("image157's r6c7 is %d, want 5", want[r6c7])
	}
	misread := want
	misread[r6c7] = 6
	if solver.Solve(misread, solver.Options{MaxSolutions: 2}).Verdict() == solver.Unique {
		t.Fatal("the misread grid should not be a proper puzzle")
	}
	rd := readingOf(misread, nil)
	rd.Prob[r6c7] = [photo.Classes]float32{}
	rd.Prob[r6c7][6], rd.Prob[r6c7][5] = 0.97, 0.03
	rd.Confidence[r6c7] = 0.97
	h := start(t, emulator.Config{}, Options{})
	u, err := h.srv.InjectMessage(emulator.UserMessage{From: alice, Text: "hello"})
	if err != nil {
		t.Fatal(err)
	}
	h.replies(u.UpdateID)
	before := len(sent(h.srv.Calls()))
	h.bot.answerReading(h.ctx(), request{chat: alice.ID, lang: locale.English}, rd)
	calls := sent(h.srv.Calls())[before:]
	if len(calls) != 2 {
		for _, c := range calls {
			t.Logf("%s: %q %q", c.Method, c.Message.Text, c.Message.Caption)
		}
		t.Fatalf("%d replies, want the grid read with its repair, and the solution", len(calls))
	}
	if txt := calls[0].Message.Text; !strings.Contains(txt, want.String()) || !strings.Contains(txt, "I read r6c7 as 5, not 6") {
		t.Errorf("first reply %q, want the photo's grid %s and the repair of r6c7", txt, want)
	}
	if calls[1].Method != "sendPhoto" || !strings.Contains(calls[1].Message.Caption, "Difficulty") {
		t.Errorf("second reply %s %q, want the solved picture", calls[1].Method, calls[1].Message.Caption)
	}
}

// readingOf returns a reading of g, every cell sure but those of doubt,
// each read as its first value with probability 0.55 and its second with
// 0.45.
func readingOf(g solver.Grid, doubt map[int][2]uint8) *photo.Reading {
	rd := &photo.Reading{Grid: g}
	for i, v := range g {
		rd.Prob[i][v] = 1
		if d, ok := doubt[i]; ok {
			rd.Grid[i] = d[0]
			rd.Prob[i] = [photo.Classes]float32{}
			rd.Prob[i][d[0]], rd.Prob[i][d[1]] = 0.55, 0.45
		}
		rd.Confidence[i] = rd.Prob[i][rd.Grid[i]]
	}
	return rd
}

// TestPhotoLooksRight: a reading that is a proper puzzle but with a
// doubtful cell is asked about, the cell says why, and "✅ Looks right"
// solves the grid as read, even after a restart (the button holds it).
func TestPhotoLooksRight(t *testing.T) {
	g, err := solver.Parse("...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4...")
	if err != nil {
		t.Fatal(err)
	}
	g[3], g[7], g[10], g[14], g[15] = 7, 8, 9, 3, 1
	if solver.Solve(g, solver.Options{}).Verdict() != solver.Unique {
		t.Fatal("the grid should be a proper puzzle")
	}
	for _, tt := range []struct {
		lang, doubt, button string
		why                 [2]uint8
	}{
		{"en", "r1c4 (two digits look alike: 7 or 1?)", "Looks right", [2]uint8{7, 1}},
		{"zh-hans", "r1c4（两个数字很像：7 还是 1？）", "没错", [2]uint8{7, 1}},
		{"en", "r1c4 (faint mark)", "Looks right", [2]uint8{7, 0}},
		{"ru", "r1c4 (две цифры похожи: 7 или 1?)", "Всё верно", [2]uint8{7, 1}},
		{"ru", "r1c4 (бледная отметка)", "Всё верно", [2]uint8{7, 0}},
	} {
		t.Run(tt.lang+tt.doubt, func(t *testing.T) {
			h := start(t, emulator.Config{}, Options{})
			rd := readingOf(g, map[int][2]uint8{3: tt.why})
			u, err := h.srv.InjectMessage(emulator.UserMessage{From: emulator.User{ID: 7, FirstName: "Li", LanguageCode: tt.lang}, Text: "hello"})
			if err != nil {
				t.Fatal(err)
			}
			h.replies(u.UpdateID)
			lang := locale.Match(tt.lang)
			h.bot.answerReading(h.ctx(), request{chat: 7, lang: lang}, rd)
			calls := h.srv.CallsTo("sendPhoto")
			if len(calls) == 0 {
				t.Fatal("no picture sent")
			}
			ask := calls[len(calls)-1]
			if ask.Method != "sendPhoto" || !strings.Contains(ask.Message.Caption, g.String()) {
				t.Fatalf("%s %q, want a picture asking about %s", ask.Method, ask.Message.Caption, g)
			}
			caption := strings.ReplaceAll(ask.Message.Caption, ", ", "，")
			if want := strings.ReplaceAll(tt.doubt, ", ", "，"); !strings.Contains(caption, want) {
				t.Errorf("caption %q, want the doubtful cell and why: %q", ask.Message.Caption, tt.doubt)
			}
			solved := h.press(emulator.User{ID: 7, FirstName: "Li", LanguageCode: tt.lang}, ask.Message, tt.button)
			// (The solved caption's wording is the replies' area: in
			// Russian, only that it is another picture is checked here.)
			if solved.Method != "sendPhoto" || solved.Message.Caption == ask.Message.Caption || !strings.Contains(solved.Message.Caption, map[string]string{"en": "Difficulty", "zh-hans": "难度"}[tt.lang]) {
				t.Errorf("after %q: %s %q, want the solved picture", tt.button, solved.Method, solved.Message.Caption)
			}
		})
	}
}

// TestPhotoRepairWithDoubts: a reading with a digit misread into a
// repeat and another cell doubtful is shown as the check repaired it (the
// picture's grid, not the one with the repeat), the repaired cell saying
// what it looked like, the doubtful one why; "✅ Looks right" solves it.
func TestPhotoRepairWithDoubts(t *testing.T) {
	g, err := solver.Parse("...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4...")
	if err != nil {
		t.Fatal(err)
	}
	// The misread cell: a given read as a digit its row already holds.
	a, misread := -1, uint8(0)
	for i := 0; i < 81 && a < 0; i++ {
		for j := i / 9 * 9; j < i/9*9+9 && g[i] != 0; j++ {
			if j != i && g[j] != 0 {
				a, misread = i, g[j]
				break
			}
		}
	}
	// The doubtful cell: another given, read right but not surely.
	e := -1
	for i := 80; i >= 0 && e < 0; i-- {
		if g[i] != 0 && i/9 != a/9 {
			e = i
		}
	}
	other := g[e]%9 + 1
	rd := readingOf(g, map[int][2]uint8{a: {misread, g[a]}, e: {g[e], other}})
	if c := rd.Check(); c.Grid != g || len(c.Repairs) != 1 || !slices.Equal(c.Doubtful, []int{e}) {
		t.Fatalf("check: %s, repairs %v, doubtful %v; want %s, %s repaired, %s doubtful", c.Grid, c.Repairs, c.Doubtful, g, solver.CellName(a), solver.CellName(e))
	}
	for _, tt := range []struct {
		lang, repaired, doubt, button string
	}{
		{"en", fmt.Sprintf("%s (looked like %d, but with %d the grid has one solution)", solver.CellName(a), misread, g[a]), fmt.Sprintf("%s (two digits look alike: %d or %d?)", solver.CellName(e), g[e], other), "Looks right"},
		{"zh-hans", fmt.Sprintf("%s（看着像 %d，但填 %d 时题目有唯一解）", solver.CellName(a), misread, g[a]), fmt.Sprintf("%s（两个数字很像：%d 还是 %d？）", solver.CellName(e), g[e], other), "没错"},
		{"ru", fmt.Sprintf("%s (похоже на %d, но с %d у сетки одно решение)", solver.CellName(a), misread, g[a]), fmt.Sprintf("%s (две цифры похожи: %d или %d?)", solver.CellName(e), g[e], other), "Всё верно"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			h := start(t, emulator.Config{}, Options{})
			user := emulator.User{ID: 7, FirstName: "Li", LanguageCode: tt.lang}
			u, err := h.srv.InjectMessage(emulator.UserMessage{From: user, Text: "hello"})
			if err != nil {
				t.Fatal(err)
			}
			h.replies(u.UpdateID)
			h.bot.answerReading(h.ctx(), request{chat: 7, lang: locale.Match(tt.lang)}, rd)
			calls := h.srv.CallsTo("sendPhoto")
			if len(calls) == 0 {
				t.Fatal("no picture sent")
			}
			ask := calls[len(calls)-1]
			caption := strings.ReplaceAll(ask.Message.Caption, ", ", "，")
			for _, w := range []string{g.String(), tt.repaired, tt.doubt} {
				if !strings.Contains(caption, strings.ReplaceAll(w, ", ", "，")) {
					t.Errorf("caption %q, want %q", ask.Message.Caption, w)
				}
			}
			if strings.Contains(caption, rd.Grid.String()) {
				t.Errorf("caption %q shows the reading with the repeat", ask.Message.Caption)
			}
			solved := h.press(user, ask.Message, tt.button)
			if solved.Method != "sendPhoto" || solved.Message.Caption == ask.Message.Caption {
				t.Errorf("after %q: %s %q, want the solved picture", tt.button, solved.Method, solved.Message.Caption)
			}
		})
	}
}

// TestPhotoRepairAsked: a reading that the check makes proper only by
// changing two cells (a digit moved: r1c4 read empty and r1c5 read 7,
// where the picture has 7 in r1c4) is not solved: the person is told what
// would change and asked; a correction typed without a reply goes to it,
// and "✅ Looks right" solves the repaired grid.
func TestPhotoRepairAsked(t *testing.T) {
	data, err := os.ReadFile("../solver/testdata/puzzles2_17_clue.txt")
	if err != nil {
		t.Fatal(err)
	}
	var g solver.Grid
	var a, b int
	found := false
	for _, line := range strings.Split(string(data), "\n") {
		if g, err = solver.Parse(line); err != nil {
			continue
		}
		// A given whose digit, moved to an empty cell of its row,
		// leaves a grid with more than one solution or none.
		for a = range 81 {
			if g[a] == 0 {
				continue
			}
			for b = a / 9 * 9; b < a/9*9+9; b++ {
				if g[b] != 0 {
					continue
				}
				moved := g
				moved[a], moved[b] = 0, g[a]
				if moved.Validate() == nil && solver.Solve(moved, solver.Options{}).Verdict() != solver.Unique {
					found = true
					break
				}
			}
			if found {
				break
			}
		}
		if found {
			break
		}
	}
	if !found {
		t.Fatal("no puzzle with a digit to move")
	}
	rd := readingOf(g, map[int][2]uint8{a: {0, g[a]}, b: {g[a], 0}})
	c := rd.Check()
	if len(c.Repairs) != 2 || c.Grid != g {
		t.Fatalf("check repaired %v to %s, want the two cells moved back to %s", c.Repairs, c.Grid, g)
	}
	h := start(t, emulator.Config{}, Options{})
	u, err := h.srv.InjectMessage(emulator.UserMessage{From: alice, Text: "hello"})
	if err != nil {
		t.Fatal(err)
	}
	h.replies(u.UpdateID)
	h.bot.answerReading(h.ctx(), request{chat: alice.ID, lang: locale.Match(alice.LanguageCode)}, rd)
	calls := h.srv.CallsTo("sendPhoto")
	if len(calls) == 0 {
		t.Fatal("no picture sent")
	}
	ask := calls[len(calls)-1]
	want := []string{"more than one cell", solver.CellName(a) + " as " + string('0'+g[a]) + ", not empty", solver.CellName(b) + " as empty, not " + string('0'+g[a]), g.String()}
	for _, w := range want {
		if ask.Method != "sendPhoto" || !strings.Contains(ask.Message.Caption, w) {
			t.Errorf("%s %q, want a question saying %q", ask.Method, ask.Message.Caption, w)
		}
	}
	for _, c := range calls {
		if strings.Contains(c.Message.Caption, "Difficulty") {
			t.Fatalf("the grid was solved without asking: %q", c.Message.Caption)
		}
	}
	// A correction typed without a reply goes to the grid asked about
	// (here one that changes nothing: the repaired digit confirmed).
	fix := fmt.Sprintf("%s=%d", solver.CellName(a), g[a])
	u, err = h.srv.InjectMessage(emulator.UserMessage{From: alice, Text: fix})
	if err != nil {
		t.Fatal(err)
	}
	if got := h.replies(u.UpdateID); len(got) == 0 || !strings.Contains(got[0].Message.Text+got[0].Message.Caption, "Corrected puzzle") {
		t.Errorf("%q typed without a reply: %v, want it taken as a correction of the grid asked about", fix, got)
	}
	solved := h.press(alice, ask.Message, "Looks right")
	if solved.Method != "sendPhoto" || !strings.Contains(solved.Message.Caption, "Difficulty") {
		t.Errorf("after Looks right: %s %q, want the solved picture", solved.Method, solved.Message.Caption)
	}
}

// samePicture fails unless a call uploaded the picture want, as the
// bot's renderer draws it.
func samePicture(t *testing.T, c emulator.Call, want render.Picture) {
	t.Helper()
	if len(c.Files) != 1 {
		t.Fatalf("%s uploaded %d files, want a picture", c.Method, len(c.Files))
	}
	got, err := png.Decode(bytes.NewReader(c.Files[0].Data))
	if err != nil {
		t.Fatalf("%s: the photo is not a PNG: %v", c.Method, err)
	}
	r, err := sharedRenderer()
	if err != nil {
		t.Fatal(err)
	}
	img, err := r.Image(want)
	if err != nil {
		t.Fatalf("Image(%T): %v", want, err)
	}
	if got.Bounds() != img.Bounds() {
		t.Fatalf("%s: picture of %v, want %v", c.Method, got.Bounds(), img.Bounds())
	}
	for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
		for x := img.Rect.Min.X; x < img.Rect.Max.X; x++ {
			r1, g1, b1, a1 := got.At(x, y).RGBA()
			r2, g2, b2, a2 := img.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				t.Fatalf("%s: the picture differs from the %T %+v wanted, first at (%d, %d)", c.Method, want, want, x, y)
			}
		}
	}
}

// marking is the picture of a grid asked about with cells marked.
func marking(g solver.Grid, cells ...int) render.Mistakes {
	given := g
	for _, i := range cells {
		given[i] = 0
	}
	return render.Mistakes{Puzzle: given, Entries: g, Wrong: cells}
}

// TestPhotoCorrectionBreaks: a correction of a doubtful reading that
// leaves the grid without a solution is named (a repeated digit, the cells
// left with no digit, or neither when the reason lies deeper) and marked
// with what it clashes with, and the answer asks again without an
// "Otherwise" that follows nothing.
func TestPhotoCorrectionBreaks(t *testing.T) {
	g, err := solver.Parse("...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4...")
	if err != nil {
		t.Fatal(err)
	}
	g[3], g[7], g[10], g[14], g[15] = 7, 8, 9, 3, 1
	res := solver.Solve(g, solver.Options{})
	if res.Verdict() != solver.Unique {
		t.Fatal("the grid should be a proper puzzle")
	}
	sol := res.Solutions[0]
	// A wrong digit in an empty cell that repeats none: with it, the
	// grid has no solution, plainly (a cell left with no digit) or not.
	deep, plain, blocked := -1, -1, -1
	var deepDigit, plainDigit uint8
	for i := 0; i < 81 && (deep < 0 || plain < 0); i++ {
		for d := uint8(1); d <= 9 && g[i] == 0; d++ {
			h := g
			h[i] = d
			if d == sol[i] || h.Validate() != nil {
				continue
			}
			switch b := h.Blocked(); {
			case len(b) == 0 && deep < 0:
				deep, deepDigit = i, d
			case len(b) == 1 && plain < 0:
				plain, plainDigit, blocked = i, d, b[0]
			}
		}
	}
	if deep < 0 || plain < 0 {
		t.Fatal("no correction found to break the grid")
	}
	// r3c1=6 repeats the 6 of r3c3.
	if g[rc(3, 1)] != 0 || g[rc(3, 3)] != 6 {
		t.Fatalf("%s: want r3c1 empty and a 6 in r3c3", g)
	}
	with := func(i int, d uint8) solver.Grid { h := g; h[i] = d; return h }
	move := func(i int, d uint8) string { return solver.Move{Cell: i, Digit: d}.String() }
	type fix struct {
		text string
		grid solver.Grid
		pic  render.Picture
		want map[string]string
	}
	fixes := []fix{
		{move(rc(3, 1), 6), with(rc(3, 1), 6), marking(with(rc(3, 1), 6), rc(3, 1), rc(3, 3)), map[string]string{
			"en":      "📷 With r3c1=6 this grid has no solution: row 3 already has a 6, at r3c3.",
			"zh-hans": "📷 改成 r3c1=6 后，这个题目就无解了：第3行已经有 6 了（在 r3c3）。",
			"ru":      "📷 После исправления r3c1=6 у сетки нет решения: в строке 3 уже есть 6 — в клетке r3c3.",
		}},
		{move(plain, plainDigit), with(plain, plainDigit), marking(with(plain, plainDigit), plain, blocked), map[string]string{
			"en":      fmt.Sprintf("📷 With %s this grid has no solution: no digit can go in %s any more.", move(plain, plainDigit), solver.CellName(blocked)),
			"zh-hans": fmt.Sprintf("📷 改成 %s 后，这个题目就无解了：%s 填不了任何数字。", move(plain, plainDigit), solver.CellName(blocked)),
			"ru":      fmt.Sprintf("📷 После исправления %s у сетки нет решения: в клетку %s больше нельзя поставить ни одной цифры.", move(plain, plainDigit), solver.CellName(blocked)),
		}},
		{move(deep, deepDigit), with(deep, deepDigit), marking(with(deep, deepDigit), deep), map[string]string{
			"en":      fmt.Sprintf("📷 With %s this grid has no solution.", move(deep, deepDigit)),
			"zh-hans": fmt.Sprintf("📷 改成 %s 后，这个题目就无解了。", move(deep, deepDigit)),
			"ru":      fmt.Sprintf("📷 После исправления %s у сетки нет решения.", move(deep, deepDigit)),
		}},
	}
	// Two corrections, one right: only the wrong one is named.
	fixes = append(fixes, fix{move(rc(1, 4), 7) + " " + fixes[2].text, fixes[2].grid, fixes[2].pic, fixes[2].want})
	prompts := map[string]string{"en": "Please reply to this message", "zh-hans": "请回复这条消息", "ru": "Пожалуйста, ответьте на это сообщение"}
	for _, lang := range []string{"en", "zh-hans", "ru"} {
		for i, f := range fixes {
			if testing.Short() && lang != "en" && i != 0 {
				continue // -short: each language's sentence once, every case in English
			}
			t.Run(lang+" "+f.text, func(t *testing.T) {
				h := start(t, emulator.Config{}, Options{})
				user := emulator.User{ID: 7, FirstName: "Li", LanguageCode: lang}
				u, err := h.srv.InjectMessage(emulator.UserMessage{From: user, Text: "hello"})
				if err != nil {
					t.Fatal(err)
				}
				h.replies(u.UpdateID)
				h.bot.answerReading(h.ctx(), request{chat: 7, lang: locale.Match(lang)}, readingOf(g, map[int][2]uint8{3: {7, 1}}))
				asks := h.srv.CallsTo("sendPhoto")
				if len(asks) == 0 {
					t.Fatal("no picture asking about the reading")
				}
				ask := asks[len(asks)-1].Message
				calls := sent(h.sendMessage(emulator.UserMessage{From: user, ReplyTo: ask.MessageID, Text: f.text}))
				if len(calls) != 1 || calls[0].Method != "sendPhoto" {
					t.Fatalf("%d replies to %q, want one picture", len(calls), f.text)
				}
				caption := calls[0].Message.Caption
				lines := strings.Split(caption, "\n")
				if want := f.want[lang]; lines[0] != want {
					t.Errorf("caption %q\nwant it to start %q", caption, want)
				}
				if !strings.Contains(caption, f.grid.String()) {
					t.Errorf("caption %q, want the corrected grid %s", caption, f.grid)
				}
				if last := lines[len(lines)-1]; !strings.HasPrefix(last, prompts[lang]) {
					t.Errorf("caption ends %q, want it to start %q: no ✅ Looks right is offered", last, prompts[lang])
				}
				samePicture(t, calls[0], f.pic)
				// A reply to that answer corrects the grid it shows: the
				// wrong digit taken out, the grid is solved.
				fields := strings.Fields(f.text)
				undo := fields[len(fields)-1][:4] + "=0"
				calls = sent(h.sendMessage(emulator.UserMessage{From: user, ReplyTo: calls[0].Message.MessageID, Text: undo}))
				if len(calls) != 2 || calls[1].Method != "sendPhoto" {
					t.Errorf("%q in reply: %d replies, want the corrected grid and its solution", undo, len(calls))
				}
			})
		}
	}
}

// rc returns the cell in row r and column c, both from 1.
func rc(r, c int) int { return 9*(r-1) + c - 1 }

// TestPhotoBlockedReading: a reading without a solution because no digit
// can go in a cell marks that cell, says why, beside the doubtful ones.
func TestPhotoBlockedReading(t *testing.T) {
	g, err := solver.Parse("12345678." + strings.Repeat(".", 71) + "9")
	if err != nil {
		t.Fatal(err)
	}
	rd := readingOf(g, map[int][2]uint8{0: {1, 7}})
	for _, tt := range []struct{ lang, want string }{
		{"en", "Cells to check (marked): r1c9 (no digit can go here); r1c1 (two digits look alike: 1 or 7?)"},
		{"zh-hans", "请核对标出的格子：r1c9（这里填不了任何数字）；r1c1（两个数字很像：1 还是 7？）"},
		{"ru", "Проверьте отмеченные клетки: r1c9 (сюда нельзя поставить ни одной цифры); r1c1 (две цифры похожи: 1 или 7?)"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			h := start(t, emulator.Config{}, Options{})
			user := emulator.User{ID: 7, FirstName: "Li", LanguageCode: tt.lang}
			u, err := h.srv.InjectMessage(emulator.UserMessage{From: user, Text: "hello"})
			if err != nil {
				t.Fatal(err)
			}
			h.replies(u.UpdateID)
			h.bot.answerReading(h.ctx(), request{chat: 7, lang: locale.Match(tt.lang)}, rd)
			calls := h.srv.CallsTo("sendPhoto")
			if len(calls) == 0 {
				t.Fatal("no picture sent")
			}
			ask := calls[len(calls)-1]
			if !strings.Contains(ask.Message.Caption, tt.want) {
				t.Errorf("caption %q, want %q", ask.Message.Caption, tt.want)
			}
			samePicture(t, ask, marking(g, 8, 0))
		})
	}
}

// costlyJPEG returns the segments of a progressive CMYK JPEG of w×h up to
// its first scan, cut short: what the bot reads of a picture before
// deciding whether it can decode it.
func costlyJPEG(w, h int) []byte {
	b := []byte{0xFF, 0xD8, 0xFF, 0xEE, 0, 14}
	b = append(b, "Adobe\x00\x64\x00\x00\x00\x00\x00"...)
	b = append(b, 0xFF, 0xC2, 0, 20, 8, byte(h>>8), byte(h), byte(w>>8), byte(w), 4)
	b = append(b, 'C', 0x22, 0, 'M', 0x11, 0, 'Y', 0x11, 0, 'K', 0x22, 0)
	return append(b, 0xFF, 0xDA, 0, 8, 1, 'C', 0, 0, 63, 0, 1, 2, 3)
}

// costlyPNG returns a PNG whose header says w×h, 16-bit RGBA, interlaced,
// with a few bytes of data.
func costlyPNG(w, h int) []byte {
	chunk := func(b []byte, typ string, body []byte) []byte {
		b = binary.BigEndian.AppendUint32(b, uint32(len(body)))
		start := len(b)
		b = append(append(b, typ...), body...)
		return binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(b[start:]))
	}
	ihdr := binary.BigEndian.AppendUint32(nil, uint32(w))
	ihdr = binary.BigEndian.AppendUint32(ihdr, uint32(h))
	ihdr = append(ihdr, 16, 6, 0, 0, 1)
	b := chunk([]byte("\x89PNG\r\n\x1a\n"), "IHDR", ihdr)
	b = chunk(b, "IDAT", []byte{0x78, 0x9c, 0x62, 0x00})
	return chunk(b, "IEND", nil)
}

// TestPhotoTooCostly: pictures under 1 MB whose decode would take
// hundreds of megabytes (the adversarial run's: a progressive CMYK JPEG
// and a 16-bit RGBA PNG of 6320×6320), and one over 40 megapixels, are
// refused from their header with what is wrong and what works, in each
// language.
func TestPhotoTooCostly(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	files := []struct {
		name string
		data []byte
	}{
		{"scan.jpg", costlyJPEG(6320, 6320)},
		{"scan.png", costlyPNG(6320, 6320)},
		{"pano.jpg", costlyJPEG(10000, 6000)},
	}
	for _, tt := range []struct {
		user emulator.User
		want [3][]string // for each file
	}{
		{alice, [3][]string{
			{"This picture (6320×6320, progressive JPEG, CMYK) is too large for me to read: stored this way, I can read up to 7 megapixels.", "a photo or a screenshot up to 40 megapixels works"},
			{"(6320×6320, interlaced PNG, 16 bits per channel)", "up to 7 megapixels"},
			{"This picture (10000×6000, 60 megapixels) is too large for me to read: I read pictures up to 40 megapixels."},
		}},
		{li, [3][]string{
			{"这张图片（6320×6320，渐进式 JPEG，CMYK）太大，我读不了：以这种方式保存的图片，我最多能读 700 万像素。", "4000 万像素以内的照片或截图都可以"},
			{"（6320×6320，隔行扫描 PNG，每通道 16 位）", "700 万像素"},
			{"这张图片（10000×6000，6000 万像素）太大，我读不了：我最多能读 4000 万像素的图片。"},
		}},
		{ivan, [3][]string{
			{"Эта картинка (6320×6320, прогрессивный JPEG, CMYK) слишком велика для меня: в таком виде я читаю картинки не больше 7 мегапикселей.", "подойдёт фото или скриншот до 40 мегапикселей"},
			{"(6320×6320, чересстрочный PNG, 16 бит на канал)", "не больше 7 мегапикселей"},
			{"Эта картинка (10000×6000, 60 мегапикселей) слишком велика для меня: я читаю картинки не больше 40 мегапикселей."},
		}},
	} {
		for i, f := range files {
			calls := sent(h.sendMessage(emulator.UserMessage{From: tt.user, Document: f.data, FileName: f.name}))
			var got []string
			for _, c := range calls {
				got = append(got, c.Message.Text)
			}
			if len(got) != 1 {
				t.Errorf("%s, %s: replies %q, want one", tt.user.LanguageCode, f.name, got)
				continue
			}
			for _, w := range tt.want[i] {
				if !strings.Contains(got[0], w) {
					t.Errorf("%s, %s: reply %q, want it to say %q", tt.user.LanguageCode, f.name, got[0], w)
				}
			}
		}
	}
}

// TestNewPhotoBudget: a photo budget not made by photo.NewBudget is
// refused where the bot is built, not at the first picture.
func TestNewPhotoBudget(t *testing.T) {
	opts := Options{StepLimit: 1, LogicTimeout: time.Second, MaxMessageBytes: 256, PhotoBudget: &photo.Budget{}}
	if _, err := New(nil, nil, opts); !errors.Is(err, ErrOptions) || !strings.Contains(err.Error(), "PhotoBudget") {
		t.Errorf("New with a zero photo.Budget: %v, want ErrOptions naming PhotoBudget", err)
	}
}
