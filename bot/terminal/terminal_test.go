package terminal

import "testing"

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
	for code, want := range map[string]string{"en": Welcome, "": Welcome, "zh": welcomeZh, "zh-hans": welcomeZh, "ZH_cn": welcomeZh} {
		if got := WelcomeFor(code); got != want {
			t.Errorf("WelcomeFor(%q) = %q…", code, got[:20])
		}
	}
}
