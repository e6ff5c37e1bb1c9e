#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A type whose values a chart can plot: numbers, dates and strings (categories), or any type
/// that stands for one of them, as in Swift Charts.
///
/// Make your own type plottable by giving the primitive it stands for; a `RawRepresentable`
/// type whose raw value is plottable gets this for free:
///
/// ```swift
/// enum Kind: String, Plottable { case cpu, memory }
/// ```
public protocol Plottable {
    /// The number, date or string this value is plotted as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as the primitive plotted.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a primitive stands for, if any.
    init?(primitivePlottable: PrimitivePlottable)
}

/// A type a chart plots directly: the integer and floating-point types, `String` and `Date`.
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {}

extension PrimitivePlottableProtocol {
    /// The value itself.
    public var primitivePlottable: Self { self }
    /// The value itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol {
    /// The raw value.
    public var primitivePlottable: RawValue { rawValue }
    /// The value with this raw value, if any.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension String: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}

/// A plotted value as marks give it: a position on a continuous scale, or a category. A chart's
/// marks store it as a `MarkValue`, a category as a number in the chart's own string table.
@usableFromInline
enum PlotValue: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    @inlinable
    init<P: Plottable>(_ value: P) {
        let primitive = value.primitivePlottable
        // The common primitives by type identity, which costs no dynamic cast.
        typealias Primitive = P.PrimitivePlottable
        if Primitive.self == Double.self { self = .number(unsafeBitCast(primitive, to: Double.self)); return }
        if Primitive.self == Int.self { self = .number(Double(unsafeBitCast(primitive, to: Int.self))); return }
        if Primitive.self == String.self { self = .category(unsafeBitCast(primitive, to: String.self)); return }
        if Primitive.self == Date.self { self = .date(unsafeBitCast(primitive, to: Date.self)); return }
        switch primitive as Any {
        case let number as Double: self = .number(number)
        case let number as Int: self = .number(Double(number))
        case let text as String: self = .category(text)
        case let date as Date: self = .date(date)
        case let number as Float: self = .number(Double(number))
        case let number as any BinaryInteger: self = .number(Double(number))
        case let other: self = .category(String(describing: other))
        }
    }

    /// The position on a continuous scale; dates count seconds.
    var position: Double? {
        switch self {
        case .number(let number): number.isFinite ? number : nil
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    /// The value as a plottable type, if it is one: numbers convert between numeric types
    /// (integers only when whole), dates and strings stay what they are.
    func plottable<P: Plottable>(as type: P.Type) -> P? {
        typealias Primitive = P.PrimitivePlottable
        let primitive: Primitive?
        switch self {
        case .number(let number):
            if let float = Primitive.self as? any BinaryFloatingPoint.Type {
                primitive = float.init(number) as? Primitive
            } else if let integer = Primitive.self as? any BinaryInteger.Type, number.isFinite {
                let whole = number.rounded()
                primitive = abs(number - whole) < 1e-9 * max(1, abs(number)) ? integer.init(exactly: whole) as? Primitive : nil
            } else {
                primitive = nil
            }
        case .date(let date): primitive = date as? Primitive
        case .category(let name): primitive = name as? Primitive
        }
        return primitive.flatMap(P.init(primitivePlottable:))
    }

    @usableFromInline
    var category: String {
        switch self {
        case .number(let number): ChartFormat.number(number)
        case .date(let date): ChartFormat.date(date, step: 86_400)
        case .category(let name): name
        }
    }
}
