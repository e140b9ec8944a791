import Foundation
import LayoutModel
import LocaleEngine

/// The platform profiles a run can use: the built-in ones shipped as resources, plus any a user
/// adds from a folder (`--profiles DIR`).
package struct PlatformCatalog: Sendable {
  /// The profiles, in a stable order (built-ins first, in their shipped order).
  package let profiles: [PlatformProfile]

  /// The profiles shipped with LayoutAudit: iOS, iPadOS, macOS, tvOS, watchOS and visionOS 26.
  package static let builtIn: PlatformCatalog = {
    do {
      return try PlatformCatalog(builtInOnly: ())
    } catch {
      fatalError("the built-in platform profiles are broken: \(error)")
    }
  }()

  /// The order built-in profiles are listed and audited in.
  package static let builtInIDs = ["ios-26", "ipados-26", "macos-26", "tvos-26", "watchos-26", "visionos-26"]

  private init(builtInOnly: Void) throws(PlatformProfileError) {
    var profiles: [PlatformProfile] = []
    for id in Self.builtInIDs {
      guard let url = Bundle.module.url(forResource: id, withExtension: "json", subdirectory: "Profiles")
        ?? Bundle.module.url(forResource: id, withExtension: "json")
      else {
        throw PlatformProfileError(file: "\(id).json", message: "missing from the package resources")
      }
      profiles.append(try Self.decode(url))
    }
    self.profiles = profiles
  }

  package init(profiles: [PlatformProfile]) {
    self.profiles = profiles
  }

  /// The built-in profiles plus every `*.json` profile in `directory`; a user profile with a
  /// built-in id replaces it.
  package static func adding(directory: String) throws(PlatformProfileError) -> PlatformCatalog {
    let url = URL(fileURLWithPath: directory)
    let files: [URL]
    do {
      files = try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
        .filter { $0.pathExtension == "json" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    } catch {
      throw PlatformProfileError(file: directory, message: "cannot list the folder: \(error.localizedDescription)")
    }
    var profiles = builtIn.profiles
    for file in files {
      let profile = try decode(file)
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

  /// The profile with an id, or an error naming the closest ids.
  package func resolve(_ id: String) throws(PlatformProfileError) -> PlatformProfile {
    if let profile = profile(id) { return profile }
    let closest = Spelling.closest(to: id, among: profiles.map(\.id))
    let hint = closest.map { "did you mean \"\($0)\"? " } ?? ""
    throw PlatformProfileError(
      file: id, message: "unknown platform; \(hint)known: \(profiles.map(\.id).joined(separator: ", "))")
  }

  /// The ids, in order.
  package var ids: [String] { profiles.map(\.id) }

  static func decode(_ url: URL) throws(PlatformProfileError) -> PlatformProfile {
    let name = url.path
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw PlatformProfileError(file: name, message: "cannot be read: \(error.localizedDescription)")
    }
    let raw: RawProfile
    do {
      raw = try JSONDecoder().decode(RawProfile.self, from: data)
    } catch let DecodingError.keyNotFound(key, _) {
      throw PlatformProfileError(file: name, message: "missing key \"\(key.stringValue)\"")
    } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      throw PlatformProfileError(file: name, message: "wrong type at \"\(path)\": \(context.debugDescription)")
    } catch {
      throw PlatformProfileError(file: name, message: "not valid JSON: \(error.localizedDescription)")
    }
    var quirks: [PlatformQuirk] = []
    for quirkName in raw.quirks.map(\.name) {
      guard let quirk = PlatformQuirk(rawValue: quirkName) else {
        let known = PlatformQuirk.allCases.map(\.rawValue)
        let closest = Spelling.closest(to: quirkName, among: known)
        throw PlatformProfileError(
          file: name,
          message: "unknown quirk \"\(quirkName)\"; quirks are implemented in the engine by name"
            + (closest.map { ", did you mean \"\($0)\"?" } ?? ""))
      }
      quirks.append(quirk)
    }
    guard raw.id.range(of: "^[a-z0-9][a-z0-9.-]{0,39}$", options: .regularExpression) != nil else {
      throw PlatformProfileError(file: name, message: "id \"\(raw.id)\" must be lowercase letters, digits, dots and dashes")
    }
    var profile = PlatformProfile(
      id: raw.id, name: raw.name, family: raw.family, version: raw.version, quirks: quirks,
      quirkSources: Dictionary(raw.quirks.map { ($0.name, $0.source) }, uniquingKeysWith: { a, _ in a }),
      accommodations: raw.accommodations, notes: raw.notes)
    profile.voiceOver = raw.voiceOver
    return profile
  }

  /// The file format: quirks carry their source next to their name.
  private struct RawProfile: Decodable {
    struct Quirk: Decodable {
      let name: String
      let source: String
    }
    let id: String
    let name: String
    let family: String
    let version: String
    let quirks: [Quirk]
    let accommodations: SystemAccommodations
    let voiceOver: VoiceOverBehaviour?
    let notes: String?
  }
}

/// A platform profile file that cannot be used.
package struct PlatformProfileError: Error, CustomStringConvertible, Equatable {
  /// The file (or the id that was asked for).
  package let file: String
  /// What is wrong.
  package let message: String

  package var description: String { "\(file): error: \(message)" }
}
