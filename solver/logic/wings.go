package logic

// Placeholder: owned by the fish, single-digit patterns and wings work.

func findXYWing(v *view, emit func(*Step) bool)  {}
func findXYZWing(v *view, emit func(*Step) bool) {}
func findWWing(v *view, emit func(*Step) bool)   {}
func explainXYWing(s *Step, lang Lang) string    { return "" }
func explainXYZWing(s *Step, lang Lang) string   { return "" }
func explainWWing(s *Step, lang Lang) string     { return "" }
