/// SwiftUI's stack algorithm along one axis: the offered length, less spacing, is shared out
/// to the children from the least flexible to the most, each taking what it needs of an equal
/// share of what is left.
package struct StackLayout {
    package var axis: Axis
    /// Cross-axis alignment as a fraction: 0 leading/top, 0.5 center, 1 trailing/bottom.
    package var alignment: Double
    package var spacing: Int
    /// A custom alignment (`AlignmentID`) the items line up on instead of `alignment`.
    package var customAlignment: CustomAlignment?

    package init(axis: Axis, alignment: Double, spacing: Int, customAlignment: CustomAlignment? = nil) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.customAlignment = customAlignment
    }

    /// The guide the items line up on, as they are asked for it.
    package var guideKey: AlignmentGuideKey { AlignmentGuideKey(fraction: alignment, custom: customAlignment) }

    package static let vertical = StackLayout(axis: .vertical, alignment: 0.5, spacing: 0)

    private func main(_ size: Size) -> Int { axis == .vertical ? size.height : size.width }
    private func cross(_ size: Size) -> Int { axis == .vertical ? size.width : size.height }
    private func proposal(main: Int?, cross: Int?) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: cross, height: main) : ProposedSize(width: main, height: cross)
    }
    private func size(main: Int, cross: Int) -> Size {
        axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }

    /// The sizes each item takes for a proposal.
    ///
    /// Written with plain loops: closures here would be main-actor closures, and Swift checks the
    /// executor each time one is called.
    @MainActor
    package func sizes(of items: [Node], proposal: ProposedSize) -> [Size] {
        let offeredMain = axis == .vertical ? proposal.height : proposal.width
        let offeredCross = axis == .vertical ? proposal.width : proposal.height
        var sizes = Array(repeating: Size.zero, count: items.count)
        for item in items { item.layoutAxis = axis }
        guard let offeredMain else {
            for index in items.indices {
                sizes[index] = items[index].sizeThatFits(self.proposal(main: nil, cross: offeredCross))
            }
            return sizes
        }
        var flexibility = Array(repeating: 0, count: items.count)
        var unbounded = Array(repeating: false, count: items.count)
        var least = Array(repeating: 0, count: items.count)
        var leastTotal = 0
        for index in items.indices {
            let item = items[index]
            least[index] = main(item.sizeThatFits(self.proposal(main: 0, cross: offeredCross)))
            let most = main(item.sizeThatFits(self.proposal(main: ProposedSize.infinity.width, cross: offeredCross)))
            flexibility[index] = most - least[index]
            unbounded[index] = most >= ProposedSize.infinity.width!
            leastTotal += least[index]
        }
        // Each item is offered its least length plus an equal share of what the least lengths
        // leave. Sharing the whole length instead let a rigid item (a fixed frame) take more
        // than its share out of the others', so a stack placed in the width it asked for gave a
        // menu picker less than it needed ("Show: A ▾").
        // Views of higher `layoutPriority` share the extra first, as in SwiftUI; a group of
        // equal priority shares it out from its least flexible view to its most.
        var extra = max(0, offeredMain - spacing * max(0, items.count - 1) - leastTotal)
        let order = Self.byPriority(items, then: Self.leastFlexibleFirst(flexibility))
        var groupStart = 0
        while groupStart < order.count {
            let priority = items[order[groupStart]].layoutPriority
            var groupEnd = groupStart + 1
            while groupEnd < order.count, items[order[groupEnd]].layoutPriority == priority { groupEnd += 1 }
            // Views that take any length (spacers, `maxWidth: .infinity`) get what the bounded
            // ones leave, as in SwiftUI: `Text · Spacer(minLength: 3) · Text` keeps both texts
            // whole while they fit, instead of giving the spacer a third of the extra.
            var boundedLeft = 0
            for index in order[groupStart..<groupEnd] where !unbounded[index] { boundedLeft += 1 }
            var unboundedLeft = groupEnd - groupStart - boundedLeft
            for index in order[groupStart..<groupEnd] {
                let share = least[index] + extra / max(1, unbounded[index] ? unboundedLeft : boundedLeft)
                let fitted = items[index].sizeThatFits(self.proposal(main: share, cross: offeredCross))
                sizes[index] = fitted
                extra = max(0, extra - max(0, main(fitted) - least[index]))
                if unbounded[index] { unboundedLeft -= 1 } else { boundedLeft -= 1 }
            }
            groupStart = groupEnd
        }
        return sizes
    }

    /// `order` stably sorted by descending `layoutPriority`; unchanged when no view has one.
    @MainActor
    private static func byPriority(_ items: [Node], then order: [Int]) -> [Int] {
        var hasPriorities = false
        for item in items where item.layoutPriority != 0 { hasPriorities = true }
        guard hasPriorities else { return order }
        var sorted = order
        for position in sorted.indices.dropFirst() {
            let index = sorted[position]
            var slot = position
            while slot > 0, items[sorted[slot - 1]].layoutPriority < items[index].layoutPriority {
                sorted[slot] = sorted[slot - 1]
                slot -= 1
            }
            sorted[slot] = index
        }
        return sorted
    }

    /// Each item's alignment guide across the stack, when one of them sets its own
    /// (`alignmentGuide(_:computeValue:)`) or the alignment is a custom one; `nil` when neither,
    /// the common case.
    @MainActor
    private func guides(of items: [Node], sizes: [Size]) -> [Int]? {
        let crossAxis: Axis = axis == .vertical ? .horizontal : .vertical
        let key = guideKey
        var guides: [Int]?
        if let customAlignment {
            guides = sizes.map { customAlignment.defaultValue($0) }
        }
        for index in items.indices {
            guard let guide = items[index].alignmentGuide(across: crossAxis, guide: key, size: sizes[index]) else { continue }
            if guides == nil { guides = sizes.map { Int((Double(cross($0)) * alignment).rounded(.down)) } }
            guides![index] = guide
        }
        return guides
    }

    /// Where the first item that sets a guide for the custom alignment `key` puts it, in a stack
    /// of `size`: across `axis` (the asking stack's cross axis), from the stack's own edge. A
    /// stack has a custom guide where one of its items sets it, so guides line up views in
    /// different stacks; built-in alignments are not asked through stacks.
    @MainActor
    package func alignmentGuide(across guideAxis: Axis, guide key: AlignmentGuideKey, size: Size, items: [Node]) -> Int? {
        guard key.custom != nil, !items.isEmpty else { return nil }
        let frames = frames(of: items, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        for index in items.indices {
            guard let guide = items[index].alignmentGuide(across: guideAxis, guide: key, size: frames[index].size) else { continue }
            return guide + (guideAxis == .horizontal ? frames[index].x : frames[index].y)
        }
        return nil
    }

    /// The cross length of items lined up on their guides: the most any reaches before the line
    /// plus the most any reaches after it.
    private func guidedCrossLength(_ sizes: [Size], _ guides: [Int]) -> Int {
        var before = 0, after = 0
        for (size, guide) in zip(sizes, guides) {
            before = max(before, guide)
            after = max(after, cross(size) - guide)
        }
        return before + after
    }

    /// Item indices from the least flexible to the most; ties keep their order.
    private static func leastFlexibleFirst(_ flexibility: [Int]) -> [Int] {
        var order = Array(flexibility.indices)
        // Insertion sort: stacks are short, and it is stable.
        for position in order.indices.dropFirst() {
            let index = order[position]
            var slot = position
            while slot > 0, flexibility[order[slot - 1]] > flexibility[index] {
                order[slot] = order[slot - 1]
                slot -= 1
            }
            order[slot] = index
        }
        return order
    }

    /// The size of the whole stack for a proposal.
    @MainActor
    package func size(of items: [Node], proposal: ProposedSize) -> Size {
        guard !items.isEmpty else { return .zero }
        var mainLength = spacing * (items.count - 1)
        var crossLength = 0
        let sizes = sizes(of: items, proposal: proposal)
        if let guides = guides(of: items, sizes: sizes) { crossLength = guidedCrossLength(sizes, guides) }
        for itemSize in sizes {
            // Saturates: flexible views asked for the most they take answer "unbounded" each.
            mainLength = min(mainLength + main(itemSize), ProposedSize.infinity.width!)
            crossLength = max(crossLength, cross(itemSize))
        }
        return size(main: mainLength, cross: crossLength)
    }

    /// Places the items one after another along the axis inside `rect`, aligned across it.
    @MainActor
    package func place(_ items: [Node], in rect: Rect) {
        guard !items.isEmpty else { return }
        let frames = frames(of: items, in: rect)
        for index in items.indices { items[index].place(in: frames[index]) }
    }

    /// Where `place(_:in:)` puts each item.
    @MainActor
    private func frames(of items: [Node], in rect: Rect) -> [Rect] {
        var frames = [Rect]()
        frames.reserveCapacity(items.count)
        let sizes = sizes(of: items, proposal: ProposedSize(rect.size))
        var offset = 0
        let crossLength = cross(rect.size)
        let guides = guides(of: items, sizes: sizes)
        // With guides, the items line up on the largest guide, and that block is aligned.
        var guideLine = 0
        if let guides {
            guideLine = Int((Double(crossLength - guidedCrossLength(sizes, guides)) * alignment).rounded(.down)) + (guides.max() ?? 0)
        }
        for index in items.indices {
            let itemSize = sizes[index]
            let crossOffset = if let guides { guideLine - guides[index] }
                else { Int((Double(crossLength - cross(itemSize)) * alignment).rounded(.down)) }
            let origin = axis == .vertical
                ? Point(x: rect.x + max(0, crossOffset), y: rect.y + offset)
                : Point(x: rect.x + offset, y: rect.y + max(0, crossOffset))
            frames.append(Rect(origin: origin, size: itemSize))
            offset += main(itemSize) + spacing
        }
        return frames
    }
}
