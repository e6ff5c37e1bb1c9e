@_spi(CursesUICore) import CursesUICore
/// Whether something is shown, as in SwiftUI.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// Shown or not as the platform prefers; a terminal has room for it, so it is shown.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}

/// The content of an alert or a confirmation dialog: a bold title, the message, and the actions
/// in a row (alert) or a column (dialog). Activating any action also dismisses it.
struct AlertContent<Actions: View, Message: View>: View {
    let title: Text?
    let actions: Actions
    let message: Message
    let axis: Axis
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 1) {
            if let title { title.bold() }
            message
            Group {
                if axis == .horizontal {
                    HStack(spacing: 2) { buttons }
                } else {
                    VStack { buttons }
                }
            }
            .environment(\.presentationButtonDismiss, dismiss)
        }
    }

    /// The actions; an alert without any gets an OK button, as in SwiftUI.
    @ViewBuilder private var buttons: some View {
        if Actions.self == EmptyView.self {
            Button("OK") {}
        } else {
            actions
        }
    }
}

extension View {
    /// Presents an alert while `isPresented` is true, as in SwiftUI: a box over everything with
    /// a bold title, the message, and the actions in a row.
    ///
    /// Activating any action also dismisses the alert; Esc performs the `.cancel` action if
    /// there is one and dismisses the alert either way. With no actions, an OK button is shown.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert without a message while `isPresented` is true.
    public func alert<S: StringProtocol, A: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert with a `Text` title while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ title: Text,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> some View {
        presentingAlert(title, axis: .horizontal, isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a `Text` title and no message while `isPresented` is true.
    public func alert<A: View>(
        _ title: Text,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`; the
    /// actions and the message are built from the data.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A,
        @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        PresentationModifier<Self, AlertContent<A, M>>(
            base: self, style: .alert,
            read: {
                guard isPresented.wrappedValue, let data else { return nil }
                return (AnyHashable(0), AlertContent(title: Text(title), actions: actions(data), message: message(data), axis: .horizontal))
            },
            clear: { isPresented.wrappedValue = false },
            onDismiss: nil)
    }

    /// Presents a confirmation dialog while `isPresented` is true, as in SwiftUI: a box over
    /// everything with the title (unless `titleVisibility` is `.hidden`), the message, and the
    /// actions in a column.
    ///
    /// Activating any action also dismisses the dialog; Esc performs the `.cancel` action if
    /// there is one and dismisses the dialog either way.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> some View {
        presentingAlert(titleVisibility == .hidden ? nil : Text(title), axis: .vertical,
                        isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents a confirmation dialog without a message while `isPresented` is true.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions, message: { EmptyView() })
    }

    private func presentingAlert<A: View, M: View>(
        _ title: Text?,
        axis: Axis,
        isPresented: Binding<Bool>,
        actions: @escaping () -> A,
        message: @escaping () -> M
    ) -> some View {
        PresentationModifier<Self, AlertContent<A, M>>(
            base: self, style: .alert,
            read: {
                guard isPresented.wrappedValue else { return nil }
                return (AnyHashable(0), AlertContent(title: title, actions: actions(), message: message(), axis: axis))
            },
            clear: { isPresented.wrappedValue = false },
            onDismiss: nil)
    }
}
