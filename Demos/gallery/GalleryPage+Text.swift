import CursesUI

extension GalleryPage {
    /// Pages for issue 16, text, symbols, input and storage.
    @MainActor static var textPages: [GalleryPage] {
        []
    }
}
