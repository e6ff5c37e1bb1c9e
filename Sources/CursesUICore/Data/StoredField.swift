/// A stored property of a struct as the runtime describes it, including whether it holds its
/// reference strongly — which `_forEachField` does not tell, and which decides whether the field
/// may be read as a value of its type (a `weak` field holds a side-table pointer, not an object).
///
/// Read through the runtime's reflection entry points that the standard library's own
/// `_forEachField` uses; they are exported from the Swift runtime and part of its stable ABI.
package struct StoredField {
    /// The field's type as declared (`Optional<C>` for `weak var c: C?`).
    package let type: Any.Type
    /// The field's offset in bytes from the start of the struct.
    package let offset: Int
    /// Whether the field holds a strong reference (or no reference at all); `false` for `weak`,
    /// `unowned` and `unowned(unsafe)` fields.
    package let isStrong: Bool

    /// The stored properties of the struct `type`, in declaration order.
    package static func fields(of type: Any.Type) -> [StoredField] {
        (0..<reflectionChildCount(type)).map { index in
            var metadata = FieldReflectionMetadata()
            let fieldType = reflectionChildMetadata(type, index: index, fieldMetadata: &metadata)
            metadata.freeFunc?(metadata.name)
            let offset = reflectionChildOffset(type, index: index)
            checkFieldLayout(fieldType, at: offset, in: type)
            return StoredField(type: fieldType, offset: offset,
                               isStrong: metadata.isStrong)
        }
    }
}

/// Stops a debug build when a field reported at `offset` would not lie inside a value of `type`,
/// aligned for its own type: what reading fields through raw pointers relies on
/// (`ValueComparators`, `DynamicPropertyTable.link`). Release builds trust the runtime's layout.
package func checkFieldLayout(_ field: Any.Type, at offset: Int, in type: Any.Type) {
    #if DEBUG
    func layout<T>(_: T.Type) -> (size: Int, alignment: Int) { (MemoryLayout<T>.size, MemoryLayout<T>.alignment) }
    let fieldLayout = _openExistential(field, do: layout)
    let size = _openExistential(type, do: layout).size
    precondition(offset >= 0 && offset + fieldLayout.size <= size && offset % fieldLayout.alignment == 0,
                 "a field of \(field) at offset \(offset) does not fit in \(type)")
    #endif
}

/// What the runtime reports of a field; the layout of the standard library's
/// `_FieldReflectionMetadata`.
private struct FieldReflectionMetadata {
    var name: UnsafePointer<CChar>?
    var freeFunc: (@convention(c) (UnsafePointer<CChar>?) -> Void)?
    var isStrong = false
    var isVar = false
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func reflectionChildCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func reflectionChildOffset(_ type: Any.Type, index: Int) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func reflectionChildMetadata(_ type: Any.Type, index: Int,
                                     fieldMetadata: UnsafeMutablePointer<FieldReflectionMetadata>) -> Any.Type
