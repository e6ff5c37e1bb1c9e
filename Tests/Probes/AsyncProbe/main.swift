import CursesUI
import Dispatch
import Observation

// Not a demo: an app whose state changes come from everywhere but a key — a task that sleeps,
// the main queue now and later, a timer on the main queue, a Foundation timer on RunLoop.main,
// and writes from other threads to an `@Observable` model and to `@State` — for the end-to-end
// test of the run loop, which must wake for each of them and draw the change. 'q' quits.

@Observable
final class BackgroundModel: @unchecked Sendable {
    var status = "waiting"
}

struct AsyncProbeRoot: View {
    @Environment(\.dismiss) private var dismiss
    @State private var slept = "waiting"
    @State private var mainQueue = "waiting"
    @State private var mainQueueLater = "waiting"
    @State private var ticks = 0
    @State private var foundationTicks = 0
    @State private var fromThread = "waiting"
    @State private var model = BackgroundModel()

    var body: some View {
        VStack(alignment: .leading) {
            Text("Task.sleep: \(slept)")
            Text("main.async: \(mainQueue)")
            Text("main.asyncAfter: \(mainQueueLater)")
            Text("timer ticks: \(ticks)")
            Text("Timer.scheduledTimer ticks: \(foundationTicks)")
            Text("@Observable from a thread: \(model.status)")
            Text("@State from a thread: \(fromThread)")
        }
        .task {
            try? await Task.sleep(nanoseconds: 20_000_000)
            slept = "done"
        }
        .onAppear(perform: start)
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }

    private func start() {
        DispatchQueue.main.async { mainQueue = "done" }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(40)) { mainQueueLater = "done" }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + .milliseconds(10), repeating: .milliseconds(10))
        timer.setEventHandler {
            ticks += 1
            if ticks == 3 { timer.cancel() }
        }
        timer.resume()
        // Foundation's timer on RunLoop.main, which the app's run loop serves too.
        _ = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { timer in
            MainActor.assumeIsolated {
                foundationTicks += 1
                if foundationTicks == 3 { timer.invalidate() }
            }
        }
        let model = model
        let state = $fromThread
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(30)) {
            model.status = "done"
            state.wrappedValue = "done"
        }
    }
}

@main
struct AsyncProbe: App {
    var body: some Scene {
        WindowGroup {
            AsyncProbeRoot()
        }
    }
}
