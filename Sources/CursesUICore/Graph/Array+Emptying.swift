extension Array {
    /// Removes every element and keeps the storage, as `removeAll(keepingCapacity: true)` does,
    /// without its `replaceSubrange` for a short array: that is a function of its own for each
    /// element type, which every key ran for its short lists (dirty nodes, drained tokens, damaged
    /// nodes, a key's frame's bytes), where popping their few elements is a short loop in place.
    /// A long array is emptied at once rather than one element at a time.
    @inlinable @inline(__always)
    package mutating func removeAllKeepingStorage() {
        guard count > 64 else {
            while popLast() != nil {}
            return
        }
        removeAll(keepingCapacity: true)
    }
}
