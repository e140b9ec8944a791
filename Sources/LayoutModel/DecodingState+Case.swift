/// Decoding of a case's root object, deployment target, timeline and expectations.
extension DecodingState {
  static let caseKeys = [
    "$schema", "id", "title", "source", "description", "purpose", "deploymentTarget", "localizations",
    "timeline", "view", "expect", "imported",
  ]

  mutating func layoutCase(_ value: JSONValue) -> LayoutCase? {
    guard let fields = object(value, "the case", keys: Self.caseKeys) else { return nil }
    let schema = optional(fields, "$schema") { $0.string($1, $2) }
    let idValue = required(fields, "id")
    let id = idValue.flatMap { caseID($0) }
    let title = required(fields, "title").flatMap { nonEmptyString($0, "title") }
    let source = optional(fields, "source") { $0.string($1, $2) }
    let description = optional(fields, "description") { $0.string($1, $2) }
    let target = required(fields, "deploymentTarget").flatMap { deploymentTarget($0) }
    let localizations = optional(fields, "localizations") { state, value, _ in state.localizations(value) }
    let timeline = required(fields, "timeline").flatMap { self.timeline($0) }
    let view = required(fields, "view").flatMap { viewNode($0) }
    let purpose = optional(fields, "purpose") { $0.choice($1, $2, as: CasePurpose.self) }
    let expect = optional(fields, "expect") { $0.elements($1, $2) { $0.expectation($1) } }
    let imported = optional(fields, "imported") { state, member, _ in state.importRecord(member, root: value) }
    if case .product?? = purpose, let member = fields["expect"] {
      report(
        "a product case declares no expectations", at: member.keyLocation,
        hint: "accept its findings with a waiver or a baseline, or make it a fixture (\"purpose\": \"fixture\")")
    }
    guard let id, let idValue, let title, let target, let timeline, let view, schema != nil, let source,
      let description, let localizations, let purpose, let expect, let imported
    else { return nil }
    // A case that declares outcomes is a fixture unless it says otherwise.
    let expectations = expect ?? []
    var layoutCase = LayoutCase(
      id: id, title: title, source: source, description: description, deploymentTarget: target,
      timeline: timeline, view: view, purpose: purpose ?? (expectations.isEmpty ? .product : .fixture),
      expect: expectations, location: value.location, idLocation: idValue.location, imported: imported)
    if let localizations, !localizations.isEmpty {
      layoutCase.localizations = AppLocalizations(localizations.map(\.0))
      layoutCase.localizationsLocation = fields["localizations"]?.value.location
      layoutCase.localizationLocations = localizations.map(\.1)
    }
    return layoutCase
  }

  /// `"localizations"`: `"all"` (decoded as an empty list) or a non-empty list of BCP 47
  /// language ids, each once; the first is the development localisation.
  mutating func localizations(_ value: JSONValue) -> [(String, SourceLocation)]? {
    if let text = value.string {
      guard text == "all" else {
        report(
          "unknown value \(Self.quoted(text)) for \"localizations\"", at: value.location,
          hint: "use \"all\" or a list of language ids, the development language first, such as [\"en\", \"de\"]")
        return nil
      }
      return []
    }
    guard let list = idList(value, "localizations") else { return nil }
    var seen = Set<String>()
    for (id, location) in list where !seen.insert(id.lowercased()).inserted {
      report("\"localizations\" lists \(Self.quoted(id)) twice", at: location)
      return nil
    }
    return list
  }

  /// A case id is used as a file name and in report paths, so it is restricted to safe
  /// characters.
  mutating func caseID(_ value: JSONValue) -> String? {
    let hint = "use 1 to 80 lowercase letters, digits and hyphens, starting with a letter or digit"
    return string(value, "id", invalid: "case id", hint: hint) { CaseDecoder.isValidID($0, maxLength: 80, punctuation: "-") }
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
    return DeploymentTarget(versions: versions)
  }

  // MARK: Timeline

  mutating func timeline(_ value: JSONValue) -> Timeline? {
    guard let fields = object(value, "\"timeline\"", keys: ["countdown", "countUp", "unit", "display"]) else {
      return nil
    }
    var countdownValue: JSONValue?
    var countsUp = false
    switch (fields["countdown"], fields["countUp"]) {
    case (let down?, nil): countdownValue = down.value
    case (nil, let up?):
      countdownValue = up.value
      countsUp = true
    case (_?, let up?):
      report(
        "\"timeline\" has both \"countdown\" and \"countUp\"", at: up.keyLocation,
        hint: "keep one: a countdown, or a count-up (stopwatch, elapsed time)")
    case (nil, nil):
      report(
        "missing \"countdown\" or \"countUp\" in \"timeline\"", at: value.location,
        hint: "add \"countdown\": {\"from\": 1500, \"to\": 0, \"step\": 1} or \"countUp\": {\"from\": 0, \"to\": 3600, \"step\": 1}")
    }
    let unit = optional(fields, "unit") { $0.choice($1, $2, as: TimelineUnit.self) }
    let unitsPerSecond = ((unit ?? nil) ?? .seconds).unitsPerSecond
    let countdown = countdownValue.flatMap { self.countdown($0, countsUp: countsUp, unitsPerSecond: unitsPerSecond) }
    let display = required(fields, "display").flatMap { displayFormat($0) }
    guard let countdown, let countdownValue, let display, unit != nil else { return nil }
    if display.usesFraction, countdown.unitsPerSecond == 1, let member = fields["display"] {
      report(
        "the display shows a \"fraction\" field but the timeline counts whole seconds", at: member.value.location,
        hint: "add \"unit\": \"centiseconds\" (or tenths, milliseconds) to the timeline")
      return nil
    }
    return Timeline(countdown: countdown, display: display, countdownLocation: countdownValue.location)
  }

  mutating func countdown(_ value: JSONValue, countsUp: Bool = false, unitsPerSecond: Int = 1) -> Countdown? {
    let what = countsUp ? "\"countUp\"" : "\"countdown\""
    guard let fields = object(value, what, keys: ["from", "to", "step"]) else { return nil }
    let from = required(fields, "from").flatMap { integer($0, "from") }
    let to = required(fields, "to").flatMap { integer($0, "to") }
    let stepValue = required(fields, "step")
    var step = stepValue.flatMap { integer($0, "step") }
    if let checked = step, let stepValue, checked <= 0 {
      report("\"step\" must be greater than 0; found \(checked)", at: stepValue.location)
      step = nil
    }
    guard let from, let to, let step else { return nil }
    guard countsUp ? from < to : from > to else {
      report(
        countsUp
          ? "\"from\" (\(from)) must be less than \"to\" (\(to)): a count-up counts up"
          : "\"from\" (\(from)) must be greater than \"to\" (\(to)): a countdown counts down",
        at: value.location)
      return nil
    }
    var countdown = Countdown(from: from, to: to, step: step)
    countdown.countsUp = countsUp
    countdown.unitsPerSecond = unitsPerSecond
    guard countdown.tickCount <= limits.maxTicks else {
      report(
        "the timeline shows \(countdown.tickCount) values; at most \(limits.maxTicks) are allowed",
        at: value.location, hint: "shorten the range or raise \"step\"")
      return nil
    }
    return countdown
  }

  static let displayKeys = [
    "pattern", "skeleton", "format", "arguments", "interpolation", "system", "showsHours", "duration",
    "padLeadingToLength", "omitZeroHours", "digits", "minusSign",
  ]

  mutating func displayFormat(_ value: JSONValue) -> DisplayFormat? {
    guard let fields = object(value, "\"display\"", keys: Self.displayKeys) else { return nil }
    let sources = ["pattern", "skeleton", "format", "interpolation", "system", "duration"].filter { fields[$0] != nil }
    var source: DisplayFormat.Source?
    if sources.count > 1, let second = fields[sources[1]] {
      report(
        "\"display\" has both \"\(sources[0])\" and \"\(sources[1])\"", at: second.keyLocation,
        hint: "keep one way of writing the value")
    } else if sources.isEmpty {
      report(
        "missing a display source in \"display\"", at: value.location,
        hint: "add \"pattern\": \"mm:ss\", \"skeleton\": \"ms\", \"format\": \"%02d:%02d\" with \"arguments\", \"interpolation\", \"system\" or \"duration\"")
    } else if let name = sources.first, let member = fields[name] {
      source = displaySource(name, member.value, fields)
    }
    // Keys that belong to one source only.
    let owners: [(String, String)] = [
      ("arguments", "format"), ("showsHours", "system"), ("padLeadingToLength", "duration"),
    ]
    var valid = true
    for (key, owner) in owners where fields[key] != nil && fields[owner] == nil {
      report("\"\(key)\" applies to \"\(owner)\" only", at: fields[key]!.keyLocation)
      valid = false
    }
    // A problem in these is reported but keeps the display, so the timeline still checks it.
    let omitZeroHours = (optional(fields, "omitZeroHours") { $0.bool($1, $2) } ?? nil) ?? false
    // String(format:) and interpolation write ASCII digits unless the app formats otherwise.
    let writesLatin = fields["format"] != nil || fields["interpolation"] != nil
    let digits = (optional(fields, "digits") { state, value, _ in state.digitSystem(value) } ?? nil)
      ?? (writesLatin ? .named("latn") : .locale)
    let minusSign = (optional(fields, "minusSign") { $0.choice($1, $2, as: MinusSignStyle.self) } ?? nil) ?? .locale
    guard let source, valid else { return nil }
    return DisplayFormat(source: source, omitZeroHours: omitZeroHours, digits: digits, minusSign: minusSign)
  }

  private mutating func displaySource(_ name: String, _ value: JSONValue, _ fields: FieldSet) -> DisplayFormat.Source? {
    switch name {
    case "pattern":
      guard let text = string(value, "pattern") else { return nil }
      do {
        return .pattern(try FixedTimePattern(text))
      } catch {
        report(error.description, at: value.location)
        return nil
      }
    case "skeleton":
      return choice(value, "skeleton", as: DisplaySkeleton.self).map { .skeleton($0) }
    case "format":
      guard let text = nonEmptyString(value, "format") else { return nil }
      guard let argumentsMember = fields["arguments"] else {
        report(
          "missing \"arguments\" for \"format\"", at: value.location,
          hint: "list the field each conversion shows, such as [\"totalMinutes\", \"seconds\"]")
        return nil
      }
      guard let arguments = elements(argumentsMember.value, "arguments", { $0.choice($1, "arguments", as: DisplayField.self) })
      else { return nil }
      do {
        return .format(try FieldTemplate.parseFormat(text, arguments: arguments))
      } catch {
        report(error.description, at: value.location)
        return nil
      }
    case "interpolation":
      return interpolation(value).map { .interpolation($0) }
    case "system":
      guard let kind = string(value, "system") else { return nil }
      let showsHours = optional(fields, "showsHours") { $0.bool($1, $2) }
      switch kind {
      case "timerInterval":
        guard let showsHours else { return nil }
        return .system(.timerInterval(showsHours: showsHours ?? true))
      case "dateTimer":
        if let member = fields["showsHours"] {
          report("\"showsHours\" applies to \"timerInterval\" only", at: member.keyLocation)
          return nil
        }
        return .system(.dateTimer)
      default:
        let otherwise = "use \"timerInterval\" (Text(timerInterval:countsDown:)) or \"dateTimer\" (Text(date, style: .timer))"
        unknownValue(kind, at: value, for: "system", among: ["timerInterval", "dateTimer"], otherwise: otherwise)
        return nil
      }
    default:  // duration
      guard let pattern = choice(value, "duration", as: SystemTimeFormat.DurationPattern.self) else { return nil }
      guard let pad = optional(fields, "padLeadingToLength", { $0.integer($1, $2, in: 1...4) }) else { return nil }
      return .system(.duration(pattern, padLeadingToLength: pad ?? 1))
    }
  }

  /// An interpolation: an array of literal strings and `{"field": …, "width": n, "zeroPadded": b}`.
  private mutating func interpolation(_ value: JSONValue) -> FieldTemplate? {
    guard let elements = array(value, "interpolation") else { return nil }
    guard !elements.isEmpty else {
      report("\"interpolation\" must not be empty", at: value.location)
      return nil
    }
    var pieces: [FieldTemplate.Piece] = []
    var source = ""
    var valid = true
    for element in elements {
      if let text = element.string {
        guard string(element, "interpolation") != nil else {
          valid = false
          continue
        }
        pieces.append(.literal(text))
        source += text
        continue
      }
      guard let fields = object(element, "an interpolated field", keys: ["field", "width", "zeroPadded"]) else {
        valid = false
        continue
      }
      let field = required(fields, "field").flatMap { choice($0, "field", as: DisplayField.self) }
      let width = optional(fields, "width") { $0.integer($1, $2, in: FieldTemplate.widths) }
      let zeroPadded = optional(fields, "zeroPadded") { $0.bool($1, $2) }
      guard let field, let width, let zeroPadded else {
        valid = false
        continue
      }
      pieces.append(.field(field, width: width ?? 1, zeroPadded: zeroPadded ?? true))
      source += "\\(\(field.rawValue)" + (width.map { ", width: \($0)" } ?? "") + ")"
    }
    return valid ? FieldTemplate(pieces: pieces, source: source) : nil
  }

  mutating func digitSystem(_ value: JSONValue) -> DigitSystem? {
    let hint = "use \"locale\" or a numbering system name of 3 to 8 lowercase letters, such as \"latn\""
    return string(value, "digits", invalid: "\"digits\"", hint: hint) { text in
      text == "locale"
        || (3...8).contains(text.unicodeScalars.count) && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
    }.map { $0 == "locale" ? .locale : .named($0) }
  }

  // MARK: Expectations

  mutating func expectation(_ value: JSONValue) -> Expectation? {
    let keys = ["rule", "outcome", "platforms", "locales", "reason"]
    guard let fields = object(value, "an expectation", keys: keys) else { return nil }
    let rule = required(fields, "rule").flatMap { ruleID($0) }
    let outcome = required(fields, "outcome").flatMap { choice($0, "outcome", as: ExpectedOutcome.self) }
    let reason = required(fields, "reason").flatMap { nonEmptyString($0, "reason") }
    let platforms = optional(fields, "platforms") { $0.idList($1, $2) }
    let locales = optional(fields, "locales") { state, value, _ in state.localeSelector(value) }
    guard let rule, let outcome, let reason, let platforms, let locales else { return nil }
    return Expectation(
      rule: rule, outcome: outcome, platforms: platforms?.map(\.0), locales: locales?.0 ?? .all, reason: reason,
      location: value.location, platformLocations: platforms?.map(\.1) ?? [], localeLocations: locales?.1 ?? [])
  }

  /// `"all"`, `"rtl"`, `"ltr"`, a list of locale ids (with where each is) or a filter.
  mutating func localeSelector(_ value: JSONValue) -> (LocaleSelector, [SourceLocation])? {
    switch value.kind {
    case .string(let text):
      if let selector = ["all": LocaleSelector.all, "rtl": .rtl, "ltr": .ltr][text] { return (selector, []) }
      unknownValue(
        text, at: value, for: "locales", among: ["all", "rtl", "ltr"],
        otherwise: "use \"all\", \"rtl\", \"ltr\", an array of locale ids such as [\"ar-EG\"], or an object "
          + "such as { \"direction\": \"rtl\", \"numberingSystems\": [\"arab\", \"arabext\"] }")
      return nil
    case .object:
      return localeFilter(value).map { (.filter($0), []) }
    default:
      return idList(value, "locales").map { (.list($0.map(\.0)), $0.map(\.1)) }
    }
  }

  /// `{ "direction"?, "numberingSystems"?, "spokenUnits"? }`, at least one condition.
  mutating func localeFilter(_ value: JSONValue) -> LocaleFilter? {
    guard let fields = object(value, "\"locales\"", keys: ["direction", "numberingSystems", "spokenUnits"]) else {
      return nil
    }
    let direction = optional(fields, "direction") { state, value, key -> String? in
      guard let text = state.string(value, key) else { return nil }
      guard ["ltr", "rtl"].contains(text) else {
        state.report(
          "unknown direction \(Self.quoted(text))", at: value.location,
          hint: Self.hint(for: text, among: ["ltr", "rtl"], otherwise: "use \"ltr\" or \"rtl\""))
        return nil
      }
      return text
    }
    let numberingSystems = optional(fields, "numberingSystems") { $0.idList($1, $2)?.map(\.0) }
    let spokenUnits = optional(fields, "spokenUnits") { $0.bool($1, $2) }
    guard let direction, let numberingSystems, let spokenUnits else { return nil }
    let filter = LocaleFilter(direction: direction, numberingSystems: numberingSystems, spokenUnits: spokenUnits)
    guard filter != LocaleFilter() else {
      report(
        "\"locales\" names no condition", at: value.location,
        hint: "give \"direction\", \"numberingSystems\" or \"spokenUnits\", or write \"all\"")
      return nil
    }
    return filter
  }

  mutating func ruleID(_ value: JSONValue) -> String? {
    string(value, "rule", invalid: "rule id", hint: "rule ids are kebab-case, such as \"digit-order-ltr\"") { text in
      text.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { part in
        !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
      }
    }
  }

  /// A non-empty array of non-empty strings, with the location of each.
  mutating func idList(_ value: JSONValue, _ key: String) -> [(String, SourceLocation)]? {
    elements(value, key, ifEmpty: ("\"\(key)\" must not be empty", hint: "remove the key to mean all")) { state, element in
      state.nonEmptyString(element, key).map { ($0, element.location) }
    }
  }
}
