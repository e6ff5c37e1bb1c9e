import CursesUI

/// A custom layout that orders its subviews by a `LayoutValueKey` the views set.
struct LayoutValuesPage: View {
    private struct Priority: LayoutValueKey {
        static let defaultValue = 0
    }

    /// Puts the subviews in a column, highest priority first.
    private struct PriorityColumn: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for subview in subviews.sorted(by: { $0[Priority.self] > $1[Priority.self] }) {
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                y += subview.sizeThatFits(.unspecified).height
            }
        }
    }

    @State private var urgent = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Taxes are urgent", isOn: $urgent)
            PriorityColumn {
                Text("• Water the plants").layoutValue(key: Priority.self, value: 1)
                Text("• File the taxes").layoutValue(key: Priority.self, value: urgent ? 9 : 0)
                Text("• Call the bank").layoutValue(key: Priority.self, value: 5)
            }
            .border(.gray)
        }
    }
}
