// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "CursesUIBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(name: "CursesUI", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "CursesUIBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CursesUI", package: "CursesUI"),
            ],
            path: "Benchmarks/CursesUIBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ]
)
