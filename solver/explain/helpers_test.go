package explain

import (
	"fmt"
	"strings"
	"testing"

	"sudokubot/solver/internal/logictest"
	"sudokubot/solver/logic"
)

// The boards of solver/logic's tests (see logictest), as logic.Boards,
// and their names of steps.

func canvasBoard(t testing.TB, cellCands ...string) logic.Board {
	t.Helper()
	return logic.Board(logictest.CanvasBoard[logic.Digits](t, cellCands...))
}

func digitBoard(t *testing.T, d int, rows ...string) logic.Board {
	t.Helper()
	return logic.Board(logictest.DigitBoard[logic.Digits](t, d, rows...))
}

func candBoard(t *testing.T, spec string) logic.Board {
	t.Helper()
	return logic.Board(logictest.CandBoard[logic.Digits](t, spec))
}

func pmBoard(t testing.TB, pm string) logic.Board {
	t.Helper()
	return logic.Board(logictest.PencilMarks[logic.Digits](t, pm))
}

func gridBoard(t *testing.T, rows ...string) logic.Board {
	t.Helper()
	return logic.Board(logictest.GridBoard[logic.Digits](t, rows...))
}

func bugBoard(t *testing.T, extra map[string]string) logic.Board {
	t.Helper()
	return logic.Board(logictest.BugBoard[logic.Digits](t, extra))
}

func stepKey(s *logic.Step) string { return logictest.StepKey(s.Houses, s.Cells, s.Eliminations) }

// longestLine returns the bytes of the longest line of text.
func longestLine(text string) int {
	n := 0
	for l := range strings.SplitSeq(text, "\n") {
		n = max(n, len(l))
	}
	return n
}

// elision returns what is wrong with an explanation that skips part of its
// reasoning or points at a picture or at a page of one, or "".
func elision(text string) string {
	for _, bad := range []string{"steps later", "步推理，", "…", "...", "of the picture", "图中", "picture", "图", "картинк", "рисун", "page", "页", "страниц"} {
		if strings.Contains(text, bad) {
			return fmt.Sprintf("it says %q", bad)
		}
	}
	return ""
}
