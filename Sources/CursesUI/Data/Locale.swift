import Foundation

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
