@_spi(CursesUICore) import CursesUICore
/// How a label arranges its title and icon, as in SwiftUI: `.titleAndIcon` (the default,
/// `★ Favorites`), `.titleOnly`, `.iconOnly`, or a style you write from `configuration.title`
/// and `configuration.icon`. Set it with `.labelStyle(_:)` on a label or any view around labels.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The type of view the style makes.
    associatedtype Body: View

    /// The label's view, made from its title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What `makeBody(configuration:)` receives.
    typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` receives: the label's title and icon as views.
public struct LabelStyleConfiguration {
    /// The label's title.
    public struct Title: View {
        let content: AnyView

        /// The title as the label was given it.
        public var body: some View { content }
    }

    /// The label's icon.
    public struct Icon: View {
        let content: AnyView

        /// The icon as the label was given it.
        public var body: some View { content }
    }

    /// The label's title.
    public let title: LabelStyleConfiguration.Title
    /// The label's icon.
    public let icon: LabelStyleConfiguration.Icon
}

/// The default label style: the icon, then the title, one cell apart.
public struct DefaultLabelStyle: LabelStyle {
    /// The default label style.
    public init() {}

    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// The icon, then the title, one cell apart: `★ Favorites`.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon label style.
    public init() {}

    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only label style.
    public init() {}

    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only label style.
    public init() {}

    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style: the icon, then the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// Makes a `LabelStyle`'s view with its dynamic properties linked, as a `body`.
struct LabelStyleBody<Style: LabelStyle>: View {
    var style: Hosted<Style>
    var configuration: LabelStyleConfiguration

    var body: Style.Body { style.value.makeBody(configuration: configuration) }
}

/// The label style in the environment.
struct ResolvedLabelStyle {
    /// The label's view in the default style.
    @MainActor static func defaultBody(_ configuration: LabelStyleConfiguration) -> AnyView {
        AnyView(DefaultLabelStyle().makeBody(configuration: configuration))
    }

    private let style: Any
    /// Makes the style's body for a label.
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView

    @MainActor init<S: LabelStyle>(_ style: S) {
        self.style = style
        makeBody = { AnyView(LabelStyleBody(style: Hosted(value: style), configuration: $0)) }
    }
}

extension ResolvedLabelStyle: Equatable {
    static func == (lhs: ResolvedLabelStyle, rhs: ResolvedLabelStyle) -> Bool {
        areEqualAny(lhs.style, rhs.style)
    }
}

private struct LabelStyleKey: EnvironmentKey {
    /// `nil` for the default style.
    static var defaultValue: ResolvedLabelStyle? { nil }
}

extension EnvironmentValues {
    /// The style of labels here, `nil` for the default; see `labelStyle(_:)`.
    var resolvedLabelStyle: ResolvedLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of labels in this view, as in SwiftUI.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.resolvedLabelStyle, ResolvedLabelStyle(style))
    }
}
