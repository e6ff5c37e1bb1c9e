@_spi(CursesUICore) import CursesUICore
#if !canImport(Combine)
import Foundation
import OpenCombine

// Apple's Combine makes Foundation's JSON coders the coders of `encode(encoder:)` and
// `decode(type:decoder:)`; OpenCombine's Foundation part would too, but it links
// FoundationNetworking, so CursesUI states the same conformances itself.
extension JSONEncoder: @retroactive TopLevelEncoder {}
extension JSONDecoder: @retroactive TopLevelDecoder {}
#endif
