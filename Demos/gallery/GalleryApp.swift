import CursesUI

/// The gallery demo: every view and container CursesUI offers, one page each, reached from a
/// list. Each area of the framework keeps its pages in its own `GalleryPage+<Area>.swift`.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryScreen()
        }
    }
}
