import CursesUISnapshotTesting
import Foundation
import InlineSnapshotTesting
import Testing
@_spi(CursesUICore) @testable import CursesUICore
@testable import CursesUI

extension HorizontalAlignment {
    /// Where a form's values start, whatever the width of their labels.
    enum FieldStart: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    }
    static let fieldStart = HorizontalAlignment(FieldStart.self)
}

extension VerticalAlignment {
    /// The row a marker in another column points at.
    enum ChosenRow: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.top] }
    }
    static let chosenRow = VerticalAlignment(ChosenRow.self)
}

/// Alignments of one's own (`AlignmentID`) line up views in different stacks, as SwiftUI's
/// classic examples do.
@MainActor
struct CustomAlignmentTests {
    @Test func valuesInDifferentRowsLineUpOnACustomHorizontalGuide() {
        let form = VStack(alignment: .fieldStart) {
            HStack {
                Text("Name:")
                Text("Ada").alignmentGuide(.fieldStart) { d in d[.leading] }
            }
            HStack {
                Text("Email:")
                Text("ada@x.org").alignmentGuide(.fieldStart) { d in d[.trailing] - d.width }
            }
            HStack {
                Text("Occupation:")
                Text("math").alignmentGuide(.fieldStart) { d in d[HorizontalAlignment.leading] }
            }
            Text("(no guide)")
        }
        assertInlineSnapshot(of: TestHost(form, width: 24, height: 4), as: .frame()) {
            """
                  Name: Ada
                 Email: ada@x.org
            Occupation: math
                        (no guide)
            """
        }
    }

    struct Chooser: View {
        let names = ["Ada", "Grace", "Linus", "Ken"]
        @State private var chosen = 1
        var body: some View {
            VStack(alignment: .leading) {
                HStack(alignment: .chosenRow) {
                    VStack(alignment: .leading) {
                        ForEach(names.indices, id: \.self) { index in
                            if index == chosen {
                                Text(names[index]).bold()
                                    .alignmentGuide(.chosenRow) { d in d[VerticalAlignment.center] }
                            } else {
                                Text(names[index])
                            }
                        }
                    }
                    VStack {
                        Text("◀ chosen")
                            .alignmentGuide(.chosenRow) { d in d.height / 2 }
                    }
                }
                Button("Next") { chosen = (chosen + 1) % names.count }
            }
        }
    }

    @Test func aMarkerFollowsTheChosenRowOfAnotherStack() {
        let host = TestHost(Chooser(), width: 16, height: 5)
        host.press(.tab)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Ada
            Grace ◀ chosen
            Linus
            Ken
            [ Next ]
            """
        }
        host.press(.return)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Ada
            Grace
            Linus
            Ken   ◀ chosen
            [ Next ]
            """
        }
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Ada   ◀ chosen
            Grace
            Linus
            Ken
            [ Next ]
            """
        }
    }

    @Test func viewDimensionsAnswerBuiltInAndCustomGuides() {
        let d = ViewDimensions(size: Size(width: 10, height: 4))
        #expect(d.width == 10 && d.height == 4)
        #expect(d[.leading] == 0 && d[HorizontalAlignment.center] == 5 && d[.trailing] == 10)
        #expect(d[.top] == 0 && d[VerticalAlignment.center] == 2 && d[.bottom] == 4)
        #expect(d[.fieldStart] == 0 && d[.chosenRow] == 0, "a custom guide is at its default value")
        #expect(HorizontalAlignment.fieldStart == HorizontalAlignment(HorizontalAlignment.FieldStart.self))
        #expect(VerticalAlignment.chosenRow != .top)
    }
}
