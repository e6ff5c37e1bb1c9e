import CursesUI

extension GalleryPage {
    /// Pages for issue 15, flexible layout and modifiers.
    @MainActor static var layoutPages: [GalleryPage] {
        [
            GalleryPage("Flexible frames") { FlexibleFramesPage() },
            GalleryPage("Grid") { GridPage() },
            GalleryPage("Lazy grids") { LazyGridsPage() },
            GalleryPage("Geometry and fit") { GeometryPage() },
            GalleryPage("Custom layout") { CustomLayoutPage() },
            GalleryPage("Layout values") { LayoutValuesPage() },
            GalleryPage("Custom alignment") { CustomAlignmentPage() },
        ]
    }
}

/// `frame(maxWidth: .infinity)`, `fixedSize`, `layoutPriority`, `offset` and modifiers on `ForEach`.
private struct FlexibleFramesPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("leading").frame(maxWidth: .infinity, alignment: .leading).border(.gray)
            Text("trailing").frame(maxWidth: .infinity, alignment: .trailing).border(.gray)
            HStack {
                Text("This label keeps its whole width").layoutPriority(1)
                Text("this one wraps when space runs short")
            }
            HStack {
                Text("fixed").fixedSize()
                Text("shifted").offset(x: 2).frame(width: 12, alignment: .leading)
            }
            HStack {
                ForEach(["one", "two", "three"], id: \.self) { Text($0) }.padding(.horizontal, 1).border(.blue)
            }
        }
    }
}

/// A table-like `Grid` with a spanning cell and a trailing column.
private struct GridPage: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 2) {
            GridRow {
                Text("Process").bold()
                Text("CPU").bold()
                Text("Memory").bold()
            }
            Divider()
            GridRow {
                Text("postgres")
                Text("12%").gridColumnAlignment(.trailing)
                Text("1.2 GB")
            }
            GridRow {
                Text("nginx")
                Text("3%")
                Text("80 MB")
            }
            GridRow {
                Text("total of two processes").gridCellColumns(2)
                Text("1.3 GB")
            }
        }
    }
}

/// A `LazyVGrid` of 10,000 adaptive cells in a scroll view: only the cells in view are built.
private struct LazyGridsPage: View {
    private let columns = [GridItem(.adaptive(minimum: 10))]

    var body: some View {
        VStack(alignment: .leading) {
            Text("PageUp/PageDown scroll 10,000 cells")
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(0..<10_000, id: \.self) { Text("cell \($0)") }
                }
            }
            LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))]) {
                ForEach(1...8, id: \.self) { Text("h\($0)") }
            }
        }
    }
}

/// Bars sized by `GeometryReader` and a header chosen by `ViewThatFits`.
private struct GeometryPage: View {
    @State private var level = 0.4

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ViewThatFits(in: .horizontal) {
                Text("A header long enough to need a wide terminal to show it whole")
                Text("A shorter header")
            }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Color.gray
                    Color.green.frame(width: proxy.size.width * level)
                }
            }
            .frame(height: 1)
            HStack {
                Button("Less") { level = max(0, level - 0.1) }
                Button("More") { level = min(1, level + 0.1) }
                Text("\(Int((level * 100).rounded()))%")
            }
        }
    }
}

/// A flow layout written with the `Layout` protocol, switched with `AnyLayout`.
private struct CustomLayoutPage: View {
    @State private var flows = true
    private let tags = ["swift", "terminal", "layout", "grid", "cells", "ncurses", "flow", "wrap"]

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Button(flows ? "Stack them" : "Flow them") { flows.toggle() }
            let layout = flows ? AnyLayout(TagFlow()) : AnyLayout(VStackLayout(alignment: .leading))
            layout {
                ForEach(tags, id: \.self) { Text($0).padding(.horizontal, 1).border(.gray) }
            }
        }
    }
}

/// Tags left to right, wrapping to a new line when the next does not fit.
private struct TagFlow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(subviews, width: proposal.replacingUnspecifiedDimensions().width).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, point) in zip(subviews, arrange(subviews, width: bounds.width).points) {
            subview.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), proposal: .unspecified)
        }
    }

    private func arrange(_ subviews: Subviews, width: CGFloat) -> (size: CGSize, points: [CGPoint]) {
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
            x += size.width + 1
            widest = max(widest, x - 1)
            lineHeight = max(lineHeight, size.height)
        }
        return (CGSize(width: widest, height: y + lineHeight), points)
    }
}
