import CursesUI

// Previews of every form, for the discovery, rendering and browser tests. Swift 6 mode with
// main-actor default isolation; PreviewFixturesB holds the Swift 5 mode forms.

/// A counter whose count comes from outside, as a view under preview often does.
struct CountLabel: View {
    @Binding var count: Int

    var body: some View {
        Button("Count: \(count)") { count += 1 }
    }
}

#Preview {
    Text("Unnamed preview")
}

#Preview("Counter") {
    @Previewable @State var count = 0
    CountLabel(count: $count)
}

#if DEBUG
#Preview("Stacked", traits: .fixedLayout(width: 20, height: 4)) {
    Text("First")
    Text("Second")
}
#endif

#Preview("Scheme") {
    SchemeLabel()
}

/// Shows the color scheme it is given, so the browser's scheme switch can be seen.
struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text("Scheme: \(colorScheme == .dark ? "dark" : "light")")
    }
}
