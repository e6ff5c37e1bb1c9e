// Modifiers from iOS that pasted code carries, accepted so that it compiles. A terminal has a
// hardware keyboard, no navigation bar and no sheets that stop at a height.

/// The on-screen keyboard a field asks for on iOS; accepted, a terminal has its own keyboard.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Automatic capitalization on iOS; accepted, a terminal types what is typed.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The kind of content a field holds (for autofill on iOS); accepted.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// The label of the return key on iOS; accepted, Enter submits.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// A height a sheet can stop at on iOS; accepted, a sheet takes the height its content needs.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

/// The navigation bar's title size on iOS.
public enum NavigationBarItem {
    /// How large the title is drawn; accepted, the title row has one size.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

extension View {
    /// Accepted: a terminal has a hardware keyboard.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Accepted: a terminal types what is typed.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Accepted: a terminal types what is typed.
    public func autocapitalization(_ style: TextInputAutocapitalization) -> some View { self }

    /// Accepted: a terminal does not autocorrect.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Accepted: a terminal does not autocorrect.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// Accepted: fields are not autofilled.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Accepted: Enter submits whatever the label.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Accepted: the title row has one size.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// Accepted: the navigation title row is always shown.
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }

    /// Accepted: lists and forms draw on the terminal's background.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }

    /// Accepted: rows draw on the list's background.
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }

    /// Accepted: rows have no separators to hide.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Accepted: a sheet takes the height its content needs.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Accepted: a sheet takes the height its content needs.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }

    /// Accepted: sheets have no drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// Accepted: the status bar is the terminal's.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

}

/// Edges above and below, as in SwiftUI; accepted where row separators are.
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// The kinds of safe area a view may extend into, as in SwiftUI; accepted.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The area the device's bars and notches cover.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the on-screen keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Accepted: a terminal has no safe area, so a view already reaches every edge it is given,
    /// as `LinearGradient(…).ignoresSafeArea()` behind a screen expects.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
}
