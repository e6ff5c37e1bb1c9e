import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// The focus ring, activation keys and `onKeyPress`.
@MainActor
struct FocusAndInputTests {
    struct Panel: View {
        @State private var log: [String] = []
        @State private var isOn = false
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Button("A") { log.append("A") }
                    Button("B") { log.append("B") }
                }
                Toggle("T", isOn: $isOn)
                Text("log: \(log.joined(separator: ","))")
            }
        }
    }

    @Test func firstControlHasFocusAndReturnActivatesIt() {
        let host = TestHost(Panel())
        #expect(host.cell(x: 0, y: 0).isReversed)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ A ] [ B ]
            [ ] T
            log: A
            """
        }
    }

    @Test func tabAndDownMoveForwardInReadingOrderAndWrap() {
        let host = TestHost(Panel())
        host.press(.tab)
        host.press(.space)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ A ] [ B ]
            [ ] T
            log: B
            """
        }
        host.press(.downArrow)
        host.press(.space)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ A ] [ B ]
            [x] T
            log: B
            """
        }
        host.press(.tab)
        host.press(.return)
        // focus wrapped to the first control
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ A ] [ B ]
            [x] T
            log: B,A
            """
        }
    }

    @Test func shiftTabAndUpMoveBackward() {
        let host = TestHost(Panel())
        host.press(.tab, modifiers: .shift)
        host.press(.space)
        // backward from the first wraps to the last
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ A ] [ B ]
            [x] T
            log:
            """
        }
        host.press(.upArrow)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ A ] [ B ]
            [x] T
            log: B
            """
        }
    }

    @Test func onKeyPressReceivesKeysFromInsideAndCanIgnoreThem() {
        struct Keys: View {
            @State private var seen = ""
            var body: some View {
                VStack {
                    Button("x") {}
                    Text("seen: \(seen)")
                }
                .onKeyPress("a") {
                    seen += "a"
                    return .handled
                }
                .onKeyPress(.downArrow) { .ignored }
            }
        }
        let host = TestHost(Keys())
        host.type("aab")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             [ x ]
            seen: aa
            """
        }
    }

    @Test func innermostOnKeyPressWinsAndHandledStopsPropagation() {
        struct Nested: View {
            @State private var who = ""
            var body: some View {
                VStack {
                    Button("inner") {}.onKeyPress("k") { who += "inner "; return .handled }
                    Text("who: \(who)")
                }
                .onKeyPress("k") { who += "outer "; return .handled }
            }
        }
        let host = TestHost(Nested())
        host.press("k")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             [ inner ]
            who: inner
            """
        }
    }

    @Test func onKeyPressWorksWithNoFocusableControl() {
        struct Plain: View {
            @State private var count = 0
            var body: some View {
                Text("count \(count)").onKeyPress("+") { count += 1; return .handled }
            }
        }
        let host = TestHost(Plain())
        host.type("+++")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            count 3
            """
        }
    }

    @Test func disabledControlsCannotTakeFocusOrAct() {
        struct Form: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button("off") { taps += 100 }.disabled(true)
                    Button("on") { taps += 1 }
                    Text("taps \(taps)")
                }
            }
        }
        let host = TestHost(Form())
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ off ]
            [ on ]
            taps 1
            """
        }
        #expect(host.cell(x: 0, y: 0).foreground == .gray)
    }

    @Test func focusFollowsTheControlWhenOthersAppearBeforeIt() {
        struct Growing: View {
            @State private var extra = false
            var body: some View {
                VStack {
                    if extra { Button("new") {} }
                    Button("grow") { extra = true }
                }
            }
        }
        let host = TestHost(Growing())
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ new ]
            [ grow ]
            """
        }
        #expect(host.cell(x: 0, y: 1).isReversed, "focus stays on the button that had it")
    }
    @Test func focusRingFollowsChangesThatMoveNothing() {
        // Disabling, hiding and making focusable change no frame: the focus ring must still
        // notice, though it is only collected again when something may have changed it.
        struct Switches: View {
            @State private var isBDisabled = false
            @State private var isCHidden = false
            @State private var isDFocusable = false
            var body: some View {
                VStack(alignment: .leading) {
                    Button("A") {}
                    Button("B") {}.disabled(isBDisabled)
                    Button("C") {}.opacity(isCHidden ? 0 : 1)
                    Text("D").focusable(isDFocusable)
                }
                .onKeyPress("1") { isBDisabled.toggle(); return .handled }
                .onKeyPress("2") { isCHidden.toggle(); return .handled }
                .onKeyPress("3") { isDFocusable.toggle(); return .handled }
            }
        }
        let host = TestHost(Switches(), width: 20, height: 4)
        /// The row showing focus, or nil.
        func focusedRow() -> Int? {
            (0..<4).first { y in (0..<20).contains { host.cell(x: $0, y: y).isReversed } }
        }
        #expect(focusedRow() == 0)
        host.type("1")
        host.press(.tab)
        #expect(focusedRow() == 2, "disabled B is skipped")
        host.type("3")
        host.press(.tab)
        #expect(focusedRow() == 3, "D joined the ring")
        host.type("2")
        host.press(.tab)
        host.press(.tab)
        #expect(focusedRow() == 3, "hidden C left the ring: A, then D")
        host.type("1")
        host.press(.tab)
        host.press(.tab)
        #expect(focusedRow() == 1, "B is back after A")
    }
}
