package telegram

import (
	"bytes"
	"io"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// processStats writes the process's own metrics, read from /proc as
// Prometheus's process collector does: CPU time, memory, open files and
// the start time. What cannot be read is left out.
type processStats struct{}

// userHZ is the unit of /proc/[pid]/stat's times, fixed at 100 by the
// kernel's ABI whatever its internal tick.
const userHZ = 100

func (processStats) write(w io.Writer) {
	if stat, err := os.ReadFile("/proc/self/stat"); err == nil {
		if f := statFields(stat); len(f) > 21 {
			utime, _ := strconv.ParseFloat(f[11], 64)
			stime, _ := strconv.ParseFloat(f[12], 64)
			start, _ := strconv.ParseFloat(f[19], 64)
			vsize, _ := strconv.ParseFloat(f[20], 64)
			rss, _ := strconv.ParseFloat(f[21], 64)
			header(w, "process_cpu_seconds_total", "Total user and system CPU time spent in seconds.", "counter")
			sample(w, "process_cpu_seconds_total", "", (utime+stime)/userHZ)
			header(w, "process_virtual_memory_bytes", "Virtual memory size in bytes.", "gauge")
			sample(w, "process_virtual_memory_bytes", "", vsize)
			header(w, "process_resident_memory_bytes", "Resident memory size in bytes.", "gauge")
			sample(w, "process_resident_memory_bytes", "", rss*float64(os.Getpagesize()))
			if boot, ok := bootTime(); ok {
				header(w, "process_start_time_seconds", "Start time of the process since the Unix epoch in seconds.", "gauge")
				sample(w, "process_start_time_seconds", "", boot+start/userHZ)
			}
		}
	}
	if fds, err := os.ReadDir("/proc/self/fd"); err == nil {
		header(w, "process_open_fds", "Number of open file descriptors.", "gauge")
		sample(w, "process_open_fds", "", float64(len(fds)))
	}
	var limit syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &limit) == nil {
		header(w, "process_max_fds", "Maximum number of open file descriptors.", "gauge")
		sample(w, "process_max_fds", "", float64(limit.Cur))
	}
}

// statFields returns the fields of /proc/[pid]/stat after the command name
// (which is in parentheses and may hold spaces): the process's state is
// field 0, utime 11, stime 12, starttime 19, vsize 20, rss 21.
func statFields(stat []byte) []string {
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 {
		return nil
	}
	return strings.Fields(string(stat[i+1:]))
}

// bootTime is the system's boot time in seconds since the epoch, from
// /proc/stat's btime line.
func bootTime() (float64, bool) {
	data, err := os.ReadFile("/proc/stat")
	if err != nil {
		return 0, false
	}
	for line := range strings.Lines(string(data)) {
		if rest, ok := strings.CutPrefix(line, "btime "); ok {
			v, err := strconv.ParseFloat(strings.TrimSpace(rest), 64)
			return v, err == nil
		}
	}
	return 0, false
}
