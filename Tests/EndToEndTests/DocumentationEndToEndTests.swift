import Foundation
import Testing

/// The DocC catalogs build against the modules `swift test` just compiled, with warnings as
/// errors: a broken symbol link, an undocumented topic, a missing snippet or a malformed article
/// fails the suite (and CI). The articles' code comes from `Snippets/`, which `SnippetEndToEndTests`
/// runs.
@Suite struct DocumentationEndToEndTests {
    @Test(arguments: ["CursesUI", "CursesUICharts"])
    func theCatalogBuildsWithoutWarnings(module: String) throws {
        let build = DemoApp.buildDirectory()
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("\(module)-docs-\(getpid())").path
        try FileManager.default.createDirectory(atPath: "\(work)/symbols", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let environment = ProcessInfo.processInfo.environment

        let extract = try ChildProcess.run(
            try Self.tool("swift-symbolgraph-extract"),
            arguments: ["-module-name", module, "-I", "\(build)/Modules",
                        "-Xcc", "-fmodule-map-file=\(build)/CNcurses.build/module.modulemap",
                        // OpenCombine's C helpers, which the module imports on Linux.
                        "-Xcc", "-fmodule-map-file=\(build)/COpenCombineHelpers.build/module.modulemap",
                        "-I", "\(package)/CNcurses/include", "-target", Self.targetTriple(of: build),
                        "-minimum-access-level", "public", "-output-dir", "\(work)/symbols",
                        // CursesUI re-exports the core: its symbols are documented as CursesUI's.
                        "-experimental-allowed-reexported-modules=CursesUICore"],
            stdin: .null, stdout: .null, environment: environment)
        #expect(extract.exitCode == 0, "swift-symbolgraph-extract failed: \(extract.errorText)")
        try Self.extractSnippets(of: package, into: "\(work)/symbols")

        let convert = try ChildProcess.run(
            try Self.tool("docc"),
            arguments: ["convert", "\(package)/Sources/\(module)/\(module).docc",
                        "--additional-symbol-graph-dir", "\(work)/symbols",
                        "--fallback-display-name", module, "--fallback-bundle-identifier", module,
                        "--output-path", "\(work)/\(module).doccarchive", "--warnings-as-errors"],
            stdin: .null, stdout: .capture, stderr: .null, environment: environment)
        // docc prints its diagnostics, with the lines they point at, on standard output.
        #expect(convert.exitCode == 0, "docc reported problems:\n\(String(decoding: convert.standardOutput, as: UTF8.self))")
    }

    /// Writes the symbol graph of the package's snippets, which the articles' `@Snippet` directives
    /// name, with the tool `swift package generate-documentation` uses: swift-docc-plugin's
    /// `snippet-extract`, built on first use in a build directory of its own (`swift test` holds
    /// the lock on the main one).
    private static func extractSnippets(of package: String, into directory: String) throws {
        let environment = ProcessInfo.processInfo.environment
        let scratch = "\(package)/.build/snippet-extract"
        let build = try ChildProcess.run(
            try tool("swift"),
            arguments: ["build", "--package-path", package, "--scratch-path", scratch, "--product", "snippet-extract"],
            stdin: .null, stdout: .null, environment: environment)
        guard build.exitCode == 0 else {
            throw EndToEndError(description: "building snippet-extract failed: \(build.errorText)")
        }
        let snippets = try FileManager.default.contentsOfDirectory(atPath: "\(package)/Snippets")
            .filter { $0.hasSuffix(".swift") }.sorted().map { "\(package)/Snippets/\($0)" }
        let extract = try ChildProcess.run(
            "\(scratch)/debug/snippet-extract",
            arguments: ["--output", "\(directory)/CursesUI-snippets.symbols.json", "--module-name", "CursesUI"] + snippets,
            stdin: .null, stdout: .null, environment: environment)
        guard extract.exitCode == 0 else {
            throw EndToEndError(description: "snippet-extract failed: \(extract.errorText)")
        }
    }

    /// A tool of the toolchain that runs the tests: beside `swift` on the `PATH`.
    private static func tool(_ name: String) throws -> String {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for directory in directories where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
            return "\(directory)/\(name)"
        }
        throw EndToEndError(description: "\(name) is not on the PATH; it comes with the Swift toolchain")
    }

    /// The target triple the build directory was built for (`.build/<triple>/debug`), else this
    /// machine's.
    private static func targetTriple(of build: String) -> String {
        let triple = ((build as NSString).deletingLastPathComponent as NSString).lastPathComponent
        if triple.hasSuffix("-linux-gnu") { return triple }
        var system = utsname()
        uname(&system)
        let machine = withUnsafeBytes(of: system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "\(machine)-unknown-linux-gnu"
    }
}
