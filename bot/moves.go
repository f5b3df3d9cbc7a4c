package bot

import (
	"context"
	"fmt"
	"strings"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// A person may record their progress in the chat's current puzzle as
// text: moves like "r3c5=7" (0 clears a cell), or a row as it stands,
// "r3=4.5..7..." (solver.ParseMoves reads them). /check then compares
// them with the solution, and /hint and /steps go on from them.

// saveEntries records a person's entries in the chat's current puzzle,
// if it is still puzzle.
func (b *Bot) saveEntries(ctx context.Context, chat int64, puzzle, entries solver.Grid) {
	st := b.loadChat(ctx, chat)
	if st.Puzzle != puzzle {
		return
	}
	if st.Entries != entries {
		// Another grid: the hints start again from it.
		st.Entries, st.Step, st.Level = entries, 0, 0
	}
	b.saveChat(ctx, chat, st)
}

// recordMoves writes moves into the chat's current puzzle and says what
// was recorded. A move that would change a given is refused, with the
// others of its message.
func (b *Bot) recordMoves(ctx context.Context, r request, moves []solver.Move) {
	st := b.loadChat(ctx, r.chat)
	if !st.hasPuzzle() {
		b.reply(ctx, r.chat, r.group, r.replyTo, tr(r.lang,
			"Send me a puzzle first: moves like r3c5=7 are recorded in the puzzle you are solving.",
			"请先发一道题：像 r3c5=7 这样的填数会记录在你正在解的题目里。"))
		return
	}
	var givens []string
	var written []string
	entries := st.Entries
	for _, mv := range moves {
		if g := st.Puzzle[mv.Cell]; g != 0 {
			// A row as it stands repeats the givens, or leaves them out.
			if mv.Digit != 0 && mv.Digit != g {
				givens = append(givens, fmt.Sprintf("%s (%d)", solver.CellName(mv.Cell), g))
			}
			continue
		}
		if entries[mv.Cell] != mv.Digit {
			entries[mv.Cell] = mv.Digit
			if mv.Digit == 0 {
				written = append(written, tr(r.lang, solver.CellName(mv.Cell)+" cleared", solver.CellName(mv.Cell)+"已清空"))
			} else {
				written = append(written, fmt.Sprintf("%s = %d", solver.CellName(mv.Cell), mv.Digit))
			}
		}
	}
	if len(givens) > 0 {
		b.reply(ctx, r.chat, r.group, r.replyTo, tr(r.lang,
			fmt.Sprintf("Nothing recorded: %s %s given and cannot change.", strings.Join(givens, ", "), plural(len(givens), "is", "are")),
			fmt.Sprintf("没有记录：%s是题目的已知数，不能改动。", strings.Join(givens, "、"))))
		return
	}
	if st.Entries != entries {
		// Another grid: the hints start again from it.
		st.Entries, st.Step, st.Level = entries, 0, 0
	}
	b.saveChat(ctx, r.chat, st)
	filled, empty := 0, 0
	for i, v := range st.Puzzle {
		if v == 0 {
			empty++
			if entries[i] != 0 {
				filled++
			}
		}
	}
	b.reply(ctx, r.chat, r.group, r.replyTo, movesText(written, filled, empty, r.lang))
}

func movesText(written []string, filled, empty int, lang logic.Lang) string {
	head := tr(lang, "Nothing new to record.", "没有新的内容需要记录。")
	if len(written) > 0 {
		shown := written[:min(len(written), 12)]
		list := strings.Join(shown, tr(lang, ", ", "，"))
		if n := len(written) - len(shown); n > 0 {
			list += tr(lang, fmt.Sprintf(" and %d more", n), fmt.Sprintf("等（另有%d格）", n))
		}
		head = tr(lang, "Recorded: "+list+".", "已记录："+list+"。")
	}
	return head + tr(lang,
		fmt.Sprintf(" %d of %d empty cells filled. /check compares them with the solution; /hint goes on from them.", filled, empty),
		fmt.Sprintf("%d个空格中已填%d格。/check 与答案核对；/hint 从这里继续提示。", empty, filled))
}
