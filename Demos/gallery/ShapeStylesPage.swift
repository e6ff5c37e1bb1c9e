import CursesUI

/// Fills, text and backgrounds in shape styles: every gradient, the hierarchical styles and tint.
struct ShapeStylesPage: View {
    private let sunset: [Color] = [.yellow, .orange, .red, .purple]

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 1) {
                RoundedRectangle(cornerRadius: 2)
                    .fill(LinearGradient(colors: sunset, startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 12, height: 5)
                Circle()
                    .fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 6))
                    .frame(width: 12, height: 5)
                Ellipse().fill(EllipticalGradient(colors: [.mint, .teal, .indigo])).frame(width: 12, height: 5)
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center))
                    .frame(width: 12, height: 5)
                Capsule().fill(Color.orange.gradient).frame(width: 8, height: 5)
            }
            Text("A gradient across the letters of a title")
                .bold()
                .foregroundStyle(LinearGradient(colors: sunset, startPoint: .leading, endPoint: .trailing))
            HStack(spacing: 2) {
                Text("primary").foregroundStyle(.primary)
                Text("secondary").foregroundStyle(.secondary)
                Text("tertiary").foregroundStyle(.tertiary)
                Text("quaternary").foregroundStyle(.quaternary)
                Text("tint").foregroundStyle(.tint)
            }
            HStack(spacing: 1) {
                Text(" Tinted ").background(.tint, in: Capsule())
                Text(" Half ").background(Color.green.opacity(0.5), in: RoundedRectangle(cornerRadius: 1))
                Text(" Gradient ").background(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
            }
        }
        .tint(.cyan)
    }
}
