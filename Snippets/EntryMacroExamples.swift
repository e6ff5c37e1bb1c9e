// The `@Entry` example of the article "Dependency injection with the environment": keys made by
// the macro, with a default, an inferred type and an optional.

// snippet.hide
import CursesUI

/// A store made once per app, the first time a view reads `\.store` without a value above it.
final class Store {
    nonisolated(unsafe) static var made = 0
    init() { Store.made += 1 }
}

@Observable final class Counter {
    var count = 0
}

// snippet.show
// snippet.entry
extension EnvironmentValues {
    @Entry var userName = "guest"
    @Entry var store = Store()          // the type is inferred from the default
    @Entry var counter: Counter?        // an optional without a default starts as nil
}
// snippet.end

// snippet.hide
struct Readers: View {
    @Environment(\.userName) private var userName
    @Environment(\.store) private var store
    @Environment(\.store) private var sameStore
    @Environment(\.counter) private var counter
    var body: some View {
        VStack(alignment: .leading) {
            Text("user: \(userName)")
            Text("one store: \(store === sameStore)")
            Text("counter: \(counter == nil ? "nil" : "set")")
        }
    }
}

let host = TestHost(Readers(), width: 30, height: 3)
precondition(host.text == "user: guest\none store: true\ncounter: nil", host.text)
precondition(Store.made == 1, "the default store is made once, not once per read: \(Store.made)")
