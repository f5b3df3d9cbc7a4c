package explain

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// nestedPuzzle is #9 of the forum's hardest 1106: its path has forcing
// nets with nested contradictions, the smallest of 90 links and three
// nested parts.
const nestedPuzzle = ".....5..3..9....4..81.4.......7.......4..2..68...14.3.......2...4...6..79...5..1."

// smallestNestedNet returns the forcing net with nested contradictions of
// fewest links on the path of a puzzle.
func smallestNestedNet(t *testing.T, puzzle string) *logic.Step {
	t.Helper()
	var best *logic.Step
	size := func(s *logic.Step) int {
		n := 0
		for _, ch := range s.Chains {
			n += len(ch)
		}
		return n
	}
	for _, s := range pathOf(t, puzzle) {
		if s.Technique == logic.ForcingNet && len(s.Nested) > 0 && (best == nil || size(s) < size(best)) {
			best = s
		}
	}
	if best == nil {
		t.Fatal("no forcing net with a nested contradiction on the path")
	}
	return best
}

// linkNumbers returns the numbers of the links a page's text writes
// ("7. …"), in order.
// plainLine matches the line of a placement's plain eliminations, which
// a page draws no arrow into: "3. r4c1=2 → …".
var plainLine = regexp.MustCompile(`^\d+\. r\dc\d=\d → `)

func linkNumbers(text string) []int {
	var out []int
	for _, m := range regexp.MustCompile(`(?m)^(\d+)\. `).FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(m[1])
		out = append(out, n)
	}
	return out
}

// TestNetPagesNested checks, in every language, that each nested
// contradiction of a forcing net gets pages of its own: its links all
// numbered from 1, in order, in its text and on its picture; the page of
// the fact it proves names its first page, and it names that page and the
// fact's number back; a page's picture can number all its links; and that
// the text without pictures writes the same
// links in full, with no page or picture named and nothing left out.
func TestNetPagesNested(t *testing.T) {
	s := smallestNestedNet(t, nestedPuzzle)
	en := For(locale.English).NetPages(s, 128)
	for _, lang := range locale.All() {
		w := words(lang)
		pages := For(lang).NetPages(s, 128)
		if len(pages) != len(en) {
			t.Fatalf("%v: %d pages, English %d", lang, len(pages), len(en))
		}
		// Each page in the language, naming the cells the English one
		// does.
		for k, pg := range pages {
			if msg := languageError(lang, pg.Text); msg != "" {
				t.Errorf("%v page %d: %s:\n%s", lang, k+1, msg, pg.Text)
			}
			if got, want := cellNamesIn(pg.Text), cellNamesIn(en[k].Text); !slices.Equal(got, want) {
				t.Errorf("%v page %d names cells %v, English %v:\n%s\n%s", lang, k+1, got, want, pg.Text, en[k].Text)
			}
		}
		nested := 0
		branchLinks := map[int][]int{} // branch → its links' numbers, over its pages
		for k := 0; k < len(pages); k++ {
			pg := pages[k]
			// Each number drawn is a link of the page's text, and each
			// link of the text is drawn but a placement's plain
			// eliminations ("r4c1=2 → 2 gone from row 4"), which have
			// no arrow.
			nums := linkNumbers(pg.Text)
			drawn := map[int]bool{}
			for _, n := range pg.Labels {
				if n > 0 {
					drawn[n] = true
					if !slices.Contains(nums, n) {
						t.Errorf("%v page %d: link %d numbered on the picture, not in the text:\n%s", lang, k+1, n, pg.Text)
					}
				}
			}
			for line := range strings.SplitSeq(pg.Text, "\n") {
				if n := linkNumbers(line); len(n) == 1 && !drawn[n[0]] && !plainLine.MatchString(line) {
					t.Errorf("%v page %d: link %d not numbered on the picture:\n%s", lang, k+1, n[0], pg.Text)
				}
			}
			// A picture numbers at most netPageLinks arrows: a page has
			// no more, unless one fact has.
			if len(pg.Links) > netPageLinks && len(nums) > 1 {
				t.Errorf("%v page %d: %d links into %d facts, want at most %d", lang, k+1, len(pg.Links), len(nums), netPageLinks)
			}
			if pg.Nested == 0 {
				if pg.Parent != 0 {
					t.Errorf("%v page %d of a branch: Parent %d", lang, k+1, pg.Parent)
				}
				branchLinks[pg.Branch] = append(branchLinks[pg.Branch], nums...)
				continue
			}
			// A nested part: its pages in a run, links 1 to n.
			nested++
			nc := s.Nested[pg.Nested-1]
			opp := nc.Fact
			opp.On = !opp.On
			fact := netLitText(nc.Fact, lang)
			var all []int
			j := k
			for ; j < len(pages) && pages[j].Nested == pg.Nested; j++ {
				all = append(all, linkNumbers(pages[j].Text)...)
			}
			facts := nestedFacts(nestedNet{nc, netDetail(s).Nested[pg.Nested-1]})
			lines := netLineFacts(facts)
			for i, n := range all {
				if n != i+1 {
					t.Fatalf("%v pages %d to %d: links %v, want 1 to %d in order", lang, k+1, j, all, len(lines))
				}
			}
			if len(all) != len(lines) {
				t.Errorf("%v pages %d to %d: %d links, want the %d lines of the part's %d facts", lang, k+1, j, len(all), len(lines), len(facts))
			}
			// The page before that names it, and the fact's number there.
			parent, link := -1, 0
			for i := k - 1; i >= 0 && parent < 0; i-- {
				if pages[i].Nested == 0 && strings.Contains(pages[i].Text, w.netSeePage(k+1)) {
					parent = i
					for line := range strings.SplitSeq(pages[i].Text, "\n") {
						if strings.HasSuffix(line, fact+w.netSeePage(k+1)) {
							link = linkNumbers(line + "\n")[0]
						}
					}
				}
			}
			if parent < 0 || link == 0 {
				t.Fatalf("%v: no page before page %d says that it shows why %s", lang, k+1, fact)
			}
			for i := k; i < j; i++ {
				if pages[i].Parent != parent+1 {
					t.Errorf("%v page %d: Parent %d, want %d", lang, i+1, pages[i].Parent, parent+1)
				}
			}
			if want := w.netNestedHead(fact, netLitText(opp, lang), link, parent+1); !strings.HasPrefix(pg.Text, want) {
				t.Errorf("%v page %d starts\n%s\nwant\n%s", lang, k+1, pg.Text, want)
			}
			if want := w.netNestedDone(fact, link, parent+1); !strings.HasSuffix(pages[j-1].Text, want) {
				t.Errorf("%v page %d ends\n%s\nwant\n%s", lang, j, pages[j-1].Text, want)
			}
			k = j - 1
		}
		if nested != len(s.Nested) {
			t.Errorf("%v: %d nested parts on pages of their own, want %d", lang, nested, len(s.Nested))
		}
		for b, nums := range branchLinks {
			for i, n := range nums {
				if n != i+1 {
					t.Fatalf("%v branch %d: links %v, want 1 to %d in order", lang, b, nums, len(nums))
				}
			}
		}
		// The text without pictures: every link, the nested ones
		// numbered under their fact, no page, no picture, no elision.
		for what, text := range map[string]string{"explanation": For(lang).Explain(s), "line": For(lang).Line(s), "hint 3": For(lang).Hint(s, 3)} {
			if msg := elision(text); msg != "" {
				t.Errorf("%v %s: %s:\n%s", lang, what, msg, text)
			}
			for page := 1; page <= len(pages); page++ {
				if strings.Contains(text, w.netSeePage(page)) {
					t.Errorf("%v %s names page %d:\n%s", lang, what, page, text)
				}
			}
			for k, nc := range s.Nested {
				facts := nestedFacts(nestedNet{nc, netDetail(s).Nested[k]})
				link := 0
				bf := branchFactsOf(s, nc.Branch)
				first := 1
				if len(s.Chains) == 1 && len(proofHead(s.Chains[0][0].From, bf)) > 0 {
					first = 0 // the first line is said with the assumption
				}
				for i, at := range netLineFacts(bf) {
					if bf[at[0]].node == nc.Fact {
						link = i + first
					}
				}
				for i := range netLineFacts(facts) {
					if !strings.Contains(text, fmt.Sprintf("\n       %d.%d. ", link, i+1)) {
						t.Errorf("%v %s lacks link %d.%d:\n%s", lang, what, link, i+1, text)
					}
				}
			}
		}
	}
}

// branchFactsOf returns the facts of branch b of a net that its text
// writes.
func branchFactsOf(s *logic.Step, b int) []branchFact {
	_, facts := branchFacts(netDetail(s).Branches[b])
	return usedFacts(facts)
}

// TestNetLines checks, on the forcing nets of two puzzles' paths, that
// the text of a net has as many numbered lines as logic.NetLines, the
// written length by which the search picks a net, says: a line per fact,
// one for a placement's plain eliminations (on the placement's line, or
// on one line for the assumption's), and one for a pattern of locked
// candidates; and that no plain elimination has a line of its own when
// its placement has one.
func TestNetLines(t *testing.T) {
	numbered := regexp.MustCompile(`(?m)^ +\d+(\.\d+)*\. `)
	nets := 0
	for _, puzzle := range []string{nestedPuzzle, "800000000003600000070090200050007000000045700000100030001000068008500010090000400"} {
		for k, s := range pathOf(t, puzzle) {
			if s.Technique != logic.ForcingNet {
				continue
			}
			nets++
			text := For(locale.English).Explain(s)
			// (A contradiction may say its first line with its
			// assumption: netProof.)
			head := 0
			if len(s.Chains) == 1 && len(proofHead(s.Chains[0][0].From, branchFactsOf(s, 0))) > 0 {
				head = 1
			}
			if got, want := len(numbered.FindAllString(text, -1))+head, logic.NetLines(s); got != want {
				t.Errorf("%s step %d: %d numbered lines, NetLines %d:\n%s", puzzle, k+1, got, want, text)
			}
			// Per part (a branch, or a nested contradiction "7.…"), the
			// placements its numbered lines derive.
			derived := map[string]bool{}
			for _, m := range regexp.MustCompile(`(?m)^ +((?:\d+\.)*)\d+\. .*→ (r\dc\d=\d) \(`).FindAllStringSubmatch(text, -1) {
				derived[m[1]+m[2]] = true
			}
			for _, m := range regexp.MustCompile(`(?m)^ +((?:\d+\.)*)\d+\. (r\dc\d=\d) → (r\dc\d≠\d \(same|\d+ gone|[\d and]+ gone)`).FindAllStringSubmatch(text, -1) {
				if derived[m[1]+m[2]] {
					t.Errorf("%s step %d: a plain elimination of %s, a placement with a line, on a line of its own:\n%s", puzzle, k+1, m[2], text)
				}
			}
		}
	}
	if nets < 3 {
		t.Errorf("%d forcing nets on the paths, want at least 3", nets)
	}
}

// TestNetUnusedFactsLeftOut checks that a fact no later link uses is not
// written: of the assumption r1c1=1's eliminations, r1c5≠1 leads nowhere.
func TestNetUnusedFactsLeftOut(t *testing.T) {
	node := func(c, d int, on bool) logic.Node { return logic.Node{Digit: d, Cells: logic.CellsOf(c), On: on} }
	a := node(0, 1, true)                                                  // r1c1=1
	x, unused, y := node(1, 1, false), node(4, 1, false), node(1, 2, true) // r1c2≠1, r1c5≠1, r1c2=2
	z := node(1, 2, false)                                                 // r1c2≠2: the clash
	peer := func(n, cause logic.Node) logic.NetFact {
		return logic.NetFact{Node: n, Rule: logic.FactPeer, Causes: []logic.Node{cause}, House: houseOf(0)}
	}
	_, facts := branchFacts(logic.NetBranch{Assume: a, Facts: []logic.NetFact{
		peer(x, a), peer(unused, a),
		{Node: y, Rule: logic.FactNaked, Causes: []logic.Node{x, x}},
		{Node: z, Rule: logic.FactNested, Causes: []logic.Node{a}},
	}})
	kept := usedFacts(facts)
	for _, f := range kept {
		if f.node == unused {
			t.Errorf("usedFacts keeps %v, which no later fact uses: %v", unused, kept)
		}
	}
	if len(kept) != len(facts)-1 {
		t.Errorf("usedFacts kept %d of %d facts, want all but one", len(kept), len(facts))
	}
	_, per, _ := netFactLines(kept, "", netIndent, 1, nil, nil, false, locale.English)
	var text []string
	for _, l := range per {
		text = append(text, l...)
	}
	if s := strings.Join(text, "\n"); strings.Contains(s, "r1c5") || strings.Contains(s, "column 5") {
		t.Errorf("the text names the unused fact r1c5≠1:\n%s", s)
	}
}

// TestNetClashOnLastLine checks that a net written whole ends each part,
// the branch and every nested contradiction, on its last numbered line,
// which names the earlier link it contradicts ("16. … → r5c6=2 (…), which
// contradicts link 15 (r5c6≠2)"), rather than on a closing line of its
// own (but for a nested contradiction that ends in no fact of its own,
// see nestedLines); and that a contradiction says first what it shows,
// with no closing line after its links.
func TestNetClashOnLastLine(t *testing.T) {
	s := smallestNestedNet(t, nestedPuzzle)
	text := explainOwn(words(locale.English), s) // without the single it leaves
	lines := strings.Split(text, "\n")
	if !strings.Contains(lines[0], "To show ") {
		t.Errorf("the net does not say first what it shows:\n%s", text)
	}
	numbered := regexp.MustCompile(`^ +(\d+(?:\.\d+)*)\. `)
	depth := func(l string) int {
		m := numbered.FindStringSubmatch(l)
		if m == nil {
			return -1
		}
		return strings.Count(m[1], ".")
	}
	// A nested contradiction whose assumption takes the last place (or
	// candidate) left by facts of the net before it ends in no fact of
	// its own to contradict: a closing line after its last, and only
	// there, says so.
	emptied := regexp.MustCompile(`^ +So \d+ has no place left in (row|column|box) \d, a contradiction\.$|^ +So r\dc\d has no candidate left, a contradiction\.$`)
	closes := map[int]bool{} // the lines a closing line follows
	for i, l := range lines {
		if emptied.MatchString(l) && i > 0 && depth(lines[i-1]) >= 1 {
			closes[i-1] = true
			continue
		}
		if strings.Contains(l, "would be") || strings.Contains(l, "no candidate left") || strings.Contains(l, "no place left") || strings.HasPrefix(l, "Therefore") {
			t.Errorf("a closing line of its own, %q:\n%s", l, text)
		}
	}
	// Each part's last line, the branch's (the text's last) and each
	// nested contradiction's (the line before its parent's next line),
	// names the link it contradicts, or is followed by its closing line.
	clash := regexp.MustCompile(`, which contradicts link \d+(\.\d+)* \(r\dc\d[=≠]\d\)\.?$`)
	next := func(i int) int { // the depth of the next numbered line
		for j := i + 1; j < len(lines); j++ {
			if d := depth(lines[j]); d >= 0 {
				return d
			}
		}
		return -1
	}
	ends := 0
	for i, l := range lines {
		d := depth(l)
		if d < 0 {
			continue
		}
		if next(i) < d {
			ends++
			if !clash.MatchString(l) && !closes[i] {
				t.Errorf("the last line of a part does not name the link it contradicts: %q\n%s", l, text)
			}
		}
	}
	if want := len(s.Nested) + 1; ends != want {
		t.Errorf("%d parts end, want %d (the branch and %d nested):\n%s", ends, want, len(s.Nested), text)
	}
}

// TestNetPagesNumbering checks that the pages of a contradiction net
// number its links as its text does: when the text says the first line
// with the assumption (netProof), the pages do too, so that link N of a
// page is link N of "All steps as text", in every language, and the
// numbers on the picture agree.
func TestNetPagesNumbering(t *testing.T) {
	s := smallestNestedNet(t, nestedPuzzle)
	if len(s.Chains) != 1 || len(proofHead(s.Chains[0][0].From, branchFactsOf(s, 0))) == 0 {
		t.Fatal("the net does not say its first line with its assumption: pick another")
	}
	top := regexp.MustCompile(`(?m)^   (\d+)\. ([^→\n]*→ [^ ,，（(\n]+)`)
	for _, lang := range locale.All() {
		text := map[string]string{}
		for _, m := range top.FindAllStringSubmatch(For(lang).Explain(s), -1) {
			text[m[1]] = m[2]
		}
		maxLabel := 0
		for i, pg := range For(lang).NetPages(s, 128) {
			if pg.Nested != 0 {
				continue
			}
			for _, m := range top.FindAllStringSubmatch(pg.Text, -1) {
				if want, ok := text[m[1]]; !ok || want != m[2] {
					t.Errorf("%v page %d: link %s reads %q, the text's %q", lang, i+1, m[1], m[2], want)
				}
			}
			for _, l := range pg.Labels {
				maxLabel = max(maxLabel, l)
			}
		}
		if want := len(text); maxLabel != want {
			t.Errorf("%v: the pictures number links up to %d, the text %d", lang, maxLabel, want)
		}
	}
}

// TestNetPagesFit checks that every page of every forcing net on the
// paths of two puzzles whose nets nest, in every language, takes at most
// NetPageText characters (the caption it is sent in) and netPageLinks
// links, unless one fact has more; and that every language has the same
// pages. The second's long nested parts fill pages to the characters'
// bound in Russian.
func TestNetPagesFit(t *testing.T) {
	steps := append(pathOf(t, nestedPuzzle), pathOf(t, "..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8")...)
	nets, longest := 0, map[locale.Lang]int{}
	for i, s := range steps {
		if s.Technique != logic.ForcingNet {
			continue
		}
		nets++
		en := For(locale.English).NetPages(s, 128)
		for _, lang := range locale.All() {
			pages := For(lang).NetPages(s, 128)
			if len(pages) != len(en) {
				t.Fatalf("step %d, %v: %d pages, English %d", i+1, lang, len(pages), len(en))
			}
			for k, pg := range pages {
				n := utf8.RuneCountInString(pg.Text)
				longest[lang] = max(longest[lang], n)
				if n > NetPageText {
					t.Errorf("step %d, %v page %d: %d characters, want at most %d:\n%s", i+1, lang, k+1, n, NetPageText, pg.Text)
				}
				if nums := linkNumbers(pg.Text); len(pg.Links) > netPageLinks && len(nums) > 1 {
					t.Errorf("step %d, %v page %d: %d links into %d facts, want at most %d", i+1, lang, k+1, len(pg.Links), len(nums), netPageLinks)
				}
			}
		}
	}
	if nets == 0 {
		t.Fatal("no forcing net on the path")
	}
	t.Logf("%d nets; the longest page in characters: %v", nets, longest)
}

// pathOf returns the steps of the explained solution of puzzle.
func pathOf(t *testing.T, puzzle string) []*logic.Step {
	t.Helper()
	g, err := solver.Parse(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	return p.Steps
}

// TestNetPageLines checks how a walk-through page writes a net's links,
// beside a picture that draws them, in every language, on the pages of
// every forcing net of a path: a single's line names its rule and not the
// facts it follows from ("9. r5c6=4 (only place in column 6)", no "→");
// a placement's line names no other candidate of its own cell (a placed
// digit has none); and a line that ends its part in a contradiction
// with a link placing a digit in the cell the line names says what that
// link's line says (the placement, not the candidate the page leaves
// out).
func TestNetPageLines(t *testing.T) {
	var nets []*logic.Step
	for _, s := range pathOf(t, nestedPuzzle) {
		if s.Technique == logic.ForcingNet {
			nets = append(nets, s)
		}
	}
	numbered := regexp.MustCompile(`^(\d+)\. (r\dc\d)[=≠]\d`)
	clashRef := regexp.MustCompile(`^\D*(\d+)\D*?((r\dc\d)[=≠]\d)`)
	for _, lang := range locale.All() {
		w := words(lang)
		// ", which contradicts link ", and " (only place in row 1)", ….
		clashAt, _, _ := strings.Cut(w.netClashLink("\x00", ""), "\x00")
		var hidden []string
		for h := range 27 {
			hidden = append(hidden, w.netFactHidden(h))
		}
		singles, clashes := 0, 0
		for i, s := range nets {
			pages := For(lang).NetPages(s, 128)
			// The lines of each part (a branch, or a nested part), by
			// number, over its pages (a branch's are apart, with the
			// pages of its nested parts between them).
			parts := map[[2]int]map[int]string{}
			for k, pg := range pages {
				key := [2]int{pg.Branch, pg.Nested}
				if parts[key] == nil {
					parts[key] = map[int]string{}
				}
				part := parts[key]
				for line := range strings.SplitSeq(pg.Text, "\n") {
					m := numbered.FindStringSubmatch(line)
					if m == nil {
						continue
					}
					n, _ := strconv.Atoi(m[1])
					part[n] = line
					said, clash, isClash := strings.Cut(line, clashAt)
					if isClash {
						// "12 (r6c1=5)": link 12, and what of it the
						// line names. When link 12 places a digit in
						// that cell, it names the placement, which the
						// line of link 12 says.
						m := clashRef.FindStringSubmatch(clash)
						if m == nil {
							t.Errorf("%v net %d page %d: %q names no link it contradicts", lang, i+1, k+1, line)
							continue
						}
						ln, _ := strconv.Atoi(m[1])
						before, ok := part[ln]
						placed := numbered.FindStringSubmatch(before)
						if !ok || !strings.Contains(before, m[2]) && placed != nil && placed[2] == m[3] {
							t.Errorf("%v net %d page %d: %q names %s of link %d, whose line is %q", lang, i+1, k+1, line, m[2], ln, before)
						}
						clashes++
					}
					if strings.Contains(said, w.netFactNaked()) || slices.ContainsFunc(hidden, func(r string) bool { return strings.Contains(said, r) }) {
						singles++
						if strings.Contains(said, "→") {
							t.Errorf("%v net %d page %d: %q, a single, names the facts it follows from", lang, i+1, k+1, line)
						}
					}
					if strings.Contains(said, "→") {
						continue // causes and what follows, or the assumption's eliminations
					}
					if c := strings.Count(said, m[2]); c != 1 {
						t.Errorf("%v net %d page %d: %q names its cell %s %d times", lang, i+1, k+1, line, m[2], c)
					}
				}
			}
		}
		if singles == 0 || clashes == 0 {
			t.Errorf("%v: %d lines of singles, %d contradictions on the pages: the path no longer has what this test checks", lang, singles, clashes)
		}
	}
}
