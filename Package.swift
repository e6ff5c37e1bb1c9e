// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CursesUI",
    products: [
        .library(name: "CursesUI", targets: ["CursesUI"]),
        .executable(name: "counter", targets: ["counter"]),
        .executable(name: "toggle", targets: ["toggle"]),
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
        .target(name: "CursesUI", dependencies: ["CNcurses"]),
        .executableTarget(name: "counter", dependencies: ["CursesUI"], path: "Demos/counter"),
        .executableTarget(name: "toggle", dependencies: ["CursesUI"], path: "Demos/toggle"),
        .testTarget(name: "CursesUITests", dependencies: ["CursesUI"]),
        .testTarget(
            name: "CursesUISwift5Tests",
            dependencies: ["CursesUI"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["CursesUI"]),
    ]
)
