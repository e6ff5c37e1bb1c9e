import CursesUI

extension GalleryPage {
    /// Pages for issue 15, flexible layout and modifiers.
    @MainActor static var layoutPages: [GalleryPage] {
        []
    }
}
