import CursesUISnapshotTesting
import Foundation
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// `TextField(value:format:)` and `TextField(value:formatter:)`: the text is a draft, parsed and
/// written on Return or when focus leaves; text that does not parse reverts.
@MainActor
struct FormattedTextFieldTests {
    static let posix = Locale(identifier: "en_US")

    struct Order: View {
        @State var quantity = 3
        @State var price = 12.5
        @State var submitted = 0
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Quantity", value: $quantity, format: .number.locale(FormattedTextFieldTests.posix))
                TextField("Price", value: $price, format: .currency(code: "EUR").locale(FormattedTextFieldTests.posix))
                Text("quantity \(quantity) price \(price) submitted \(submitted)")
            }
            .onSubmit { submitted += 1 }
        }
    }

    @Test func aValidEditUpdatesTheBindingOnReturnOnly() {
        let host = TestHost(Order(), width: 40, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            3
            €12.50
            quantity 3 price 12.5 submitted 0
            """
        }
        host.press(.delete)
        host.type("42")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            42
            €12.50
            quantity 3 price 12.5 submitted 0
            """
        }
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            42
            €12.50
            quantity 42 price 12.5 submitted 1
            """
        }
    }

    @Test func anInvalidEditRevertsToTheFormattedValue() {
        let host = TestHost(Order(), width: 40, height: 3)
        host.press(.delete)
        host.type("lots")
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            3
            €12.50
            quantity 3 price 12.5 submitted 1
            """
        }
    }

    @Test func leavingTheFieldCommitsAndFormatsTheValue() {
        let host = TestHost(Order(), width: 40, height: 3)
        host.press(.tab)
        host.press("u", modifiers: .control)
        host.type("1234.5")
        host.press(.tab)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            3
            €1,234.50
            quantity 3 price 1234.5 submitted 0
            """
        }
    }

    @Test func leavingWithAnInvalidEditReverts() {
        let host = TestHost(Order(), width: 40, height: 3)
        host.press("u", modifiers: .control)
        host.type("x1")
        host.press(.tab)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            3
            €12.50
            quantity 3 price 12.5 submitted 0
            """
        }
    }

    @Test func aValueChangedElsewhereShowsFormattedUnlessADraftIsBeingEdited() {
        struct Screen: View {
            @State var ratio = 0.25
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Ratio", value: $ratio, format: .percent.locale(FormattedTextFieldTests.posix))
                    Button("Half") { ratio = 0.5 }
                }
            }
        }
        let host = TestHost(Screen(), width: 20, height: 2)
        host.press(.tab)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            50%
            [ Half ]
            """
        }
        host.press(.tab)
        host.press("u", modifiers: .control)
        host.type("75%")
        host.press(.return)
        #expect(host.text.hasPrefix("75%"))
    }

    @Test func anOptionalValueIsClearedByAnEmptyText() {
        struct Screen: View {
            @State var limit: Int? = 5
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Limit", value: $limit, format: .number)
                    Text("limit \(limit.map(String.init) ?? "none")")
                }
            }
        }
        let host = TestHost(Screen(), width: 20, height: 2)
        host.press(.delete)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Limit
            limit none
            """
        }
        host.type("8")
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            8
            limit 8
            """
        }
    }

    @Test func aFormatterParsesIntoTheBoundNumberType() {
        struct Screen: View {
            @State var count = 7
            let formatter: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.locale = FormattedTextFieldTests.posix
                formatter.numberStyle = .decimal
                return formatter
            }()
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Count", value: $count, formatter: formatter)
                    Text("count \(count)")
                }
            }
        }
        let host = TestHost(Screen(), width: 20, height: 2)
        host.press(.delete)
        host.type("2,500")
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            2,500
            count 2500
            """
        }
        host.press("u", modifiers: .control)
        host.type("many")
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            2,500
            count 2500
            """
        }
    }

    @Test func submitLabelAndContentTypeAreAccepted() {
        struct Screen: View {
            @State var amount = 1.5
            var body: some View {
                TextField(value: $amount, format: .number, prompt: Text("Amount")) { Text("Amount") }
                    .submitLabel(.done)
                    .textContentType(.emailAddress)
            }
        }
        let host = TestHost(Screen(), width: 20, height: 1)
        #expect(host.text == "1.5")
    }
}
