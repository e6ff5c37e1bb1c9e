// The core re-exports what its own API is made of: Foundation, Observation and Combine
// (OpenCombine with its Dispatch schedulers where Apple's Combine does not exist). CursesUI
// re-exports the core, so users import only `CursesUI`.
@_exported import Foundation
@_exported import Observation
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
@_exported import OpenCombineDispatch
#endif
