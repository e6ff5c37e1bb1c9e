import CursesUISnapshotTesting
import Foundation
import InlineSnapshotTesting
import Testing
@_spi(CursesUICore) @testable import CursesUICore
@testable import CursesUI

/// `Link`: a focusable control that hands its destination to `\.openURL`, its text title marked
/// as a hyperlink (issue 16, point 2).
@MainActor
struct LinkTests {
    /// Records the URLs opened, instead of starting a browser.
    final class Opened: @unchecked Sendable {
        var urls: [URL] = []
    }

    struct Page: View {
        let opened: Opened
        var body: some View {
            VStack(alignment: .leading) {
                Link("Swift.org", destination: URL(string: "https://swift.org")!)
                Link(destination: URL(string: "https://example.com/docs")!) {
                    Label("Docs", systemImage: "book")
                }
            }
            .environment(\.openURL, OpenURLAction { [opened] url in
                opened.urls.append(url)
                return .handled
            })
        }
    }

    @Test func returnAndTabOpenEachLinkThroughTheEnvironment() {
        let opened = Opened()
        let host = TestHost(Page(opened: opened), width: 24, height: 3)
        // The first link has focus from the start.
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(opened.urls.map(\.absoluteString) == ["https://swift.org", "https://example.com/docs"])
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Swift.org
            📖 Docs
            """
        }
    }

    @Test func aTextTitleIsAnUnderlinedHyperlinkColoredAsABorderlessButton() {
        let host = TestHost(Page(opened: Opened()), width: 24, height: 3)
        let title = host.cell(x: 0, y: 0)
        #expect(title.link.address == "https://swift.org")
        #expect(title.isUnderlined)
        #expect(title.foreground == .blue)
        #expect(host.cell(x: 8, y: 0).link.address == "https://swift.org")
        #expect(host.cell(x: 9, y: 0).link == .none)
    }
}
