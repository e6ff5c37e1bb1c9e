@_spi(CursesUICore) import CursesUICore
/// SwiftUI's navigation container before `NavigationStack`, deprecated there but in most code
/// written before 2022. It is a `NavigationStack`: `NavigationLink` pushes, Esc pops, and
/// `navigationTitle` titles the top view. Several views in it are stacked as one root view.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view whose root is `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A navigation stack with `content` as its root.
    public var body: some View {
        NavigationStack { content }
    }
}

/// How a `NavigationView` arranges its views. Accepted for SwiftUI code; a terminal navigation
/// view is always a stack.
public protocol NavigationViewStyle {}

/// The default navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// A navigation view that shows one view at a time, as CursesUI always does.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// A navigation view in columns; in a terminal it is a stack (use `NavigationSplitView` for
/// columns).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// A navigation view in columns; in a terminal it is a stack.
public typealias ColumnNavigationViewStyle = DoubleColumnNavigationViewStyle

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Columns, where there is room (a stack in a terminal).
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
    /// Accepts a navigation view style for SwiftUI code; the view is unchanged.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
