import Foundation

/// What a project says that no view shows: the app's localisations and its deployment targets,
/// each with the file it was read from.
struct ProjectFacts: Sendable {
  /// Localisation codes the app ships resources for (`.lproj` folders, string catalogs'
  /// languages, `CFBundleLocalizations`), with their sources.
  private(set) var shipped: [String: String] = [:]
  /// The regions a `project.pbxproj` knows (`knownRegions`), with their sources: a region with
  /// no resources is not in the built app, so these count only where no resource says more.
  private(set) var knownRegions: [String: String] = [:]

  /// The app's localisation codes with their sources.
  var localizations: [String: String] { shipped.isEmpty ? knownRegions : shipped }
  /// OS family (`iOS`) → (version, source).
  var deploymentTargets: [String: (String, String)] = [:]
  /// The development localisation (the one an app falls back to), with its source:
  /// `developmentRegion` in `project.pbxproj`, a string catalog's `sourceLanguage`,
  /// `CFBundleDevelopmentRegion` or `defaultLocalization:` in `Package.swift`.
  var developmentLocalization: (String, String)?
  /// The `project.pbxproj` files found, read per view for the targets that build it.
  var projectPaths: [String] = []

  /// The localisations as BCP 47 ids, the development localisation first (the case's
  /// `localizations`); `.lproj` names use underscores (`pt_BR`) where BCP 47 uses hyphens.
  var localizationIDs: [String] {
    var ids = localizations.keys.map { $0.replacingOccurrences(of: "_", with: "-") }.sorted()
    if let development = developmentLocalization?.0.replacingOccurrences(of: "_", with: "-") {
      ids.removeAll { $0 == development }
      ids.insert(development, at: 0)
    }
    var seen: Set<String> = []
    return ids.filter { seen.insert($0.lowercased()).inserted }
  }

  /// Scans a project folder (bounded): `*.lproj`, `*.xcstrings`, `Info.plist`, `project.pbxproj`
  /// and `Package.swift`.
  static func scan(_ root: String) -> ProjectFacts {
    var facts = ProjectFacts()
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return facts }
    var visited = 0
    while let relative = enumerator.nextObject() as? String, visited < 20_000 {
      visited += 1
      let name = (relative as NSString).lastPathComponent
      if [".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules"].contains(name) {
        enumerator.skipDescendants()
        continue
      }
      let path = root.hasSuffix("/") ? root + relative : root + "/" + relative
      if name.hasSuffix(".lproj") {
        let code = String(name.dropLast(6))
        if code != "Base" { facts.shipped[code] = facts.shipped[code] ?? path }
        enumerator.skipDescendants()
      } else if name.hasSuffix(".xcstrings") {
        facts.readStringCatalog(path)
      } else if name == "Info.plist" {
        facts.readInfoPlist(path)
      } else if name == "project.pbxproj" {
        facts.readProject(path)
      } else if name == "Package.swift", !relative.contains("/") {
        facts.readPackage(path)
      }
    }
    return facts
  }

  private mutating func readStringCatalog(_ path: String) {
    guard let data = FileManager.default.contents(atPath: path),
      let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else { return }
    if let source = json["sourceLanguage"] as? String {
      shipped[source] = shipped[source] ?? path
      if developmentLocalization == nil { developmentLocalization = (source, "\(path) (sourceLanguage)") }
    }
    for case let entry as [String: Any] in (json["strings"] as? [String: Any])?.values.map({ $0 }) ?? [] {
      for code in (entry["localizations"] as? [String: Any])?.keys.map({ $0 }) ?? [] {
        shipped[code] = shipped[code] ?? path
      }
    }
  }

  private mutating func readInfoPlist(_ path: String) {
    guard let data = FileManager.default.contents(atPath: path),
      let plist = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
    else { return }
    if developmentLocalization == nil, let region = plist["CFBundleDevelopmentRegion"] as? String, !region.hasPrefix("$(") {
      developmentLocalization = (region, "\(path) (CFBundleDevelopmentRegion)")
    }
    guard let codes = plist["CFBundleLocalizations"] as? [String] else { return }
    for code in codes { shipped[code] = shipped[code] ?? "\(path) (CFBundleLocalizations)" }
  }

  private mutating func readProject(_ path: String) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
    projectPaths.append(path)
    let lines = text.components(separatedBy: "\n")
    let families = [
      "IPHONEOS_DEPLOYMENT_TARGET": ["iOS", "iPadOS"], "MACOSX_DEPLOYMENT_TARGET": ["macOS"],
      "TVOS_DEPLOYMENT_TARGET": ["tvOS"], "WATCHOS_DEPLOYMENT_TARGET": ["watchOS"], "XROS_DEPLOYMENT_TARGET": ["visionOS"],
    ]
    var inRegions = false
    for (number, rawLine) in lines.enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("knownRegions") { inRegions = true; continue }
      if line.hasPrefix("developmentRegion = ") {
        let region = line.dropFirst("developmentRegion = ".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"; "))
        if !region.isEmpty { developmentLocalization = (region, "\(path):\(number + 1) (developmentRegion)") }
        continue
      }
      if inRegions {
        if line.hasPrefix(")") { inRegions = false; continue }
        let code = line.trimmingCharacters(in: CharacterSet(charactersIn: "\", "))
        if !code.isEmpty, code != "Base" { knownRegions[code] = knownRegions[code] ?? "\(path):\(number + 1) (knownRegions)" }
        continue
      }
      for (key, names) in families where line.hasPrefix(key + " = ") {
        let version = line.dropFirst(key.count + 3).trimmingCharacters(in: CharacterSet(charactersIn: "\"; "))
        for name in names {
          // The lowest target any configuration declares is the one the app supports.
          if let existing = deploymentTargets[name], Self.compare(existing.0, version) { continue }
          deploymentTargets[name] = (version, "\(path):\(number + 1) (\(key))")
        }
      }
    }
  }

  private mutating func readPackage(_ path: String) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
    let families = ["iOS": ["iOS", "iPadOS"], "macOS": ["macOS"], "tvOS": ["tvOS"], "watchOS": ["watchOS"], "visionOS": ["visionOS"]]
    for (number, line) in text.components(separatedBy: "\n").enumerated() {
      if let range = line.range(of: "defaultLocalization:") {
        let value = line[range.upperBound...].split(separator: "\"").dropFirst().first.map(String.init)
        if let value, !value.isEmpty { developmentLocalization = (value, "\(path):\(number + 1) (defaultLocalization)") }
      }
      for (family, names) in families {
        var searchRange = line.startIndex..<line.endIndex
        while let range = line.range(of: ".\(family)(", range: searchRange) {
          let rest = line[range.upperBound...].prefix { $0 != ")" }
          var version = rest.trimmingCharacters(in: CharacterSet(charactersIn: "\". "))
          if version.hasPrefix("v") {
            version = String(version.dropFirst()).replacingOccurrences(of: "_", with: ".")
            if !version.contains(".") { version += ".0" }
          }
          if version.first?.isNumber == true {
            for name in names { deploymentTargets[name] = (version, "\(path):\(number + 1) (platforms)") }
          }
          searchRange = range.upperBound..<line.endIndex
        }
      }
    }
  }

  /// Whether version `a` is lower than or equal to `b`.
  static func compare(_ a: String, _ b: String) -> Bool {
    let x = a.split(separator: ".").map { Int($0) ?? 0 }
    let y = b.split(separator: ".").map { Int($0) ?? 0 }
    for i in 0..<max(x.count, y.count) {
      let p = i < x.count ? x[i] : 0
      let q = i < y.count ? y[i] : 0
      if p != q { return p < q }
    }
    return true
  }

  mutating func merge(_ other: ProjectFacts) {
    for (code, source) in other.shipped where shipped[code] == nil { shipped[code] = source }
    for (code, source) in other.knownRegions where knownRegions[code] == nil { knownRegions[code] = source }
    for (name, value) in other.deploymentTargets where deploymentTargets[name] == nil { deploymentTargets[name] = value }
    if developmentLocalization == nil { developmentLocalization = other.developmentLocalization }
    projectPaths += other.projectPaths.filter { !projectPaths.contains($0) }
  }
}
