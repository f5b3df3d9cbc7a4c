package emulator

import (
	"fmt"
	"net/http"
	"path"
	"strings"
)

// MaxDownloadBytes is the largest file getFile lets a bot download, as on
// Telegram's servers (20 MB).
const MaxDownloadBytes = 20 << 20

// userPhotoLocked stores a photo a user sends, as the sizes compressPhoto
// made of it: each size is a file of its own, as on Telegram, and the
// stored file returned is the largest.
func (e *Emulator) userPhotoLocked(versions []photoVersion) *storedFile {
	e.fileSeq++
	sizes := make([]PhotoSize, len(versions))
	files := make([]*storedFile, len(versions))
	for i, v := range versions {
		id, unique := newFileIDs(photoFileIDPrefix, e.fileSeq, v.variant)
		sizes[i] = PhotoSize{FileID: id, FileUniqueID: unique, Width: v.w, Height: v.h, FileSize: len(v.data)}
		files[i] = &storedFile{kind: fileKindPhoto, data: v.data, name: "photo.jpg", width: v.w, height: v.h, sizes: sizes}
		e.files[id] = files[i]
	}
	return files[len(files)-1]
}

// userDocumentLocked stores a file a user sends as a document.
func (e *Emulator) userDocumentLocked(data []byte, name string) *storedFile {
	e.fileSeq++
	id, unique := newFileIDs(docFileIDPrefix, e.fileSeq, "doc")
	f := &storedFile{kind: fileKindDocument, data: data, name: name}
	f.doc = Document{
		FileID: id, FileUniqueID: unique, FileName: name,
		MimeType: documentMIME(name, data), FileSize: len(data),
	}
	e.files[id] = f
	return f
}

// fileObject is the Bot API's File.
type fileObject struct {
	FileID       string `json:"file_id"`
	FileUniqueID string `json:"file_unique_id"`
	FileSize     int    `json:"file_size,omitempty"`
	FilePath     string `json:"file_path,omitempty"`
}

// getFile answers getFile: the file's path for a download from the file
// endpoint, /file/bot<token>/<file_path>. Like Telegram it refuses files
// over MaxDownloadBytes.
func (e *Emulator) getFile(q *request) (any, *APIError) {
	id := q.params["file_id"]
	if id == "" {
		return nil, badRequest("file_id not specified")
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	f := e.files[id]
	if f == nil {
		return nil, badRequest("invalid file_id")
	}
	if len(f.data) > MaxDownloadBytes {
		return nil, badRequest("file is too big")
	}
	obj := fileObject{FileID: id, FileSize: len(f.data)}
	if f.kind == fileKindPhoto {
		for _, s := range f.sizes {
			if s.FileID == id {
				obj.FileUniqueID = s.FileUniqueID
			}
		}
		obj.FilePath = fmt.Sprintf("photos/file_%s.jpg", obj.FileUniqueID)
	} else {
		obj.FileUniqueID = f.doc.FileUniqueID
		obj.FilePath = fmt.Sprintf("documents/file_%s%s", obj.FileUniqueID, path.Ext(f.name))
	}
	if e.paths == nil {
		e.paths = make(map[string]*storedFile)
	}
	e.paths[obj.FilePath] = f
	return obj, nil
}

// serveFile serves a download from the file endpoint,
// /file/bot<token>/<file_path>, of a path getFile gave.
func (e *Emulator) serveFile(w http.ResponseWriter, r *http.Request) {
	rest, _ := strings.CutPrefix(r.URL.Path, "/file/bot")
	token, filePath, ok := strings.Cut(rest, "/")
	e.mu.Lock()
	var f *storedFile
	if ok && token == e.token {
		f = e.paths[filePath]
	}
	e.mu.Unlock()
	switch {
	case !ok || token != e.token:
		http.Error(w, "Unauthorized", http.StatusUnauthorized)
	case f == nil:
		http.NotFound(w, r)
	default:
		w.Header().Set("Content-Type", "application/octet-stream")
		w.Write(f.data)
	}
}
