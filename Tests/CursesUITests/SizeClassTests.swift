import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Issue 16, point 7: size classes follow the terminal's size, and only their readers re-render.
@MainActor
struct SizeClassTests {
    struct Adaptive: View {
        let probe: BodyCounter
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        var body: some View {
            let _ = probe.hit("reader")
            if horizontal == .compact {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Name")
                    Text("Value")
                }
            } else {
                Text("Name Value \(vertical == .compact ? "short" : "tall")")
            }
        }
    }

    struct Bystander: View {
        let probe: BodyCounter
        var body: some View {
            let _ = probe.hit("bystander")
            Text("unaffected")
        }
    }

    struct Screen: View {
        let probe: BodyCounter
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Adaptive(probe: probe)
                Bystander(probe: probe)
            }
        }
    }

    @Test func sizeClassesAreCompactBelowEightyColumnsAndTwentyFourRows() {
        #expect(UserInterfaceSizeClass.classes(for: Size(width: 80, height: 24)) == (.regular, .regular))
        #expect(UserInterfaceSizeClass.classes(for: Size(width: 79, height: 24)) == (.compact, .regular))
        #expect(UserInterfaceSizeClass.classes(for: Size(width: 120, height: 23)) == (.regular, .compact))
        #expect(UserInterfaceSizeClass.classes(for: Size(width: 0, height: 0)) == (.compact, .compact))
    }

    @Test func resizingAcrossTheThresholdReRendersOnlyTheViewsThatReadASizeClass() {
        let probe = BodyCounter()
        let host = TestHost(Screen(probe: probe), width: 100, height: 30)
        #expect(lines(host.text) == ["Name Value tall", "unaffected"])
        #expect(probe["reader"] == 1 && probe["bystander"] == 1)

        // Within the same classes nothing renders again.
        host.resize(width: 90, height: 28)
        _ = host.text
        #expect(probe["reader"] == 1 && probe["bystander"] == 1)

        host.resize(width: 60, height: 28)
        #expect(lines(host.text) == ["Name", "Value", "unaffected"])
        #expect(probe["reader"] == 2 && probe["bystander"] == 1)

        host.resize(width: 100, height: 10)
        #expect(lines(host.text) == ["Name Value short", "unaffected"])
        #expect(probe["reader"] == 3 && probe["bystander"] == 1)
    }

    @Test func aSubtreeCanOverrideItsSizeClass() {
        let probe = BodyCounter()
        let host = TestHost(Adaptive(probe: probe).environment(\.horizontalSizeClass, .compact), width: 100, height: 30)
        #expect(lines(host.text) == ["Name", "Value"])
    }
}
