/// How a list looks, accepted so that SwiftUI code compiles: a terminal list draws one way, rows
/// in a column with the focused one highlighted, whatever the style.
public protocol ListStyle: Sendable {}

/// The platform's default list style.
public struct DefaultListStyle: ListStyle { public init() {} }
/// A list without grouping.
public struct PlainListStyle: ListStyle { public init() {} }
/// Grouped sections.
public struct GroupedListStyle: ListStyle { public init() {} }
/// Grouped sections, inset (iOS settings style).
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// An inset list.
public struct InsetListStyle: ListStyle { public init() {} }
/// A sidebar list.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    /// The default list style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// A list without grouping.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Grouped sections.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// Grouped sections, inset.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// An inset list.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// A sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Accepted: lists draw one way in a terminal.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
}
