import CursesUI
import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
    /// A view's frame as text, rendered headless on a terminal of `width` columns and `height`
    /// rows (`TestHost.text`), compared line by line:
    ///
    /// ```swift
    /// @MainActor @Test func counter() {
    ///     assertSnapshot(of: CounterView(), as: .frame(width: 40, height: 6))
    /// }
    /// ```
    ///
    /// Rendering runs on the main actor: call it from a `@MainActor` test.
    public static func frame(width: Int = 80, height: Int = 24, colorScheme: ColorScheme = .dark) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { view in
            // Views are main-actor values made on the main actor; the test that passes one is there.
            nonisolated(unsafe) let view = view
            return MainActor.assumeIsolated {
                TestHost(view.environment(\.colorScheme, colorScheme), width: width, height: height).text
            }
        }
    }
}

extension Snapshotting where Format == String {
    /// A test host's current frame as text, compared line by line, for snapshots taken after
    /// driving the view with keys:
    ///
    /// ```swift
    /// let host = TestHost(CounterView(), width: 40, height: 6)
    /// host.press(.return)
    /// assertSnapshot(of: host, as: .frame())
    /// ```
    public static func frame<Root: View>() -> Snapshotting where Value == TestHost<Root> {
        SimplySnapshotting<String>.lines.pullback { host in
            MainActor.assumeIsolated { host.text }
        }
    }
}

extension Snapshotting where Value == Preview, Format == String {
    /// A preview's frame as text, at the size its traits ask for (80×24 without one) unless
    /// `width` and `height` say otherwise, as `previews --render` prints it.
    public static func preview(width: Int? = nil, height: Int? = nil, colorScheme: ColorScheme = .dark) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { preview in
            MainActor.assumeIsolated {
                let view = preview.makeView().environment(\.colorScheme, colorScheme)
                return TestHost(view, width: width ?? preview.size?.width ?? 80,
                                height: height ?? preview.size?.height ?? 24).text
            }
        }
    }
}
