import Testing
@testable import CursesUI

// Seed 004's generic subject that is its own environment key and a publisher, in the Swift 6
// language mode: the same shape as in SeedDataFlowTests (Swift 5), with a main-actor model.

class RequestKey<Parameter> {
    typealias Handler = RequestSubject<Parameter>
}

extension RequestKey: EnvironmentKey {
    static var defaultValue: RequestSubject<Parameter> { .init() }
}

final class RequestSubject<Parameter>: ObservableObject {
    private let subject = PassthroughSubject<Parameter, Never>()

    @MainActor
    func callAsFunction(_ parameter: Parameter) {
        subject.send(parameter)
    }
}

extension RequestSubject: Publisher {
    typealias Output = Parameter
    typealias Failure = Never

    func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Parameter {
        subject.receive(subscriber: subscriber)
    }
}

final class RenameRequests: RequestKey<String> {}

extension EnvironmentValues {
    var renameRequest: RenameRequests.Handler {
        get { self[RenameRequests.self] }
        set { self[RenameRequests.self] = newValue }
    }
}

@MainActor
final class Profile: ObservableObject {
    @Published var name = "ann"
    func rename(_ newName: String) { name = newName }
}

@MainActor
struct EnvironmentSubjectTests {
    struct RenameButtons: View {
        let probe: BodyCounter
        @Environment(\.renameRequest) private var renameRequest
        var body: some View {
            let _ = probe.hit("buttons")
            Button("bea") { renameRequest("bea") }
            Button("cy") { renameRequest("cy") }
        }
    }

    struct ProfileScreen: View {
        let probe: BodyCounter
        @StateObject private var profile = Profile()
        @StateObject private var renameRequest = RequestSubject<String>()
        var body: some View {
            let _ = probe.hit("screen")
            VStack {
                Text("name \(profile.name)")
                RenameButtons(probe: probe)
                    .environment(\.renameRequest, renameRequest)
            }
            .onReceive(renameRequest) { profile.rename($0) }
        }
    }

    @Test func theSubjectCarriesRequestsToTheModelWithoutRerenderingTheSender() {
        let probe = BodyCounter()
        let host = TestHost(ProfileScreen(probe: probe))
        host.press(.return)
        #expect(host.text.contains("name bea"))
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("name cy"))
        #expect(probe["screen"] == 3)
        #expect(probe["buttons"] == 1)
    }
}
