extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions counted from the start), as SwiftUI adds for
    /// `onDelete(perform:)`: `items.remove(atOffsets: offsets)`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }

    /// Moves the elements at `source` so they sit, in their order, before the element that was at
    /// `destination` (or at the end), as SwiftUI adds for `onMove(perform:)`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.count { $0 < destination }
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}
