package photo

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"

	"sudokubot/solver/photo/synth"
)

// Pictures without a grid (a penguin, people, a poster, a diagram, a
// calendar) are "no grid", not "cut off": only a grid-like structure
// running off the edge is cut off.
func TestNoGridScenes(t *testing.T) {
	t.Parallel()
	r := newReader(t)
	f, err := opentype.Parse(goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	// -short: every kind of scene once; the full run, three of each in
	// two shapes.
	seeds, sizes := uint64(3), [][2]int{{800, 1000}, {1200, 900}}
	if testing.Short() {
		seeds, sizes = 1, sizes[:1]
	}
	for _, kind := range synth.SceneKinds {
		for seed := range seeds {
			for _, size := range sizes {
				t.Run(fmt.Sprintf("%s-%d-%dx%d", kind, seed, size[0], size[1]), func(t *testing.T) {
					g := synth.Scene(rand.New(rand.NewPCG(seed, 1)), kind, f, size[0], size[1])
					if _, err := r.ReadImage(g); !errors.Is(err, ErrNoGrid) {
						t.Errorf("ReadImage(%s) = %v, want ErrNoGrid", kind, err)
					}
				})
			}
		}
	}
}

// A grid a fifth to a half of which runs off an edge is cut off.
func TestCutOffGrids(t *testing.T) {
	t.Parallel()
	r := newReader(t)
	f, err := opentype.Parse(goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	ps := puzzles(t)
	n := uint64(8)
	if testing.Short() {
		n = 3 // the full run: 8
	}
	for seed := range n {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(seed, 2))
			g := synth.CutOff(rng, f, ps[int(seed)%len(ps)])
			if _, err := r.ReadImage(g); !errors.Is(err, ErrCutOff) {
				t.Errorf("ReadImage(grid cut off) = %v, want ErrCutOff", err)
			}
		})
	}
}
