import CursesUI

/// A long list with buttons that scroll it to rows it has not built yet.
struct ScrollReaderPage: View {
    @State private var lines = (1...1_000).map { "Log line \($0)" }

    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Button("Top") { proxy.scrollTo(lines.first!, anchor: .top) }
                    Button("Middle") { proxy.scrollTo(lines[lines.count / 2], anchor: .center) }
                    Button("Bottom") { proxy.scrollTo(lines.last!, anchor: .bottom) }
                    Button("Append") {
                        lines.append("Log line \(lines.count + 1)")
                        proxy.scrollTo(lines.last!)
                    }
                }
                List(lines, id: \.self) { Text($0) }
            }
        }
    }
}
