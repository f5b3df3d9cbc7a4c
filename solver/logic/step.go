package logic

import (
	"fmt"

	"sudokubot/solver"
)

// A Candidate is a digit in a cell: a pencil mark.
type Candidate struct {
	Cell  int // 0–80
	Digit int // 1–9
}

func (c Candidate) String() string { return fmt.Sprintf("%s=%d", solver.CellName(c.Cell), c.Digit) }

// A Role says how a marked candidate takes part in a step, so that a
// picture can colour it.
type Role uint8

// The roles.
const (
	// RoleKey marks the candidates that form the pattern: a pair, the base
	// of a fish, a wing's pivot, an almost locked set.
	RoleKey Role = iota
	// RoleAlt marks a second part of a pattern: a wing's pincers, the
	// second almost locked set, the other side of a rectangle.
	RoleAlt
	// RoleFin marks the fins of a fish.
	RoleFin
	// RoleOn marks candidates that are true in one colour of a colouring or
	// chain: if one of them holds, all of them do.
	RoleOn
	// RoleOff marks candidates of the opposite colour.
	RoleOff
)

// A Mark is a highlighted candidate.
type Mark struct {
	Candidate
	Role Role
}

// A Node is one end of a link: a digit in one cell, or in a group of cells
// of one house (grouped chains), that is either true (On) or false.
type Node struct {
	Digit int
	Cells CellSet
	On    bool
}

// Cell returns the node's cell when it has exactly one, or -1.
func (n Node) Cell() int {
	if n.Cells.Count() != 1 {
		return -1
	}
	return n.Cells.First()
}

// A Link is one inference: if From holds (true or false, as its On says),
// then To holds.
type Link struct {
	From, To Node
}

// Strong reports whether the link is a strong inference, "if From is false
// then To is true", drawn differently from a weak one, "if From is true
// then To is false".
func (l Link) Strong() bool { return !l.From.On && l.To.On }

// A Chain is a sequence of inferences, each starting where the previous
// one ended. In a forcing net, a link may instead start from any node
// reached earlier in the chain.
type Chain []Link

// A NestedChain is the contradiction behind a nested fact of a forcing
// net's branch: Chain starts from the fact's opposite, assumed on the
// candidates the branch has reached, and ends in a contradiction.
type NestedChain struct {
	Branch int  // the index of the branch in Step.Chains
	Fact   Node // the fact of the branch it proves
	Chain  Chain
	// Houses lists the houses of the chain's hidden singles and locked
	// candidates, in order, as Step.Houses does for a branch.
	Houses []solver.House
}

// A Step is one logical step: the technique, what it places or
// eliminates, and what justifies it.
type Step struct {
	Technique    Technique
	Placements   []Candidate
	Eliminations []Candidate

	// Digits holds the digits the step is about.
	Digits Digits
	// Houses lists the houses the step looks at, the main one first: the
	// house of a single, the base sets of a fish then its cover sets.
	Houses []solver.House
	// Cells lists the cells of the pattern: a pair's two cells, a
	// rectangle's corners, a wing's pivot then its pincers.
	Cells []int
	// Marks lists the candidates that justify the step, with their roles.
	Marks []Mark
	// Chains lists the chains of a chain step, or of each branch of a
	// forcing chain or net.
	Chains []Chain
	// Nested lists, for a forcing net with nested contradictions, the
	// chain behind each: why assuming the opposite of a fact of a branch
	// leads to a contradiction.
	Nested []NestedChain
	// Size is the length that makes a chain or net harder: the number of
	// links, or of cells in a fish or subset. It raises Score.
	Size int

	// Then is the single that this step's eliminations leave at once, if
	// any; its placement is among Placements too.
	Then *Step

	// Trials holds, for a trial, what each wrong choice leads to.
	Trials []TrialBranch

	// Detail is the step's structure, typed by its family, or nil for a
	// family that has none yet.
	Detail Detail
}

// Score returns the step's difficulty on the Sudoku Explainer scale.
func (s *Step) Score() float64 { return s.Technique.score(s) }

// A Detail is the structure of a step, typed by its family, set by the
// finder that knows it, so that texts and pictures read it instead of
// decoding Houses, Cells, Marks and Chains. Its types are [*FishDetail],
// [*WingDetail], [*MSLSDetail] and [*NetDetail].
type Detail interface{ detail() }

// MSLSDetail is the structure of a multi-sector locked set: the digits
// that cover each of its rows and columns (none for a line outside it).
// A cell's candidate in the set is covered by its row, its column, or
// both.
type MSLSDetail struct {
	RowDigits, ColDigits [9]Digits
}

func (*MSLSDetail) detail() {}

// Covers returns the digits that cover house h of the set: its row's or
// its column's.
func (m *MSLSDetail) Covers(h solver.House) Digits {
	switch h.Kind {
	case solver.Row:
		return m.RowDigits[h.Index]
	case solver.Column:
		return m.ColDigits[h.Index]
	}
	return 0
}

// Role returns how a cell's candidate d takes part in the set: RoleKey
// when its row covers d, RoleAlt when its column does, RoleFin when both.
func (m *MSLSDetail) Role(cell, d int) Role {
	inRow, inCol := m.RowDigits[cell/9].Has(d), m.ColDigits[cell%9].Has(d)
	switch {
	case inRow && inCol:
		return RoleFin
	case inCol:
		return RoleAlt
	}
	return RoleKey
}

// FishDetail is the structure of a fish, basic or finned: its digit, its
// base and cover houses (rows and columns, or columns and rows), and its
// fins, the base cells outside the cover houses (none for a basic fish).
type FishDetail struct {
	Digit       int
	Base, Cover []solver.House
	Fins        CellSet
}

func (*FishDetail) detail() {}

// WingDetail is the structure of a wing. An XY-Wing or XYZ-Wing has a
// pivot that sees both pincers; a W-Wing has none (Pivot -1) but a strong
// link on Link's digit in LinkHouse, whose ends Ends[0] and Ends[1] see
// Pincers[0] and Pincers[1]. Either way one of the pincers holds Digit,
// so every cell that sees both (and the pivot, if any) loses it.
type WingDetail struct {
	Pivot     int
	Pincers   [2]int
	Digit     int
	Link      int // W-Wing: the strong link's digit
	LinkHouse solver.House
	Ends      [2]int
}

func (*WingDetail) detail() {}
