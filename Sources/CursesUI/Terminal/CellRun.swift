@_spi(CursesUICore) import CursesUICore
import CNcurses

/// Neighbouring cells of one row that hold one printable ASCII character each and share a pen,
/// collected so that ncurses gets them in one call (`cnc_put_run`), which looks the color pair up
/// once, instead of one call per cell. Its storage is kept from frame to frame.
struct CellRun {
    /// Attributes and colors, as `cnc_put_cell` and `cnc_put_run` take them.
    struct Pen: Equatable {
        var attributes: UInt32
        var foreground: Int32
        var background: Int32
    }

    private var characters: [UInt32] = []
    private var x = 0
    private var y = 0
    private var pen = Pen(attributes: 0, foreground: -1, background: -1)

    /// Adds the character `byte` at column `x` of row `y`; a cell that does not continue the run
    /// (another row, a gap, another pen) writes the run first.
    mutating func add(_ byte: UInt8, at x: Int, y: Int, pen: Pen) {
        if !characters.isEmpty && (y != self.y || x != self.x + characters.count || pen != self.pen) { flush() }
        if characters.isEmpty {
            self.x = x
            self.y = y
            self.pen = pen
        }
        characters.append(UInt32(byte))
    }

    /// Hands the run to ncurses and starts an empty one.
    mutating func flush() {
        guard !characters.isEmpty else { return }
        cnc_put_run(Int32(y), Int32(x), characters, Int32(characters.count), pen.attributes, pen.foreground, pen.background)
        characters.removeAll(keepingCapacity: true)
    }
}
