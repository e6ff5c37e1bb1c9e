// Browses the demos' previews: `swift run previews`. Every module this target depends on is
// searched; nothing here names a preview.
import CursesUIPreviews

PreviewBrowser.main()
