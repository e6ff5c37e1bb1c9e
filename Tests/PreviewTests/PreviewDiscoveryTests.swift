import CursesUI
import Testing

/// `Preview.all` finds every preview of the two fixture modules, of every form, with its module,
/// file, line and name, and each renders what its body builds.
@MainActor
@Suite struct PreviewDiscoveryTests {
    private var fixtures: [Preview] {
        Preview.all.filter { $0.module.hasPrefix("PreviewFixtures") }
    }

    @Test func findsEveryPreviewOfBothModulesInOrder() {
        let found = fixtures.map { "\($0.id) | \($0.module) | \($0.fileID ?? "-") | \($0.line.map(String.init) ?? "-")" }
        #expect(found == [
            "PreviewFixturesA/FixtureViews.swift:15 | PreviewFixturesA | PreviewFixturesA/FixtureViews.swift | 15",
            "PreviewFixturesA/Counter | PreviewFixturesA | PreviewFixturesA/FixtureViews.swift | 19",
            "PreviewFixturesA/Stacked | PreviewFixturesA | PreviewFixturesA/FixtureViews.swift | 25",
            "PreviewFixturesA/Scheme | PreviewFixturesA | PreviewFixturesA/FixtureViews.swift | 31",
            "PreviewFixturesB/Injected | PreviewFixturesB | PreviewFixturesB/ProviderViews.swift | 31",
            "PreviewFixturesB/Switch | PreviewFixturesB | PreviewFixturesB/ProviderViews.swift | 35",
            "PreviewFixturesB/GreetingView_Previews | PreviewFixturesB | - | -",
        ])
    }

    @Test func namesAndSizesComeFromTheDeclaration() throws {
        let stacked = try #require(fixtures.first { $0.name == "Stacked" })
        #expect(stacked.size?.width == 20 && stacked.size?.height == 4)
        let unnamed = try #require(fixtures.first { $0.name == nil })
        #expect(unnamed.size == nil)
    }

    @Test func aBodyOfSeveralViewsStacksThem() throws {
        let stacked = try #require(fixtures.first { $0.name == "Stacked" })
        #expect(TestHost(stacked.makeView(), width: 20, height: 4).text == "First\nSecond")
        let provider = try #require(fixtures.first { $0.name == "GreetingView_Previews" })
        #expect(TestHost(provider.makeView(), width: 30, height: 3).text == """
                  Hello
            Hi from a preview
            """)
    }

    @Test func previewableStateLivesWithThePreview() throws {
        let counter = try #require(fixtures.first { $0.name == "Counter" })
        let host = TestHost(counter.makeView(), width: 20, height: 1)
        #expect(host.text == "[ Count: 0 ]")
        host.press(.return)
        host.press(.return)
        #expect(host.text == "[ Count: 2 ]")
        // A new view starts from the declared state again.
        #expect(TestHost(counter.makeView(), width: 20, height: 1).text == "[ Count: 0 ]")
    }

    /// The environment article's pattern, in the counter demo: the view reads `count` and
    /// `increment` through key paths the preview defines, backed by `@Previewable` state.
    @Test func aViewWithInjectedKeyPathsIsLiveInItsPreview() throws {
        let preview = try #require(Preview.all.first { $0.id == "CounterDemo/Counter view" })
        let host = TestHost(preview.makeView(), width: 20, height: 2)
        #expect(host.text == "Count: 0\n[ Increment ]")
        host.press(.return)
        host.press(.return)
        #expect(host.text == "Count: 200\n[ Increment ]")
    }
}
