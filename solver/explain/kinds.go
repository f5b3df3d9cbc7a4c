package explain

import "sudokubot/solver/logic"

// What the texts read from the shape of a step, for the families whose
// Step has no Detail to say it (a forcing step's kind and its facts' rules
// are in its logic.NetDetail).

// alsRoles are the roles of the candidates of the first, second and third
// almost locked set of an ALS step, as the engine marks them.
var alsRoles = [3]logic.Role{logic.RoleKey, logic.RoleAlt, logic.RoleFin}

// chained reports whether the step's hints read its chains.
func chained(s *logic.Step) bool {
	return s.Technique.Tier() >= 7 && len(s.Chains) > 0 && len(s.Chains[0]) > 0
}

// forcing reports whether the step is a forcing chain or net.
func forcing(s *logic.Step) bool {
	switch s.Technique {
	case logic.CellForcingChain, logic.HouseForcingChain, logic.ContradictionChain, logic.ForcingNet:
		return true
	}
	return false
}

// area returns where the step is: its main house, or the box of its first
// cell, or -1 for the whole grid.
func area(s *logic.Step) int {
	if h, ok := s.Where(); ok {
		return houseNum(h)
	}
	return -1
}

// chainArea returns the house a chain's level 1 names (see
// logic.Step.Area).
func chainArea(s *logic.Step) int {
	h, _ := s.Area()
	return houseNum(h)
}

// sameNode reports whether two nodes are the same candidates, true or
// false.
func sameNode(a, b logic.Node) bool { return a.Digit == b.Digit && a.Cells == b.Cells }
