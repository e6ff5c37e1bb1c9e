@_spi(CursesUICore) import CursesUICore
/// A button that opens a list of actions, as in SwiftUI: `Title ▾`, and Return, Space or a click
/// opens a popup with the menu's buttons. Choosing one runs its action and closes the menu; Esc
/// closes it without choosing. A `Menu` inside a menu opens a submenu over it, and choosing
/// there closes both.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    @State private var isPresented = false
    /// Set inside an open menu: closes it, so a submenu's choice closes its parents too.
    @Environment(\.presentationButtonDismiss) private var closeParent

    /// A menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.primaryAction = nil
    }

    /// A menu whose button runs `primaryAction`; the menu opens with the `m` key instead.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    /// The menu's button, and the popup while it is open.
    public var body: some View {
        Button {
            if let primaryAction { primaryAction() } else { isPresented = true }
        } label: {
            HStack(spacing: 1) {
                label
                Text("▾")
            }
        }
        .environment(\.presentationButtonDismiss, nil)
        .onKeyPress("m") {
            isPresented = true
            return .handled
        }
        .keyHelp("menu", key: primaryAction == nil ? .return : "m")
        .sheet(isPresented: $isPresented) {
            MenuPanel(content: content, closeParent: closeParent)
        }
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == CursesUI.Label<Text, Image> {
    /// A menu titled `title` with the symbol for `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { CursesUI.Label(title, systemImage: systemImage) }
    }
}

/// The open menu: its items one per row; a button there closes the menu (and its parents)
/// after its action.
struct MenuPanel<Content: View>: View {
    let content: Content
    let closeParent: DismissAction?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 0) { content }
            .environment(\.presentationButtonDismiss, closeAll)
    }

    private var closeAll: DismissAction {
        guard let closeParent else { return dismiss }
        let dismiss = dismiss
        return DismissAction {
            dismiss()
            closeParent()
        }
    }
}

/// A context menu on a view: `m` opens it while focus is inside the view (or on a list row that
/// holds it, while the list has focus).
struct ContextMenuView<Content: View, MenuItems: View>: View {
    let content: Content
    let menuItems: MenuItems
    @State private var isPresented = false

    var body: some View {
        content
            .onKeyPress("m") {
                isPresented = true
                return .handled
            }
            .keyHelp("menu", key: "m")
            .sheet(isPresented: $isPresented) {
                MenuPanel(content: menuItems, closeParent: nil)
            }
    }
}

extension View {
    /// Adds a context menu of buttons, as in SwiftUI. A terminal has no right click: `m` opens
    /// it while focus is inside this view, and the key-help bar says so.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuView(content: self, menuItems: menuItems())
    }
}
