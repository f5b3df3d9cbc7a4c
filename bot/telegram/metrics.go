package telegram

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics are the bot's Prometheus metrics, in a registry of their own.
// A nil *Metrics records nothing.
type Metrics struct {
	registry *prometheus.Registry
	updates  *prometheus.CounterVec
	latency  prometheus.Histogram
	errors   *prometheus.CounterVec
	floods   *prometheus.CounterVec
	panics   prometheus.Counter
	queue    prometheus.Gauge
	store    prometheus.Counter
	hooks    *prometheus.CounterVec
	polling  prometheus.Gauge
}

// NewMetrics makes the metrics, with the Go runtime's and the process's.
func NewMetrics() *Metrics {
	m := &Metrics{
		registry: prometheus.NewRegistry(),
		updates: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "sudokubot_updates_total",
			Help: "Updates by what became of them: received (queued), handled, duplicate (delivered again, already queued), dropped (a chat flooding).",
		}, []string{"state"}),
		latency: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "sudokubot_handling_seconds",
			Help:    "Time from receiving an update to having answered it.",
			Buckets: prometheus.ExponentialBuckets(0.001, 2, 16),
		}),
		errors: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "sudokubot_errors_total",
			Help: "Calls to Telegram that failed for good, by method and kind (network, server, flood, forbidden, request, canceled).",
		}, []string{"method", "kind"}),
		floods: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "sudokubot_telegram_429_total",
			Help: "Answers 429 Too Many Requests from Telegram, by method.",
		}, []string{"method"}),
		panics: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "sudokubot_panics_total",
			Help: "Panics recovered while handling an update.",
		}),
		queue: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "sudokubot_queue_depth",
			Help: "Updates in the queue, waiting or in hand (of every process sharing it).",
		}),
		store: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "sudokubot_store_errors_total",
			Help: "Writes to the store in DATA_DIR that failed (full disk, I/O errors).",
		}),
		hooks: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "sudokubot_webhook_requests_total",
			Help: "Webhook requests by outcome: queued, unauthorized, too_large, malformed.",
		}, []string{"outcome"}),
		polling: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "sudokubot_polling",
			Help: "1 while this process long-polls Telegram (among replicas, the one holding the poller's lease), else 0.",
		}),
	}
	m.registry.MustRegister(m.updates, m.latency, m.errors, m.floods, m.panics, m.queue, m.store, m.hooks, m.polling,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Handler serves the metrics in Prometheus's text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{})
}

func (m *Metrics) update(state string) {
	if m != nil {
		m.updates.WithLabelValues(state).Inc()
	}
}

func (m *Metrics) handled(seconds float64) {
	if m != nil {
		m.updates.WithLabelValues("handled").Inc()
		m.latency.Observe(seconds)
	}
}

func (m *Metrics) failure(method, kind string) {
	if m != nil {
		m.errors.WithLabelValues(method, kind).Inc()
	}
}

func (m *Metrics) flood(method string) {
	if m != nil {
		m.floods.WithLabelValues(method).Inc()
	}
}

func (m *Metrics) panicked() {
	if m != nil {
		m.panics.Inc()
	}
}

func (m *Metrics) queued(n int) {
	if m != nil {
		m.queue.Set(float64(n))
	}
}

func (m *Metrics) storeFailure() {
	if m != nil {
		m.store.Inc()
	}
}

func (m *Metrics) webhook(outcome string) {
	if m != nil {
		m.hooks.WithLabelValues(outcome).Inc()
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
		m.polling.Set(v)
	}
}
