package board

import (
	"bytes"
	"image/jpeg"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"sudokubot/render"
	"sudokubot/solver/sharecode"
)

// The pictures of inline results: Telegram fetches an inline photo
// result's photo_url and thumbnail_url itself, so they are public (no
// initData) and named by the puzzle's code alone:
//
//	GET picture/<code>.jpg  the puzzle, PictureSize pixels square
//	GET thumb/<code>.jpg    the same, ThumbSize pixels square
//
// A picture never changes for its code: it is cached for a year, with an
// ETag. At most pictureWorkers are drawn at once; the others wait, or get
// 503 when the request ends first.
const (
	PictureSize    = 512
	ThumbSize      = render.MinSize
	pictureWorkers = 2
	pictureVersion = "1" // changes when the drawing does, for the ETag
)

// PictureURL and ThumbURL return the addresses of a code's pictures
// under the board's public URL (base ends in "/").
func PictureURL(base, code string) string { return base + "picture/" + code + ".jpg" }
func ThumbURL(base, code string) string   { return base + "thumb/" + code + ".jpg" }

// pictures draws the inline results' pictures.
type pictures struct {
	once       sync.Once
	big, small *render.Renderer
	err        error
	slots      chan struct{}
}

func newPictures() *pictures { return &pictures{slots: make(chan struct{}, pictureWorkers)} }

// renderers makes the two renderers on the first picture asked for.
func (p *pictures) renderers() (big, small *render.Renderer, err error) {
	p.once.Do(func() {
		if p.big, p.err = render.New(render.Options{Size: PictureSize}); p.err == nil {
			p.small, p.err = render.New(render.Options{Size: ThumbSize})
		}
	})
	return p.big, p.small, p.err
}

func (s *Server) servePicture(thumb bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		code, ok := strings.CutSuffix(r.PathValue("file"), ".jpg")
		if !ok || len(code) > sharecode.MaxLen {
			http.NotFound(w, r)
			return
		}
		g, err := sharecode.Decode(code)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		size := PictureSize
		if thumb {
			size = ThumbSize
		}
		etag := `"` + code + "-" + strconv.Itoa(size) + "-" + pictureVersion + `"`
		h := w.Header()
		h.Set("ETag", etag)
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		if r.Header.Get("If-None-Match") == etag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		select {
		case s.pictures.slots <- struct{}{}:
			defer func() { <-s.pictures.slots }()
		case <-r.Context().Done():
			http.Error(w, "busy", http.StatusServiceUnavailable)
			return
		}
		big, small, err := s.pictures.renderers()
		if err != nil {
			s.log.Error("board: the pictures' renderer", "err", err)
			http.Error(w, "no pictures", http.StatusInternalServerError)
			return
		}
		rd := big
		if thumb {
			rd = small
		}
		img, err := rd.Image(render.Puzzle{Grid: g})
		if err != nil {
			s.log.Error("board: drawing a picture", "code", code, "err", err)
			http.Error(w, "cannot draw it", http.StatusInternalServerError)
			return
		}
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 88}); err != nil {
			http.Error(w, "cannot encode it", http.StatusInternalServerError)
			return
		}
		h.Set("Content-Type", "image/jpeg")
		h.Set("Content-Length", strconv.Itoa(buf.Len()))
		w.Write(buf.Bytes())
	}
}
