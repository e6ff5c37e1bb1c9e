import Foundation
import Testing
import CursesUI

// Seed article 000 teaches `@Environment(\.keyPath)`: a custom `EnvironmentKey`, a property on
// `EnvironmentValues`, writing with `.environment(_:_:)` above and reading with `@Environment`
// anywhere below, chained key paths, actions as `callAsFunction` structs, and values that differ
// by position in the hierarchy. The views below are written the way that article writes them
// (Swift 5 style, `static var defaultValue`) and only import CursesUI instead of SwiftUI.

// MARK: - Keys, written as the article writes them (Xcode 15 style, no `@Entry`)

struct CountKey: EnvironmentKey {
    static var defaultValue: Int = 0
}

extension EnvironmentValues {
    var count: Int {
        get { self[CountKey.self] }
        set { self[CountKey.self] = newValue }
    }
}

struct RectKey: EnvironmentKey {
    static var defaultValue: CGRect = .zero
}

extension EnvironmentValues {
    var rect: CGRect {
        get { self[RectKey.self] }
        set { self[RectKey.self] = newValue }
    }
}

struct SetSelectedIndexAction {
    private var selectedIndex: Binding<Int?> // hidden so that callers can only call the action
    init(selectedIndex: Binding<Int?>) {
        self.selectedIndex = selectedIndex
    }
    func callAsFunction(_ index: Int) {
        selectedIndex.wrappedValue = index
    }
}

struct SetSelectedIndexKey: EnvironmentKey {
    static var defaultValue: SetSelectedIndexAction = .init(selectedIndex: .constant(nil))
}

extension EnvironmentValues {
    var setSelectedIndex: SetSelectedIndexAction {
        get { self[SetSelectedIndexKey.self] }
        set { self[SetSelectedIndexKey.self] = newValue }
    }
}

struct CopyrightKey: EnvironmentKey {
    static var defaultValue: String = "@lovee"
}

extension EnvironmentValues {
    var copyright: String {
        get { self[CopyrightKey.self] }
        set { self[CopyrightKey.self] = newValue }
    }
}

// MARK: - Body counters (Swift 5 mode: plain globals, touched only from the main actor)

nonisolated(unsafe) private var contentBodyRuns = 0
nonisolated(unsafe) private var childBodyRuns = 0
nonisolated(unsafe) private var countBodyRuns = 0
nonisolated(unsafe) private var midXBodyRuns = 0
nonisolated(unsafe) private var wholeRectBodyRuns = 0
nonisolated(unsafe) private var cellBodyRuns = 0

private func resetCounters() {
    contentBodyRuns = 0
    childBodyRuns = 0
    countBodyRuns = 0
    midXBodyRuns = 0
    wholeRectBodyRuns = 0
    cellBodyRuns = 0
}

/// The screen's rows with the centering blanks around them removed.
@MainActor private func rows<V: View>(_ host: TestHost<V>) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
}

// MARK: - The counter: a parent writes, a grandchild reads, the child in between knows nothing

enum EnvironmentCounter {
    struct ContentView: View {
        @State private var count = 0

        var body: some View {
            let _ = contentBodyRuns += 1
            VStack {
                ChildView()
                Button("Increment") {
                    count += 1
                }
            }
            .environment(\.count, count)
        }
    }

    struct ChildView: View {
        var body: some View {
            let _ = childBodyRuns += 1
            CountView()
        }
    }

    struct CountView: View {
        @Environment(\.count) var count: Int

        var body: some View {
            let _ = countBodyRuns += 1
            Text("\(count)")
        }
    }
}

/// The same counter passed by hand through every initializer, the way the article starts out.
enum ExplicitCounter {
    struct ContentView: View {
        @State private var count = 0

        var body: some View {
            VStack {
                ChildView(count: count)
                Button("Increment") {
                    count += 1
                }
            }
        }
    }

    struct ChildView: View {
        var count: Int

        var body: some View {
            let _ = childBodyRuns += 1
            CountView(count: count)
        }
    }

    struct CountView: View {
        var count: Int

        var body: some View {
            let _ = countBodyRuns += 1
            Text("\(count)")
        }
    }
}

// MARK: - Chained key paths: read only `midX` of a rectangle in the environment

enum ChainedKeyPath {
    struct ContentView: View {
        @State private var rect = CGRect(x: 0, y: 0, width: 10, height: 4)

        var body: some View {
            VStack {
                MidXView()
                WholeRectView()
                Button("Move") { rect.origin.x += 4 }
                Button("Taller") { rect.size.height += 1 }
            }
            .environment(\.rect, rect)
        }
    }

    struct MidXView: View {
        @Environment(\.rect.midX) var midX: CGFloat

        var body: some View {
            let _ = midXBodyRuns += 1
            Text("midX \(Int(midX))")
        }
    }

    /// Reads the whole rectangle and derives `midX` itself, so any change re-renders it.
    struct WholeRectView: View {
        @Environment(\.rect) var rect: CGRect
        var midX: CGFloat { rect.midX }

        var body: some View {
            let _ = wholeRectBodyRuns += 1
            Text("whole \(Int(midX))")
        }
    }
}

// MARK: - An action struct with `callAsFunction` instead of a closure

enum SelectedIndex {
    struct ContentView: View {
        @State private var selectedIndex: Int?

        var body: some View {
            VStack {
                ForEach(0..<10) { i in
                    MyCell(index: i)
                        .background(selectedIndex == i ? Color.red : Color.clear)
                }
            }
            .environment(\.setSelectedIndex, .init(selectedIndex: $selectedIndex))
        }
    }

    /// The same list under a line that shows the selection, so this view's own `body` reads
    /// `selectedIndex` and runs again on every selection, re-creating the action each time.
    struct LabeledContentView: View {
        @State private var selectedIndex: Int?

        var body: some View {
            VStack {
                Text(selectedIndex.map { "Selected \($0)" } ?? "None")
                ForEach(0..<10) { i in
                    MyCell(index: i)
                        .background(selectedIndex == i ? Color.red : Color.clear)
                }
            }
            .environment(\.setSelectedIndex, .init(selectedIndex: $selectedIndex))
        }
    }

    struct MyCell: View {
        var index: Int
        @Environment(\.setSelectedIndex) var setSelectedIndex

        var body: some View {
            let _ = cellBodyRuns += 1
            Button("Select") {
                setSelectedIndex(index)
            }
        }
    }
}

// MARK: - Different values for the same key, depending on where a view sits

enum Copyright {
    struct CopyrightView: View {
        @Environment(\.copyright) var copyright: String
        var body: some View {
            Text(copyright)
        }
    }

    struct ContentView: View {
        @Environment(\.copyright) var copyright: String
        var body: some View {
            VStack {
                Text(copyright)

                CopyrightView()

                CopyrightView()
                    .environment(\.copyright, "星野恵瑠")
            }
            .environment(\.copyright, "el-hoshino")
        }
    }

    struct SchemeView: View {
        @Environment(\.colorScheme) var colorScheme
        var body: some View {
            Text(colorScheme == .dark ? "dark" : "light")
        }
    }

    /// The article's closing remark: one subtree can use another color scheme.
    struct MixedSchemes: View {
        var body: some View {
            VStack {
                SchemeView()
                SchemeView()
                    .environment(\.colorScheme, .light)
                SchemeView()
            }
        }
    }
}

// MARK: - Tests

@MainActor @Suite(.serialized)
struct SeedEnvironmentTests {
    init() { resetCounters() }

    @Test func counterReachesTheGrandchildThroughTheEnvironment() {
        let host = TestHost(EnvironmentCounter.ContentView(), width: 30, height: 5)
        #expect(rows(host) == ["0", "[ Increment ]"])

        host.press(.return)
        #expect(rows(host) == ["1", "[ Increment ]"])

        host.press(.space)
        host.press(.return)
        #expect(rows(host) == ["3", "[ Increment ]"])
    }

    @Test func theChildInBetweenIsNotReEvaluatedButTheReaderIs() {
        let host = TestHost(EnvironmentCounter.ContentView(), width: 30, height: 5)
        #expect(contentBodyRuns == 1)
        #expect(childBodyRuns == 1)
        #expect(countBodyRuns == 1)

        for _ in 0..<3 { host.press(.return) }
        #expect(rows(host).first == "3")
        #expect(contentBodyRuns == 4, "the owner of the state re-renders on each change")
        #expect(childBodyRuns == 1, "ChildView knows nothing about count, so it is never re-evaluated")
        #expect(countBodyRuns == 4, "CountView reads \\.count, so it re-renders on each change")
    }

    @Test func passingByHandReEvaluatesEveryLayerInBetween() {
        // The contrast the article starts from: without the environment the middle view must carry
        // the value, and so re-renders whenever it changes.
        let host = TestHost(ExplicitCounter.ContentView(), width: 30, height: 5)
        for _ in 0..<3 { host.press(.return) }
        #expect(rows(host) == ["3", "[ Increment ]"])
        #expect(childBodyRuns == 4)
        #expect(countBodyRuns == 4)
    }

    @Test func aReaderWithNoWriterAboveSeesTheDefaultValue() {
        let host = TestHost(EnvironmentCounter.ChildView(), width: 10, height: 2)
        #expect(host.text == "0")
        #expect(EnvironmentValues().count == 0)
        var values = EnvironmentValues()
        values.count = 7
        #expect(values.count == 7)
        #expect(values[CountKey.self] == 7)
    }

    @Test func aChainedKeyPathReRendersOnlyWhenItsEndValueChanges() {
        let host = TestHost(ChainedKeyPath.ContentView(), width: 30, height: 6)
        #expect(rows(host) == ["midX 5", "whole 5", "[ Move ]", "[ Taller ]"])
        #expect(midXBodyRuns == 1)
        #expect(wholeRectBodyRuns == 1)

        host.press(.return) // Move: midX changes
        #expect(rows(host) == ["midX 9", "whole 9", "[ Move ]", "[ Taller ]"])
        #expect(midXBodyRuns == 2)
        #expect(wholeRectBodyRuns == 2)

        host.press(.tab)
        host.press(.return) // Taller: the rectangle changes, its midX does not
        #expect(rows(host) == ["midX 9", "whole 9", "[ Move ]", "[ Taller ]"])
        #expect(wholeRectBodyRuns == 3, "a reader of the whole rectangle sees every change")
        #expect(midXBodyRuns == 2, "a reader of \\.rect.midX is not re-rendered when only the height changes")
    }

    @Test func anActionStructLetsACellSetTheParentsSelection() {
        let host = TestHost(SelectedIndex.ContentView(), width: 20, height: 12)
        #expect(rows(host).prefix(10).allSatisfy { $0 == "[ Select ]" })
        for row in 0..<10 {
            #expect(host.cell(x: 0, y: row).background == nil, "Color.clear paints nothing")
        }

        for _ in 0..<3 { host.press(.downArrow) }
        host.press(.return)
        for row in 0..<10 {
            let expected: Color? = row == 3 ? .red : nil
            #expect(host.cell(x: 0, y: row).background == expected, "row \(row)")
            #expect(host.cell(x: 9, y: row).background == expected, "row \(row)")
        }

        host.press(.tab)
        host.press(.tab)
        host.press(.space)
        #expect(host.cell(x: 0, y: 3).background == nil)
        #expect(host.cell(x: 0, y: 5).background == .red)
    }

    @Test func anActionStructDoesNotReRenderTheCellsThatHoldIt() {
        // The article's own code: the selection is read only inside the `ForEach` closure, so a
        // selection updates the rows' backgrounds without re-creating the action or running any
        // MyCell's body.
        let host = TestHost(SelectedIndex.ContentView(), width: 20, height: 12)
        #expect(cellBodyRuns == 10)

        host.press(.downArrow)
        host.press(.return)
        #expect(host.cell(x: 0, y: 1).background == .red)
        #expect(cellBodyRuns == 10, "no MyCell reads the selection, so none needs its body again")
    }

    @Test func anActionStructRecreatedByItsParentStillDoesNotReRenderTheCells() {
        // Here the parent's own body reads the selection, so it runs again and builds a new
        // `SetSelectedIndexAction` around the same `$selectedIndex`. The article's reason for a
        // struct rather than a closure is that this new value is the same action as before.
        let host = TestHost(SelectedIndex.LabeledContentView(), width: 20, height: 12)
        #expect(rows(host).first == "None")
        #expect(cellBodyRuns == 10)

        host.press(.downArrow)
        host.press(.return)
        #expect(rows(host).first == "Selected 1")
        #expect(host.cell(x: 0, y: 2).background == .red)
        #expect(cellBodyRuns == 10, "the new action wraps the same binding, so no MyCell needs its body again")
    }

    @Test func aViewsOwnEnvironmentComesFromAboveNotFromWhatItSetsBelow() {
        let host = TestHost(Copyright.ContentView(), width: 20, height: 4)
        #expect(rows(host) == ["@lovee", "el-hoshino", "星野恵瑠"])
        // The wide characters take two cells each, centered under the 10-cell "el-hoshino".
        #expect(host.cell(x: 1, y: 2).character == "星")
        #expect(host.cell(x: 7, y: 2).character == "瑠")
    }

    @Test func oneSubtreeCanUseAnotherColorScheme() {
        let host = TestHost(Copyright.MixedSchemes(), width: 20, height: 4)
        #expect(rows(host) == ["dark", "light", "dark"])
    }
}
