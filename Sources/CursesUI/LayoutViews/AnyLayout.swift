@_spi(CursesUICore) import CursesUICore
import Foundation

/// A type-erased layout, as in SwiftUI: switch between layouts of different types and the
/// subviews keep their identity and state. `let layout = isWide ? AnyLayout(HStackLayout()) :
/// AnyLayout(VStackLayout())`.
public struct AnyLayout: Layout {
    private let layout: any Layout

    /// Wraps a layout.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            self.layout = erased.layout
        } else {
            self.layout = layout
        }
    }

    /// The wrapped layout's cache, kept while the wrapped layout's type stays the same.
    public struct Cache {
        var value: Any
        var layoutType: ObjectIdentifier
    }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache {
            Cache(value: layout.makeCache(subviews: subviews), layoutType: ObjectIdentifier(L.self))
        }
        return make(layout)
    }

    /// Refreshes the wrapped layout's cache, or makes one when the layout's type changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard cache.layoutType == ObjectIdentifier(L.self), var value = cache.value as? L.Cache else {
                cache = makeCache(subviews: subviews)
                return
            }
            layout.updateCache(&value, subviews: subviews)
            cache.value = value
        }
        update(layout)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var value = typedCache(&cache, for: layout, subviews: subviews)
            defer { cache.value = value }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &value)
        }
        return size(layout)
    }

    /// Places the subviews with the wrapped layout.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L) {
            var value = typedCache(&cache, for: layout, subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &value)
            cache.value = value
        }
        place(layout)
    }

    /// The cache as `layout`'s own type, made anew when it belongs to a layout of another type.
    private func typedCache<L: Layout>(_ cache: inout Cache, for layout: L, subviews: Subviews) -> L.Cache {
        if cache.layoutType == ObjectIdentifier(L.self), let value = cache.value as? L.Cache { return value }
        let made = layout.makeCache(subviews: subviews)
        cache = Cache(value: made, layoutType: ObjectIdentifier(L.self))
        return made
    }
}
