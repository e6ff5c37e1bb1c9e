// The previews of the article "Previews in the terminal". The article shows the slices of this
// file; the suite builds and runs it, and the hidden checks at the end find every preview it
// declares and render it.

// snippet.hide
import CursesUI

// snippet.show
// snippet.declare
#Preview {
    CounterView()
}

#Preview("Narrow", traits: .fixedLayout(width: 30, height: 8)) {
    CounterView()
}
// snippet.end

// snippet.previewable
#Preview("Wi-Fi") {
    @Previewable @State var isOn = false
    Toggle("Wi-Fi", isOn: $isOn)
}
// snippet.end

// snippet.provider
struct GreetingView_Previews: PreviewProvider {
    static var previews: some View {
        GreetingView()
    }
}
// snippet.end

// snippet.injected
struct CounterView: View {
    @Environment(\.count) var count          // derived from a model: no setter
    @Environment(\.increment) var increment  // an action on that model

    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)")
            Button("Increment") { increment() }
        }
    }
}

private extension EnvironmentValues {
    @Entry var _previewCount: Binding<Int> = .constant(0)

    @MainActor var previewIncrement: IncrementAction {
        IncrementAction { [count = _previewCount] in count.wrappedValue += 100 }
    }
}

#Preview("Counter view") {
    @Previewable @State var count = 0
    CounterView(count: .init(\._previewCount.wrappedValue), increment: .init(\.previewIncrement))
        .environment(\._previewCount, $count)
}
// snippet.end

// snippet.hide
// MARK: - What the article leaves out: the app's model, its derived values and the greeting

@Observable final class Counter {
    var count = 0
    func increment() { count += 1 }
}

struct IncrementAction: Equatable {
    private let action: EnvironmentAction<Void>

    init(fileID: String = #fileID, line: Int = #line, column: Int = #column,
         _ perform: @escaping @MainActor () -> Void) {
        action = EnvironmentAction(fileID: fileID, line: line, column: column, perform)
    }

    @MainActor func callAsFunction() { action() }
}

extension EnvironmentValues {
    @Entry var counter: Counter?
    var count: Int { counter?.count ?? 0 }
    @MainActor var increment: IncrementAction {
        let counter = self.counter
        return IncrementAction { counter?.increment() }
    }
}

struct GreetingView: View {
    var body: some View { Text("Hello") }
}

/// Stops the run, showing what differs, when `actual` is not what the article says.
func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String, line: UInt = #line) {
    precondition(actual == expected, "\(what): expected\n\(expected)\ngot\n\(actual)", line: line)
}

let previews = Preview.all.filter { $0.module == "PreviewExamples" }
expect(previews.map { $0.name ?? "-" }.sorted(), ["-", "Counter view", "GreetingView_Previews", "Narrow", "Wi-Fi"],
       "every preview of this file is found")
let narrow = previews.first { $0.name == "Narrow" }!
expect(narrow.size?.width, 30, "the fixed layout's width")
expect(narrow.size?.height, 8, "the fixed layout's height")

let wifi = TestHost(previews.first { $0.name == "Wi-Fi" }!.makeView(), width: 20, height: 1)
wifi.press(.space)
expect(wifi.text, "[x] Wi-Fi", "@Previewable state lives while the preview is shown")

let counter = TestHost(previews.first { $0.name == "Counter view" }!.makeView(), width: 20, height: 2)
counter.press(.return)
expect(counter.text, "Count: 100\n[ Increment ]", "the preview's stand-ins, not the model")
expect(TestHost(previews.first { $0.name == "GreetingView_Previews" }!.makeView(), width: 20, height: 1).text,
       "Hello", "a PreviewProvider")
