import Observation

/// What `@State` and `@FocusState` storage share: an observation registrar and the one property
/// observers see. Reading the stored value reports an access to `observedValue`, and writing it
/// is a mutation of `observedValue`.
///
/// The class is not generic, so its key path is built once: a key path into a generic class is
/// instantiated at run time on every use, which cost about 10,000 instructions per read.
class ObservedStorage: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()

    /// Stands for the stored value in observation.
    final var observedValue: Void { () }

    /// Records that the reading `body` (or tracked closure) depends on the value.
    final func recordAccess() {
        registrar.access(self, keyPath: \ObservedStorage.observedValue)
    }

    /// Runs `change`, telling observers the value changes.
    final func withMutation(_ change: () -> Void) {
        registrar.withMutation(of: self, keyPath: \ObservedStorage.observedValue, change)
    }
}
