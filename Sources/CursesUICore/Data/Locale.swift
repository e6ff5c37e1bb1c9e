// `Locale` is a FoundationEssentials type; CursesUI links only that part of Foundation (about
// 2.4 MiB of memory at launch), not all of it (about 10 MiB). `Foundation.Locale` is the same type.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale.current }
}

extension EnvironmentValues {
    /// The locale for formatting in this subtree; by default the process's current locale.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}
