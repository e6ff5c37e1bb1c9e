import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Nodes read a tuple's views and a stack's content in place, at the address of the view that
/// holds them, which must therefore be the view's first stored property.
@MainActor
@Suite("Views read in place")
struct InPlaceReadingTests {
    typealias Pair = TupleView<(Text, Button<Text>)>

    @Test("a tuple view's views are its first stored property")
    func tupleValueIsAtTheStart() {
        #expect(MemoryLayout<Pair>.offset(of: \Pair.value) == 0)
        #expect(MemoryLayout<TupleView<(Int8, Text)>>.offset(of: \TupleView<(Int8, Text)>.value) == 0)
    }

    @Test("a stack's content is its first stored property")
    func stackContentIsAtTheStart() {
        #expect(MemoryLayout<VStack<Pair>>.offset(of: \VStack<Pair>.content) == 0)
        #expect(MemoryLayout<HStack<Pair>>.offset(of: \HStack<Pair>.content) == 0)
        #expect(MemoryLayout<VStack<Text>>.offset(of: \VStack<Text>.content) == 0)
        #expect(MemoryLayout<HStack<EmptyView>>.offset(of: \HStack<EmptyView>.content) == 0)
    }
}
