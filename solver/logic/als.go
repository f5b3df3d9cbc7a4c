package logic

// Placeholder: owned by the colouring, uniqueness and ALS work.

func findALSXZ(v *view, emit func(*Step) bool)     {}
func findALSXYWing(v *view, emit func(*Step) bool) {}
func findSueDeCoq(v *view, emit func(*Step) bool)  {}
func explainALSXZ(s *Step, lang Lang) string       { return "" }
func explainALSXYWing(s *Step, lang Lang) string   { return "" }
func explainSueDeCoq(s *Step, lang Lang) string    { return "" }
