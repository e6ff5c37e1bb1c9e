// The examples of the article "Drawing shapes". The article shows the slices of this file; the
// suite builds and runs it, and the hidden checks at the end stop it where the behavior differs
// from what the article says.

// snippet.hide
import CursesUI

// snippet.show
// snippet.badges
struct Badges: View {
    var body: some View {
        HStack(spacing: 1) {
            Circle().fill(.green).frame(width: 6, height: 3)
            Text("Online").padding(.horizontal, 1).background(.blue, in: Capsule())
            Text("Card").padding(1).overlay(RoundedRectangle(cornerRadius: 2).stroke(.gray))
        }
    }
}
// snippet.end

// snippet.triangle
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Warning: View {
    var body: some View {
        HStack(spacing: 1) {
            Triangle().fill(.yellow).frame(width: 8, height: 4)
            Triangle().stroke(.yellow).frame(width: 8, height: 4)
        }
    }
}
// snippet.end

// snippet.opacity
struct Highlight: View {
    var body: some View {
        Text("Selected")
            .padding(.horizontal, 1)
            .background(Color.yellow.opacity(0.4))
            .background(.blue)
    }
}
// snippet.end

// snippet.strokes
struct Outlines: View {
    var body: some View {
        HStack(spacing: 1) {
            Rectangle().stroke(.green, lineWidth: 2).frame(width: 6, height: 3)
            RoundedRectangle(cornerRadius: 2).stroke(style: StrokeStyle(lineWidth: 1, dash: [2])).frame(width: 6, height: 3)
            Capsule().inset(by: 1).strokeBorder(.blue).frame(width: 8, height: 3)
        }
    }
}
// snippet.end

// snippet.gradients
struct Sunset: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Sunset")
                .foregroundStyle(LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing))
            RoundedRectangle(cornerRadius: 2)
                .fill(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                .frame(width: 12, height: 3)
        }
    }
}
// snippet.end

// snippet.hide
/// Stops the run, showing what differs, when `actual` is not what the article says.
func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String, line: UInt = #line) {
    precondition(actual == expected, "\(what): expected\n\(expected)\ngot\n\(actual)", line: line)
}

expect(TestHost(Badges(), width: 30, height: 3).text, """
▄████▄          ╭────╮
██████ █Online█ │Card│
▀████▀          ╰────╯
""", "a filled circle, a capsule background and a rounded outline")
expect(TestHost(Warning(), width: 17, height: 4).text, """
   ▄▄       ⡼⢣
  ▄██▄     ⡼⠁ ⢣
 ▄████▄   ⡼⠁   ⢣
▄██████▄ ⣼⣁⣀⣀⣀⣀⣀⣣
""", "a custom path, filled and stroked")
let highlight = TestHost(Highlight(), width: 10, height: 1)
expect(highlight.text, " Selected", "the text")
expect(highlight.cell(x: 1, y: 0).background != .blue && highlight.cell(x: 1, y: 0).background != .yellow, true,
       "the translucent yellow is blended with the blue below it")
expect(TestHost(Outlines(), width: 22, height: 3).text, """
┏━━━━┓ ╭╌╌╌╌╮
┃    ┃ ╎    ╎  (────)
┗━━━━┛ ╰╌╌╌╌╯
""", "a heavy outline, a dashed one, and an inset capsule")
let sunset = TestHost(Sunset(), width: 12, height: 4)
expect(sunset.cell(x: 3, y: 0).foreground != sunset.cell(x: 8, y: 0).foreground, true, "each letter takes its own color")
expect(sunset.cell(x: 5, y: 1).foreground != sunset.cell(x: 5, y: 3).foreground, true, "the fill changes from top to bottom")
