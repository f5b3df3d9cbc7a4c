package telegram_test

import (
	"fmt"
	"testing"

	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/telegram"
)

// BenchmarkBurst200 measures the runtime alone (an echo handler) answering
// a burst of 600 updates from 200 chats, with the rate limits on (30
// messages a second overall) and off: messages sent per second, from the
// first answer to the last, and as a share of the limit.
func BenchmarkBurst200(b *testing.B) {
	for _, limited := range []bool{true, false} {
		b.Run(fmt.Sprint("limits=", limited), func(b *testing.B) {
			const chats, each, rate = 200, 3, 30
			for b.Loop() {
				r := newRig(b, "polling", telegram.Options{RateLimit: limited, SendRate: rate}, &echo{})
				var last emulator.Update
				for i := range chats * each {
					u, err := r.srv.InjectText(emulator.User{ID: int64(1000 + i%chats), FirstName: "B"}, fmt.Sprint("puzzle ", i))
					if err != nil {
						b.Fatal(err)
					}
					last = u
				}
				if err := r.srv.WaitConfirmed(r.ctx(), last.UpdateID); err != nil {
					b.Fatal(err)
				}
				if err := r.rt.WaitIdle(r.ctx()); err != nil {
					b.Fatal(err)
				}
				sends := r.srv.CallsTo("sendMessage")
				if len(sends) != chats*each {
					b.Fatalf("%d answers to %d updates", len(sends), chats*each)
				}
				first, end := sends[0].Time, sends[len(sends)-1].Time
				perSecond := float64(len(sends)-1) / end.Sub(first).Seconds()
				b.ReportMetric(perSecond, "msgs/s")
				if limited {
					b.ReportMetric(100*perSecond/rate, "%_of_limit")
				}
				r.shutdown()
			}
		})
	}
}
