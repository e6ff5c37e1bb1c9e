/// A view value handed to `Node.update(with:environment:)`: the node reads it as the view type
/// it was made for. It refers to the caller's value rather than boxing it in `Any`, so an update
/// neither allocates a box nor casts dynamically; it is valid only during the call.
@_spi(CursesUICore) public struct ViewValue {
    @usableFromInline let pointer: UnsafeRawPointer
    @usableFromInline let type: any View.Type

    /// Refers to the view at `pointer` for the duration of an update.
    package init<V: View>(_ pointer: UnsafePointer<V>) {
        self.pointer = UnsafeRawPointer(pointer)
        self.type = V.self
    }

    /// The value, as `V`, which must be its type: a node is only ever updated with values of
    /// the view type it was made for (`Node.viewType`). Inlinable: a node in the views' module
    /// then reads its view with code specialized for its type, not the generic entry point
    /// (which copies through the type's value witnesses).
    @inlinable package func value<V>(as _: V.Type) -> V {
        assert(type == V.self, "a node of \(V.self) was updated with a \(type)")
        return pointer.assumingMemoryBound(to: V.self).pointee
    }

    /// Where the value is, as `V`, which must be its type: a node reads its view, or a part of
    /// it, in place rather than copying the whole view. Valid only during the update.
    @inlinable package func address<V>(as _: V.Type) -> UnsafePointer<V> {
        assert(type == V.self, "a node of \(V.self) was updated with a \(type)")
        return pointer.assumingMemoryBound(to: V.self)
    }

    /// The value boxed, for nodes that serve several view types through a protocol.
    @MainActor package var anyValue: Any { type.load(from: pointer) }
}

extension ViewValue {
    /// Calls `body` with `view` as a view value, valid during the call. Not main-actor isolated,
    /// so that the closure it hands the standard library's `withUnsafePointer` is not either: a
    /// main-actor closure handed to the standard library checks its executor on every call, and
    /// this runs for every view reconciled.
    @inline(__always)
    package static func with<V: View, Result>(_ view: V, _ body: (ViewValue) -> Result) -> Result {
        withUnsafePointer(to: view) { body(ViewValue($0)) }
    }
}

private extension View {
    /// The view of this type at `pointer`, boxed.
    static func load(from pointer: UnsafeRawPointer) -> Any { pointer.assumingMemoryBound(to: Self.self).pointee }
}
