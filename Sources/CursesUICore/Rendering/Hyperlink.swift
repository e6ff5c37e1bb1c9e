/// The link a cell belongs to (a Markdown `[text](url)` or an `AttributedString` link), which a
/// terminal that supports them makes clickable (OSC 8).
///
/// Stored as an index into a process-wide table of addresses, so that cells stay plain memory.
/// Addresses are kept only in their safe form (`safeAddress(_:)`): no byte of a user's string can
/// end the escape sequence that carries it.
@usableFromInline package struct Hyperlink: Hashable, Sendable {
    /// 0: no link; else the address's index in the table, plus one.
    @usableFromInline package let index: UInt16

    /// No link.
    package static let none = Hyperlink(index: 0)

    /// The link at `index` of the table, as a cell keeps it.
    @inlinable package init(index: UInt16) { self.index = index }

    /// The link to `address`; `none` for an empty address, or once the table is full.
    package init(address: String) {
        self.init(index: AddressTable.shared.index(of: Self.safeAddress(address)))
    }

    /// The safe address; nil for `none`.
    package var address: String? {
        index == 0 ? nil : AddressTable.shared.address(at: Int(index) - 1)
    }

    /// The most bytes of an address kept; longer ones are cut (no browser takes much more).
    package static let maxLength = 2048

    /// `address` with every byte outside the characters URLs are written with (RFC 3986's
    /// unreserved and reserved ones, and `%`) percent-encoded: control characters, spaces,
    /// backslashes and non-ASCII bytes never reach the terminal.
    package static func safeAddress(_ address: String) -> String {
        var bytes: [UInt8] = []
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in address.utf8 {
            if isURLByte(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
            if bytes.count >= maxLength { break }
        }
        return String(decoding: bytes.prefix(maxLength), as: UTF8.self)
    }

    private static func isURLByte(_ byte: UInt8) -> Bool {
        byte < 0x80 && urlBytes[Int(byte)]
    }

    /// Which ASCII bytes URLs are written with.
    private static let urlBytes: [Bool] = (0..<128).map { byte in
        let byte = UInt8(byte)
        return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || Array("-._~:/?#[]@!$&'()*+,;=%".utf8).contains(byte)
    }

    /// The addresses, each stored once and never removed. Bounded: at most `UInt16.max - 1`.
    private final class AddressTable: @unchecked Sendable {
        static let shared = AddressTable()
        private let lock = Lock()
        private var indices: [String: UInt16] = [:]
        private var addresses: [String] = []

        /// The link index (table index plus one) of `address`; 0 when empty or the table is full.
        func index(of address: String) -> UInt16 {
            guard !address.isEmpty else { return 0 }
            lock.lock()
            defer { lock.unlock() }
            if let index = indices[address] { return index }
            guard addresses.count < Int(UInt16.max) - 1 else { return 0 }
            addresses.append(address)
            let index = UInt16(addresses.count)
            indices[address] = index
            return index
        }

        func address(at index: Int) -> String {
            lock.lock()
            defer { lock.unlock() }
            return addresses[index]
        }
    }
}
