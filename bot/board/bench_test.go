package board

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"golang.org/x/time/rate"

	"sudokubot/bot/game"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// BenchmarkHint times the hint API's work (findHint at level 3, the
// fullest) on top1465's puzzles, each at its first step of tier 6 or
// more, and reports the p50 and p95 per hint.
func BenchmarkHint(b *testing.B) {
	games := hintPositions(b)
	var times []time.Duration
	i := 0
	for b.Loop() {
		g := games[i%len(games)]
		i++
		start := time.Now()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		if _, err := findHint(ctx, g, 3, 0, 100000, locale.English); err != nil {
			b.Fatalf("%s: %v", g.Puzzle, err)
		}
		cancel()
		times = append(times, time.Since(start))
	}
	reportPercentiles(b, times)
}

// BenchmarkHintAPI times POST api/hint over HTTP, initData checked and
// JSON both ways, on the same positions.
func BenchmarkHintAPI(b *testing.B) {
	games := hintPositions(b)
	h := newHarness(b, func(o *Options) { o.Rate = rate.Inf })
	id := h.initData(7, "en")
	bodies := make([][]byte, len(games))
	for i, g := range games {
		bodies[i], _ = json.Marshal(hintRequest{gameJSON: toJSON(g), Level: 3})
	}
	var times []time.Duration
	i := 0
	for b.Loop() {
		body := bodies[i%len(bodies)]
		i++
		start := time.Now()
		req, _ := http.NewRequest("POST", h.srv.URL+"/board/api/hint", bytes.NewReader(body))
		req.Header.Set("Authorization", "tma "+id)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != 200 {
			b.Fatalf("POST api/hint: %d", res.StatusCode)
		}
		times = append(times, time.Since(start))
	}
	reportPercentiles(b, times)
}

func reportPercentiles(b *testing.B, times []time.Duration) {
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(times[len(times)*95/100].Microseconds())/1000, "p95-ms")
}

func hintPositions(b *testing.B) []game.Game {
	f, err := os.Open(filepath.Join("..", "..", "..", "shared", "data", "exact", "puzzles3_magictour_top1465.txt"))
	if err != nil {
		b.Skip("top1465 is not in ../shared/data:", err)
	}
	defer f.Close()
	// The positions: each puzzle played by the engine up to its first step
	// of tier 6 or more (chains, wings, ALS…), its candidates as the
	// person's pencil marks.
	var games []game.Game
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		p, err := solver.Parse(sc.Text())
		if err != nil {
			continue
		}
		bd := logic.NewBoard(p, solver.Grid{})
		for range 81 {
			s, err := logic.Next(context.Background(), &bd, logic.Options{})
			if err != nil || s.Technique.Tier() >= 6 {
				break
			}
			bd.Apply(s)
		}
		g := game.Game{Puzzle: p, Entries: bd.Values}
		for i, c := range bd.Cands {
			g.Marks[i] = uint16(c)
		}
		games = append(games, g)
	}
	return games
}
