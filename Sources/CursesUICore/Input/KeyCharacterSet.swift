/// A set of Unicode scalars for `onKeyPress(characters:)`, so that SwiftUI's
/// `.onKeyPress(characters: .decimalDigits)` compiles without Foundation.
///
/// CursesUI does not link Foundation (it would cost every app about 8 MiB of memory at launch), so
/// the predefined sets of Foundation's `CharacterSet` live here with the same names and the same
/// Unicode general categories. `onKeyPress(characters:)` also takes a `CharacterSet` or any other
/// `SetAlgebra` of `Unicode.Scalar`, for code that imports Foundation anyway.
public struct KeyCharacterSet: Hashable, Sendable, ExpressibleByArrayLiteral {
    private indirect enum Storage: Hashable, Sendable {
        case categories(Set<Unicode.GeneralCategory>)
        case scalars(Set<Unicode.Scalar>)
        case union(Storage, Storage)
        case intersection(Storage, Storage)
        case subtracting(Storage, Storage)
        case inverted(Storage)
    }

    private let storage: Storage

    private init(_ storage: Storage) { self.storage = storage }

    private init(categories: Set<Unicode.GeneralCategory>, plus scalars: Set<Unicode.Scalar> = []) {
        storage = scalars.isEmpty ? .categories(categories) : .union(.categories(categories), .scalars(scalars))
    }

    /// The set of the Unicode scalars in `string`.
    public init(charactersIn string: String) {
        storage = .scalars(Set(string.unicodeScalars))
    }

    /// The set of `scalars`.
    public init(arrayLiteral scalars: Unicode.Scalar...) {
        storage = .scalars(Set(scalars))
    }

    /// Whether `scalar` is in the set.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        Self.contains(scalar, in: storage)
    }

    private static func contains(_ scalar: Unicode.Scalar, in storage: Storage) -> Bool {
        switch storage {
        case .categories(let categories): categories.contains(scalar.properties.generalCategory)
        case .scalars(let scalars): scalars.contains(scalar)
        case .union(let a, let b): contains(scalar, in: a) || contains(scalar, in: b)
        case .intersection(let a, let b): contains(scalar, in: a) && contains(scalar, in: b)
        case .subtracting(let a, let b): contains(scalar, in: a) && !contains(scalar, in: b)
        case .inverted(let a): !contains(scalar, in: a)
        }
    }

    /// The scalars in this set or in `other`.
    public func union(_ other: KeyCharacterSet) -> KeyCharacterSet { .init(.union(storage, other.storage)) }

    /// The scalars in both this set and `other`.
    public func intersection(_ other: KeyCharacterSet) -> KeyCharacterSet { .init(.intersection(storage, other.storage)) }

    /// The scalars in this set but not in `other`.
    public func subtracting(_ other: KeyCharacterSet) -> KeyCharacterSet { .init(.subtracting(storage, other.storage)) }

    /// Every scalar not in this set.
    public var inverted: KeyCharacterSet { .init(.inverted(storage)) }

    // The predefined sets: Foundation's `CharacterSet` definitions, by Unicode general category.

    private static let letterCategories: Set<Unicode.GeneralCategory> = [
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
    ]
    private static let markCategories: Set<Unicode.GeneralCategory> = [.nonspacingMark, .spacingMark, .enclosingMark]
    private static let numberCategories: Set<Unicode.GeneralCategory> = [.decimalNumber, .letterNumber, .otherNumber]
    private static let newlineScalars: Set<Unicode.Scalar> = ["\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

    /// Letters and marks (general categories L* and M*).
    public static var letters: KeyCharacterSet { .init(categories: letterCategories.union(markCategories)) }
    /// Lowercase letters (Ll).
    public static var lowercaseLetters: KeyCharacterSet { .init(categories: [.lowercaseLetter]) }
    /// Uppercase and titlecase letters (Lu and Lt).
    public static var uppercaseLetters: KeyCharacterSet { .init(categories: [.uppercaseLetter, .titlecaseLetter]) }
    /// Titlecase letters (Lt).
    public static var capitalizedLetters: KeyCharacterSet { .init(categories: [.titlecaseLetter]) }
    /// Decimal digits of any script (Nd).
    public static var decimalDigits: KeyCharacterSet { .init(categories: [.decimalNumber]) }
    /// Letters, marks and numbers (L*, M* and N*).
    public static var alphanumerics: KeyCharacterSet {
        .init(categories: letterCategories.union(markCategories).union(numberCategories))
    }
    /// Punctuation (P*).
    public static var punctuationCharacters: KeyCharacterSet {
        .init(categories: [
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
        ])
    }
    /// Symbols (S*).
    public static var symbols: KeyCharacterSet {
        .init(categories: [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol])
    }
    /// Space separators (Zs) and tab.
    public static var whitespaces: KeyCharacterSet { .init(categories: [.spaceSeparator], plus: ["\t"]) }
    /// Line and paragraph ends: U+000A–U+000D, U+0085, U+2028 and U+2029.
    public static var newlines: KeyCharacterSet { .init(.scalars(newlineScalars)) }
    /// Separators (Z*), tab and the newlines.
    public static var whitespacesAndNewlines: KeyCharacterSet {
        .init(categories: [.spaceSeparator, .lineSeparator, .paragraphSeparator], plus: newlineScalars.union(["\t"]))
    }
    /// Control and format characters (Cc and Cf).
    public static var controlCharacters: KeyCharacterSet { .init(categories: [.control, .format]) }
    /// Marks (M*), which combine with the character before them.
    public static var nonBaseCharacters: KeyCharacterSet { .init(categories: markCategories) }
}
