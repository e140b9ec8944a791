import Foundation
import Testing
import TestSupport

@testable import LayoutEngine

@Suite("Platform profiles")
struct PlatformProfileTests {
  @Test("Six built-in profiles; only tvOS 26 has the HStack quirk, with its source")
  func builtIn() throws {
    let catalog = PlatformCatalog.builtIn
    #expect(catalog.ids == ["ios-26", "ipados-26", "macos-26", "tvos-26", "watchos-26", "visionos-26"])
    let quirky = catalog.profiles.filter { !$0.quirks.isEmpty }.map(\.id)
    #expect(quirky == ["tvos-26"])
    let tv = try #require(catalog.profile("tvos-26"))
    #expect(tv.quirkSources["hstack-ignores-environment-direction-override"]?.contains("Return") == true)
  }

  private func folder(_ files: [String: String]) throws -> String {
    let directory = try Scratch.folder("profiles")
    for (name, text) in files {
      try text.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    return directory.path
  }

  static let profile = """
    { "id": "tvos-27", "name": "tvOS 27", "family": "tvOS", "version": "27.0", "quirks": QUIRKS,
      "accommodations": { "reduceMotion": ["lensing"], "increaseContrastAdaptsRegularGlass": true,
        "reduceTransparencyAdaptsRegularGlass": true, "adaptsClearGlass": false } }
    """

  @Test("A user profile from a folder is added")
  func userProfile() throws {
    let path = try folder(["tvos-27.json": Self.profile.replacingOccurrences(of: "QUIRKS", with: "[]")])
    let catalog = try PlatformCatalog.adding(directory: path)
    #expect(catalog.ids.last == "tvos-27")
  }

  @Test("An unknown quirk name is an error with a suggestion")
  func unknownQuirk() throws {
    let path = try folder([
      "tvos-27.json": Self.profile.replacingOccurrences(
        of: "QUIRKS", with: #"[ { "name": "hstack-ignores-environment-override", "source": "x" } ]"#)
    ])
    do {
      _ = try PlatformCatalog.adding(directory: path)
      Issue.record("unknown quirk accepted")
    } catch {
      #expect(error.message.contains("did you mean \"hstack-ignores-environment-direction-override\""))
    }
  }
}
