import Foundation
import Testing

/// The two floors of the house (DESIGN.md §2): CursesUICore knows no concrete view.
///
/// The build enforces most of it: the core target does not depend on CursesUI, so its code
/// cannot use a CursesUI type. These checks cover what the build cannot see: a core type that
/// shadows a CursesUI one by name, and an import that would turn the dependency around.
@Suite struct LayeringTests {
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    @Test func theCoreNamesNoTypeOfCursesUI() throws {
        let upper = try Self.swiftFiles(in: "CursesUI")
        var names: Set<String> = []
        for file in upper { names.formUnion(Self.topLevelTypeNames(in: try String(contentsOf: file, encoding: .utf8))) }
        #expect(names.contains("Text") && names.contains("ControlNode") && names.contains("PresentationNode"))

        var found: [String] = []
        for file in try Self.swiftFiles(in: "CursesUICore") {
            let code = Self.code(of: try String(contentsOf: file, encoding: .utf8))
            for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = Self.identifiers(in: line)
                for word in words where names.contains(word) {
                    found.append("\(file.lastPathComponent):\(index + 1) names \(word)")
                }
                if words.contains("import"), words.contains("CursesUI") || words.contains("CNcurses") {
                    found.append("\(file.lastPathComponent):\(index + 1) imports an upper module")
                }
            }
        }
        #expect(found.isEmpty, "the core names CursesUI's types:\n\(found.joined(separator: "\n"))")
    }

    @Test func theCheckSeesANameInCodeButNotInComments() {
        let names = Self.topLevelTypeNames(in: "@MainActor\nfinal class ControlNode: Node {}\nstruct Inner {}")
        #expect(names == ["ControlNode", "Inner"])
        let code = Self.code(of: "/// A `ControlNode` here.\nlet x = \"ControlNode\" // ControlNode\n/* ControlNode */ let y: ControlNode")
        #expect(Self.identifiers(in: Substring(code)).filter { $0 == "ControlNode" }.count == 1)
    }

    // MARK: Reading Swift, roughly

    private static func swiftFiles(in target: String) throws -> [URL] {
        let root = sources.appendingPathComponent(target)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// Types declared at the top level of a file (a nested `Key` or `Storage` is no one's name).
    private static func topLevelTypeNames(in source: String) -> Set<String> {
        var names: Set<String> = []
        let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        let modifiers: Set<Substring> = ["public", "package", "internal", "private", "fileprivate", "final", "open", "indirect", "nonisolated"]
        for line in code(of: source).split(separator: "\n") where !line.hasPrefix(" ") && !line.hasPrefix("\t") {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" || $0 == "{" })[...]
            while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words = words.dropFirst() }
            guard let keyword = words.first, keywords.contains(keyword), words.count > 1 else { continue }
            names.insert(String(words[words.startIndex + 1]))
        }
        return names
    }

    /// The source without comments and string literals.
    private static func code(of source: String) -> String {
        var result = ""
        var index = source.startIndex
        func starts(_ prefix: String) -> Bool { source[index...].hasPrefix(prefix) }
        while index < source.endIndex {
            if starts("//") {
                index = source[index...].firstIndex(of: "\n") ?? source.endIndex
            } else if starts("/*") {
                index = source[index...].range(of: "*/")?.upperBound ?? source.endIndex
            } else if starts("\"") {
                let quote = starts("\"\"\"") ? "\"\"\"" : "\""
                var end = source.index(index, offsetBy: quote.count)
                while end < source.endIndex, !source[end...].hasPrefix(quote) {
                    end = source.index(end, offsetBy: source[end] == "\\" ? 2 : 1, limitedBy: source.endIndex) ?? source.endIndex
                }
                result += "\"\""
                index = source.index(end, offsetBy: quote.count, limitedBy: source.endIndex) ?? source.endIndex
            } else {
                result.append(source[index])
                index = source.index(after: index)
            }
        }
        return result
    }

    private static func identifiers(in line: Substring) -> [String] {
        line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    }
}
