import CursesUI

/// A small `top`: CPU per core and memory over the last minute as charts, and the processes,
/// sortable and filterable, with a detail sheet. It reads `/proc` once a second and sleeps
/// in between.
@main
struct MonitorApp: App {
    @State private var monitor = SystemMonitor()

    var body: some Scene {
        WindowGroup {
            MonitorScreen(monitor: monitor)
                .task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(1))
                        monitor.refresh()
                    }
                }
        }
    }
}
