import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

// No `import Foundation` or `import Combine` here on purpose: `import CursesUI` brings both, as
// `import SwiftUI` does, so the models below compile with CursesUI alone.

/// A model in the Combine style, as most SwiftUI code written since 2019 has them.
@MainActor
final class Scoreboard: ObservableObject {
    @Published var home = 0
    @Published var away = 0
    @Published var title = "Final"
    /// Not published: changing it announces nothing.
    var note = ""
    /// How many scoreboards were made, to prove `@StateObject` makes one per view identity.
    let made: BodyCounter?

    init(made: BodyCounter? = nil) {
        self.made = made
        made?.hit("made")
    }
}

/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject` and `onReceive` (issue 12, point 2 and 3).
@MainActor
struct ObservableObjectTests {
    // MARK: The umbrella import

    @Test func foundationAndCombineComeWithCursesUI() throws {
        let id = UUID()
        let encoded = try JSONEncoder().encode(["id": id.uuidString])
        #expect(String(decoding: encoded, as: UTF8.self).contains(id.uuidString))
        #expect(String(format: "%03d", 7) == "007")
        #expect(Date(timeIntervalSince1970: 0) < Date())
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let subscription = subject.sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        subscription.cancel()
        subject.send(3)
        #expect(received == [1, 2])
    }

    // MARK: @StateObject

    struct Board: View {
        let probe: BodyCounter
        @StateObject var board: Scoreboard
        var body: some View {
            let _ = probe.hit("board")
            VStack {
                Text("\(board.title) \(board.home):\(board.away)")
                Button("goal") { board.home += 1 }
                Button("three changes") {
                    board.home += 1
                    board.away += 1
                    board.title = "Live"
                }
                Button("note") { board.note = "quiet" }
            }
        }
    }

    struct BoardParent: View {
        let probe: BodyCounter
        @State private var renders = 0
        var body: some View {
            let _ = probe.hit("parent")
            VStack {
                Text("renders \(renders)")
                Button("re-render") { renders += 1 }
                Board(probe: probe, board: Scoreboard(made: probe))
            }
        }
    }

    @Test func aStateObjectIsMadeOnceAndKeptAcrossParentRenders() {
        let probe = BodyCounter()
        let view = BoardParent(probe: probe)
        #expect(probe["made"] == 0, "making the view value makes no object")
        let host = TestHost(view)
        #expect(probe["made"] == 1)
        host.press(.return) // re-render
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                renders 2
              [ re-render ]
                Final 0:0
                [ goal ]
            [ three changes ]
                [ note ]
            """
        }
        #expect(probe["parent"] == 3)
        #expect(probe["made"] == 1, "the parent's new view values never make another object")
        host.press(.tab)
        host.press(.return) // goal
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                renders 2
              [ re-render ]
                Final 1:0
                [ goal ]
            [ three changes ]
                [ note ]
            """
        }
        #expect(probe["made"] == 1)
    }

    @Test func aChangeRerendersOnlyTheHolderOnceForManyChanges() {
        let probe = BodyCounter()
        let host = TestHost(BoardParent(probe: probe))
        host.press(.tab)
        host.press(.tab)
        probe.reset()
        host.press(.return) // three changes in one action
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                renders 0
              [ re-render ]
                Live 1:1
                [ goal ]
            [ three changes ]
                [ note ]
            """
        }
        #expect(probe["board"] == 1, "three published changes cost one body")
        #expect(probe["parent"] == 0)
        host.press(.tab)
        host.press(.return) // an unpublished property
        #expect(probe["board"] == 1)
    }

    struct InitInjected: View {
        @StateObject private var board: Scoreboard
        init(title: String, made: BodyCounter) {
            let board = Scoreboard(made: made)
            board.title = title
            _board = StateObject(wrappedValue: board)
        }
        var body: some View {
            Text("\(board.title) \(board.home)")
            Button("goal") { board.home += 1 }
        }
    }

    @Test func aStateObjectSetInInitKeepsTheFirstObject() {
        struct Parent: View {
            let made: BodyCounter
            @State private var title = "first"
            var body: some View {
                VStack {
                    Button("rename") { title = "second" }
                    InitInjected(title: title, made: made)
                }
            }
        }
        let made = BodyCounter()
        let host = TestHost(Parent(made: made))
        host.press(.tab)
        host.press(.return) // goal
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ rename ]
             first 1
             [ goal ]
            """
        }
        host.press(.tab)
        host.press(.return) // rename: a new view value, whose object is never used
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ rename ]
             first 1
             [ goal ]
            """
        }
    }

    // MARK: @ObservedObject

    struct HomeScore: View {
        let probe: BodyCounter
        @ObservedObject var board: Scoreboard
        var body: some View {
            let _ = probe.hit("home")
            Text("home \(board.home)")
        }
    }

    struct Bystander: View {
        let probe: BodyCounter
        var body: some View {
            let _ = probe.hit("bystander")
            Text("bystander")
        }
    }

    struct TitleEditor: View {
        let probe: BodyCounter
        @Binding var title: String
        var body: some View {
            let _ = probe.hit("editor")
            TextField("Title", text: $title)
        }
    }

    struct Owner: View {
        let probe: BodyCounter
        @StateObject private var board = Scoreboard()
        var body: some View {
            VStack {
                Button("goal") { board.home += 1 }
                HomeScore(probe: probe, board: board)
                Bystander(probe: probe)
                TitleEditor(probe: probe, title: $board.title)
                Text("title \(board.title)")
            }
        }
    }

    @Test func anObservedObjectRerendersItsHolderAndItsBindingsWrite() {
        let probe = BodyCounter()
        let host = TestHost(Owner(probe: probe))
        probe.reset()
        host.press(.return) // goal
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                                                [ goal ]
                                                 home 1
                                               bystander
            Final
                                              title Final
            """
        }
        #expect(probe["home"] == 1)
        #expect(probe["bystander"] == 0)
        #expect(probe["editor"] == 0, "a binding to the same property compares equal")
        host.press(.tab)
        host.type("!")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                                                [ goal ]
                                                 home 1
                                               bystander
            Final!
                                              title Final!
            """
        }
    }

    @Test func anObservedObjectGivenAnotherObjectRerenders() {
        struct Switcher: View {
            let probe: BodyCounter
            @State private var useSecond = false
            @State private var boards = [Scoreboard(), Scoreboard()]
            var body: some View {
                VStack {
                    Button("switch") {
                        boards[1].home = 9
                        useSecond = true
                    }
                    HomeScore(probe: probe, board: useSecond ? boards[1] : boards[0])
                    Button("old goal") { boards[0].home += 1 }
                }
            }
        }
        let probe = BodyCounter()
        let host = TestHost(Switcher(probe: probe))
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             [ switch ]
               home 9
            [ old goal ]
            """
        }
        probe.reset()
        host.press(.tab)
        host.press(.return) // the first object no longer re-renders the view
        #expect(probe["home"] == 0)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             [ switch ]
               home 9
            [ old goal ]
            """
        }
    }

    // MARK: @EnvironmentObject

    struct AwayScore: View {
        let probe: BodyCounter
        @EnvironmentObject var board: Scoreboard
        var body: some View {
            let _ = probe.hit("away")
            Text("away \(board.away)")
            Stepper("Away", value: $board.away)
        }
    }

    struct Middle: View {
        let probe: BodyCounter
        var body: some View {
            let _ = probe.hit("middle")
            AwayScore(probe: probe)
        }
    }

    struct Provider: View {
        let probe: BodyCounter
        @StateObject private var board = Scoreboard()
        var body: some View {
            VStack {
                Button("away goal") { board.away += 1 }
                Middle(probe: probe)
            }
            .environmentObject(board)
        }
    }

    @Test func anEnvironmentObjectReachesDescendantsAndRerendersOnlyItsReaders() {
        let probe = BodyCounter()
        let host = TestHost(Provider(probe: probe))
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ away goal ]
               away 0
            Away [−] [+]
            """
        }
        probe.reset()
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ away goal ]
               away 1
            Away [−] [+]
            """
        }
        #expect(probe["away"] == 1)
        #expect(probe["middle"] == 0)
        host.press(.tab)
        host.press(.rightArrow) // the stepper writes through $board.away
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ away goal ]
               away 2
            Away [−] [+]
            """
        }
    }

    // MARK: onReceive

    /// A publisher that counts its subscribers, to prove when `onReceive` subscribes.
    final class CountingSubject: Publisher, @unchecked Sendable {
        typealias Output = Int
        typealias Failure = Never
        let subject = PassthroughSubject<Int, Never>()
        var subscriptions = 0
        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
            subscriptions += 1
            subject.receive(subscriber: subscriber)
        }
    }

    struct Receiver: View {
        let probe: BodyCounter
        let source: CountingSubject
        @State private var received = 0
        @State private var renders = 0
        var body: some View {
            let _ = probe.hit("receiver")
            VStack {
                Button("re-render \(renders)") { renders += 1 }
                ReceivedCount(probe: probe, received: received)
            }
            .onReceive(source) { value in
                if value > 0 { received += value }
            }
        }
    }

    struct ReceivedCount: View {
        let probe: BodyCounter
        let received: Int
        var body: some View {
            let _ = probe.hit("count")
            Text("received \(received)")
        }
    }

    @Test func onReceiveSubscribesOnceRunsTheActionAndRerendersOnlyWhatChanged() async {
        let probe = BodyCounter()
        let source = CountingSubject()
        let host = TestHost(Receiver(probe: probe, source: source))
        #expect(source.subscriptions == 1)
        probe.reset()
        source.subject.send(0) // changes no state
        await host.settle()
        #expect(probe["receiver"] == 0)
        #expect(probe["count"] == 0)
        source.subject.send(5)
        await host.settle()
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ re-render 0 ]
              received 5
            """
        }
        host.press(.return) // the declaring view re-renders
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ re-render 1 ]
              received 5
            """
        }
        #expect(source.subscriptions == 1, "the same publisher keeps its subscription")
        source.subject.send(2)
        await host.settle()
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ re-render 1 ]
              received 7
            """
        }
    }

    @Test func onReceiveResubscribesToAnotherPublisherAndStopsWhenTheViewGoes() async {
        struct Switching: View {
            let first: CountingSubject
            let second: CountingSubject
            @State private var useSecond = false
            @State private var shown = true
            @State private var last = 0
            var body: some View {
                VStack {
                    Button("switch") { useSecond = true }
                    Button("hide") { shown = false }
                    Text("last \(last)")
                    if shown {
                        Text("listening").onReceive(useSecond ? second : first) { last = $0 }
                    }
                }
            }
        }
        let first = CountingSubject()
        let second = CountingSubject()
        let host = TestHost(Switching(first: first, second: second))
        host.press(.return)
        #expect(second.subscriptions == 1)
        first.subject.send(1)
        second.subject.send(2)
        await host.settle()
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ switch ]
             [ hide ]
              last 2
            listening
            """
        }
        host.press(.tab)
        host.press(.return) // hide
        second.subject.send(3)
        await host.settle()
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ switch ]
             [ hide ]
              last 2
            """
        }
    }

    @Test func onReceiveDeliversValuesSentFromAnotherThreadOnTheMainActor() async {
        struct Background: View {
            let subject: PassthroughSubject<Int, Never>
            @State private var value = 0
            var body: some View {
                Text("value \(value)")
                    .onReceive(subject) { received in
                        MainActor.assertIsolated()
                        value = received
                    }
            }
        }
        let subject = PassthroughSubject<Int, Never>()
        let host = TestHost(Background(subject: subject))
        nonisolated(unsafe) let sending = subject
        await Task.detached { sending.send(42) }.value
        for _ in 0..<100 where !host.text.contains("value 42") { await host.settle() }
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            value 42
            """
        }
    }

    struct MainClock: View {
        let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
        @State private var ticks = 0
        var body: some View {
            Text("ticks \(ticks >= 3 ? "3+" : "\(ticks)")")
                .onReceive(timer) { _ in ticks += 1 }
        }
    }

    @Test func aMainTimerPublisherTicksIntoOnReceive() async {
        let host = TestHost(MainClock())
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ticks 0
            """
        }
        for _ in 0..<500 where host.text != "ticks 3+" {
            try? await Task.sleep(for: .milliseconds(10))
            await host.settle()
        }
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ticks 3+
            """
        }
    }

    @Test func aTimerPublisherOnAnotherRunLoopTicksIntoOnReceive() async {
        struct Clock: View {
            let timer: Publishers.Autoconnect<Timer.TimerPublisher>
            @State private var ticks = 0
            var body: some View {
                Text("ticks \(ticks >= 3 ? "3+" : "\(ticks)")")
                    .onReceive(timer) { _ in ticks += 1 }
            }
        }
        // A timer on a thread running a run loop of its own: `onReceive` hops to the main actor.
        let thread = RunLoopThread()
        let host = TestHost(Clock(timer: Timer.publish(every: 0.01, on: thread.runLoop, in: .default).autoconnect()))
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ticks 0
            """
        }
        for _ in 0..<500 where host.text != "ticks 3+" {
            try? await Task.sleep(for: .milliseconds(10))
            await host.settle()
        }
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ticks 3+
            """
        }
        thread.stop()
    }

}

/// A thread that runs a run loop of its own, for Foundation timers in tests.
final class RunLoopThread: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var loop: RunLoop?
    private var stopped = false

    init() {
        let thread = Thread { [self] in
            lock.withLock { loop = RunLoop.current }
            ready.signal()
            // A run loop with no timer yet returns at once; poll until stopped.
            while !lock.withLock({ stopped }) {
                RunLoop.current.run(until: Date().addingTimeInterval(0.005))
            }
        }
        thread.start()
        ready.wait()
    }

    var runLoop: RunLoop { lock.withLock { loop! } }

    func stop() { lock.withLock { stopped = true } }
}
