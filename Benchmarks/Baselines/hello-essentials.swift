// Baseline: a Swift program that uses FoundationEssentials (what CursesUI links, for `Locale`).
import FoundationEssentials

print("Count: 0 \(Locale.current.identifier)")
_ = readLine()
