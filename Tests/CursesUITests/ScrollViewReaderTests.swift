import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)`: lists (rows not built yet),
/// scroll views with `ForEach` and `.id(_:)`, the four anchors, and rows added in the same action.
@MainActor
struct ScrollViewReaderTests {
    /// A button over a 1,000-row list; Return on the button scrolls to row 500.
    struct ListJump: View {
        let anchor: UnitPoint?
        var body: some View {
            ScrollViewReader { proxy in
                VStack(alignment: .leading, spacing: 0) {
                    Button("Go") { proxy.scrollTo(500, anchor: anchor) }
                    List(0..<1000, id: \.self) { Text("row \($0)") }
                }
            }
        }
    }

    private func jumped(_ anchor: UnitPoint?) -> TestHost<ListJump> {
        let host = TestHost(ListJump(anchor: anchor), width: 12, height: 6)
        host.press(.return)
        return host
    }

    @Test func scrollsAListToARowNotBuiltYet() {
        let host = TestHost(ListJump(anchor: .top), width: 12, height: 6)
        var built = 0
        host.graph.root.forEachNode { if $0 is TextNode { built += 1 } }
        #expect(built == 6, "the button and five rows")
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Go ]
            row 500    │
            row 501    │
            row 502    ┃
            row 503    │
            row 504    │
            """
        }
    }

    @Test func anchorsCenterBottomAndNone() {
        assertInlineSnapshot(of: jumped(.center), as: .frame()) {
            """
            [ Go ]
            row 498    │
            row 499    │
            row 500    ┃
            row 501    │
            row 502    │
            """
        }
        assertInlineSnapshot(of: jumped(.bottom), as: .frame()) {
            """
            [ Go ]
            row 496    │
            row 497    ┃
            row 498    │
            row 499    │
            row 500    │
            """
        }
        // No anchor: the least scroll that shows the row, here from below.
        assertInlineSnapshot(of: jumped(nil), as: .frame()) {
            """
            [ Go ]
            row 496    │
            row 497    ┃
            row 498    │
            row 499    │
            row 500    │
            """
        }
    }

    @Test func scrollsAScrollViewToAForEachElementAndAnExplicitID() {
        struct Page: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(alignment: .leading, spacing: 0) {
                        HStack {
                            Button("Ten") { proxy.scrollTo(10, anchor: .top) }
                            Button("End") { proxy.scrollTo("end") }
                        }
                        ScrollView {
                            VStack(alignment: .leading, spacing: 0) {
                                ForEach(0..<30) { Text("line \($0)") }
                                Text("the end").id("end")
                            }
                        }
                    }
                }
            }
        }
        let host = TestHost(Page(), width: 16, height: 4)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Ten ] [ End ]
            line 10        ┃
            line 11        │
            line 12        │
            """
        }
        host.press(.tab)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Ten ] [ End ]
            line 28        │
            line 29        │
            the end        ┃
            """
        }
    }

    @Test func aReaderInsideAScrollViewScrollsIt() {
        struct Page: View {
            var body: some View {
                ScrollView {
                    ScrollViewReader { proxy in
                        VStack(alignment: .leading, spacing: 0) {
                            Button("Down") { proxy.scrollTo(20, anchor: .center) }
                            ForEach(0..<40) { Text("item \($0)") }
                        }
                    }
                }
            }
        }
        let host = TestHost(Page(), width: 12, height: 5)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            item 18    │
            item 19    │
            item 20    ┃
            item 21    │
            item 22    │
            """
        }
    }

    @Test func aLazyStackInAScrollViewScrollsToARowNotBuilt() {
        struct Page: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(alignment: .leading, spacing: 0) {
                        Button("Go") { proxy.scrollTo(70_000, anchor: .top) }
                        ScrollView {
                            LazyVStack(alignment: .leading, spacing: 0) { ForEach(0..<100_000) { Text("row \($0)") } }
                        }
                    }
                }
            }
        }
        let host = TestHost(Page(), width: 12, height: 4)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Go ]
            row 70000  │
            row 70001  ┃
            row 70002  │
            """
        }
    }

    @Test func scrollsToARowAddedInTheSameAction() {
        struct Log: View {
            @State private var entries = Array(0..<5)
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(alignment: .leading, spacing: 0) {
                        Button("Add") {
                            entries += Array(entries.count..<entries.count + 10)
                            proxy.scrollTo(entries.last!, anchor: .bottom)
                        }
                        List(entries, id: \.self) { Text("entry \($0)") }
                    }
                }
            }
        }
        let host = TestHost(Log(), width: 12, height: 4)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Add ]
            entry 12   │
            entry 13   │
            entry 14   ┃
            """
        }
    }

    @Test func anUnknownIDScrollsNothing() {
        struct Page: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(alignment: .leading, spacing: 0) {
                        Button("Go") { proxy.scrollTo("nowhere") }
                        List(0..<50, id: \.self) { Text("row \($0)") }
                    }
                }
            }
        }
        let host = TestHost(Page(), width: 12, height: 3)
        let before = host.text
        host.press(.return)
        #expect(host.text == before)
        #expect(lines(host.text)[1].hasPrefix("row 0"))
    }
}
