import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides CursesUI's macros.
@main
struct CursesUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [EntryMacro.self, PreviewMacro.self, PreviewableMacro.self]
}
