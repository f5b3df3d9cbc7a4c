package catalog

// Play ...
type Play interface {
}
