@_spi(CursesUICore) import CursesUICore
/// A part of an app's interface, as in SwiftUI. In a terminal an app has one scene.
@MainActor @preconcurrency
public protocol Scene {
    /// The scene type of this scene's body.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Body { get }

    /// The view this scene shows: an implementation detail of CursesUI; never implement or call
    /// it. A requirement rather than a dynamic cast, so that starting an app does not search the
    /// executable's conformance records.
    var _rootView: AnyView { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

extension Scene {
    /// The view of the scene's body; see `Scene._rootView`.
    public var _rootView: AnyView { body._rootView }

    /// Sets an environment value for every view of the scene.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        ModifiedScene(content: self) { AnyView($0.environment(keyPath, value)) }
    }

    /// Changes an environment value for every view of the scene.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some Scene {
        ModifiedScene(content: self) { AnyView($0.transformEnvironment(keyPath, transform: transform)) }
    }
}

/// A scene with a view modifier applied to its content.
struct ModifiedScene<Content: Scene>: Scene {
    let content: Content
    let modify: @MainActor (AnyView) -> AnyView
    typealias Body = Never

    var _rootView: AnyView { modify(content._rootView) }
}

/// The scene of a terminal app: its content fills the terminal.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never

    /// The scene's content; see `Scene._rootView`.
    public var _rootView: AnyView { AnyView(content) }
}

/// Builds the scene of an app's `body`.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}
