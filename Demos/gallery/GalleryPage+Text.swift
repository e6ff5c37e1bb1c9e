import CursesUI

extension GalleryPage {
    /// Pages for issue 16, text, symbols, input and storage.
    @MainActor static var textPages: [GalleryPage] {
        [
            GalleryPage("Text styles") { TextStylesPage() },
            GalleryPage("Markdown and formats") { TextContentPage() },
            GalleryPage("Symbols") { SymbolsPage() },
            GalleryPage("App storage") { AppStoragePage() },
            GalleryPage("Value fields") { ValueFieldsPage() },
            GalleryPage("Multi-line text") { MultilineTextPage() },
            GalleryPage("Date picker") { DatePickerPage() },
            GalleryPage("Ticking dates") { TickingDatesPage() },
        ]
    }
}

/// Every font text style, as the terminal draws it, and the attribute modifiers.
private struct TextStylesPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Large title").font(.largeTitle)
            Text("Title").font(.title)
            Text("Headline").font(.headline)
            Text("Body").font(.body)
            Text("Caption").font(.caption)
            Text("Caption 2").font(.caption2)
            Text("Bold").bold() + Text(", ") + Text("italic").italic() + Text(", ")
                + Text("underlined").underline() + Text(", ") + Text("struck").strikethrough()
            Text("Semibold weight").fontWeight(.semibold)
            Text("Light weight").fontWeight(.light)
        }
    }
}

/// Markdown in literals, formats and line limits.
private struct TextContentPage: View {
    private let literal = "**not bold**: a String stays literal"

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("**Bold**, _italic_, ~~struck~~, `code` and a [link](https://swift.org)")
            Text(literal)
            Text("Price: \(12.5, format: .currency(code: "EUR")), ratio: \(0.25, format: .percent)")
            Text("Pi: \(Double.pi, specifier: "%.3f")")
            Text(Date(), style: .date)
            Text("A long line cut by a line limit of one, with the tail truncated")
                .lineLimit(1)
                .frame(width: 30)
            Text("A long line cut in the middle instead of at its tail")
                .lineLimit(1)
                .truncationMode(.middle)
                .frame(width: 30)
        }
    }
}

/// The most used SF Symbol names as glyphs.
private struct SymbolsPage: View {
    private let names = ["checkmark", "xmark", "star.fill", "heart.fill", "trash", "folder", "gear", "plus",
                         "minus", "chevron.right", "magnifyingglass", "arrow.up", "arrow.down", "circle",
                         "circle.fill", "bell", "lock", "person.fill", "calendar", "clock"]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(names, id: \.self) { name in
                HStack(spacing: 1) {
                    Image(systemName: name)
                    Text(verbatim: name)
                }
            }
            Label("Filled variants", systemImage: "star").symbolVariant(.fill)
        }
    }
}

/// A value kept in the app's settings file across restarts.
private struct AppStoragePage: View {
    @AppStorage("gallery.visits") private var visits = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Saved in the app's settings file; quit and come back.")
            Stepper("Counter: \(visits)", value: $visits, in: 0...100)
        }
    }
}

/// Dates that tick on their own, once a second.
private struct TickingDatesPage: View {
    @State private var start = Date()

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Opened ") + Text(start, style: .relative) + Text(" ago")
            Text("Timer: ") + Text(start, style: .timer)
            Text("Offset: ") + Text(start, style: .offset)
            HStack(spacing: 0) {
                Text("Countdown: ")
                Text(timerInterval: start...start.addingTimeInterval(90), countsDown: true)
            }
            Button("Restart") { start = Date() }
        }
    }
}
