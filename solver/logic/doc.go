// Package logic solves Sudoku puzzles the way people do: step by step,
// each step found by a named technique, from singles to forcing chains, and
// explained in English and Simplified Chinese.
//
// A [Board] holds the pencil marks; [Next] finds the easiest step that
// applies to it; a [Step] says what it places or eliminates and the cells,
// houses, candidates and links that justify it, from which [Step.Explain]
// and [Step.Hint] write text and the render package draws a picture.
//
// The package is pure: no I/O, no logging, no global state; every search is
// bounded by a context.
package logic
