package explain

import "fmt"

// The English sentences of forcing nets added after net_en.go (see
// netWords).

func (english) netClashLink(link, opposite string) string {
	return fmt.Sprintf(", which contradicts link %s (%s)", link, opposite)
}

func (english) netProve(conclusion, result, assumption, then string) string {
	return fmt.Sprintf("To show %s (%s), suppose %s%s.", conclusion, result, assumption, then)
}
