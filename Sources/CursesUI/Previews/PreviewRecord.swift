@_spi(CursesUICore) import CursesUICore
/// The record `#Preview` places in the test content section: the layout Swift Testing defines
/// for that section (kind, reserved, accessor, context, reserved), so both can share it.
///
/// - Warning: An implementation detail of `#Preview`; do not use it directly.
public typealias __PreviewRecord = (
    kind: UInt32,
    reserved1: UInt32,
    accessor: @convention(c) (UnsafeMutableRawPointer) -> Void,
    context: UInt,
    reserved2: UInt
)

/// Moves a preview into the memory a record's accessor is given.
///
/// - Warning: An implementation detail of `#Preview`; do not use it directly.
public enum __PreviewRecordContent {
    /// The record kind of previews, 'prev' as a four-character code.
    static let kind: UInt32 = 0x7072_6576

    /// Initializes `memory`, uninitialized storage for one `Preview`, with `preview`.
    public static func store(_ preview: Preview, at memory: UnsafeMutableRawPointer) {
        memory.initializeMemory(as: Preview.self, repeating: preview, count: 1)
    }
}
