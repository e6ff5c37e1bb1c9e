// CursesUI re-exports Observation, so `@Observable` models work with `import CursesUI` alone.
@_exported import Observation
