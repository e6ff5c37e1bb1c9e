import Foundation
import Testing
import CursesUI

// Issue 16's shape styles, strokes, insettable shapes and ticking dates in the Swift 5 language
// mode, as SwiftUI code writes them.
private struct Swift5StyledScreen: View {
    @State private var isOn = true
    let start: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Title").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            Text("Sub").foregroundStyle(.secondary)
            HStack(spacing: 0) {
                Circle().fill(isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray.opacity(0.5))).frame(width: 4, height: 2)
                Rectangle().fill(.linearGradient(colors: [.red, .yellow], startPoint: .top, endPoint: .bottom)).frame(width: 2, height: 2)
                Capsule().strokeBorder(.tint, lineWidth: 2).frame(width: 6, height: 2)
                Rectangle().inset(by: 0).stroke(.primary, style: StrokeStyle(lineWidth: 1, dash: [2, 1])).frame(width: 4, height: 2)
                Circle().trim(from: 0, to: 0.5).stroke(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 3), lineWidth: 1)
                    .frame(width: 4, height: 2)
                Ellipse().fill(EllipticalGradient(colors: [.mint, .teal])).frame(width: 4, height: 2)
                Rectangle().fill(AngularGradient(gradient: Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]),
                                                 center: .center, startAngle: .zero, endAngle: .degrees(360)))
                    .frame(width: 2, height: 2)
                Rectangle().fill(Color.orange.gradient).frame(width: 2, height: 2)
            }
            Text("Go").background(Color.green.opacity(0.5), in: RoundedRectangle(cornerRadius: 1))
            Text(start, style: .timer) + Text(" ") + Text(start, style: .relative)
            Text(timerInterval: start...start.addingTimeInterval(60), pauseTime: start)
        }
        .foregroundStyle(.primary)
        .tint(.green)
    }
}

@MainActor
@Test func shapeStylesCompileInSwift5Mode() {
    let host = TestHost(Swift5StyledScreen(start: Date()), width: 30, height: 7)
    let rows = host.text.split(separator: "\n")
    #expect(rows.first == "Title")
    #expect(rows.last == "1:00")
    #expect(host.cell(x: 0, y: 0).foreground != host.cell(x: 4, y: 0).foreground)
}
