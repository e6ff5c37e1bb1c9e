@_spi(Reflection) import Swift

/// Compares two values of the same type as CursesUI's invalidation needs it, for view inputs,
/// environment values and state alike.
///
/// `Equatable` values compare by `==`, class instances by identity, optionals through their
/// wrapped value, `ComparedByValue` types by that value, bindings by where their value lives,
/// and other structs and tuples field by field (skipping dynamic properties, whose changes
/// arrive through the graph; `weak` and `unowned` fields compare by the identity of what they
/// refer to, and are never loaded). Anything else — a closure, an enum with a payload that is
/// not `Equatable` — counts as changed.
package func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    areEqual(lhs, rhs, using: ValueComparators.shared.comparator(for: T.self))
}

/// `areEqual` with `T`'s comparator, kept by a caller that compares many values of one type:
/// `areEqual` looks it up, under a lock, on every call.
package func areEqual<T>(_ lhs: T, _ rhs: T, using compare: ValueComparators.Comparator) -> Bool {
    withUnsafeBytes(of: lhs) { a in
        withUnsafeBytes(of: rhs) { b in compare(a.baseAddress!, b.baseAddress!) }
    }
}

/// `areEqual` for values whose types are known only at run time.
package func areEqualAny(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    func open<T>(_ lhs: T) -> Bool { areEqual(lhs, rhs as! T) }
    return _openExistential(lhs, do: open)
}

/// Comparison functions, built once per type from its layout and shared across threads.
package final class ValueComparators: @unchecked Sendable {
    package typealias Comparator = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    package static let shared = ValueComparators()
    private let lock = Lock()
    private var comparators: [ObjectIdentifier: Comparator] = [:]

    package func comparator<T>(for type: T.Type) -> Comparator {
        let id = ObjectIdentifier(type)
        lock.lock()
        if let cached = comparators[id] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let made = Self.make(for: type, depth: 0)
        lock.lock()
        comparators[id] = made
        lock.unlock()
        return made
    }

    private static func make<T>(for type: T.Type, depth: Int) -> Comparator {
        if let binding = T.self as? any BindingLocating.Type {
            func compareLocations<B: BindingLocating>(_: B.Type) -> Comparator {
                return { a, b in
                    guard let left = a.assumingMemoryBound(to: B.self).pointee.bindingLocation else { return false }
                    return left == b.assumingMemoryBound(to: B.self).pointee.bindingLocation
                }
            }
            return compareLocations(binding)
        }
        if let equatable = T.self as? any Equatable.Type {
            func compareEquatable<E: Equatable>(_: E.Type) -> Comparator {
                return { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
            }
            return compareEquatable(equatable)
        }
        if let identified = T.self as? any IdentityComparedProperty.Type {
            func compareIdentities<P: IdentityComparedProperty>(_: P.Type) -> Comparator {
                return { a, b in
                    a.assumingMemoryBound(to: P.self).pointee.comparedIdentity
                        == b.assumingMemoryBound(to: P.self).pointee.comparedIdentity
                }
            }
            return compareIdentities(identified)
        }
        if T.self is any DynamicProperty.Type {
            return { _, _ in true }
        }
        if let compared = T.self as? any ComparedByValue.Type {
            func compareValues<C: ComparedByValue>(_: C.Type) -> Comparator {
                let offset = C.comparedValueOffset
                let compare = make(for: C.ComparedValue.self, depth: depth + 1)
                return { a, b in compare(a + offset, b + offset) }
            }
            return compareValues(compared)
        }
        if T.self is any OptionalValue.Type {
            return { a, b in
                let left = (a.assumingMemoryBound(to: T.self).pointee as! any OptionalValue).wrappedAny
                let right = (b.assumingMemoryBound(to: T.self).pointee as! any OptionalValue).wrappedAny
                switch (left, right) {
                case (nil, nil): return true
                case let (left?, right?): return areEqualAny(left, right)
                default: return false
                }
            }
        }
        if T.self is AnyClass {
            return { a, b in a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self) }
        }
        guard depth < 8, isStructOrTuple(T.self) else { return { _, _ in false } }
        var fields: [(offset: Int, compare: Comparator)] = []
        for field in StoredField.fields(of: T.self) {
            func make<F>(_: F.Type) -> Comparator {
                // A weak or unowned field holds a reference that must not be loaded as a strong
                // one (a weak field holds a side-table pointer): its bits say which object it
                // refers to, so comparing them compares identity without touching the object.
                guard field.isStrong else { return Self.compareBits(count: MemoryLayout<F>.size) }
                return Self.make(for: F.self, depth: depth + 1)
            }
            fields.append((field.offset, _openExistential(field.type, do: make)))
        }
        let table = fields
        return { a, b in
            for field in table where !field.compare(a + field.offset, b + field.offset) { return false }
            return true
        }
    }
}

extension ValueComparators {
    /// Compares `count` bytes as they are.
    fileprivate static func compareBits(count: Int) -> Comparator {
        return { a, b in
            UnsafeRawBufferPointer(start: a, count: count).elementsEqual(UnsafeRawBufferPointer(start: b, count: count))
        }
    }
}

/// Whether a type is a struct or a tuple (whose elements compare like a struct's fields): the
/// runtime tells the kind of a field, so ask about a field of that type.
private func isStructOrTuple<T>(_: T.Type) -> Bool {
    var kind: _MetadataKind?
    _forEachField(of: KindProbe<T>.self, options: _EachFieldOptions(rawValue: 0)) { _, _, _, fieldKind in
        kind = fieldKind
        return false
    }
    return kind == .struct || kind == .tuple
}

private struct KindProbe<T> { var value: T }

/// Lets comparisons look inside optionals whose wrapped type is not `Equatable` (a class, say).
package protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    package var wrappedAny: Any? { self.map { $0 as Any } }
}

/// A dynamic property that is an input all the same: `@ObservedObject`, whose object the parent
/// passes in, so a different object makes a different view.
package protocol IdentityComparedProperty {
    var comparedIdentity: ObjectIdentifier { get }
}

/// A type that compares by one of its stored values alone: its other fields (a closure made
/// from the type, say) follow from that value's type and would otherwise count as changed.
package protocol ComparedByValue {
    associatedtype ComparedValue
    /// Where the compared value sits in an instance, in bytes.
    static var comparedValueOffset: Int { get }
}

/// A binding's identity, readable without knowing its value type.
package protocol BindingLocating {
    var bindingLocation: BindingLocation? { get }
}

extension Binding: BindingLocating {
    package var bindingLocation: BindingLocation? { location }
}
