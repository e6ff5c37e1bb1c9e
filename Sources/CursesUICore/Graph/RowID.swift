/// The identity of a row of a lazy container, compared as `AnyHashable`s of the ids would be.
///
/// An `Int` id (the most common, and the `ForEach(0..<n)` one) and a node's identity are kept as
/// they are: making an `AnyHashable` of an integer and comparing two of them go through the
/// runtime's casts, which search the executable's conformance records on first use, and box the
/// id for every row a scan looks at.
package struct RowID: Equatable {
    private enum Storage {
        case int(Int)
        case node(ObjectIdentifier)
        case other(AnyHashable)
    }

    private let storage: Storage

    private init(storage: Storage) { self.storage = storage }

    /// The identity of an id of any type.
    package init<ID: Hashable>(_ id: ID) {
        if ID.self == Int.self {
            self.init(storage: .int(unsafeBitCast(id, to: Int.self)))
        } else if ID.self == AnyHashable.self {
            self.init(anyHashable: unsafeBitCast(id, to: AnyHashable.self))
        } else {
            self.init(storage: .other(AnyHashable(id)))
        }
    }

    /// The identity of an id already type-erased (`ScrollViewProxy.scrollTo(_:)`).
    package init(anyHashable id: AnyHashable) {
        if let int = id.base as? Int { self.init(storage: .int(int)) } else { self.init(storage: .other(id)) }
    }

    /// The identity of a row that is a node of its own (a fixed row of a `List`).
    package init(node: Node) { self.init(storage: .node(ObjectIdentifier(node))) }

    /// The id as an `AnyHashable`, for bindings and code that take any id.
    package var anyHashable: AnyHashable {
        switch storage {
        case .int(let int): AnyHashable(int)
        case .node(let node): AnyHashable(node)
        case .other(let other): other
        }
    }

    /// The id as a value of type `T`, if it is one (as `AnyHashable.base as? T`).
    package func value<T>(as _: T.Type) -> T? {
        switch storage {
        case .int(let int): T.self == Int.self ? unsafeBitCast(int, to: T.self) : int as? T
        case .node(let node): node as? T
        case .other(let other): other.base as? T
        }
    }

    package static func == (lhs: RowID, rhs: RowID) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case let (.int(left), .int(right)): left == right
        case let (.node(left), .node(right)): left == right
        default: lhs.anyHashable == rhs.anyHashable
        }
    }
}
