// Package generate makes Sudoku puzzles to practise on: by difficulty
// level, by technique to drill, and one a day per level.
//
// A puzzle is made in three moves. [Generator.Solution] fills a grid at
// random: a search that takes the cell with the fewest candidates and tries
// its digits in a random order, so every choice it makes is uniform among
// the ones open to it (this is not uniform over all grids, which no fast
// method is). [Generator.Minimal] then removes givens, a [Symmetry] group at
// a time in a random order, keeping each removal only while the exact
// solver still finds one solution; one pass is enough for the result to be
// minimal, since a group whose removal lost uniqueness cannot be removed
// later either, when fewer givens are left. Finally the human-style engine
// of package logic rates the puzzle, and it is kept when it is what was
// asked: [Generator.Level] wants a level, [Generator.Technique] a puzzle
// whose explained solution uses a technique and nothing harder (see
// [Puzzle.Drills]).
//
// Rating stops as soon as a step shows that the puzzle is harder than what
// is asked, and never looks for techniques that could only score too much,
// so a rejected puzzle costs little; an accepted one has the same rating as
// [logic.Rate] gives it.
//
// [Daily] derives a puzzle from a calendar date and a level, the same for
// everyone. Techniques too rare in random puzzles are drilled from a
// [Stock] of puzzles made ahead. [ParseLevel] and [ParseTechnique] read
// the names people type, in any language the bot speaks (as the
// explainers write them; ParseTechnique also a technique's stable key and
// the short names of every language's locale.Reading); [ParseSymmetry]
// reads a symmetry's English name.
//
// The package is pure: no I/O, no logging, no mutable global state. A
// Generator is deterministic: the same seed gives the same puzzles.
package generate
