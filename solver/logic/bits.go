package logic

import "math/bits"

func trailing(x uint16) int   { return bits.TrailingZeros16(x) }
func trailing64(x uint64) int { return bits.TrailingZeros64(x) }
func popcount(x uint16) int   { return bits.OnesCount16(x) }
