import CursesUI

extension GalleryPage {
    /// Pages for issue 16, shapes and styles.
    @MainActor static var shapePages: [GalleryPage] {
        []
    }
}
