/// Compares two values of the same static type as CursesUI's invalidation needs it:
/// `Equatable` values by `==`, class instances by identity, optionals through their wrapped
/// value, and anything else (closures, structs that are not `Equatable`) as different.
func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    if let lhs = lhs as? any Equatable {
        return lhs.isEqual(toAny: rhs)
    }
    if let lhs = lhs as? any OptionalValue, let rhs = rhs as? any OptionalValue {
        switch (lhs.wrappedAny, rhs.wrappedAny) {
        case (nil, nil): return true
        case let (left?, right?): return areEqualAny(left, right)
        default: return false
        }
    }
    if T.self is AnyClass || type(of: lhs as Any) is AnyClass {
        return (lhs as AnyObject) === (rhs as AnyObject)
    }
    return false
}

/// `areEqual` for values whose types are known only at run time.
func areEqualAny(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    func open<T>(_ lhs: T) -> Bool { areEqual(lhs, rhs as! T) }
    return _openExistential(lhs, do: open)
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Lets `areEqual` look inside optionals whose wrapped type is not `Equatable` (a class, say).
protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedAny: Any? { self.map { $0 as Any } }
}
