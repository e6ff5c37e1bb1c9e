import CursesUI

// Not a demo: the worst case of the memory benchmark (Benchmarks/README.md, "Cells, memory and
// pasting"): every cell of the screen has its own text and its own true colors (a gradient
// behind text that differs on every row). With an argument N, it then draws N more frames, each
// changing every row (as scrolling a full list does), and shows "Done after N frames"; 'q' quits.

let frames = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 0 : 0

/// The letters of row `y` in frame `frame`: every row and every frame different.
func line(_ y: Int, frame: Int, width: Int) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    return String((0..<width).map { letters[($0 &* 7 &+ y &* 13 &+ frame) % letters.count] })
}

struct FillProbeRoot: View {
    @Environment(\.dismiss) private var dismiss
    @State private var frame = 0

    var body: some View {
        GeometryReader { proxy in
            let width = Int(proxy.size.width), height = Int(proxy.size.height)
            VStack(alignment: .leading, spacing: 0) {
                Text(frames > 0 && frame == frames ? "Done after \(frame) frames" : "Frames: \(frame)")
                    .background(Color.black)
                ForEach(1..<max(1, height), id: \.self) { y in
                    Text(line(y, frame: frame, width: width))
                        .foregroundStyle(LinearGradient(colors: [.yellow, .cyan], startPoint: .leading, endPoint: .trailing))
                }
            }
            .background(LinearGradient(colors: [.red, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
        }
        .task {
            while frame < frames {
                try? await Task.sleep(for: .milliseconds(10))
                frame += 1
            }
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}

@main
struct FillProbe: App {
    var body: some Scene {
        WindowGroup {
            FillProbeRoot()
        }
    }
}
