package emulator

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
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
	huge, err := e.InjectMessage(UserMessage{From: alice, Document: make([]byte, MaxDownloadBytes+1), FileName: "huge.png"})
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
	largest := photo.Message.Photo[len(photo.Message.Photo)-1]
	for _, tt := range []struct {
		id   string
		want []byte
	}{
		{largest.FileID, pic},
		{doc.Message.Document.FileID, []byte("not a picture")},
	} {
		f, r := getFile(tt.id)
		if r.status != http.StatusOK || f.FilePath == "" || f.FileSize != len(tt.want) {
			t.Fatalf("getFile(%s) = %d %s", tt.id, r.status, r.body)
		}
		got := do(t, http.MethodGet, ts.URL+"/file/bot"+e.Token()+"/"+f.FilePath, "", nil)
		if got.status != http.StatusOK || !bytes.Equal([]byte(got.body), tt.want) {
			t.Errorf("download of %s: %d, %d bytes; want %d bytes", f.FilePath, got.status, len(got.body), len(tt.want))
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
