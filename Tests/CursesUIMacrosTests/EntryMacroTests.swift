import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest
import CursesUIMacros

private let macros: [String: Macro.Type] = ["Entry": EntryMacro.self]

/// How `@Entry` expands each form of property, and how it reports misuse.
final class EntryMacroTests: XCTestCase {
    // MARK: - Forms

    func testTypedPropertyWithDefault() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var count: Int = 0
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var count: Int {
                    get {
                        self[__Key_count.self]
                    }
                    set {
                        self[__Key_count.self] = newValue
                    }
                }

                private struct __Key_count: CursesUI.EnvironmentKey {
                    static var defaultValue: Int {
                        return 0
                    }
                }
            }
            """,
            macros: macros
        )
    }

    func testOptionalWithoutDefaultIsNil() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var counter: Counter?
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var counter: Counter? {
                    get {
                        self[__Key_counter.self]
                    }
                    set {
                        self[__Key_counter.self] = newValue
                    }
                }

                private struct __Key_counter: CursesUI.EnvironmentKey {
                    static var defaultValue: Counter? {
                        return nil
                    }
                }
            }
            """,
            macros: macros
        )
    }

    func testOtherSpellingsOfOptionalDefaultToNil() {
        for type in ["Optional<Int>", "Swift.Optional<Int>", "Int!", "(() -> Void)?"] {
            assertMacroExpansion(
                """
                extension EnvironmentValues {
                    @Entry var value: \(type)
                }
                """,
                expandedSource: """
                extension EnvironmentValues {
                    var value: \(type) {
                        get {
                            self[__Key_value.self]
                        }
                        set {
                            self[__Key_value.self] = newValue
                        }
                    }

                    private struct __Key_value: CursesUI.EnvironmentKey {
                        static var defaultValue: \(type) {
                            return nil
                        }
                    }
                }
                """,
                macros: macros
            )
        }
    }

    func testUnderscoredOptionalWithExplicitNil() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var _counter: Counter? = nil
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var _counter: Counter? {
                    get {
                        self[__Key__counter.self]
                    }
                    set {
                        self[__Key__counter.self] = newValue
                    }
                }

                private struct __Key__counter: CursesUI.EnvironmentKey {
                    static var defaultValue: Counter? {
                        return nil
                    }
                }
            }
            """,
            macros: macros
        )
    }

    /// Without a type annotation the key is generic and the property's inferred type picks it.
    func testInferredTypeUsesAGenericKey() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var store = Store()
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var store {
                    get {
                        self[__Key_store<_>.self]
                    }
                    set {
                        self[__Key_store<_>.self] = newValue
                    }
                }

                private struct __Key_store<__Value>: CursesUI.EnvironmentKey {
                    static var defaultValue: __Value {
                        return (Store()) as! __Value
                    }
                }
            }
            """,
            macros: macros
        )
    }

    func testImplicitMemberDefault() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var binding: Binding<Int> = .constant(0)
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var binding: Binding<Int> {
                    get {
                        self[__Key_binding.self]
                    }
                    set {
                        self[__Key_binding.self] = newValue
                    }
                }

                private struct __Key_binding: CursesUI.EnvironmentKey {
                    static var defaultValue: Binding<Int> {
                        return .constant(0)
                    }
                }
            }
            """,
            macros: macros
        )
    }

    func testClosureDefault() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var onSave: () -> Void = {}
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var onSave: () -> Void {
                    get {
                        self[__Key_onSave.self]
                    }
                    set {
                        self[__Key_onSave.self] = newValue
                    }
                }

                private struct __Key_onSave: CursesUI.EnvironmentKey {
                    static var defaultValue: () -> Void {
                        return {
                        }
                    }
                }
            }
            """,
            macros: macros
        )
    }

    /// The property keeps its access level; the key stays private, since only the accessors use it.
    func testAccessLevelsStayOnThePropertyAndTheKeyIsPrivate() {
        for level in ["public", "private", "fileprivate", "internal", "package"] {
            assertMacroExpansion(
                """
                extension EnvironmentValues {
                    @Entry \(level) var level: Int = 1
                }
                """,
                expandedSource: """
                extension EnvironmentValues {
                    \(level) var level: Int {
                        get {
                            self[__Key_level.self]
                        }
                        set {
                            self[__Key_level.self] = newValue
                        }
                    }

                    private struct __Key_level: CursesUI.EnvironmentKey {
                        static var defaultValue: Int {
                            return 1
                        }
                    }
                }
                """,
                macros: macros
            )
        }
    }

    func testPrivateExtension() {
        assertMacroExpansion(
            """
            private extension EnvironmentValues {
                @Entry var secret: String = "s"
            }
            """,
            expandedSource: """
            private extension EnvironmentValues {
                var secret: String {
                    get {
                        self[__Key_secret.self]
                    }
                    set {
                        self[__Key_secret.self] = newValue
                    }
                }

                private struct __Key_secret: CursesUI.EnvironmentKey {
                    static var defaultValue: String {
                        return "s"
                    }
                }
            }
            """,
            macros: macros
        )
    }

    func testQualifiedExtensionAndBacktickedName() {
        assertMacroExpansion(
            """
            extension CursesUI.EnvironmentValues {
                @Entry var `default`: Int = 2
            }
            """,
            expandedSource: """
            extension CursesUI.EnvironmentValues {
                var `default`: Int {
                    get {
                        self[__Key_default.self]
                    }
                    set {
                        self[__Key_default.self] = newValue
                    }
                }

                private struct __Key_default: CursesUI.EnvironmentKey {
                    static var defaultValue: Int {
                        return 2
                    }
                }
            }
            """,
            macros: macros
        )
    }

    // MARK: - Diagnostics

    func testLetIsAnErrorWithAFixIt() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry let count: Int = 0
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                let count: Int = 0
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' requires 'var': an environment value can be overridden with '.environment(_:_:)'",
                    line: 2, column: 12,
                    fixIts: [FixItSpec(message: "Replace 'let' with 'var'")]
                ),
            ],
            macros: macros,
            applyFixIts: ["Replace 'let' with 'var'"],
            fixedSource: """
            extension EnvironmentValues {
                @Entry var count: Int = 0
            }
            """
        )
    }

    func testNonOptionalWithoutDefaultIsAnError() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var count: Int
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var count: Int
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' requires a default value ('= value') unless the type is optional",
                    line: 2, column: 16
                ),
            ],
            macros: macros
        )
    }

    func testComputedPropertyIsAnError() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var count: Int { 1 }
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var count: Int { 1 }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' cannot be used on a computed property or one with observers; give it a default value instead ('@Entry var name: Type = value')",
                    line: 2, column: 27
                ),
            ],
            macros: macros
        )
    }

    func testObserversAreAnError() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var count: Int = 0 { didSet {} }
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var count: Int = 0 { didSet {} }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' cannot be used on a computed property or one with observers; give it a default value instead ('@Entry var name: Type = value')",
                    line: 2, column: 31
                ),
            ],
            macros: macros
        )
    }

    func testStaticPropertyIsAnErrorWithAFixIt() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry static var count: Int = 0
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                static var count: Int = 0
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' cannot be used on a 'static' property: an environment value belongs to each 'EnvironmentValues'",
                    line: 2, column: 12,
                    fixIts: [FixItSpec(message: "Remove 'static'")]
                ),
            ],
            macros: macros,
            applyFixIts: ["Remove 'static'"],
            fixedSource: """
            extension EnvironmentValues {
                @Entry var count: Int = 0
            }
            """
        )
    }

    func testMissingTypeAndDefaultIsAnError() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var count
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var count
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'@Entry' requires a default value ('= value')", line: 2, column: 16),
            ],
            macros: macros
        )
    }

    func testSeveralBindingsAreAnError() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var a = 1, b = 2
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var a = 1, b = 2
            }
            """,
            diagnostics: [
                // The compiler rejects this before expanding; `@Entry` reports it too if it is ever
                // asked to expand such a declaration.
                DiagnosticSpec(message: "accessor macro can only be applied to a single variable", line: 2, column: 5),
                DiagnosticSpec(message: "peer macro can only be applied to a single variable", line: 2, column: 5),
            ],
            macros: macros
        )
    }

    func testTuplePatternIsAnError() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var (a, b) = (1, 2)
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var (a, b) = (1, 2)
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' requires a property with a simple name, not a tuple pattern",
                    line: 2, column: 16
                ),
            ],
            macros: macros
        )
    }

    func testOutsideEnvironmentValuesIsAnError() {
        assertMacroExpansion(
            """
            struct Settings {
                @Entry var count: Int = 0
            }
            """,
            expandedSource: """
            struct Settings {
                var count: Int = 0
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' can only be used on a property in an extension of 'EnvironmentValues'",
                    line: 2, column: 5
                ),
            ],
            macros: macros
        )
    }

    func testNonPropertyIsAnError() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry func count() -> Int { 0 }
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                func count() -> Int { 0 }
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'@Entry' can only be attached to a 'var' property", line: 2, column: 5),
            ],
            macros: macros
        )
    }
}
