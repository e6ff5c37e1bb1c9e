import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// Layout bugs seen while using the demos (issue 11, point 9).
@MainActor
struct LayoutBugTests {
    enum Filter: String, CaseIterable, Hashable { case all = "All", active = "Active", done = "Done" }

    @Test func aSpacerGetsWhatTheTextsLeave() {
        // 8 + 3 + 8 and two gaps fit in 22: both texts stay whole and the spacer takes the rest,
        // as in SwiftUI, where sharing the extra three ways wrapped both texts.
        let view = HStack { Text("12345678"); Spacer(minLength: 3); Text("12345678") }
        assertInlineSnapshot(of: TestHost(view, width: 22, height: 2), as: .frame()) {
            """
            12345678      12345678
            """
        }
        // Too narrow for both: the spacer keeps its minimum and the texts share the rest.
        assertInlineSnapshot(of: TestHost(view, width: 16, height: 3), as: .frame()) {
            """
            12345     123456
            678       78
            """
        }
    }

    @Test func aMenuPickerBesideOtherViewsShowsWholeWords() {
        struct Bar: View {
            @State private var filter = Filter.all
            var body: some View {
                HStack {
                    Picker("Show", selection: $filter) {
                        ForEach(Filter.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                    }
                    ProgressView(value: 0.5).frame(width: 30)
                    Text("1/2 done")
                }
            }
        }
        let host = TestHost(Bar(), width: 80, height: 2)
        #expect(lines(host.text) == ["Show: All    ▾ █████████████░░░░░░░░░░░░  50% 1/2 done"])
        host.press(.rightArrow)
        #expect(lines(host.text) == ["Show: Active ▾ █████████████░░░░░░░░░░░░  50% 1/2 done"])
    }

    @Test func aStepperShowsItsValueOnlyInItsLabel() {
        struct Cakes: View {
            @State private var cakes = 3
            var body: some View { Stepper("Number of cakes: \(cakes)", value: $cakes, in: 0...10) }
        }
        let host = TestHost(Cakes(), width: 40, height: 1)
        host.press(.rightArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Number of cakes: 4 [−] [+]
            """
        }
    }

    @Test func aNavigationLinkInAListHasItsChevronAtTheRowsTrailingEdge() {
        let host = TestHost(NavigationStack {
            List {
                NavigationLink("Settings") { Text("settings") }
                NavigationLink("About") { Text("about") }
            }
        }, width: 20, height: 3)
        #expect(lines(host.text) == ["Settings           ›", "About              ›"])
    }
}
