import CursesUISnapshotTesting
import Foundation
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// The stepper and slider initializers beyond the basic ones: a stepper showing its value
/// through a format, SwiftUI's current argument order, and editing-changed callbacks.
@MainActor
struct StepperAndSliderTests {
    @Test func aTitleWithTheValueIsPartedFromTheButtonsByOneSpace() {
        struct Hours: View {
            @State var hours = 1
            var body: some View { Stepper("Hours: \(hours)", value: $hours) }
        }
        let host = TestHost(Hours(), width: 30, height: 1)
        host.press("+")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Hours: 2 [−] [+]
            """
        }
    }

    @Test func aStepperWithAFormatShowsTheValueBeforeItsButtons() {
        struct Speed: View {
            @State var speed = 1.0
            var body: some View {
                VStack(alignment: .leading) {
                    Stepper("Speed", value: $speed, in: 0.5...2, step: 0.25,
                            format: .number.precision(.fractionLength(2)).locale(Locale(identifier: "en_US")))
                    Stepper(value: $speed, step: 0.5, format: .percent.locale(Locale(identifier: "en_US"))) {
                        Text("Rate")
                    }
                }
            }
        }
        let host = TestHost(Speed(), width: 30, height: 2)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Speed 1.00 [−] [+]
            Rate 100% [−] [+]
            """
        }
        for _ in 0..<5 { host.press(.rightArrow) }
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Speed 2.00 [−] [+]
            Rate 200% [−] [+]
            """
        }
        #expect(host.cell(x: 16, y: 0).foreground == .gray, "[+] is dimmed at the upper bound")
    }

    @Test func theLabelFirstOrderAndEditingChangedCallbacks() {
        final class Log { var entries: [String] = [] }
        struct Screen: View {
            let log: Log
            @State var count = 0
            @State var volume = 0.5
            var body: some View {
                VStack(alignment: .leading) {
                    Stepper(value: $count, in: 0...9, step: 3) {
                        Text("Count \(count)")
                    } onEditingChanged: { log.entries.append("stepper \($0)") }
                    Stepper {
                        Text("Page")
                    } onIncrement: {
                        log.entries.append("next")
                    } onDecrement: {
                        log.entries.append("previous")
                    }
                    Slider(value: $volume, in: 0...1, step: 0.25) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("1")
                    } onEditingChanged: { log.entries.append("slider \($0)") }
                    .frame(width: 20)
                }
            }
        }
        let log = Log()
        let host = TestHost(Screen(log: log), width: 30, height: 3)
        host.press(.rightArrow)
        host.press(.tab)
        host.press(.leftArrow)
        host.press(.tab)
        host.press(.rightArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Count 3 [−] [+]
            Page [−] [+]
            Volume 0 ━━━━━━●── 1
            """
        }
        #expect(log.entries == ["stepper true", "stepper false", "previous", "slider true", "slider false"])
    }
}
