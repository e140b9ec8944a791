import LayoutEngine
import LayoutModel
import LocaleEngine

/// Groups locales that a case cannot tell apart: the same direction, digits, pattern, minus
/// signs and spoken-unit availability give the same resolved layouts, so one evaluation stands
/// for the whole class and is reported for every member.
enum LocaleClassifier {
  /// One class: its key and its members (indices into the run's locales, catalogue order).
  struct Group {
    let key: String
    let members: [Int]
  }

  static func groups(for layoutCase: LayoutCase, locales: [LocaleProfile]) throws(ResolutionError) -> [Group] {
    let spokenInText = layoutCase.view.allNodes.contains { node in
      if case .text(let template) = node.kind { return template.contains("$spoken") }
      return false
    }
    var order: [String] = []
    var members: [String: [Int]] = [:]
    for (index, profile) in locales.enumerated() {
      let key = try key(layoutCase, profile, spokenInText: spokenInText)
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(index)
    }
    return order.map { Group(key: $0, members: members[$0]!) }
  }

  /// What the case depends on in a locale, as a readable string.
  static func key(_ layoutCase: LayoutCase, _ profile: LocaleProfile, spokenInText: Bool) throws(ResolutionError) -> String {
    let formatter = try TimerFormatter(format: layoutCase.timeline.display, locale: profile)
    let countdown = layoutCase.timeline.countdown
    var parts = [
      profile.direction.rawValue, formatter.digits.name, "\"\(EscapedText.visible(formatter.pattern.source))\"",
    ]
    if countdown.to < 0 {
      parts.append("minus=\(EscapedText.visible(formatter.localeMinus))")
      parts.append("shown=\(EscapedText.visible(formatter.appMinus))")
    }
    if formatter.pattern.elements.contains(.field("a", width: 1)) {
      parts.append("ampm=\(profile.amPm.joined(separator: "/"))")
    }
    parts.append(profile.spokenUnits ? "spoken" : "no-spoken-units")
    if spokenInText {
      // A Text mixing the spoken words with the value lays them out together: each language
      // is its own class.
      parts.append("text-language=\(profile.locale.bcp47)")
    }
    return parts.joined(separator: " ")
  }
}
