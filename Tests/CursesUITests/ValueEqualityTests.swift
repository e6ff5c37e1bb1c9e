import Testing
@testable import CursesUI

/// Value comparison as invalidation uses it, for the fields a view's inputs may hold.
@Suite struct ValueEqualityTests {
    final class Model: Equatable {
        let name: String
        init(_ name: String) { self.name = name }
        static func == (lhs: Model, rhs: Model) -> Bool { lhs.name == rhs.name }
    }

    protocol Delegate: AnyObject {}
    final class Listener: Delegate {}

    struct WeakInput { weak var model: Model? }
    struct UnownedInput { unowned var model: Model }
    struct UnsafeInput { unowned(unsafe) var model: Model }
    struct WeakDelegateInput { weak var delegate: (any Delegate)? }
    struct StrongInput { var model: Model? }

    @Test func weakFieldsCompareByIdentityWithoutLoadingTheReference() {
        let first = Model("a"), twin = Model("a")
        #expect(areEqual(WeakInput(model: first), WeakInput(model: first)))
        // Equal by `==` but another object: a weak field tells which object, not its value.
        #expect(!areEqual(WeakInput(model: first), WeakInput(model: twin)))
        #expect(!areEqual(WeakInput(model: first), WeakInput(model: nil)))
        #expect(areEqual(WeakInput(model: nil), WeakInput(model: nil)))
    }

    @Test func aWeakFieldWhoseObjectIsGoneStillCompares() {
        var model: Model? = Model("gone")
        let input = WeakInput(model: model)
        let same = input
        model = nil
        #expect(areEqual(input, same))
        let other = Model("new")
        #expect(!areEqual(input, WeakInput(model: other)))
    }

    @Test func unownedFieldsCompareByIdentity() {
        let first = Model("a"), twin = Model("a")
        #expect(areEqual(UnownedInput(model: first), UnownedInput(model: first)))
        #expect(!areEqual(UnownedInput(model: first), UnownedInput(model: twin)))
        #expect(areEqual(UnsafeInput(model: first), UnsafeInput(model: first)))
        #expect(!areEqual(UnsafeInput(model: first), UnsafeInput(model: twin)))
    }

    @Test func weakExistentialFieldsCompareByIdentity() {
        let listener = Listener()
        #expect(areEqual(WeakDelegateInput(delegate: listener), WeakDelegateInput(delegate: listener)))
        let other = Listener()
        #expect(!areEqual(WeakDelegateInput(delegate: listener), WeakDelegateInput(delegate: other)))
    }

    @Test func strongFieldsStillCompareByValue() {
        #expect(areEqual(StrongInput(model: Model("a")), StrongInput(model: Model("a"))))
        #expect(!areEqual(StrongInput(model: Model("a")), StrongInput(model: Model("b"))))
    }

    struct Pair { var pair: (String, Model) }

    @Test func tuplesCompareElementByElement() {
        #expect(areEqual(Pair(pair: ("a", Model("x"))), Pair(pair: ("a", Model("x")))))
        #expect(!areEqual(Pair(pair: ("a", Model("x"))), Pair(pair: ("b", Model("x")))))
        #expect(!areEqual(Pair(pair: ("a", Model("x"))), Pair(pair: ("a", Model("y")))))
    }

    @MainActor @Test func tupleViewsCompareByTheirViewsAlone() {
        @ViewBuilder func content(_ second: String) -> some View {
            Text("a")
            Text(second)
        }
        #expect(areEqual(content("b"), content("b")), "the closure each one carries follows from its type")
        #expect(!areEqual(content("b"), content("c")))
    }
}
