package logic

// Placeholder: owned by the fish, single-digit patterns and wings work.

func findXWing(v *view, emit func(*Step) bool)            {}
func findSwordfish(v *view, emit func(*Step) bool)        {}
func findJellyfish(v *view, emit func(*Step) bool)        {}
func findFinnedXWing(v *view, emit func(*Step) bool)      {}
func findSashimiXWing(v *view, emit func(*Step) bool)     {}
func findFinnedSwordfish(v *view, emit func(*Step) bool)  {}
func findSashimiSwordfish(v *view, emit func(*Step) bool) {}
func findFinnedJellyfish(v *view, emit func(*Step) bool)  {}
func findSashimiJellyfish(v *view, emit func(*Step) bool) {}
func explainFish(s *Step, lang Lang) string               { return "" }
