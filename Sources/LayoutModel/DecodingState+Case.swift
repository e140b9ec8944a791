/// Decoding of a case's root object, deployment target, timeline and expectations.
extension DecodingState {
  static let caseKeys = [
    "$schema", "id", "title", "source", "description", "purpose", "deploymentTarget", "timeline", "view",
    "expect",
    "imported",
  ]

  mutating func layoutCase(_ value: JSONValue) -> LayoutCase? {
    guard let fields = object(value, "the case", keys: Self.caseKeys) else { return nil }
    _ = optional(fields, "$schema") { $0.string($1, $2) }
    let idValue = required(fields, "id")
    let id = idValue.flatMap { caseID($0) }
    let title = required(fields, "title").flatMap { nonEmptyString($0, "title") }
    let source = optional(fields, "source") { $0.string($1, $2) }
    let description = optional(fields, "description") { $0.string($1, $2) }
    let target = required(fields, "deploymentTarget").flatMap { deploymentTarget($0) }
    let timeline = required(fields, "timeline").flatMap { self.timeline($0) }
    let view = required(fields, "view").flatMap { viewNode($0) }
    let purpose = optional(fields, "purpose") { state, value, _ in state.choice(value, "purpose", as: CasePurpose.self) }
    let expect = optional(fields, "expect") { state, value, _ in state.expectations(value) } ?? []
    let imported = optional(fields, "imported") { state, member, _ in state.importRecord(member, root: value) }
    if purpose == .product, let member = fields["expect"] {
      report(
        "a product case declares no expectations", at: member.keyLocation,
        hint: "accept its findings with a waiver or a baseline, or make it a fixture (\"purpose\": \"fixture\")")
    }
    guard let id, let idValue, let title, let target, let timeline, let view else { return nil }
    guard fields["imported"] == nil || imported != nil else { return nil }
    return LayoutCase(
      id: id, title: title, source: source, description: description, deploymentTarget: target,
      timeline: timeline, view: view, purpose: purpose, expect: expect, location: value.location,
      idLocation: idValue.location, imported: imported)
  }

  /// A case id is used as a file name and in report paths, so it is restricted to safe
  /// characters.
  mutating func caseID(_ value: JSONValue) -> String? {
    guard let id = string(value, "id") else { return nil }
    guard Self.isValidCaseID(id) else {
      report(
        "invalid case id \(Self.quoted(id))", at: value.location,
        hint: "use 1 to 80 lowercase letters, digits and hyphens, starting with a letter or digit")
      return nil
    }
    return id
  }

  static func isValidCaseID(_ id: String) -> Bool {
    let scalars = Array(id.unicodeScalars)
    guard (1...80).contains(scalars.count) else { return false }
    func allowed(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("0"..."9").contains(s) }
    return allowed(scalars[0]) && scalars.allSatisfy { allowed($0) || $0 == "-" }
  }

  mutating func deploymentTarget(_ value: JSONValue) -> DeploymentTarget? {
    let names = OSFamily.allCases.map(\.rawValue)
    guard let fields = object(value, "\"deploymentTarget\"", keys: names) else { return nil }
    var versions: [OSFamily: OSVersion] = [:]
    for member in fields.members {
      guard let family = OSFamily(rawValue: member.key),
        let text = string(member.value, member.key)
      else { continue }
      guard let version = OSVersion(text) else {
        report(
          "invalid version \(Self.quoted(text)) for \"\(member.key)\"", at: member.value.location,
          hint: "use major[.minor[.patch]], such as \"26.0\"")
        continue
      }
      versions[family] = version
    }
    if fields.members.isEmpty {
      report(
        "\"deploymentTarget\" lists no OS", at: value.location,
        hint: "add at least one, such as \"iOS\": \"26.0\"")
      return nil
    }
    return DeploymentTarget(versions)
  }

  // MARK: Timeline

  mutating func timeline(_ value: JSONValue) -> Timeline? {
    guard let fields = object(value, "\"timeline\"", keys: ["countdown", "display"]) else { return nil }
    let countdownValue = required(fields, "countdown")
    let countdown = countdownValue.flatMap { self.countdown($0) }
    let display = required(fields, "display").flatMap { displayFormat($0) }
    guard let countdown, let countdownValue, let display else { return nil }
    return Timeline(countdown: countdown, display: display, countdownLocation: countdownValue.location)
  }

  mutating func countdown(_ value: JSONValue) -> Countdown? {
    guard let fields = object(value, "\"countdown\"", keys: ["from", "to", "step"]) else { return nil }
    let from = required(fields, "from").flatMap { integer($0, "from") }
    let to = required(fields, "to").flatMap { integer($0, "to") }
    let stepValue = required(fields, "step")
    var step = stepValue.flatMap { integer($0, "step") }
    if let checked = step, let stepValue, checked <= 0 {
      report("\"step\" must be greater than 0; found \(checked)", at: stepValue.location)
      step = nil
    }
    guard let from, let to, let step else { return nil }
    guard from > to else {
      report(
        "\"from\" (\(from)) must be greater than \"to\" (\(to)): a countdown counts down",
        at: value.location)
      return nil
    }
    let countdown = Countdown(from: from, to: to, step: step)
    guard countdown.tickCount <= limits.maxTicks else {
      report(
        "the countdown shows \(countdown.tickCount) values; at most \(limits.maxTicks) are allowed",
        at: value.location, hint: "shorten the range or raise \"step\"")
      return nil
    }
    return countdown
  }

  mutating func displayFormat(_ value: JSONValue) -> DisplayFormat? {
    guard
      let fields = object(
        value, "\"display\"", keys: ["pattern", "skeleton", "omitZeroHours", "digits", "minusSign"])
    else { return nil }
    var source: DisplayFormat.Source?
    switch (fields["pattern"], fields["skeleton"]) {
    case (let pattern?, nil):
      if let text = string(pattern.value, "pattern") {
        do {
          source = .pattern(try FixedTimePattern(text))
        } catch {
          report(error.description, at: pattern.value.location)
        }
      }
    case (nil, let skeleton?):
      source = choice(skeleton.value, "skeleton", as: DisplaySkeleton.self).map { .skeleton($0) }
    case (_?, let skeleton?):
      report(
        "\"display\" has both \"pattern\" and \"skeleton\"", at: skeleton.keyLocation,
        hint: "keep one: a fixed pattern, or a skeleton for the locale's own pattern")
    case (nil, nil):
      report(
        "missing \"pattern\" or \"skeleton\" in \"display\"", at: value.location,
        hint: "add \"pattern\": \"mm:ss\" or \"skeleton\": \"ms\"")
    }
    let omitZeroHours = optional(fields, "omitZeroHours") { $0.bool($1, $2) } ?? false
    let digits = optional(fields, "digits") { state, value, _ in state.digitSystem(value) } ?? .locale
    let minusSign = optional(fields, "minusSign") { $0.choice($1, $2, as: MinusSignStyle.self) } ?? .locale
    guard let source else { return nil }
    return DisplayFormat(source: source, omitZeroHours: omitZeroHours, digits: digits, minusSign: minusSign)
  }

  mutating func digitSystem(_ value: JSONValue) -> DigitSystem? {
    guard let text = string(value, "digits") else { return nil }
    if text == "locale" { return .locale }
    let isName =
      (3...8).contains(text.unicodeScalars.count)
      && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
    guard isName else {
      report(
        "invalid \"digits\" \(Self.quoted(text))", at: value.location,
        hint: "use \"locale\" or a numbering system name of 3 to 8 lowercase letters, such as \"latn\"")
      return nil
    }
    return .named(text)
  }

  // MARK: Expectations

  mutating func expectations(_ value: JSONValue) -> [Expectation]? {
    guard let elements = array(value, "expect") else { return nil }
    let decoded = elements.map { expectation($0) }
    return decoded.contains { $0 == nil } ? nil : decoded.compactMap { $0 }
  }

  mutating func expectation(_ value: JSONValue) -> Expectation? {
    let keys = ["rule", "outcome", "platforms", "locales", "reason"]
    guard let fields = object(value, "an expectation", keys: keys) else { return nil }
    let rule = required(fields, "rule").flatMap { ruleID($0) }
    let outcome = required(fields, "outcome").flatMap { choice($0, "outcome", as: ExpectedOutcome.self) }
    let reason = required(fields, "reason").flatMap { nonEmptyString($0, "reason") }
    var platforms: [String]?
    var platformLocations: [SourceLocation] = []
    var platformsValid = true
    if let member = fields["platforms"] {
      if let list = idList(member.value, "platforms") {
        platforms = list.map(\.0)
        platformLocations = list.map(\.1)
      } else {
        platformsValid = false
      }
    }
    var locales = LocaleSelector.all
    var localeLocations: [SourceLocation] = []
    var localesValid = true
    if let member = fields["locales"] {
      if case .string(let text) = member.value.kind {
        switch text {
        case "all": locales = .all
        case "rtl": locales = .rtl
        case "ltr": locales = .ltr
        default:
          localesValid = false
          report(
            "unknown value \(Self.quoted(text)) for \"locales\"", at: member.value.location,
            hint: Spelling.hint(for: text, among: ["all", "rtl", "ltr"])
              ?? "use \"all\", \"rtl\", \"ltr\", an array of locale ids such as [\"ar-EG\"], or an object "
              + "such as { \"direction\": \"rtl\", \"numberingSystems\": [\"arab\", \"arabext\"] }")
        }
      } else if case .object = member.value.kind {
        if let filter = localeFilter(member.value) { locales = .filter(filter) } else { localesValid = false }
      } else if let list = idList(member.value, "locales") {
        locales = .list(list.map(\.0))
        localeLocations = list.map(\.1)
      } else {
        localesValid = false
      }
    }
    guard let rule, let outcome, let reason, platformsValid, localesValid else { return nil }
    return Expectation(
      rule: rule, outcome: outcome, platforms: platforms, locales: locales, reason: reason,
      location: value.location, platformLocations: platformLocations, localeLocations: localeLocations)
  }

  /// `{ "direction"?, "numberingSystems"?, "spokenUnits"? }`, at least one condition.
  mutating func localeFilter(_ value: JSONValue) -> LocaleFilter? {
    guard let fields = object(value, "\"locales\"", keys: ["direction", "numberingSystems", "spokenUnits"]) else {
      return nil
    }
    var filter = LocaleFilter()
    var valid = true
    if let member = fields["direction"] {
      if let text = string(member.value, "direction") {
        if ["ltr", "rtl"].contains(text) {
          filter.direction = text
        } else {
          valid = false
          report(
            "unknown direction \(Self.quoted(text))", at: member.value.location,
            hint: Spelling.hint(for: text, among: ["ltr", "rtl"]) ?? "use \"ltr\" or \"rtl\"")
        }
      } else {
        valid = false
      }
    }
    if let member = fields["numberingSystems"] {
      if let list = idList(member.value, "numberingSystems") {
        filter.numberingSystems = list.map(\.0)
      } else {
        valid = false
      }
    }
    if let member = fields["spokenUnits"] {
      if let flag = bool(member.value, "spokenUnits") { filter.spokenUnits = flag } else { valid = false }
    }
    guard valid else { return nil }
    guard filter != LocaleFilter() else {
      report(
        "\"locales\" names no condition", at: value.location,
        hint: "give \"direction\", \"numberingSystems\" or \"spokenUnits\", or write \"all\"")
      return nil
    }
    return filter
  }

  mutating func ruleID(_ value: JSONValue) -> String? {
    guard let text = string(value, "rule") else { return nil }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    let valid =
      !text.isEmpty
      && parts.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) } }
    guard valid else {
      report(
        "invalid rule id \(Self.quoted(text))", at: value.location,
        hint: "rule ids are kebab-case, such as \"digit-order-ltr\"")
      return nil
    }
    return text
  }

  /// A non-empty array of non-empty strings, with the location of each.
  mutating func idList(_ value: JSONValue, _ key: String) -> [(String, SourceLocation)]? {
    guard let elements = array(value, key) else { return nil }
    guard !elements.isEmpty else {
      report("\"\(key)\" must not be empty", at: value.location, hint: "remove the key to mean all")
      return nil
    }
    var result: [(String, SourceLocation)] = []
    var valid = true
    for element in elements {
      if let text = nonEmptyString(element, key) {
        result.append((text, element.location))
      } else {
        valid = false
      }
    }
    return valid ? result : nil
  }
}
