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
        // The counter demo's views, compiled here from the demo's own sources (`CounterDemo` is a
        // symbolic link to `../Demos/CounterDemo`; a module name of its own, since target names are
        // unique across packages): CursesUI exports no demo as a product.
        .target(
            name: "BenchmarkedCounterDemo",
            dependencies: [.product(name: "CursesUI", package: "CursesUI")],
            path: "CounterDemo"
        ),
        // The measured operations, shared by the benchmarks and the profiler.
        .target(
            name: "Scenarios",
            dependencies: [
                .product(name: "CursesUI", package: "CursesUI"),
                .product(name: "CursesUICharts", package: "CursesUI"),
                "BenchmarkedCounterDemo",
            ],
            path: "Scenarios"
        ),
        // `Profile <scenario> [iterations]`: runs one scenario many times under a profiler. Not
        // under `Benchmarks/`, where the benchmark plugin would take it for a benchmark.
        .executableTarget(
            name: "Profile",
            dependencies: ["Scenarios"],
            path: "Tools/Profile"
        ),
        .executableTarget(
            name: "CursesUIBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkedCounterDemo",
                "Scenarios",
            ],
            path: "Benchmarks/CursesUIBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ]
)
