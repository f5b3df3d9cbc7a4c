package explain

import (
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// netWords holds a language's sentences of chains, forcing chains, forcing
// nets and trials (chainstep.go, chainhint.go, forcingtext.go, nettext.go,
// trial.go): the shared code there works out which cells, links, houses
// and digits a text names, and each method writes a whole phrase or
// sentence with them in its language's word order and forms. Each
// language implements it in its net_ file (net_en.go, net_zh.go,
// net_ru.go); a language that lacks one is a compile error there.
type netWords interface {
	// Forcing nets, link by link (nettext.go).

	// netReasonLocked, netReasonCell and netReasonPeer (h is the house
	// both cells share) say in brackets why a link of a net holds; a
	// single's reason is a forcing chain's (netFactNaked, netFactHidden).
	netReasonLocked(d, h, h2 int) string
	netReasonCell() string
	netReasonPeer(h int) string
	// netGone says what a placement of d removes besides itself, on the
	// line of its plain eliminations: d from the houses (at least one, in
	// order, unless others is set) and the digits others from its cell.
	netGone(d int, houses []int, cell string, others logic.Digits) string
	// netThen adds to a placement's line what it removes (a fact with its
	// reason, or netGone): ", so r6c2≠8 (same row)".
	netThen(gone string) string
	// netAnd separates the facts one pattern of locked candidates
	// removes: "r7c5≠7, r8c5≠7".
	netAnd() string
	// netCauses lists the facts a link follows from.
	netCauses(causes []string) string
	// netNestedBecause ends a nested fact's line whose contradiction
	// follows; netNestedWould says it without one.
	netNestedBecause(opposite string) string
	netNestedWould(opposite string) string
	// netLinkClash says a branch made cell both d (link on) and not d
	// (link off).
	netLinkClash(cell string, d int, on, off string) string
	// netClashLink ends the line of a branch's last fact when it
	// contradicts the fact of an earlier line, link (the opposite,
	// written tightly): ", which contradicts link 15 (r5c6≠2)".
	netClashLink(link, opposite string) string
	// netProve opens a contradiction net written whole: what it shows,
	// conclusion and result, by supposing assumption, and then what the
	// assumption removes when its first line is said here (netThen, or
	// ""); the branch's last line ends in the contradiction
	// (netClashLink), and no closing line follows.
	netProve(conclusion, result, assumption, then string) string
	// netLastResort opens the explanation of a forcing chain or net:
	// "Last resort — Forcing Net: ".
	netLastResort(name string) string
	// netOpenCell, netOpenHouse and netOpenDouble say what a forcing
	// chain or net starts from: a cell's candidates, the places of d in
	// house h, a candidate and its opposite.
	netOpenCell(cell, digits string) string
	netOpenHouse(h, d int, cells []string) string
	netOpenDouble(cell string, d int) string
	// netGap separates two sentences.
	netGap() string
	// netTherefore and netEitherWay conclude a forcing chain or net from
	// a contradiction or from all branches, without the final stop.
	netTherefore(conclusion, result string) string
	netEitherWay(conclusion, result string) string
	// netSuppose, netIf and netCannotHold write a branch's assumption and,
	// when it ends in a contradiction, that it cannot hold.
	netSuppose(assumption string) string
	netIf(assumption string) string
	netCannotHold(assumption string) string
	// netLinks heads a page that goes on with links from to to.
	netLinks(from, to int) string
	// netSeePage ends the line of a nested fact whose contradiction is
	// on a page of its own, the page-th.
	netSeePage(page int) string
	// netNestedHead opens the page of a nested contradiction: why fact,
	// link link of page page, holds: along with the branch's links
	// before it (1 to link-1, none when link is 1), suppose its opposite,
	// assumption. netNestedLinks heads the part's later pages, with
	// links from to to; netNestedDone closes its last page: so fact, as
	// link link of page page says.
	netNestedHead(fact, assumption string, link, page int) string
	netNestedLinks(fact string, from, to int) string
	netNestedDone(fact string, link, page int) string

	// Forcing chains, a branch in a sentence (forcingtext.go).

	// netFactNaked, netFactHidden, netFactLocked and netFactNested say
	// in brackets why a fact of a branch holds.
	netFactNaked() string
	netFactHidden(h int) string
	netFactLocked(d, h, h2 int) string
	netFactNested() string
	// netBranch writes a branch: "if r1c1 = 5, then r1c7 ≠ 5, …".
	netBranch(assumption string, facts []string) string
	// netButClash and netOppositeClash end a branch in a contradiction.
	netButClash(opposite string) string
	netOppositeClash() string
	// netAlso joins the branches of a static contradiction.
	netAlso() string
	// netStop ends a sentence before the next one.
	netStop() string
	// netSoConclude concludes a contradiction: ". So r1c1 ≠ 5: …".
	netSoConclude(conclusion, result string) string
	// netSoCannotHold follows a branch's contradiction.
	netSoCannotHold(assumption string) string
	// netOr names items as alternatives, at least two: "3, 7 or 9".
	netOr(items []string) string
	// netBothClash, netNoCandidate and netNoPlace say how the branches
	// of a static contradiction clash; h is -1 when the house is not
	// known.
	netBothClash(cells string, d int) string
	netNoCandidate(cell string) string
	netNoPlace(d, h int) string

	// Hints of chains and nets (chainhint.go).

	// netHintAtCell, netHintForcingIn and netHintChainIn are level 1: a
	// technique starting at a cell of house h, or in house h.
	netHintAtCell(name string, h int, cell string) string
	netHintForcingIn(name string, h int) string
	netHintChainIn(name string, h int) string
	// netCands names the candidates of digits ds in cells: "4 in r7c5".
	netCands(ds logic.Digits, cells string) string
	// netFollowLoop and netFollowChain are level 2 of a chain: where it
	// starts (and ends), as candidates.
	netFollowLoop(at string) string
	netFollowChain(from, to string) string
	// netHintContradiction, netHintDouble, netHintCell and netHintHouse
	// are level 2 of a forcing chain or net; branches is how many it has.
	netHintContradiction(assumption, at string) string
	netHintDouble(first, second, at string) string
	netHintCell(cell, digits string, branches int, at string) string
	// netHintCellMany is netHintCell for a cell of more than three
	// candidates: it counts them rather than naming them.
	netHintCellMany(cell string, branches int, at string) string
	netHintHouse(d, h int, cells string, branches int, at string) string

	// Chains and loops (chainstep.go).

	// netLoop, netLoopOff, netLoopOn, netCellBoth and netEitherEnd
	// explain a chain by how its ends meet.
	netLoop(name, chain, alsNote, removal string) string
	netLoopOff(name, chain, cell string, d int) string
	netLoopOn(name, chain, cell string, d int, removal string) string
	netCellBoth(name, chain, cell string, d1, d2 int, removal string) string
	netEitherEnd(name, chain, a, b, cannot string) string
	// netCannot says that cells cannot be d; netCannotAll that the
	// eliminations are false.
	netCannot(cells []string, d int) string
	netCannotAll(removal string) string
	// netAlsNote adds that a loop's almost locked set keeps its digits.
	netAlsNote() string
	// netChainIf, netChainThen and netChainSo write the links of a chain.
	netChainIf(node string) string
	netChainThen(node string) string
	netChainSo(node string) string
	// netBivalue, netStrongOne, netStrongMany and netAlsReason say why a
	// strong link holds.
	netBivalue(cell string, d1, d2 int) string
	netStrongOne(d, h int) string
	netStrongMany(d, h int) string
	netAlsReason(cells string, n int, digits string, d int, rest string) string
	// netNodeOn, netNodeOff, netNodesOn and netNodesOff say that a node
	// holds or not.
	netNodeOn(cell string, d int) string
	netNodeOff(cell string, d int) string
	netNodesOn(cells string, d int) string
	netNodesOff(cells string, d int) string
	// netRemotePair explains a remote pair: cells holding only a and b,
	// and the two ways they alternate.
	netRemotePair(name string, cells []string, a, b int, alt1, alt2 []string, removal string) string

	// Trials (trial.go).

	// netTrialOpen says that no logic applies and which cell is tried
	// with which digits; netTrialNoSolution that a digit was ruled out by
	// search; netTrialNoCandidate and netTrialNoPlace how a digit led to
	// a contradiction, after what followed from it (netTrialFollow, with
	// netTrialMore when not all is shown); netTrialClash says the whole
	// branch and netTrialSo the placement left.
	netTrialOpen(cell, digits string) string
	netTrialNoSolution(cell string, d int) string
	netTrialNoCandidate(cell string) string
	netTrialNoPlace(d, h int) string
	netTrialMore(n int) string
	netTrialFollow(shown, then string) string
	netTrialClash(cell string, d int, why string) string
	netTrialSo(cell string, d int) string
}

// netWordsFor returns the words of a language: its explainer's (an
// unknown language gives English, as For does).
func netWordsFor(lang locale.Lang) netWords { return words(lang) }
