import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest
import CursesUIMacros

private let macros: [String: Macro.Type] = ["Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self]

/// How `#Preview` expands into a view type and a discoverable record, and how it reports misuse.
final class PreviewMacroTests: XCTestCase {
    func testPreviewableStateBecomesTheViewsStateAndTheRestItsBody() {
        assertMacroExpansion(
            """
            #Preview("Counter", traits: .fixedLayout(width: 30, height: 5)) {
                @Previewable @State var count = 0
                Text("\\(count)")
                Button("More") { count += 1 }
            }
            """,
            expandedSource: #"""
            @MainActor @preconcurrency
            private struct __macro_local_7PreviewfMu_: CursesUI.View {
                @State var count = 0
                var body: some CursesUI.View {
                    Text("\(count)")
                    Button("More") {
                        count += 1
                    }
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
                    {
                        CursesUI.__PreviewRecordContent.store(CursesUI.Preview("Counter", traits: [.fixedLayout(width: 30, height: 5)], fileID: "TestModule/test.swift", line: 1) {
                                __macro_local_7PreviewfMu_()
                            }, at: $0)
                    },
                    0,
                    0
                )
            }
            """#,
            macros: macros
        )
    }

    func testUnnamedPreviewWithSeveralTraitsKeepsThemInOrder() {
        assertMacroExpansion(
            """
            #Preview(traits: .defaultLayout, .fixedLayout(width: 10, height: 2)) {
                Text("A")
            }
            """,
            expandedSource: #"""
            @MainActor @preconcurrency
            private struct __macro_local_7PreviewfMu_: CursesUI.View {
                var body: some CursesUI.View {
                    Text("A")
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
                    {
                        CursesUI.__PreviewRecordContent.store(CursesUI.Preview(nil, traits: [.defaultLayout, .fixedLayout(width: 10, height: 2)], fileID: "TestModule/test.swift", line: 1) {
                                __macro_local_7PreviewfMu_()
                            }, at: $0)
                    },
                    0,
                    0
                )
            }
            """#,
            macros: macros
        )
    }

    func testALabeledBodyIsTheBody() {
        assertMacroExpansion(
            """
            #Preview("Labeled", body: { Text("A") })
            """,
            expandedSource: #"""
            @MainActor @preconcurrency
            private struct __macro_local_7PreviewfMu_: CursesUI.View {
                var body: some CursesUI.View {
                    Text("A")
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
                    {
                        CursesUI.__PreviewRecordContent.store(CursesUI.Preview("Labeled", traits: [], fileID: "TestModule/test.swift", line: 1) {
                                __macro_local_7PreviewfMu_()
                            }, at: $0)
                    },
                    0,
                    0
                )
            }
            """#,
            macros: macros
        )
    }

    func testInsideATypeIsAnError() {
        assertMacroExpansion(
            """
            struct Screen {
                #Preview { Text("A") }
            }
            """,
            expandedSource: """
            struct Screen {
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'#Preview' can only be used at file scope, outside any type or function", line: 2, column: 5)
            ],
            macros: macros
        )
    }

    func testPreviewableExpandsToNothing() {
        assertMacroExpansion(
            """
            @Previewable @State var count = 0
            """,
            expandedSource: """
            @State var count = 0
            """,
            macros: macros
        )
    }
}
