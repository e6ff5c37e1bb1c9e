// CursesUI is an umbrella like SwiftUI: `import CursesUI` alone brings Foundation (`UUID`, `Date`,
// `JSONEncoder`), Combine (`ObservableObject`, `@Published`, `PassthroughSubject`) and Observation
// (`@Observable`). Where Apple's Combine does not exist, Combine is OpenCombine with its Dispatch
// schedulers; `Timer.publish` comes from `Combine/TimerPublisher.swift`.
@_exported import CursesUICore
@_exported import Foundation
@_exported import Observation
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
@_exported import OpenCombineDispatch
#endif
