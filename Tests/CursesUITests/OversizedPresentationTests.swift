import Testing
@testable import CursesUI

/// Sheets and dialogs bigger than the terminal (issue 11, point 8).
@MainActor
struct OversizedPresentationTests {
    struct LongSheet: View {
        @State private var isOpen = true
        @State private var chosen = "none"
        var body: some View {
            VStack(alignment: .leading) {
                Text("chosen: \(chosen)")
                Spacer()
                KeyHelpBar()
            }
            .sheet(isPresented: $isOpen) {
                VStack(alignment: .leading) {
                    ForEach(1...12, id: \.self) { number in
                        Button("Option \(number)") { chosen = "\(number)"; isOpen = false }
                    }
                }
                .keyHelp("choose", key: .return)
            }
        }
    }

    @Test func aSheetTallerThanTheScreenScrollsToTheFocusedControl() {
        let host = TestHost(LongSheet(), width: 24, height: 8)
        #expect(lines(host.text) == [
            "cho┌───────────────┐",
            "│ [ Option 1 ]  │",
            "│ [ Option 2 ]  │",
            "│ [ Option 3 ]  │",
            "│ [ Option 4 ]  │",
            "│ [ Option 5 ]  │",
            "└─────────────↓─┘",
            "Return choose · Esc clos",
        ], "the box leaves the help bar's row, which shows the sheet's keys (clipped to 24 columns)")
        for _ in 0..<8 { host.press(.tab) }
        #expect(lines(host.text) == [
            "cho┌─────────────↑─┐",
            "│ [ Option 5 ]  │",
            "│ [ Option 6 ]  │",
            "│ [ Option 7 ]  │",
            "│ [ Option 8 ]  │",
            "│ [ Option 9 ]  │",
            "└─────────────↓─┘",
            "Return choose · Esc clos",
        ])
        #expect(host.cell(x: 6, y: 5).isReversed, "Option 9 has focus and is visible")
        for _ in 0..<3 { host.press(.tab) }
        #expect(lines(host.text)[1...6] == ["│ [ Option 8 ]  │", "│ [ Option 9 ]  │", "│ [ Option 10 ] │", "│ [ Option 11 ] │", "│ [ Option 12 ] │", "└───────────────┘"])
        host.press(.tab)
        #expect(lines(host.text)[0...2] == ["cho┌───────────────┐", "│ [ Option 1 ]  │", "│ [ Option 2 ]  │"], "wrapping to the first scrolls back up")
        host.press(.return)
        #expect(lines(host.text).first == "chosen: 1")
    }
}
