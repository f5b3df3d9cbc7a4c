package catalog

// Board ...
type Board interface {
}
