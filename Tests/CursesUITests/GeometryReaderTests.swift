import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// `GeometryReader` and `ViewThatFits` size their content from the space offered, in cells.
@MainActor
struct GeometryReaderTests {
    @Test func aReaderTakesTheSpaceOfferedAndReportsIt() {
        let view = VStack(spacing: 0) {
            Text("top")
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
            }
            .border(.white)
        }
        assertInlineSnapshot(of: TestHost(view, width: 12, height: 5), as: .frame()) {
            """
                top
            ┌──────────┐
            │10x2      │
            │          │
            └──────────┘
            """
        }
    }

    @Test func barsSizedFromTheProxyFollowAResize() {
        let view = VStack(alignment: .leading, spacing: 0) {
            ForEach([1.0, 0.5, 0.25], id: \.self) { fraction in
                GeometryReader { proxy in
                    Color.blue.frame(width: proxy.size.width * fraction, height: 1)
                }
                .frame(height: 1)
            }
        }
        let host = TestHost(view, width: 8, height: 3)
        #expect((0..<8).map { host.cell(x: $0, y: 1).background == .blue } == [true, true, true, true, false, false, false, false])
        host.resize(width: 16, height: 3)
        #expect((0..<16).filter { host.cell(x: $0, y: 1).background == .blue }.count == 8)
        #expect((0..<16).filter { host.cell(x: $0, y: 2).background == .blue }.count == 4)
    }

    @Test func framesInGlobalLocalAndNamedSpaces() {
        let view = VStack(spacing: 0) {
            Text("header")
            HStack(spacing: 0) {
                Text("ab")
                GeometryReader { proxy in
                    let global = proxy.frame(in: .global), local = proxy.frame(in: .local)
                    let named = proxy.frame(in: .named("row"))
                    Text("g\(Int(global.minX)),\(Int(global.minY)) l\(Int(local.minX)),\(Int(local.minY)) n\(Int(named.minX)),\(Int(named.minY))")
                }
            }
            .coordinateSpace(name: "row")
        }
        assertInlineSnapshot(of: TestHost(view, width: 24, height: 2), as: .frame()) {
            """
                     header
            abg2,1 l0,0 n2,0
            """
        }
    }

    @Test func aReaderRebuildsWhenStateItsContentReadsChanges() {
        struct Meter: View {
            @State private var level = 1
            var body: some View {
                VStack(spacing: 0) {
                    Button("More") { level += 1 }
                    GeometryReader { proxy in Text("\(level) of \(Int(proxy.size.width))") }.frame(height: 1)
                }
            }
        }
        let host = TestHost(Meter(), width: 10, height: 2)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             [ More ]
            2 of 10
            """
        }
    }

    @Test func viewThatFitsPicksTheFirstThatFits() {
        func header() -> some View {
            ViewThatFits {
                Text("Dashboard of every service")
                Text("Dashboard")
                Text("D")
            }
            .border(.white)
        }
        let host = TestHost(header(), width: 30, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ┌──────────────────────────┐
            │Dashboard of every service│
            └──────────────────────────┘
            """
        }
        host.resize(width: 14, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ┌─────────┐
            │Dashboard│
            └─────────┘
            """
        }
        host.resize(width: 5, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ┌─┐
            │D│
            └─┘
            """
        }
    }

    @Test func onlyTheChosenViewTakesFocus() {
        struct Toolbar: View {
            @State private var presses = 0
            var body: some View {
                VStack(spacing: 0) {
                    ViewThatFits(in: .horizontal) {
                        HStack { Button("Save all files") { presses += 10 }; Button("Quit") {} }
                        Button("Save") { presses += 1 }
                    }
                    Text("\(presses)")
                }
            }
        }
        let host = TestHost(Toolbar(), width: 10, height: 2)
        host.press(.return)
        #expect(lines(host.text) == ["[ Save ]", "1"])
    }
}
