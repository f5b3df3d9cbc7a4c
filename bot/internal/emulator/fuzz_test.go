package emulator

import (
	"bytes"
	"context"
	"encoding/json"
	"maps"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"unicode/utf8"
)

func FuzzDecodeParams(f *testing.F) {
	f.Add("application/x-www-form-urlencoded", "offset=5", []byte("chat_id=1&text=hi+there&text=second"))
	f.Add("application/x-www-form-urlencoded", "", []byte(`chat_id=1&text=%E4%BD%A0&reply_markup={"inline_keyboard":[]}`))
	f.Add("multipart/form-data; boundary=XX", "", []byte("--XX\r\nContent-Disposition: form-data; name=\"chat_id\"\r\n\r\n1\r\n"+
		"--XX\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--XX--\r\n"))
	f.Add("text/plain", "a=%zz", []byte("ignored"))
	f.Add("multipart/form-data", "", []byte("--\r\n"))
	f.Fuzz(func(t *testing.T, contentType, query string, body []byte) {
		params, files, err := decodeParams(contentType, query, bytes.NewReader(body))
		if err != nil {
			return
		}
		for _, file := range files {
			if file.Field == "" || file.Name == "" {
				t.Errorf("file without field or name: %+v", file)
			}
		}
		// Round trip: the parameters sent again as a form body decode the same.
		form := url.Values{}
		for k, v := range params {
			form.Set(k, v)
		}
		again, _, err := decodeParams("application/x-www-form-urlencoded", "", strings.NewReader(form.Encode()))
		if err != nil || !maps.Equal(again, params) {
			t.Errorf("form round trip of %v = %v, %v", params, again, err)
		}
	})
}

func FuzzFormatText(f *testing.F) {
	for _, s := range []string{"<b>x</b><a href='t.me'>y</a>", "<a href=\"tg://user?id=1\">u</a>", "<tg-spoiler>s</tg-spoiler><blockquote>q</blockquote>",
		"<pre><code class=\"language-go\">1</code></pre>", "&#x1F600;&lt;", "/start@bot #tag @alice_b http://x.io"} {
		for _, mode := range []string{"", "HTML"} {
			f.Add(s, mode, "")
		}
	}
	f.Add("abc", "", `[{"type":"bold","offset":1,"length":9}]`)
	f.Fuzz(func(t *testing.T, text, mode, entities string) {
		out, ents, err := formatText(text, mode, entities)
		if err != nil {
			if err.Code != 400 || !strings.HasPrefix(err.Description, "Bad Request: ") {
				t.Errorf("formatText(%q, %q) error %+v is not a Bad Request", text, mode, err)
			}
			return
		}
		if !utf8.ValidString(out) {
			t.Errorf("formatText(%q, %q) = %q, not UTF-8", text, mode, out)
		}
		n := utf16Len(out)
		for _, e := range ents {
			if e.Offset < 0 || e.Length <= 0 || e.Offset+e.Length > n {
				t.Errorf("formatText(%q, %q) = %q with entity %+v outside its %d units", text, mode, out, e, n)
			}
		}
	})
}

// FuzzServeHTTP sends arbitrary requests through the whole handler: every answer must
// be a Telegram-shaped JSON object whose error_code matches the HTTP status.
func FuzzServeHTTP(f *testing.F) {
	f.Add("sendMessage", "application/x-www-form-urlencoded", "", []byte("chat_id=1001&text=<b>x</b>&parse_mode=HTML"))
	f.Add("sendPhoto", "application/x-www-form-urlencoded", "", []byte(`chat_id=1001&photo=AgAC&caption=c`))
	f.Add("editMessageMedia", "", `chat_id=1001&message_id=1&media={"type":"photo","media":"attach://f"}`, []byte(nil))
	f.Add("setMyCommands", "", "commands=[{\"command\":\"a\",\"description\":\"b\"}]&scope={\"type\":\"chat\",\"chat_id\":1001}", []byte(nil))
	f.Add("getUpdates", "", "offset=-1&timeout=5&allowed_updates=null", []byte(nil))
	f.Add("sendMessage", "", "chat_id=1001&text=a&reply_markup={\"keyboard\":[[\"x\",{\"text\":\"y\"}]]}", []byte(nil))
	f.Fuzz(func(t *testing.T, method, contentType, query string, body []byte) {
		e := New(Config{})
		defer e.Close()
		if _, err := e.InjectText(alice, "/start"); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel() // long polls end at once
		req := httptest.NewRequestWithContext(ctx, "POST", "/bot"+e.Token()+"/x", bytes.NewReader(body))
		req.URL.Path = "/bot" + e.Token() + "/" + method
		req.URL.RawQuery = query
		req.Header.Set("Content-Type", contentType)
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, req)
		if rec.Body.Len() == 0 && strings.EqualFold(method, "getUpdates") {
			return // the client went away during the long poll
		}
		var resp struct {
			OK        *bool           `json:"ok"`
			ErrorCode int             `json:"error_code"`
			Result    json.RawMessage `json:"result"`
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil || resp.OK == nil {
			t.Fatalf("%s: answer %d %q is not a Bot API response: %v", method, rec.Code, rec.Body, err)
		}
		if *resp.OK != (rec.Code == http.StatusOK) || !*resp.OK && resp.ErrorCode != rec.Code {
			t.Errorf("%s: status %d with body %s", method, rec.Code, rec.Body)
		}
	})
}
