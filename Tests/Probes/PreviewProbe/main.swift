// Not a demo: the preview browser over the test fixtures' previews, for the end-to-end tests.
// Its own preview shows that previews compile and are found in an executable's main.swift.
import CursesUI
import CursesUIPreviews

#Preview("In main.swift") {
    Text("From an executable")
}

PreviewBrowser.main()
