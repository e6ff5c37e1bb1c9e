import CursesUI

extension GalleryPage {
    /// Pages for issue 16, shapes and styles.
    @MainActor static var shapePages: [GalleryPage] {
        [
            GalleryPage("Shapes") { ShapesPage() },
            GalleryPage("Opacity and size classes") { OpacityPage() },
            GalleryPage("Gradients and styles") { ShapeStylesPage() },
            GalleryPage("Stroke widths and dashes") { StrokesPage() },
        ]
    }
}
