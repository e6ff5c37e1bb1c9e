@_spi(CursesUICore) import CursesUICore
/// Content of a toolbar, as in SwiftUI: `ToolbarItem`s and `ToolbarItemGroup`s.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The items with their placements.
    var toolbarItems: [ToolbarEntry] { get }
}

/// One item of a toolbar with its placement, as a toolbar lays it out.
public struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// One item of a toolbar, placed by `placement`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// The items: this one.
    public var toolbarItems: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// An item at `placement` (`.automatic` by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an id, for toolbars people can customize (not in a terminal).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement` (`.automatic` by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The items: the group's views, side by side.
    public var toolbarItems: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: 1) { content }))]
    }
}

/// Where a toolbar item goes, as in SwiftUI. A terminal has a header row above the view, with
/// leading, centered (`.principal`) and trailing items, and a footer row below it for
/// `.bottomBar`, `.status` and `.keyboard`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable { case leading, principal, trailing, footer }
    let slot: Slot

    /// Trailing in the header.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// Centered in the header.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// Leading in the header.
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// Trailing in the header.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// Trailing in the header.
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    /// Trailing in the header.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// Leading in the header.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// Trailing in the header.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// Leading in the header.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// Trailing in the header.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// Leading in the header.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// Trailing in the header.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// In the footer.
    public static let bottomBar = ToolbarItemPlacement(slot: .footer)
    /// In the footer.
    public static let status = ToolbarItemPlacement(slot: .footer)
    /// In the footer (a terminal has no on-screen keyboard).
    public static let keyboard = ToolbarItemPlacement(slot: .footer)
}

/// Builds toolbar content from items and groups.
@MainActor
@resultBuilder
public enum ToolbarContentBuilder {
    /// One item or group.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> ToolbarItems { ToolbarItems(toolbarItems: content.toolbarItems) }
    /// Items in order.
    public static func buildBlock(_ parts: ToolbarItems...) -> ToolbarItems { ToolbarItems(toolbarItems: parts.flatMap(\.toolbarItems)) }
    /// Items shown only when a condition holds.
    public static func buildOptional(_ part: ToolbarItems?) -> ToolbarItems { part ?? ToolbarItems(toolbarItems: []) }
    /// The items of the branch taken.
    public static func buildEither(first part: ToolbarItems) -> ToolbarItems { part }
    /// The items of the branch taken.
    public static func buildEither(second part: ToolbarItems) -> ToolbarItems { part }
}

/// Toolbar items as a builder collects them.
public struct ToolbarItems: ToolbarContent {
    /// The items.
    public let toolbarItems: [ToolbarEntry]
}

/// A view with a header row and a footer row of toolbar items.
struct ToolbarView<Content: View>: View {
    let items: [ToolbarEntry]
    let content: Content

    var body: some View {
        VStack(spacing: 0) {
            if items.contains(where: { $0.placement.slot != .footer }) {
                HStack(spacing: 1) {
                    row(.leading)
                    Spacer()
                    row(.principal)
                    Spacer()
                    row(.trailing)
                }
            }
            content
            if items.contains(where: { $0.placement.slot == .footer }) {
                HStack(spacing: 1) { row(.footer) }
            }
        }
    }

    private func row(_ slot: ToolbarItemPlacement.Slot) -> some View {
        ForEach(Array(items.enumerated().filter { $0.element.placement.slot == slot }), id: \.offset) { $0.element.view }
    }
}

extension View {
    /// Adds toolbar items, as in SwiftUI: a header row above this view and a footer row below it
    /// (see `ToolbarItemPlacement`).
    public func toolbar(@ToolbarContentBuilder content: () -> ToolbarItems) -> some View {
        ToolbarView(items: content().toolbarItems, content: self)
    }

    /// Adds views to the toolbar's header, trailing, as SwiftUI's `.toolbar { Button(…) }` does.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        ToolbarView(items: [ToolbarEntry(placement: .automatic, view: AnyView(HStack(spacing: 1) { content() }))], content: self)
    }
}
