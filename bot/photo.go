package bot

import (
	"context"
	"errors"
	"fmt"
	"html"
	"regexp"
	"strings"

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
	rd, err := b.photos.Read(data)
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
	default:
		b.askGrid(ctx, r, rd.Grid, c.Doubtful, rd.Why)
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
	b.sendPicture(ctx, r, render.Mistakes{Puzzle: given, Entries: c.Grid, Wrong: cells}, askRepairsText(c.Grid, c.Repairs, r.lang), kb, false)
}

var errDownload = errors.New("download failed")

// askGrid shows a grid that is not sure to be right, doubtful cells
// marked (with why, when why is not nil), says what is wrong and asks for
// corrections. A grid that is a proper puzzle as it is gets "✅ Looks
// right", which solves it as read.
func (b *Bot) askGrid(ctx context.Context, r request, g solver.Grid, doubtful []int, why func(int) photo.Reason) {
	var problem string
	var marked []int
	var kb messenger.Keyboard
	if err := g.Validate(); err != nil {
		var ce *solver.ConflictError
		if errors.As(err, &ce) {
			marked = ce.Cells()
		}
		problem = tr(r.lang, "digits repeat in a row, column or box", "有数字在同一行、列或宫内重复")
	} else {
		switch solver.Solve(g, solver.Options{StepLimit: b.opts.StepLimit}).Verdict() {
		case solver.NoSolution:
			problem = tr(r.lang, "this grid has no solution", "这个题目无解")
		case solver.Multiple:
			problem = tr(r.lang, "this grid has more than one solution (a digit may be missing)", "这个题目有多个解（可能漏读了数字）")
		case solver.Unknown:
			problem = tr(r.lang, "this grid is too hard to check", "这个题目太难，无法验证")
		default:
			problem = tr(r.lang, "some digits are hard to read", "有些数字不够清晰")
			kb = messenger.Keyboard{messenger.Row(messenger.Button{Text: btnLooksRight(r.lang), Data: callback{Action: actSolve, Puzzle: g, Level: 1}.encode()})}
		}
	}
	marked = append(marked, doubtful...)
	given := g
	for _, i := range marked {
		given[i] = 0
	}
	b.setPending(ctx, r.chat, g)
	reasons := map[int]string{}
	if why != nil {
		for _, i := range doubtful {
			reasons[i] = reasonText(why(i), r.lang)
		}
	}
	caption := askText(g, problem, marked, reasons, kb != nil, r.lang)
	b.sendPicture(ctx, r, render.Mistakes{Puzzle: given, Entries: g, Wrong: dedupe(marked)}, caption, b.withFix(kb, r, g, dedupe(marked)), false)
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
	if moves, err := solver.ParseMoves(strings.TrimSpace(text)); err == nil {
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

const pictureAdvice = "the whole grid, flat, filling most of the picture"

func pictureErrorText(err error, lang locale.Lang) string {
	switch {
	case errors.Is(err, photo.ErrTooLarge):
		return tr(lang,
			"This picture is too big for me (bots may download files up to 20 MB, pictures up to 40 megapixels). Send it as a photo, or a smaller picture: "+pictureAdvice+".",
			"这张图片太大了（机器人只能下载 20 MB 以内、4000 万像素以内的图片）。请以照片形式发送，或发送更小的图片：完整、平整、占满大部分画面的网格。")
	case errors.Is(err, photo.ErrUnsupported):
		return tr(lang,
			"I can't open this file as a picture. Send a photo, or a JPEG, PNG or WebP picture of "+pictureAdvice+".",
			"我无法把这个文件当作图片打开。请发送照片，或 JPEG、PNG、WebP 格式的图片：完整、平整、占满大部分画面的网格。")
	case errors.Is(err, photo.ErrNoGrid):
		return tr(lang,
			"I could not find a Sudoku grid in this picture. Send a photo of "+pictureAdvice+", or type the puzzle.",
			"我在这张图片里没有找到数独网格。请发送完整、平整、占满大部分画面的网格照片，或直接输入题目。")
	case errors.Is(err, photo.ErrCutOff):
		return tr(lang,
			"The grid seems cut off at the edge of the picture. Send a photo of "+pictureAdvice+".",
			"网格似乎在图片边缘被截断了。请发送完整、平整、占满大部分画面的网格照片。")
	default:
		return tr(lang,
			"I could not download the picture. Please send it again.",
			"图片下载失败，请重新发送。")
	}
}

func gridCode(g solver.Grid) string { return "<code>" + g.String() + "</code>" }

func readText(g solver.Grid, lang locale.Lang) string {
	return photoMark + " " + tr(lang, "I read this puzzle:", "我识别出的题目：") + "\n" + gridCode(g)
}

func correctedText(g solver.Grid, lang locale.Lang) string {
	return photoMark + " " + tr(lang, "Corrected puzzle:", "更正后的题目：") + "\n" + gridCode(g)
}

func repairText(rs []photo.Repair, lang locale.Lang) string {
	var parts []string
	for _, x := range rs {
		read, now := valueName(x.Read, lang), valueName(x.Now, lang)
		parts = append(parts, tr(lang,
			fmt.Sprintf("I read %s as %s, not %s — check it.", solver.CellName(x.Cell), now, read),
			fmt.Sprintf("我把 %s 读成了 %s，而不是 %s——请核对。", solver.CellName(x.Cell), now, read)))
	}
	return strings.Join(parts, "\n") + "\n" + tr(lang,
		"If a cell is wrong, reply to this message with the right digit, e.g. r3c5=7 (r3c5=0 empties it).",
		"如果有格子读错了，请回复这条消息写出正确的数字，例如 r3c5=7（r3c5=0 表示清空）。")
}

func valueName(v uint8, lang locale.Lang) string {
	if v == 0 {
		return tr(lang, "empty", "空格")
	}
	return fmt.Sprint(v)
}

func askText(g solver.Grid, problem string, marked []int, reasons map[int]string, looksRight bool, lang locale.Lang) string {
	var names []string
	for _, i := range dedupe(marked) {
		n := solver.CellName(i)
		if why := reasons[i]; why != "" {
			n += tr(lang, " (", "（") + why + tr(lang, ")", "）")
		}
		names = append(names, n)
	}
	s := photoMark + " " + html.EscapeString(tr(lang, "I am not sure I read this puzzle right: ", "我不确定这道题识别得对不对：")+problem+tr(lang, ".", "。"))
	// The grid comes before the list of cells, which may be long: a
	// caption cut to Telegram's limit keeps the grid a reply corrects.
	s += "\n" + gridCode(g)
	if len(names) > 0 {
		s += "\n" + html.EscapeString(tr(lang, "Cells to check (marked): ", "请核对标出的格子：")+strings.Join(names, tr(lang, ", ", "，")))
	}
	if looksRight {
		s += "\n" + html.EscapeString(tr(lang,
			"If the picture shows exactly this grid, press ✅ Looks right.",
			"如果图中正是这个题目，请点 ✅ 没错。"))
	}
	return s + "\n" + html.EscapeString(tr(lang,
		"Otherwise reply to this message with corrections such as r3c5=7 (r3c5=0 empties a cell), several separated by spaces or commas, or send the whole grid as text.",
		"否则请回复这条消息进行更正，例如 r3c5=7（r3c5=0 表示清空该格），多处更正用空格或逗号分隔；也可以直接发送完整的题目文字。"))
}

// askRepairsText says which cells the check changed to make a proper
// puzzle and asks whether the grid is right.
func askRepairsText(g solver.Grid, rs []photo.Repair, lang locale.Lang) string {
	var parts []string
	for _, x := range rs {
		read, now := valueName(x.Read, lang), valueName(x.Now, lang)
		parts = append(parts, tr(lang,
			fmt.Sprintf("%s as %s, not %s", solver.CellName(x.Cell), now, read),
			fmt.Sprintf("%s 是 %s 而不是 %s", solver.CellName(x.Cell), now, read)))
	}
	s := photoMark + " " + html.EscapeString(tr(lang,
		"As I read it, this grid has no proper solution. It has one if I read "+strings.Join(parts, "; ")+" (marked). That changes more than one cell, so please check it against the picture.",
		"按我识别的结果，这个题目没有唯一解。如果 "+strings.Join(parts, "；")+"（已标出），就有唯一解。这改动了不止一个格子，请对照图片核对。"))
	return s + "\n" + gridCode(g) + "\n" + html.EscapeString(tr(lang,
		"If the picture shows exactly this grid, press ✅ Looks right. Otherwise reply to this message with corrections such as r3c5=7 (r3c5=0 empties a cell), or send the whole grid as text.",
		"如果图中正是这个题目，请点 ✅ 没错。否则请回复这条消息进行更正，例如 r3c5=7（r3c5=0 表示清空该格），或直接发送完整的题目文字。"))
}

// reasonText says why a cell is doubtful.
func reasonText(w photo.Reason, lang locale.Lang) string {
	switch w.Kind {
	case photo.DoubtFaint:
		return tr(lang, "faint mark", "笔迹很淡")
	case photo.DoubtSmall:
		return tr(lang, "small mark: a pencil mark?", "标记很小：是铅笔标注吗？")
	case photo.DoubtAlike:
		return tr(lang, fmt.Sprintf("two digits look alike: %d or %d?", w.A, w.B), fmt.Sprintf("两个数字很像：%d 还是 %d？", w.A, w.B))
	default:
		return tr(lang, "hard to read", "看不清")
	}
}

func btnLooksRight(lang locale.Lang) string { return tr(lang, "✅ Looks right", "✅ 没错") }
