import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

@MainActor @Observable
final class Shelf {
    var books = 0
    var label = "fiction"
}

/// Bumps a count; built in a nonisolated getter from a closure that calls a main-actor model.
struct ShelveAction: Equatable {
    let action: EnvironmentAction<Void>
    @MainActor func callAsFunction() { action() }
}

extension EnvironmentValues {
    @Entry var shelfForActions: Shelf?

    /// A closure that calls the main-actor model, with no `MainActor.assumeIsolated` (point 9).
    var shelve: ShelveAction {
        let shelf = shelfForActions
        return ShelveAction(action: EnvironmentAction { shelf?.books += 1 })
    }
}

struct Limits: Equatable {
    var maximum = 100
}

extension EnvironmentValues {
    @Entry var limits = Limits()
}

/// `@Environment(Model.self)`, `.environment(_ object:)`, tracked closures outside `body`, and
/// main-actor environment actions (issue 12, points 4, 8 and 9).
@MainActor
struct ObjectInjectionTests {
    struct BookCount: View {
        let probe: BodyCounter
        @Environment(Shelf.self) private var shelf
        var body: some View {
            let _ = probe.hit("books")
            Text("books \(shelf.books)")
        }
    }

    struct ShelfLabel: View {
        let probe: BodyCounter
        @Environment(Shelf.self) private var shelf
        var body: some View {
            let _ = probe.hit("label")
            Text("label \(shelf.label)")
        }
    }

    struct MaybeShelf: View {
        @Environment(Shelf.self) private var shelf: Shelf?
        var body: some View {
            Text(shelf.map { "has \($0.books)" } ?? "no shelf")
        }
    }

    struct Library: View {
        let probe: BodyCounter
        @State private var shelf = Shelf()
        @State private var other = Shelf()
        @State private var useOther = false
        var body: some View {
            VStack {
                Button("add") { shelf.books += 1 }
                Button("swap") {
                    other.books = 40
                    useOther = true
                }
                BookCount(probe: probe)
                ShelfLabel(probe: probe)
                MaybeShelf()
            }
            .environment(useOther ? other : shelf)
        }
    }

    @Test func anObservableObjectInTheEnvironmentIsTrackedPerProperty() {
        let probe = BodyCounter()
        let host = TestHost(Library(probe: probe))
        assertInlineSnapshot(of: host, as: .frame()) {
            """
               [ add ]
              [ swap ]
               books 0
            label fiction
                has 0
            """
        }
        probe.reset()
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
               [ add ]
              [ swap ]
               books 1
            label fiction
                has 1
            """
        }
        #expect(probe["books"] == 1)
        #expect(probe["label"] == 0, "the label reader read no changed property")
        host.press(.tab)
        host.press(.return) // another object of the same type
        assertInlineSnapshot(of: host, as: .frame()) {
            """
               [ add ]
              [ swap ]
              books 40
            label fiction
               has 40
            """
        }
        #expect(probe["label"] == 1)
    }

    @Test func anOptionalReadWithoutAnObjectIsNil() {
        let host = TestHost(MaybeShelf())
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            no shelf
            """
        }
        let shelf = Shelf()
        shelf.books = 3
        let provided = TestHost(MaybeShelf().environment(shelf))
        assertInlineSnapshot(of: provided, as: .frame()) {
            """
            has 3
            """
        }
        let removed = TestHost(MaybeShelf().environment(Shelf?.none).environment(shelf))
        assertInlineSnapshot(of: removed, as: .frame()) {
            """
            no shelf
            """
        }
    }

    // MARK: Point 8: a transform tracks what it reads

    struct LimitReader: View {
        let probe: BodyCounter
        @Environment(\.limits.maximum) private var maximum
        var body: some View {
            let _ = probe.hit("limit")
            Text("maximum \(maximum)")
        }
    }

    struct Raiser: View {
        let probe: BodyCounter
        @State private var requested = 100
        var body: some View {
            let _ = probe.hit("raiser")
            VStack {
                Button("ask 120") { requested = 120 }
                Button("ask 180") { requested = 180 }
                LimitReader(probe: probe)
            }
            // `requested` is read only here, outside `body`.
            .transformEnvironment(\.limits) { limits in
                guard requested > 150 else { return }
                limits.maximum = requested
            }
        }
    }

    @Test func aTransformReadingStateOnlyInItsClosureAppliesNewValues() {
        let probe = BodyCounter()
        let host = TestHost(Raiser(probe: probe))
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ ask 120 ]
            [ ask 180 ]
            maximum 100
            """
        }
        probe.reset()
        host.press(.return) // 120: the guard keeps the inherited value
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ ask 120 ]
            [ ask 180 ]
            maximum 100
            """
        }
        #expect(probe["limit"] == 0)
        host.press(.tab)
        host.press(.return) // 180 passes the guard
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ ask 120 ]
            [ ask 180 ]
            maximum 180
            """
        }
        #expect(probe["limit"] == 1)
        #expect(probe["raiser"] == 0, "the writer's own body never read the state")
    }

    // MARK: Point 9: a main-actor action

    struct Shelver: View {
        @Environment(\.shelve) private var shelve
        var body: some View {
            Button("shelve") { shelve() }
        }
    }

    @Test func anActionCallingAMainActorModelRuns() {
        let shelf = Shelf()
        let host = TestHost(Shelver().environment(\.shelfForActions, shelf))
        host.press(.return)
        host.press(.return)
        #expect(shelf.books == 2)
    }
}
