import CursesUI

extension GalleryPage {
    /// Pages for issue 15, containers.
    @MainActor static var containerPages: [GalleryPage] {
        []
    }
}
