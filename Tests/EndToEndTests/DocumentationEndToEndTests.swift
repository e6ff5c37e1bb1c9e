import Foundation
import Testing

/// The DocC catalogs build against the modules `swift test` just compiled, with warnings as
/// errors: a broken symbol link, an undocumented topic or a malformed article fails the suite (and CI).
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
