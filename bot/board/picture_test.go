package board

import (
	"bytes"
	"flag"
	"image/jpeg"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"
)

var savePicture = flag.String("save-picture", "", "write the inline result's picture of the test puzzle to this folder, to look at")

// TestPicture fetches an inline result's picture and thumbnail as
// Telegram does: public JPEGs of the code's puzzle, cached for long with
// an ETag (304 when it matches); a code that does not decode is not found.
func TestPicture(t *testing.T) {
	h := newHarness(t)
	code := testCode(t)
	for _, tt := range []struct {
		path string
		size int
	}{{"picture/" + code + ".jpg", PictureSize}, {"thumb/" + code + ".jpg", ThumbSize}} {
		res, err := http.Get(h.srv.URL + "/board/" + tt.path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/jpeg" || res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Fatalf("GET %s: %d %q %q", tt.path, res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"))
		}
		img, err := jpeg.Decode(bytes.NewReader(body))
		if err != nil || img.Bounds().Dx() != tt.size || img.Bounds().Dy() != tt.size {
			t.Fatalf("GET %s: %v, %v; want a JPEG of %d px", tt.path, img.Bounds(), err, tt.size)
		}
		if len(body) > 200<<10 {
			t.Errorf("GET %s: %d bytes", tt.path, len(body))
		}
		t.Logf("%s: %d bytes", tt.path, len(body))
		if *savePicture != "" {
			os.WriteFile(filepath.Join(*savePicture, filepath.Base(filepath.Dir(tt.path))+".jpg"), body, 0o644)
		}
		req, _ := http.NewRequest("GET", h.srv.URL+"/board/"+tt.path, nil)
		req.Header.Set("If-None-Match", res.Header.Get("ETag"))
		again, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		again.Body.Close()
		if res.Header.Get("ETag") == "" || again.StatusCode != http.StatusNotModified {
			t.Errorf("GET %s again with its ETag %q: %d, want 304", tt.path, res.Header.Get("ETag"), again.StatusCode)
		}
	}
	for _, p := range []string{"picture/" + code[:len(code)-1] + "x.jpg", "picture/" + code + ".png", "picture/" + code, "thumb/..%2Fapi.jpg", "picture/" + string(bytes.Repeat([]byte("S"), 60)) + ".jpg"} {
		res, err := http.Get(h.srv.URL + "/board/" + p)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: %d, want 404", p, res.StatusCode)
		}
	}
}

// BenchmarkPicture measures drawing and encoding an inline result's
// picture, as a request for a code not asked before costs.
func BenchmarkPicture(b *testing.B) {
	h := newHarness(b)
	code := testCode(b)
	w := &discard{header: http.Header{}}
	req, _ := http.NewRequest("GET", "/board/picture/"+code+".jpg", nil)
	for b.Loop() {
		h.board.ServeHTTP(w, req)
		if w.status != 0 && w.status != 200 {
			b.Fatalf("status %d", w.status)
		}
	}
}

type discard struct {
	header http.Header
	status int
}

func (d *discard) Header() http.Header         { return d.header }
func (d *discard) Write(p []byte) (int, error) { return len(p), nil }
func (d *discard) WriteHeader(s int)           { d.status = s }
