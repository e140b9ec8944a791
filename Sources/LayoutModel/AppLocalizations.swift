/// The localisations an app ships (its `.lproj` folders), which decide the language it runs in
/// for a device's preferred language.
///
/// Apple: right-to-left layout is "appropriate when running with localizations such as Arabic
/// or Hebrew" (https://developer.apple.com/documentation/swiftui/layoutdirection/righttoleft). An
/// app runs in the localisation that best matches the device's preferred language
/// (https://developer.apple.com/documentation/foundation/bundle/preferredlocalizations(from:forpreferences:));
/// when none matches, in its development localisation, written first here.
package struct AppLocalizations: Sendable, Equatable {
  /// The localisations as BCP 47 ids, the development localisation first; `nil` means the app
  /// is localised into every language (the default when a case does not say).
  package var ids: [String]?

  /// Creates the list; `nil` for "all".
  package init(_ ids: [String]? = nil) {
    self.ids = ids
  }

  /// Every language.
  package static let all = AppLocalizations()

  /// The localisation the app runs in for a device language (BCP 47), and whether the app
  /// ships that language: the exact id, then the id with trailing subtags dropped
  /// (`ar-EG` → `ar`), then one with the same language subtag (`pt-PT` → `pt-BR`), else the
  /// development localisation.
  package func match(_ deviceLanguage: String) -> (localization: String, ships: Bool) {
    guard let ids, let first = ids.first else { return (deviceLanguage, true) }
    let lowered = ids.map { $0.lowercased() }
    var candidate = deviceLanguage.lowercased()
    while true {
      if let index = lowered.firstIndex(of: candidate) { return (ids[index], true) }
      guard let dash = candidate.lastIndex(of: "-") else { break }
      candidate = String(candidate[..<dash])
    }
    let language = Self.language(of: deviceLanguage)
    if let index = lowered.firstIndex(where: { Self.language(of: $0) == language }) {
      return (ids[index], true)
    }
    return (first, false)
  }

  /// The language subtag of a BCP 47 id, lowercased.
  package static func language(of id: String) -> String {
    String(id.lowercased().split(separator: "-").first ?? "")
  }

  /// The region subtag of a BCP 47 id (two letters or three digits), if any.
  package static func region(of id: String) -> String? {
    id.split(separator: "-").dropFirst().first { tag in
      (tag.count == 2 && tag.allSatisfy(\.isLetter)) || (tag.count == 3 && tag.allSatisfy(\.isNumber))
    }.map { $0.uppercased() }
  }
}
