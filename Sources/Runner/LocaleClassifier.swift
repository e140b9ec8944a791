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
