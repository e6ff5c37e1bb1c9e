// Not a demo: the preview browser over the test fixtures' previews, for the end-to-end tests.
// Its own preview shows that previews compile and are found in an executable's main.swift.
import CursesUI
import CursesUIPreviews

#Preview("In main.swift") {
    // A string literal (a LocalizedStringKey since issue 16) in a preview in main.swift: it once
    // crashed when rendered (copying the Text in ViewBuilder.buildExpression); the command-line
    // and browser tests render this preview, so they catch it if it comes back.
    Text("From an executable")
}

PreviewBrowser.main()
