import CursesUI

// The counter's previews: `swift run previews` browses them.

#Preview("Counter app", traits: .fixedLayout(width: 44, height: 9)) {
    CounterRoot()
}

private extension EnvironmentValues {
    /// The preview's count, as a binding to its `@Previewable` state.
    @Entry var _previewCount: Binding<Int> = .constant(0)

    /// Adds a hundred at a time, so the preview shows wide numbers quickly.
    @MainActor var previewIncrement: IncrementAction {
        IncrementAction { [count = _previewCount] in count.wrappedValue += 100 }
    }
}

// `CounterView` reads `count` and `increment`, which have no setters, from the environment: the
// preview hands it `Environment` values made from key paths of its own instead.
#Preview("Counter view") {
    @Previewable @State var count = 0
    CounterView(count: .init(\._previewCount.wrappedValue), increment: .init(\.previewIncrement))
        .environment(\._previewCount, $count)
}
