package telegram

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"net/http"
	"runtime"
	"runtime/metrics"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// Metrics are the bot's metrics, served in Prometheus's text exposition
// format (version 0.0.4) with the Go runtime's and the process's own.
// A nil *Metrics records nothing.
//
// The format is small enough to write here: a handful of counters, two
// gauges and one histogram do not need a client library's registry and its
// protobuf dependencies (which cost the README's cold test run about a tenth
// of its build).
type Metrics struct {
	updates *counterVec
	latency *histogram
	errors  *counterVec
	floods  *counterVec
	panics  *counterVec
	queue   *gauge
	store   *counterVec
	hooks   *counterVec
	polling *gauge
	process processStats
}

// NewMetrics makes the metrics, with the Go runtime's and the process's.
func NewMetrics() *Metrics {
	return &Metrics{
		updates: newCounterVec("sudokubot_updates_total",
			"Updates by what became of them: received (queued), handled, duplicate (delivered again, already queued), dropped (a chat flooding).",
			"state"),
		latency: newHistogram("sudokubot_handling_seconds", "Time from receiving an update to having answered it.",
			exponentialBuckets(0.001, 2, 16)),
		errors: newCounterVec("sudokubot_errors_total",
			"Calls to Telegram that failed for good, by method and kind (network, server, flood, forbidden, request, canceled).",
			"method", "kind"),
		floods: newCounterVec("sudokubot_telegram_429_total", "Answers 429 Too Many Requests from Telegram, by method.", "method"),
		panics: newCounterVec("sudokubot_panics_total", "Panics recovered while handling an update."),
		queue:  &gauge{name: "sudokubot_queue_depth", help: "Updates in the queue, waiting or in hand (of every process sharing it)."},
		store:  newCounterVec("sudokubot_store_errors_total", "Writes to the store in DATA_DIR that failed (full disk, I/O errors)."),
		hooks: newCounterVec("sudokubot_webhook_requests_total",
			"Webhook requests by outcome: queued, unauthorized, too_large, malformed.", "outcome"),
		polling: &gauge{name: "sudokubot_polling",
			help: "1 while this process long-polls Telegram (among replicas, the one holding the poller's lease), else 0."},
	}
}

// Handler serves the metrics in Prometheus's text format.
func (m *Metrics) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
		bw := bufio.NewWriter(w)
		m.write(bw)
		bw.Flush()
	})
}

// write writes every metric family, the bot's first, then the Go runtime's
// and the process's.
func (m *Metrics) write(w io.Writer) {
	m.updates.write(w)
	m.latency.write(w)
	m.errors.write(w)
	m.floods.write(w)
	m.panics.write(w)
	m.queue.write(w)
	m.store.write(w)
	m.hooks.write(w)
	m.polling.write(w)
	writeRuntime(w)
	m.process.write(w)
}

func (m *Metrics) update(state string) {
	if m != nil {
		m.updates.add(1, state)
	}
}

func (m *Metrics) handled(seconds float64) {
	if m != nil {
		m.updates.add(1, "handled")
		m.latency.observe(seconds)
	}
}

func (m *Metrics) failure(method, kind string) {
	if m != nil {
		m.errors.add(1, method, kind)
	}
}

func (m *Metrics) flood(method string) {
	if m != nil {
		m.floods.add(1, method)
	}
}

func (m *Metrics) panicked() {
	if m != nil {
		m.panics.add(1)
	}
}

func (m *Metrics) queued(n int) {
	if m != nil {
		m.queue.set(float64(n))
	}
}

func (m *Metrics) storeFailure() {
	if m != nil {
		m.store.add(1)
	}
}

func (m *Metrics) webhook(outcome string) {
	if m != nil {
		m.hooks.add(1, outcome)
	}
}

// StoreFailure counts a write to the store that failed (the store's
// OnWriteFailure).
func (m *Metrics) StoreFailure() { m.storeFailure() }

func (m *Metrics) poller(on bool) {
	if m != nil {
		v := 0.0
		if on {
			v = 1
		}
		m.polling.set(v)
	}
}

// counterVec is a counter family: one count per combination of label
// values, or a single count when it has no labels (written even at zero).
type counterVec struct {
	name, help string
	labels     []string

	mu     sync.Mutex
	counts map[string]*atomic.Uint64 // by label values joined with "\xff"
}

func newCounterVec(name, help string, labels ...string) *counterVec {
	return &counterVec{name: name, help: help, labels: labels, counts: map[string]*atomic.Uint64{}}
}

func (c *counterVec) add(n uint64, values ...string) {
	if len(values) != len(c.labels) {
		panic(fmt.Sprintf("metrics: %s takes %d label values, got %d", c.name, len(c.labels), len(values)))
	}
	key := strings.Join(values, "\xff")
	c.mu.Lock()
	v := c.counts[key]
	if v == nil {
		v = new(atomic.Uint64)
		c.counts[key] = v
	}
	c.mu.Unlock()
	v.Add(n)
}

func (c *counterVec) write(w io.Writer) {
	header(w, c.name, c.help, "counter")
	// The counts are read in one pass under the lock, written after.
	type count struct {
		key string
		n   uint64
	}
	c.mu.Lock()
	counts := make([]count, 0, len(c.counts))
	for k, v := range c.counts {
		counts = append(counts, count{k, v.Load()})
	}
	c.mu.Unlock()
	if len(c.labels) == 0 && len(counts) == 0 {
		counts = append(counts, count{})
	}
	slices.SortFunc(counts, func(a, b count) int { return strings.Compare(a.key, b.key) })
	for _, ct := range counts {
		var values []string
		if len(c.labels) > 0 {
			values = strings.Split(ct.key, "\xff")
		}
		sample(w, c.name, labelPairs(c.labels, values), float64(ct.n))
	}
}

// gauge is a value that goes up and down.
type gauge struct {
	name, help string
	bits       atomic.Uint64
}

func (g *gauge) set(v float64) { g.bits.Store(math.Float64bits(v)) }

func (g *gauge) write(w io.Writer) {
	header(w, g.name, g.help, "gauge")
	sample(w, g.name, "", math.Float64frombits(g.bits.Load()))
}

// histogram counts observations into cumulative buckets by upper bound.
type histogram struct {
	name, help string
	bounds     []float64

	mu     sync.Mutex
	counts []uint64 // per bucket, not cumulative; the last is +Inf
	sum    float64
	total  uint64
}

func newHistogram(name, help string, bounds []float64) *histogram {
	if !slices.IsSorted(bounds) || len(bounds) == 0 {
		panic("metrics: " + name + ": bucket bounds must be sorted and not empty")
	}
	return &histogram{name: name, help: help, bounds: bounds, counts: make([]uint64, len(bounds)+1)}
}

// exponentialBuckets returns n bounds, the first start, each factor times
// the one before.
func exponentialBuckets(start, factor float64, n int) []float64 {
	b := make([]float64, n)
	for i := range b {
		b[i] = start
		start *= factor
	}
	return b
}

func (h *histogram) observe(v float64) {
	i, _ := slices.BinarySearch(h.bounds, v) // the first bound ≥ v: "le" is inclusive
	h.mu.Lock()
	h.counts[i]++
	h.sum += v
	h.total++
	h.mu.Unlock()
}

func (h *histogram) write(w io.Writer) {
	h.mu.Lock()
	counts := slices.Clone(h.counts)
	sum, total := h.sum, h.total
	h.mu.Unlock()
	header(w, h.name, h.help, "histogram")
	var cum uint64
	for i, c := range counts {
		cum += c
		le := "+Inf"
		if i < len(h.bounds) {
			le = formatFloat(h.bounds[i])
		}
		sample(w, h.name+"_bucket", labelPairs([]string{"le"}, []string{le}), float64(cum))
	}
	sample(w, h.name+"_sum", "", sum)
	sample(w, h.name+"_count", "", float64(total))
}

// runtimeSamples are the Go runtime's metrics served, by their names in
// runtime/metrics.
var runtimeSamples = []struct {
	source, name, help, kind string
}{
	{"/sched/goroutines:goroutines", "go_goroutines", "Number of goroutines that currently exist.", "gauge"},
	{"/sched/threads/total:threads", "go_threads", "Number of OS threads the runtime has.", "gauge"},
	{"/sched/gomaxprocs:threads", "go_sched_gomaxprocs_threads", "GOMAXPROCS: threads that may run Go code at once.", "gauge"},
	{"/memory/classes/heap/objects:bytes", "go_memstats_heap_alloc_bytes", "Bytes of allocated heap objects.", "gauge"},
	{"/memory/classes/total:bytes", "go_memstats_sys_bytes", "Bytes of memory the runtime has mapped from the OS.", "gauge"},
	{"/gc/gomemlimit:bytes", "go_gc_gomemlimit_bytes", "The runtime's soft memory limit (GOMEMLIMIT).", "gauge"},
	{"/gc/cycles/total:gc-cycles", "go_gc_cycles_total", "Completed garbage collection cycles.", "counter"},
}

// writeRuntime writes the Go runtime's metrics and go_info.
func writeRuntime(w io.Writer) {
	samples := make([]metrics.Sample, len(runtimeSamples))
	for i, s := range runtimeSamples {
		samples[i].Name = s.source
	}
	metrics.Read(samples)
	header(w, "go_info", "Information about the Go environment.", "gauge")
	sample(w, "go_info", labelPairs([]string{"version"}, []string{runtime.Version()}), 1)
	for i, s := range runtimeSamples {
		var v float64
		switch samples[i].Value.Kind() {
		case metrics.KindUint64:
			v = float64(samples[i].Value.Uint64())
		case metrics.KindFloat64:
			v = samples[i].Value.Float64()
		default:
			continue // not supported by this Go version
		}
		header(w, s.name, s.help, s.kind)
		sample(w, s.name, "", v)
	}
}

func header(w io.Writer, name, help, kind string) {
	help = strings.NewReplacer(`\`, `\\`, "\n", `\n`).Replace(help)
	fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s %s\n", name, help, name, kind)
}

func sample(w io.Writer, name, labels string, v float64) {
	if labels != "" {
		labels = "{" + labels + "}"
	}
	fmt.Fprintf(w, "%s%s %s\n", name, labels, formatFloat(v))
}

var labelEscaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)

func labelPairs(names, values []string) string {
	var b strings.Builder
	for i, n := range names {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s=\"%s\"", n, labelEscaper.Replace(values[i]))
	}
	return b.String()
}

func formatFloat(v float64) string {
	switch {
	case math.IsInf(v, +1):
		return "+Inf"
	case math.IsInf(v, -1):
		return "-Inf"
	case math.IsNaN(v):
		return "NaN"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}
