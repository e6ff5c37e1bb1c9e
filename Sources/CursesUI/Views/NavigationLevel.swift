@_spi(CursesUICore) import CursesUICore
/// One view pushed on a navigation stack (or the stack's root): its node, its title, where it
/// came from, and the `dismiss` that pops it.
@MainActor
final class NavigationLevel {
    private(set) weak var stack: NavigationStackNodeBase?
    /// The pushed view's node; `nil` for a value no `navigationDestination` knows.
    var node: Node?
    /// The path element this level shows, for value-based links and bound paths.
    let value: AnyHashable?
    /// The node whose environment the level inherits: the link that pushed it, or the
    /// `navigationDestination` that built it.
    weak var source: Node?
    /// The control that had focus before the push; it gets focus back after the pop.
    weak var savedFocus: Node?
    /// The title set by `navigationTitle` inside the level, as glyphs.
    private(set) var title: [Glyph]?
    private weak var titleOwner: Node?

    private var environmentCache: (source: EnvironmentValues, derived: EnvironmentValues)?

    init(stack: NavigationStackNodeBase?, value: AnyHashable? = nil) {
        self.stack = stack
        self.value = value
    }

    /// Pops this level and the ones above it.
    private(set) lazy var dismissAction = DismissAction { [weak self] in
        guard let self else { return }
        self.stack?.pop(self)
    }

    /// The pushed view's environment: its source's, with `dismiss` popping this level.
    func environment(from source: EnvironmentValues) -> EnvironmentValues {
        if let cache = environmentCache, cache.source.isIdentical(to: source) { return cache.derived }
        var derived = source
        derived.dismiss = dismissAction
        derived.navigationLevel = NavigationLevelReference(level: self)
        derived.navigationStack = NavigationStackReference(node: stack)
        derived.presentationButtonDismiss = nil
        environmentCache = (source, derived)
        return derived
    }

    /// Sets the title shown while this level is on top.
    func setTitle(_ string: String, owner: Node) {
        titleOwner = owner
        let glyphs = TextLayout.paragraphs(of: string).first ?? []
        guard glyphs != title else { return }
        title = glyphs
        stack?.setNeedsLayout()
    }

    /// Removes the title if `owner` set it.
    func clearTitle(owner: Node) {
        guard titleOwner === owner else { return }
        title = nil
        titleOwner = nil
        stack?.setNeedsLayout()
    }
}

/// The navigation stack around a view, compared by identity.
struct NavigationStackReference: Equatable {
    weak var node: NavigationStackNodeBase?

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.node === rhs.node }
}

/// The navigation level a view belongs to, compared by identity.
struct NavigationLevelReference: Equatable {
    weak var level: NavigationLevel?

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.level === rhs.level }
}

private struct NavigationStackKey: EnvironmentKey {
    static var defaultValue: NavigationStackReference { NavigationStackReference() }
}

private struct NavigationLevelKey: EnvironmentKey {
    static var defaultValue: NavigationLevelReference { NavigationLevelReference() }
}

extension EnvironmentValues {
    /// The innermost navigation stack, where links push.
    var navigationStack: NavigationStackReference {
        get { self[NavigationStackKey.self] }
        set { self[NavigationStackKey.self] = newValue }
    }

    /// The level of the innermost navigation stack a view is in, where its title goes.
    var navigationLevel: NavigationLevelReference {
        get { self[NavigationLevelKey.self] }
        set { self[NavigationLevelKey.self] = newValue }
    }
}
