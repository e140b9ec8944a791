import CICU

/// Every locale ICU has data for, as `uloc_getAvailable` lists them.
///
/// ICU accepts any string as a locale and silently falls back to root; the catalogue does not:
/// an identifier that is not in it is an error with the closest known spellings.
package struct LocaleCatalog: Sendable {
  /// The locales in ICU's order.
  package let locales: [LocaleIdentifier]
  private let index: [String: Int]

  /// The catalogue of the ICU this process is linked against.
  package static let system = LocaleCatalog()

  private init() {
    var locales: [LocaleIdentifier] = []
    let count = cicu_locale_count()
    locales.reserveCapacity(Int(count))
    var buffer = [CChar](repeating: 0, count: 160)
    for position in 0..<count {
      guard let raw = cicu_locale_at(position) else { continue }
      let icu = String(cString: raw)
      let length = cicu_locale_to_bcp47(raw, &buffer, Int32(buffer.count))
      let bcp47 = length > 0 ? String(nulTerminated: buffer) : icu.replacingUnderscores()
      locales.append(LocaleIdentifier(bcp47: bcp47, icu: icu))
    }
    var index: [String: Int] = [:]
    for (position, locale) in locales.enumerated() {
      index[Self.key(locale.bcp47)] = position
      index[Self.key(locale.icu), default: position] = position
    }
    self.locales = locales
    self.index = index
  }

  /// Folds case and the `_`/`-` difference, so `AR_eg` finds `ar-EG`.
  ///
  /// Every process builds 1,610 of these before it does anything else, so an ASCII identifier
  /// (every one ICU lists) is folded byte by byte; anything else takes `lowercased()`.
  static func key(_ identifier: String) -> String {
    var ascii = true
    let folded = identifier.utf8.map { byte -> UInt8 in
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte | 0x20
      case UInt8(ascii: "_"): return UInt8(ascii: "-")
      case 0x80...: ascii = false; return byte
      default: return byte
      }
    }
    guard ascii else { return identifier.lowercased().replacingUnderscores() }
    return String(decoding: folded, as: UTF8.self)
  }

  /// The locale with this BCP 47 or ICU identifier, or `nil` when ICU has no data for it.
  package func locale(_ identifier: String) -> LocaleIdentifier? {
    index[Self.key(identifier)].map { locales[$0] }
  }

  /// The locale with this identifier, or an error naming it (the library adds suggestions).
  package func resolve(_ identifier: String) throws(LocaleLookupError) -> LocaleIdentifier {
    guard identifier.utf8.count <= 100 else {
      throw LocaleLookupError(identifier: String(identifier.prefix(40)) + "…")
    }
    if let locale = locale(identifier) { return locale }
    throw LocaleLookupError(identifier: identifier)
  }
}

/// An identifier that names no locale ICU has data for.
package struct LocaleLookupError: Error, CustomStringConvertible, Equatable {
  /// The identifier as given (shortened when absurdly long).
  package let identifier: String

  package var description: String {
    "unknown locale \"\(identifier)\": ICU has no data for it; the locale list shows every locale ICU has"
  }
}

extension String {
  func replacingUnderscores() -> String {
    String(decoding: utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
  }
}
