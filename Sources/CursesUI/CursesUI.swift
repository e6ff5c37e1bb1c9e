// CursesUI is an umbrella like SwiftUI: `import CursesUI` alone brings Foundation (`UUID`, `Date`,
// `JSONEncoder`), Combine (`ObservableObject`, `@Published`, `PassthroughSubject`; OpenCombine
// where Apple's Combine does not exist) and Observation (`@Observable`).
@_exported import Foundation
@_exported import Observation
@_exported import OpenCombineShim
