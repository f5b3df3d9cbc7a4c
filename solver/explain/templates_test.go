package explain

import (
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// maxTemplateLine is the longest line, in bytes, a file of a language's
// sentences may have: a template longer than that is split into lines.
const maxTemplateLine = 200

// plainVerb matches a verb of fmt without an argument index ("%s", "%2d"),
// but not "%%" or an indexed one ("%[2]d").
var plainVerb = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z]`)

// TestTemplatesReorderable checks that the sentences of every language
// (step_xx.go, net_xx.go) can be reordered by a translator: each template
// of two arguments or more names them by index ("%[2]d"), each argument
// once, and no line of the files is longer than maxTemplateLine.
func TestTemplatesReorderable(t *testing.T) {
	files, err := filepath.Glob("step_*.go")
	if err != nil {
		t.Fatal(err)
	}
	nets, err := filepath.Glob("net_*.go")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, nets...)
	if len(files) < 6 {
		t.Fatalf("language files = %v, want step_xx.go and net_xx.go of each language", files)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok || len(c.Args) < 3 {
				return true
			}
			if sel, ok := c.Fun.(*ast.SelectorExpr); !ok || sel.Sel.Name != "Sprintf" {
				return true
			}
			at := fset.Position(c.Pos())
			format, ok := constString(c.Args[0])
			if !ok {
				t.Errorf("%s: the template is not a constant", at)
				return true
			}
			if v := plainVerb.FindString(strings.ReplaceAll(format, "%%", "")); v != "" {
				t.Errorf("%s: %s without an argument index in %q", at, v, format)
			}
			seen := map[string]bool{}
			for _, a := range c.Args[1:] {
				text := exprText(fset, a)
				if seen[text] {
					t.Errorf("%s: argument %s given twice: name it once and use its index", at, text)
				}
				seen[text] = true
			}
			return true
		})
		lines, err := fileLines(name)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range lines {
			if len(l) > maxTemplateLine {
				t.Errorf("%s:%d: a line of %d bytes, want at most %d: split the template", name, i+1, len(l), maxTemplateLine)
			}
		}
	}
}

// constString returns the value of a string literal, or of literals
// joined with +.
func constString(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		x, ok := constString(e.X)
		if !ok {
			return "", false
		}
		y, ok := constString(e.Y)
		return x + y, ok
	case *ast.ParenExpr:
		return constString(e.X)
	}
	return "", false
}

// exprText returns the source of an expression, as gofmt prints it.
func exprText(fset *token.FileSet, e ast.Expr) string {
	var b strings.Builder
	if err := format.Node(&b, fset, e); err != nil {
		return err.Error()
	}
	return b.String()
}

// fileLines returns the lines of a file.
func fileLines(name string) ([]string, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	return strings.Split(string(b), "\n"), nil
}
