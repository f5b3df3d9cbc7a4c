// Package photo reads a Sudoku grid from a photo or a screenshot.
//
// [Read] takes the bytes of a JPEG, PNG or WebP file and returns a
// [Reading]: the grid, and for each cell how likely each value is. The
// steps are:
//
//   - Decode: the file's size, the picture's pixel count and what its
//     decode would cost are bounded before any pixel is decoded
//     ([MaxBytes], [MaxPixels], [MaxDecodeBytes]): [Inspect] reads the
//     header (size, depth, channels, progressive or interlaced, CMYK or
//     RGB, lossless) and estimates the bytes the decoder and the
//     conversion to grey allocate, following what image/jpeg, image/png
//     and golang.org/x/image/webp allocate for that header. A PNG that is
//     not interlaced is decoded row by row straight into grey (one byte
//     per pixel, whatever its depth); a JPEG's luma plane is the grey
//     picture, not copied. [Reader.ReadWithin] holds each picture's cost
//     and its reading's from a [Budget] shared by the process's readers,
//     waiting while others hold too much. The picture is turned upright
//     as its EXIF orientation says and made grey.
//   - Locate: a copy at most 1280 pixels wide is thresholded against the
//     local mean (an integral image), its connected regions of ink are
//     labelled, and the largest ones are tried as the grid: their outline
//     (the extreme corners, the bounding box, and lines fitted along the
//     four sides) must enclose the eight inner lines of a 9×9 grid in each
//     direction, clearly inkier than the rows between them (looked for at
//     every pixel across each line, so a thin faint line a little off its
//     place still counts), so a large square that is not a Sudoku grid is
//     refused, and so is an outline far from square (its opposite sides,
//     averaged, more than 30% apart: a calendar). A second pass closes
//     small gaps, for grids drawn as nine separate boxes. A region that
//     runs off the picture's edge gives a grid only if its outline is
//     square (within 18%) and reaches as far as the region on that side,
//     so the visible part of a grid cut off is not read as a grid; such a
//     region is reported as a grid cut off ([ErrCutOff]) only if it looks
//     like part of a grid (three long straight lines or more each way,
//     with gaps between), and a photo of anything else that reaches the
//     edges (a penguin, people, a poster) has no grid ([ErrNoGrid]). When the grid found touches the picture's edge or
//     fits poorly, the ink is thinned by a pixel or two and the regions
//     looked at again: a grid whose border touches a page's frame or a
//     caption is then a region of its own. A picture that looks dark (a
//     dark theme) is looked at turned over and as it is, and the grid
//     more like a grid wins: a photo with a bright area beside the page
//     looks dark too.
//   - Straighten: a homography maps the grid onto a 360-pixel square
//     (40-pixel cells), averaging up to 4×4 samples per pixel (a grid's
//     rows shared among the processors).
//   - Check the outline: a grid outlined a cell off (taking in a row or
//     column beside it) still looks like a grid, and its digits read as
//     digits. Where the grid's inner box lines are twice as heavy as its
//     cell lines but a cell away from where the outline puts them, the
//     outline is moved by that cell and the grid read there, if its box
//     lines then fall in place; moved past the picture's edge, the grid is
//     cut off ([ErrCutOff]). A grid whose lines are alike is left as it is.
//     An outline a row or column short (a tiles theme whose highlighted
//     column is the page's colour) has lines where its nine cells put
//     none: the lines found are laid on the even spacing that holds them
//     all, box lines on the heavier, and the grid is read where that
//     spacing puts its first and last lines, if its lines then all fall
//     in place.
//   - Cells: the ten lines of each direction are looked for near their
//     places (grids drawn as separate boxes, bent pages); each cell between
//     them, less a margin, is thresholded against its own background (so
//     highlighted cells read like others); its largest region of ink near
//     the centre is the mark (a piece of the grid lines' corner is not,
//     nor a piece of line across the cell, nor a mark joined to one: a
//     straight line along its side at the cell's edge; a digit as tall as
//     a cell, wider than a line and with no line at the cell's edge along
//     its sides, is, and so is a digit filling the cell whose flat top and
//     straight side touch two edges, for it has ink away from them). A
//     grid read with fewer marks than a puzzle's 17 givens is read again
//     turned over (a dark theme's tiles look like a grid either way, its
//     digits then light on dark), and the reading with more digits kept.
//     A cell where no mark is found but
//     whose middle holds a digit's worth of ink is doubtful, not empty.
//     Each cell is then judged against the grid's digits: a mark with a
//     third of their contrast or less is a stain or show-through, not a
//     digit; a mark too small for a digit but about as dark as they are is
//     looked at again with half the threshold (the bar of a faint 7 whose
//     stem is lighter). A mark shorter than a third of the cell and
//     much smaller than the grid's other digits is empty (pencil-mark
//     candidates in app screenshots are about a quarter of the cell tall
//     and away from the centre), but not surely so: ink was found, and it
//     may be the one piece found of a broken digit (confidence 0.98); a
//     small mark otherwise is doubtful (low confidence).
//   - Turn: photos are taken sideways, or with a wrong EXIF orientation.
//     Digits are taller than wide in every face, so the grid's digits
//     (their median ratio of height to width, beyond 1.15 either way) say
//     whether it is upright or upside down, or sideways; the classifier
//     then scores the two turns left (all four if the digits are as wide as
//     tall) by the log-probability of their digits' likeliest values, a
//     turn other than the picture as it is paying 0.1 nat per digit. The
//     scores, as a softmax, weigh each turn's reading of each cell, so a
//     grid whose turn is in doubt is not read with confidence.
//   - Digits: the mark is scaled into a 20×20 square and classified by
//     two small convolutional networks ([ConvNet], trained by cmd/digits
//     from different seeds, from digits rendered in many fonts and from
//     the training photos' real cells, sharp and blurred; their weights
//     are embedded), whose probabilities are averaged (the fully
//     connected [Net] of earlier weights is read too). The class 0 is "not a digit". A
//     digit is also looked at with a stricter and a looser threshold (a
//     blurred 6 whose loop runs into its stem at the usual threshold shows
//     its opening with the stricter one; the faint bar of a 7 shows with
//     the looser one), and the cell's probabilities are the normalised
//     geometric mean of the three views' ([Mark.Views]). A mark as big
//     as the grid's digits is "not a digit" with a probability of at most
//     0.9, whatever its shape: a face unlike any learnt is doubtful, not
//     surely empty.
//
// Layers: a picture of a game in progress holds the puzzle's givens, the
// person's entries and pencil marks ([Reading.Layers], [Reading.Givens],
// [Reading.Entries], [Reading.Marks]); Grid holds givens and entries
// together, read alike from their lightness. They are told apart by
// their ink, relative to the other digits of the same picture: each
// digit's chroma (from the Cb and Cr planes a JPEG or WebP decodes into,
// kept beside the grey) is the background's plus the sum over the cell
// of the chroma's departures from it, over the sum of each pixel's share
// of ink (from its lightness): a sum, so a thin stroke whose chroma is
// faded by JPEG's half-resolution chroma still counts. The digits split
// in two groups when their chromas fall clearly apart (a picture in grey,
// such as a PNG, read grey: by contrast, only when the two groups are far
// apart); the group with less colour (in grey, the darker) is the
// givens, and a picture whose digits do not split has givens only. Each
// digit's layer is the likelier group, each a normal distribution about
// its centre with its own spread; its confidence is at most that of the
// same with one spread for both, and 0.9 for a digit far from both.
// Where the ink does not split them (a black pen's entries among printed
// givens, pencil on tinted paper), the hand/print score does: a small
// convolutional network's probability that a digit was written by hand
// ([Reader.SetHand], trained by cmd/digits handprint), plus how near a
// copy of it the other digits read with its value hold (a face draws a
// digit alike each time, a hand does not); a layer so split is trusted at
// most 0.98.
// Handwriting: the entries of a picture split by the hand/print score,
// or by colour or contrast when the score finds most entries written by
// hand, are read again by networks trained on handwriting alone
// ([Reader.SetHandDigits], trained by cmd/digits handnet on MNIST's
// training split): each digit's probabilities become the weighted
// geometric mean of theirs and the general classifier's (0.75 theirs),
// the probability of empty left as it was; not where they read fewer
// than 85% of those digits as the general classifier does (a printed
// display face taken for handwriting). A digit over or touching a grid
// line, or as big as the cell, is looked for again without the lines
// that go on beyond the cell (a digit's stroke stops at it), and counts
// if the classifier reads a digit in it.
// Pencil marks: a cell without a digit but with ink is straightened again
// at 96 pixels, the pieces of grid line along its edges cleared, and its
// regions of ink of a small digit's size (8% to 33% of the cell tall) are
// each classified by the digit networks as a digit of the grid's digits'
// size; where most marks of the picture read as the digit of their place
// in a 3×3 layout, the place weighs in (0.9). A cell's candidates are
// never read with a confidence over 0.98 (a mark missed leaves no trace),
// halved when ink is left over that is neither a mark nor a line, and an
// empty cell with ink but nothing read in it is empty at 0.5.
// Entries and the puzzle: when the givens have exactly one solution, an
// entry's probability of being its cell's solution digit is weighed twice
// the others' (people's entries are mostly right), so a hesitation
// between two digits goes to the solution's, still doubtful, and a clear
// wrong entry stays as written.
// Calibration: where the tuning sets found the confidence sure and the
// reading wrong, it is capped below 0.99 but above [Doubt] (a cell
// read empty that holds ink 0.97, a digit written by hand 0.98; an empty
// cell of a picture with pencil marks, and the layers of a page filled
// by hand told by their ink or not split, 0.98 in the layer), never taking a
// cell's [Reading.CellConfidence] below Doubt, but for a game's cell read
// empty whose ink is no digit, marks or line found (0.9: an entry missed?); [Reading.Prob] stays the
// classifier's, the entries' weighed by the solution (see calib.go).
//
// [Reading.Check] verifies a reading with the exact solver and repairs it when a
// few least-confident cells, read as their next most likely values, make a
// grid with exactly one solution. A game in progress (entries beside
// givens that alone have one solution) is checked as the bot answers it:
// its givens are the puzzle, and a wrong entry is the person's mistake,
// never repaired.
//
// The package is pure: no I/O, no network, no globals but the embedded
// weights, no cgo.
package photo
