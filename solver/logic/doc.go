// Package logic solves Sudoku puzzles the way people do: step by step,
// each step found by a named technique, on a ladder of nine tiers from
// singles to forcing chains and nets (with exocets, multi-sector locked
// sets and SK loops among them), and a labelled trial when nothing else
// applies. It is the same in every language: it writes no sentence for
// a person (its String methods give identifiers, such as "HiddenSingle").
//
// A [Board] holds the pencil marks; [Next] finds the easiest step that
// applies to it, [All] every step of one technique; [SolvePath] walks to
// the solution; [Rate] rates a puzzle by its hardest step, [Hint] gives
// the next step for a person's grid, and [Check] compares a person's
// entries with the solution. A [Technique] is described in one place
// (its stable key, tier, score, family, place on the ladder, finder and
// what its pictures draw: [Technique.Key], [Technique.Tier],
// [Technique.Family], [Technique.Draws]). A [Step] says what it places or
// eliminates and what justifies it: the digits, houses and cells it
// names, its candidates with their roles ([Mark]), its chains (one for
// each branch of a forcing chain or net, with the nested chains behind
// them) and, for the families that have one, its structure as a typed
// [Detail] (a fish's base, cover and fins, a wing's pivot and pincers, a
// multi-sector locked set's covers). The grid's cell sets are here too:
// [CellSet], [HouseCells], [Peers]. Package solver/explain writes a
// step's texts in each language the bot speaks, and package render draws
// it.
//
// The package is pure: no I/O, no logging, no mutable global state; every
// search is bounded by a context.
package logic
