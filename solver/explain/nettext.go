package explain

import (
	"fmt"
	"slices"
	"strings"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"unicode/utf8"
)

// The explanation of a forcing net, written out link by link: each fact a
// branch derives on a numbered line, with the facts it follows from and
// why ("2. r1c7≠3, r1c9≠3 → r3c9=3 (only place in box 3)"), the
// plain eliminations of a placement on the placement's line (", so 3 gone
// from row 3") and those of the assumption on one line, the eliminations
// of one pattern of locked candidates on one line (see netlines.go), a
// nested contradiction as numbered lines of its own under the fact it
// proves, and nothing left out that a later link uses, so that the text
// can be followed without a picture. A walk-through page, beside its
// picture, writes a single without the facts it follows from and a
// placement without its own cell's other candidates (see
// netFactLines).

// netIndent starts each line of a net's links, to set them apart from the
// numbered steps of a solution; a walk-through page, which holds one net
// alone, goes without (it takes room from a page's NetPageText characters).
const netIndent = "   "

// netLitText says a fact tightly, as a link of a net does: "r1c4=3",
// "r1c7≠3".
func netLitText(n logic.Node, lang locale.Lang) string {
	if c := n.Cell(); c >= 0 {
		if n.On {
			return fmt.Sprintf("%s=%d", cellName(c), n.Digit)
		}
		return fmt.Sprintf("%s≠%d", cellName(c), n.Digit)
	}
	return nodeText(n, lang)
}

// netReason says why a fact of a net holds, in brackets.
func netReason(f branchFact, lang locale.Lang) string {
	w := netWordsFor(lang)
	d := f.node.Digit
	switch f.rule {
	case logic.FactNaked:
		return w.netFactNaked()
	case logic.FactHidden:
		return w.netFactHidden(f.house)
	case logic.FactLocked:
		return w.netReasonLocked(d, f.house, f.house2)
	case logic.FactCell:
		return w.netReasonCell()
	case logic.FactPeer:
		return w.netReasonPeer(f.house)
	}
	return ""
}

// netFactLines writes the facts of a branch (or of a nested
// contradiction) as numbered lines, the plain eliminations of a placement
// on one line (see netLineFacts), the lines of each numbered line apart
// (a nested fact has the lines of its contradiction too, numbered under
// its own), prefix before each number ("" or "7."), indent before each
// line, and the closing lines: how it ends in a contradiction, if it does.
// The lines are numbered from first: from 0 when the caller writes the
// first line elsewhere (see explainNet), and no other line names it.
// nested holds the chains behind the branch's nested facts. It returns
// the facts of each numbered line too.
// With page not nil, a nested fact whose chain is in nested has one line,
// which names the page that proves it, page(fact), instead of the lines
// of its contradiction and the facts it rests on (that page keeps the
// links before it in force).
// With onPage, the lines are a walk-through page's, beside a picture that
// draws the links into each fact and marks the candidates each takes: a
// single's line leaves out the facts it follows from ("r5c6=4 (only
// place in column 6)"), which its rule names (the cell's other
// candidates, the digit's other places in the house) and earlier lines
// say; a placement's line leaves out the other candidates of its own cell
// (a placed digit has none), and says only the houses it takes its digit
// from.
func netFactLines(facts []branchFact, prefix, indent string, first int, nested map[logic.Node]nestedNet, page func(logic.Node) int, onPage bool, lang locale.Lang) (lines [][]int, per [][]string, end []string) {
	w := netWordsFor(lang)
	num := map[logic.Node]string{}
	lines = netLineFacts(facts)
	for k, at := range lines {
		n := fmt.Sprintf("%s%d", prefix, k+first)
		for _, i := range at {
			num[facts[i].node] = n
		}
		f := facts[at[0]]
		line := indent + n + ". "
		place, plain := plainCause(f)
		if !plain {
			place = f.node
		}
		var group []branchFact // the plain eliminations of place
		for _, i := range at {
			if _, ok := plainCause(facts[i]); ok {
				if onPage && !plain && facts[i].node.Cell() == place.Cell() {
					continue // see netFactLines
				}
				group = append(group, facts[i])
			}
		}
		if plain && len(group) > 1 {
			// The assumption's eliminations.
			per = append(per, []string{line + netLitText(place, lang) + " → " + goneText(place, group, lang)})
			continue
		}
		// A placement's own eliminations follow on its line.
		var then string
		switch {
		case plain:
		case len(group) == 1:
			then = w.netThen(netLitText(group[0].node, lang) + netReason(group[0], lang))
		case len(group) > 1:
			then = w.netThen(goneText(place, group, lang))
		}
		nc, ok := nested[f.node]
		ok = ok && len(nc.Chain) > 0
		if f.rule == logic.FactNested && ok && page != nil {
			// Its pages say what it rests on: the links before it.
			per = append(per, []string{line + netLitText(f.node, lang) + w.netSeePage(page(f.node))})
			continue
		}
		var causes []string
		for _, c := range f.causes {
			causes = append(causes, netLitText(c, lang))
		}
		if onPage && (f.rule == logic.FactNaked || f.rule == logic.FactHidden) {
			causes = nil
		}
		if len(causes) > 0 {
			line += w.netCauses(causes) + " → "
		}
		line += netLitText(f.node, lang)
		if f.rule == logic.FactLocked {
			for _, i := range at[1:] {
				line += w.netAnd() + netLitText(facts[i].node, lang)
			}
		}
		if f.rule == logic.FactNested && ok {
			opp := f.node
			opp.On = !opp.On
			line += w.netNestedBecause(netLitText(opp, lang))
			_, sub, subEnd := nestedLines(nc, n+".", indent+"    ", false, lang)
			all := []string{line}
			for _, l := range sub {
				all = append(all, l...)
			}
			per = append(per, append(all, subEnd...))
			continue
		}
		if f.rule == logic.FactNested {
			opp := f.node
			opp.On = !opp.On
			line += w.netNestedWould(netLitText(opp, lang))
		} else {
			line += netReason(f, lang) + then
		}
		per = append(per, []string{line})
	}
	if len(facts) == 0 {
		return lines, per, nil
	}
	last := facts[len(facts)-1].node
	opposite := last
	opposite.On = !last.On
	if _, ok := num[opposite]; ok && last.Cell() >= 0 {
		k, n := len(per)-1, fmt.Sprintf("%s%d", prefix, len(lines)-1+first)
		if num[opposite] == n {
			last, opposite = opposite, last
		}
		if num[last] == n && num[opposite] != n && len(per[k]) == 1 {
			// The last line says the contradiction itself: its fact
			// against an earlier one (on a page, which leaves out a
			// placement's own cell, the placement that takes it).
			said := opposite
			if onPage {
				if i := slices.IndexFunc(facts, func(f branchFact) bool { return f.node == opposite }); i >= 0 {
					if c, ok := plainCause(facts[i]); ok && c.Cell() == opposite.Cell() && c.On {
						said = c
					}
				}
			}
			per[k][0] += w.netClashLink(num[opposite], netLitText(said, lang))
			return lines, per, nil
		}
		on, off := num[onOf(last, opposite)], num[offOf(last, opposite)]
		end = append(end, indent+w.netLinkClash(cellName(last.Cell()), last.Digit, on, off))
	}
	return lines, per, end
}

// A nestedNet is the contradiction behind a nested fact of a net: its
// chain and its structure.
type nestedNet struct {
	logic.NestedChain
	branch logic.NetBranch
}

// nestedFacts reads the facts of a nested contradiction in order, those
// its contradiction uses (see usedFacts).
func nestedFacts(nc nestedNet) []branchFact {
	_, sub := branchFacts(nc.branch)
	return usedFacts(sub)
}

// nestedLines writes the facts of a nested contradiction as numbered
// lines (see netFactLines: onPage for its pages) and how it ends. A
// contradiction that empties a cell or a house with the facts of the
// branch before it ends in no fact and its opposite: its last fact
// removes the last candidate of its cell, or the last place of its digit
// in a house (NoPlace), and the closing line says so.
func nestedLines(nc nestedNet, prefix, indent string, onPage bool, lang locale.Lang) (lines [][]int, per [][]string, end []string) {
	facts := nestedFacts(nc)
	lines, per, end = netFactLines(facts, prefix, indent, 1, nil, nil, onPage, lang)
	if len(end) > 0 || len(facts) == 0 {
		return lines, per, end
	}
	w := netWordsFor(lang)
	last := facts[len(facts)-1].node
	opposite := last
	opposite.On = !last.On
	if last.Cell() >= 0 && slicesContainsNode(facts, opposite) {
		return lines, per, end // its last line says the contradiction
	}
	switch {
	case last.On || last.Cell() < 0:
	case nc.branch.NoPlace != nil:
		end = append(end, indent+sentence(w.netNoPlace(last.Digit, houseNum(*nc.branch.NoPlace)), lang))
	default:
		end = append(end, indent+sentence(w.netNoCandidate(cellName(last.Cell())), lang))
	}
	return lines, per, end
}

func onOf(a, b logic.Node) logic.Node {
	if a.On {
		return a
	}
	return b
}

func offOf(a, b logic.Node) logic.Node {
	if a.On {
		return b
	}
	return a
}

// explainNet explains a forcing net: what it starts from, each branch
// link by link, and what follows.
func explainNet(s *logic.Step, d *logic.NetDetail, main int, lang locale.Lang) string {
	var sb strings.Builder
	w := netWordsFor(lang)
	sb.WriteString(w.netLastResort(techniqueName(s.Technique, lang)))
	if d.Kind == logic.ForcingContradiction && len(s.Chains) == 1 {
		sb.WriteString(netProof(s, d, lang))
		return sb.String()
	}
	sb.WriteString(netOpening(s, d.Kind, main, lang))
	for _, b := range netBranches(s, d, nil, lang) {
		sb.WriteString(b.head)
		for _, l := range b.per {
			for _, x := range l {
				sb.WriteString("\n")
				sb.WriteString(x)
			}
		}
		for _, x := range b.end {
			sb.WriteString("\n")
			sb.WriteString(x)
		}
		sb.WriteString(b.after)
	}
	sb.WriteString("\n")
	sb.WriteString(netClosing(s, d.Kind, lang))
	return sb.String()
}

// netProof writes a contradiction net of one branch whole, as a proof:
// what it shows and the assumption first, with the assumption's plain
// eliminations when they have the first line and no line names it
// (", so 7 gone from row 3, column 3 and box 1"), then the numbered
// lines, the last of which says the contradiction when it can
// (netFactLines).
func netProof(s *logic.Step, d *logic.NetDetail, lang locale.Lang) string {
	w := netWordsFor(lang)
	assume, facts := branchFacts(d.Branches[0])
	facts = usedFacts(facts)
	nested := map[logic.Node]nestedNet{}
	for k, nc := range s.Nested {
		if nc.Branch == 0 && k < len(d.Nested) {
			nested[nc.Fact] = nestedNet{nc, d.Nested[k]}
		}
	}
	first, then := 1, ""
	switch group := proofHead(assume, facts); len(group) {
	case 0:
	case 1:
		first, then = 0, w.netThen(netLitText(group[0].node, lang)+netReason(group[0], lang))
	default:
		first, then = 0, w.netThen(goneText(assume, group, lang))
	}
	own := own(s)
	var sb strings.Builder
	sb.WriteString(w.netProve(conclusionText(own, lang), result(own, lang), litText(assume, lang), then))
	_, per, end := netFactLines(facts, "", netIndent, first, nested, nil, false, lang)
	if first == 0 {
		per = per[1:]
	}
	all := append(slices.Concat(per...), end...)
	for _, l := range all {
		sb.WriteString("\n")
		sb.WriteString(l)
	}
	if len(end) == 0 && len(all) > 0 {
		// Its last numbered line ends the proof.
		return sentence(sb.String(), lang)
	}
	return sb.String()
}

// proofHead returns the facts of a contradiction's first line that
// netProof says with its assumption: all of them when they are the
// assumption's plain eliminations, others follow and none of them is
// the contradiction's; otherwise none.
func proofHead(assume logic.Node, facts []branchFact) []branchFact {
	lines := netLineFacts(facts)
	if len(lines) < 2 {
		return nil
	}
	last := facts[len(facts)-1].node
	opposite := last
	opposite.On = !last.On
	var group []branchFact
	for _, i := range lines[0] {
		if p, ok := plainCause(facts[i]); !ok || p != assume || facts[i].node == last || facts[i].node == opposite {
			return nil
		}
		group = append(group, facts[i])
	}
	return group
}

// netOpening says what a net starts from: a cell's candidates, a digit's
// places in a house, an assumption and its opposite; nothing for a
// contradiction, whose branch says it.
func netOpening(s *logic.Step, kind logic.ForcingKind, main int, lang locale.Lang) string {
	w := netWordsFor(lang)
	first := s.Chains[0][0].From
	switch kind {
	case logic.ForcingCell:
		var ds logic.Digits
		for _, ch := range s.Chains {
			ds |= 1 << ch[0].From.Digit
		}
		return w.netOpenCell(cellName(first.Cell()), orList(ds, lang))
	case logic.ForcingHouse:
		var cells []string
		for _, ch := range s.Chains {
			cells = append(cells, cellName(ch[0].From.Cell()))
		}
		return w.netOpenHouse(main, first.Digit, cells)
	case logic.ForcingDouble:
		return w.netOpenDouble(cellName(first.Cell()), first.Digit)
	}
	return ""
}

// netClosing says what a net concludes.
func netClosing(s *logic.Step, kind logic.ForcingKind, lang locale.Lang) string {
	w := netWordsFor(lang)
	own := own(s)
	if kind == logic.ForcingContradiction {
		return sentence(w.netTherefore(conclusionText(own, lang), result(own, lang)), lang)
	}
	return sentence(w.netEitherWay(conclusionText(own, lang), result(own, lang)), lang)
}

// A netBranchText is the text of one branch of a net: its head (the
// assumption), its facts, the facts of each numbered line and its lines,
// the closing lines, and what follows them; and the chains behind its
// nested facts.
type netBranchText struct {
	head   string
	facts  []branchFact
	lines  [][]int
	per    [][]string
	end    []string
	after  string
	nested map[logic.Node]nestedNet
	// first is the number of its first line: 0 when the head says that
	// line with the assumption, as netProof does, and no number names
	// it; otherwise 1.
	first int
}

// netBranches writes each branch of a net, read from its detail d. With
// page not nil, the line of a nested fact names the page that proves it,
// page(branch, fact), instead of holding its contradiction (see
// netFactLines).
func netBranches(s *logic.Step, d *logic.NetDetail, page func(int, logic.Node) int, lang locale.Lang) []netBranchText {
	w := netWordsFor(lang)
	kind := d.Kind
	var out []netBranchText
	for b, br := range d.Branches {
		assume, facts := branchFacts(br)
		facts = usedFacts(facts)
		nested := map[logic.Node]nestedNet{}
		for k, nc := range s.Nested {
			if nc.Branch == b && k < len(d.Nested) {
				nested[nc.Fact] = nestedNet{nc, d.Nested[k]}
			}
		}
		var t netBranchText
		t.facts, t.nested, t.first = facts, nested, 1
		group := proofHead(assume, facts)
		switch {
		case kind == logic.ForcingContradiction && len(d.Branches) == 1 && len(group) > 0:
			// As netProof writes it: the first line with the
			// assumption, the others numbered from 1.
			t.first = 0
			then := w.netThen(netLitText(group[0].node, lang) + netReason(group[0], lang))
			if len(group) > 1 {
				then = w.netThen(goneText(assume, group, lang))
			}
			own := own(s)
			t.head = w.netProve(conclusionText(own, lang), result(own, lang), litText(assume, lang), then)
		case kind == logic.ForcingContradiction:
			t.head = w.netSuppose(litText(assume, lang))
		default:
			t.head = w.netIf(litText(assume, lang))
		}
		var at func(logic.Node) int
		if page != nil {
			at = func(n logic.Node) int { return page(b, n) }
		}
		indent := netIndent
		if page != nil {
			indent = "" // a page's text is the net's alone
		}
		t.lines, t.per, t.end = netFactLines(facts, "", indent, t.first, nested, at, page != nil, lang)
		if kind != logic.ForcingContradiction && len(facts) > 0 {
			last := facts[len(facts)-1].node
			opposite := last
			opposite.On = !last.On
			if slicesContainsNode(facts, opposite) {
				t.after = w.netCannotHold(litText(assume, lang))
			}
		}
		out = append(out, t)
	}
	return out
}

func slicesContainsNode(facts []branchFact, n logic.Node) bool {
	for _, f := range facts {
		if f.node == n {
			return true
		}
	}
	return false
}

// A NetPage is one page of a forcing net as the walk-through shows it: a
// branch, or a part of one, or the contradiction behind a nested fact of
// a branch, as a picture of numbered links and as the same links in text.
type NetPage struct {
	// Branch is the page's branch, an index into Step.Chains.
	Branch int
	// Nested is 0 on a page of a branch, and k on a page of the
	// contradiction behind Step.Nested[k-1]: why a fact of the branch
	// holds, its links numbered from 1 on pages of their own, which
	// follow the page of the fact (whose line names the first of them).
	Nested int
	// Parent is, on a page of a nested contradiction, the page (from 1)
	// of the fact it proves; 0 on a page of a branch.
	Parent int
	// Links are the links into the page's facts, from the facts they
	// follow from (into a fact proved on pages of its own, only the link
	// from the last of them; into a placement's plain eliminations, none:
	// see drawnLinks); Labels holds, for each, the number of the fact it
	// leads to on the first link into that fact, and 0 on the others.
	Links  logic.Chain
	Labels []int
	// Marks are the page's facts as pencil marks: the assumption as the
	// key, each fact of the page true or false, and the conclusion; on a
	// nested contradiction's page, also the facts of the branch it rests
	// on, unnumbered.
	Marks []logic.Mark
	// Text is the page's numbered links, a line each, after the
	// assumption on the branch's (or nested part's) first page and
	// followed by the contradiction or conclusion on its last.
	Text string
}

// netPageLinks is the most links a page of a net takes before the facts
// it would hold are moved to the next: as many as a picture of a page
// draws as numbered arrows (render's maxPageLinks; with more it shows
// the facts as discs, unnumbered). A single fact with more links has a
// page of its own.
const netPageLinks = 24

// NetPageText is the most characters a page's text takes in any
// language, its head and closing lines included: the walk-through sends
// it as the caption of the page's picture, which Telegram takes up to
// 1024 characters, after a header of at most 55 ("Шаг 999 из 999 ·
// Вынуждающая сеть · страница 128 из 128") and 8 more (bot's
// TestWalkPageCaptionFits checks that it fits). A page ends early rather
// than take more, in any language.
const NetPageText = 960

// A netPart is a run of facts that a net's pages show: a branch's, or a
// nested contradiction's (nested, proving the fact proves of the
// branch), with the chain they come from, and the numbered lines that
// write them, which the pages split.
type netPart struct {
	branch int
	nested bool
	proves logic.Node
	chain  logic.Chain
	facts  []branchFact
	lines  [][]int // of each line, its facts
	links  []int   // of each line, the links into its facts
	// size is, per language (locale.All's order), the characters the
	// part's text takes on a page: of each line, of the head of its
	// first page and of its later pages, and of its closing lines.
	size []partSize
	// per and end are a nested part's lines of text, of each numbered
	// line and closing.
	per [][]string
	end []string
}

// A partSize is what a part's text takes in one language (see netPart).
type partSize struct {
	lines              []int
	first, later, ends int
}

// packLines cuts a part's lines into pages greedily, each page as full as
// it can be within netPageLinks links, NetPageText characters in every
// language and most lines (a line over a budget alone has a page of its
// own): the fewest pages those bounds allow. It returns where each page
// starts, then the end.
func packLines(links []int, size []partSize, most int) []int {
	cuts := []int{0}
	count, ls := 0, 0
	cs := make([]int, len(size))
	for i := range links {
		fits := count < most && ls+links[i] <= netPageLinks
		for k, z := range size {
			head := z.later
			if len(cuts) == 1 {
				head = z.first
			}
			text := head + cs[k] + z.lines[i]
			if i == len(links)-1 {
				text += z.ends
			}
			fits = fits && text <= NetPageText
		}
		if count > 0 && !fits {
			cuts = append(cuts, i)
			count, ls = 0, 0
			clear(cs)
		}
		count++
		ls += links[i]
		for k, z := range size {
			cs[k] += z.lines[i]
		}
	}
	return append(cuts, len(links))
}

// A netSpan is the lines from to to of a part, a page's.
type netSpan struct {
	part, from, to int
}

// NetPages splits a forcing net into at most maxPages pages: each branch
// into parts, in order, so that a long net is read a part at a time; the
// contradiction behind each nested fact of a branch is split the same
// way into pages of its own, which follow the page of the fact. A part
// takes as few pages as netPageLinks links and NetPageText characters of
// text in every language a page allow, with as even a number of lines as
// they can have; when that is more than maxPages, pages of about as many
// lines each, without those bounds. The layout is the same in every
// language. It returns nil for other steps (a forcing chain is shown a
// branch at a time), or when the net does not fit in maxPages pages of a
// branch's part each.
func netPages(s *logic.Step, maxPages int, lang locale.Lang) []NetPage {
	d := netDetail(s)
	if s.Technique != logic.ForcingNet || d == nil || len(s.Chains) == 0 || len(d.Branches) != len(s.Chains) || len(s.Chains) > maxPages || slices.ContainsFunc(s.Chains, func(ch logic.Chain) bool { return len(ch) == 0 }) {
		return nil
	}
	main := -1
	if len(s.Houses) > 0 {
		main = houseNum(s.Houses[0])
	}
	kind := d.Kind
	// The layout first, with the text of no page (a nested fact's line
	// names its page, known once the pages are laid out; page 0 keeps
	// its contradiction's lines from being written), measured in every
	// language so that a net has the same pages in all and each page's
	// text fits in every one. Numbers not known yet are measured at their
	// widest.
	langs := locale.All()
	branchesIn := make([][]netBranchText, len(langs))
	for k, l := range langs {
		branchesIn[k] = netBranches(s, d, func(int, logic.Node) int { return 0 }, l)
	}
	branches := branchesIn[slices.Index(langs, locale.English)]
	var parts []netPart
	for bi, b := range branches {
		p := netPart{branch: bi, chain: s.Chains[bi], facts: b.facts, lines: b.lines, links: linksInto(s.Chains[bi], b.facts, b.lines)}
		for k, l := range langs {
			bl := branchesIn[k][bi]
			first := []string{strings.TrimPrefix(bl.head, "\n")}
			if bi == 0 {
				first = append(first, netOpening(s, kind, main, l))
			}
			ends := slices.Clone(bl.end)
			if bl.after != "" {
				ends = append(ends, strings.TrimSpace(bl.after))
			}
			if bi == len(branches)-1 {
				ends = append(ends, netClosing(s, kind, l))
			}
			z := partSize{lines: lineChars(bl.per), first: textSize(first), later: textSize([]string{netWordsFor(l).netLinks(999, 999)}), ends: textSize(ends)}
			if bl.first == 0 && len(z.lines) > 0 {
				z.lines[0] = 0 // said with the head
			}
			p.size = append(p.size, z)
		}
		parts = append(parts, p)
	}
	type netFact struct {
		branch int
		node   logic.Node
	}
	nestedPart := map[netFact]int{}
	for bi, b := range branches {
		for _, f := range b.facts {
			nc, ok := b.nested[f.node]
			if !ok || len(nc.Chain) == 0 || f.rule != logic.FactNested {
				continue
			}
			nestedPart[netFact{bi, f.node}] = len(parts)
			facts := nestedFacts(nc)
			p := netPart{branch: bi, nested: true, proves: f.node, chain: nc.Chain, facts: facts}
			for _, l := range langs {
				w := netWordsFor(l)
				lines, per, end := nestedLines(nc, "", "", true, l)
				p.lines = lines // the same in every language
				if l == lang {
					p.per, p.end = per, end
				}
				fact := netLitText(f.node, l)
				p.size = append(p.size, partSize{
					lines: lineChars(per),
					first: textSize([]string{w.netNestedHead(fact, netLitText(nc.Chain[0].From, l), 999, maxPages)}),
					later: textSize([]string{w.netNestedLinks(fact, 999, 999)}),
					ends:  textSize(append(slices.Clone(end), w.netNestedDone(fact, 999, maxPages))),
				})
			}
			p.links = linksInto(nc.Chain, facts, p.lines)
			parts = append(parts, p)
		}
	}
	// The part of the nested fact n of branch b.
	partOf := func(b int, n logic.Node) (int, bool) {
		p, ok := nestedPart[netFact{b, n}]
		return p, ok
	}
	// A nested fact with pages of its own is drawn by one link, from the
	// last fact it rests on, which carries its number: its text lists
	// them all, and its pages show how they lead to it (its many links
	// would hide the rest of its page).
	for bi := range branches {
		for k, at := range parts[bi].lines {
			if _, ok := partOf(bi, parts[bi].facts[at[0]].node); ok && parts[bi].links[k] > 1 {
				parts[bi].links[k] = 1
			}
		}
	}
	// split cuts a part into pages and returns where each page starts,
	// then the part's end. With budget, the pages are as few as
	// netPageLinks links and NetPageText characters a page allow, and
	// of as even a number of lines as that many pages can be; without,
	// they have about as many lines each, at most size.
	split := func(p netPart, size int, budget bool) []int {
		if budget {
			pages := func(most int) []int { return packLines(p.links, p.size, most) }
			cuts := pages(len(p.lines))
			// The fewest lines a page that keeps that many pages.
			lo, hi := 1, len(p.lines)
			for lo < hi {
				if mid := (lo + hi) / 2; len(pages(mid)) <= len(cuts) {
					hi = mid
				} else {
					lo = mid + 1
				}
			}
			return pages(lo)
		}
		n := max(1, (len(p.lines)+size-1)/size)
		per := (len(p.lines) + n - 1) / n
		cuts := []int{0}
		for i := per; i < len(p.lines); i += per {
			cuts = append(cuts, i)
		}
		return append(cuts, len(p.lines))
	}
	// spans lays the pages out: each branch's pages in order, each
	// followed by the pages of the nested facts it shows.
	spans := func(size int, budget bool) []netSpan {
		var out []netSpan
		for pi, p := range parts {
			if p.nested {
				continue
			}
			cuts := split(p, size, budget)
			for k := range len(cuts) - 1 {
				from, to := cuts[k], cuts[k+1]
				out = append(out, netSpan{pi, from, to})
				for _, at := range p.lines[from:to] {
					f := p.facts[at[0]]
					q, ok := partOf(p.branch, f.node)
					if !ok || f.rule != logic.FactNested {
						continue
					}
					sub := split(parts[q], size, budget)
					for j := range len(sub) - 1 {
						out = append(out, netSpan{q, sub[j], sub[j+1]})
					}
				}
			}
		}
		return out
	}
	total := 0
	for _, p := range parts {
		total += len(p.lines)
	}
	// The pages within budget if they are within maxPages; else the
	// fewest lines a page that keeps them within maxPages.
	layout := spans(0, true)
	if len(layout) > maxPages {
		layout = nil
		for size := max((total+maxPages-1)/maxPages, 1); size <= max(total, 1); size++ {
			if l := spans(size, false); len(l) <= maxPages {
				layout = l
				break
			}
		}
	}
	if layout == nil {
		return nil
	}
	// Where each part starts, and where each line is: its page (from 1).
	first := map[int]int{}
	linePage := map[[2]int]int{} // {part, line index} → page
	for pg, sp := range layout {
		if _, ok := first[sp.part]; !ok {
			first[sp.part] = pg + 1
		}
		for i := sp.from; i < sp.to; i++ {
			linePage[[2]int{sp.part, i}] = pg + 1
		}
	}
	// parent returns, for a nested part, the fact it proves, its number
	// in its branch and its page.
	parent := func(q int) (branchFact, int, int) {
		p := parts[q]
		b := parts[p.branch]
		for k, at := range b.lines {
			if f := b.facts[at[0]]; f.node == p.proves {
				return f, k + branches[p.branch].first, linePage[[2]int{p.branch, k}]
			}
		}
		return branchFact{}, 0, 0
	}
	branches = netBranches(s, d, func(b int, n logic.Node) int {
		q, _ := partOf(b, n)
		return first[q]
	}, lang)
	w := netWordsFor(lang)
	var pages []NetPage
	for _, sp := range layout {
		p := parts[sp.part]
		var pageOut NetPage
		pageOut.Branch = p.branch
		// The links into each fact, in order.
		into := linksByFact(p.chain)
		lastPage := sp.to == len(p.lines)
		var lines, per, end []string
		var perLine [][]string
		if !p.nested {
			b := branches[p.branch]
			perLine, end = b.per, b.end
			switch {
			case sp.from == 0:
				if p.branch == 0 {
					if o := netOpening(s, kind, main, lang); o != "" {
						lines = append(lines, o)
					}
				}
				lines = append(lines, strings.TrimPrefix(b.head, "\n"))
			default:
				lines = append(lines, w.netLinks(sp.from+b.first, sp.to-1+b.first))
			}
			if lastPage && b.after != "" {
				end = append(slices.Clone(end), strings.TrimSpace(b.after))
			}
			if lastPage && p.branch == len(branches)-1 {
				end = append(slices.Clone(end), netClosing(s, kind, lang))
			}
		} else {
			pageOut.Nested = nestedIndex(s, p.branch, p.proves) + 1
			f, link, at := parent(sp.part)
			pageOut.Parent = at
			fact := netLitText(f.node, lang)
			if sp.from == 0 {
				lines = append(lines, w.netNestedHead(fact, netLitText(p.chain[0].From, lang), link, at))
			} else {
				lines = append(lines, w.netNestedLinks(fact, sp.from+1, sp.to))
			}
			perLine, end = p.per, append(slices.Clone(p.end), w.netNestedDone(fact, link, at))
		}
		first := 1
		if !p.nested {
			first = branches[p.branch].first
		}
		for i := sp.from; i < sp.to; i++ {
			if i == 0 && first == 0 {
				continue // the head says it
			}
			per = append(per, perLine[i]...)
		}
		lines = append(lines, per...)
		if lastPage {
			lines = append(lines, end...)
		}
		seen := map[logic.Candidate]bool{}
		mark := func(n logic.Node, r logic.Role) {
			if c := n.Cell(); c >= 0 && !seen[logic.Candidate{Cell: c, Digit: n.Digit}] {
				seen[logic.Candidate{Cell: c, Digit: n.Digit}] = true
				pageOut.Marks = append(pageOut.Marks, logic.Mark{Candidate: logic.Candidate{Cell: c, Digit: n.Digit}, Role: r})
			}
		}
		mark(p.chain[0].From, logic.RoleKey)
		for i := sp.from; i < sp.to; i++ {
			// The line's number goes on the first link into its first
			// fact; the other links into its facts are drawn unnumbered.
			label := i + first
			for _, fi := range p.lines[i] {
				f := p.facts[fi]
				if f.node.On {
					mark(f.node, logic.RoleOn)
				} else {
					mark(f.node, logic.RoleOff)
				}
				links := into[f.node]
				if _, ok := partOf(p.branch, f.node); ok && !p.nested && len(links) > 1 {
					links = links[len(links)-1:]
				}
				links, inCell := drawnLinks(f, links)
				for _, l := range inCell {
					// A fact of its own cell not drawn by an arrow:
					// its candidate marked.
					if l.From.On {
						mark(l.From, logic.RoleOn)
					} else {
						mark(l.From, logic.RoleOff)
					}
				}
				for _, l := range links {
					pageOut.Links = append(pageOut.Links, l)
					pageOut.Labels = append(pageOut.Labels, label)
					label = 0
				}
			}
		}
		if p.nested {
			// The facts of the branch the contradiction rests on (the
			// causes of the fact it proves), unnumbered: its text takes
			// them along with the branch's links before.
			f, _, _ := parent(sp.part)
			for _, c := range f.causes {
				if c.On {
					mark(c, logic.RoleOn)
				} else {
					mark(c, logic.RoleOff)
				}
			}
		}
		pageOut.Text = strings.Join(lines, "\n")
		pages = append(pages, pageOut)
	}
	return pages
}

// nestedIndex returns the index in s.Nested of the chain behind fact n of
// branch b: the last one, as netBranches keeps.
func nestedIndex(s *logic.Step, b int, n logic.Node) int {
	k := -1
	for i, nc := range s.Nested {
		if nc.Branch == b && nc.Fact == n {
			k = i
		}
	}
	return k
}

// drawnLinks splits the links into one fact into those a page's picture
// draws as arrows and those within the fact's own cell that it does not:
// the links from other cells, or the first when all are in the cell. An
// arrow from one pencil mark to another of the same cell is a few pixels
// long at 360 px; the page marks those candidates instead. (A single's
// line on a page names its rule, not its causes: its arrows and marks
// show them.)
//
// A plain elimination (a placement's, see plainCause) has no arrow at
// all: the placement's line says which house it empties ("so 9 gone from
// column 7"), and arrows to every such candidate would fill the picture
// (they were most of the links of a long net's pages, its first page all
// of them).
func drawnLinks(f branchFact, links []logic.Link) (drawn, inCell []logic.Link) {
	if _, ok := plainCause(f); ok {
		return nil, nil
	}
	for _, l := range links {
		if c := l.To.Cell(); c >= 0 && l.From.Cell() == c {
			inCell = append(inCell, l)
		} else {
			drawn = append(drawn, l)
		}
	}
	if len(drawn) == 0 && len(inCell) > 0 {
		drawn, inCell = inCell[:1], inCell[1:]
	}
	return drawn, inCell
}

// linksInto returns, for each numbered line, how many links of ch lead
// into its facts as a page draws them (drawnLinks).
func linksInto(ch logic.Chain, facts []branchFact, lines [][]int) []int {
	into := linksByFact(ch)
	out := make([]int, len(lines))
	for k, at := range lines {
		for _, i := range at {
			drawn, _ := drawnLinks(facts[i], into[facts[i].node])
			out[k] += len(drawn)
		}
	}
	return out
}

// linksByFact returns the links of ch into each fact, in order (the links
// of a fact to itself, which mark assumptions, left out).
func linksByFact(ch logic.Chain) map[logic.Node][]logic.Link {
	into := map[logic.Node][]logic.Link{}
	for _, l := range ch {
		if l.From != l.To {
			into[l.To] = append(into[l.To], l)
		}
	}
	return into
}

// textSize returns the characters lines take on a page, a newline after
// each.
func textSize(lines []string) int {
	n := 0
	for _, l := range lines {
		n += utf8.RuneCountInString(l) + 1
	}
	return n
}

// lineChars returns, for each numbered line, the characters of its text.
func lineChars(per [][]string) []int {
	out := make([]int, len(per))
	for i, lines := range per {
		out[i] = textSize(lines)
	}
	return out
}
