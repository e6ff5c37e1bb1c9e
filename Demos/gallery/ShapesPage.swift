import CursesUI

/// Every built-in shape filled and stroked, a custom path, and shapes as backgrounds and clips.
struct ShapesPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 2) {
                Circle().fill(.orange).frame(width: 10, height: 5)
                Ellipse().fill(.teal).frame(width: 12, height: 5)
                Capsule().fill(.green).frame(width: 12, height: 3)
                RoundedRectangle(cornerRadius: 3).fill(.blue).frame(width: 10, height: 4)
                Rectangle().fill(.purple).frame(width: 6, height: 3)
            }
            HStack(spacing: 2) {
                Circle().stroke(.orange).frame(width: 10, height: 5)
                Ellipse().stroke(.teal).frame(width: 12, height: 5)
                Capsule().stroke(.green).frame(width: 12, height: 3)
                RoundedRectangle(cornerRadius: 3).stroke(.blue).frame(width: 10, height: 4)
                Rectangle().stroke(.purple).frame(width: 6, height: 3)
            }
            HStack(spacing: 2) {
                Star().fill(.yellow).frame(width: 12, height: 6)
                Star().stroke(.yellow).frame(width: 12, height: 6)
                VStack(alignment: .leading, spacing: 1) {
                    Text("Save").padding(.horizontal, 2).background(.blue, in: Capsule())
                    Text("Card").padding(1).overlay(RoundedRectangle(cornerRadius: 2).stroke(.gray))
                }
                Color.pink.frame(width: 10, height: 5).clipShape(Circle())
            }
        }
    }
}

/// A five-pointed star: a custom `Shape` from a `Path` of straight lines.
private struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        for index in 0..<10 {
            let angle = Double(index) * .pi / 5 - .pi / 2
            let radius = index.isMultiple(of: 2) ? 1.0 : 0.45
            let point = CGPoint(x: center.x + rect.width / 2 * radius * cos(angle),
                                y: center.y + rect.height / 2 * radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}
