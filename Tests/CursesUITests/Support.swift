import Foundation
@testable import CursesUI

/// Counts `body` evaluations per view name; views hold it as a field, and class references
/// compare by identity, so holding it never makes a view look changed.
@MainActor
final class BodyCounter {
    private(set) var counts: [String: Int] = [:]

    func hit(_ name: String) { counts[name, default: 0] += 1 }

    subscript(name: String) -> Int { counts[name, default: 0] }

    func reset() { counts = [:] }
}

/// The screen's rows without their leading and trailing blanks.
func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
}
