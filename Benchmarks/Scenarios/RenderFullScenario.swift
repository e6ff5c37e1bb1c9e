import CursesUI
import Observation

/// 60 rows of styled text mixing ASCII, East Asian wide characters and emoji, 200 cells wide.
/// Space shifts every row, so each frame redraws the whole screen.
struct RenderRoot: View {
    @State private var tick = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<60) { row in
                RenderLine(row: row, tick: tick)
            }
        }
        .onKeyPress(.space) {
            tick += 1
            return .handled
        }
    }
}

struct RenderLine: View {
    let row: Int
    let tick: Int
    var body: some View {
        let n = row + tick
        HStack(spacing: 0) {
            Text("\(n % 10) line \(row) tick \(tick) ascii text ").bold().foregroundStyle(.green)
            Text("日本語のテキスト\(n % 7)と中文字符 ").foregroundStyle(.yellow).background(.blue)
            Text("emoji 🎉🚀✨ \(n) ").underline().foregroundStyle(.red)
            Text(String(repeating: "混合 mixed ", count: 10)).foregroundColor(n % 2 == 0 ? .cyan : .magenta)
        }
        .frame(width: 200, alignment: .leading)
    }
}

/// A 200x60 screen of styled, mixed-width text where every row changes: Space shifts them all.
@MainActor
public final class RenderFullScenario: Scenario {
    let host = TestHost(RenderRoot(), width: 200, height: 60)
    /// A host showing the scenario's tree.
    public init() {}
    public func run() { host.press(.space) }
    public var counters: HostCounters { HostCounters(host) }
}
