import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// A `body` runs again only when something it read changed.
@MainActor
struct InvalidationTests {
    struct CounterButton: View {
        let name: String
        let probe: BodyCounter
        @State private var taps = 0

        var body: some View {
            let _ = probe.hit(name)
            Button("\(name) \(taps)") { taps += 1 }
        }
    }

    struct Siblings: View {
        let probe: BodyCounter
        var body: some View {
            let _ = probe.hit("parent")
            VStack {
                CounterButton(name: "A", probe: probe)
                CounterButton(name: "B", probe: probe)
            }
        }
    }

    @Test func stateChangeInOneSiblingDoesNotReevaluateTheOther() {
        let probe = BodyCounter()
        let host = TestHost(Siblings(probe: probe))
        #expect(probe["A"] == 1 && probe["B"] == 1 && probe["parent"] == 1)
        host.press(.return)
        #expect(host.text.contains("[ A 1 ]"))
        #expect(probe["A"] == 2)
        #expect(probe["B"] == 1)
        #expect(probe["parent"] == 1)
    }

    struct Owner: View {
        let probe: BodyCounter
        @State private var count = 0
        @State private var unrelated = 0
        var body: some View {
            let _ = probe.hit("owner")
            VStack {
                Middle(probe: probe)
                Reader(probe: probe, count: count)
                Button("more") { count += 1 }
                Button("unrelated") { unrelated += 1 }
            }
        }
    }

    struct Middle: View {
        let probe: BodyCounter
        var body: some View {
            let _ = probe.hit("middle")
            Text("middle")
        }
    }

    struct Reader: View {
        let probe: BodyCounter
        let count: Int
        var body: some View {
            let _ = probe.hit("reader")
            Text("count \(count)")
        }
    }

    @Test func unchangedInputsSkipBody() {
        let probe = BodyCounter()
        let host = TestHost(Owner(probe: probe))
        host.press(.return)
        #expect(host.text.contains("count 1"))
        #expect(probe["owner"] == 2)
        #expect(probe["reader"] == 2, "its input changed")
        #expect(probe["middle"] == 1, "no input, no state: never re-evaluated")
    }

    @Test func stateTheBodyNeverReadDoesNotReevaluateIt() {
        let probe = BodyCounter()
        let host = TestHost(Owner(probe: probe))
        host.press(.tab)
        #expect(host.cell(x: 0, y: 3).isReversed, "focus is on the second button")
        host.press(.return)
        #expect(probe["owner"] == 1, "the owner's body never reads `unrelated`")
    }

    struct Unobserved: View {
        let probe: BodyCounter
        @State private var value = 1
        var body: some View {
            let _ = probe.hit("self")
            Button("same") { value = 1 }
        }
    }

    @Test func writingAnEqualValueInvalidatesNothing() {
        let probe = BodyCounter()
        let host = TestHost(Unobserved(probe: probe))
        host.press(.return)
        #expect(probe["self"] == 1)
    }

    @Test func manyWritesInOneTurnCostOneFrame() {
        struct Burst: View {
            @State private var count = 0
            var body: some View {
                Button("count \(count)") { for _ in 0..<100 { count += 1 } }
            }
        }
        let host = TestHost(Burst())
        let before = host.graph.frameCount
        host.press(.return)
        #expect(host.text.contains("count 100"))
        #expect(host.graph.frameCount == before + 1)
    }

    @Test func bindingWriteReRendersTheReaderOnly() {
        struct Parent: View {
            let probe: BodyCounter
            @State private var isOn = false
            var body: some View {
                let _ = probe.hit("parent")
                VStack {
                    Child(probe: probe, isOn: $isOn)
                    Text("static")
                }
            }
        }
        struct Child: View {
            let probe: BodyCounter
            @Binding var isOn: Bool
            var body: some View {
                let _ = probe.hit("child")
                Toggle("Power", isOn: $isOn)
                Text(isOn ? "on" : "off")
            }
        }
        let probe = BodyCounter()
        let host = TestHost(Parent(probe: probe))
        host.press(.space)
        #expect(host.text.contains("[x] Power"))
        #expect(host.text.contains("on"))
        #expect(probe["child"] == 2)
        #expect(probe["parent"] == 1, "the parent passes the binding but never reads the value")
    }

    struct Card<Content: View>: View {
        let probe: BodyCounter
        let content: Content
        init(probe: BodyCounter, @ViewBuilder content: () -> Content) {
            self.probe = probe
            self.content = content()
        }
        var body: some View {
            let _ = probe.hit("card")
            VStack { content }
        }
    }

    @Test func heldViewBuilderContentComparesByItsViews() {
        struct Screen: View {
            let probe: BodyCounter
            @State private var count = 0
            var body: some View {
                VStack {
                    Card(probe: probe) {
                        Text("title")
                        Text("subtitle")
                    }
                    Button("count \(count)") { count += 1 }
                }
            }
        }
        let probe = BodyCounter()
        let host = TestHost(Screen(probe: probe))
        host.press(.return)
        #expect(host.text.contains("count 1"))
        #expect(probe["card"] == 1, "the card's two texts are the same: its body stays")
    }
}
