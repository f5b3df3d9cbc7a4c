// Command cjkgen writes render/cjk.bin: the outlines, from Noto Sans CJK
// SC, of the Chinese characters the /stats picture draws that the Go
// fonts lack (the characters of progress.StatsTexts in Chinese).
//
//	go generate ./render   # runs: go run ./internal/cjkgen -o cjk.bin
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"strings"

	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"sudokubot/bot/progress"
	"sudokubot/render"
	"sudokubot/solver/locale"
)

func main() {
	out := flag.String("o", "cjk.bin", "the file to write")
	fontPath := flag.String("font", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "Noto Sans CJK (a .ttc holding the SC face, or an .otf)")
	flag.Parse()
	if err := run(*out, *fontPath); err != nil {
		log.Fatal(err)
	}
}

func run(out, fontPath string) error {
	raw, err := os.ReadFile(fontPath)
	if err != nil {
		return err
	}
	cjk, err := scFace(raw)
	if err != nil {
		return err
	}
	goFont, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		return err
	}
	var buf sfnt.Buffer
	upm := int(cjk.UnitsPerEm())
	ppem := fixed.Int26_6(upm * 64)
	glyphs := map[rune]sfnt.Segments{}
	advances := map[rune]fixed.Int26_6{}
	for _, lang := range locale.All() {
		for _, s := range progress.StatsTexts(lang) {
			for _, r := range s {
				if _, done := glyphs[r]; done || r == ' ' {
					continue
				}
				if x, err := goFont.GlyphIndex(&buf, r); err == nil && x != 0 {
					continue // the Go font draws it
				}
				x, err := cjk.GlyphIndex(&buf, r)
				if err != nil || x == 0 {
					return fmt.Errorf("neither font has %q (%U)", r, r)
				}
				segs, err := cjk.LoadGlyph(&buf, x, ppem, nil)
				if err != nil {
					return fmt.Errorf("%q: %w", r, err)
				}
				adv, err := cjk.GlyphAdvance(&buf, x, ppem, 0)
				if err != nil {
					return fmt.Errorf("%q: %w", r, err)
				}
				glyphs[r] = append(sfnt.Segments(nil), segs...)
				advances[r] = adv
			}
		}
	}
	b, err := render.EncodeCJK(upm, glyphs, advances)
	if err != nil {
		return err
	}
	log.Printf("%d characters, %d bytes", len(glyphs), len(b))
	return os.WriteFile(out, b, 0o644)
}

// scFace returns the Simplified Chinese face of a collection, or the font.
func scFace(raw []byte) (*sfnt.Font, error) {
	c, err := sfnt.ParseCollection(raw)
	if err != nil {
		return nil, err
	}
	var buf sfnt.Buffer
	for i := range c.NumFonts() {
		f, err := c.Font(i)
		if err != nil {
			return nil, err
		}
		name, _ := f.Name(&buf, sfnt.NameIDFamily)
		if strings.HasSuffix(name, " SC") {
			return f, nil
		}
	}
	if c.NumFonts() == 1 {
		return c.Font(0)
	}
	return nil, fmt.Errorf("no SC face in the font")
}
