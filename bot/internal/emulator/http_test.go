package emulator

import (
	"bytes"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// These tests speak raw HTTP, for the request forms the library does not use.

func newHandlerServer(t *testing.T) (*Emulator, *httptest.Server) {
	t.Helper()
	e := New(Config{})
	ts := httptest.NewServer(e)
	t.Cleanup(func() {
		_ = e.Close()
		ts.Close()
	})
	if err := e.addChat(PrivateChat(alice)); err != nil {
		t.Fatalf("AddChat: %v", err)
	}
	return e, ts
}

type rawResponse struct {
	status int
	header http.Header
	body   string
}

func do(t *testing.T, method, url, contentType string, body io.Reader) rawResponse {
	t.Helper()
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		t.Fatalf("NewRequest: %v", err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("read body: %v", err)
	}
	return rawResponse{resp.StatusCode, resp.Header, string(b)}
}

func multipartBody(t *testing.T, fields map[string]string, fileField, fileName string, data []byte) (string, *bytes.Buffer) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range fields {
		if err := w.WriteField(k, v); err != nil {
			t.Fatal(err)
		}
	}
	if fileField != "" {
		part, err := w.CreateFormFile(fileField, fileName)
		if err != nil {
			t.Fatal(err)
		}
		part.Write(data)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return w.FormDataContentType(), &buf
}

func TestRawRequests(t *testing.T) {
	e, ts := newHandlerServer(t)
	base := ts.URL + "/bot" + e.Token() + "/"
	ct, photoBody := multipartBody(t, map[string]string{"chat_id": "1001", "has_spoiler": "1"}, "photo", "p.png", pngBytes(t, 4, 4))
	badCT, badPhoto := multipartBody(t, map[string]string{"chat_id": "1001"}, "photo", "p.png", []byte("GIF89a"))

	cases := []struct {
		name        string
		method, url string
		contentType string
		body        string
		bodyReader  io.Reader
		wantStatus  int
		wantBody    string // exact, or a substring when wantPart
		wantPart    bool
	}{
		{name: "wrong token", method: "POST", url: ts.URL + "/bot1:nope/getMe", wantStatus: 401,
			wantBody: `{"ok":false,"error_code":401,"description":"Unauthorized"}`},
		{name: "unknown method", method: "POST", url: base + "solve", wantStatus: 404,
			wantBody: `{"ok":false,"error_code":404,"description":"Not Found"}`},
		{name: "not a bot path", method: "GET", url: ts.URL + "/", wantStatus: 404,
			wantBody: `{"ok":false,"error_code":404,"description":"Not Found"}`},
		{name: "query parameters", method: "GET", url: base + "sendMessage?chat_id=1001&text=from+query", wantStatus: 200,
			wantBody: `"text":"from query"`, wantPart: true},
		{name: "query before body", method: "POST", url: base + "sendMessage?text=query",
			contentType: "application/x-www-form-urlencoded", body: "chat_id=1001&text=body", wantStatus: 200,
			wantBody: `"text":"query"`, wantPart: true},
		{name: "form body", method: "POST", url: base + "SendMessage", contentType: "application/x-www-form-urlencoded",
			body:       `chat_id=1001&text=form&reply_markup={"inline_keyboard":[[{"text":"a","callback_data":"x"}]]}`,
			wantStatus: 200, wantBody: `"reply_markup":{"inline_keyboard":[[{"text":"a","callback_data":"x"}]]}`, wantPart: true},
		{name: "JSON body, which the library never sends", method: "POST", url: base + "sendMessage", contentType: "application/json",
			body: `{"chat_id":1001,"text":"json"}`, wantStatus: 400,
			wantBody: `{"ok":false,"error_code":400,"description":"Bad Request: can't parse request: the emulator reads form-urlencoded and multipart bodies, not application/json"}`},
		{name: "multipart upload", method: "POST", url: base + "sendPhoto", contentType: ct, bodyReader: photoBody,
			wantStatus: 200, wantBody: `"has_media_spoiler":true`, wantPart: true},
		{name: "multipart bad image", method: "POST", url: base + "sendPhoto", contentType: badCT, bodyReader: badPhoto,
			wantStatus: 400, wantBody: `{"ok":false,"error_code":400,"description":"Bad Request: IMAGE_PROCESS_FAILED"}`},
		{name: "no method", method: "POST", url: base, contentType: "application/x-www-form-urlencoded",
			body: "method=getMe", wantStatus: 404, wantBody: `{"ok":false,"error_code":404,"description":"Not Found"}`},
		{name: "unknown parameters are ignored", method: "POST", url: base + "sendChatAction?chat_id=1001&action=typing&colour=red",
			wantStatus: 200, wantBody: `{"ok":true,"result":true}`},
	}
	for _, tc := range cases {
		body := tc.bodyReader
		if body == nil {
			body = strings.NewReader(tc.body)
		}
		r := do(t, tc.method, tc.url, tc.contentType, body)
		ok := r.body == tc.wantBody
		if tc.wantPart {
			ok = strings.Contains(r.body, tc.wantBody)
		}
		if r.status != tc.wantStatus || !ok || r.header.Get("Content-Type") != "application/json" {
			t.Errorf("%s: %s %s = %d %s (%s),\nwant %d %s", tc.name, tc.method, tc.url, r.status, r.body,
				r.header.Get("Content-Type"), tc.wantStatus, tc.wantBody)
		}
	}
}

func TestRateLimitHeader(t *testing.T) {
	e, ts := newHandlerServer(t)
	e.AddFault(Fault{Method: "getMe", Times: 1, Status: http.StatusTooManyRequests, RetryAfter: 3})
	r := do(t, "POST", ts.URL+"/bot"+e.Token()+"/getMe", "", nil)
	want := `{"ok":false,"error_code":429,"description":"Too Many Requests: retry after 3","parameters":{"retry_after":3}}`
	if r.status != 429 || r.body != want || r.header.Get("Retry-After") != "3" {
		t.Errorf("getMe = %d %s (Retry-After %q), want 429 %s (Retry-After 3)", r.status, r.body, r.header.Get("Retry-After"), want)
	}
}

// TestAllowedUpdates: the library sends allowed_updates=null; the emulator delivers
// every update and refuses a list rather than pretend to filter.
func TestAllowedUpdates(t *testing.T) {
	e, ts := newHandlerServer(t)
	if _, err := e.InjectText(alice, "hi"); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		param, want string
	}{
		{"null", `"text":"hi"`},
		{"[]", `"text":"hi"`},
		{`["callback_query"]`, `"description":"Bad Request: the emulator does not emulate allowed_updates"`},
	} {
		r := do(t, "POST", ts.URL+"/bot"+e.Token()+"/getUpdates?allowed_updates="+url.QueryEscape(tt.param), "", nil)
		if !strings.Contains(r.body, tt.want) {
			t.Errorf("getUpdates with allowed_updates=%s = %d %s, want %s", tt.param, r.status, r.body, tt.want)
		}
	}
}
