import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: turns a preview's body into a view type and a record that CursesUI finds at run
/// time, with no registration.
///
/// ```swift
/// #Preview("Counter", traits: .fixedLayout(width: 30, height: 5)) {
///     @Previewable @State var count = 0
///     Button("Count: \(count)") { count += 1 }
/// }
/// // expands to
/// @MainActor @preconcurrency
/// private struct $s…Preview…: CursesUI.View {
///     @State var count = 0
///     var body: some CursesUI.View {
///         Button("Count: \(count)") { count += 1 }
///     }
///     @section("swift5_tests") @used
///     nonisolated static let __record: CursesUI.__PreviewRecord = (
///         0x70726576, 0,
///         { CursesUI.__PreviewRecordContent.store(CursesUI.Preview("Counter", traits: [.fixedLayout(width: 30, height: 5)],
///               fileID: "App/Counter.swift", line: 1) { $s…Preview…() }, at: $0) },
///         0, 0)
/// }
/// ```
///
/// The `@Previewable` declarations become the view's stored properties, so their state lives as
/// long as the preview is shown; every other statement becomes its `body`, a view builder.
///
/// The record goes in the section where Swift Testing keeps its test records, under a kind of its
/// own ('prev'), which Swift Testing skips: the Swift runtime already collects that section from
/// every image it loads, so `Preview.all` finds the previews of every module linked into the
/// process. Placing data in a section needs `@section` and `@used` (Swift 6.3); with an older
/// compiler the preview compiles but is not found.
public struct PreviewMacro: DeclarationMacro {
    /// The view type and the record.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard context.lexicalContext.isEmpty else {
            context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.notAtFileScope))
            return []
        }
        guard let closure = node.trailingClosure
            ?? node.arguments.last(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self)
        else {
            context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.noBody))
            return []
        }

        var name: ExprSyntax = "nil"
        var traits: [ExprSyntax] = []
        for argument in node.arguments where argument.label?.text != "body" {
            switch argument.label?.text {
            case nil where traits.isEmpty && argument == node.arguments.first:
                name = argument.expression.trimmed
            default:
                traits.append(argument.expression.trimmed)
            }
        }

        var members: [DeclSyntax] = []
        var statements: [CodeBlockItemSyntax] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                members.append(DeclSyntax(Self.withoutPreviewable(variable)))
            } else {
                statements.append(item.trimmed)
            }
        }

        let viewName = context.makeUniqueName("Preview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file ?? "#fileID"
        let line = location?.line ?? "#line"
        let body = CodeBlockItemListSyntax(statements.map { $0.with(\.leadingTrivia, .newline) })
        let memberList = members.map { "\($0.trimmed)\n" }.joined()
        let traitList = traits.map(\.description).joined(separator: ", ")

        // The record is a static member of the view so that it is a global even in a
        // main.swift of top-level code, where a file-scope `let` would be a local variable.
        let view: DeclSyntax = """
            @MainActor @preconcurrency
            private struct \(viewName): CursesUI.View {
            \(raw: memberList)var body: some CursesUI.View {\(body)
            }
            #if compiler(>=6.3)
            #if objectFormat(MachO)
            @section("__DATA_CONST,__swift5_tests")
            #elseif objectFormat(COFF)
            @section(".sw5test$B")
            #else
            @section("swift5_tests")
            #endif
            @used
            #endif
            nonisolated static let __record: CursesUI.__PreviewRecord = (
                0x70726576, /* 'prev' */
                0,
                { CursesUI.__PreviewRecordContent.store(CursesUI.Preview(\(name), traits: [\(raw: traitList)], fileID: \(file), line: \(line)) { \(viewName)() }, at: $0) },
                0,
                0
            )
            }
            """
        return [view]
    }

    /// Whether an attribute is `@Previewable`.
    static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        return attribute.attributeName.trimmedDescription == "Previewable"
    }

    /// The declaration without its `@Previewable` attribute, as a stored property of the view.
    static func withoutPreviewable(_ variable: VariableDeclSyntax) -> VariableDeclSyntax {
        let attributes = variable.attributes.filter { !isPreviewable($0) }
        return variable.with(\.attributes, AttributeListSyntax(attributes.map { $0.trimmed.with(\.trailingTrivia, .space) }))
            .trimmed
    }
}

/// `@Previewable`: marks a declaration in a `#Preview` body as the preview's own state. It expands
/// to nothing; `#Preview` moves the declaration into the view it generates.
public struct PreviewableMacro: PeerMacro {
    /// No peers: `#Preview` does the work.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// A misuse of `#Preview`.
enum PreviewDiagnostic: String, DiagnosticMessage {
    case notAtFileScope
    case noBody

    var message: String {
        switch self {
        case .notAtFileScope:
            "'#Preview' can only be used at file scope, outside any type or function"
        case .noBody:
            "'#Preview' requires a body: '#Preview { MyView() }'"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "CursesUIMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
