import Testing
import CursesUI

// Object injection in the Swift 5 language mode: `.environmentObject` with `@EnvironmentObject`,
// and `.environment(model)` with `@Environment(Model.self)`, as seed articles 000 and 002 name them.

final class Basket: ObservableObject {
    @Published var apples = 0
}

@Observable
final class Pantry {
    var jars = 0
    var label = "pantry"
}

struct AppleCount: View {
    let renders: Renders
    @EnvironmentObject var basket: Basket
    var body: some View {
        let _ = renders.hit("apples")
        Stepper("apples \(basket.apples)", value: $basket.apples)
    }
}

struct JarCount: View {
    let renders: Renders
    @Environment(Pantry.self) var pantry
    var body: some View {
        let _ = renders.hit("jars")
        Text("jars \(pantry.jars)")
    }
}

struct PantryLabel: View {
    let renders: Renders
    @Environment(Pantry.self) var pantry: Pantry?
    var body: some View {
        let _ = renders.hit("label")
        Text(pantry?.label ?? "no pantry")
    }
}

struct Kitchen: View {
    let renders: Renders
    @StateObject var basket = Basket()
    @State var pantry = Pantry()
    var body: some View {
        VStack(alignment: .leading) {
            Button("jar") { pantry.jars += 1 }
            AppleCount(renders: renders)
            JarCount(renders: renders)
            PantryLabel(renders: renders)
        }
        .environmentObject(basket)
        .environment(pantry)
    }
}

@MainActor @Suite
struct ObjectInjectionSwift5Tests {
    @Test func environmentObjectsAndObservableObjectsReachTheirReadersOnly() {
        let renders = Renders()
        let host = TestHost(Kitchen(renders: renders), width: 30, height: 4)
        #expect(host.text.contains("apples 0"))
        #expect(host.text.hasSuffix("jars 0\npantry"))
        renders.reset()
        host.press(.return) // a jar: only the jar reader reads `jars`
        #expect(host.text.contains("jars 1"))
        #expect(renders["jars"] == 1)
        #expect(renders["label"] == 0)
        #expect(renders["apples"] == 0)
        host.press(.tab)
        host.press(.rightArrow) // the stepper writes through $basket.apples
        #expect(host.text.contains("apples 1"))
        #expect(renders["apples"] == 1)
        #expect(renders["jars"] == 1)
        #expect(TestHost(PantryLabel(renders: renders)).text == "no pantry")
    }
}
