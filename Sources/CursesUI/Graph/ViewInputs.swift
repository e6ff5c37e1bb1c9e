@_spi(Reflection) import Swift

/// Decides whether a new view value differs from the previous one, so a node can skip `body`.
///
/// `Equatable` views compare with `==`. Other structs compare field by field: `Equatable` fields
/// by `==`, class references by identity, bindings by where their value lives, nested structs
/// recursively; dynamic properties are skipped (their changes arrive through the graph), and
/// anything else — a closure, an enum with a payload that is not `Equatable` — counts as changed.
enum ViewInputs {
    typealias Comparator = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    @MainActor private static var cache: [ObjectIdentifier: Comparator] = [:]

    /// Whether two values of a view type are the same input.
    @MainActor
    static func areEqual<V>(_ old: V, _ new: V) -> Bool {
        let compare: Comparator
        if let cached = cache[ObjectIdentifier(V.self)] {
            compare = cached
        } else {
            compare = comparator(for: V.self)
            cache[ObjectIdentifier(V.self)] = compare
        }
        return withUnsafeBytes(of: old) { a in
            withUnsafeBytes(of: new) { b in compare(a.baseAddress!, b.baseAddress!) }
        }
    }

    private static func comparator<T>(for type: T.Type, depth: Int = 0) -> Comparator {
        if let binding = T.self as? any BindingLocating.Type {
            func compareLocations<B: BindingLocating>(_: B.Type) -> Comparator {
                return { a, b in
                    guard let left = a.assumingMemoryBound(to: B.self).pointee.bindingLocation else { return false }
                    return left == b.assumingMemoryBound(to: B.self).pointee.bindingLocation
                }
            }
            return compareLocations(binding)
        }
        if T.self is any DynamicProperty.Type {
            return { _, _ in true }
        }
        if let equatable = T.self as? any Equatable.Type {
            func compareEquatable<E: Equatable>(_: E.Type) -> Comparator {
                return { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
            }
            return compareEquatable(equatable)
        }
        if T.self is AnyClass {
            return { a, b in a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self) }
        }
        guard depth < 8, isStruct(T.self) else { return { _, _ in false } }
        var fields: [(offset: Int, compare: Comparator)] = []
        _forEachField(of: T.self, options: []) { _, offset, fieldType, _ in
            func make<F>(_: F.Type) -> Comparator { comparator(for: F.self, depth: depth + 1) }
            fields.append((offset, make(fieldType)))
            return true
        }
        return { a, b in
            for field in fields where !field.compare(a + field.offset, b + field.offset) { return false }
            return true
        }
    }
}

/// Whether a type is a struct: the runtime tells the kind of a field, so ask about a field of that type.
private func isStruct<T>(_: T.Type) -> Bool {
    var kind: _MetadataKind?
    _forEachField(of: KindProbe<T>.self, options: []) { _, _, _, fieldKind in
        kind = fieldKind
        return false
    }
    return kind == .struct
}

private struct KindProbe<T> { var value: T }

/// A binding's identity, readable without knowing its value type.
protocol BindingLocating {
    var bindingLocation: BindingLocation? { get }
}

extension Binding: BindingLocating {
    var bindingLocation: BindingLocation? { location }
}
