import Foundation
import Testing
import CursesUI

// The `Form` and `Section` shapes of seed article 003: a parent's `@State` bound into a child
// inside a `Form`, the two sections the article compares (a `ForEach` of class instances with
// `Binding(get:set:)`, and `$toggles[i].isEnabled` through the `@State` array), and a section
// with a header that loops over `columns.indices`.

/// The screen's rows with trailing blanks already trimmed by `TestHost`.
@MainActor private func rows<V: View>(_ host: TestHost<V>) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

enum FormSeed {
    struct ContentView: View {
        @State var isEnabled: Bool = false

        var body: some View {
            Form(content: {
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

    class ToggleType {
        internal init(title: String, isEnabled: Bool) {
            self.title = title
            self.isEnabled = isEnabled
        }

        let title: String
        var isEnabled: Bool
    }

    /// The article's "combinations that work": both sections over the same class instances.
    struct TwoSectionsView: View {
        @State var toggles: [ToggleType] = [
            ToggleType(title: "AAA", isEnabled: true),
            ToggleType(title: "BBB", isEnabled: true)
        ]

        var body: some View {
            Form(content: {
                // Code 1
                Section(content: {
                    ForEach(toggles) { toggle in
                        Toggle(isOn: Binding(
                            get: { toggle.isEnabled },
                            set: { toggle.isEnabled = $0 }
                        ), label: {
                            Text(toggle.title)
                        })
                    }
                })
                // Code 2
                Section(content: {
                    Toggle(isOn: $toggles[0].isEnabled, label: {
                        Text(toggles[0].title)
                    })
                    Toggle(isOn: $toggles[1].isEnabled, label: {
                        Text(toggles[1].title)
                    })
                })
            })
        }
    }

    struct ColumnsView: View {
        @State var columns: [ToggleType] = [
            ToggleType(title: "first", isEnabled: true),
            ToggleType(title: "second", isEnabled: false)
        ]

        var body: some View {
            Form(content: {
                Section(header: Text("Class + Index"), content: {
                    ForEach(columns.indices) { index in
                        Toggle(isOn: $columns[index].isEnabled, label: {
                            Text(columns[index].isEnabled ? "YES" : "NO")
                        })
                    }
                })
            })
        }
    }
}

extension FormSeed.ToggleType: Identifiable {
    var id: String { title }
}

@MainActor @Suite
struct SeedFormTests {
    @Test func aFormShowsTheParentsStateAndTheChildsToggle() {
        let host = TestHost(FormSeed.ContentView(), width: 20, height: 3)
        #expect(rows(host) == ["Disable", "[ ] Toggle"])
        host.press(.space)
        #expect(rows(host) == ["Enable", "[x] Toggle"])
    }

    @Test func bothSectionsSwitchTheSameClassInstances() {
        let host = TestHost(FormSeed.TwoSectionsView(), width: 20, height: 8)
        #expect(rows(host) == ["[x] AAA", "[x] BBB", "", "[x] AAA", "[x] BBB"])

        host.press(.space) // Code 1, AAA: the toggle re-reads the instance it just wrote
        #expect(rows(host)[0] == "[ ] AAA")

        for _ in 0..<3 { host.press(.tab) }
        host.press(.space) // Code 2, BBB: a write through @State re-renders the whole form
        #expect(rows(host) == ["[ ] AAA", "[ ] BBB", "", "[ ] AAA", "[ ] BBB"])
    }

    @Test func aSectionHeaderAboveAForEachOverIndices() {
        let host = TestHost(FormSeed.ColumnsView(), width: 20, height: 5)
        #expect(rows(host) == ["Class + Index", "[x] YES", "[ ] NO"])
        #expect(host.cell(x: 0, y: 0).isBold, "a section header is bold")
        #expect(!host.cell(x: 0, y: 1).isBold)

        host.press(.tab)
        host.press(.space)
        #expect(rows(host) == ["Class + Index", "[x] YES", "[x] YES"])
    }
}
