package explain

import (
	"fmt"
	"strings"

	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The English sentences of chains, forcing chains, nets and trials (see
// netWords).

var _ netWords = english{}

func (english) netReasonNaked() string { return " (last candidate of the cell)" }
func (english) netReasonHidden(d, h int) string {
	return fmt.Sprintf(" (only place for %d in %s)", d, houseName(h, locale.English))
}
func (english) netReasonLocked(d, h, h2 int) string {
	return fmt.Sprintf(" (the %ds of %s all lie in %s)", d, houseName(h, locale.English), houseName(h2, locale.English))
}
func (english) netReasonCell() string { return " (same cell)" }
func (english) netReasonPeer(h int) string {
	return [...]string{" (same row)", " (same column)", " (same box)"}[h/9]
}
func (english) netGone(d int, houses []int, cell string, others logic.Digits) string {
	var parts []string
	if len(houses) > 0 {
		names := make([]string, len(houses))
		for i, h := range houses {
			names[i] = houseName(h, locale.English)
		}
		parts = append(parts, fmt.Sprintf("%d gone from %s", d, join(names, locale.English)))
	}
	switch {
	case others != 0 && len(parts) > 0:
		parts = append(parts, fmt.Sprintf("and %s from %s", digitList(others, locale.English), cell))
	case others != 0:
		parts = append(parts, fmt.Sprintf("%s gone from %s", digitList(others, locale.English), cell))
	}
	return strings.Join(parts, ", ")
}
func (english) netCauses(causes []string) string { return strings.Join(causes, ", ") }
func (english) netNestedBecause(opposite string) string {
	return fmt.Sprintf(", because %s leads to a contradiction:", opposite)
}
func (english) netThen(gone string) string { return ", so " + gone }
func (english) netAnd() string             { return ", " }
func (english) netNestedWould(opposite string) string {
	return fmt.Sprintf(" (%s would lead to a contradiction)", opposite)
}
func (english) netLinkClash(cell string, d int, on, off string) string {
	return fmt.Sprintf("So %s would be %d (link %s) and not %d (link %s): a contradiction.", cell, d, on, d, off)
}
func (e english) netLastResort(name string) string { return e.lastResort() + name + ": " }
func (english) netOpenCell(cell, digits string) string {
	return fmt.Sprintf("%s can only be %s.", cell, digits)
}
func (english) netOpenHouse(h, d int, cells []string) string {
	return locale.Capitalize(fmt.Sprintf("in %s, %d can only go in %s.", houseName(h, locale.English), d, join(cells, locale.English)))
}
func (english) netOpenDouble(cell string, d int) string {
	return fmt.Sprintf("%s is %d or not.", cell, d)
}
func (english) netGap() string { return " " }
func (english) netTherefore(conclusion, result string) string {
	return "Therefore " + conclusion + ": " + result
}
func (english) netEitherWay(conclusion, result string) string {
	return "Either way, " + conclusion + ": " + result
}
func (english) netSuppose(assumption string) string { return fmt.Sprintf("Suppose %s.", assumption) }
func (english) netIf(assumption string) string      { return fmt.Sprintf("\nIf %s:", assumption) }
func (english) netCannotHold(assumption string) string {
	return fmt.Sprintf(" So %s cannot hold.", assumption)
}
func (english) netLinks(from, to int) string { return fmt.Sprintf("(links %d to %d)", from, to) }
func (english) netSeePage(page int) string   { return fmt.Sprintf(" (page %d shows why)", page) }
func (english) netNestedHead(fact, assumption string, link, page int) string {
	if link <= 1 {
		return fmt.Sprintf("Why %s (link %d on page %d)? Suppose %s.", fact, link, page, assumption)
	}
	if link == 2 {
		return fmt.Sprintf("Why %s (link %d on page %d)? Along with link 1, suppose %s.", fact, link, page, assumption)
	}
	return fmt.Sprintf("Why %s (link %d on page %d)? Along with links 1 to %d, suppose %s.", fact, link, page, link-1, assumption)
}
func (english) netNestedLinks(fact string, from, to int) string {
	return fmt.Sprintf("Why %s (links %d to %d):", fact, from, to)
}
func (english) netNestedDone(fact string, link, page int) string {
	return fmt.Sprintf("So %s, as link %d on page %d says.", fact, link, page)
}

func (english) netFactNaked() string { return " (last candidate)" }
func (english) netFactHidden(h int) string {
	return fmt.Sprintf(" (only place in %s)", houseName(h, locale.English))
}
func (x english) netFactLocked(d, h, h2 int) string {
	return x.netReasonLocked(d, h, h2)
}
func (english) netFactNested() string { return " (assuming it leads to a contradiction)" }
func (english) netBranch(assumption string, facts []string) string {
	if len(facts) == 0 {
		return "if " + assumption
	}
	return "if " + assumption + ", then " + strings.Join(facts, ", ")
}
func (english) netButClash(opposite string) string {
	return fmt.Sprintf(": but %s, a contradiction", opposite)
}
func (english) netOppositeClash() string { return ": the opposite of the assumption, a contradiction" }
func (english) netAlso() string          { return "; also " }
func (english) netStop() string          { return ". " }
func (english) netSoConclude(conclusion, result string) string {
	return ". So " + conclusion + ": " + result
}
func (english) netSoCannotHold(assumption string) string {
	return fmt.Sprintf(", so %s cannot hold", assumption)
}
func (english) netOr(items []string) string {
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}
func (english) netBothClash(cells string, d int) string {
	return fmt.Sprintf("So %s would be both %d and not %d, a contradiction", cells, d, d)
}
func (english) netNoCandidate(cell string) string {
	return fmt.Sprintf("So %s has no candidate left, a contradiction", cell)
}
func (english) netNoPlace(d, h int) string {
	where := "its house"
	if h >= 0 {
		where = houseName(h, locale.English)
	}
	return fmt.Sprintf("So %d has no place left in %s, a contradiction", d, where)
}

func (english) netHintAtCell(name string, h int, cell string) string {
	return fmt.Sprintf("There is %s %s starting at %s, in %s.", article(name), name, cell, houseName(h, locale.English))
}
func (english) netHintForcingIn(name string, h int) string {
	return fmt.Sprintf("There is %s %s starting in %s.", article(name), name, houseName(h, locale.English))
}
func (e english) netHintChainIn(name string, h int) string { return e.netHintForcingIn(name, h) }
func (english) netCands(ds logic.Digits, cells string) string {
	return digitList(ds, locale.English) + " in " + cells
}
func (english) netFollowLoop(at string) string {
	return fmt.Sprintf("Follow a loop of links that starts and ends at %s.", at)
}
func (english) netFollowChain(from, to string) string {
	return fmt.Sprintf("Follow a chain of links from %s to %s.", from, to)
}
func (english) netHintContradiction(assumption, at string) string {
	return fmt.Sprintf("Suppose %s and follow what it forces, link by link: it leads to a contradiction in %s.", assumption, at)
}
func (english) netHintDouble(first, second, at string) string {
	return fmt.Sprintf("Suppose %s, then suppose %s, and follow what each forces: both lead to the same fact about %s.", first, second, at)
}

// enAllLead says that the branches lead somewhere: "both lead", "all lead".
func enAllLead(branches int) string {
	if branches == 2 {
		return "both lead"
	}
	return "all lead"
}

func (english) netHintCell(cell, digits string, branches int, at string) string {
	return fmt.Sprintf("Try each candidate of %s (%s) and follow what each forces: %s to the same fact about %s.", cell, digits, enAllLead(branches), at)
}
func (english) netHintCellMany(cell string, branches int, at string) string {
	return fmt.Sprintf("Try each of the %d candidates of %s and follow what each forces: all lead to the same fact about %s.", branches, cell, at)
}
func (english) netHintHouse(d, h int, cells string, branches int, at string) string {
	return fmt.Sprintf("Try each place of %d in %s (%s) and follow what each forces: %s to the same fact about %s.", d, houseName(h, locale.English), cells, enAllLead(branches), at)
}

func (english) netLoop(name, chain, alsNote, removal string) string {
	return fmt.Sprintf("%s: the chain closes into a loop. %s, which is where it started. In a closed loop every link holds both ways: exactly one end of each link is true%s. So whatever sees both ends of a link is false: %s.",
		name, locale.Capitalize(chain), alsNote, removal)
}
func (english) netLoopOff(name, chain, cell string, d int) string {
	return fmt.Sprintf("%s: %s: a contradiction. So %s cannot be %d.", name, locale.Capitalize(chain), cell, d)
}
func (english) netLoopOn(name, chain, cell string, d int, removal string) string {
	return fmt.Sprintf("%s: %s: a contradiction. So %s = %d: %s.", name, locale.Capitalize(chain), cell, d, removal)
}
func (english) netCellBoth(name, chain, cell string, d1, d2 int, removal string) string {
	return fmt.Sprintf("%s: %s. So %s is %d or %d: %s.", name, locale.Capitalize(chain), cell, d1, d2, removal)
}
func (english) netEitherEnd(name, chain, a, b, cannot string) string {
	return fmt.Sprintf("%s: %s. So %s or %s, and either way %s.", name, locale.Capitalize(chain), a, b, cannot)
}
func (english) netCannot(cells []string, d int) string {
	return fmt.Sprintf("%s cannot be %d", join(cells, locale.English), d)
}
func (english) netCannotAll(removal string) string { return removal }
func (english) netAlsNote() string {
	return ", and an almost locked set in the loop keeps all its other digits"
}
func (english) netChainIf(node string) string   { return "if " + node }
func (english) netChainThen(node string) string { return ", then " + node }
func (english) netChainSo(node string) string   { return ", so " + node }
func (english) netBivalue(cell string, d1, d2 int) string {
	return fmt.Sprintf(" (%s holds only %d and %d)", cell, d1, d2)
}
func (english) netStrongOne(d, h int) string {
	return fmt.Sprintf(" (the only other %d in %s)", d, houseName(h, locale.English))
}
func (english) netStrongMany(d, h int) string {
	return fmt.Sprintf(" (the only other places for %d in %s)", d, houseName(h, locale.English))
}
func (english) netAlsReason(cells string, n int, digits string, d int, rest string) string {
	return fmt.Sprintf(" (%s, %d cells, hold only %s: without %d they must hold all of %s)", cells, n, digits, d, rest)
}
func (english) netNodeOn(cell string, d int) string  { return fmt.Sprintf("%s is %d", cell, d) }
func (english) netNodeOff(cell string, d int) string { return fmt.Sprintf("%s is not %d", cell, d) }
func (english) netNodesOn(cells string, d int) string {
	return fmt.Sprintf("one of %s is %d", cells, d)
}
func (english) netNodesOff(cells string, d int) string {
	return fmt.Sprintf("none of %s is %d", cells, d)
}
func (english) netRemotePair(name string, cells []string, a, b int, alt1, alt2 []string, removal string) string {
	return fmt.Sprintf("%s: %s all hold only %d and %d, and each sees the next, so the digits alternate along the chain: %s or %s. Two cells an odd number of steps apart hold one %d and one %d, so a cell that sees both can be neither: %s.",
		name, join(cells, locale.English), a, b, strings.Join(alt1, ", "), strings.Join(alt2, ", "), a, b, removal)
}

func (english) netTrialOpen(cell, digits string) string {
	return fmt.Sprintf("No technique of logic applies here, so this is a trial: %s, the cell with the fewest candidates, can be %s.", cell, digits)
}
func (english) netTrialNoSolution(cell string, d int) string {
	return fmt.Sprintf("%s = %d leads to no solution (found by search, not by steps a person could follow).", cell, d)
}
func (english) netTrialNoCandidate(cell string) string {
	return fmt.Sprintf("%s has no candidate left", cell)
}
func (english) netTrialNoPlace(d, h int) string {
	return fmt.Sprintf("%d has no place left in %s", d, houseName(h, locale.English))
}
func (english) netTrialMore(n int) string { return fmt.Sprintf(" and %d more", n) }
func (english) netTrialFollow(shown, then string) string {
	return "these follow: " + shown + "; then " + then
}
func (english) netTrialClash(cell string, d int, why string) string {
	return fmt.Sprintf("With %s = %d, %s: a contradiction, so %s ≠ %d.", cell, d, why, cell, d)
}
func (english) netTrialSo(cell string, d int) string { return fmt.Sprintf(" So %s = %d.", cell, d) }
