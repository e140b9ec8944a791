import Foundation
import TextEscaping
import LayoutModel

/// The platform profiles a run can use: the built-in ones shipped as resources, plus any a user
/// adds from a folder (`--profiles DIR`).
package struct PlatformCatalog: Sendable {
  /// The profiles, in a stable order (built-ins first, in their shipped order).
  package let profiles: [PlatformProfile]

  /// The profiles shipped with LayoutAudit: iOS, iPadOS, macOS, tvOS, watchOS and visionOS 26.
  package static let builtIn: PlatformCatalog = {
    do {
      return PlatformCatalog(
        profiles: try builtInIDs.map { id throws(PlatformProfileError) in
          guard let url = Bundle.module.url(forResource: id, withExtension: "json", subdirectory: "Profiles")
            ?? Bundle.module.url(forResource: id, withExtension: "json")
          else {
            throw PlatformProfileError(file: "\(id).json", message: "missing from the package resources")
          }
          return try parse(file: url.path).profile
        })
    } catch {
      fatalError("the built-in platform profiles are broken: \(error)")
    }
  }()

  /// The order built-in profiles are listed and audited in.
  package static let builtInIDs = ["ios-26", "ipados-26", "macos-26", "tvos-26", "watchos-26", "visionos-26"]

  /// The built-in profiles plus every `*.json` profile in `directory`; a user profile with a
  /// built-in id replaces it.
  ///
  /// `directory` must be a folder: a file (or anything else) is an error rather than silently
  /// contributing nothing. Each profile is read like a case file: a regular file of at most
  /// `CaseLimits.maxFileBytes` (checked before reading), parsed by the located JSON parser and
  /// decoded strictly, so every error names the file, line and column.
  package static func adding(directory: String) throws(PlatformProfileError) -> PlatformCatalog {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      throw PlatformProfileError(
        file: directory, message: "no such folder; give a folder of platform profile files (*.json)")
    }
    guard isDirectory.boolValue else {
      throw PlatformProfileError(
        file: directory,
        message: "not a folder; platform profiles are read from the folder that holds them (*.json), "
          + "so put this file in a folder of its own and give the folder")
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
        .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
        .sorted()
    } catch {
      throw PlatformProfileError(file: directory, message: "cannot list the folder; check that it is readable")
    }
    var profiles = builtIn.profiles
    var added: [String: String] = [:]
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    for name in names {
      let path = prefix + name
      let (profile, idLocation) = try parse(file: path)
      if let other = added[profile.id] {
        throw PlatformProfileError(
          file: path, line: idLocation.line, column: idLocation.column,
          message: "platform id \"\(profile.id)\" is also declared by \(other); give each profile its own id")
      }
      added[profile.id] = path
      if let index = profiles.firstIndex(where: { $0.id == profile.id }) {
        profiles[index] = profile
      } else {
        profiles.append(profile)
      }
    }
    return PlatformCatalog(profiles: profiles)
  }

  /// The profile with an id.
  package func profile(_ id: String) -> PlatformProfile? { profiles.first { $0.id == id } }

  /// The ids, in order.
  package var ids: [String] { profiles.map(\.id) }

  /// Reads a profile file (a regular file of at most `CaseLimits.maxFileBytes`) and decodes it.
  static func parse(file path: String) throws(PlatformProfileError) -> (profile: PlatformProfile, idLocation: SourceLocation) {
    let data: Data
    do {
      data = try BoundedFile.read(path, maxBytes: CaseLimits().maxFileBytes)
    } catch {
      throw PlatformProfileError(file: path, line: 1, column: 1, message: error.message)
    }
    return try parse(data, path: path)
  }

  /// Decodes a profile file's bytes strictly, with located errors (`path:line:column`).
  package static func decode(_ data: Data, path: String) throws(PlatformProfileError) -> PlatformProfile {
    try parse(data, path: path).profile
  }

  static func parse(_ data: Data, path: String) throws(PlatformProfileError) -> (profile: PlatformProfile, idLocation: SourceLocation) {
    let root: JSONValue
    do {
      root = try JSONParser().parse(data, file: path)
    } catch {
      throw PlatformProfileError(file: path, line: error.location.line, column: error.location.column, message: error.message)
    }
    return try ProfileReader(path: path).profile(root)
  }
}

/// The strict decoder of the profile format: every key known, every value of its type, every
/// quirk, motion kind and OS family one the engine knows, with located errors.
private struct ProfileReader {
  let path: String

  static let keys = [
    "id", "name", "family", "version", "quirks", "accommodations", "voiceOver", "dynamicType", "screen", "notes",
  ]
  static let accommodationKeys = [
    "reduceMotion", "increaseContrastAdaptsRegularGlass", "reduceTransparencyAdaptsRegularGlass", "adaptsClearGlass",
    "replacesTransitionsWithMotion", "sources",
  ]
  /// The longest string a profile may hold, in Unicode scalars (a quirk's source is prose).
  static let maxStringLength = 4_000

  func error(_ location: SourceLocation, _ message: String) -> PlatformProfileError {
    PlatformProfileError(file: path, line: location.line, column: location.column, message: message)
  }

  /// An object whose keys are all known; `allowed` names them in the order to list them.
  func object(_ value: JSONValue, _ what: String, allowed: [String]) throws(PlatformProfileError) -> ProfileObject {
    guard let members = value.members else {
      throw error(value.location, "expected \(what) to be an object, found \(value.typeDescription)")
    }
    var result: [String: JSONMember] = [:]
    for member in members {
      if member.key == "$schema", what == "the profile" { continue }
      guard allowed.contains(member.key) else {
        throw error(
          member.keyLocation,
          "unknown key \"\(visibleKey(member.key))\" in \(what); "
            + Spelling.hint(for: member.key, among: allowed, otherwise: "known keys: "))
      }
      result[member.key] = member
    }
    return ProfileObject(reader: self, value: value, what: what, members: result)
  }

  /// The value's content of the type `expected` names (`true or false`), or the case format's
  /// mismatch error.
  func typed<T>(_ value: JSONValue, _ expected: String, for key: String, _ content: KeyPath<JSONValue, T?>) throws(PlatformProfileError) -> T {
    guard let content = value[keyPath: content] else {
      throw error(value.location, value.mismatch(expected: expected, for: "\"\(key)\""))
    }
    return content
  }

  func string(_ value: JSONValue, _ key: String) throws(PlatformProfileError) -> String {
    let text = try typed(value, "a string", for: key, \.string)
    guard !text.isEmpty else { throw error(value.location, "\"\(key)\" must not be empty") }
    guard text.unicodeScalars.count <= Self.maxStringLength else {
      throw error(value.location, "\"\(key)\" is longer than \(Self.maxStringLength) characters; shorten it")
    }
    return text
  }

  /// One of `known`, or an error with the closest spelling.
  func choice(_ value: JSONValue, _ key: String, known: [String], what: String) throws(PlatformProfileError) -> String {
    let text = try string(value, key)
    guard known.contains(text) else {
      throw error(
        value.location,
        "unknown \(what) \"\(visibleKey(text))\"; " + Spelling.hint(for: text, among: known, otherwise: "known: "))
    }
    return text
  }

  func profile(_ root: JSONValue) throws(PlatformProfileError) -> (profile: PlatformProfile, idLocation: SourceLocation) {
    let fields = try object(root, "the profile", allowed: Self.keys)
    let idValue = try fields.required("id")
    let id = try string(idValue, "id")
    guard CaseDecoder.isValidID(id, maxLength: 40, punctuation: ".-") else {
      throw error(
        idValue.location,
        "id \"\(visibleKey(id))\" must be 1 to 40 lowercase letters, digits, dots and dashes, starting with a letter or digit")
    }
    let name = try fields.string("name")
    let family = try choice(fields.required("family"), "family", known: OSFamily.allCases.map(\.rawValue), what: "OS family")
    let version = try fields.string("version")

    var quirks: [PlatformQuirk] = []
    var sources: [String: String] = [:]
    for item in try fields.array("quirks") {
      let quirkFields = try object(item, "a quirk", allowed: ["name", "source"])
      let nameValue = try quirkFields.required("name")
      let quirkName = try string(nameValue, "name")
      guard let quirk = PlatformQuirk(rawValue: quirkName) else {
        let known = PlatformQuirk.allCases.map(\.rawValue)
        let closest = Spelling.closest(to: quirkName, among: known)
        throw error(
          nameValue.location,
          "unknown quirk \"\(visibleKey(quirkName))\"; quirks are implemented in the engine by name"
            + (closest.map { ", did you mean \"\($0)\"?" } ?? "; known: " + known.joined(separator: ", ")))
      }
      let source = try quirkFields.string("source")
      guard !quirks.contains(quirk) else { throw error(nameValue.location, "quirk \"\(quirkName)\" is listed twice") }
      quirks.append(quirk)
      sources[quirkName] = source
    }

    let accommodations = try object(fields.required("accommodations"), "\"accommodations\"", allowed: Self.accommodationKeys)
    var reduceMotion: [MotionKind] = []
    for item in try accommodations.array("reduceMotion") {
      let kind = try choice(item, "reduceMotion", known: MotionKind.allCases.map(\.rawValue), what: "motion kind")
      reduceMotion.append(MotionKind(rawValue: kind)!)
    }
    // Optional: absent derives it from the OS version (TransitionProperties.hasMotion exists
    // from iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1).
    var replaces: Bool?
    if let value = accommodations["replacesTransitionsWithMotion"], value.kind != .null {
      replaces = try typed(value, "true or false", for: "replacesTransitionsWithMotion", \.bool)
    }
    var accommodationSources: [String: String]?
    if let value = accommodations["sources"] {
      let sourceFields = try object(value, "\"sources\"", allowed: Self.accommodationKeys.filter { $0 != "sources" })
      var collected: [String: String] = [:]
      for (key, member) in sourceFields.members.sorted(by: { $0.key < $1.key }) { collected[key] = try string(member.value, key) }
      accommodationSources = collected
    }
    let system = SystemAccommodations(
      reduceMotion: reduceMotion,
      increaseContrastAdaptsRegularGlass: try accommodations.flag("increaseContrastAdaptsRegularGlass"),
      reduceTransparencyAdaptsRegularGlass: try accommodations.flag("reduceTransparencyAdaptsRegularGlass"),
      adaptsClearGlass: try accommodations.flag("adaptsClearGlass"), replacesTransitionsWithMotion: replaces,
      sources: accommodationSources)

    // What VoiceOver does where nothing public settles it: a value that may be null (unknown)
    // beside its source.
    var voiceOver: VoiceOverBehaviour?
    if let value = fields["voiceOver"] {
      let voiceOverFields = try object(value, "\"voiceOver\"", allowed: ["readsColonTimeInTextAsDuration", "source"])
      let known = try voiceOverFields.required("readsColonTimeInTextAsDuration")
      voiceOver = VoiceOverBehaviour(
        readsColonTimeInTextAsDuration: known.kind == .null
          ? nil : try typed(known, "true or false", for: "readsColonTimeInTextAsDuration", \.bool),
        source: try voiceOverFields.string("source"))
    }

    // The text sizes a person can choose: an empty list where the platform has no Dynamic Type;
    // absent, the rules that need it cannot tell.
    var dynamicType: DynamicTypeSupport?
    if let value = fields["dynamicType"] {
      let dynamicTypeFields = try object(value, "\"dynamicType\"", allowed: ["sizes", "source", "default", "pointSizes"])
      var sizes: [DynamicTypeSize] = []
      for item in try dynamicTypeFields.array("sizes") {
        let name = try choice(item, "sizes", known: DynamicTypeSize.allCases.map(\.rawValue), what: "text size")
        let size = DynamicTypeSize(rawValue: name)!
        guard sizes.last.map({ $0 < size }) ?? true else {
          throw error(item.location, "text size \"\(name)\" is out of order or listed twice: list the sizes smallest first")
        }
        sizes.append(size)
      }
      // The point size of each text style at each size, in the order of `sizes`, and the size
      // they are designed at: optional (visionOS publishes none), and then checked whole.
      var defaultSize: DynamicTypeSize?
      if let value = dynamicTypeFields["default"] {
        let name = try choice(value, "default", known: sizes.map(\.rawValue), what: "text size of this profile")
        defaultSize = DynamicTypeSize(rawValue: name)
      }
      var pointSizes: [TextStyle: [Double]] = [:]
      if let value = dynamicTypeFields["pointSizes"] {
        guard defaultSize != nil else { throw error(value.location, "\"pointSizes\" needs a \"default\" text size") }
        let tableFields = try object(value, "\"pointSizes\"", allowed: TextStyle.allCases.map(\.rawValue))
        for (key, member) in tableFields.members {
          let row = try typed(member.value, "an array", for: key, \.elements)
          guard row.count == sizes.count else {
            throw error(member.value.location, "\"\(key)\" lists \(row.count) point sizes; give one for each of the \(sizes.count) sizes")
          }
          pointSizes[TextStyle(rawValue: key)!] = try row.map { item throws(PlatformProfileError) in
            let size = try typed(item, "a number", for: key, \.number)
            guard size > 0, size <= 1_000 else { throw error(item.location, "a point size must be greater than 0 and at most 1000") }
            return size
          }
        }
      }
      dynamicType = DynamicTypeSupport(
        sizes: sizes, source: try dynamicTypeFields.string("source"), defaultSize: defaultSize, pointSizes: pointSizes)
    }

    // The narrowest screen the OS runs on, in points: the most room a line of text has.
    var screen: ScreenWidth?
    if let value = fields["screen"] {
      let screenFields = try object(value, "\"screen\"", allowed: ["narrowestWidth", "source"])
      let widthValue = try screenFields.required("narrowestWidth")
      let width = try typed(widthValue, "a number", for: "narrowestWidth", \.number)
      guard width > 0, width <= 100_000 else {
        throw error(widthValue.location, "\"narrowestWidth\" must be greater than 0 and at most 100000 points")
      }
      screen = ScreenWidth(narrowestWidth: width, source: try screenFields.string("source"))
    }

    var notes: String?
    if let value = fields["notes"], value.kind != .null { notes = try string(value, "notes") }

    let profile = PlatformProfile(
      id: id, name: name, family: family, version: version, quirks: quirks, quirkSources: sources,
      accommodations: system, voiceOver: voiceOver, dynamicType: dynamicType, screen: screen, notes: notes)
    return (profile, idValue.location)
  }
}

/// An object of a profile file being read: its members by key, every key known.
private struct ProfileObject {
  let reader: ProfileReader
  let value: JSONValue
  /// How messages name the object (`a quirk`, `"accommodations"`).
  let what: String
  let members: [String: JSONMember]

  /// A key's value, if the object has it.
  subscript(key: String) -> JSONValue? { members[key]?.value }

  /// The value of a key the object must have.
  func required(_ key: String) throws(PlatformProfileError) -> JSONValue {
    guard let member = members[key] else { throw reader.error(value.location, "missing key \"\(key)\" in \(what)") }
    return member.value
  }

  func string(_ key: String) throws(PlatformProfileError) -> String { try reader.string(required(key), key) }

  func flag(_ key: String) throws(PlatformProfileError) -> Bool { try reader.typed(required(key), "true or false", for: key, \.bool) }

  func array(_ key: String) throws(PlatformProfileError) -> [JSONValue] { try reader.typed(required(key), "an array", for: key, \.elements) }
}

/// Keys and values from a profile as messages show them: controls and bidi characters escaped,
/// long ones shortened.
private func visibleKey(_ text: String) -> String {
  let shown = text.unicodeScalars.count > 80 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(80))) + "…" : text
  return VisibleText.make(shown)
}

/// A platform profile file that cannot be used.
package struct PlatformProfileError: Error, CustomStringConvertible, Equatable {
  /// The file (or the id that was asked for).
  package let file: String
  /// Where in the file, when the problem is in its content (1-based; columns count scalars).
  package var line: Int? = nil
  package var column: Int? = nil
  /// What is wrong.
  package let message: String

  /// `file:line:column: error: message`, or `file: error: message` when not located.
  package var description: String {
    if let line, let column { return "\(file):\(line):\(column): error: \(message)" }
    return "\(file): error: \(message)"
  }
}
