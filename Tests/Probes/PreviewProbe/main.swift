// Not a demo: the preview browser over the test fixtures' previews, for the end-to-end tests.
// Its own preview shows that previews compile and are found in an executable's main.swift.
import CursesUI
import CursesUIPreviews

#Preview("In main.swift") {
    // Verbatim: a string literal here (a LocalizedStringKey since issue 16) crashes when the
    // preview is rendered from main.swift (copying the Text in ViewBuilder.buildExpression);
    // previews in other files are not affected. A known bug, to be fixed.
    Text(verbatim: "From an executable")
}

PreviewBrowser.main()
