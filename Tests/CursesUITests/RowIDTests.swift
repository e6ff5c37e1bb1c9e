import Testing
@_spi(CursesUICore) @testable import CursesUICore

/// A lazy row's identity keeps `Int` ids and nodes as they are, but compares and converts
/// exactly as `AnyHashable`s of the same ids do, which it replaced.
@MainActor
struct RowIDTests {
    /// Ids of several types, some equal as `AnyHashable`s across types.
    let ids: [AnyHashable] = [
        AnyHashable(0), AnyHashable(1), AnyHashable(Int8(1)), AnyHashable(UInt(1)), AnyHashable(1.0),
        AnyHashable("1"), AnyHashable("a"), AnyHashable(AnyHashable(1)), AnyHashable(Optional(1)),
    ]

    /// Each id as a `RowID`, made the way its type would be: generically from the typed value.
    private func rowID(_ id: AnyHashable) -> RowID {
        func typed<T: Hashable>(_ value: T) -> RowID { RowID(value) }
        return typed(id)
    }

    @Test func comparesAsAnyHashableDoes() {
        for left in ids {
            for right in ids {
                #expect((rowID(left) == rowID(right)) == (left == right), "\(left) == \(right)")
                #expect((RowID(anyHashable: left) == rowID(right)) == (left == right), "\(left) == \(right)")
            }
        }
        #expect(RowID(7) == RowID(7))
        #expect(RowID(7) != RowID(8))
        #expect(RowID(7) == RowID(AnyHashable(7)))
        #expect((RowID(Int8(7)) == RowID(7)) == (AnyHashable(Int8(7)) == AnyHashable(7)))
        #expect(RowID("7") != RowID(7))
    }

    @Test func givesItsValueAsAnyHashableDoes() {
        for id in ids {
            #expect(rowID(id).anyHashable == id)
            #expect(rowID(id).value(as: Int.self) == id.base as? Int)
            #expect(rowID(id).value(as: String.self) == id.base as? String)
        }
        #expect(RowID(5).value(as: Int.self) == 5)
        #expect(RowID(5).value(as: Int8.self) == (5 as Any) as? Int8)
        #expect(RowID(5).value(as: AnyHashable.self) == AnyHashable(5))
        #expect(RowID("x").value(as: String.self) == "x")
    }

    @Test func nodesAreTheirOwnIdentity() {
        let graph = ViewGraph(root: EmptyView(), size: Size(width: 10, height: 2))
        let first = Node(graph: graph, viewType: EmptyView.self)
        let second = Node(graph: graph, viewType: EmptyView.self)
        #expect(RowID(node: first) == RowID(node: first))
        #expect(RowID(node: first) != RowID(node: second))
        #expect(RowID(node: first) == RowID(ObjectIdentifier(first)))
        #expect(RowID(node: first) != RowID(0))
        #expect(RowID(node: first).value(as: ObjectIdentifier.self) == ObjectIdentifier(first))
    }
}
