@_spi(CursesUICore) import CursesUICore
extension View {
    /// Presents `content` over everything while `isPresented` is true, as in SwiftUI. A terminal
    /// has one screen: it is a sheet (a box over the view, Esc or `dismiss()` closes it).
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` for `item` over everything while it is not `nil`; a sheet.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` in a popover while `isPresented` is true, as in SwiftUI. A terminal
    /// cannot point at the view: it is a sheet, and `attachmentAnchor` and `arrowEdge` are accepted
    /// for SwiftUI code.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents `content` for `item` in a popover while it is not `nil`; a sheet.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }
}

/// Where a popover points, as in SwiftUI; accepted for SwiftUI code.
public enum PopoverAttachmentAnchor: Sendable {
    /// An area of the view.
    case rect(Anchor)

    /// An area of a view, as in SwiftUI; only `.bounds` exists in a terminal.
    public enum Anchor: Sendable {
        /// The whole view.
        case bounds
    }
}
