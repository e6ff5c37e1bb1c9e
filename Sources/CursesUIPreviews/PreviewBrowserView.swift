import CursesUI

/// The browser's screen: the list of previews, or the open preview below a status line.
struct PreviewBrowserView: View {
    let model: PreviewBrowserModel
    @Environment(\.colorScheme) private var terminalScheme
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ZStack(alignment: .topLeading) {
            Group {
                if let preview = model.openPreview {
                    OpenPreview(model: model, preview: preview)
                } else {
                    PreviewList(model: model)
                        .onKeyPress("q") {
                            dismiss()
                            return .handled
                        }
                }
            }
            // Hidden, not removed, so the last good build keeps its state behind the errors.
            .opacity(model.visibleBuildErrors == nil ? 1 : 0)
            if let errors = model.visibleBuildErrors {
                BuildErrors(errors: errors)
            }
        }
        .onAppear { model.colorScheme = terminalScheme }
    }
}

/// Every preview, one per row: Return opens the focused one. Coming back from a preview
/// focuses its row again.
struct PreviewList: View {
    let model: PreviewBrowserModel
    @FocusState private var focusedRow: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            StatusLine(text: "\(model.previews.count) previews · ↑↓ choose · ⏎ open · ^T \(model.colorScheme == .dark ? "dark" : "light") · q quit\(model.buildStatusText)")
            if model.previews.isEmpty {
                Text("No previews found. Declare one with #Preview { … } in a module this executable links.")
                Spacer()
            } else {
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(model.previews.indices, id: \.self) { index in
                            Button {
                                model.open(index)
                            } label: {
                                PreviewRow(preview: model.previews[index])
                            }
                            .focused($focusedRow, equals: index)
                        }
                    }
                }
                .onAppear {
                    if let index = model.lastOpenedIndex { focusedRow = index }
                }
            }
        }
    }
}

/// A preview's name and where it is declared.
struct PreviewRow: View {
    let preview: Preview

    var body: some View {
        HStack(spacing: 2) {
            Text(preview.name ?? "Preview").bold()
            Text(location).foregroundStyle(.secondary)
        }
    }

    private var location: String {
        guard let fileID = preview.fileID, let line = preview.line else { return "\(preview.module) · PreviewProvider" }
        return "\(fileID):\(line)"
    }
}

/// The open preview, live: keys the browser does not take go to it.
struct OpenPreview: View {
    let model: PreviewBrowserModel
    let preview: Preview

    var body: some View {
        // The status line goes on top, so a preview taller than the terminal never hides it.
        VStack(alignment: .leading, spacing: 0) {
            StatusLine(text: "\(preview.id) · \(sizeText) · \(model.colorScheme == .dark ? "dark" : "light") · esc/^X list · ^T scheme · ^R size\(model.buildStatusText)")
            content
                .environment(\.colorScheme, model.colorScheme)
                .id(model.generation)
                // Esc goes back unless the preview itself used it (to close a sheet, say).
                .onKeyPress(.escape) {
                    model.close()
                    return .handled
                }
            Spacer(minLength: 0)
        }
    }

    /// The preview at the chosen size; one view for every size (no size is no frame), so the
    /// preview keeps its state when ^R changes the size.
    private var content: some View {
        preview.makeView().frame(width: model.size?.width, height: model.size?.height, alignment: .topLeading)
    }

    private var sizeText: String {
        model.size.map { "\($0.width)×\($0.height)" } ?? "full"
    }
}

/// The browser's top line: what is shown and which keys do what.
struct StatusLine: View {
    let text: String

    var body: some View {
        Text(text).foregroundStyle(.secondary)
    }
}

/// A failed `--watch` build's errors, shown instead of the preview until ^E.
struct BuildErrors: View {
    let errors: String

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Build failed · ^E shows the last good build").bold().foregroundStyle(.red)
            Text(errors)
        }
    }
}

extension PreviewBrowserModel {
    /// The end of the status line while `--watch` builds or after a failed build.
    var buildStatusText: String {
        switch buildStatus {
        case .idle: ""
        case .building: " · building…"
        case .failed: " · build failed, ^E errors"
        }
    }
}
