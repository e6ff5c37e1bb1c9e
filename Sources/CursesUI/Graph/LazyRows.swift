@_spi(CursesUICore) import CursesUICore
extension Node {
    /// Whether this node supplies rows to a lazy container: only transparent nodes lie between
    /// it and a `List` or `LazyVStack`. Such a `ForEach` builds no rows when it updates; the
    /// container builds the ones it shows during layout.
    var isLazyRowSource: Bool {
        var node = parent
        while let current = node {
            if current is LazyStackNode { return true }
            guard current.isTransparent else { return false }
            node = current.parent
        }
        return false
    }
}

/// The rows of a lazy container: fixed nodes and lazy sources, flattened in order, addressed by
/// a row index without building the rows in between.
@MainActor
struct LazyRows {
    enum Segment {
        case fixed(Node)
        /// A lazy source with its node: the source is read once, when the rows are counted.
        case lazy(Node, source: any LazyRowSource, count: Int)
    }

    private(set) var segments: [Segment] = []
    private(set) var count = 0

    /// The rows of `content`'s subtree; lazy sources are counted, not built.
    init(content: Node?) {
        guard let content else { return }
        collect(content)
    }

    private mutating func collect(_ node: Node) {
        if let source = node.lazyRowSource {
            let rowCount = source.rowCount
            segments.append(.lazy(node, source: source, count: rowCount))
            count += rowCount
        } else if node.isTransparent {
            for child in node.children { collect(child) }
        } else {
            segments.append(.fixed(node))
            count += 1
        }
    }

    /// Where row `index` lives: its segment and its index inside the segment.
    private func locate(_ index: Int) -> (segment: Int, offset: Int)? {
        var start = 0
        for (position, segment) in segments.enumerated() {
            let length: Int
            switch segment {
            case .fixed: length = 1
            case .lazy(_, _, let count): length = count
            }
            if index < start + length { return (position, index - start) }
            start += length
        }
        return nil
    }

    /// The identity of a row, without building it.
    func id(at index: Int) -> RowID? {
        guard let (segment, offset) = locate(index) else { return nil }
        switch segments[segment] {
        case .fixed(let node): return RowID(node: node)
        case .lazy(_, let source, _): return source.rowID(at: offset)
        }
    }

    /// The lazy source that row `index` comes from, with the row's offset in it and the count of
    /// its rows, for deleting and moving rows.
    func source(ofRow index: Int) -> (source: any LazyRowSource, offset: Int, count: Int)? {
        guard let (segment, offset) = locate(index), case .lazy(_, let source, let count) = segments[segment] else { return nil }
        return (source, offset, count)
    }

    /// The index of the row with identity `id`: a scan, so callers cache it.
    func index(of id: RowID) -> Int? {
        var start = 0
        for segment in segments {
            switch segment {
            case .fixed(let node):
                if RowID(node: node) == id { return start }
                start += 1
            case .lazy(_, let source, let count):
                for offset in 0..<count where source.rowID(at: offset) == id { return start + offset }
                start += count
            }
        }
        return nil
    }

    /// Builds the rows in `range` and drops every other lazily built row.
    func materialize(_ range: Range<Int>) -> [Node] {
        var built: [Node] = []
        var start = 0
        for segment in segments {
            switch segment {
            case .fixed(let node):
                if range.contains(start) { built.append(node) }
                start += 1
            case .lazy(let node, let source, let count):
                var rows: [Node] = []
                let lower = max(range.lowerBound, start), upper = min(range.upperBound, start + count)
                if lower < upper {
                    for index in lower..<upper {
                        rows.append(node.builtLazyRow(at: index - start) ?? source.materializeRow(at: index - start, in: node))
                    }
                }
                node.keepOnlyLazyRows(rows)
                built += rows
                start += count
            }
        }
        return built
    }
}
