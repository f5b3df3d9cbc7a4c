package logic

// Placeholder: owned by the colouring, uniqueness and ALS work.

func findUniqueRectangle1(v *view, emit func(*Step) bool) {}
func findUniqueRectangle2(v *view, emit func(*Step) bool) {}
func findUniqueRectangle3(v *view, emit func(*Step) bool) {}
func findUniqueRectangle4(v *view, emit func(*Step) bool) {}
func findBUGPlus1(v *view, emit func(*Step) bool)         {}
func explainUniqueRectangle(s *Step, lang Lang) string    { return "" }
func explainBUGPlus1(s *Step, lang Lang) string           { return "" }
