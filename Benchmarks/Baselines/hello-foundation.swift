// Baseline: a Swift program that uses Foundation (what CursesUI linked before it stopped).
import Foundation

print("Count: 0 \(ProcessInfo.processInfo.environment["TERM"] ?? "")")
_ = readLine()
