/// The planned stacks as Hotwire Native Android's single back stack sees them
/// (docs/android.md): `main` followed by `modal`. An entry's presentation context
/// is the stack it is on.
struct AndroidBackStack {
  /// The top of the back stack and the stack it is on.
  let current: (kind: StackKind, entry: NavigationEntry)?
  /// The entry below it (main's top under a one-entry modal) and its stack.
  let previous: (kind: StackKind, entry: NavigationEntry)?
  /// How many entries the back stack holds.
  let count: Int

  /// The back stack of `planner`'s planned stacks.
  init(_ planner: NavigationPlanner) {
    let modalCount = planner.count(.modal)
    func position(_ offset: Int) -> (kind: StackKind, entry: NavigationEntry)? {
      if offset < modalCount { return planner.entry(.modal, belowTop: offset).map { (.modal, $0) } }
      return planner.entry(.main, belowTop: offset - modalCount).map { (.main, $0) }
    }
    current = position(0)
    previous = position(1)
    count = planner.count(.main) + modalCount
  }

  /// Whether the back stack holds at most one entry (Android's start destination).
  var isAtStartDestination: Bool { count <= 1 }

  /// The context of *current*: `modal` on the modal stack, else (and when empty) `default`.
  var currentContext: Navigation.Context { current?.kind == .modal ? .modal : .default }

  /// The stack *current* is on (`main` when the back stack is empty).
  var currentKind: StackKind { current?.kind ?? .main }
}

extension NavigationPlanner {
  /// Pops the top of Android's back stack (upstream's `popBackStack`); the last modal entry goes
  /// with a `dismiss`, and closing a dialog is the same pop.
  mutating func popBackStack(animated: Bool) {
    switch count(.modal) {
    case 0: popTop(.main, animated: animated)
    case 1: dismiss(animated: animated)
    default: popTop(.modal, animated: animated)
    }
  }
}
