@_spi(CursesUICore) import CursesUICore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if os(Linux) || os(FreeBSD) || os(Android)
private import SwiftShims

/// Calls `body` with the metadata sections of each image the Swift runtime has loaded; exported
/// by the runtime (Swift Testing finds its tests through it), but declared in no public header.
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?
)
#endif

/// Finds previews in the running process: the records `#Preview` places in the test content
/// section, and the types that conform to `PreviewProvider`, in every image the Swift runtime
/// knows. Everything it reads is data the compiler and the runtime lay out for exactly this kind
/// of lookup; nothing is registered at startup.
enum PreviewDiscovery {
    /// The previews declared with `#Preview`.
    static func macroPreviews() -> [Preview] {
        var previews: [Preview] = []
        let stride = MemoryLayout<__PreviewRecord>.stride
        for section in sections(.testContent) where section.count >= stride {
            let records = section.bindMemory(to: __PreviewRecord.self)
            for record in records where record.kind == __PreviewRecordContent.kind {
                let memory = UnsafeMutableRawPointer.allocate(
                    byteCount: MemoryLayout<Preview>.size, alignment: MemoryLayout<Preview>.alignment)
                record.accessor(memory)
                previews.append(memory.assumingMemoryBound(to: Preview.self).move())
                memory.deallocate()
            }
        }
        return previews
    }

    /// The previews of the types that conform to `PreviewProvider`.
    static func providerPreviews() -> [Preview] {
        var previews: [Preview] = []
        for section in sections(.protocolConformances) {
            guard let base = section.baseAddress else { continue }
            for offset in Swift.stride(from: 0, to: section.count - 3, by: 4) {
                guard let conformance = relative(base + offset),
                      let type = previewProviderType(conformance) else { continue }
                previews.append(preview(of: type))
            }
        }
        return previews
    }

    private static func preview<Provider: PreviewProvider>(of type: Provider.Type) -> Preview {
        Preview(provider: type)
    }

    /// The conforming type, if `conformance` (a protocol conformance descriptor) is a
    /// non-generic type's conformance to CursesUI's `PreviewProvider`.
    private static func previewProviderType(_ conformance: UnsafeRawPointer) -> (any PreviewProvider.Type)? {
        // Protocol conformance descriptor: protocol, type reference, witness table, flags.
        guard let proto = indirectable(conformance),
              hasName(proto, kind: 3, "PreviewProvider"),
              let module = indirectable(proto + 4), hasName(module, kind: 0, "CursesUI")
        else { return nil }
        let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
        let descriptor: UnsafeRawPointer?
        switch (flags >> 3) & 0x7 {
        case 0: descriptor = relative(conformance + 4)
        case 1: descriptor = relative(conformance + 4)?.load(as: UnsafeRawPointer?.self)
        default: descriptor = nil // An Objective-C class, which cannot be a view.
        }
        // Type context descriptor: flags, parent, name, metadata access function.
        guard let descriptor else { return nil }
        let typeFlags = descriptor.load(as: UInt32.self)
        let isGeneric = typeFlags & 0x80 != 0
        guard (16...18).contains(typeFlags & 0x1F), !isGeneric,
              let accessor = relative(descriptor + 12) else { return nil }
        typealias MetadataAccessor = @convention(thin) (Int) -> UnsafeRawPointer
        let metadata = unsafeBitCast(accessor, to: MetadataAccessor.self)(0)
        return unsafeBitCast(metadata, to: Any.Type.self) as? any PreviewProvider.Type
    }

    /// Whether a context descriptor is of the given kind (0 module, 3 protocol) and has this
    /// name; compared as C strings, since most of the process's conformances are checked.
    private static func hasName(_ descriptor: UnsafeRawPointer, kind: UInt32, _ expected: StaticString) -> Bool {
        guard descriptor.load(as: UInt32.self) & 0x1F == kind,
              let name = relative(descriptor + 8) else { return false }
        return strcmp(name.assumingMemoryBound(to: CChar.self), UnsafeRawPointer(expected.utf8Start).assumingMemoryBound(to: CChar.self)) == 0
    }

    /// The target of a 32-bit relative pointer stored at `pointer`.
    private static func relative(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = pointer.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : pointer + Int(offset)
    }

    /// The target of a relative pointer whose low bit says it points at a pointer to the target.
    private static func indirectable(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = pointer.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        guard offset & 1 != 0 else { return pointer + Int(offset) }
        return (pointer + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
    }

    /// The metadata sections discovery reads.
    private enum Section {
        case testContent
        case protocolConformances
    }

    #if os(Linux) || os(FreeBSD) || os(Android)
    /// One section's bytes in every image the runtime knows.
    private static func sections(_ section: Section) -> [UnsafeRawBufferPointer] {
        struct Context {
            var section: Section
            var buffers: [UnsafeRawBufferPointer] = []
        }
        var context = Context(section: section)
        withUnsafeMutablePointer(to: &context) { context in
            swift_enumerateAllMetadataSections({ sections, context in
                let context = context!.assumingMemoryBound(to: Context.self)
                // Runtimes before version 4 of the layout have no test content section.
                let version = sections.load(as: UInt.self)
                let all = sections.load(as: MetadataSections.self)
                let range: MetadataSectionRange
                switch context.pointee.section {
                case .testContent:
                    guard version >= 4 else { return true }
                    range = all.swift5_tests
                case .protocolConformances:
                    range = all.swift5_protocol_conformances
                }
                if let start = UnsafeRawPointer(bitPattern: range.start), range.length > 0 {
                    context.pointee.buffers.append(UnsafeRawBufferPointer(start: start, count: Int(range.length)))
                }
                return true
            }, context)
        }
        return context.buffers
    }
    #else
    /// Other platforms keep these sections elsewhere; discovery there is not implemented yet.
    private static func sections(_ section: Section) -> [UnsafeRawBufferPointer] { [] }
    #endif
}
