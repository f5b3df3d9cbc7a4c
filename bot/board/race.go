package board

import (
	"strings"

	"sudokubot/bot/state"
)

// challengeParam splits a board link's p parameter, "<code>" or
// "<code>_<challenge id>" (a puzzle's code holds no '_'), into the puzzle
// and the challenge the link was posted as (bot/race.go), "" for none.
// The page sends the challenge back with the game's finish.
func challengeParam(p string) (puzzle, challenge string, err error) {
	puzzle, challenge, ok := strings.Cut(p, "_")
	if !ok {
		return p, "", nil
	}
	if err := state.CheckChallengeID(challenge); err != nil || strings.Contains(challenge, "_") {
		return "", "", badRequest("p: %q after the puzzle is no challenge (A-Z a-z 0-9 - only)", challenge)
	}
	return puzzle, challenge, nil
}
