package remind

import (
	"testing"
	"time"
)

func TestParseClock(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int
		ok   bool
	}{
		{"21:30", 21*60 + 30, true}, {"9:05", 9*60 + 5, true}, {"09.05", 9*60 + 5, true}, {"21h30", 21*60 + 30, true},
		{"7", 7 * 60, true}, {"０８：１５", 8*60 + 15, true}, {" 23:59 ", 23*60 + 59, true}, {"0:00", 0, true},
		{"24:00", 0, false}, {"12:60", 0, false}, {"noon", 0, false}, {"12:5", 0, false}, {"", 0, false},
	} {
		got, ok := ParseClock(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ParseClock(%q) = %d, %v; want %d, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestParseZone(t *testing.T) {
	now := time.Date(2026, 11, 27, 22, 40, 0, 0, time.UTC)
	for _, tt := range []struct {
		in   string
		want int
		ok   bool
	}{
		{"UTC+3", 180, true}, {"utc-5", -300, true}, {"GMT+5:30", 330, true}, {"+03:00", 180, true}, {"-0530", -330, true},
		{"+8", 480, true}, {"UTC", 0, true}, {"UTC − 4", -240, true}, {"＋９", 540, true},
		{"01:41", 180, true},  // three hours ahead, the minute off rounded
		{"17:40", -300, true}, // five hours behind
		{"22:40", 0, true},
		{"12:10", -630, true}, // or +13:30, a day apart: the same hour every day
		{"UTC+15", 0, false}, {"+3:75", 0, false}, {"3", 0, false}, {"tomorrow", 0, false},
	} {
		got, ok := ParseZone(tt.in, now)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ParseZone(%q) at %v = %d, %v; want %d, %v", tt.in, now.Format("15:04"), got, ok, tt.want, tt.ok)
		}
	}
}

func TestNextReminder(t *testing.T) {
	for _, tt := range []struct {
		now      time.Time
		zone, at int
		want     time.Time
	}{
		{time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC), 180, 21*60 + 30, time.Date(2026, 11, 27, 18, 30, 0, 0, time.UTC)},
		{time.Date(2026, 11, 27, 18, 30, 0, 0, time.UTC), 180, 21*60 + 30, time.Date(2026, 11, 28, 18, 30, 0, 0, time.UTC)}, // due now: the next is tomorrow
		{time.Date(2026, 11, 27, 23, 0, 0, 0, time.UTC), 480, 8 * 60, time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)},        // already the 28th there
		{time.Date(2026, 11, 27, 3, 0, 0, 0, time.UTC), -300, 22 * 60, time.Date(2026, 11, 27, 3, 0, 0, 0, time.UTC).Add(24 * time.Hour)},
	} {
		if got := Next(tt.now, tt.zone, tt.at); !got.Equal(tt.want) {
			t.Errorf("Next(%v, zone %d, at %s) = %v, want %v", tt.now, tt.zone, ClockText(tt.at), got, tt.want)
		}
	}
}
