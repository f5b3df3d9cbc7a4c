package synth

import (
	_ "embed"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"golang.org/x/image/font/opentype"
)

// fontList is the committed choice of font files: one per line, "SET
// PACKAGE PATH", PATH relative to /usr/share/fonts, from the Debian
// packages named. It was made by a fixed rule: every TrueType or OpenType
// file of the packages (fonts-aenigma's 465 novelty faces left out) that
// has the ten digits, each drawn differently; up to four files per package
// for training (regular, bold, light or thin, italic first) and up to three
// per held-out package. Whole packages (families) are held out, never
// single files of a family trained on. The last 68 lines, 27 packages
// added for training later (handwriting, brush, calligraphic, segmented,
// old-style figures), were chosen by the same rule, except a few files
// picked by hand: none of fonts-ecolier-lignes-court (its digits stand on
// ruled lines), two of fonts-dseg's 51 (a 7- and a 14-segment face), and
// of fonts-urw-base35 a script, Bookman, Century and Gothic rather than
// the Times, Helvetica and Courier clones (and never its dingbats).
//
//go:embed fonts.txt
var fontList string

// The sets of fonts.txt.
const (
	// SetTrain: the faces the classifier is trained on.
	SetTrain = "train"
	// SetApp: held-out text faces, as apps draw digits with (sans, serif,
	// mono, rounded, light and thin weights).
	SetApp = "app"
	// SetDisplay: held-out display faces, as puzzle books and posters use
	// (condensed, sketched, script, 3D, comic, handwriting-like).
	SetDisplay = "display"
)

// A FontFile is one line of the committed font list.
type FontFile struct {
	Set, Package, Path string
}

// FontFiles returns the committed font list, in order.
func FontFiles() []FontFile {
	var out []FontFile
	for line := range strings.Lines(fontList) {
		f := strings.Fields(line)
		if len(f) != 3 {
			continue
		}
		out = append(out, FontFile{f[0], f[1], f[2]})
	}
	return out
}

// Packages returns the Debian packages of the font list, sorted.
func Packages() []string {
	var ps []string
	for _, f := range FontFiles() {
		ps = append(ps, f.Package)
	}
	slices.Sort(ps)
	return slices.Compact(ps)
}

// A Face is a parsed font with its file's name.
type Face struct {
	Name string // path relative to the fonts' root
	Font *opentype.Font
}

// ErrMissingFonts: a font of the list is not installed.
var ErrMissingFonts = errors.New("fonts missing")

// InstallHint is the command that installs every font of the list.
func InstallHint() string {
	return "apt-get update && apt-get install -y --no-install-recommends " + strings.Join(Packages(), " ")
}

// LoadFonts parses the fonts of the given sets from fsys (the root of the
// fonts, /usr/share/fonts on Debian). Every file must be there: a missing
// one is an error wrapping [ErrMissingFonts] that names the packages to
// install, so that a training set is never silently smaller.
func LoadFonts(fsys fs.FS, sets ...string) ([]Face, error) {
	var out []Face
	missing := map[string]bool{}
	var errs []error
	for _, ff := range FontFiles() {
		if !slices.Contains(sets, ff.Set) {
			continue
		}
		data, err := fs.ReadFile(fsys, ff.Path)
		if err != nil {
			missing[ff.Package] = true
			continue
		}
		f, err := opentype.Parse(data)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", ff.Path, err))
			continue
		}
		out = append(out, Face{ff.Path, f})
	}
	if len(missing) > 0 {
		var ps []string
		for p := range missing {
			ps = append(ps, p)
		}
		slices.Sort(ps)
		return nil, fmt.Errorf("%w: %d packages not installed (%s); install them all with:\n  %s",
			ErrMissingFonts, len(ps), strings.Join(ps, " "), InstallHint())
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return out, nil
}
