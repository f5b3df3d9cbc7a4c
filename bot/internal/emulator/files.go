package emulator

import (
	"net/http"
	"path"
	"strings"
)

// maxDownloadBytes is the largest file getFile lets a bot download, as on
// Telegram's servers (20 MB).
const maxDownloadBytes = 20 << 20

// storedFile is a file a user sent, kept for getFile and downloads.
type storedFile struct {
	data     []byte
	unique   string // file_unique_id
	filePath string // where getFile says it downloads from
}

// userPhotoLocked stores a photo a user sends, as the sizes compressPhoto
// made of it: each size is a file of its own, as on Telegram.
func (e *Emulator) userPhotoLocked(versions []photoVersion) []PhotoSize {
	e.fileSeq++
	sizes := make([]PhotoSize, len(versions))
	for i, v := range versions {
		id, unique := newFileIDs(photoFileIDPrefix, e.fileSeq, v.variant)
		sizes[i] = PhotoSize{FileID: id, FileUniqueID: unique, Width: v.w, Height: v.h, FileSize: len(v.data)}
		e.files[id] = &storedFile{data: v.data, unique: unique, filePath: "photos/file_" + unique + ".jpg"}
	}
	return sizes
}

// userDocumentLocked stores a file a user sends as a document.
func (e *Emulator) userDocumentLocked(data []byte, name string) *Document {
	e.fileSeq++
	id, unique := newFileIDs(docFileIDPrefix, e.fileSeq, "doc")
	e.files[id] = &storedFile{data: data, unique: unique, filePath: "documents/file_" + unique + path.Ext(name)}
	return &Document{
		FileID: id, FileUniqueID: unique, FileName: name,
		MimeType: documentMIME(name, data), FileSize: len(data),
	}
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
// over maxDownloadBytes.
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
	if len(f.data) > maxDownloadBytes {
		return nil, badRequest("file is too big")
	}
	e.paths[f.filePath] = f
	return fileObject{FileID: id, FileUniqueID: f.unique, FileSize: len(f.data), FilePath: f.filePath}, nil
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
