package catalog

// Replies ...
type Replies interface {
}
