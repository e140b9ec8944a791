import LayoutModel
import Workers

/// The subtrees of one resolver's layouts that do not show the timer's value, resolved once and
/// reused at every later tick.
///
/// Resolution reads the tick only through the display it renders: a subtree none of whose
/// templates (`Text`, digit cells, button titles, accessibility labels and values) holds a
/// placeholder lays out, records and announces the same at every tick, under one resolver (one
/// locale, platform and branch selection, which is why `LayoutResolver.with(branches:)` starts
/// a new cache). The one other read is whether an element's own label or value contains the
/// display (`labelIsRawDisplay`): each such comparison is kept with its answer, and an entry is
/// reused only where every answer is the same for the new display. A screen whose timer is a
/// small part of it then costs about what the timer's part costs. A digit cell's template is
/// kept once per character it shows (`LayoutResolver.resolve(…cellTemplate:)`): its character is
/// in the environment an entry is checked against.
///
/// Settings change only the motion table and glass a subtree records, so the resolvers of one
/// resolver under other settings (`with(settings:)`) share its cache: an entry that recorded no
/// motion and no glass is reused under any settings, another only under its own.
///
/// Entries are keyed by path and hold the node and the environment they were resolved in, so a
/// path shared by two nodes (ids that spell another node's path) is a miss, never a wrong layout.
final class SubtreeCache: Sendable {
  /// What the cache knows of the node at a path.
  enum Slot: Sendable {
    /// The subtree shows the value: resolved at every tick.
    case showsTick(ViewNode)
    /// The subtree does not: its resolution, reused while the display's answers agree.
    case resolved(Entry)
  }

  /// One resolved subtree and everything its resolution added to the recorder (a class: it is
  /// handed out at every tick, and copying its fields each time cost more than a reference).
  final class Entry: Sendable {
    let node: ViewNode
    let environment: ResolutionEnvironment
    let depth: Int
    let fragment: Fragment
    let recorded: ResolutionRecorder.Slice
    /// The settings it was resolved under when it recorded motion or glass, else `nil`: then it
    /// is the same under any.
    let settings: AccessibilitySettings?

    init(
      node: ViewNode, environment: ResolutionEnvironment, depth: Int, fragment: Fragment,
      recorded: ResolutionRecorder.Slice, settings: AccessibilitySettings
    ) {
      self.node = node
      self.environment = environment
      self.depth = depth
      self.fragment = fragment
      self.recorded = recorded
      self.settings = recorded.readsSettings ? settings : nil
    }
  }

  private let slots = Locked<[String: Slot]>([:])

  /// What is known of the node at `path`; `nil` when nothing is, or something else is stored
  /// there.
  func slot(_ path: String, node: ViewNode, environment: ResolutionEnvironment, depth: Int) -> Slot? {
    guard let slot = slots.withLock({ $0[path] }) else { return nil }
    switch slot {
    case .showsTick(let known):
      return known == node ? slot : nil
    case .resolved(let entry):
      return entry.depth == depth && entry.environment == environment && entry.node == node ? slot : nil
    }
  }

  func store(_ slot: Slot, at path: String) {
    slots.withLock { $0[path] = slot }
  }
}
