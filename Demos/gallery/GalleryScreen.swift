import CursesUI

/// The gallery's root: a list of pages, each pushed on a navigation stack.
struct GalleryScreen: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(GalleryPage.all) { page in
                    NavigationLink(page.title) { page.content }
                }
            }
            .navigationTitle("Gallery")
        }
    }
}
