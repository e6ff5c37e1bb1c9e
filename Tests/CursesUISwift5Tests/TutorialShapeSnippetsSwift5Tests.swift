import Foundation
import Testing
import CursesUI

// Shape and style code as public SwiftUI tutorials write it (activity rings, gradient screens,
// gradient titles, tinted badges), in the Swift 5 language mode, with only the import changed.

private struct ActivityRing: View {
    var progress: Double

    var body: some View {
        let gradient = AngularGradient(
            gradient: Gradient(colors: [Color(red: 200 / 255, green: 168 / 255, blue: 240 / 255),
                                        Color(red: 71 / 255, green: 33 / 255, blue: 158 / 255)]),
            center: .center,
            startAngle: .degrees(0),
            endAngle: .degrees(360.0 * progress))
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.3), lineWidth: 3)
            Circle()
                .trim(from: 0, to: CGFloat(progress))
                .stroke(gradient, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text(String(format: "%.0f%%", progress * 100))
        }
    }
}

private struct GradientScreen: View {
    var body: some View {
        ZStack {
            LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack {
                Text("Welcome")
                    .font(.largeTitle)
                    .foregroundStyle(.linearGradient(colors: [.yellow, .orange], startPoint: .leading, endPoint: .trailing))
                Text("Tap to begin")
                    .foregroundStyle(.white.opacity(0.8))
                    .padding(.horizontal)
                    .background(.ultraThinMaterial, in: Capsule())
            }
        }
    }
}

private struct Badge: View {
    var count: Int

    var body: some View {
        Text("\(count)")
            .padding(1)
            .background(Color.red.gradient, in: Capsule())
            .overlay(Capsule().strokeBorder(.white, lineWidth: 1))
    }
}

@MainActor
@Test func tutorialShapeCodeCompilesAndDrawsInSwift5Mode() {
    let ring = TestHost(ActivityRing(progress: 0.75).frame(width: 16, height: 8), width: 16, height: 8)
    #expect(ring.text.contains("75%"))
    let screen = TestHost(GradientScreen(), width: 20, height: 6)
    #expect(screen.text.contains("WELCOME"), "\(screen.text)")
    #expect(screen.cell(x: 0, y: 0).background != screen.cell(x: 0, y: 5).background)
    let badge = TestHost(Badge(count: 3), width: 3, height: 3)
    #expect(badge.text.contains("3"))
}
