package explain

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// TestNetMeasure prints, for each forcing chain or net of the first
// NETMEASURE_N puzzles of the file NETMEASURE_FILE, its lines of text and
// its pages in the walk-through (a measurement, not a check).
func TestNetMeasure(t *testing.T) {
	file := os.Getenv("NETMEASURE_FILE")
	if file == "" {
		t.Skip("NETMEASURE_FILE not set")
	}
	n := 40
	fmt.Sscan(os.Getenv("NETMEASURE_N"), &n)
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	var lines, pages []int
	for k := 0; k < n && sc.Scan(); k++ {
		g, err := solver.Parse(sc.Text()[:81])
		if err != nil {
			t.Fatal(err)
		}
		p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, true)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range p.Steps {
			if s.Technique != logic.ForcingNet && !strings.Contains(s.Technique.String(), "Forcing") {
				continue
			}
			text := For(locale.English).Line(s)
			nl := strings.Count(text, "\n")
			pg := For(locale.English).NetPages(s, 128)
			var fill, links []int
			for _, x := range pg {
				fill = append(fill, utf8.RuneCountInString(x.Text))
				links = append(links, len(x.Links))
			}
			slices.Sort(fill)
			slices.Sort(links)
			med := func(a []int) int {
				if len(a) == 0 {
					return 0
				}
				return a[len(a)/2]
			}
			nestedLines := 0
			for _, nc := range s.Nested {
				l := logic.NetLines(&logic.Step{Technique: logic.ForcingNet, Chains: []logic.Chain{nc.Chain}})
				nestedLines += l
			}
			kind := ""
			if d := netDetail(s); d != nil {
				kind = fmt.Sprint(d.Kind)
			}
			fmt.Printf("NET p%d s%d %v kind=%s br=%d lines=%d chars=%d netlines=%d nested=%d nestedlines~%d pages=%d pagechars-med=%d pagelinks-med=%d\n",
				k+1, i+1, s.Technique, kind, len(s.Chains), nl, utf8.RuneCountInString(text), logic.NetLines(s), len(s.Nested), nestedLines, len(pg), med(fill), med(links))
			lines = append(lines, nl)
			if s.Technique == logic.ForcingNet {
				pages = append(pages, len(pg))
			}
		}
	}
	slices.Sort(lines)
	slices.Sort(pages)
	q := func(a []int, f float64) int { return a[min(len(a)-1, int(float64(len(a))*f))] }
	over := len(pages) - sort.SearchInts(pages, 21)
	fmt.Printf("SUMMARY nets=%d lines max=%d median=%d p90=%d; net pages n=%d max=%d median=%d p90=%d, %d of more than 20\n",
		len(lines), lines[len(lines)-1], q(lines, 0.5), q(lines, 0.9), len(pages), pages[len(pages)-1], q(pages, 0.5), q(pages, 0.9), over)
}
