package emulator

import (
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/url"
	"strings"
)

// Request is an API request as the emulator decoded it.
type Request struct {
	Method string            // canonical method name, e.g. "sendMessage"; as sent if unknown
	Params map[string]string // every parameter, including ones the emulator ignores
	Files  []File            // files uploaded as multipart parts
}

// File is a file uploaded as a part of a multipart/form-data request.
type File struct {
	Field       string // form field name, e.g. "photo" or "file-0"
	Name        string // file name the client gave
	ContentType string // the part's Content-Type
	Data        []byte
}

// maxBodyBytes bounds a request body; Telegram takes uploads of up to 50 MB.
const maxBodyBytes = 64 << 20

// decodeParams reads the parameters of a request from the URL query and from an
// application/x-www-form-urlencoded or multipart/form-data body, the ways the
// library sends them. Where a name occurs more than once the first value wins and the
// query comes before the body, as in the reference server. Telegram also takes JSON
// bodies; the emulator refuses them and other content types.
func decodeParams(contentType, rawQuery string, body io.Reader) (map[string]string, []File, error) {
	params := make(map[string]string)
	add := func(name, value string) {
		if _, ok := params[name]; !ok {
			params[name] = value
		}
	}

	if rawQuery != "" {
		q, err := url.ParseQuery(rawQuery)
		if err != nil {
			return nil, nil, fmt.Errorf("query: %w", err)
		}
		addValues(q, add)
	}

	if body == nil || contentType == "" {
		return params, nil, nil
	}
	mediaType, mediaParams, err := mime.ParseMediaType(contentType)
	if err != nil {
		return nil, nil, fmt.Errorf("content type: %w", err)
	}

	var files []File
	switch mediaType {
	case "application/x-www-form-urlencoded":
		b, err := io.ReadAll(body)
		if err != nil {
			return nil, nil, fmt.Errorf("read body: %w", err)
		}
		form, err := url.ParseQuery(string(b))
		if err != nil {
			return nil, nil, fmt.Errorf("form body: %w", err)
		}
		addValues(form, add)
	case "multipart/form-data":
		boundary := mediaParams["boundary"]
		if boundary == "" {
			return nil, nil, errors.New("multipart body without boundary")
		}
		files, err = readMultipart(multipart.NewReader(body, boundary), add)
		if err != nil {
			return nil, nil, err
		}
	default:
		return nil, nil, fmt.Errorf("the emulator reads form-urlencoded and multipart bodies, not %s", mediaType)
	}
	return params, files, nil
}

// addValues adds the first value of each name.
func addValues(v url.Values, add func(name, value string)) {
	for name, values := range v {
		if len(values) > 0 {
			add(name, values[0])
		}
	}
}

func readMultipart(r *multipart.Reader, add func(name, value string)) ([]File, error) {
	var files []File
	for {
		part, err := r.NextPart()
		if errors.Is(err, io.EOF) {
			return files, nil
		}
		if err != nil {
			return nil, fmt.Errorf("multipart body: %w", err)
		}
		name := part.FormName()
		data, err := io.ReadAll(part)
		part.Close()
		if err != nil {
			return nil, fmt.Errorf("multipart part %q: %w", name, err)
		}
		if name == "" {
			continue
		}
		if fileName := part.FileName(); fileName != "" {
			files = append(files, File{
				Field:       name,
				Name:        fileName,
				ContentType: part.Header.Get("Content-Type"),
				Data:        data,
			})
			continue
		}
		add(name, string(data))
	}
}

// splitPath splits "/bot<token>/<method>" into token and method.
func splitPath(path string) (token, method string, ok bool) {
	rest, found := strings.CutPrefix(path, "/bot")
	if !found {
		return "", "", false
	}
	token, method, found = strings.Cut(rest, "/")
	if !found || token == "" || strings.Contains(method, "/") {
		return "", "", false
	}
	return token, method, true
}
