import CursesUI

extension GalleryPage {
    /// Pages for the controls that exist today.
    @MainActor static var controlPages: [GalleryPage] {
        [
            GalleryPage("Buttons") { ButtonsPage() },
        ]
    }
}

/// Buttons with a counter, so pressing one shows its effect.
private struct ButtonsPage: View {
    @State private var presses = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Pressed \(presses) times")
            Button("Press me") { presses += 1 }
            Button("Reset", role: .destructive) { presses = 0 }
        }
    }
}
