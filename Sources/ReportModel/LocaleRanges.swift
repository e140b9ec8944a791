import Workers

/// A set of locales written as what it is: ranges of positions in the report's locale table
/// (`matrix.locales`, written once), or all of them but some.
///
/// `0-804` is every locale of an 805-locale matrix, `3,7-9` four of them, `~12,40-41` all but
/// three; an empty set is the empty string. The JSON report writes a finding's and a locale
/// class's locales this way (`localeRanges`), so its size grows with findings rather than with
/// results × locales; readers expand it back into ids.
package enum LocaleRanges {
  /// The key under which an encoder or decoder finds the table (`LocaleTable`).
  package static let tableKey = CodingUserInfoKey(rawValue: "layoutAudit.localeTable")!

  /// The table of the report being decoded, for a decoder that was given none: `AuditReport`
  /// sets it once it has read `matrix.locales`, so Foundation's `JSONDecoder` reads
  /// `report.json` as the public API shows it.
  @TaskLocal package static var decodingTable: LocaleTable?

  /// `ids` (in table order) as ranges, or `nil` when one is not in the table or out of order.
  package static func encode(_ ids: [String], table: LocaleTable) -> String? {
    var positions: [Int] = []
    positions.reserveCapacity(ids.count)
    for id in ids {
      let last = positions.last ?? -1
      guard let position = table.position(of: id, after: last), position > last else { return nil }
      positions.append(position)
    }
    let direct = ranges(positions)
    guard positions.count > table.ids.count / 2 else { return direct }
    var listed = Array(repeating: false, count: table.ids.count)
    for position in positions { listed[position] = true }
    let complement = listed.indices.filter { !listed[$0] }
    let inverse = "~" + ranges(complement)
    return !complement.isEmpty && inverse.utf8.count < direct.utf8.count ? inverse : direct
  }

  /// The ids a ranges string names.
  package static func decode(_ text: String, table: LocaleTable) -> [String]? {
    guard !text.isEmpty else { return [] }
    let complement = text.hasPrefix("~")
    var positions: [Int] = []
    let items = text.dropFirst(complement ? 1 : 0)
    for item in items.isEmpty ? [] : items.split(separator: ",", omittingEmptySubsequences: false) {
      let bounds = item.split(separator: "-", omittingEmptySubsequences: false)
      guard (1...2).contains(bounds.count), let low = Int(bounds[0]), let high = Int(bounds[bounds.count - 1]),
        low >= 0, low <= high, table.ids.count > high, low > (positions.last ?? -1)
      else { return nil }
      positions.append(contentsOf: low...high)
    }
    if complement {
      var members = Array(repeating: true, count: table.ids.count)
      for position in positions { members[position] = false }
      return table.ids.indices.filter { members[$0] }.map { table.ids[$0] }
    }
    return positions.map { table.ids[$0] }
  }

  /// Decodes a list of locales written as `ids` or as `ranges` into the decoder's table.
  static func decodeLocales<Key: CodingKey>(
    _ container: KeyedDecodingContainer<Key>, ids: Key, ranges: Key, decoder: any Decoder
  ) throws -> [String] {
    if let list = try container.decodeIfPresent([String].self, forKey: ids) { return list }
    let text = try container.decode(String.self, forKey: ranges)
    guard let table = decoder.userInfo[tableKey] as? LocaleTable ?? decodingTable else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: container.codingPath + [ranges], debugDescription: "locale ranges need the report's matrix.locales"))
    }
    guard let list = table.list(decoding: text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath + [ranges],
          debugDescription: "\"\(text.prefix(40))\" is not ascending ranges of positions in matrix.locales"))
    }
    return list
  }

  /// Encodes a list of locales as `ranges` when the encoder has a table that holds them all,
  /// else as `ids`.
  static func encodeLocales<Key: CodingKey>(
    _ locales: [String], into container: inout KeyedEncodingContainer<Key>, ids: Key, ranges: Key,
    encoder: any Encoder
  ) throws {
    if let table = encoder.userInfo[tableKey] as? LocaleTable, let text = encode(locales, table: table) {
      try container.encode(text, forKey: ranges)
    } else {
      try container.encode(locales, forKey: ids)
    }
  }

  /// Ascending positions as `a-b` runs and single positions joined by commas; written as bytes,
  /// since joining interpolated strings cost more than finding the positions.
  private static func ranges(_ positions: [Int]) -> String {
    var text: [UInt8] = []
    text.reserveCapacity(positions.count * 4)
    var index = 0
    while index < positions.count {
      var end = index
      while end + 1 < positions.count, positions[end + 1] == positions[end] + 1 { end += 1 }
      if !text.isEmpty { text.append(UInt8(ascii: ",")) }
      text.append(contentsOf: String(positions[index]).utf8)
      if end != index {
        text.append(UInt8(ascii: "-"))
        text.append(contentsOf: String(positions[end]).utf8)
      }
      index = end + 1
    }
    return String(decoding: text, as: UTF8.self)
  }
}

/// The report's locale ids and each one's position, for `LocaleRanges`.
package final class LocaleTable: Sendable {
  package let ids: [String]
  package let index: [String: Int]

  /// Whether no id is listed twice, so the first position of an id is its only one.
  private let unique: Bool

  /// Lists already decoded, by their text: one finding on six platforms, and findings in the
  /// same locales, share one list (reading a report back made each its own copy of up to 805
  /// ids, a quarter of `merge`'s reading).
  private let decoded = Locked<[String: [String]]>([:])

  package init(_ ids: [String]) {
    self.ids = ids
    index = Dictionary(ids.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    unique = index.count == ids.count
  }

  /// The locales `text` lists (`LocaleRanges.decode`), decoded once for all lists with that text.
  func list(decoding text: String) -> [String]? {
    if let list = decoded.withLock({ $0[text] }) { return list }
    guard let list = LocaleRanges.decode(text, table: self) else { return nil }
    decoded.withLock { $0[text] = list }
    return list
  }

  /// The position of `id` (its first), as `index` gives it.
  ///
  /// Lists of locales come in table order, each id mostly a few places past the one before:
  /// comparing a few ids after `last` costs less than hashing the id, which for the findings
  /// and locale classes of a large report was most of the JSON writer's work.
  func position(of id: String, after last: Int) -> Int? {
    if unique {
      var candidate = last + 1
      let stop = min(candidate + 8, ids.count)
      while candidate < stop {
        if ids[candidate] == id { return candidate }
        candidate += 1
      }
    }
    return index[id]
  }
}
