import Foundation
import Testing
import CursesUI

// Seed article 003 explores `@State` and `@Binding`: initializing them in an `init`,
// `.constant(_:)`, `Binding(get:set:)` to class instances inside `ForEach`, `$array[i].property`,
// `ForEach(array.indices)`, and which writes re-render the screen (a write through `@State`) and
// which do not (a write to a class instance the framework cannot see). The views below keep the
// article's shapes; the `Form`/`Section` variants live in SeedFormTests.swift.
//
// The article's `ObservableObject`/`@Published` variants are left out: Combine does not exist on
// Linux, so that code cannot compile here.

// MARK: - Body counters and the SHOW button's output (Swift 5 mode: plain globals)

nonisolated(unsafe) private var toggleListBodyRuns = 0
nonisolated(unsafe) private var shown: [[Bool]] = []

/// Stands in for the article's `print(toggles.map { $0.isEnabled })`, so a test can read it.
private func show(_ values: [Bool]) {
    shown.append(values)
}

/// The screen's rows with the blanks around them removed.
@MainActor private func rows<V: View>(_ host: TestHost<V>) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
}

// MARK: - `State(initialValue:)` in an initializer

enum StateInit {
    struct PresentedView: View {
        // Initialized through the initializer below.
        @State var isPresented: Bool

        init(isPresented: Bool) {
            self._isPresented = State(initialValue: isPresented)
        }

        var body: some View {
            Toggle("Presented", isOn: $isPresented)
        }
    }

    struct DefaultedView: View {
        // The usual way: an initial value right at the declaration.
        @State var isPresented: Bool = true

        var body: some View {
            Toggle("Defaulted", isOn: $isPresented)
        }
    }

    /// A parent that keeps re-creating its child with a new initial value.
    struct ParentView: View {
        @State private var start = false

        var body: some View {
            VStack {
                Text(start ? "parent on" : "parent off")
                PresentedView(isPresented: start)
                Button("Flip parent") { start.toggle() }
            }
        }
    }
}

// MARK: - `@Binding` from a parent's `@State`

enum BindingBasics {
    struct ContentView: View {
        @State var isEnabled: Bool = false

        var body: some View {
            VStack(content: {
                Text(isEnabled ? "Enable" : "Disable")
                ToggleView(isEnabled: $isEnabled)
            })
        }
    }

    struct ToggleView: View {
        @Binding var isEnabled: Bool

        var body: some View {
            Toggle(isOn: $isEnabled, label: {
                Text("Toggle")
            })
        }
    }

    /// The same, with the binding assigned in a hand-written initializer.
    struct InitContentView: View {
        @State var isEnabled: Bool = false

        var body: some View {
            VStack(content: {
                Text(isEnabled ? "Enable" : "Disable")
                InitToggleView(isEnabled: $isEnabled)
            })
        }
    }

    struct InitToggleView: View {
        @Binding var isEnabled: Bool

        init(isEnabled: Binding<Bool>) {
            self._isEnabled = isEnabled
        }

        var body: some View {
            Toggle(isOn: $isEnabled, label: {
                Text("Toggle")
            })
        }
    }

    /// A toggle bound to `.constant(true)`: it compiles, and it can never be switched off.
    struct ConstantContentView: View {
        @State var isEnabled: Bool = false

        var body: some View {
            VStack(content: {
                Text(isEnabled ? "Enable" : "Disable")
                ConstantToggleView(isEnabled: $isEnabled)
            })
        }
    }

    struct ConstantToggleView: View {
        @Binding var isEnabled: Bool

        var body: some View {
            Toggle(isOn: .constant(true), label: {
                Text("Toggle")
            })
        }
    }
}

// MARK: - `ForEach` over structs: `.constant` cannot be switched

enum StructToggles {
    struct ToggleType {
        let title: String
        var isEnabled: Bool
    }

    struct ToggleView: View {
        let toggles: [ToggleType] = [
            ToggleType(title: "AAA", isEnabled: true),
            ToggleType(title: "BBB", isEnabled: true)
        ]

        var body: some View {
            ForEach(toggles) { toggle in
                Toggle(isOn: .constant(toggle.isEnabled), label: {
                    Text(toggle.title)
                })
            }
        }
    }

    /// The working struct version: `@State` array and `$toggles[i].isEnabled`.
    struct ContentView: View {
        @State var toggles: [ToggleType] = [
            ToggleType(title: "AAA", isEnabled: true),
            ToggleType(title: "BBB", isEnabled: true)
        ]

        var body: some View {
            VStack(alignment: .leading) {
                Text(toggles.map { $0.isEnabled ? "on" : "off" }.joined(separator: ","))
                Toggle(isOn: $toggles[0].isEnabled, label: {
                    Text(toggles[0].title)
                })
                Toggle(isOn: $toggles[1].isEnabled, label: {
                    Text(toggles[1].title)
                })
            }
        }
    }

    /// What the article wished for, and SwiftUI later added: `ForEach($toggles) { $toggle in … }`.
    struct BindingForEachView: View {
        @State var toggles: [ToggleType] = [
            ToggleType(title: "AAA", isEnabled: true),
            ToggleType(title: "BBB", isEnabled: true)
        ]

        var body: some View {
            VStack(alignment: .leading) {
                Text(toggles.map { $0.isEnabled ? "on" : "off" }.joined(separator: ","))
                ForEach($toggles) { $toggle in
                    Toggle(isOn: $toggle.isEnabled, label: {
                        Text(toggle.title)
                    })
                }
            }
        }
    }
}

extension StructToggles.ToggleType: Identifiable {
    var id: String { title }
}

// MARK: - `ForEach` over class instances with `Binding(get:set:)`

enum ClassToggles {
    class ToggleType {
        internal init(title: String, isEnabled: Bool) {
            self.title = title
            self.isEnabled = isEnabled
        }

        var title: String
        var isEnabled: Bool
    }

    /// A plain `let` array of class instances, with SHOW and SWITCH buttons.
    struct ToggleView: View {
        let toggles: [ToggleType] = [
            ToggleType(title: "AAA", isEnabled: true),
            ToggleType(title: "BBB", isEnabled: true)
        ]

        var body: some View {
            let _ = toggleListBodyRuns += 1
            Group(content: {
                ForEach(toggles) { toggle in
                    Toggle(isOn: Binding(
                        get: { toggle.isEnabled },
                        set: { toggle.isEnabled = $0 }
                    ), label: {
                        Text(toggle.title)
                    })
                }
                Button(action: {
                    show(toggles.map({ $0.isEnabled }))
                }, label: {
                    Text("SHOW")
                })
                Button(action: {
                    toggles[0].isEnabled.toggle() // switched behind the framework's back
                }, label: {
                    Text("SWITCH")
                })
            })
        }
    }

    /// An `@State` array of class instances: appending re-renders, mutating an element does not.
    struct StateToggleView: View {
        @State var toggles: [ToggleType] = [
            ToggleType(title: "AAA", isEnabled: true),
            ToggleType(title: "BBB", isEnabled: true)
        ]

        var body: some View {
            let _ = toggleListBodyRuns += 1
            VStack(alignment: .leading) {
                ForEach(toggles) { toggle in
                    Toggle(isOn: Binding(
                        get: { toggle.isEnabled },
                        set: { toggle.isEnabled = $0 }
                    ), label: {
                        Text(toggle.title)
                    })
                }
                Button(action: {
                    // The @State value itself changes, so the view re-renders.
                    toggles.append(ToggleType(title: "CCC", isEnabled: true))
                }, label: {
                    Text("APPEND")
                })
                Button(action: {
                    // Only properties of an element change, so nothing re-renders.
                    toggles[0].isEnabled.toggle()
                    toggles[0].title = "DDD"
                }, label: {
                    Text("SWITCH")
                })
            }
        }
    }

    /// Class elements bound by index through the `@State` array.
    struct ColumnsView: View {
        @State var columns: [ToggleType] = [
            ToggleType(title: "first", isEnabled: true),
            ToggleType(title: "second", isEnabled: true)
        ]

        var body: some View {
            VStack(alignment: .leading) {
                ForEach(columns.indices) { index in
                    Toggle(isOn: $columns[index].isEnabled, label: {
                        Text(columns[index].isEnabled ? "YES" : "NO")
                    })
                }
            }
        }
    }
}

extension ClassToggles.ToggleType: Identifiable {
    var id: String { title }
}

// MARK: - Tests

@MainActor @Suite(.serialized)
struct SeedStateBindingTests {
    init() {
        toggleListBodyRuns = 0
        shown = []
    }

    @Test func stateInitializedInAnInitStartsFromTheGivenValue() {
        let off = TestHost(StateInit.PresentedView(isPresented: false), width: 20, height: 2)
        #expect(off.text == "[ ] Presented")
        off.press(.space)
        #expect(off.text == "[x] Presented")

        let on = TestHost(StateInit.PresentedView(isPresented: true), width: 20, height: 2)
        #expect(on.text == "[x] Presented")

        let defaulted = TestHost(StateInit.DefaultedView(), width: 20, height: 2)
        #expect(defaulted.text == "[x] Defaulted")
        defaulted.press(.return)
        #expect(defaulted.text == "[ ] Defaulted")
    }

    @Test func laterInitialValuesAreIgnoredOnceTheStateExists() {
        let host = TestHost(StateInit.ParentView(), width: 20, height: 4)
        #expect(rows(host) == ["parent off", "[ ] Presented", "[ Flip parent ]"])

        host.press(.space) // the child's own toggle
        #expect(rows(host) == ["parent off", "[x] Presented", "[ Flip parent ]"])

        host.press(.tab)
        host.press(.return) // the parent now passes isPresented: true
        host.press(.return) // and false again
        #expect(rows(host) == ["parent off", "[x] Presented", "[ Flip parent ]"])
        host.press(.return)
        #expect(rows(host) == ["parent on", "[x] Presented", "[ Flip parent ]"])
    }

    @Test func aBindingWritesBackToTheParentsState() {
        let host = TestHost(BindingBasics.ContentView(), width: 20, height: 3)
        #expect(rows(host) == ["Disable", "[ ] Toggle"])
        host.press(.space)
        #expect(rows(host) == ["Enable", "[x] Toggle"])
        host.press(.return)
        #expect(rows(host) == ["Disable", "[ ] Toggle"])
    }

    @Test func aBindingAssignedInAnInitBehavesTheSame() {
        let host = TestHost(BindingBasics.InitContentView(), width: 20, height: 3)
        #expect(rows(host) == ["Disable", "[ ] Toggle"])
        host.press(.space)
        #expect(rows(host) == ["Enable", "[x] Toggle"])
    }

    @Test func aConstantBindingCannotBeSwitched() {
        let host = TestHost(BindingBasics.ConstantContentView(), width: 20, height: 3)
        #expect(rows(host) == ["Disable", "[x] Toggle"])
        host.press(.space)
        host.press(.return)
        host.press(.space)
        #expect(rows(host) == ["Disable", "[x] Toggle"])
    }

    @Test func forEachOverStructsWithConstantBindingsCannotBeSwitched() {
        let host = TestHost(StructToggles.ToggleView(), width: 20, height: 3)
        #expect(rows(host) == ["[x] AAA", "[x] BBB"])
        host.press(.space)
        host.press(.tab)
        host.press(.return)
        #expect(rows(host) == ["[x] AAA", "[x] BBB"])
    }

    @Test func bindingsIntoAStateArrayOfStructsSwitchAndReRender() {
        let host = TestHost(StructToggles.ContentView(), width: 20, height: 4)
        #expect(rows(host) == ["on,on", "[x] AAA", "[x] BBB"])
        host.press(.tab)
        host.press(.space)
        #expect(rows(host) == ["on,off", "[x] AAA", "[ ] BBB"])
        host.press(.tab)
        host.press(.space)
        #expect(rows(host) == ["off,off", "[ ] AAA", "[ ] BBB"])
    }

    @Test func forEachOverABindingGivesEachRowABinding() {
        let host = TestHost(StructToggles.BindingForEachView(), width: 20, height: 4)
        #expect(rows(host) == ["on,on", "[x] AAA", "[x] BBB"])
        host.press(.space)
        #expect(rows(host) == ["off,on", "[ ] AAA", "[x] BBB"])
    }

    @Test func getSetBindingsToClassInstancesSwitchTheToggles() {
        let host = TestHost(ClassToggles.ToggleView(), width: 20, height: 5)
        #expect(rows(host) == ["[x] AAA", "[x] BBB", "[ SHOW ]", "[ SWITCH ]"])

        host.press(.space) // AAA
        #expect(rows(host) == ["[ ] AAA", "[x] BBB", "[ SHOW ]", "[ SWITCH ]"])

        host.press(.tab)
        host.press(.tab)
        host.press(.return) // SHOW
        #expect(shown == [[false, true]])
    }

    @Test func switchingAClassInstanceFromAButtonChangesTheModelButNotTheScreen() {
        let host = TestHost(ClassToggles.ToggleView(), width: 20, height: 5)
        let runsBefore = toggleListBodyRuns
        for _ in 0..<3 { host.press(.tab) }
        host.press(.return) // SWITCH
        #expect(rows(host) == ["[x] AAA", "[x] BBB", "[ SHOW ]", "[ SWITCH ]"],
                "nothing tells the framework that the instance changed")
        #expect(toggleListBodyRuns == runsBefore)

        host.press(.upArrow)
        host.press(.return) // SHOW: the value did change
        #expect(shown == [[false, true]])
    }

    @Test func appendingToAStateArrayReRendersWhileMutatingAnElementDoesNot() {
        let host = TestHost(ClassToggles.StateToggleView(), width: 20, height: 6)
        #expect(rows(host) == ["[x] AAA", "[x] BBB", "[ APPEND ]", "[ SWITCH ]"])
        #expect(toggleListBodyRuns == 1)

        for _ in 0..<3 { host.press(.tab) }
        host.press(.return) // SWITCH
        #expect(rows(host) == ["[x] AAA", "[x] BBB", "[ APPEND ]", "[ SWITCH ]"])
        #expect(toggleListBodyRuns == 1)

        host.press(.upArrow)
        host.press(.return) // APPEND: the screen catches up with the earlier switch too
        #expect(rows(host) == ["[ ] DDD", "[x] BBB", "[x] CCC", "[ APPEND ]", "[ SWITCH ]"])
        #expect(toggleListBodyRuns == 2)
    }

    @Test func forEachOverIndicesBindsClassElementsThroughTheStateArray() {
        let host = TestHost(ClassToggles.ColumnsView(), width: 20, height: 3)
        #expect(rows(host) == ["[x] YES", "[x] YES"])
        host.press(.tab)
        host.press(.space)
        #expect(rows(host) == ["[x] YES", "[ ] NO"])
        host.press(.tab)
        host.press(.return)
        #expect(rows(host) == ["[ ] NO", "[ ] NO"])
    }
}
