import CursesUI

/// Counts taps from every panel.
@Observable
public final class Taps {
    var total = 0
    var last = "none"

    /// No taps yet.
    public init() {}

    /// Counts a tap on `panel`.
    public func record(_ panel: String) {
        total += 1
        last = panel
    }
}

extension EnvironmentValues {
    /// Records a tap: injected once at the root, used by every panel.
    @Entry public var recordTap = EnvironmentAction<String> { _ in }
    /// The tap counts, shown in the status line.
    @Entry public var taps: Taps?
    /// The name of the panel a view is in: the same key, a different value per subtree.
    @Entry var panelName = "root"
}

/// The environment demo's screen, in a library so that the `previews` demo can show it too.
public struct EnvironmentScreen: View {
    @State private var leftScheme = ColorScheme.dark
    @Environment(\.dismiss) private var dismiss

    /// The screen with the left panel dark.
    public init() {}

    public var body: some View {
        VStack(alignment: .leading) {
            Text("CursesUI environment").bold()
            HStack(alignment: .top) {
                Panel()
                    .environment(\.colorScheme, leftScheme)
                    .environment(\.panelName, "left")
                Panel()
                    .environment(\.colorScheme, .light)
                    .environment(\.panelName, "right")
            }
            StatusLine()
            Text("d: switch the left panel's scheme · Tab: move · Return: tap · q: quit")
                .foregroundStyle(.secondary)
        }
        .onKeyPress("d") {
            leftScheme = leftScheme == .dark ? .light : .dark
            return .handled
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}

/// A panel drawn in its subtree's color system.
struct Panel: View {
    @Environment(\.colorSystem) private var color
    @Environment(\.colorScheme) private var scheme
    @Environment(\.panelName) private var name

    var body: some View {
        VStack(alignment: .leading) {
            Text("Panel \(name)").bold().foregroundStyle(color.accent)
            Text("Scheme: \(scheme == .dark ? "dark" : "light")").foregroundStyle(color.primaryText)
            Text("Same key, this subtree's value").foregroundStyle(color.secondaryText)
            TapButton()
        }
        .padding(.horizontal, 1)
        .frame(width: 34, alignment: .leading)
        .background(color.background)
        .border(color.border)
    }
}

/// Uses the action injected at the root, and the panel name of its subtree.
struct TapButton: View {
    @Environment(\.recordTap) private var recordTap
    @Environment(\.panelName) private var name

    var body: some View {
        Button("Tap \(name)") { recordTap(name) }
    }
}

struct StatusLine: View {
    @Environment(\.taps) private var taps

    var body: some View {
        Text("Taps: \(taps?.total ?? 0) · last: \(taps?.last ?? "none")")
    }
}

#Preview("Environment", traits: .fixedLayout(width: 80, height: 10)) {
    @Previewable @State var taps = Taps()
    EnvironmentScreen()
        .environment(\.recordTap, EnvironmentAction { [taps] (panel: String) in taps.record(panel) })
        .environment(\.taps, taps)
}

#Preview("Panels", traits: .fixedLayout(width: 36, height: 14)) {
    Panel().environment(\.panelName, "dark")
    Panel().environment(\.panelName, "light").environment(\.colorScheme, .light)
}
