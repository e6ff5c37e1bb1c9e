@_spi(Reflection) import Swift

/// A dynamic property whose storage the node links into each fresh view value
/// (`State`, `Environment`).
package protocol StoredDynamicProperty: DynamicProperty {
    /// Connects the property to its storage slot in `node`, creating the storage on first use.
    @MainActor mutating func link(slot: inout AnyObject?, node: CompositeNodeBase)

    /// Whether the property keeps the environment value it read in its slot, as an
    /// `EnvironmentRead` the node compares when the environment changes (`@Environment`).
    static var keepsEnvironmentRead: Bool { get }
}

extension StoredDynamicProperty {
    package static var keepsEnvironmentRead: Bool { false }
}

/// Where the dynamic properties of a view type are, found once per type from its field layout.
///
/// Before each `body` call the node links its storage into the fresh view value through these
/// offsets, so nothing relies on references captured in an old view value.
package struct DynamicPropertyTable {
    package enum Entry {
        /// A `State`, `Environment`, … at this offset, using storage slot `slot`.
        case stored(offset: Int, type: any StoredDynamicProperty.Type, slot: Int, name: String)
        /// A struct of the user's that holds dynamic properties; `update` runs after its fields.
        case nested(offset: Int, type: Any.Type, table: DynamicPropertyTable, callsUpdate: Bool)
    }

    package private(set) var entries: [Entry] = []
    /// How many storage slots the type needs, nested properties included.
    package private(set) var slotCount = 0
    /// The slots whose properties keep the environment value they read (`keepsEnvironmentRead`).
    package private(set) var environmentReadSlots: [Int] = []

    package var isEmpty: Bool { entries.isEmpty }

    /// The property name of each storage slot (`_count`), nested ones as a path, for
    /// `_printChanges()`.
    package var slotNames: [Int: String] {
        var names: [Int: String] = [:]
        for entry in entries {
            switch entry {
            case let .stored(_, _, slot, name):
                names[slot] = name
            case .nested(_, _, let table, _):
                for (slot, name) in table.slotNames { names[slot] = name }
            }
        }
        return names
    }

    @MainActor private static var cache: [ObjectIdentifier: DynamicPropertyTable] = [:]

    /// The table for a type, computed on first use.
    @MainActor
    package static func of(_ type: Any.Type) -> DynamicPropertyTable {
        if let table = cache[ObjectIdentifier(type)] { return table }
        var next = 0
        let table = DynamicPropertyTable(scanning: type, nextSlot: &next)
        cache[ObjectIdentifier(type)] = table
        return table
    }

    /// The table of a view whose only field, at offset 0, is a struct of the user's that holds
    /// dynamic properties without being one (the app at an app's root, whose `@State` works as in
    /// SwiftUI). Told rather than found: casting the field's type to each kind of property would
    /// search the executable's conformance records once per kind, on every app's first frame.
    @MainActor
    package static func of(_ type: Any.Type, nesting fieldType: Any.Type) -> DynamicPropertyTable {
        if let table = cache[ObjectIdentifier(type)] { return table }
        var next = 0
        var table = DynamicPropertyTable()
        let nested = DynamicPropertyTable(scanning: fieldType, nextSlot: &next)
        if !nested.isEmpty { table.entries = [.nested(offset: 0, type: fieldType, table: nested, callsUpdate: false)] }
        table.slotCount = next
        table.environmentReadSlots = nested.environmentReadSlots
        cache[ObjectIdentifier(type)] = table
        return table
    }

    private init() {}

    private init(scanning type: Any.Type, nextSlot: inout Int) {
        let first = nextSlot
        _forEachField(of: type, options: _EachFieldOptions(rawValue: 0)) { rawName, offset, fieldType, kind in
            guard kind == .struct else { return true }
            checkFieldLayout(fieldType, at: offset, in: type)
            if let stored = fieldType as? any StoredDynamicProperty.Type {
                entries.append(.stored(offset: offset, type: stored, slot: nextSlot, name: String(cString: rawName)))
                if stored.keepsEnvironmentRead { environmentReadSlots.append(nextSlot) }
                nextSlot += 1
            } else if let host = fieldType as? any DynamicPropertyHost.Type {
                // A style or modifier held for a body of the framework's: its properties are the body's.
                let nested = DynamicPropertyTable(scanning: host.hostedType, nextSlot: &nextSlot)
                if !nested.isEmpty { entries.append(.nested(offset: offset, type: fieldType, table: nested, callsUpdate: false)) }
                environmentReadSlots += nested.environmentReadSlots
            } else if fieldType is any DynamicProperty.Type {
                let nested = DynamicPropertyTable(scanning: fieldType, nextSlot: &nextSlot)
                entries.append(.nested(offset: offset, type: fieldType, table: nested, callsUpdate: true))
                environmentReadSlots += nested.environmentReadSlots
            }
            return true
        }
        slotCount = nextSlot - first
    }

    /// Links every dynamic property of `view`, in place, to the node's storage slots. A typed
    /// pointer, so a caller passes `&view` (valid for the call) without a closure: a main-actor
    /// closure handed to `withUnsafeMutableBytes` checks the executor each time it runs.
    @MainActor
    package func link<V>(view: UnsafeMutablePointer<V>, slots: inout [AnyObject?], node: CompositeNodeBase) {
        link(at: UnsafeMutableRawPointer(view), slots: &slots, node: node)
    }

    /// Links every dynamic property of the value at `base` to the node's storage slots.
    @MainActor
    package func link(at base: UnsafeMutableRawPointer, slots: inout [AnyObject?], node: CompositeNodeBase) {
        for entry in entries {
            switch entry {
            case let .stored(offset, type, slot, _):
                func link<P: StoredDynamicProperty>(_: P.Type) {
                    node.linkingSlot = slot
                    base.advanced(by: offset).assumingMemoryBound(to: P.self).pointee.link(slot: &slots[slot], node: node)
                }
                link(type)
            case let .nested(offset, type, table, callsUpdate):
                table.link(at: base.advanced(by: offset), slots: &slots, node: node)
                if callsUpdate, let property = type as? any DynamicProperty.Type {
                    func update<P: DynamicProperty>(_: P.Type) {
                        base.advanced(by: offset).assumingMemoryBound(to: P.self).pointee.update()
                    }
                    update(property)
                }
            }
        }
    }
}

/// Marks a field whose value's dynamic properties belong to the view that holds it: a user's
/// `ViewModifier` or style, whose `body(content:)` or `makeBody(configuration:)` runs as that
/// view's `body`.
package protocol DynamicPropertyHost {
    static var hostedType: Any.Type { get }
}

/// Holds a modifier or style inside a view of the framework's so that its `@State`,
/// `@Environment` and other dynamic properties are linked before that view's `body`.
/// Its only field is the value, at offset 0, so the value's fields keep their offsets.
package struct Hosted<Value>: DynamicPropertyHost {
    package var value: Value

    package init(value: Value) { self.value = value }

    package static var hostedType: Any.Type { Value.self }
}
