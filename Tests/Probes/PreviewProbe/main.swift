// Not a demo: the preview browser over the test fixtures' previews, for the end-to-end tests.
import CursesUIPreviews

PreviewBrowser.main()
