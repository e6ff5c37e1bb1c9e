import Foundation
import Testing
import CursesUI

// Issue 16's API in the Swift 5 language mode: fonts, Text concatenation, Markdown literals,
// formats, SF Symbol images, paste-compatible modifiers and @AppStorage.
private struct Swift5Screen: View {
    @AppStorage("swift5.visits") private var visits = 0
    @SceneStorage("swift5.tab") private var tab = "home"

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("**Hi** \(visits)").font(.headline)
            Text("a").bold() + Text("b").italic()
            Text(0.5, format: .percent)
            Label("Done", systemImage: "checkmark")
            Image(systemName: "star.fill").symbolVariant(.fill).imageScale(.large)
        }
        .animation(.default, value: visits)
        .keyboardType(.numberPad)
        .listStyle(.insetGrouped)
        .tint(.orange)
    }
}

@MainActor
@Test func issue16APICompilesInSwift5Mode() {
    let host = TestHost(Swift5Screen().environment(\.locale, Locale(identifier: "en_US")), width: 20, height: 5)
    #expect(host.text.hasPrefix("Hi 0\nab\n50%\n✓ Done\n★"))
    withAnimation { _ = 1 }
}
