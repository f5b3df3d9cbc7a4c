package explain

import (
	"fmt"
	"strings"

	"sudokubot/solver/logic"
)

// The English sentences of chains, forcing chains, nets and trials (see
// netWords).

var _ netWords = english{}

func (w english) netReasonLocked(d, h, h2 int) string {
	return fmt.Sprintf(" (the %[1]ds of %[2]s all lie in %[3]s)", d, w.house(h), w.house(h2))
}
func (w english) netReasonCell() string { return " (same cell)" }
func (w english) netReasonPeer(h int) string {
	return [...]string{" (same row)", " (same column)", " (same box)"}[h/9]
}
func (w english) netGone(d int, houses []int, cell string, others logic.Digits) string {
	var parts []string
	if len(houses) > 0 {
		names := make([]string, len(houses))
		for i, h := range houses {
			names[i] = w.house(h)
		}
		parts = append(parts, fmt.Sprintf("%[1]d gone from %[2]s", d, join(w, names)))
	}
	switch {
	case others != 0 && len(parts) > 0:
		parts = append(parts, fmt.Sprintf("and %[1]s from %[2]s", digitList(w, others), cell))
	case others != 0:
		parts = append(parts, fmt.Sprintf("%[1]s gone from %[2]s", digitList(w, others), cell))
	}
	return strings.Join(parts, ", ")
}
func (w english) netCauses(causes []string) string { return strings.Join(causes, ", ") }
func (w english) netNestedBecause(opposite string) string {
	return fmt.Sprintf(", because %s leads to a contradiction:", opposite)
}
func (w english) netThen(gone string) string { return ", so " + gone }
func (w english) netAnd() string             { return ", " }
func (w english) netNestedWould(opposite string) string {
	return fmt.Sprintf(" (%s would lead to a contradiction)", opposite)
}
func (w english) netLinkClash(cell string, d int, on, off string) string {
	return fmt.Sprintf("So %[1]s would be %[2]d (link %[3]s) and not %[2]d (link %[4]s): a contradiction.", cell, d, on, off)
}
func (w english) netLastResort(name string) string { return w.lastResort() + name + ": " }
func (w english) netOpenCell(cell, digits string) string {
	return fmt.Sprintf("%[1]s can only be %[2]s.", cell, digits)
}
func (w english) netOpenHouse(h, d int, cells []string) string {
	return w.capitalize(fmt.Sprintf("in %[1]s, %[2]d can only go in %[3]s.", w.house(h), d, join(w, cells)))
}
func (w english) netOpenDouble(cell string, d int) string {
	return fmt.Sprintf("%[1]s is %[2]d or not.", cell, d)
}
func (w english) netGap() string { return " " }
func (w english) netTherefore(conclusion, result string) string {
	return "Therefore " + conclusion + ": " + result
}
func (w english) netEitherWay(conclusion, result string) string {
	return "Either way, " + conclusion + ": " + result
}
func (w english) netSuppose(assumption string) string { return fmt.Sprintf("Suppose %s.", assumption) }
func (w english) netIf(assumption string) string      { return fmt.Sprintf("\nIf %s:", assumption) }
func (w english) netCannotHold(assumption string) string {
	return fmt.Sprintf(" So %s cannot hold.", assumption)
}
func (w english) netLinks(from, to int) string {
	return fmt.Sprintf("(links %[1]d to %[2]d)", from, to)
}
func (w english) netSeePage(page int) string { return fmt.Sprintf(" (page %d shows why)", page) }
func (w english) netNestedHead(fact, assumption string, link, page int) string {
	if link <= 1 {
		return fmt.Sprintf("Why %[1]s (link %[2]d on page %[3]d)? Suppose %[4]s.", fact, link, page, assumption)
	}
	if link == 2 {
		return fmt.Sprintf("Why %[1]s (link %[2]d on page %[3]d)? Along with link 1, suppose %[4]s.", fact, link, page, assumption)
	}
	return fmt.Sprintf("Why %[1]s (link %[2]d on page %[3]d)? Along with links 1 to %[4]d, suppose %[5]s.",
		fact, link, page, link-1, assumption)
}
func (w english) netNestedLinks(fact string, from, to int) string {
	return fmt.Sprintf("Why %[1]s (links %[2]d to %[3]d):", fact, from, to)
}
func (w english) netNestedDone(fact string, link, page int) string {
	return fmt.Sprintf("So %[1]s, as link %[2]d on page %[3]d says.", fact, link, page)
}

func (w english) netFactNaked() string { return " (last candidate)" }
func (w english) netFactHidden(h int) string {
	return fmt.Sprintf(" (only place in %s)", w.house(h))
}
func (w english) netFactLocked(d, h, h2 int) string {
	return w.netReasonLocked(d, h, h2)
}
func (w english) netFactNested() string { return " (assuming it leads to a contradiction)" }
func (w english) netBranch(assumption string, facts []string) string {
	if len(facts) == 0 {
		return "if " + assumption
	}
	return "if " + assumption + ", then " + strings.Join(facts, ", ")
}
func (w english) netButClash(opposite string) string {
	return fmt.Sprintf(": but %s, a contradiction", opposite)
}
func (w english) netOppositeClash() string {
	return ": the opposite of the assumption, a contradiction"
}
func (w english) netAlso() string { return "; also " }
func (w english) netStop() string { return ". " }
func (w english) netSoConclude(conclusion, result string) string {
	return ". So " + conclusion + ": " + result
}
func (w english) netSoCannotHold(assumption string) string {
	return fmt.Sprintf(", so %s cannot hold", assumption)
}
func (w english) netOr(items []string) string {
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}
func (w english) netBothClash(cells string, d int) string {
	return fmt.Sprintf("So %[1]s would be both %[2]d and not %[2]d, a contradiction", cells, d)
}
func (w english) netNoCandidate(cell string) string {
	return fmt.Sprintf("So %s has no candidate left, a contradiction", cell)
}
func (w english) netNoPlace(d, h int) string {
	where := "its house"
	if h >= 0 {
		where = w.house(h)
	}
	return fmt.Sprintf("So %[1]d has no place left in %[2]s, a contradiction", d, where)
}

func (w english) netHintAtCell(name string, h int, cell string) string {
	return fmt.Sprintf("There is %[1]s %[2]s starting at %[3]s, in %[4]s.", w.article(name), name, cell, w.house(h))
}
func (w english) netHintForcingIn(name string, h int) string {
	return fmt.Sprintf("There is %[1]s %[2]s starting in %[3]s.", w.article(name), name, w.house(h))
}
func (w english) netHintChainIn(name string, h int) string { return w.netHintForcingIn(name, h) }
func (w english) netCands(ds logic.Digits, cells string) string {
	return digitList(w, ds) + " in " + cells
}
func (w english) netFollowLoop(at string) string {
	return fmt.Sprintf("Follow a loop of links that starts and ends at %s.", at)
}
func (w english) netFollowChain(from, to string) string {
	return fmt.Sprintf("Follow a chain of links from %[1]s to %[2]s.", from, to)
}
func (w english) netHintContradiction(assumption, at string) string {
	return fmt.Sprintf("Suppose %[1]s and follow what it forces, link by link: it leads to a contradiction in %[2]s.", assumption, at)
}
func (w english) netHintDouble(first, second, at string) string {
	return fmt.Sprintf("Suppose %[1]s, then suppose %[2]s, and follow what each forces: both lead to the same fact about %[3]s.",
		first, second, at)
}

// allLead says that the branches lead somewhere: "both lead", "all lead".
func (w english) allLead(branches int) string {
	if branches == 2 {
		return "both lead"
	}
	return "all lead"
}

func (w english) netHintCell(cell, digits string, branches int, at string) string {
	return fmt.Sprintf("Try each candidate of %[1]s (%[2]s) and follow what each forces: %[3]s to the same fact about %[4]s.",
		cell, digits, w.allLead(branches), at)
}
func (w english) netHintCellMany(cell string, branches int, at string) string {
	return fmt.Sprintf("Try each of the %[1]d candidates of %[2]s and follow what each forces: all lead to the same fact about %[3]s.",
		branches, cell, at)
}
func (w english) netHintHouse(d, h int, cells string, branches int, at string) string {
	return fmt.Sprintf("Try each place of %[1]d in %[2]s (%[3]s) and follow what each forces: %[4]s to the same fact about %[5]s.",
		d, w.house(h), cells, w.allLead(branches), at)
}

func (w english) netLoop(name, chain, alsNote, removal string) string {
	return fmt.Sprintf("%[1]s: the chain closes into a loop. "+
		"%[2]s, which is where it started. "+
		"In a closed loop every link holds both ways: exactly one end of each link is true%[3]s. "+
		"So whatever sees both ends of a link is false: %[4]s.",
		name, w.capitalize(chain), alsNote, removal)
}
func (w english) netLoopOff(name, chain, cell string, d int) string {
	return fmt.Sprintf("%[1]s: %[2]s: a contradiction. So %[3]s cannot be %[4]d.", name, w.capitalize(chain), cell, d)
}
func (w english) netLoopOn(name, chain, cell string, d int, removal string) string {
	return fmt.Sprintf("%[1]s: %[2]s: a contradiction. So %[3]s = %[4]d: %[5]s.", name, w.capitalize(chain), cell, d, removal)
}
func (w english) netCellBoth(name, chain, cell string, d1, d2 int, removal string) string {
	return fmt.Sprintf("%[1]s: %[2]s. So %[3]s is %[4]d or %[5]d: %[6]s.",
		name,
		w.capitalize(chain),
		cell,
		d1,
		d2,
		removal,
	)
}
func (w english) netEitherEnd(name, chain, a, b, cannot string) string {
	return fmt.Sprintf("%[1]s: %[2]s. So %[3]s or %[4]s, and either way %[5]s.", name, w.capitalize(chain), a, b, cannot)
}
func (w english) netCannot(cells []string, d int) string {
	return fmt.Sprintf("%[1]s cannot be %[2]d", join(w, cells), d)
}
func (w english) netCannotAll(removal string) string { return removal }
func (w english) netAlsNote() string {
	return ", and an almost locked set in the loop keeps all its other digits"
}
func (w english) netChainIf(node string) string   { return "if " + node }
func (w english) netChainThen(node string) string { return ", then " + node }
func (w english) netChainSo(node string) string   { return ", so " + node }
func (w english) netBivalue(cell string, d1, d2 int) string {
	return fmt.Sprintf(" (%[1]s holds only %[2]d and %[3]d)", cell, d1, d2)
}
func (w english) netStrongOne(d, h int) string {
	return fmt.Sprintf(" (the only other %[1]d in %[2]s)", d, w.house(h))
}
func (w english) netStrongMany(d, h int) string {
	return fmt.Sprintf(" (the only other places for %[1]d in %[2]s)", d, w.house(h))
}
func (w english) netAlsReason(cells string, n int, digits string, d int, rest string) string {
	return fmt.Sprintf(" (%[1]s, %[2]d cells, hold only %[3]s: without %[4]d they must hold all of %[5]s)", cells, n, digits, d, rest)
}
func (w english) netNodeOn(cell string, d int) string { return fmt.Sprintf("%[1]s is %[2]d", cell, d) }
func (w english) netNodeOff(cell string, d int) string {
	return fmt.Sprintf("%[1]s is not %[2]d", cell, d)
}
func (w english) netNodesOn(cells string, d int) string {
	return fmt.Sprintf("one of %[1]s is %[2]d", cells, d)
}
func (w english) netNodesOff(cells string, d int) string {
	return fmt.Sprintf("none of %[1]s is %[2]d", cells, d)
}
func (w english) netRemotePair(name string, cells []string, a, b int, alt1, alt2 []string, removal string) string {
	return fmt.Sprintf("%[1]s: %[2]s all hold only %[3]d and %[4]d, and each sees the next, so the digits alternate along the chain: %[5]s or %[6]s. "+
		"Two cells an odd number of steps apart hold one %[3]d and one %[4]d, so a cell that sees both can be neither: %[7]s.",
		name,
		join(w, cells),
		a,
		b,
		strings.Join(alt1, ", "),
		strings.Join(alt2, ", "),
		removal,
	)
}

func (w english) netTrialOpen(cell, digits string) string {
	return fmt.Sprintf("No technique of logic applies here, so this is a trial: %[1]s, the cell with the fewest candidates, can be %[2]s.",
		cell, digits)
}
func (w english) netTrialNoSolution(cell string, d int) string {
	return fmt.Sprintf("%[1]s = %[2]d leads to no solution (found by search, not by steps a person could follow).", cell, d)
}
func (w english) netTrialNoCandidate(cell string) string {
	return fmt.Sprintf("%s has no candidate left", cell)
}
func (w english) netTrialNoPlace(d, h int) string {
	return fmt.Sprintf("%[1]d has no place left in %[2]s", d, w.house(h))
}
func (w english) netTrialMore(n int) string { return fmt.Sprintf(" and %d more", n) }
func (w english) netTrialFollow(shown, then string) string {
	return "these follow: " + shown + "; then " + then
}
func (w english) netTrialClash(cell string, d int, why string) string {
	return fmt.Sprintf("With %[1]s = %[2]d, %[3]s: a contradiction, so %[1]s ≠ %[2]d.", cell, d, why)
}
func (w english) netTrialSo(cell string, d int) string {
	return fmt.Sprintf(" So %[1]s = %[2]d.", cell, d)
}

func (w english) netClashLink(link, opposite string) string {
	return fmt.Sprintf(", which contradicts link %[1]s (%[2]s)", link, opposite)
}

func (w english) netProve(conclusion, result, assumption, then string) string {
	return fmt.Sprintf("To show %[1]s (%[2]s), suppose %[3]s%[4]s.", conclusion, result, assumption, then)
}
