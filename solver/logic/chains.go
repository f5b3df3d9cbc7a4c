package logic

// Placeholder: owned by the chains and forcing work.

func findRemotePair(v *view, emit func(*Step) bool)      {}
func findXChain(v *view, emit func(*Step) bool)          {}
func findXYChain(v *view, emit func(*Step) bool)         {}
func findNiceLoop(v *view, emit func(*Step) bool)        {}
func findAIC(v *view, emit func(*Step) bool)             {}
func findGroupedNiceLoop(v *view, emit func(*Step) bool) {}
func findGroupedAIC(v *view, emit func(*Step) bool)      {}
func explainChain(s *Step, lang Lang) string             { return "" }
