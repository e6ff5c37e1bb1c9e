// CursesUI is an umbrella like SwiftUI: `import CursesUI` alone brings Foundation (`UUID`, `Date`,
// `JSONEncoder`), Combine (`ObservableObject`, `@Published`, `PassthroughSubject`) and Observation
// (`@Observable`), all re-exported by the core it re-exports (see `CursesUICore.swift`). Where
// Apple's Combine does not exist, Combine is OpenCombine with its Dispatch schedulers;
// `Timer.publish` comes from `Combine/TimerPublisher.swift`.
@_exported import CursesUICore
