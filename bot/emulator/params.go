package emulator

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/url"
	"strings"
	"unicode/utf8"
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

// decodeParams reads the parameters of a request the ways the Bot API accepts them:
// from the URL query and from an application/x-www-form-urlencoded, multipart/form-data
// or application/json body. Where a name occurs more than once the first value wins and
// the query comes before the body, as in the reference server. Values of a JSON body that
// are not strings are kept as their JSON text (true, 42, [...]); JSON nulls are dropped.
// Bodies of other content types are ignored.
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
	case "application/json":
		if err := readJSONParams(body, add); err != nil {
			return nil, nil, err
		}
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

func readJSONParams(body io.Reader, add func(name, value string)) error {
	b, err := io.ReadAll(body)
	if err != nil {
		return fmt.Errorf("read body: %w", err)
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return nil
	}
	if !utf8.Valid(b) {
		return errors.New("JSON body is not UTF-8")
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil {
		return fmt.Errorf("JSON body: %w", err)
	}
	for name, raw := range fields {
		value, ok, err := jsonParamValue(raw)
		if err != nil {
			return fmt.Errorf("JSON field %q: %w", name, err)
		}
		if ok {
			add(name, value)
		}
	}
	return nil
}

// jsonParamValue turns one field of a JSON body into a parameter value.
func jsonParamValue(raw json.RawMessage) (string, bool, error) {
	trimmed := bytes.TrimSpace(raw)
	switch {
	case len(trimmed) == 0 || string(trimmed) == "null":
		return "", false, nil
	case trimmed[0] == '"':
		var s string
		if err := json.Unmarshal(trimmed, &s); err != nil {
			return "", false, err
		}
		return s, true, nil
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, trimmed); err != nil {
		return "", false, err
	}
	return buf.String(), true, nil
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
