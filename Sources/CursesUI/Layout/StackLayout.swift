/// Views that change shape with the axis of the stack they are in (`Spacer`, `Divider`).
@MainActor
protocol StackAxisDependent: AnyObject {
    var stackAxis: Axis? { get set }
}

/// SwiftUI's stack algorithm along one axis: the offered length, less spacing, is shared out
/// to the children from the least flexible to the most, each taking what it needs of an equal
/// share of what is left.
struct StackLayout {
    var axis: Axis
    /// Cross-axis alignment as a fraction: 0 leading/top, 0.5 center, 1 trailing/bottom.
    var alignment: Double
    var spacing: Int

    static let vertical = StackLayout(axis: .vertical, alignment: 0.5, spacing: 0)

    private func main(_ size: Size) -> Int { axis == .vertical ? size.height : size.width }
    private func cross(_ size: Size) -> Int { axis == .vertical ? size.width : size.height }
    private func proposal(main: Int?, cross: Int?) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: cross, height: main) : ProposedSize(width: main, height: cross)
    }
    private func size(main: Int, cross: Int) -> Size {
        axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }

    /// The sizes each item takes for a proposal.
    @MainActor
    func sizes(of items: [Node], proposal: ProposedSize) -> [Size] {
        for item in items { (item as? StackAxisDependent)?.stackAxis = axis }
        let offeredMain = axis == .vertical ? proposal.height : proposal.width
        let offeredCross = axis == .vertical ? proposal.width : proposal.height
        let totalSpacing = spacing * max(0, items.count - 1)
        guard let offeredMain else {
            return items.map { $0.sizeThatFits(self.proposal(main: nil, cross: offeredCross)) }
        }
        let flexibility = items.map { item -> Int in
            let least = main(item.sizeThatFits(self.proposal(main: 0, cross: offeredCross)))
            let most = main(item.sizeThatFits(self.proposal(main: ProposedSize.infinity.width, cross: offeredCross)))
            return most - least
        }
        let order = items.indices.sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
        var remaining = max(0, offeredMain - totalSpacing)
        var left = items.count
        var sizes = Array(repeating: Size.zero, count: items.count)
        for index in order {
            let share = remaining / max(1, left)
            let fitted = items[index].sizeThatFits(self.proposal(main: share, cross: offeredCross))
            sizes[index] = fitted
            remaining = max(0, remaining - main(fitted))
            left -= 1
        }
        return sizes
    }

    /// The size of the whole stack for a proposal.
    @MainActor
    func size(of items: [Node], proposal: ProposedSize) -> Size {
        guard !items.isEmpty else { return .zero }
        let sizes = sizes(of: items, proposal: proposal)
        let mainLength = sizes.reduce(0) { $0 + main($1) } + spacing * (items.count - 1)
        let crossLength = sizes.reduce(0) { max($0, cross($1)) }
        return size(main: mainLength, cross: crossLength)
    }

    /// Places the items one after another along the axis inside `rect`, aligned across it.
    @MainActor
    func place(_ items: [Node], in rect: Rect) {
        guard !items.isEmpty else { return }
        let sizes = sizes(of: items, proposal: ProposedSize(rect.size))
        var offset = 0
        let crossLength = cross(rect.size)
        for (item, itemSize) in zip(items, sizes) {
            let crossOffset = Int((Double(crossLength - cross(itemSize)) * alignment).rounded(.down))
            let origin = axis == .vertical
                ? Point(x: rect.x + max(0, crossOffset), y: rect.y + offset)
                : Point(x: rect.x + offset, y: rect.y + max(0, crossOffset))
            item.place(in: Rect(origin: origin, size: itemSize))
            offset += main(itemSize) + spacing
        }
    }
}
