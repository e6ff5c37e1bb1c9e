/// The node of a view with a `body`: it links the view's dynamic properties, runs `body` when
/// something it depends on changed, and reconciles the result as its only child.
@MainActor
final class CompositeNode<V: View>: CompositeNodeBase {
    private var view: V?
    private let table = DynamicPropertyTable.of(V.self)

    init(graph: ViewGraph) {
        super.init(graph: graph, viewType: V.self)
        slots = Array(repeating: nil, count: table.slotCount)
    }

    override func update(with view: Any, environment: EnvironmentValues) {
        let newView = view as! V
        var needsBody = isDirty
        if let old = self.view {
            if !needsBody {
                if areEqual(old, newView) {
                    ActionRefresher.refresh(in: old, from: newView)
                } else {
                    needsBody = true
                }
            }
        } else {
            needsBody = true
        }
        self.view = newView
        let environmentChanged = !environment.isIdentical(to: self.environment)
        self.environment = environment
        if !needsBody && environmentChanged && readsChanged(in: environment) { needsBody = true }
        if needsBody {
            evaluateBody()
        } else if environmentChanged {
            for child in children { child.environmentDidChange(environment) }
        }
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        guard !newEnvironment.isIdentical(to: environment) else { return }
        environment = newEnvironment
        if readsChanged(in: newEnvironment) {
            evaluateBody()
        } else {
            for child in children { child.environmentDidChange(newEnvironment) }
        }
    }

    override func reevaluate() {
        guard view != nil else { return }
        evaluateBody()
    }

    private func evaluateBody() {
        isDirty = false
        guard var view else { return }
        clearEnvironmentReads()
        if !table.isEmpty {
            withUnsafeMutableBytes(of: &view) { bytes in
                table.link(at: bytes.baseAddress!, slots: &slots, node: self)
            }
        }
        let body = tracking { view.body }
        graph.bodyEvaluationCount += 1
        let child = reconcile(children.first, with: body, environment: environment)
        if children.first !== child { children = [child] }
        graph.needsLayout = true
    }
}
