package explain

import "fmt"

// The Russian sentences of forcing nets added after net_ru.go (see
// netWords).

func (russian) netClashLink(link, opposite string) string {
	return fmt.Sprintf(", что противоречит звену %s (%s)", link, opposite)
}

func (russian) netProve(conclusion, result, assumption, then string) string {
	return fmt.Sprintf("Чтобы доказать, что %s (%s), предположим, что %s%s.", conclusion, result, assumption, then)
}
