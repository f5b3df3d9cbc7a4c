package terminal

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestShapes(t *testing.T) {
	tests := []struct {
		line      string
		row, rule bool
	}{
		{"53..7....", true, false},
		{"5 3 . | . 7 . | . . .", true, false},
		{"| 5 3 0 | 0 7 0 | 0 0 0 |", true, false},
		{"[5, 3, 0, 0, 7, 0, 0, 0, 0],", true, false},
		{"A 5 3 . . 7 . . . .", true, false},
		{"r1: 530070000", true, false},
		{"│ 5 3 . │ . 7 . │ . . . │", true, false},
		{"+-------+-------+-------+", false, true},
		{"------+-------+------", false, true},
		{"```", false, true},
		{"[", false, true},
		{"]]", false, true},
		{"╔═══╤═══╗", false, true},
		{"hello", false, false},
		{"r3c5=7", false, false},
		{"/rate", false, false},
		{"80000000000360000007009020005000700000004570000010003000100006800850001009000040", false, false},
		{"53..7...", false, false},
		{"53..7.....", false, false},
		{"I think 5 is wrong", false, false},
		{"", false, false},
	}
	for _, tt := range tests {
		if got := rowLike(tt.line); got != tt.row {
			t.Errorf("rowLike(%q) = %v, want %v", tt.line, got, tt.row)
		}
		if got := rule(tt.line); got != tt.rule {
			t.Errorf("rule(%q) = %v, want %v", tt.line, got, tt.rule)
		}
	}
}

func TestWelcomeFor(t *testing.T) {
	for code, want := range map[string]string{"en": "Local mode:", "": "Local mode:", "de": "Local mode:", "zh": "本地模式：", "zh-hans": "本地模式：", "ZH_cn": "本地模式：",
		"ru": "Локальный режим:", "ru_RU.UTF-8": "Локальный режим:", "ru-RU": "Локальный режим:"} {
		if got := WelcomeFor(code); !strings.HasPrefix(got, want) {
			t.Errorf("WelcomeFor(%q) = %.40q…, want it to start %q", code, got, want)
		}
	}
}

// TestLabelKeys: button presses and "show" in Russian, ё typed as е, and
// greetings that press nothing.
func TestLabelKeys(t *testing.T) {
	for _, tt := range []struct {
		label, typed string
		want         bool
	}{
		{"➡️ Следующая подсказка", "следующая", true},
		{"➡️ Следующая подсказка", "СЛЕДУЮЩАЯ", true},
		{"➡️ Следующая подсказка", "сле", false},
		{"🔍 Ещё", "еще", true},
		{"✅ Решение", "решение", true},
	} {
		key := labelKey(tt.typed)
		if got := labelKey(tt.label) == key || labelWord(tt.label, key); got != tt.want {
			t.Errorf("%q presses %q: %v, want %v", tt.typed, tt.label, got, tt.want)
		}
	}
	for typed, want := range map[string]bool{"show": true, "Show": true, "显示": true, "показать": true, "Покажи": true, "покажите мне": false, "hide": false} {
		if got := isShow(typed); got != want {
			t.Errorf("isShow(%q) = %v, want %v", typed, got, want)
		}
	}
	for _, g := range []string{"Привет!", "здравствуйте", "Добрый день"} {
		if !greetings[labelKey(g)] {
			t.Errorf("%q is no greeting", g)
		}
	}
}

// TestLineReader: lines that arrive together are pasted; a line typed
// later is not; the end of the input ends the lines.
func TestLineReader(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	lr := newLineReader(ctx, pr, time.Hour) // b is on its way: pasted waits for it
	go func() { pw.Write([]byte("a\nb\n")) }()
	if l, ok, err := lr.next(); l != "a" || !ok || err != nil {
		t.Fatalf("next = %q, %v, %v; want a", l, ok, err)
	}
	if !lr.pasted() {
		t.Error("b came with a, but pasted is false")
	}
	if l, _, _ := lr.next(); l != "b" {
		t.Fatalf("next = %q, want b", l)
	}
	// Nothing is on its way: the gap ends (at once, without waiting).
	lr.after = func(time.Duration) <-chan time.Time {
		ch := make(chan time.Time)
		close(ch)
		return ch
	}
	if lr.pasted() {
		t.Error("nothing came after b, but pasted is true")
	}
	lr.after = time.After
	lr.unread("again")
	if l, _, _ := lr.next(); l != "again" {
		t.Fatalf("next after unread = %q", l)
	}
	go func() { pw.Write([]byte("c\n")); pw.Close() }()
	if l, ok, _ := lr.next(); l != "c" || !ok {
		t.Fatalf("next = %q, %v; want c", l, ok)
	}
	if _, ok, err := lr.next(); ok || err != nil {
		t.Errorf("at the end: ok %v, err %v", ok, err)
	}
}

// TestLineReaderStops: once its context ends, next returns at once,
// though the read under it waits on (a terminal's read goes on until
// Enter).
func TestLineReaderStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	defer pw.Close()
	lr := newLineReader(ctx, pr, time.Hour)
	cancel()
	got := make(chan bool, 1)
	go func() {
		_, ok, _ := lr.next()
		got <- ok
	}()
	select {
	case ok := <-got:
		if ok {
			t.Error("next gave a line after the context ended")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("next still waits for a line 10 s after the context ended")
	}
}

// TestQuitReader: Ctrl-C ends the input, the bytes before it passed on.
func TestQuitReader(t *testing.T) {
	quit := 0
	q := &quitReader{r: strings.NewReader("hint\nne\x03xt\n"), quit: func() { quit++ }}
	b, err := io.ReadAll(q)
	if string(b) != "hint\nne" || err != nil || quit != 1 {
		t.Errorf("read %q, %v, quit called %d times; want %q, nil, once", b, err, quit, "hint\nne")
	}
}

func TestLabelWord(t *testing.T) {
	for _, tt := range []struct {
		label, typed string
		want         bool
	}{
		{"➡️ Next hint", "next", true},
		{"➡️ Next hint", "hint", true},
		{"💡 Hint", "hi", false},
		{"💡 Hint", "hin", false},
		{"✅ Solution", "sol", false},
		{"🔍 Check my progress", "progress", true},
		{"🔍 Check my progress", "my", false},
		{"➡️ 下一条提示", "下一条", true},
		{"➡️ 下一条提示", "下", false},
		{"💡 提示", "提示", true},
	} {
		if got := labelWord(tt.label, labelKey(tt.typed)); got != tt.want {
			t.Errorf("labelWord(%q, %q) = %v, want %v", tt.label, tt.typed, got, tt.want)
		}
	}
}

// TestSaveKeepsEarlierPictures: a picture is numbered after those an
// earlier run left in the folder, which stay as they were.
func TestSaveKeepsEarlierPictures(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{"001.png": "first run", "002.png": "first run", "010.png": "first run", "notes.png": "x", "099.txt": "x", "-5.png": "x"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c := &Chat{Pictures: dir}
	for _, want := range []string{"011.png", "012.png"} {
		path, err := c.save([]byte("this run"))
		if err != nil {
			t.Fatal(err)
		}
		if filepath.Base(path) != want {
			t.Errorf("saved as %s, want %s", filepath.Base(path), want)
		}
	}
	if b, err := os.ReadFile(filepath.Join(dir, "001.png")); err != nil || string(b) != "first run" {
		t.Errorf("001.png of the run before: %q, %v; want it kept", b, err)
	}
}
