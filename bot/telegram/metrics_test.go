package telegram

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// exposition parses Prometheus's text format strictly: every sample must
// follow its family's HELP and TYPE lines, with a name and labels of the
// allowed alphabet and a value that parses; it returns the samples by
// their name and labels as written.
func exposition(t *testing.T, text string) map[string]float64 {
	t.Helper()
	sampleLine := regexp.MustCompile(`^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? (\S+)$`)
	samples := map[string]float64{}
	types := map[string]string{}
	helped := map[string]bool{}
	for i, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "# HELP "):
			f := strings.SplitN(line, " ", 4)
			if len(f) < 4 || helped[f[2]] {
				t.Fatalf("line %d: bad or repeated HELP: %q", i+1, line)
			}
			helped[f[2]] = true
		case strings.HasPrefix(line, "# TYPE "):
			f := strings.Fields(line)
			if len(f) != 4 || !helped[f[2]] || types[f[2]] != "" {
				t.Fatalf("line %d: TYPE without HELP before it, or repeated: %q", i+1, line)
			}
			switch f[3] {
			case "counter", "gauge", "histogram":
			default:
				t.Fatalf("line %d: unknown type %q", i+1, f[3])
			}
			types[f[2]] = f[3]
		default:
			m := sampleLine.FindStringSubmatch(line)
			if m == nil {
				t.Fatalf("line %d: not a sample: %q", i+1, line)
			}
			family := m[1]
			if types[family] == "" {
				family = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(family, "_bucket"), "_sum"), "_count")
				if types[family] != "histogram" {
					t.Fatalf("line %d: sample of %s before its TYPE", i+1, m[1])
				}
			}
			v, err := strconv.ParseFloat(m[len(m)-1], 64)
			if err != nil {
				t.Fatalf("line %d: value: %v", i+1, err)
			}
			samples[m[1]+m[2]] = v
		}
	}
	return samples
}

func scrape(t *testing.T, m *Metrics) (string, http.Header) {
	t.Helper()
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	return rec.Body.String(), rec.Header()
}

// TestMetricsExposition checks the text a scrape reads: what was counted,
// the histogram's cumulative buckets, label values escaped, the families of
// zero counters written, the Go runtime's and the process's.
func TestMetricsExposition(t *testing.T) {
	m := NewMetrics()
	m.update("received")
	m.update("received")
	m.handled(0.0015) // bucket le=0.002
	m.handled(0.001)  // le=0.001: the bound is inclusive
	m.handled(100)    // past the last bound: only +Inf
	m.failure("sendMessage", "network")
	m.flood("getUpdates")
	m.webhook(`odd "value"` + "\n\\")
	m.queued(7)
	m.poller(true)
	// The kernel counts CPU time in ticks (10 ms): a test process that
	// has used less reads 0 seconds, so it uses some first.
	spendCPU(t, 20*time.Millisecond)
	text, h := scrape(t, m)
	if ct := h.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain; version=0.0.4") {
		t.Errorf("Content-Type %q, want Prometheus's text format 0.0.4", ct)
	}
	got := exposition(t, text)
	want := map[string]float64{
		`sudokubot_updates_total{state="received"}`:                     2,
		`sudokubot_updates_total{state="handled"}`:                      3,
		`sudokubot_handling_seconds_bucket{le="0.001"}`:                 1,
		`sudokubot_handling_seconds_bucket{le="0.002"}`:                 2,
		`sudokubot_handling_seconds_bucket{le="32.768"}`:                2,
		`sudokubot_handling_seconds_bucket{le="+Inf"}`:                  3,
		`sudokubot_handling_seconds_count`:                              3,
		`sudokubot_handling_seconds_sum`:                                100.0025,
		`sudokubot_errors_total{method="sendMessage",kind="network"}`:   1,
		`sudokubot_telegram_429_total{method="getUpdates"}`:             1,
		`sudokubot_webhook_requests_total{outcome="odd \"value\"\n\\"}`: 1,
		`sudokubot_panics_total`:                                        0,
		`sudokubot_store_errors_total`:                                  0,
		`sudokubot_queue_depth`:                                         7,
		`sudokubot_polling`:                                             1,
		`go_info{version="` + runtime.Version() + `"}`:                  1,
	}
	for k, v := range want {
		if g, ok := got[k]; !ok || g != v {
			t.Errorf("%s = %v (present %v), want %v", k, g, ok, v)
		}
	}
	if got["go_goroutines"] < 1 || got["go_memstats_heap_alloc_bytes"] <= 0 {
		t.Errorf("the Go runtime's metrics missing: go_goroutines %v, go_memstats_heap_alloc_bytes %v",
			got["go_goroutines"], got["go_memstats_heap_alloc_bytes"])
	}
	if runtime.GOOS == "linux" {
		for _, name := range []string{"process_resident_memory_bytes", "process_cpu_seconds_total", "process_open_fds", "process_start_time_seconds"} {
			if got[name] <= 0 {
				t.Errorf("%s = %v, want > 0", name, got[name])
			}
		}
	}
}

// TestMetricsConcurrent counts from many goroutines while scraping (run
// with -race) and checks nothing is lost.
func TestMetricsConcurrent(t *testing.T) {
	m := NewMetrics()
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 500 {
				m.update([]string{"received", "dropped"}[g%2])
				m.handled(float64(i) / 1000)
				m.failure("sendPhoto", "server")
			}
		})
	}
	wg.Go(func() {
		for range 20 {
			var b bytes.Buffer
			m.write(&b)
		}
	})
	wg.Wait()
	got := exposition(t, func() string { s, _ := scrape(t, m); return s }())
	for k, v := range map[string]float64{
		`sudokubot_updates_total{state="received"}`:                2000,
		`sudokubot_updates_total{state="dropped"}`:                 2000,
		`sudokubot_updates_total{state="handled"}`:                 4000,
		`sudokubot_handling_seconds_count`:                         4000,
		`sudokubot_errors_total{method="sendPhoto",kind="server"}`: 4000,
	} {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
}

// TestNilMetrics checks a nil *Metrics records nothing and does not panic.
func TestNilMetrics(t *testing.T) {
	var m *Metrics
	m.update("received")
	m.handled(1)
	m.failure("a", "b")
	m.flood("a")
	m.panicked()
	m.queued(1)
	m.StoreFailure()
	m.webhook("queued")
	m.poller(true)
}

func BenchmarkMetricsHandled(b *testing.B) {
	m := NewMetrics()
	for b.Loop() {
		m.handled(0.05)
	}
}

// spendCPU works until the process has used at least d of CPU time.
func spendCPU(t *testing.T, d time.Duration) {
	t.Helper()
	x := uint64(1)
	for {
		var u syscall.Rusage
		if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
			t.Fatal(err)
		}
		if time.Duration(u.Utime.Nano()+u.Stime.Nano()) >= d {
			break
		}
		for range 1 << 16 {
			x = x*6364136223846793005 + 1442695040888963407
		}
	}
	if x == 0 {
		t.Log(x) // keeps the work from being left out
	}
}
