import LayoutEngine
import LayoutModel
import LocaleEngine

/// Groups locales that a case cannot tell apart (by the engine's `LocaleClassKey`): one
/// evaluation stands for the whole class and is reported for every member.
enum LocaleClassifier {
  /// One class: its key and its members (indices into the run's locales, catalogue order).
  struct Group {
    let key: String
    let members: [Int]
    /// The member the class is evaluated in.
    var representative: Int

    init(key: String, members: [Int], representative: Int? = nil) {
      self.key = key
      self.members = members
      self.representative = representative ?? members[0]
    }
  }

  static func groups(for layoutCase: LayoutCase, locales: [LocaleProfile]) throws(ResolutionError) -> [Group] {
    let keys = LocaleClassKey(case: layoutCase)
    var order: [String] = []
    var members: [String: [Int]] = [:]
    for (index, profile) in locales.enumerated() {
      let key = try keys.key(profile)
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(index)
    }
    return order.map { Group(key: $0, members: members[$0]!) }
  }
}
