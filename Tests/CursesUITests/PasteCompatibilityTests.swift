import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Issue 16, point 6: SwiftUI and iOS modifiers that pasted code carries compile and do the
/// documented thing: nothing, or the nearest terminal equivalent.
@MainActor
struct PasteCompatibilityTests {
    /// A form as iOS tutorials write it, every accepted modifier on it.
    struct PastedForm: View {
        @State private var name = ""
        @State private var isExpanded = false
        @State private var isSheetShown = false

        var body: some View {
            NavigationStack {
                VStack {
                    TextField("Name", text: $name)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .textContentType(.username)
                        .submitLabel(.done)
                    Button(isExpanded ? "Less" : "More") {
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { isExpanded.toggle() }
                    }
                    .listRowBackground(Color.blue)
                    if isExpanded {
                        Text("Details")
                            .transition(.move(edge: .top).combined(with: .opacity))
                            .contentTransition(.numericText())
                    }
                }
                .listStyle(.insetGrouped)
                .scrollContentBackground(.hidden)
                .animation(.easeInOut(duration: 0.2), value: isExpanded)
                .shadow(color: .black, radius: 4, x: 0, y: 2)
                .cornerRadius(12)
                .blur(radius: 0)
                .navigationTitle("Profile")
                .navigationBarTitleDisplayMode(.inline)
                .sheet(isPresented: $isSheetShown) {
                    Text("Sheet").presentationDetents([.medium, .large])
                }
            }
        }
    }

    @Test func pastedModifiersCompileAndChangesApplyAtOnce() {
        let host = TestHost(PastedForm(), width: 30, height: 6)
        #expect(!host.text.contains("Details"))
        // Tab from the field to the button, whatever had focus first.
        for _ in 0..<3 where !host.text.contains("Details") {
            host.press(.tab)
            host.press(.return)
        }
        // withAnimation ran its body, and the change is on screen in the very next frame.
        #expect(host.text.contains("Details"), "\(host.text)")
        #expect(host.text.contains("[ Less ]"))
    }

    @Test func withAnimationReturnsItsBodysResultAndRunsTheCompletion() throws {
        var completed = false
        let value = withAnimation(.bouncy) { 42 }
        withAnimation(.default, { _ = 1 }, completion: { completed = true })
        #expect(value == 42)
        #expect(completed)
        #expect(throws: CancellationError.self) { try withAnimation { throw CancellationError() } }
    }

    @Test func tintAndAccentColorSetTheAccentOfGaugesAndLinks() {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Gauge(value: 1.0) { Text("full") }.tint(.green)
            Text("[link](https://example.com)").accentColor(.red)
            Text("[plain](https://example.com)")
        }, width: 12, height: 4)
        #expect(host.cell(x: 0, y: 1).foreground == .green)
        #expect(host.cell(x: 0, y: 2).foreground == .red)
        #expect(host.cell(x: 0, y: 3).foreground == ColorSystem(colorScheme: .dark).accent)
    }

    @Test func preferredColorSchemeSetsTheSchemeBelow() {
        struct SchemeReader: View {
            @Environment(\.colorScheme) private var scheme
            var body: some View { Text("\(scheme == .light ? "light" : "dark")") }
        }
        let host = TestHost(VStack(spacing: 0) {
            SchemeReader().preferredColorScheme(.light)
            SchemeReader().preferredColorScheme(nil)
        }.preferredColorScheme(.dark), width: 10, height: 2)
        #expect(host.text == "light\ndark")
    }
}
