package explain

import (
	"fmt"
	"strings"

	"sudokubot/solver/logic"
)

// The English sentences of chains, forcing chains, nets and trials (see
// netWords).

var _ netWords = english{}

func (w english) netReasonNaked() string { return " (last candidate of the cell)" }
func (w english) netReasonHidden(d, h int) string {
	return fmt.Sprintf(" (only place for %d in %s)", d, w.house(h))
}
func (w english) netReasonHiddenLeft(d int) string {
	return fmt.Sprintf(" (only place left for %d)", d)
}
func (w english) netReasonLocked(d, h, h2 int) string {
	return fmt.Sprintf(" (the %ds of %s all lie in %s)", d, w.house(h), w.house(h2))
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
		parts = append(parts, fmt.Sprintf("%d gone from %s", d, join(w, names)))
	}
	switch {
	case others != 0 && len(parts) > 0:
		parts = append(parts, fmt.Sprintf("and %s from %s", digitList(w, others), cell))
	case others != 0:
		parts = append(parts, fmt.Sprintf("%s gone from %s", digitList(w, others), cell))
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
	return fmt.Sprintf("So %s would be %d (link %s) and not %d (link %s): a contradiction.", cell, d, on, d, off)
}
func (w english) netLastResort(name string) string { return w.lastResort() + name + ": " }
func (w english) netOpenCell(cell, digits string) string {
	return fmt.Sprintf("%s can only be %s.", cell, digits)
}
func (w english) netOpenHouse(h, d int, cells []string) string {
	return w.capitalize(fmt.Sprintf("in %s, %d can only go in %s.", w.house(h), d, join(w, cells)))
}
func (w english) netOpenDouble(cell string, d int) string {
	return fmt.Sprintf("%s is %d or not.", cell, d)
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
func (w english) netLinks(from, to int) string { return fmt.Sprintf("(links %d to %d)", from, to) }
func (w english) netSeePage(page int) string   { return fmt.Sprintf(" (page %d shows why)", page) }
func (w english) netNestedHead(fact, assumption string, link, page int) string {
	if link <= 1 {
		return fmt.Sprintf("Why %s (link %d on page %d)? Suppose %s.", fact, link, page, assumption)
	}
	if link == 2 {
		return fmt.Sprintf("Why %s (link %d on page %d)? Along with link 1, suppose %s.", fact, link, page, assumption)
	}
	return fmt.Sprintf("Why %s (link %d on page %d)? Along with links 1 to %d, suppose %s.", fact, link, page, link-1, assumption)
}
func (w english) netNestedLinks(fact string, from, to int) string {
	return fmt.Sprintf("Why %s (links %d to %d):", fact, from, to)
}
func (w english) netNestedDone(fact string, link, page int) string {
	return fmt.Sprintf("So %s, as link %d on page %d says.", fact, link, page)
}

func (w english) netFactNaked() string { return " (last candidate)" }
func (w english) netFactHidden(h int) string {
	return fmt.Sprintf(" (only place in %s)", w.house(h))
}
func (w english) netFactLocked(d, h, h2 int) string {
	return w.netReasonLocked(d, h, h2)
}
func (w english) netFactAs(cause string) string { return fmt.Sprintf(" (as %s)", cause) }
func (w english) netFactNested() string         { return " (assuming it leads to a contradiction)" }
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
	return fmt.Sprintf("So %s would be both %d and not %d, a contradiction", cells, d, d)
}
func (w english) netNoCandidate(cell string) string {
	return fmt.Sprintf("So %s has no candidate left, a contradiction", cell)
}
func (w english) netNoPlace(d, h int) string {
	where := "its house"
	if h >= 0 {
		where = w.house(h)
	}
	return fmt.Sprintf("So %d has no place left in %s, a contradiction", d, where)
}

func (w english) netHintAtCell(name string, h int, cell string) string {
	return fmt.Sprintf("There is %s %s starting at %s, in %s.", w.article(name), name, cell, w.house(h))
}
func (w english) netHintForcingIn(name string, h int) string {
	return fmt.Sprintf("There is %s %s starting in %s.", w.article(name), name, w.house(h))
}
func (w english) netHintChainIn(name string, h int) string { return w.netHintForcingIn(name, h) }
func (w english) netCands(ds logic.Digits, cells string) string {
	return digitList(w, ds) + " in " + cells
}
func (w english) netFollowLoop(at string) string {
	return fmt.Sprintf("Follow a loop of links that starts and ends at %s.", at)
}
func (w english) netFollowChain(from, to string) string {
	return fmt.Sprintf("Follow a chain of links from %s to %s.", from, to)
}
func (w english) netHintContradiction(assumption, at string) string {
	return fmt.Sprintf("Suppose %s and follow what it forces, link by link: it leads to a contradiction in %s.", assumption, at)
}
func (w english) netHintDouble(first, second, at string) string {
	return fmt.Sprintf("Suppose %s, then suppose %s, and follow what each forces: both lead to the same fact about %s.", first, second, at)
}

// allLead says that the branches lead somewhere: "both lead", "all lead".
func (w english) allLead(branches int) string {
	if branches == 2 {
		return "both lead"
	}
	return "all lead"
}

func (w english) netHintCell(cell, digits string, branches int, at string) string {
	return fmt.Sprintf("Try each candidate of %s (%s) and follow what each forces: %s to the same fact about %s.", cell, digits, w.allLead(branches), at)
}
func (w english) netHintCellMany(cell string, branches int, at string) string {
	return fmt.Sprintf("Try each of the %d candidates of %s and follow what each forces: all lead to the same fact about %s.", branches, cell, at)
}
func (w english) netHintHouse(d, h int, cells string, branches int, at string) string {
	return fmt.Sprintf("Try each place of %d in %s (%s) and follow what each forces: %s to the same fact about %s.", d, w.house(h), cells, w.allLead(branches), at)
}

func (w english) netLoop(name, chain, alsNote, removal string) string {
	return fmt.Sprintf("%s: the chain closes into a loop. %s, which is where it started. In a closed loop every link holds both ways: exactly one end of each link is true%s. So whatever sees both ends of a link is false: %s.",
		name, w.capitalize(chain), alsNote, removal)
}
func (w english) netLoopOff(name, chain, cell string, d int) string {
	return fmt.Sprintf("%s: %s: a contradiction. So %s cannot be %d.", name, w.capitalize(chain), cell, d)
}
func (w english) netLoopOn(name, chain, cell string, d int, removal string) string {
	return fmt.Sprintf("%s: %s: a contradiction. So %s = %d: %s.", name, w.capitalize(chain), cell, d, removal)
}
func (w english) netCellBoth(name, chain, cell string, d1, d2 int, removal string) string {
	return fmt.Sprintf("%s: %s. So %s is %d or %d: %s.", name, w.capitalize(chain), cell, d1, d2, removal)
}
func (w english) netEitherEnd(name, chain, a, b, cannot string) string {
	return fmt.Sprintf("%s: %s. So %s or %s, and either way %s.", name, w.capitalize(chain), a, b, cannot)
}
func (w english) netCannot(cells []string, d int) string {
	return fmt.Sprintf("%s cannot be %d", join(w, cells), d)
}
func (w english) netCannotAll(removal string) string { return removal }
func (w english) netAlsNote() string {
	return ", and an almost locked set in the loop keeps all its other digits"
}
func (w english) netChainIf(node string) string   { return "if " + node }
func (w english) netChainThen(node string) string { return ", then " + node }
func (w english) netChainSo(node string) string   { return ", so " + node }
func (w english) netBivalue(cell string, d1, d2 int) string {
	return fmt.Sprintf(" (%s holds only %d and %d)", cell, d1, d2)
}
func (w english) netStrongOne(d, h int) string {
	return fmt.Sprintf(" (the only other %d in %s)", d, w.house(h))
}
func (w english) netStrongMany(d, h int) string {
	return fmt.Sprintf(" (the only other places for %d in %s)", d, w.house(h))
}
func (w english) netAlsReason(cells string, n int, digits string, d int, rest string) string {
	return fmt.Sprintf(" (%s, %d cells, hold only %s: without %d they must hold all of %s)", cells, n, digits, d, rest)
}
func (w english) netNodeOn(cell string, d int) string  { return fmt.Sprintf("%s is %d", cell, d) }
func (w english) netNodeOff(cell string, d int) string { return fmt.Sprintf("%s is not %d", cell, d) }
func (w english) netNodesOn(cells string, d int) string {
	return fmt.Sprintf("one of %s is %d", cells, d)
}
func (w english) netNodesOff(cells string, d int) string {
	return fmt.Sprintf("none of %s is %d", cells, d)
}
func (w english) netRemotePair(name string, cells []string, a, b int, alt1, alt2 []string, removal string) string {
	return fmt.Sprintf("%s: %s all hold only %d and %d, and each sees the next, so the digits alternate along the chain: %s or %s. Two cells an odd number of steps apart hold one %d and one %d, so a cell that sees both can be neither: %s.",
		name, join(w, cells), a, b, strings.Join(alt1, ", "), strings.Join(alt2, ", "), a, b, removal)
}

func (w english) netTrialOpen(cell, digits string) string {
	return fmt.Sprintf("No technique of logic applies here, so this is a trial: %s, the cell with the fewest candidates, can be %s.", cell, digits)
}
func (w english) netTrialNoSolution(cell string, d int) string {
	return fmt.Sprintf("%s = %d leads to no solution (found by search, not by steps a person could follow).", cell, d)
}
func (w english) netTrialNoCandidate(cell string) string {
	return fmt.Sprintf("%s has no candidate left", cell)
}
func (w english) netTrialNoPlace(d, h int) string {
	return fmt.Sprintf("%d has no place left in %s", d, w.house(h))
}
func (w english) netTrialMore(n int) string { return fmt.Sprintf(" and %d more", n) }
func (w english) netTrialFollow(shown, then string) string {
	return "these follow: " + shown + "; then " + then
}
func (w english) netTrialClash(cell string, d int, why string) string {
	return fmt.Sprintf("With %s = %d, %s: a contradiction, so %s ≠ %d.", cell, d, why, cell, d)
}
func (w english) netTrialSo(cell string, d int) string { return fmt.Sprintf(" So %s = %d.", cell, d) }
