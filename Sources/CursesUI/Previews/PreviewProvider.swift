@_spi(CursesUICore) import CursesUICore
/// A type that produces previews, the form SwiftUI used before `#Preview`:
///
/// ```swift
/// struct CounterView_Previews: PreviewProvider {
///     static var previews: some View {
///         CounterView()
///     }
/// }
/// ```
///
/// `Preview.all` finds every conforming type linked into the process, so no registration is
/// needed. Several views in `previews` stack vertically in one preview, named after the type.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of view the previews are made of.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}
