package logic

// Placeholder: owned by the fish, single-digit patterns and wings work.

func findSkyscraper(v *view, emit func(*Step) bool)     {}
func findTwoStringKite(v *view, emit func(*Step) bool)  {}
func findEmptyRectangle(v *view, emit func(*Step) bool) {}
func explainSkyscraper(s *Step, lang Lang) string       { return "" }
func explainTwoStringKite(s *Step, lang Lang) string    { return "" }
func explainEmptyRectangle(s *Step, lang Lang) string   { return "" }
