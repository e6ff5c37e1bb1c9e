import CursesUI

/// One page of the gallery: a title for the index and the view it shows.
struct GalleryPage: Identifiable {
    /// The title shown in the index and as the page's navigation title.
    let title: String
    /// The page itself.
    let content: AnyView

    var id: String { title }

    @MainActor init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = AnyView(content().navigationTitle(title))
    }

    /// Every page, in index order.
    @MainActor static var all: [GalleryPage] {
        controlPages + layoutPages + containerPages + textPages + shapePages
    }
}
