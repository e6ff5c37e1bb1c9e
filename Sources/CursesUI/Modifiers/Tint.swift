extension View {
    /// Sets the accent color of this view and those below: links and gauges draw in it, and so
    /// does any view that reads ``ColorSystem/accent``.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }

    /// Sets the accent color of this view and those below, as `tint(_:)` does.
    public func accentColor(_ accentColor: Color?) -> some View {
        environment(\.tint, accentColor)
    }

    /// Sets the color scheme of this view and everything below it. SwiftUI applies it to the
    /// whole window; attach it to the root view (in `WindowGroup`), as is usual, for the same
    /// effect. `nil` keeps the scheme from above.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { scheme in
            if let colorScheme { scheme = colorScheme }
        }
    }
}
