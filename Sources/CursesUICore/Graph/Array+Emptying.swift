extension Array {
    /// Removes every element and keeps the storage, as `removeAll(keepingCapacity: true)` does,
    /// without its `replaceSubrange`: that is a function of its own for each element type, which
    /// every key ran for the graph's short per-frame lists (dirty nodes, drained tokens, damaged
    /// nodes), where popping their one or two elements is a short loop in place.
    @inlinable @inline(__always)
    package mutating func removeAllKeepingStorage() {
        while popLast() != nil {}
    }
}
