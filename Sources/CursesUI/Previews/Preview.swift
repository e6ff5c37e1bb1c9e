@_spi(CursesUICore) import CursesUICore
/// A preview declared with `#Preview` or a `PreviewProvider`, found at run time: what it is
/// called, where it is declared, and how to make its view.
///
/// ```swift
/// for preview in Preview.all {
///     print(preview.id)          // "Counter/Counter.swift:12", "Counter/Wide"
/// }
/// ```
public struct Preview: Sendable, Identifiable {
    /// The kinds of trait a view preview can have, such as `.fixedLayout(width:height:)`.
    public enum ViewTraits: Sendable {}

    /// The size a preview asks for.
    enum Layout: Equatable, Sendable {
        /// The whole terminal.
        case device
        /// A terminal of this many columns and rows.
        case fixed(width: Int, height: Int)
    }

    /// The name given to `#Preview("Name")`, the type's name for a `PreviewProvider`, or `nil`.
    public let name: String?
    /// The module that declares the preview.
    public let module: String
    /// The file that declares the preview, as `#fileID` writes it ("Module/File.swift"); `nil`
    /// for a `PreviewProvider`, whose location the runtime does not record.
    public let fileID: String?
    /// The line of `#Preview`; `nil` for a `PreviewProvider`.
    public let line: Int?
    /// The terminal size the preview's traits ask for (columns, rows), or `nil` for the whole
    /// terminal.
    public let size: (width: Int, height: Int)?
    private let makeContent: @MainActor @Sendable () -> AnyView

    /// How the preview is named on the command line: "Module/Name" when it has a name,
    /// "Module/File.swift:line" when it has none.
    public var id: String {
        if let name { return "\(module)/\(name)" }
        return "\(fileID ?? module):\(line ?? 0)"
    }

    /// Creates a preview; `#Preview` calls this.
    ///
    /// - Warning: An implementation detail of `#Preview`; declare previews with the macro.
    public init<Content: View>(
        _ name: String?,
        traits: [PreviewTrait<ViewTraits>],
        fileID: String,
        line: Int,
        body: @escaping @MainActor @Sendable () -> Content
    ) {
        self.name = name
        self.module = String(fileID.prefix { $0 != "/" })
        self.fileID = fileID
        self.line = line
        self.size = Self.size(of: traits)
        makeContent = { AnyView(body()) }
    }

    /// The preview of a `PreviewProvider`, named after its type.
    init<Provider: PreviewProvider>(provider: Provider.Type) {
        let qualified = String(reflecting: provider)
        let module = String(qualified.prefix { $0 != "." })
        name = String(qualified.dropFirst(module.count + 1))
        self.module = module
        fileID = nil
        line = nil
        size = nil
        makeContent = { AnyView(Provider.previews) }
    }

    /// A new instance of the preview's view, with fresh `@Previewable` state.
    @MainActor
    public func makeView() -> AnyView {
        makeContent()
    }

    /// Every preview in every module linked into the process, by module, file and line
    /// (`PreviewProvider`s after a module's `#Preview`s, by name).
    ///
    /// Discovery reads the records `#Preview` leaves in the binary and the conformances to
    /// `PreviewProvider`, as Swift Testing finds tests; it needs Swift 6.3 and an ELF platform
    /// (Linux, FreeBSD, Android) and finds nothing elsewhere. An optimized build drops internal
    /// types that no code uses, so it finds `PreviewProvider`s in debug builds only.
    public static var all: [Preview] {
        (PreviewDiscovery.macroPreviews() + PreviewDiscovery.providerPreviews()).sorted { a, b in
            (a.module, a.fileID == nil ? 1 : 0, a.fileID ?? "", a.line ?? 0, a.name ?? "")
                < (b.module, b.fileID == nil ? 1 : 0, b.fileID ?? "", b.line ?? 0, b.name ?? "")
        }
    }

    private static func size(of traits: [PreviewTrait<ViewTraits>]) -> (width: Int, height: Int)? {
        var size: (width: Int, height: Int)?
        for trait in traits {
            switch trait.layout {
            case .device: size = nil
            case .fixed(let width, let height): size = (width, height)
            }
        }
        return size
    }
}
