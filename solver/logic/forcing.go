package logic

// Placeholder: owned by the chains and forcing work.

func findCellForcingChain(v *view, emit func(*Step) bool)   {}
func findHouseForcingChain(v *view, emit func(*Step) bool)  {}
func findContradictionChain(v *view, emit func(*Step) bool) {}
func findForcingNet(v *view, emit func(*Step) bool)         {}
func explainForcing(s *Step, lang Lang) string              { return "" }
