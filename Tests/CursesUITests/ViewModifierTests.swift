import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// `ViewModifier`, `.modifier(_:)`, `ModifiedContent`, `EmptyModifier` and `concat`: modifiers
/// draw their body around the content, keep their own state, and run their body again only
/// when something it read changed.
@MainActor
struct ViewModifierTests {
    /// A card: padding and a border, as tutorials write `.cardStyle()`.
    struct Card: ViewModifier {
        let counter: BodyCounter
        func body(content: Content) -> some View {
            counter.hit("card")
            return content.padding(.horizontal, 1).border(.gray)
        }
    }

    struct Leaf: View {
        let title: String
        let counter: BodyCounter
        var body: some View {
            counter.hit("leaf")
            return Text(title)
        }
    }

    @Test func aModifierDrawsItsBodyAroundTheContent() {
        let counter = BodyCounter()
        let view = VStack(alignment: .leading) {
            Text("Profile").modifier(Card(counter: counter))
            Text("Done")
        }
        assertInlineSnapshot(of: TestHost(view, width: 14, height: 5), as: .frame()) {
            """
            ┌─────────┐
            │ Profile │
            └─────────┘
            Done
            """
        }
    }

    @Test func aNewContentUpdatesInPlaceWithoutRunningTheModifierAgain() {
        let counter = BodyCounter()
        struct Screen: View {
            let counter: BodyCounter
            @State private var title = "one"
            var body: some View {
                VStack {
                    Leaf(title: title, counter: counter).modifier(Card(counter: counter))
                    Button("Next") { title = "two" }
                }
            }
        }
        let host = TestHost(Screen(counter: counter), width: 12, height: 5)
        #expect(counter["card"] == 1 && counter["leaf"] == 1)
        host.press(.return)
        #expect(lines(host.text)[1] == "│ two │")
        #expect(counter["card"] == 1, "the modifier's body did not read the content")
        #expect(counter["leaf"] == 2)
    }

    /// A modifier with state of its own: a collapsible section.
    struct Collapsible: ViewModifier {
        let title: String
        let counter: BodyCounter
        @State private var isOpen = true
        func body(content: Content) -> some View {
            counter.hit("collapsible")
            return VStack(alignment: .leading) {
                Button((isOpen ? "▾ " : "▸ ") + title) { isOpen.toggle() }
                if isOpen { content }
            }
        }
    }

    @Test func aModifierKeepsItsOwnStateAndRunsAgainOnlyWhenItChanges() {
        let counter = BodyCounter()
        let view = VStack(alignment: .leading) {
            Leaf(title: "first body", counter: counter).modifier(Collapsible(title: "A", counter: counter))
            Leaf(title: "second body", counter: counter).modifier(Collapsible(title: "B", counter: counter))
        }
        let host = TestHost(view, width: 20, height: 6)
        #expect(counter["collapsible"] == 2 && counter["leaf"] == 2)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ ▸ A ]
            [ ▾ B ]
            second body
            """
        }
        #expect(counter["collapsible"] == 3, "only the first modifier's state changed")
        #expect(counter["leaf"] == 2, "the content did not change")
        host.press(.return)
        #expect(lines(host.text) == ["[ ▾ A ]", "first body", "[ ▾ B ]", "second body"])
        #expect(counter["collapsible"] == 4)
        #expect(counter["leaf"] == 3, "content shown again is a new view")
    }

    struct Badge: ViewModifier {
        let counter: BodyCounter
        @Environment(\.badgeText) private var badge
        func body(content: Content) -> some View {
            counter.hit("badge")
            return HStack(spacing: 1) {
                content
                Text("(\(badge))")
            }
        }
    }

    @Test func aModifierReadingTheEnvironmentRunsAgainOnlyWhenItsValueChanges() {
        let counter = BodyCounter()
        struct Screen: View {
            let counter: BodyCounter
            @State private var badge = "new"
            @State private var other = 0
            var body: some View {
                VStack(alignment: .leading) {
                    Leaf(title: "Inbox", counter: counter).modifier(Badge(counter: counter))
                    Button("Read") { badge = "read" }
                    Button("Other") { other += 1 }
                }
                .environment(\.badgeText, badge)
                .environment(\.unrelatedNumber, other)
            }
        }
        let host = TestHost(Screen(counter: counter), width: 20, height: 4)
        #expect(lines(host.text)[0] == "Inbox (new)")
        host.press(.tab)
        host.press(.return)
        #expect(lines(host.text)[0] == "Inbox (new)")
        #expect(counter["badge"] == 1, "the value it read did not change")
        host.press(.tab)
        host.press(.return)
        #expect(lines(host.text)[0] == "Inbox (read)")
        #expect(counter["badge"] == 2)
        #expect(counter["leaf"] == 1)
    }

    struct Highlight: ViewModifier {
        @Binding var isOn: Bool
        @FocusState private var isFocused: Bool
        func body(content: Content) -> some View {
            HStack(spacing: 1) {
                Text(isFocused ? "›" : " ")
                content.focused($isFocused)
                Text(isOn ? "on" : "off")
            }
        }
    }

    @Test func aModifierMayHoldABindingAndFocusState() {
        struct Screen: View {
            @State private var isOn = false
            var body: some View {
                VStack(alignment: .leading) {
                    Toggle("Wi-Fi", isOn: $isOn).modifier(Highlight(isOn: $isOn))
                    Button("Other") {}
                }
            }
        }
        let host = TestHost(Screen(), width: 20, height: 3)
        #expect(lines(host.text) == ["› [ ] Wi-Fi off", "[ Other ]"])
        host.press(.space)
        #expect(lines(host.text) == ["› [x] Wi-Fi on", "[ Other ]"])
        host.press(.tab)
        #expect(lines(host.text) == ["[x] Wi-Fi on", "[ Other ]"])
    }

    struct Tagged: ViewModifier {
        let tag: String
        func body(content: Content) -> some View {
            HStack(spacing: 0) {
                Text(tag)
                content
            }
        }
    }

    @Test func emptyModifierChangesNothingAndConcatAppliesBothInOrder() {
        #expect(TestHost(Text("x").modifier(EmptyModifier()), width: 5, height: 1).text == "x")
        #expect(TestHost(Text("x").modifier(EmptyModifier.identity.concat(Tagged(tag: "a"))), width: 5, height: 1).text == "ax")
        let both = Tagged(tag: "a").concat(Tagged(tag: "b"))
        #expect(TestHost(Text("x").modifier(both), width: 5, height: 1).text == "bax")
        let pair: ModifiedContent<Tagged, Tagged> = both
        #expect(pair.content.tag == "a" && pair.modifier.tag == "b")
    }

    @Test func contentMayAppearMoreThanOnce() {
        struct Twice: ViewModifier {
            func body(content: Content) -> some View {
                VStack {
                    content
                    content
                }
            }
        }
        #expect(lines(TestHost(Text("hi").modifier(Twice()), width: 5, height: 2).text) == ["hi", "hi"])
    }

    @Test func aModifierChangedByItsParentRunsAgainButItsContentDoesNot() {
        let counter = BodyCounter()
        struct Screen: View {
            let counter: BodyCounter
            @State private var tag = "1"
            var body: some View {
                VStack(alignment: .leading) {
                    Leaf(title: "x", counter: counter).modifier(Tagged(tag: tag))
                    Button("Next") { tag = "2" }
                }
            }
        }
        let host = TestHost(Screen(counter: counter), width: 10, height: 2)
        host.press(.return)
        #expect(lines(host.text)[0] == "2x")
        #expect(counter["leaf"] == 1)
    }
}

extension EnvironmentValues {
    @Entry var badgeText = ""
    @Entry var unrelatedNumber = 0
}
