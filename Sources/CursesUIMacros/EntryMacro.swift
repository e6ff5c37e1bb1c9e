import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry`: turns `var name: T = value` in an extension of `EnvironmentValues` into a computed
/// property backed by a private `EnvironmentKey` whose default is `value`.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var count: Int = 0
/// }
/// // expands to
/// extension EnvironmentValues {
///     var count: Int {
///         get { self[__Key_count.self] }
///         set { self[__Key_count.self] = newValue }
///     }
///     private struct __Key_count: CursesUI.EnvironmentKey {
///         static var defaultValue: Int { return 0 }
///     }
/// }
/// ```
///
/// The default is a computed static property: CursesUI reads it once per key type in each graph
/// and caches it there, so it is still made once per app, lazily, and a computed property holds no global state, so Swift 6
/// raises no concurrency diagnostic whether or not the type is `Sendable`.
///
/// Without a type annotation (`@Entry var store = Store()`) the macro cannot name the type, but
/// the compiler infers the property's type from the initializer. The key is then generic over its
/// value, and the accessors let the property's type choose it:
///
/// ```swift
/// var store = Store() {
///     get { self[__Key_store<_>.self] }
///     set { self[__Key_store<_>.self] = newValue }
/// }
/// private struct __Key_store<__Value>: CursesUI.EnvironmentKey {
///     static var defaultValue: __Value { return (Store()) as! __Value }
/// }
/// ```
///
/// The cast always succeeds: both the property and the key type-check the same expression with no
/// contextual type. A stored `nonisolated(unsafe) static let` could infer the type as well, but
/// warns that it is unnecessary for `Sendable` values and fails for main-actor-isolated
/// initializers in modules whose default isolation is the main actor; this expansion has neither
/// problem.
public struct EntryMacro {}

extension EntryMacro: AccessorMacro {
    /// The property's getter and setter, which read and write the generated key.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let entry = EntryDeclaration(declaration, attribute: node, in: context, diagnose: true) else {
            return []
        }
        let key = entry.type == nil ? "\(entry.keyName)<_>" : entry.keyName
        return [
            "get { self[\(raw: key).self] }",
            "set { self[\(raw: key).self] = newValue }",
        ]
    }
}

extension EntryMacro: PeerMacro {
    /// The private key type that holds the default value.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // The accessor role reports misuse of a property; reporting it here too would show each
        // error twice.
        guard let entry = EntryDeclaration(declaration, attribute: node, in: context, diagnose: false) else {
            return []
        }
        if let type = entry.type {
            let value = entry.initializer ?? "nil"
            return [
                """
                private struct \(raw: entry.keyName): CursesUI.EnvironmentKey {
                    static var defaultValue: \(type) { return \(value) }
                }
                """
            ]
        }
        // `EntryDeclaration` guarantees an initializer where there is no type annotation.
        let value = entry.initializer ?? "nil"
        return [
            """
            private struct \(raw: entry.keyName)<__Value>: CursesUI.EnvironmentKey {
                static var defaultValue: __Value { return (\(value)) as! __Value }
            }
            """
        ]
    }
}

/// The property `@Entry` is attached to, once checked.
struct EntryDeclaration {
    /// The property's name without backticks.
    var name: String
    /// The annotated type, if any.
    var type: TypeSyntax?
    /// The default value, if any; `nil` only for an optional type.
    var initializer: ExprSyntax?

    var keyName: String { "__Key_\(name)" }

    /// Reads the property, or reports why `@Entry` cannot apply to it (when `diagnose` is set)
    /// and returns `nil`.
    init?(
        _ declaration: some DeclSyntaxProtocol,
        attribute: AttributeSyntax,
        in context: some MacroExpansionContext,
        diagnose: Bool
    ) {
        func fail(_ node: some SyntaxProtocol, _ message: EntryDiagnostic, fixIts: [FixIt] = []) {
            if diagnose {
                context.diagnose(Diagnostic(node: Syntax(node), message: message, fixIts: fixIts))
            }
        }
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            // Only the peer role runs on a declaration that is not a property, so it reports this.
            if !diagnose {
                context.diagnose(Diagnostic(node: Syntax(attribute), message: EntryDiagnostic.notAProperty))
            }
            return nil
        }
        guard Self.isInEnvironmentValuesExtension(context.lexicalContext) else {
            fail(attribute, .notInEnvironmentValues)
            return nil
        }
        if variable.bindingSpecifier.tokenKind == .keyword(.let) {
            let fixIt = FixIt(
                message: EntryFixIt.useVar,
                changes: [.replace(
                    oldNode: Syntax(variable.bindingSpecifier),
                    newNode: Syntax(variable.bindingSpecifier.with(\.tokenKind, .keyword(.var)))
                )]
            )
            fail(variable.bindingSpecifier, .letProperty, fixIts: [fixIt])
            return nil
        }
        if let modifier = variable.modifiers.first(where: {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }) {
            let fixIt = FixIt(
                message: EntryFixIt.removeStatic(modifier.name.text),
                changes: [.replace(
                    oldNode: Syntax(variable.modifiers),
                    newNode: Syntax(variable.modifiers.filter { $0.id != modifier.id })
                )]
            )
            fail(modifier, .staticProperty(modifier.name.text), fixIts: [fixIt])
            return nil
        }
        guard variable.bindings.count == 1, let binding = variable.bindings.first else {
            fail(variable.bindings, .multipleBindings)
            return nil
        }
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
            fail(binding.pattern, .notASimpleName)
            return nil
        }
        if let accessors = binding.accessorBlock {
            fail(accessors, .computedProperty)
            return nil
        }
        let type = binding.typeAnnotation?.type.trimmed
        let initializer = binding.initializer?.value.trimmed
        if initializer == nil {
            guard let type else {
                fail(pattern, .noTypeOrDefault)
                return nil
            }
            guard Self.isOptional(type) else {
                fail(pattern, .noDefaultValue)
                return nil
            }
        }
        var name = pattern.identifier.text
        if name.count > 2, name.hasPrefix("`"), name.hasSuffix("`") {
            name = String(name.dropFirst().dropLast())
        }
        self.name = name
        self.type = type
        self.initializer = initializer
    }

    /// Whether the declaration around the property is an extension of `EnvironmentValues`.
    /// A compiler that provides no lexical context is given the benefit of the doubt.
    static func isInEnvironmentValuesExtension(_ lexicalContext: [Syntax]) -> Bool {
        guard let innermost = lexicalContext.first else { return true }
        guard let extensionDecl = innermost.as(ExtensionDeclSyntax.self) else { return false }
        let extended = extensionDecl.extendedType
        if let identifier = extended.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == "EnvironmentValues"
        }
        if let member = extended.as(MemberTypeSyntax.self) {
            return member.name.text == "EnvironmentValues"
        }
        return false
    }

    /// `T?`, `T!`, `Optional<T>` and `Swift.Optional<T>`, which default to `nil`.
    static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return true
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == "Optional" && identifier.genericArgumentClause != nil
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.baseType.trimmedDescription == "Swift" && member.name.text == "Optional"
                && member.genericArgumentClause != nil
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return isOptional(attributed.baseType)
        }
        return false
    }
}

/// A misuse of `@Entry`.
enum EntryDiagnostic: DiagnosticMessage {
    case notAProperty
    case notInEnvironmentValues
    case letProperty
    case staticProperty(String)
    case multipleBindings
    case notASimpleName
    case computedProperty
    case noDefaultValue
    case noTypeOrDefault

    var message: String {
        switch self {
        case .notAProperty:
            "'@Entry' can only be attached to a 'var' property"
        case .notInEnvironmentValues:
            "'@Entry' can only be used on a property in an extension of 'EnvironmentValues'"
        case .letProperty:
            "'@Entry' requires 'var': an environment value can be overridden with '.environment(_:_:)'"
        case .staticProperty(let keyword):
            "'@Entry' cannot be used on a '\(keyword)' property: an environment value belongs to each 'EnvironmentValues'"
        case .multipleBindings:
            "'@Entry' can only be attached to one property at a time; declare each in its own 'var'"
        case .notASimpleName:
            "'@Entry' requires a property with a simple name, not a tuple pattern"
        case .computedProperty:
            "'@Entry' cannot be used on a computed property or one with observers; give it a default value instead ('@Entry var name: Type = value')"
        case .noDefaultValue:
            "'@Entry' requires a default value ('= value') unless the type is optional"
        case .noTypeOrDefault:
            "'@Entry' requires a default value ('= value')"
        }
    }

    var diagnosticID: MessageID {
        let id = switch self {
        case .notAProperty: "notAProperty"
        case .notInEnvironmentValues: "notInEnvironmentValues"
        case .letProperty: "letProperty"
        case .staticProperty: "staticProperty"
        case .multipleBindings: "multipleBindings"
        case .notASimpleName: "notASimpleName"
        case .computedProperty: "computedProperty"
        case .noDefaultValue: "noDefaultValue"
        case .noTypeOrDefault: "noTypeOrDefault"
        }
        return MessageID(domain: "CursesUIMacros.Entry", id: id)
    }

    var severity: DiagnosticSeverity { .error }
}

/// A correction `@Entry` offers with its diagnostics.
enum EntryFixIt: FixItMessage {
    case useVar
    case removeStatic(String)

    var message: String {
        switch self {
        case .useVar: "Replace 'let' with 'var'"
        case .removeStatic(let keyword): "Remove '\(keyword)'"
        }
    }

    var fixItID: MessageID {
        switch self {
        case .useVar: MessageID(domain: "CursesUIMacros.Entry", id: "useVar")
        case .removeStatic: MessageID(domain: "CursesUIMacros.Entry", id: "removeStatic")
        }
    }
}
