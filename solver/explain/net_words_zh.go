package explain

import "fmt"

// The Chinese sentences of forcing nets added after net_zh.go (see
// netWords).

func (chinese) netClashLink(link, opposite string) string {
	return fmt.Sprintf("，与第%s条（%s）矛盾", link, opposite)
}

func (chinese) netProve(conclusion, result, assumption, then string) string {
	return fmt.Sprintf("为证明%s（%s），假设%s%s。", conclusion, result, assumption, then)
}
