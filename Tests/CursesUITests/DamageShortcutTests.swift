import CounterDemo
import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// A node drawn again only when it looks different (`Node.marksOwnDisplayChanges`): a `Text`
/// whose string and style stayed, a `Button` whose new action is all that changed, a stack.
/// Each test changes what such a node shows and checks the whole screen, so a short-cut that
/// left stale cells on the screen fails here.
@MainActor
@Suite("Damage short-cuts")
struct DamageShortcutTests {
    @Test("an increment draws only the count's row: the button with its new action looks the same")
    func buttonWithNewActionIsNotDrawnAgain() {
        let host = TestHost(CounterRoot(), width: 48, height: 9)
        // `+`, as the per-key benchmark types it: Return on the focused button draws the button
        // again, as any control that handled a key is.
        host.type("+")
        let sizes = host.sizeComputationCount
        host.type("+")
        #expect(host.graph.frameDamage.lastDrawnRows == Rect(x: 0, y: 3, width: 48, height: 1))
        // "Count: 1" to "Count: 2" wraps alike at every width: nothing is measured again.
        #expect(host.sizeComputationCount == sizes)
        for _ in 0..<8 { host.type("+") }
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            CursesUI counter
            ────────────────────────────────────────────

            Count: 10
            [ Increment ]

            ────────────────────────────────────────────
            Return: increment · +: increment · q: quit
            """
        }
    }

    struct Toggling: View {
        @State private var running = false
        @State private var presses = 0

        var body: some View {
            VStack(alignment: .leading) {
                Text("presses \(presses)")
                Button(running ? "Pause" : "Start") {
                    running.toggle()
                    presses += 1
                }
                .bold(running)
                Button(role: running ? .destructive : nil) {
                    presses += 1
                } label: {
                    Text("Stop")
                }
            }
        }
    }

    /// The button's label stays while its action, which captures the count it was made with,
    /// changes with every step.
    struct Snapshots: View {
        @State private var count = 0
        @State private var recorded = -1

        var body: some View {
            let shown = count
            VStack(alignment: .leading) {
                Text("count \(count), recorded \(recorded)")
                Button("Record") { recorded = shown }
            }
            .onKeyPress("n") {
                count += 1
                return .handled
            }
        }
    }

    @Test("a button whose label stayed performs its newest action")
    func buttonKeepsNewestAction() {
        let host = TestHost(Snapshots(), width: 24, height: 2)
        host.type("n")
        host.type("n")
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            count 2, recorded 2
            [ Record ]
            """
        }
        host.type("n")
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            count 3, recorded 3
            [ Record ]
            """
        }
    }

    @Test("a button's new label of the same width, its style and its role are drawn")
    func buttonLooksDifferent() {
        let host = TestHost(Toggling(), width: 20, height: 4)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            presses 0
            [ Start ]
            [ Stop ]
            """
        }
        #expect(!host.cell(x: 2, y: 1).isBold)
        #expect(host.cell(x: 2, y: 2).foreground != .red)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            presses 1
            [ Pause ]
            [ Stop ]
            """
        }
        #expect(host.cell(x: 2, y: 1).isBold)
        #expect(host.cell(x: 2, y: 2).foreground == .red)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            presses 2
            [ Start ]
            [ Stop ]
            """
        }
        #expect(!host.cell(x: 2, y: 1).isBold)
        #expect(host.cell(x: 2, y: 2).foreground != .red)
    }

    /// Nothing but stacks (which draw nothing of their own) above the text, so only the text
    /// itself decides whether it is drawn again.
    struct Words: View {
        @State private var step = 0
        private let texts = ["ab cd", "abcde", "xy zw", "xy zw"]

        var body: some View {
            VStack(alignment: .leading) {
                Text(texts[step % texts.count]).underline(step == 3)
                Text("--")
            }
            .onKeyPress("n") {
                step += 1
                return .handled
            }
        }
    }

    @Test("a text of the same width that wraps differently is laid out again; one that wraps alike is drawn")
    func textShapes() {
        let host = TestHost(Words(), width: 3, height: 4)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ab
            cd
            --
            """
        }
        host.type("n")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            abc
            de
            --
            """
        }
        host.type("n")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            xy
            zw
            --
            """
        }
        #expect(!host.cell(x: 0, y: 0).isUnderlined)
        // The same string, underlined now.
        host.type("n")
        #expect(host.cell(x: 0, y: 0).isUnderlined)
        #expect(host.cell(x: 0, y: 1).isUnderlined)
    }

    struct Tinted: View {
        @State private var warning = false

        var body: some View {
            VStack {
                Text("status")
            }
            .foregroundStyle(warning ? .red : .green)
            .onKeyPress("w") {
                warning.toggle()
                return .handled
            }
        }
    }

    @Test("a text whose environment changed is drawn again though its string did not")
    func textInNewEnvironment() {
        let host = TestHost(Tinted(), width: 8, height: 1)
        #expect(host.cell(x: 0, y: 0).foreground == .green)
        host.type("w")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            status
            """
        }
        #expect(host.cell(x: 0, y: 0).foreground == .red)
        host.type("w")
        #expect(host.cell(x: 0, y: 0).foreground == .green)
    }

    struct Counting: View {
        @State private var count = 8
        @State private var plain = false

        var body: some View {
            (Text("n \(count) ") + Text("[x]").bold(!plain).foregroundColor(plain ? nil : .red))
                .onKeyPress("+") {
                    count += 1
                    return .handled
                }
                .onKeyPress("p") {
                    count += 1
                    plain.toggle()
                    return .handled
                }
        }
    }

    @Test("a text whose characters change keeps its runs' styles; one whose style changes with them takes the new one")
    func textKeepsStylesAcrossCharacters() {
        let host = TestHost(Counting(), width: 12, height: 1)
        host.type("+")
        host.type("+")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            n 10 [x]
            """
        }
        #expect(!host.cell(x: 0, y: 0).isBold)
        #expect(host.cell(x: 5, y: 0).isBold && host.cell(x: 5, y: 0).foreground == .red)
        // The characters and the second run's style change in one update.
        host.type("p")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            n 11 [x]
            """
        }
        #expect(!host.cell(x: 5, y: 0).isBold && host.cell(x: 5, y: 0).foreground == nil)
        host.type("p")
        #expect(host.cell(x: 5, y: 0).isBold && host.cell(x: 5, y: 0).foreground == .red)
    }

    struct Emphasis: View {
        @State private var step = 0

        var body: some View {
            // A plain string's text, then the same characters styled, then plain again.
            (step % 2 == 0 ? Text("status") : Text("status").bold())
                .onKeyPress("e") {
                    step += 1
                    return .handled
                }
        }
    }

    @Test("a plain text and the same characters styled look different both ways")
    func plainAndStyledText() {
        let host = TestHost(Emphasis(), width: 8, height: 1)
        #expect(!host.cell(x: 0, y: 0).isBold)
        host.type("e")
        #expect(host.cell(x: 0, y: 0).isBold && host.cell(x: 5, y: 0).isBold)
        host.type("e")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            status
            """
        }
        #expect(!host.cell(x: 0, y: 0).isBold && !host.cell(x: 5, y: 0).isBold)
    }
}
