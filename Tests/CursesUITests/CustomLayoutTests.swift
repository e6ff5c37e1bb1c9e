import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// Custom layouts through the `Layout` protocol, `AnyLayout` and the stack layouts.
@MainActor
struct CustomLayoutTests {
    /// The flow layout of many SwiftUI tutorials: views left to right, wrapping to a new line.
    struct FlowLayout: Layout {
        var spacing: CGFloat = 1

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let width = proposal.replacingUnspecifiedDimensions().width
            return arrange(subviews, in: width).size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let arrangement = arrange(subviews, in: bounds.width)
            for (subview, point) in zip(subviews, arrangement.points) {
                subview.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), proposal: .unspecified)
            }
        }

        private func arrange(_ subviews: Subviews, in width: CGFloat) -> (size: CGSize, points: [CGPoint]) {
            var points: [CGPoint] = []
            var x: CGFloat = 0, y: CGFloat = 0, lineHeight: CGFloat = 0, widest: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0, x + size.width > width {
                    x = 0
                    y += lineHeight
                    lineHeight = 0
                }
                points.append(CGPoint(x: x, y: y))
                x += size.width + spacing
                widest = max(widest, x - spacing)
                lineHeight = max(lineHeight, size.height)
            }
            return (CGSize(width: widest, height: y + lineHeight), points)
        }
    }

    @Test func aFlowLayoutWrapsTags() {
        let tags = ["swift", "terminal", "layout", "grid", "cells", "ncurses"]
        let view = FlowLayout { ForEach(tags, id: \.self) { Text($0).border(.white) } }
        assertInlineSnapshot(of: TestHost(view, width: 22, height: 9), as: .frame()) {
            """
            ┌─────┐ ┌────────┐
            │swift│ │terminal│
            └─────┘ └────────┘
            ┌──────┐ ┌────┐
            │layout│ │grid│
            └──────┘ └────┘
            ┌─────┐ ┌───────┐
            │cells│ │ncurses│
            └─────┘ └───────┘
            """
        }
    }

    /// A layout with a cache, counting how often SwiftUI's protocol asks to make it.
    struct Columns: Layout {
        struct Cache { var widest: CGFloat }

        func makeCache(subviews: Subviews) -> Cache {
            Cache(widest: subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0)
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            CGSize(width: cache.widest * 2 + 1, height: CGFloat((subviews.count + 1) / 2))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            for (index, subview) in subviews.enumerated() {
                let x = bounds.minX + CGFloat(index % 2) * (cache.widest + 1)
                subview.place(at: CGPoint(x: x + cache.widest, y: bounds.minY + CGFloat(index / 2)),
                              anchor: .topTrailing, proposal: .unspecified)
            }
        }
    }

    @Test func aLayoutWithACacheAndAnchors() {
        let view = Columns {
            Text("1")
            Text("22")
            Text("333")
            Text("4")
        }
        assertInlineSnapshot(of: TestHost(view, width: 10, height: 2), as: .frame()) {
            """
              1  22
            333   4
            """
        }
    }

    @Test func anyLayoutSwitchesLayoutAndKeepsState() {
        struct Switcher: View {
            @State private var isWide = true
            @State private var count = 0
            var body: some View {
                let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
                layout {
                    Button("Flip") { isWide.toggle() }
                    Button("Count \(count)") { count += 1 }
                }
            }
        }
        let host = TestHost(Switcher(), width: 24, height: 3)
        host.press(.tab)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Flip ] [ Count 1 ]
            """
        }
        host.press(.tab)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Flip ]
            [ Count 1 ]
            """
        }
    }

    @Test func zStackLayoutAlignsAndUnplacedViewsAreCentered() {
        struct Lazy: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 9, height: 3)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let view = VStack(spacing: 0) {
            ZStackLayout(alignment: .topTrailing) {
                Color.clear.frame(width: 9, height: 2)
                Text("tr")
            }
            .border(.white)
            Lazy { Text("mid") }.border(.white)
        }
        assertInlineSnapshot(of: TestHost(view, width: 12, height: 9), as: .frame()) {
            """
            ┌─────────┐
            │       tr│
            │         │
            └─────────┘
            ┌─────────┐
            │         │
            │   mid   │
            │         │
            └─────────┘
            """
        }
    }

    @Test func proposalsReachTheLayoutAsSwiftUISendsThem() {
        final class Log { var proposals: [ProposedViewSize] = [] }
        struct Recorder: Layout {
            let log: Log
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                log.proposals.append(proposal)
                return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 3, height: 1))
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let log = Log()
        _ = TestHost(HStack { Recorder(log: log) { EmptyView() }; Text("x") }, width: 10, height: 1)
        #expect(log.proposals.contains(.infinity))
        #expect(log.proposals.contains(ProposedViewSize(width: 0, height: 1)))
        #expect(log.proposals.allSatisfy { $0.width.map { $0 >= 0 } ?? true })
    }
}

/// `LayoutValueKey`: values views give the custom layout that arranges them.
@MainActor
struct LayoutValueKeyTests {
    struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// Stacks its subviews top to bottom by their `Rank`, lowest first.
    struct RankedStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                y += subview.sizeThatFits(.unspecified).height
            }
        }
    }

    struct Podium: View {
        @State private var silverFirst = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                RankedStack {
                    Text("bronze").layoutValue(key: Rank.self, value: 3)
                    Text("silver").layoutValue(key: Rank.self, value: silverFirst ? 0 : 2)
                    Text("gold").layoutValue(key: Rank.self, value: 1)
                    Text("unranked")
                }
                Button("Swap") { silverFirst.toggle() }
            }
        }
    }

    @Test func aLayoutReadsItsSubviewsValuesAndFollowsTheirChanges() {
        let host = TestHost(Podium(), width: 12, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            unranked
            gold
            silver
            bronze
            [ Swap ]
            """
        }
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            silver
            unranked
            gold
            bronze
            [ Swap ]
            """
        }
    }
}
