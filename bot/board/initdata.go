package board

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Errors of initData, all answered with 401. Their text never holds the
// initData itself.
var (
	ErrNoInitData  = errors.New("no initData")
	ErrBadInitData = errors.New("malformed initData")
	ErrBadHash     = errors.New("initData hash does not match")
	ErrExpired     = errors.New("initData too old")
	ErrNoUser      = errors.New("initData has no user")
)

// maxInitData bounds the initData read from a header.
const maxInitData = 8 << 10

// A User is the person initData names.
type User struct {
	ID           int64  `json:"id"`
	FirstName    string `json:"first_name"`
	LanguageCode string `json:"language_code"`
}

// secretKey is HMAC-SHA256 of the bot token under the key "WebAppData", as
// Telegram documents for Mini Apps.
func secretKey(token string) []byte {
	m := hmac.New(sha256.New, []byte("WebAppData"))
	m.Write([]byte(token))
	return m.Sum(nil)
}

// dataCheckString joins the fields other than hash, sorted by key, as
// key=value lines.
func dataCheckString(v url.Values) string {
	keys := make([]string, 0, len(v))
	for k := range v {
		if k != "hash" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var sb strings.Builder
	for i, k := range keys {
		if i > 0 {
			sb.WriteByte('\n')
		}
		sb.WriteString(k)
		sb.WriteByte('=')
		sb.WriteString(v.Get(k))
	}
	return sb.String()
}

// ParseInitData checks a Mini App's initData (a URL query string) as
// Telegram documents it: HMAC-SHA256 of its data-check string under the
// key derived from the bot token, compared in constant time with its hash,
// and auth_date at most maxAge before now. It returns the user it names.
func ParseInitData(raw, token string, maxAge time.Duration, now time.Time) (User, error) {
	if raw == "" {
		return User{}, ErrNoInitData
	}
	if len(raw) > maxInitData {
		return User{}, fmt.Errorf("%w: longer than %d bytes", ErrBadInitData, maxInitData)
	}
	v, err := url.ParseQuery(raw)
	if err != nil {
		return User{}, fmt.Errorf("%w: not a query string", ErrBadInitData)
	}
	for _, vs := range v {
		if len(vs) != 1 {
			// A fixed reason: the field's name is the sender's text.
			return User{}, fmt.Errorf("%w: a field repeated", ErrBadInitData)
		}
	}
	want, err := hex.DecodeString(v.Get("hash"))
	if err != nil || len(want) != sha256.Size {
		return User{}, fmt.Errorf("%w: no valid hash", ErrBadInitData)
	}
	m := hmac.New(sha256.New, secretKey(token))
	m.Write([]byte(dataCheckString(v)))
	if !hmac.Equal(m.Sum(nil), want) {
		return User{}, ErrBadHash
	}
	sec, err := strconv.ParseInt(v.Get("auth_date"), 10, 64)
	if err != nil {
		return User{}, fmt.Errorf("%w: no valid auth_date", ErrBadInitData)
	}
	if age := now.Sub(time.Unix(sec, 0)); age > maxAge || age < -5*time.Minute {
		return User{}, ErrExpired
	}
	var u User
	if err := json.Unmarshal([]byte(v.Get("user")), &u); err != nil || u.ID == 0 {
		return User{}, ErrNoUser
	}
	return u, nil
}

// SignInitData returns initData for a user, signed with token at time now,
// as Telegram would make it: for local mode (the emulator's token) and for
// tests.
func SignInitData(u User, token string, now time.Time) string {
	return signInitData(u, token, now, "")
}

// signInitData signs initData with a start_param when start is not "".
func signInitData(u User, token string, now time.Time, start string) string {
	user, _ := json.Marshal(u)
	v := url.Values{}
	if start != "" {
		v.Set("start_param", start)
	}
	v.Set("auth_date", strconv.FormatInt(now.Unix(), 10))
	v.Set("query_id", "local")
	v.Set("user", string(user))
	m := hmac.New(sha256.New, secretKey(token))
	m.Write([]byte(dataCheckString(v)))
	v.Set("hash", hex.EncodeToString(m.Sum(nil)))
	return v.Encode()
}

// startParam returns the start_param of initData that ParseInitData
// accepted: the parameter of the link that opened the Mini App
// (t.me/<bot>?startapp=<param>).
func startParam(raw string) string {
	v, err := url.ParseQuery(raw)
	if err != nil {
		return ""
	}
	return v.Get("start_param")
}
