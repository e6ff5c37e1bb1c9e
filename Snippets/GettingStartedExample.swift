// The counter app of the CursesUI overview. The suite runs it in a terminal and presses its
// button.

// snippet.app
import CursesUI

@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }   // Return or Space while focused
        }
    }
}
// snippet.end
