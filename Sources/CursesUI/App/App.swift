@_spi(CursesUICore) import CursesUICore
/// A terminal app, as in SwiftUI: mark a conforming type `@main` and its `WindowGroup` runs in
/// the terminal until `dismiss()` at the root, Ctrl-C, or a termination signal.
@MainActor @preconcurrency
public protocol App {
    /// The scene type of the app's body.
    associatedtype Body: Scene
    /// The app's content.
    @SceneBuilder var body: Body { get }
    /// Creates the app.
    init()
}

extension App {
    /// Runs the app in the terminal; used by `@main`.
    public static func main() {
        TerminalApplication.run(AppRootView(app: Self()))
    }
}

/// The view at the root of a running app: evaluates the app's scene and shows its content, so
/// `@State` in the `App` struct works as in SwiftUI.
struct AppRootView<A: App>: View {
    var app: A

    var body: some View {
        app.body._rootView
    }

    /// The node knows that the only field is the app, whose dynamic properties are the view's.
    func _makeNode(in context: _NodeMaking) -> _MadeNode {
        _MadeNode(CompositeNode<Self, Body>(graph: context.graph, table: .of(Self.self, nesting: A.self)))
    }
}
