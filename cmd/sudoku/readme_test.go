package main

import (
	"errors"
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestREADMELayout checks the README's Layout section against the tree:
// each row of its table names one package by its path, every path named
// is a package of the module, and every package of the module (a
// directory with Go files that build, as go list finds them) has a row.
func TestREADMELayout(t *testing.T) {
	root := moduleRoot(t)
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	listed, err := layoutPackages(string(readme))
	if err != nil {
		t.Fatal(err)
	}
	pkgs, err := modulePackages(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range listed {
		if !slices.Contains(pkgs, p) {
			t.Errorf("the README's Layout names %s, which is not a package of the module (packages: %s)", p, strings.Join(pkgs, ", "))
		}
	}
	for _, p := range pkgs {
		if !slices.Contains(listed, p) {
			t.Errorf("package %s is not in the README's Layout section", p)
		}
	}
}

// TestLayoutPackages checks the parsing of the Layout section, and that a
// section that names a package twice, or two in one row, is refused.
func TestLayoutPackages(t *testing.T) {
	const section = "# sudokubot\n\n## Layout\n\nText.\n\n| package | what it does |\n|---|---|\n| `solver` | solving |\n| `bot/state` | memory |\n\n### Adding a language\n\n| `render` | not in the table |\n\n## Next\n\n| `config` | another section |\n"
	got, err := layoutPackages(section)
	if err != nil || !slices.Equal(got, []string{"solver", "bot/state"}) {
		t.Errorf("layoutPackages = %q, %v; want [solver bot/state]", got, err)
	}
	for _, bad := range []string{
		"## Layout\n\n| package | what |\n|---|---|\n| `cmd/a`, `cmd/b` | two |\n",
		"## Layout\n\n| package | what |\n|---|---|\n| `solver` | one |\n| `solver` | again |\n",
		"## Layout\n\n| package | what |\n|---|---|\n| solver | no code span |\n",
		"## Layout\n\nno table\n",
		"# No layout\n",
	} {
		if got, err := layoutPackages(bad); err == nil {
			t.Errorf("layoutPackages(%q) = %q, want an error", bad, got)
		}
	}
	root := t.TempDir()
	for _, f := range []string{"a/a.go", "a/b/b_test.go", "a/testdata/x/x.go", "c/c.go", "c/ignored/x.go", ".hidden/h.go", "d/d.txt"} {
		path := filepath.Join(root, f)
		body := "package x\n"
		if strings.Contains(f, "ignored") {
			body = "//go:build ignore\n\npackage x\n"
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := modulePackages(root); err != nil || !slices.Equal(got, []string{"a", "c"}) {
		t.Errorf("modulePackages = %q, %v; want [a c]", got, err)
	}
}

// moduleRoot returns the folder of go.mod above the test's folder.
func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's folder")
		}
		dir = parent
	}
}

var (
	tableRow = regexp.MustCompile(`^\|([^|]*)\|`)
	codeSpan = regexp.MustCompile("`([^`]*)`")
)

// layoutPackages returns the packages the rows of the Layout section's
// table name, in order: the one code span of each row's first cell,
// after the table's header.
func layoutPackages(readme string) ([]string, error) {
	_, section, ok := strings.Cut(readme, "\n## Layout\n")
	if !ok {
		return nil, errors.New("no section ## Layout")
	}
	if i := strings.Index(section, "\n#"); i >= 0 {
		section = section[:i] // up to the next heading
	}
	var pkgs []string
	rows := 0
	for line := range strings.SplitSeq(section, "\n") {
		m := tableRow.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		if rows++; rows <= 2 { // the header and its rule
			continue
		}
		spans := codeSpan.FindAllStringSubmatch(m[1], -1)
		if len(spans) != 1 {
			return nil, errors.New("row " + line + ": want one package, in a code span, in its first cell")
		}
		p := spans[0][1]
		if slices.Contains(pkgs, p) {
			return nil, errors.New("package " + p + " has two rows")
		}
		pkgs = append(pkgs, p)
	}
	if len(pkgs) == 0 {
		return nil, errors.New("no package in the Layout section's table")
	}
	return pkgs, nil
}

// modulePackages returns the module's packages below root, by path
// relative to it, as go list ./... finds them: the folders with Go files
// that build for this platform, not counting tests, leaving out testdata
// and folders whose name starts with . or _.
func modulePackages(root string) ([]string, error) {
	var pkgs []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != root && (name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
			return filepath.SkipDir
		}
		p, err := build.ImportDir(path, 0)
		if noGo := (*build.NoGoError)(nil); errors.As(err, &noGo) || err == nil && len(p.GoFiles)+len(p.CgoFiles) == 0 {
			return nil // no Go files, or tests only
		}
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		pkgs = append(pkgs, filepath.ToSlash(rel))
		return nil
	})
	return pkgs, err
}
