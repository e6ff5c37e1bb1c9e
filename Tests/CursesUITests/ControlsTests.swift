import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Label, GroupBox, ProgressView, Stepper, Slider and Picker: rendering, keys, bindings,
/// clamping, the disabled state and the spinner's precise redraws.
@MainActor
struct ControlsTests {
    /// Polls until `condition` holds, for at most about three seconds.
    private func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<150 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition()
    }

    private func rows(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    // MARK: Label

    @Test func labelDrawsASymbolForKnownSystemImagesAndABulletOtherwise() {
        let host = TestHost(VStack(alignment: .leading) {
            Label("Favorites", systemImage: "star")
            Label("Done", systemImage: "checkmark")
            Label("Settings", systemImage: "gear")
            Label("Filled", systemImage: "star.fill")
            Label("Mystery", systemImage: "no.such.symbol")
        })
        #expect(rows(host.text) == ["☆ Favorites", "✓ Done", "⚙ Settings", "★ Filled", "• Mystery"])
    }

    @Test func labelWithWideEmojiKeepsTheTitleAfterBothCells() {
        let host = TestHost(Label("Documents", systemImage: "folder"))
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            📁 Documents
            """
        }
        #expect(host.cell(x: 3, y: 0).character == "D")
    }

    @Test func labelWithTitleAndIconViews() {
        let host = TestHost(Label { Text("Inbox").bold() } icon: { Text(">") })
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            > Inbox
            """
        }
        #expect(host.cell(x: 2, y: 0).isBold)
    }

    // MARK: GroupBox

    @Test func groupBoxEmbedsItsTitleInTheTopBorder() {
        let host = TestHost(GroupBox("Info") {
            Text("Hello")
            Text("World!")
        })
        #expect(rows(host.text) == [
            "┌ Info ──┐",
            "│ Hello  │",
            "│ World! │",
            "└────────┘",
        ])
        #expect(host.cell(x: 2, y: 0).isBold, "the title is bold")
    }

    @Test func groupBoxGrowsToFitALongTitleAndWorksWithoutOne() {
        assertInlineSnapshot(of: TestHost(GroupBox("Long title") { Text("x") }, width: 16, height: 4), as: .frame()) {
            """
            ┌ Long title ┐
            │ x          │
            └────────────┘
            """
        }
        assertInlineSnapshot(of: TestHost(GroupBox { Text("x") }, width: 8, height: 3), as: .frame()) {
            """
            ┌───┐
            │ x │
            └───┘
            """
        }
        let viewLabel = TestHost(GroupBox(label: Label("Gear", systemImage: "gear")) { Text("content") })
        #expect(rows(viewLabel.text).first == "┌ ⚙ Gear ─┐")
    }

    @Test func controlsInsideAGroupBoxStillTakeFocus() {
        struct Boxed: View {
            @State private var isOn = false
            var body: some View {
                GroupBox("Options") { Toggle("Fast", isOn: $isOn) }
            }
        }
        let host = TestHost(Boxed())
        host.press(.space)
        #expect(rows(host.text)[1] == "│ [x] Fast │")
    }

    // MARK: ProgressView (determinate)

    @Test func progressBarFillsTheOfferedWidthAndShowsThePercentage() {
        let host = TestHost(ProgressView(value: 0.5).frame(width: 25))
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ██████████░░░░░░░░░░  50%
            """
        }
        let wide = TestHost(ProgressView(value: 0.5), width: 45, height: 3)
        assertInlineSnapshot(of: wide, as: .frame()) {
            """
            ████████████████████░░░░░░░░░░░░░░░░░░░░  50%
            """
        }
    }

    @Test func progressBarHasAnIdealWidthOfTwentyPlusThePercentage() {
        let host = TestHost(ProgressView(value: 0.25))
        var progress: Node?
        host.graph.root.forEachNode { if $0 is ProgressNode<EmptyView, EmptyView> { progress = $0 } }
        #expect(progress?.sizeThatFits(.unspecified) == Size(width: 25, height: 1))
    }

    @Test func progressBarWithTitleTotalAndClamping() {
        let host = TestHost(VStack(alignment: .leading) {
            ProgressView("Downloading", value: 3, total: 4)
            ProgressView(value: 7.0, total: 5).frame(width: 10)
            ProgressView(value: -1.0).frame(width: 10)
            ProgressView(value: 0.999).frame(width: 10)
        }, width: 25, height: 10)
        #expect(rows(host.text) == [
            "Downloading",
            "███████████████░░░░░  75%",
            "█████ 100%",
            "░░░░░   0%",
            "████░  99%",
        ])
    }

    @Test func progressBarFollowsItsValue() {
        struct Download: View {
            @State private var done = 0.0
            var body: some View {
                VStack(alignment: .leading) {
                    ProgressView(value: done, total: 10).frame(width: 15)
                    Button("More") { done += 5 }
                }
            }
        }
        let host = TestHost(Download())
        #expect(rows(host.text)[0] == "░░░░░░░░░░   0%")
        host.press(.return)
        #expect(rows(host.text)[0] == "█████░░░░░  50%")
        host.press(.return)
        #expect(rows(host.text)[0] == "██████████ 100%")
    }

    // MARK: ProgressView (indeterminate)

    struct SpinnerScreen: View {
        let counter: BodyCounter
        @State var isLoading = true
        var body: some View {
            let _ = counter.hit("screen")
            VStack(alignment: .leading) {
                if isLoading { ProgressView("Loading") }
                Sibling(counter: counter)
                Button("Stop") { isLoading = false }
            }
        }
    }

    struct Sibling: View {
        let counter: BodyCounter
        var body: some View {
            let _ = counter.hit("sibling")
            Text("sibling")
        }
    }

    @Test func spinnerAdvancesByRedrawingOnlyItself() async {
        let counter = BodyCounter()
        let host = TestHost(SpinnerScreen(counter: counter))
        #expect(rows(host.text)[0] == "⠋ Loading")
        let bodies = host.bodyEvaluationCount
        #expect(counter["sibling"] == 1)
        let advanced = await eventually { rows(host.text)[0] != "⠋ Loading" }
        #expect(advanced, "the spinner turned by itself")
        let second = rows(host.text)[0]
        #expect(second.hasSuffix(" Loading"))
        let again = await eventually { rows(host.text)[0] != second }
        #expect(again, "and keeps turning")
        #expect(counter["sibling"] == 1, "a sibling's body never runs for the spinner")
        #expect(counter["screen"] == 1)
        #expect(host.bodyEvaluationCount == bodies)
    }

    @Test func settleReturnsWhileASpinnerTurns() async {
        let host = TestHost(ProgressView())
        // A spinner's redraws are not work, so `settle()` returns although its timer never ends
        // (if it did not, this test would never finish).
        await host.settle()
        #expect(ProgressMetricsProbe.frames.contains(host.text))
    }

    @Test func spinnerStopsWhenItsViewIsRemoved() async throws {
        let counter = BodyCounter()
        let host = TestHost(SpinnerScreen(counter: counter))
        var timer: Task<Void, Never>?
        host.graph.root.forEachNode { node in
            if let progress = node as? ProgressNode<Text, EmptyView> { timer = progress.spinner }
        }
        let spinner = try #require(timer, "the spinner's timer runs while it is shown")
        host.press(.return)
        #expect(rows(host.text)[0] == "sibling")
        // Removing the view cancels the timer, which then ends: nothing is left to draw frames.
        await spinner.value
        #expect(spinner.isCancelled)
        let frames = host.graph.frameCount
        _ = host.text
        #expect(host.graph.frameCount == frames, "no frames are drawn for a removed spinner")
    }

    @Test func progressViewSwitchesBetweenSpinnerAndBar() {
        struct Switching: View {
            @State private var value: Double? = nil
            var body: some View {
                VStack(alignment: .leading) {
                    ProgressView(value: value).frame(width: 10)
                    Button("Start") { value = 0.6 }
                }
            }
        }
        let host = TestHost(Switching())
        #expect(rows(host.text)[0].contains("⠋"))
        host.press(.return)
        #expect(rows(host.text)[0] == "███░░  60%")
    }

    // MARK: Stepper

    struct Counter: View {
        @State private var count = 1
        var body: some View {
            VStack(alignment: .leading) {
                Stepper("Count", value: $count, in: 0...3)
                Text("count: \(count)")
            }
        }
    }

    @Test func stepperDrawsTitleAndButtonsAndIsHighlightedWhenFocused() {
        let host = TestHost(Counter())
        #expect(rows(host.text) == ["Count [−] [+]", "count: 1"])
        #expect(host.cell(x: 0, y: 0).isReversed)
        #expect(host.cell(x: 12, y: 0).isReversed)
    }

    @Test func stepperStepsWithArrowsAndSignsAndClampsToItsRange() {
        let host = TestHost(Counter())
        host.press(.rightArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Count [−] [+]
            count: 2
            """
        }
        host.press("+")
        #expect(rows(host.text)[0] == "Count [−] [+]")
        host.press(.rightArrow)
        // clamped at the upper bound
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Count [−] [+]
            count: 3
            """
        }
        #expect(host.cell(x: 12, y: 0).foreground == .gray, "[+] is dimmed at the upper bound")
        host.press(.leftArrow)
        host.press("-")
        host.press(.leftArrow)
        host.press(.leftArrow)
        // clamped at the lower bound
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Count [−] [+]
            count: 0
            """
        }
        #expect(host.cell(x: 6, y: 0).foreground == .gray, "[−] is dimmed at the lower bound")
        #expect(host.cell(x: 12, y: 0).foreground != .gray)
    }

    @Test func stepperStepsBySteppingAmountAndStopsAtTheBoundInsteadOfPassingIt() {
        struct Volume: View {
            @State private var level = 0
            var body: some View {
                VStack(alignment: .leading) {
                    Stepper("Level", value: $level, in: 0...12, step: 5)
                    Text("level: \(level)")
                }
            }
        }
        let host = TestHost(Volume())
        host.press(.rightArrow)
        host.press(.rightArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Level [−] [+]
            level: 10
            """
        }
        host.press(.rightArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Level [−] [+]
            level: 12
            """
        }
        host.press(.leftArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Level [−] [+]
            level: 7
            """
        }
    }

    @Test func stepperWithActionsRunsThemAndShowsNoValue() {
        struct Actions: View {
            @State private var log: [String] = []
            var body: some View {
                VStack(alignment: .leading) {
                    Stepper("Page", onIncrement: { log.append("+") }, onDecrement: { log.append("-") })
                    Text("log: \(log.joined())")
                }
            }
        }
        let host = TestHost(Actions())
        #expect(rows(host.text)[0] == "Page [−] [+]")
        host.press(.rightArrow)
        host.press(.leftArrow)
        host.press("+")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Page [−] [+]
            log: +-+
            """
        }
    }

    @Test func disabledStepperIsGrayAndIgnoresKeys() {
        struct Disabled: View {
            @State private var count = 1
            var body: some View {
                VStack(alignment: .leading) {
                    Stepper("Count", value: $count, in: 0...3).disabled(true)
                    Text("count: \(count)")
                }
            }
        }
        let host = TestHost(Disabled())
        host.press(.rightArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Count [−] [+]
            count: 1
            """
        }
        #expect(host.cell(x: 0, y: 0).foreground == .gray)
        #expect(!host.cell(x: 0, y: 0).isReversed)
    }

    // MARK: Slider

    struct Volume: View {
        @State var value: Double = 0.5
        var step: Double? = nil
        var body: some View {
            VStack(alignment: .leading) {
                Slider(value: $value, step: step).frame(width: 11)
                Text("value: \(Int((value * 100).rounded()))")
            }
        }
    }

    @Test func sliderDrawsATrackWithTheKnobAtTheValue() {
        let host = TestHost(Volume())
        #expect(rows(host.text)[0] == "━━━━━●─────")
        #expect(host.cell(x: 0, y: 0).isReversed, "focused")
        let wide = TestHost(Slider(value: .constant(1.0)), width: 30, height: 2)
        assertInlineSnapshot(of: wide, as: .frame()) {
            """
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━●
            """
        }
    }

    @Test func sliderMovesByATwentiethOfTheRangeAndJumpsToTheEnds() {
        let host = TestHost(Volume())
        host.press(.rightArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ━━━━━━●────
            value: 55
            """
        }
        host.press(.leftArrow)
        host.press(.leftArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ━━━━━●─────
            value: 45
            """
        }
        host.press(.end)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ━━━━━━━━━━●
            value: 100
            """
        }
        #expect(rows(host.text)[0] == "━━━━━━━━━━●")
        host.press(.rightArrow)
        // clamped at the upper bound
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ━━━━━━━━━━●
            value: 100
            """
        }
        host.press(.home)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ●──────────
            value: 0
            """
        }
        #expect(rows(host.text)[0] == "●──────────")
        host.press(.leftArrow)
        // clamped at the lower bound
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ●──────────
            value: 0
            """
        }
    }

    @Test func sliderWithAStepSnapsToIt() {
        let host = TestHost(Volume(value: 0.3, step: 0.25))
        host.press(.rightArrow)
        // 0.55 snaps to the nearest step, 0.5
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ━━━━━●─────
            value: 50
            """
        }
        host.press(.leftArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ━━━●───────
            value: 25
            """
        }
    }

    @Test func sliderInACustomRangeWithLabels() {
        struct Temperature: View {
            @State private var degrees = 20.0
            var body: some View {
                VStack(alignment: .leading) {
                    Slider(value: $degrees, in: 10...30, step: 5) {
                        Text("Temp")
                    } minimumValueLabel: {
                        Text("10")
                    } maximumValueLabel: {
                        Text("30")
                    }
                    .frame(width: 20)
                    Text("degrees: \(Int(degrees))")
                }
            }
        }
        let host = TestHost(Temperature())
        #expect(rows(host.text)[0] == "Temp 10 ━━━━●──── 30")
        host.press(.rightArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Temp 10 ━━━━━━●── 30
            degrees: 25
            """
        }
        #expect(rows(host.text)[0] == "Temp 10 ━━━━━━●── 30")
    }

    @Test func disabledSliderIsGrayAndUnfocusable() {
        struct Disabled: View {
            @State private var value = 0.5
            var body: some View {
                VStack(alignment: .leading) {
                    Slider(value: $value).frame(width: 5).disabled(true)
                    Button("OK") {}
                    Text("value: \(value)")
                }
            }
        }
        let host = TestHost(Disabled())
        host.press(.rightArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ━━●──
            [ OK ]
            value: 0.5
            """
        }
        #expect(host.cell(x: 0, y: 0).foreground == .gray)
        #expect(host.cell(x: 0, y: 1).isReversed, "focus starts at the button")
    }

    // MARK: Picker

    struct Flavors: View {
        let flavors = ["Vanilla", "Chocolate", "Mint"]
        @State private var flavor = "Vanilla"
        var inline = false
        var body: some View {
            VStack(alignment: .leading) {
                if inline {
                    picker.pickerStyle(.inline)
                } else {
                    picker
                }
                Button("Reset") { flavor = "Vanilla" }
                Text("flavor: \(flavor)")
            }
        }

        var picker: some View {
            Picker("Flavor", selection: $flavor) {
                ForEach(flavors, id: \.self) { Text($0).tag($0) }
            }
        }
    }

    @Test func menuPickerShowsTheSelectionSizedForTheWidestOption() {
        let host = TestHost(Flavors())
        #expect(rows(host.text)[0] == "Flavor: Vanilla   ▾")
        #expect(host.cell(x: 0, y: 0).isReversed, "the focused picker is highlighted")
    }

    @Test func menuPickerCyclesWithReturnAndStepsWithArrows() {
        let host = TestHost(Flavors())
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Flavor: Chocolate ▾
            [ Reset ]
            flavor: Chocolate
            """
        }
        #expect(rows(host.text)[0] == "Flavor: Chocolate ▾")
        host.press(.space)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Flavor: Mint      ▾
            [ Reset ]
            flavor: Mint
            """
        }
        host.press(.rightArrow)
        // arrows stop at the last option
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Flavor: Mint      ▾
            [ Reset ]
            flavor: Mint
            """
        }
        host.press(.return)
        // Return wraps around
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Flavor: Vanilla   ▾
            [ Reset ]
            flavor: Vanilla
            """
        }
        host.press(.leftArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Flavor: Vanilla   ▾
            [ Reset ]
            flavor: Vanilla
            """
        }
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.leftArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Flavor: Chocolate ▾
            [ Reset ]
            flavor: Chocolate
            """
        }
    }

    @Test func pickerShowsSelectionChangedElsewhere() {
        let host = TestHost(Flavors())
        host.press(.return)
        #expect(rows(host.text)[0] == "Flavor: Chocolate ▾")
        host.press(.tab)
        host.press(.return)
        #expect(rows(host.text)[0] == "Flavor: Vanilla   ▾")
    }

    @Test func inlinePickerListsOptionsWithRadioMarks() {
        let host = TestHost(Flavors(inline: true))
        #expect(Array(rows(host.text).prefix(3)) == [
            "Flavor: (•) Vanilla",
            "        ( ) Chocolate",
            "        ( ) Mint",
        ])
        #expect(host.cell(x: 8, y: 0).isReversed, "the highlighted option is reversed")
        #expect(!host.cell(x: 0, y: 0).isReversed, "the title is not")
        #expect(!host.cell(x: 8, y: 1).isReversed)
    }

    @Test func inlinePickerMovesItsHighlightWithArrowsAndSelectsWithReturn() {
        let host = TestHost(Flavors(inline: true))
        host.press(.downArrow)
        #expect(host.cell(x: 8, y: 1).isReversed)
        #expect(!host.cell(x: 8, y: 0).isReversed)
        // moving the highlight does not select
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Flavor: (•) Vanilla
                    ( ) Chocolate
                    ( ) Mint
            [ Reset ]
            flavor: Vanilla
            """
        }
        host.press(.space)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Flavor: ( ) Vanilla
                    (•) Chocolate
                    ( ) Mint
            [ Reset ]
            flavor: Chocolate
            """
        }
        #expect(rows(host.text)[1] == "        (•) Chocolate")
        host.press(.downArrow)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Flavor: ( ) Vanilla
                    ( ) Chocolate
                    (•) Mint
            [ Reset ]
            flavor: Mint
            """
        }
    }

    @Test func inlinePickerLetsFocusLeaveAtItsEnds() {
        let host = TestHost(Flavors(inline: true))
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.cell(x: 0, y: 3).isReversed, "Down at the last option moves to the button")
        #expect(!host.cell(x: 8, y: 2).isReversed)
        host.press(.upArrow)
        #expect(host.cell(x: 8, y: 0).isReversed, "Up comes back; the highlight starts at the selection")
        host.press(.upArrow)
        #expect(host.cell(x: 0, y: 3).isReversed, "Up at the first option leaves the picker")
    }

    @Test func radioGroupStyleAndTaggedEnumOptions() {
        enum ShirtSize: String, CaseIterable, Hashable { case small, medium, large }
        struct Sizes: View {
            @State private var size = ShirtSize.medium
            var body: some View {
                VStack(alignment: .leading) {
                    Picker("Size", selection: $size) {
                        Text("S").tag(ShirtSize.small)
                        Text("M").tag(ShirtSize.medium)
                        Text("L").tag(ShirtSize.large)
                    }
                    .pickerStyle(.radioGroup)
                    Text("size: \(size.rawValue)")
                }
            }
        }
        let host = TestHost(Sizes())
        #expect(Array(rows(host.text).prefix(3)) == ["Size: ( ) S", "      (•) M", "      ( ) L"])
        host.press(.downArrow)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Size: ( ) S
                  ( ) M
                  (•) L
            size: large
            """
        }
        #expect(rows(host.text)[2] == "      (•) L")
    }

    @Test func forEachIdsAreImplicitTagsAndOptionalSelectionsAcceptPlainTags() {
        struct Implicit: View {
            @State private var pick = 2
            @State private var maybe: String? = nil
            var body: some View {
                VStack(alignment: .leading) {
                    Picker("N", selection: $pick) {
                        ForEach(1..<4) { Text("#\($0)") }
                    }
                    Picker("Opt", selection: $maybe) {
                        Text("None").tag(String?.none)
                        Text("A").tag("a")
                    }
                    Text("pick: \(pick) maybe: \(maybe ?? "nil")")
                }
            }
        }
        let host = TestHost(Implicit())
        #expect(rows(host.text)[0] == "N: #2 ▾")
        #expect(rows(host.text)[1] == "Opt: None ▾")
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            N: #3 ▾
            Opt: A    ▾
            pick: 3 maybe: a
            """
        }
        #expect(rows(host.text)[1] == "Opt: A    ▾")
    }

    @Test func pickerOptionsFollowTheirData() {
        struct Growing: View {
            @State private var items = ["a", "b"]
            @State private var choice = "a"
            var body: some View {
                VStack(alignment: .leading) {
                    Picker("X", selection: $choice) {
                        ForEach(items, id: \.self) { Text($0).tag($0) }
                    }
                    .pickerStyle(.inline)
                    Button("Add") { items.append("c") }
                }
            }
        }
        let host = TestHost(Growing())
        #expect(rows(host.text).count == 3)
        host.press(.tab)
        host.press(.return)
        #expect(Array(rows(host.text).prefix(3)) == ["X: (•) a", "   ( ) b", "   ( ) c"])
    }

    @Test func disabledPickerIsGrayAndUnfocusable() {
        struct Disabled: View {
            @State private var flavor = "Vanilla"
            var body: some View {
                VStack(alignment: .leading) {
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Mint").tag("Mint")
                    }
                    .disabled(true)
                    Button("OK") {}
                    Text("flavor: \(flavor)")
                }
            }
        }
        let host = TestHost(Disabled())
        host.press(.space)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Flavor: Vanilla ▾
            [ OK ]
            flavor: Vanilla
            """
        }
        #expect(host.cell(x: 0, y: 0).foreground == .gray)
        #expect(host.cell(x: 8, y: 0).foreground == .gray)
        #expect(host.cell(x: 0, y: 1).isReversed, "focus skips the picker")
    }

    @Test func tagOutsideAPickerChangesNothing() {
        let host = TestHost(HStack { Text("a").tag(1); Text("b") })
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            a b
            """
        }
    }
}

/// The spinner's frames, for tests that only need to know a spinner is showing.
enum ProgressMetricsProbe {
    static let frames: Set<String> = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
}
