// The libFuzzer entry point for CursesUI's key decoder (see README.md in this folder).
//
// Each input is split into reads at the fuzzer's choice: its first byte seeds where the reads end,
// so that sequences cut at every position are tried. The checks are the decoder's promises: it
// never crashes or traps; it never keeps more than a bounded tail waiting; the same bytes give the
// same events in one read as in pieces (nothing is lost or doubled at a read's end); and after a
// flush the next key always arrives.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    guard count > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    var seed = UInt64(bytes[0]) &* 0x9E37_79B9_7F4A_7C15 | 1
    let input = bytes.dropFirst()
    let size = (width: 80, height: 24)
    var reports: [TerminalReport] = []

    // In one read, then flushed: must not crash. (A slice from index 0, as the terminal reads,
    // decoded where it is; the pieces below start elsewhere and are copied first.)
    var whole = KeyDecoder()
    let wholeEvents = whole.decode(Array(input)[...], size: size, reports: &reports) + whole.flush(size: size, reports: &reports)
    precondition(!whole.isWaiting && !whole.isPasting, "flush left input waiting")

    // In pieces of pseudo-random lengths: nothing may wait beyond the bounds.
    var pieces = KeyDecoder()
    var pieceEvents: [TerminalEvent] = []
    var start = input.startIndex
    while start < input.endIndex {
        seed ^= seed << 13
        seed ^= seed >> 7
        seed ^= seed << 17
        let end = min(input.endIndex, start + 1 + Int(seed % 16))
        pieceEvents += pieces.decode(input[start..<end], size: size, reports: &reports)
        precondition(pieces.pending.count <= KeyDecoder.sequenceLimit + 16, "an unbounded sequence is waiting")
        start = end
    }
    pieceEvents += pieces.flush(size: size, reports: &reports)
    precondition(!pieces.isWaiting && !pieces.isPasting, "flush left input waiting")
    precondition(wholeEvents == pieceEvents, "reads cut elsewhere gave other events: \(wholeEvents) vs \(pieceEvents)")

    // A key after a complete sequence always arrives: Return after the input and a flush.
    var sentinel = KeyDecoder()
    _ = sentinel.decode(input, size: size, reports: &reports)
    _ = sentinel.flush(size: size, reports: &reports)
    let after = sentinel.decode([0x0D], size: size, reports: &reports)
    precondition(after == [.key(KeyPress(key: .return))], "the key after the input was lost: \(after)")
    return 0
}
