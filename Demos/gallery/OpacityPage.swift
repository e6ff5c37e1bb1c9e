import CursesUI

/// Translucent colors blended with what is below them, and the size classes of the terminal.
struct OpacityPage: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 0) {
                ForEach([1.0, 0.8, 0.6, 0.4, 0.2], id: \.self) { opacity in
                    Color.red.opacity(opacity).frame(width: 6, height: 2)
                }
            }
            ZStack {
                Color.blue.frame(width: 30, height: 3)
                Circle().fill(Color.yellow.opacity(0.5)).frame(width: 20, height: 3)
                Text("50 % over blue").opacity(0.7)
            }
            Text("Size classes: \(name(horizontalSizeClass)) × \(name(verticalSizeClass))")
            Text("(compact below \(UserInterfaceSizeClass.regularWidth) columns or \(UserInterfaceSizeClass.regularHeight) rows: resize to see it change)")
                .foregroundStyle(.secondary)
        }
    }

    private func name(_ sizeClass: UserInterfaceSizeClass?) -> String {
        switch sizeClass {
        case .compact: return "compact"
        case .regular: return "regular"
        case nil: return "unknown"
        }
    }
}
