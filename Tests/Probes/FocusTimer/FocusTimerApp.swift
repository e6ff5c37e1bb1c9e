// A focus timer, written the way SwiftUI tutorials write it (a gradient card, a progress ring,
// a countdown); only the import differs from the SwiftUI original. The end-to-end tests drive it
// in tmux.
import CursesUI

@main
struct FocusTimerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var endDate = Date().addingTimeInterval(25 * 60)
    @State private var completed = 3
    private let goal = 8

    private var progress: Double { Double(completed) / Double(goal) }

    var body: some View {
        VStack(spacing: 1) {
            SessionCard()
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.3), lineWidth: 2)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(
                        AngularGradient(colors: [.green, .mint, .green], center: .center),
                        style: StrokeStyle(lineWidth: 2, lineCap: .round)
                    )
                    .rotationEffect(.degrees(-90))
                Text("\(completed)/\(goal)")
                    .font(.headline)
            }
            .frame(width: 20, height: 8)
            HStack {
                Text("Ends in")
                Text(timerInterval: Date()...endDate, countsDown: true)
                    .monospacedDigit()
                    .foregroundStyle(.tint)
            }
            Button("Done") {
                completed = min(goal, completed + 1)
            }
        }
        .padding()
        .tint(.orange)
    }
}

struct SessionCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Focus")
                .font(.headline)
                .foregroundStyle(.white)
            Text("Deep work session")
                .foregroundStyle(.white.opacity(0.8))
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing),
            in: RoundedRectangle(cornerRadius: 12)
        )
    }
}
