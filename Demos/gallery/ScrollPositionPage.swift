import CursesUI

/// `scrollPosition(id:)`: the header shows the top row's id as you scroll with the mouse wheel;
/// the buttons set it, and the scroll view goes there.
struct ScrollPositionPage: View {
    @State private var position: Int?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Top row: \(position.map { "Item \($0)" } ?? "none")")
            HStack {
                Button("First") { position = 0 }
                Button("Middle") { position = 500 }
                Button("Last") { position = 990 }
            }
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<1_000, id: \.self) { index in Text("Item \(index)") }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $position)
            .scrollTargetBehavior(.viewAligned)
            .frame(height: 10)
        }
    }
}
