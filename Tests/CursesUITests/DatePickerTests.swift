import CursesUISnapshotTesting
import Foundation
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// `DatePicker`: fields in the locale's order, edited by keys, read in the environment's
/// calendar and time zone. Every test fixes the locale and time zone.
@MainActor
struct DatePickerTests {
    static let utc = TimeZone(identifier: "UTC")!

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, in zone: TimeZone = utc) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    struct Screen: View {
        @State var when = DatePickerTests.date(2026, 1, 31, 15, 7)
        var components: DatePickerComponents = [.date, .hourAndMinute]
        var locale = Locale(identifier: "en_US")
        var zone = DatePickerTests.utc
        var range: ClosedRange<Date>? = nil
        var body: some View {
            VStack(alignment: .leading) {
                if let range {
                    DatePicker("Due", selection: $when, in: range, displayedComponents: components)
                } else {
                    DatePicker("Due", selection: $when, displayedComponents: components)
                }
                Text(when.formatted(.iso8601))
            }
            .environment(\.locale, locale)
            .environment(\.timeZone, zone)
            .environment(\.calendar, Calendar(identifier: .gregorian))
        }
    }

    /// The columns of the reversed cells in the first row: the chosen field.
    private func chosen<V: View>(_ host: TestHost<V>) -> [Int] {
        (0..<40).filter { host.cell(x: $0, y: 0).isReversed }
    }

    @Test func fieldsFollowTheLocale() {
        let us = TestHost(Screen(), width: 40, height: 2)
        assertInlineSnapshot(of: us, as: .frame()) {
            """
            Due 01/31/2026 03:07 PM
            2026-01-31T15:07:00Z
            """
        }
        let german = TestHost(Screen(locale: Locale(identifier: "de_DE")), width: 40, height: 2)
        assertInlineSnapshot(of: german, as: .frame()) {
            """
            Due 31.01.2026 15:07
            2026-01-31T15:07:00Z
            """
        }
        let tokyo = TestHost(Screen(components: .hourAndMinute, locale: Locale(identifier: "de_DE"), zone: TimeZone(identifier: "Asia/Tokyo")!),
                             width: 40, height: 2)
        assertInlineSnapshot(of: tokyo, as: .frame()) {
            """
            Due 00:07
            2026-01-31T15:07:00Z
            """
        }
    }

    @Test func arrowsChooseAFieldAndChangeIt() {
        let host = TestHost(Screen(locale: Locale(identifier: "de_DE")), width: 40, height: 2)
        #expect(chosen(host) == [4, 5], "the day is chosen first")
        host.press(.rightArrow)
        host.press(.upArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Due 28.02.2026 15:07
            2026-02-28T15:07:00Z
            """
        }
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press("-")
        #expect(chosen(host) == [15, 16])
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Due 28.12.2026 14:07
            2026-12-28T14:07:00Z
            """
        }
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(chosen(host) == [18, 19], "Right on the last field stays there")
    }

    @Test func digitsTypeTheChosenField() {
        let host = TestHost(Screen(locale: Locale(identifier: "de_DE")), width: 40, height: 2)
        host.type("9")
        #expect(chosen(host) == [7, 8], "a day of 9 cannot take another digit: on to the month")
        host.type("1")
        host.type("1")
        host.type("2027")
        host.type("0")
        host.type("930")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Due 09.11.2027 09:30
            2027-11-09T09:30:00Z
            """
        }
    }

    @Test func aYearShowsItsDigitsUntilItIsWhole() {
        let host = TestHost(Screen(locale: Locale(identifier: "de_DE")), width: 40, height: 2)
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.type("20")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Due 31.01.20   15:07
            2026-01-31T15:07:00Z
            """
        }
    }

    @Test func twelveHourClocksTypeTheDayPeriod() {
        let host = TestHost(Screen(components: .hourAndMinute), width: 40, height: 2)
        host.type("1")
        host.type("1")
        host.type("45")
        host.type("a")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Due 11:45 AM
            2026-01-31T11:45:00Z
            """
        }
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.press(.upArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Due 12:45 PM
            2026-01-31T12:45:00Z
            """
        }
    }

    @Test func theDateStaysInItsRange() {
        let range = DatePickerTests.date(2026, 1, 1)...DatePickerTests.date(2026, 3, 1)
        let host = TestHost(Screen(components: .date, locale: Locale(identifier: "de_DE"), range: range), width: 40, height: 2)
        host.press(.rightArrow)
        host.press(.upArrow)
        host.press(.upArrow)
        host.press(.upArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Due 01.03.2026
            2026-03-01T00:00:00Z
            """
        }
    }

    @Test func stylesAreAcceptedAndTheHelpBarNamesTheKeys() {
        struct Styled: View {
            @State var when = DatePickerTests.date(2026, 5, 4)
            var body: some View {
                VStack(alignment: .leading) {
                    DatePicker("A", selection: $when, displayedComponents: .date).datePickerStyle(.compact)
                    DatePicker("B", selection: $when, displayedComponents: .date).datePickerStyle(.graphical)
                    DatePicker("C", selection: $when, displayedComponents: .date).datePickerStyle(.wheel)
                    DatePicker("D", selection: $when, displayedComponents: .date).datePickerStyle(.field)
                    KeyHelpBar()
                }
                .environment(\.locale, Locale(identifier: "en_US"))
                .environment(\.timeZone, DatePickerTests.utc)
            }
        }
        let host = TestHost(Styled(), width: 40, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            A 05/04/2026
            B 05/04/2026
            C 05/04/2026
            D 05/04/2026
            ←→ field · ↑↓ change
            """
        }
        host.click(x: 5, y: 2)
        host.press(.upArrow)
        #expect(host.text.hasPrefix("A 05/05/2026"), "a click chose C's day")
    }
}
