@_spi(CursesUICore) import CursesUICore
/// A characteristic of a preview, such as the terminal size it is shown at.
///
/// A preview's traits are its own: `Preview.ViewTraits` are the ones for view previews.
public struct PreviewTrait<T>: Sendable {
    let layout: Preview.Layout
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Shows the preview on a terminal of this many columns and rows: the browser opens it at that
    /// size and `--render` renders it at that size unless told otherwise.
    public static func fixedLayout(width: Int, height: Int) -> PreviewTrait {
        PreviewTrait(layout: .fixed(width: max(1, width), height: max(1, height)))
    }

    /// Shows the preview on the whole terminal (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .device) }

    /// Accepted for SwiftUI code; a terminal cannot shrink to fit its content, so the preview is
    /// shown on the whole terminal and `--render` drops the trailing blank rows and columns.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .device) }
}
