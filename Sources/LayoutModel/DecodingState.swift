/// Accumulates diagnostics while a case is decoded, and provides typed access to JSON values.
///
/// Every accessor reports its own problem and returns nil, so decoding continues past an error
/// and one run lists as many problems as it can. A case is returned only when nothing was
/// reported, so placeholder values used to keep going never escape.
struct DecodingState {
  let limits: CaseLimits
  var log: DiagnosticLog

  init(limits: CaseLimits) {
    self.limits = limits
    log = DiagnosticLog(limit: limits.maxDiagnostics, code: .schema)
  }

  mutating func report(_ message: String, at location: SourceLocation, hint: @autoclosure () -> String? = nil) {
    log.report(message, at: location, hint: hint())
  }

  /// A string for quoting in a message, shortened so a huge value cannot flood the output.
  static func quoted(_ text: String) -> String {
    let shown = text.unicodeScalars.count > 60 ? String(text.prefix(57)) + "…" : text
    return "\"\(shown)\""
  }

  static func format(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }

  // MARK: Objects

  /// The object's members, after reporting any key not in `keys` (with a likely spelling).
  mutating func object(_ value: JSONValue, _ what: String, keys: [String]) -> FieldSet? {
    guard let members = typed(value, "an object", for: what, \.members) else { return nil }
    for member in members where !keys.contains(member.key) {
      report(
        "unknown key \(Self.quoted(member.key)) in \(what)", at: member.keyLocation,
        hint: Self.hint(for: member.key, among: keys))
    }
    return FieldSet(members: members, location: value.location, what: what)
  }

  mutating func required(_ fields: FieldSet, _ key: String) -> JSONValue? {
    if let member = fields[key] { return member.value }
    report("missing required key \"\(key)\" in \(fields.what)", at: fields.location)
    return nil
  }

  // MARK: Scalars

  /// The value's content of the type `expected` names, or nil after reporting the mismatch.
  mutating func typed<T>(_ value: JSONValue, _ expected: String, for subject: String, _ content: KeyPath<JSONValue, T?>) -> T? {
    if let content = value[keyPath: content] { return content }
    report(value.mismatch(expected: expected, for: subject), at: value.location)
    return nil
  }

  mutating func string(_ value: JSONValue, _ key: String) -> String? {
    guard let text = typed(value, "a string", for: "\"\(key)\"", \.string) else { return nil }
    let length = text.unicodeScalars.count
    guard length <= limits.maxStringLength else {
      report(
        "the string for \"\(key)\" is too long (\(length) characters; at most \(limits.maxStringLength))",
        at: value.location)
      return nil
    }
    return text
  }

  /// A string `isValid` accepts, or nil after reporting it as an invalid `what`, with `hint`.
  mutating func string(
    _ value: JSONValue, _ key: String, invalid what: String, hint: String, where isValid: (String) -> Bool
  ) -> String? {
    guard let text = string(value, key) else { return nil }
    guard isValid(text) else {
      report("invalid \(what) \(Self.quoted(text))", at: value.location, hint: hint)
      return nil
    }
    return text
  }

  mutating func nonEmptyString(_ value: JSONValue, _ key: String) -> String? {
    guard let text = string(value, key) else { return nil }
    guard !text.isEmpty else {
      report("\"\(key)\" must not be empty", at: value.location)
      return nil
    }
    return text
  }

  /// A string that may use `$display` and `$spoken`.
  mutating func template(_ value: JSONValue, _ key: String) -> String? {
    guard let text = string(value, key) else { return nil }
    var valid = true
    for name in TextTemplate.unknownPlaceholders(in: text) {
      valid = false
      let names = TextTemplate.Placeholder.allCases.map(\.rawValue)
      report(
        "unknown placeholder \"$\(name)\" in \"\(key)\"", at: value.location,
        hint: Spelling.closest(to: name, among: names).map { "did you mean \"$\($0)\"?" }
          ?? "use $display or $spoken, or $$ for a dollar sign")
    }
    return valid ? text : nil
  }

  mutating func bool(_ value: JSONValue, _ key: String) -> Bool? {
    typed(value, "true or false", for: "\"\(key)\"", \.bool)
  }

  mutating func number(_ value: JSONValue, _ key: String) -> Double? {
    typed(value, "a number", for: "\"\(key)\"", \.number)
  }

  /// A number that must satisfy `isValid`, described by `requirement` ("greater than 0").
  mutating func number(
    _ value: JSONValue, _ key: String, _ requirement: String, where isValid: (Double) -> Bool
  ) -> Double? {
    guard let number = number(value, key) else { return nil }
    guard isValid(number) else {
      report("\"\(key)\" must be \(requirement); found \(Self.format(number))", at: value.location)
      return nil
    }
    return number
  }

  /// A font size in points, within `CaseLimits.holdsFontSize`.
  mutating func fontSize(_ value: JSONValue, _ key: String) -> Double? {
    let limits = limits
    return number(value, key, "greater than 0 and at most \(Self.format(limits.maxFontSize))") { limits.holdsFontSize($0) }
  }

  /// A whole number exactly representable as a Double.
  mutating func integer(_ value: JSONValue, _ key: String) -> Int? {
    guard let number = number(value, key) else { return nil }
    guard number == number.rounded(), abs(number) <= 9_007_199_254_740_992 else {
      report(
        "\"\(key)\" must be a whole number of at most 2^53 in magnitude; found \(Self.format(number))",
        at: value.location)
      return nil
    }
    return Int(number)
  }

  /// A whole number in `range`.
  mutating func integer(_ value: JSONValue, _ key: String, in range: ClosedRange<Int>) -> Int? {
    guard let number = integer(value, key) else { return nil }
    guard range.contains(number) else {
      report("\"\(key)\" must be from \(range.lowerBound) to \(range.upperBound); found \(number)", at: value.location)
      return nil
    }
    return number
  }

  mutating func array(_ value: JSONValue, _ key: String) -> [JSONValue]? {
    typed(value, "an array", for: "\"\(key)\"", \.elements)
  }

  /// An array's elements, each decoded (`each`); `ifEmpty` refuses an empty array with its
  /// message and hint.
  mutating func elements<T>(
    _ value: JSONValue, _ key: String, ifEmpty: (String, hint: String?)? = nil,
    _ decode: (inout DecodingState, JSONValue) -> T?
  ) -> [T]? {
    guard let elements = array(value, key) else { return nil }
    if let (message, hint) = ifEmpty, elements.isEmpty {
      report(message, at: value.location, hint: hint)
      return nil
    }
    return each(elements, decode)
  }

  /// One of an enumeration's raw values, suggesting the closest when it is misspelled.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ value: JSONValue, _ key: String, as type: Choice.Type
  ) -> Choice? where Choice.RawValue == String {
    guard let text = string(value, key) else { return nil }
    if let choice = Choice(rawValue: text) { return choice }
    unknownValue(text, at: value, for: key, among: Choice.allCases.map(\.rawValue))
    return nil
  }

  /// Reports `text` as no value `key` takes, with the closest of `names` or else `otherwise`.
  mutating func unknownValue(_ text: String, at value: JSONValue, for key: String, among names: [String], otherwise: String? = nil) {
    report("unknown value \(Self.quoted(text)) for \"\(key)\"", at: value.location, hint: Self.hint(for: text, among: names, otherwise: otherwise))
  }

  /// A did-you-mean for a word none of `names` is, or `otherwise` (by default, every name).
  static func hint(for word: String, among names: [String], otherwise: String? = nil) -> String {
    Spelling.hint(for: word, among: names) ?? otherwise ?? "expected one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  /// Every element decoded in order, each reporting its own problems; nil when any is invalid.
  mutating func each<T>(_ elements: [JSONValue], _ decode: (inout DecodingState, JSONValue) -> T?) -> [T]? {
    var decoded: [T] = []
    var valid = true
    for element in elements {
      if let value = decode(&self, element) { decoded.append(value) } else { valid = false }
    }
    return valid ? decoded : nil
  }

  // MARK: Optional fields

  /// An optional key's value, decoded: `.some(nil)` when the key is absent, nil when it is
  /// present and invalid (its problem reported), so `guard let` goes on only with valid fields.
  mutating func optional<T>(
    _ fields: FieldSet, _ key: String, _ decode: (inout DecodingState, JSONValue, String) -> T?
  ) -> T?? {
    guard let member = fields[key] else { return .some(nil) }
    return decode(&self, member.value, key).map { .some($0) }
  }
}
