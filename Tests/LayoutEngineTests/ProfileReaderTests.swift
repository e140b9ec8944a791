#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import LayoutModel
import Testing
import TestSupport

@testable import LayoutEngine

/// Platform profile files are read like case files (issue 15, item 8): the located JSON parser,
/// strict keys and types, the 1 MiB bound checked before reading, and clear errors for a FIFO, a
/// folder or a file where a folder belongs.
@Suite("Platform profile reader")
struct ProfileReaderTests {
  static let sample = """
    {
      "id": "tvos-27", "name": "tvOS 27", "family": "tvOS", "version": "27.0",
      "quirks": [ { "name": "hstack-ignores-environment-direction-override", "source": "a field report" } ],
      "accommodations": { "reduceMotion": ["lensing"], "increaseContrastAdaptsRegularGlass": true,
        "reduceTransparencyAdaptsRegularGlass": true, "adaptsClearGlass": false },
      "notes": null
    }
    """

  static func folder(_ files: [String: String] = [:]) throws -> String {
    let directory = try Scratch.folder("profiles")
    for (name, text) in files {
      try text.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    return directory.path
  }

  /// The error `adding(directory:)` gives, as printed.
  static func failure(_ directory: String) -> String? {
    do {
      _ = try PlatformCatalog.adding(directory: directory)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("A valid user profile is read, its quirk and accommodations included")
  func valid() throws {
    let catalog = try PlatformCatalog.adding(directory: Self.folder(["tvos-27.json": Self.sample]))
    let profile = try #require(catalog.profile("tvos-27"))
    #expect(profile.quirks == [.hstackIgnoresEnvironmentDirectionOverride])
    #expect(profile.quirkSources["hstack-ignores-environment-direction-override"] == "a field report")
    #expect(profile.accommodations.reduceMotion == [.lensing])
    #expect(profile.osFamily == .tvOS)
    #expect(profile.notes == nil)
  }

  @Test("The built-in profiles read through the strict reader as before")
  func builtIns() {
    #expect(PlatformCatalog.builtIn.ids == PlatformCatalog.builtInIDs)
    #expect(PlatformCatalog.builtIn.profile("tvos-26")?.has(.hstackIgnoresEnvironmentDirectionOverride) == true)
    #expect(PlatformCatalog.builtIn.profile("ios-26")?.accommodations.reduceMotion == [.lensing, .elastic])
  }

  @Test(
    "Content errors are located at file:line:column and say what to do",
    arguments: [
      ("{ \"id\": \"x\",\n  \"name\": }", "2:11: error: "),
      (sample.replacingOccurrences(of: "\"version\"", with: "\"verison\""), "2:57: error: unknown key \"verison\" in the profile; did you mean \"version\"?"),
      (sample.replacingOccurrences(of: "\"family\": \"tvOS\"", with: "\"family\": \"tvos\""), "2:49: error: unknown OS family \"tvos\"; did you mean \"tvOS\"?"),
      (sample.replacingOccurrences(of: "\"adaptsClearGlass\": false", with: "\"adaptsClearGlass\": \"no\""), "5:71: error: expected true or false for \"adaptsClearGlass\", found a string"),
      (sample.replacingOccurrences(of: "[\"lensing\"]", with: "[\"lensng\"]"), "4:40: error: unknown motion kind \"lensng\"; did you mean \"lensing\"?"),
      (sample.replacingOccurrences(of: "\"tvos-27\"", with: "\"TVOS 27\""), "2:9: error: id \"TVOS 27\" must be"),
      (sample.replacingOccurrences(of: "\"name\": \"tvOS 27\", ", with: ""), "1:1: error: missing key \"name\" in the profile"),
      (sample.replacingOccurrences(of: "environment-direction", with: "environment"), "3:25: error: unknown quirk \"hstack-ignores-environment-override\"; quirks are implemented in the engine by name, did you mean \"hstack-ignores-environment-direction-override\"?"),
      ("[1, 2", "1:6: error: "),
      (
        sample.replacingOccurrences(
          of: "\"notes\": null", with: "\"dynamicType\": { \"sizes\": [\"large\", \"small\"], \"source\": \"s\" }, \"notes\": null"),
        "6:39: error: text size \"small\" is out of order or listed twice: list the sizes smallest first"
      ),
      (
        sample.replacingOccurrences(
          of: "\"notes\": null",
          with: "\"dynamicType\": { \"sizes\": [\"small\", \"large\"], \"source\": \"s\", \"default\": \"large\", \"pointSizes\": { \"body\": [15] } }, \"notes\": null"),
        "6:108: error: \"body\" lists 1 point sizes; give one for each of the 2 sizes"
      ),
      (
        sample.replacingOccurrences(of: "\"notes\": null", with: "\"screen\": { \"narrowestWidth\": 0, \"source\": \"s\" }, \"notes\": null"),
        "6:33: error: \"narrowestWidth\" must be greater than 0 and at most 100000 points"
      ),
    ])
  func located(_ text: String, _ expected: String) throws {
    let directory = try Self.folder(["p.json": text])
    let message = try #require(Self.failure(directory))
    #expect(message.hasPrefix("\(directory)/p.json:\(expected)"), "\(message)")
  }

  @Test("A file over 1 MiB is refused before it is read (a sparse 1 GiB file costs nothing)")
  func tooLarge() throws {
    let directory = try Self.folder()
    let path = directory + "/huge.json"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 1 << 30)
    try handle.close()
    #expect(Self.failure(directory) == "\(path):1:1: error: the file is too large (1073741824 bytes; at most 1048576 bytes)")
  }

  @Test("A FIFO or a folder named *.json is named as such, not as a permission problem")
  func fileTypes() throws {
    let fifoFolder = try Self.folder()
    #expect(mkfifo(fifoFolder + "/pipe.json", 0o644) == 0)
    #expect(Self.failure(fifoFolder) == "\(fifoFolder)/pipe.json:1:1: error: not a regular file: it is a FIFO (named pipe); pass a JSON file")
    let nested = try Self.folder()
    try FileManager.default.createDirectory(atPath: nested + "/sub.json", withIntermediateDirectories: true)
    #expect(Self.failure(nested) == "\(nested)/sub.json:1:1: error: not a regular file: it is a folder; pass a JSON file")
  }

  @Test("--profiles given a file or a missing path is an error, not silently ignored")
  func notAFolder() throws {
    let directory = try Self.folder(["tvos-27.json": Self.sample])
    let file = directory + "/tvos-27.json"
    #expect(Self.failure(file)?.hasPrefix("\(file): error: not a folder; platform profiles are read from the folder") == true)
    #expect(Self.failure(directory + "/missing")?.hasPrefix("\(directory)/missing: error: no such folder") == true)
  }

  @Test("A symbolic link to a profile is followed; two files with one id are an error")
  func linksAndDuplicates() throws {
    let source = try Self.folder(["tvos-27.json": Self.sample])
    let directory = try Self.folder()
    try FileManager.default.createSymbolicLink(atPath: directory + "/a.json", withDestinationPath: source + "/tvos-27.json")
    #expect(try PlatformCatalog.adding(directory: directory).profile("tvos-27") != nil)
    try Self.sample.write(toFile: directory + "/b.json", atomically: false, encoding: .utf8)
    #expect(Self.failure(directory) == "\(directory)/b.json:2:9: error: platform id \"tvos-27\" is also declared by \(directory)/a.json; give each profile its own id")
  }
}
