import Foundation

/// Whether a scene is in front, as in SwiftUI. A terminal app's one scene is `.active` while it
/// runs: the terminal has no notion of a window in the background.
public enum ScenePhase: Hashable, Sendable, Comparable {
    case background, inactive, active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { Calendar.current }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone.current }
}

extension EnvironmentValues {
    /// The scene's phase: `.active` while the app runs.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The calendar for dates in this subtree; by default the process's current one.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone for dates in this subtree; by default the process's current one.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
