@_spi(CursesUICore) import CursesUICore
/// A part of an app's interface, as in SwiftUI. In a terminal an app has one scene.
@MainActor @preconcurrency
public protocol Scene {
    /// The scene type of this scene's body.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

extension Scene {
    /// The view this scene shows.
    var rootView: AnyView {
        if let primitive = self as? any PrimitiveScene { return primitive.primitiveRootView }
        return body.rootView
    }

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

/// A scene that shows a view directly.
@MainActor
protocol PrimitiveScene {
    var primitiveRootView: AnyView { get }
}

/// A scene with a view modifier applied to its content.
struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content
    let modify: @MainActor (AnyView) -> AnyView
    typealias Body = Never

    var primitiveRootView: AnyView { modify(content.rootView) }
}

/// The scene of a terminal app: its content fills the terminal.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let content: Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never

    var primitiveRootView: AnyView { AnyView(content) }
}

/// Builds the scene of an app's `body`.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}
