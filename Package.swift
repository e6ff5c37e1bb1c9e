// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "CursesUI",
    // Linux is where CursesUI is built and tested today. The minimum is Observation's; macOS is
    // not yet supported (see the README).
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "CursesUI", targets: ["CursesUI"]),
        .library(name: "CursesUICharts", targets: ["CursesUICharts"]),
        .executable(name: "counter", targets: ["counter"]),
        .executable(name: "toggle", targets: ["toggle"]),
        .executable(name: "environment", targets: ["environment"]),
        .executable(name: "dataflow", targets: ["dataflow"]),
        .executable(name: "tasks", targets: ["tasks"]),
        .executable(name: "monitor", targets: ["monitor"]),
        .executable(name: "gallery", targets: ["gallery"]),
        .executable(name: "tipcalculator", targets: ["tipcalculator"]),
        .library(name: "CursesUIPreviews", targets: ["CursesUIPreviews"]),
        .library(name: "CursesUISnapshotTesting", targets: ["CursesUISnapshotTesting"]),
        .executable(name: "previews", targets: ["previews"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Combine for `ObservableObject`, `@Published` and `onReceive` where Apple's does not exist.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `swift package generate-documentation` builds the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "CNcurses",
            path: "CNcurses",
            cSettings: [
                .define("NCURSES_WIDECHAR", to: "1"),
                .define("_XOPEN_SOURCE_EXTENDED", to: "1"),
                .define("_GNU_SOURCE", to: "1"),
            ],
            linkerSettings: [.linkedLibrary("ncursesw")]
        ),
        .macro(
            name: "CursesUIMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Sources/CursesUIMacros"
        ),
        // The lower floor: data, the graph, layout, rendering, the input model and the `Terminal`
        // protocol. It names no concrete view and cannot: it does not see CursesUI.
        .target(
            name: "CursesUICore",
            dependencies: [
                "CursesUIMacros", .product(name: "Logging", package: "swift-log"),
                // Not OpenCombineShim: its Foundation part links FoundationNetworking and libcurl.
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]
        ),
        // The upper floor: views, modifiers, controls, presentations, App/Scene and the ncurses
        // terminal; it re-exports the core, so users import only CursesUI.
        .target(
            name: "CursesUI",
            dependencies: [
                "CursesUICore", "CNcurses", "CursesUIMacros", .product(name: "Logging", package: "swift-log"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]
        ),
        .target(name: "CursesUICharts", dependencies: ["CursesUI"]),
        .target(name: "CursesUIPreviews", dependencies: ["CursesUI"]),
        .target(
            name: "CursesUISnapshotTesting",
            dependencies: ["CursesUI", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .target(name: "CounterDemo", dependencies: ["CursesUI"], path: "Demos/CounterDemo"),
        .executableTarget(name: "tipcalculator", dependencies: ["CursesUI"], path: "Demos/tipcalculator"),
        .executableTarget(name: "counter", dependencies: ["CounterDemo", "CursesUI"], path: "Demos/counter"),
        .target(name: "ToggleDemo", dependencies: ["CursesUI"], path: "Demos/ToggleDemo"),
        .executableTarget(name: "toggle", dependencies: ["ToggleDemo", "CursesUI"], path: "Demos/toggle"),
        .target(name: "EnvironmentDemo", dependencies: ["CursesUI"], path: "Demos/EnvironmentDemo"),
        .executableTarget(name: "environment", dependencies: ["EnvironmentDemo", "CursesUI"], path: "Demos/environment"),
        .executableTarget(
            name: "previews",
            dependencies: ["CursesUIPreviews", "CounterDemo", "ToggleDemo", "EnvironmentDemo", "TasksDemo"],
            path: "Demos/previews"
        ),
        .executableTarget(name: "dataflow", dependencies: ["CursesUI"], path: "Demos/dataflow"),
        // Not a demo: an app that traps in user code, for the end-to-end reliability tests.
        .executableTarget(name: "trap-probe", dependencies: ["CursesUI"], path: "Tests/Probes/TrapProbe"),
        // Not a demo: a text field and buttons, for the end-to-end tests of terminal input.
        .executableTarget(name: "input-probe", dependencies: ["CursesUI"], path: "Tests/Probes/InputProbe"),
        // Not a demo: a tutorial-style dashboard grid, for the end-to-end layout tests.
        .executableTarget(name: "dashboard-probe", dependencies: ["CursesUI"], path: "Tests/Probes/DashboardProbe"),
        // Not a demo: the list app of the per-key benchmark (Benchmarks/PerKey).
        .executableTarget(name: "list-probe", dependencies: ["CursesUI"], path: "Tests/Probes/ListProbe"),
        // Not a demo: a screen of cells that all differ, for the memory benchmark's worst case.
        .executableTarget(name: "fill-probe", dependencies: ["CursesUI"], path: "Tests/Probes/FillProbe"),
        // Not a demo: state changed by tasks, the main queue, timers and other threads, for the
        // end-to-end test of the run loop; Swift 5 mode, as much code that uses them is.
        .executableTarget(
            name: "async-probe",
            dependencies: ["CursesUI"],
            path: "Tests/Probes/AsyncProbe",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Not demos: tutorial-style apps (a to-do app with tabs, a master-detail browser) as
        // SwiftUI tutorials write them, only the import changed, for the end-to-end tests.
        .executableTarget(name: "todo-tabs", dependencies: ["CursesUI"], path: "Tests/Probes/TodoTabs"),
        .executableTarget(name: "master-detail", dependencies: ["CursesUI"], path: "Tests/Probes/MasterDetail"),
        .executableTarget(name: "focus-timer", dependencies: ["CursesUI"], path: "Tests/Probes/FocusTimer"),
        .target(name: "TasksDemo", dependencies: ["CursesUI"], path: "Demos/TasksDemo"),
        .executableTarget(
            name: "tasks",
            dependencies: ["TasksDemo", "CursesUI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Demos/tasks"
        ),
        .executableTarget(name: "monitor", dependencies: ["CursesUI", "CursesUICharts"], path: "Demos/monitor"),
        .executableTarget(name: "gallery", dependencies: ["CursesUI"], path: "Demos/gallery"),
        .testTarget(
            name: "CursesUITests",
            dependencies: [
                "CursesUI",
                "CursesUICore",
                "CounterDemo",
                "CursesUISnapshotTesting",
                .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "CursesUISwift5Tests",
            dependencies: ["CursesUI", "CursesUICharts"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "CursesUIChartsTests",
            dependencies: [
                "CursesUICharts", "CursesUI", "CursesUISnapshotTesting",
                .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["CursesUI"]),
        // Previews of every form in two modules (Swift 6 mode with main-actor default isolation, as
        // new Xcode projects have it, and Swift 5 mode), for the preview tests.
        .target(
            name: "PreviewFixturesA",
            dependencies: ["CursesUI"],
            path: "Tests/Fixtures/PreviewFixturesA",
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        .target(
            name: "PreviewFixturesB",
            dependencies: ["CursesUI"],
            path: "Tests/Fixtures/PreviewFixturesB",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "PreviewTests",
            dependencies: [
                "CursesUI", "CursesUIPreviews", "CursesUISnapshotTesting",
                "CounterDemo", "ToggleDemo", "EnvironmentDemo", "TasksDemo", "PreviewFixturesA", "PreviewFixturesB",
            ],
            exclude: ["__Snapshots__"]
        ),
        // The preview browser over the fixtures, for the end-to-end tests.
        .executableTarget(
            name: "preview-probe",
            dependencies: ["CursesUIPreviews", "PreviewFixturesA", "PreviewFixturesB"],
            path: "Tests/Probes/PreviewProbe"
        ),
        .testTarget(
            name: "CursesUIMacrosTests",
            dependencies: [
                "CursesUIMacros",
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]
        ),
    ]
)
