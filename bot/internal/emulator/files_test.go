package emulator

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"net/http"
	"strings"
	"testing"

	"sudokubot/solver/photo/sent"
)

func TestUserFiles(t *testing.T) {
	e, ts := newHandlerServer(t)
	pic := pngBytes(t, 40, 30)
	photo, err := e.InjectMessage(UserMessage{From: alice, Photo: pic, Text: "my grid"})
	if err != nil {
		t.Fatal(err)
	}
	if m := photo.Message; len(m.Photo) == 0 || m.Caption != "my grid" || m.Text != "" {
		t.Fatalf("photo message %+v, want photo sizes and the caption", m)
	}
	doc, err := e.InjectMessage(UserMessage{From: alice, Document: []byte("not a picture"), FileName: "notes.txt"})
	if err != nil {
		t.Fatal(err)
	}
	if d := doc.Message.Document; d == nil || d.MimeType != "text/plain" || d.FileName != "notes.txt" {
		t.Fatalf("document %+v, want notes.txt as text/plain", d)
	}
	huge, err := e.InjectMessage(UserMessage{From: alice, Document: make([]byte, maxDownloadBytes+1), FileName: "huge.png"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.InjectMessage(UserMessage{From: alice, Photo: []byte("not a picture")}); err == nil {
		t.Error("a photo that is no picture was accepted")
	}

	getFile := func(id string) (fileObject, rawResponse) {
		r := do(t, http.MethodGet, ts.URL+"/bot"+e.Token()+"/getFile?file_id="+id, "", nil)
		var resp struct {
			OK     bool       `json:"ok"`
			Result fileObject `json:"result"`
		}
		json.Unmarshal([]byte(r.body), &resp)
		return resp.Result, r
	}
	// A photo arrives recompressed as JPEG, a document as it was sent.
	largest := photo.Message.Photo[len(photo.Message.Photo)-1]
	for _, tt := range []struct {
		id   string
		want []byte // nil: a 40×30 JPEG
	}{
		{largest.FileID, nil},
		{doc.Message.Document.FileID, []byte("not a picture")},
	} {
		f, r := getFile(tt.id)
		if r.status != http.StatusOK || f.FilePath == "" || (tt.want != nil && f.FileSize != len(tt.want)) {
			t.Fatalf("getFile(%s) = %d %s", tt.id, r.status, r.body)
		}
		got := do(t, http.MethodGet, ts.URL+"/file/bot"+e.Token()+"/"+f.FilePath, "", nil)
		if got.status != http.StatusOK || len(got.body) != f.FileSize {
			t.Errorf("download of %s: %d, %d bytes; want 200 and the %d bytes getFile said", f.FilePath, got.status, len(got.body), f.FileSize)
		}
		if tt.want != nil && !bytes.Equal([]byte(got.body), tt.want) {
			t.Errorf("download of %s: %d bytes, want the %d bytes sent", f.FilePath, len(got.body), len(tt.want))
		}
		if tt.want == nil {
			cfg, format, err := image.DecodeConfig(strings.NewReader(got.body))
			if err != nil || format != "jpeg" || cfg.Width != 40 || cfg.Height != 30 {
				t.Errorf("download of %s: %s %dx%d (%v), want a 40x30 jpeg", f.FilePath, format, cfg.Width, cfg.Height, err)
			}
		}
		if bad := do(t, http.MethodGet, ts.URL+"/file/botWRONG/"+f.FilePath, "", nil); bad.status != http.StatusUnauthorized {
			t.Errorf("download with a wrong token: %d, want 401", bad.status)
		}
	}
	if _, r := getFile(huge.Message.Document.FileID); r.status != http.StatusBadRequest || !strings.Contains(r.body, "file is too big") {
		t.Errorf("getFile(over 20 MB) = %d %s, want 400 file is too big", r.status, r.body)
	}
	if _, r := getFile("nope"); r.status != http.StatusBadRequest {
		t.Errorf("getFile(unknown) = %d %s, want 400", r.status, r.body)
	}
	if r := do(t, http.MethodGet, ts.URL+"/file/bot"+e.Token()+"/photos/none.jpg", "", nil); r.status != http.StatusNotFound {
		t.Errorf("download of an unknown path: %d, want 404", r.status)
	}
}

// TestUserPhotoCompressed: a user's photo reaches the bot as Telegram's
// apps send it: thumbnails of 90, 320 and 800 pixels and the photo at most
// 1280 pixels long, each a JPEG of its own whose size getFile states; the
// largest is what package sent makes of it, byte for byte, so that
// `sudoku read -telegram` reads what the bot does.
func TestUserPhotoCompressed(t *testing.T) {
	e, ts := newHandlerServer(t)
	for _, tt := range []struct {
		w, h  int
		sizes string // each size's width x height, smallest first
	}{
		{1920, 1280, "90x60 320x213 800x533 1280x853"},
		{1000, 1500, "60x90 213x320 533x800 853x1280"},
		{300, 200, "90x60 300x200"},
		{80, 60, "80x60"},
	} {
		pic := pngBytes(t, tt.w, tt.h)
		u, err := e.InjectMessage(UserMessage{From: alice, Photo: pic})
		if err != nil {
			t.Fatalf("%dx%d: %v", tt.w, tt.h, err)
		}
		img, _, err := image.Decode(bytes.NewReader(pic))
		if err != nil {
			t.Fatal(err)
		}
		want, err := sent.Photo(img)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for k, ps := range u.Message.Photo {
			got = append(got, fmt.Sprintf("%dx%d", ps.Width, ps.Height))
			r := do(t, http.MethodGet, ts.URL+"/bot"+e.Token()+"/getFile?file_id="+ps.FileID, "", nil)
			var resp struct {
				Result fileObject `json:"result"`
			}
			if err := json.Unmarshal([]byte(r.body), &resp); err != nil || r.status != http.StatusOK {
				t.Fatalf("%dx%d: getFile(%s) = %d %s", tt.w, tt.h, ps.FileID, r.status, r.body)
			}
			body := do(t, http.MethodGet, ts.URL+"/file/bot"+e.Token()+"/"+resp.Result.FilePath, "", nil).body
			cfg, format, err := image.DecodeConfig(strings.NewReader(body))
			if err != nil || format != "jpeg" || cfg.Width != ps.Width || cfg.Height != ps.Height || len(body) != ps.FileSize {
				t.Errorf("%dx%d: size %dx%d downloads as %s %dx%d, %d bytes (%v); want a jpeg of that size, %d bytes",
					tt.w, tt.h, ps.Width, ps.Height, format, cfg.Width, cfg.Height, len(body), err, ps.FileSize)
			}
			if k == len(u.Message.Photo)-1 && body != string(want) {
				t.Errorf("%dx%d: the largest size (%d bytes) is not sent.Photo's JPEG (%d bytes)", tt.w, tt.h, len(body), len(want))
			}
		}
		if g := strings.Join(got, " "); g != tt.sizes {
			t.Errorf("%dx%d photo: sizes %s, want %s", tt.w, tt.h, g, tt.sizes)
		}
	}
}
