import Foundation

/// An Xcode project (`project.pbxproj`) as Xcode reads it for one source file: which targets
/// compile the file — through their Sources build phase, or a synchronized folder (Xcode 16)
/// with its membership exceptions — and, for each, the platforms and deployment targets its
/// build settings give (the target's own configuration over the project's).
///
/// Build settings: https://developer.apple.com/documentation/xcode/build-settings-reference
/// (`SDKROOT`, `SUPPORTED_PLATFORMS`, `TARGETED_DEVICE_FAMILY`, `*_DEPLOYMENT_TARGET`).
struct XcodeProject {
  /// One native target with what it builds for.
  struct Target: Sendable, Equatable {
    var name: String
    /// OS family (`iOS`, `iPadOS`, …) → deployment target version; nil where no setting says.
    var platforms: [String: String?]
    /// Where the settings were read, `project.pbxproj:line`-free: the target and configuration.
    var source: String
  }

  /// The folder that holds the `.xcodeproj` (paths in the project are relative to it).
  let root: String
  let path: String
  private let objects: [String: [String: Any]]
  /// File reference id → path relative to `root`.
  private var paths: [String: String] = [:]

  init?(path: String) {
    guard let data = FileManager.default.contents(atPath: path),
      let plist = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any],
      let objects = plist["objects"] as? [String: Any]
    else { return nil }
    self.path = path
    self.objects = objects.compactMapValues { $0 as? [String: Any] }
    root = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
    if let project = self.objects.values.first(where: { $0["isa"] as? String == "PBXProject" }), let main = project["mainGroup"] as? String {
      walk(main, prefix: "", depth: 0)
    }
  }

  private mutating func walk(_ id: String, prefix: String, depth: Int) {
    guard depth < 64, let object = objects[id] else { return }
    var here = prefix
    if let component = object["path"] as? String {
      switch object["sourceTree"] as? String {
      case "SOURCE_ROOT": here = component
      case "<absolute>": here = component
      default: here = prefix.isEmpty ? component : prefix + "/" + component
      }
    }
    paths[id] = here
    for child in object["children"] as? [String] ?? [] { walk(child, prefix: here, depth: depth + 1) }
  }

  /// The targets that compile a file (an absolute or working-directory path).
  func targets(building file: String) -> [Target] {
    let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
    let base = URL(fileURLWithPath: root).standardizedFileURL.path + "/"
    guard absolute.hasPrefix(base) else { return [] }
    let relative = String(absolute.dropFirst(base.count))
    var result: [Target] = []
    for (id, target) in objects where target["isa"] as? String == "PBXNativeTarget" {
      if builds(relative, target: target, id: id) { result.append(settings(of: target)) }
    }
    return result.sorted { $0.name < $1.name }
  }

  private func builds(_ relative: String, target: [String: Any], id: String) -> Bool {
    for phase in target["buildPhases"] as? [String] ?? [] where objects[phase]?["isa"] as? String == "PBXSourcesBuildPhase" {
      for buildFile in objects[phase]?["files"] as? [String] ?? [] {
        if let reference = objects[buildFile]?["fileRef"] as? String, paths[reference] == relative { return true }
      }
    }
    let owned = Set(target["fileSystemSynchronizedGroups"] as? [String] ?? [])
    for (groupID, group) in objects where group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
      guard let folder = paths[groupID], relative.hasPrefix(folder + "/") else { continue }
      let inside = String(relative.dropFirst(folder.count + 1))
      var member = owned.contains(groupID)
      for exceptionID in group["exceptions"] as? [String] ?? [] {
        guard let exception = objects[exceptionID], exception["target"] as? String == id,
          (exception["membershipExceptions"] as? [String] ?? []).contains(inside)
        else { continue }
        // For the group's own targets an exception takes the file out; for another target it
        // adds the file.
        member = !owned.contains(groupID)
      }
      if member { return true }
    }
    return false
  }

  private static let deploymentKeys: [(key: String, families: [String])] = [
    ("IPHONEOS_DEPLOYMENT_TARGET", ["iOS", "iPadOS"]), ("MACOSX_DEPLOYMENT_TARGET", ["macOS"]),
    ("TVOS_DEPLOYMENT_TARGET", ["tvOS"]), ("WATCHOS_DEPLOYMENT_TARGET", ["watchOS"]), ("XROS_DEPLOYMENT_TARGET", ["visionOS"]),
  ]

  private func settings(of target: [String: Any]) -> Target {
    let name = target["name"] as? String ?? "target"
    let project = objects.values.first { $0["isa"] as? String == "PBXProject" }
    let own = buildSettings(target["buildConfigurationList"] as? String)
    let shared = buildSettings(project?["buildConfigurationList"] as? String)
    func value(_ key: String) -> String? {
      let raw = (own[key] ?? shared[key]).map { "\($0)" }
      guard let raw, !raw.hasPrefix("$(") else { return nil }
      return raw.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    }
    let families = Self.families(sdk: value("SDKROOT"), supported: value("SUPPORTED_PLATFORMS"), devices: value("TARGETED_DEVICE_FAMILY"), catalyst: value("SUPPORTS_MACCATALYST") == "YES")
    var platforms: [String: String?] = [:]
    for family in families {
      let key = Self.deploymentKeys.first { $0.families.contains(family) }?.key
      platforms[family] = key.flatMap(value)
    }
    // Mac Catalyst runs the iOS build: its deployment target follows the iOS one.
    if families.contains("macOS"), platforms["macOS"] ?? nil == nil, value("SDKROOT") == "iphoneos" {
      platforms["macOS"] = value("IPHONEOS_DEPLOYMENT_TARGET")
    }
    return Target(name: name, platforms: platforms, source: "\(path) (target \(name))")
  }

  /// The families a target builds for: `SUPPORTED_PLATFORMS` (else `SDKROOT`), with iPhone and
  /// iPad told apart by `TARGETED_DEVICE_FAMILY` (1 iPhone, 2 iPad, 3 TV, 4 Watch, 6 Mac
  /// Catalyst, 7 Apple Vision); an iOS target without it is an iPhone app, Xcode's default.
  static func families(sdk: String?, supported: String?, devices: String?, catalyst: Bool) -> [String] {
    let platforms = Set((supported ?? sdk ?? "iphoneos").split(separator: " ").map(String.init))
    let deviceFamilies = Set((devices ?? "1").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    var result: [String] = []
    if platforms.contains("iphoneos") || platforms.contains("iphonesimulator") {
      if deviceFamilies.contains("1") { result.append("iOS") }
      if deviceFamilies.contains("2") { result.append("iPadOS") }
      if deviceFamilies.contains("6") || catalyst { result.append("macOS") }
      if deviceFamilies.contains("7") && !platforms.contains("xros") { result.append("visionOS") }
    }
    if platforms.contains("macosx"), !result.contains("macOS") { result.append("macOS") }
    if platforms.contains("appletvos") || platforms.contains("appletvsimulator") { result.append("tvOS") }
    if platforms.contains("watchos") || platforms.contains("watchsimulator") { result.append("watchOS") }
    if platforms.contains("xros") || platforms.contains("xrsimulator"), !result.contains("visionOS") { result.append("visionOS") }
    return result
  }

  /// The build settings of a configuration list's Release configuration (else its first).
  private func buildSettings(_ listID: String?) -> [String: Any] {
    guard let listID, let configurations = objects[listID]?["buildConfigurations"] as? [String] else { return [:] }
    let chosen = configurations.first { objects[$0]?["name"] as? String == "Release" } ?? configurations.first
    return chosen.flatMap { objects[$0]?["buildSettings"] as? [String: Any] } ?? [:]
  }
}
