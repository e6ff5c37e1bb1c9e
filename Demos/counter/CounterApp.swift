import CounterDemo
import CursesUI

/// The counter demo: `CounterRoot` (in the `CounterDemo` library, which the tests and benchmarks
/// run too) keeps an `@Observable` model and hands it down through the environment.
@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            CounterRoot()
        }
    }
}
