import CursesUI

/// Stroke widths (light, heavy, blocks), dashes, insets, and shape modifiers on a ForEach.
struct StrokesPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 1) {
                ForEach([1.0, 2.0, 3.0], id: \.self) { width in
                    RoundedRectangle(cornerRadius: 2).stroke(.cyan, lineWidth: width)
                }
                .frame(width: 10, height: 4)
                Circle().stroke(.yellow, lineWidth: 3).frame(width: 10, height: 4)
            }
            HStack(spacing: 1) {
                Rectangle().stroke(style: StrokeStyle(lineWidth: 1, dash: [2])).frame(width: 10, height: 4)
                Rectangle().stroke(.orange, style: StrokeStyle(lineWidth: 2, dash: [3, 1])).frame(width: 10, height: 4)
                Circle().stroke(.green, style: StrokeStyle(lineWidth: 1, dash: [2, 2])).frame(width: 10, height: 4)
                Capsule().inset(by: 1).strokeBorder(.pink).frame(width: 10, height: 4)
            }
            HStack(spacing: 1) {
                ForEach(["red", "green", "blue"], id: \.self) { name in
                    Text(name).frame(width: 8)
                }
                .padding(.vertical, 1)
                .background(.tint, in: Capsule())
            }
            .tint(.indigo)
        }
    }
}
