import Foundation
import LayoutModel
import LocaleEngine

/// Reads a waivers file: `{ "waivers": [ { "rule", "case", "node"?, "platforms"?, "locales"?,
/// "reason", "approvedBy", "reviewBy" } ] }`, strictly, with located errors.
public enum WaiverFile {
  static let keys: Set<String> = ["id", "rule", "case", "node", "platforms", "locales", "reason", "approvedBy", "reviewBy"]

  /// The waivers in a file.
  public static func read(path: String) throws(RunnerError) -> [Waiver] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .input("\(path): error: cannot read the waivers file; check the path")
    }
    return try parse(data, path: path)
  }

  /// The waivers in a file's bytes.
  public static func parse(_ data: Data, path: String) throws(RunnerError) -> [Waiver] {
    guard data.count <= 4 << 20 else { throw .input("\(path):1:1: error: the waivers file is larger than 4 MiB") }
    let root: JSONValue
    do {
      root = try JSONParser().parse(data, file: path)
    } catch {
      throw .input("\(error)")
    }
    func fail(_ value: JSONValue, _ message: String) -> RunnerError {
      .input("\(value.location): error: \(message)")
    }
    guard case .object(let members) = root.kind, let list = members.first(where: { $0.key == "waivers" })?.value,
      case .array(let items) = list.kind
    else {
      throw fail(root, "expected an object with a \"waivers\" array")
    }
    var waivers: [Waiver] = []
    // Reports name waivers by id (applied, expired, unused), so two with one id are ambiguous.
    var ids: [String: SourceLocation] = [:]
    for (index, item) in items.enumerated() {
      guard case .object(let fields) = item.kind else { throw fail(item, "each waiver is an object") }
      for field in fields where !keys.contains(field.key) {
        throw .input("\(field.keyLocation): error: unknown key \"\(field.key)\" in a waiver; known keys: \(keys.sorted().joined(separator: ", "))")
      }
      func string(_ key: String, required: Bool = true) throws(RunnerError) -> String? {
        guard let value = fields.first(where: { $0.key == key })?.value else {
          if required { throw fail(item, "missing \"\(key)\"") }
          return nil
        }
        guard case .string(let text) = value.kind, !text.isEmpty, text.count <= 1000 else {
          throw fail(value, "\"\(key)\" must be a non-empty string")
        }
        return text
      }
      func strings(_ key: String) throws(RunnerError) -> [String]? {
        guard let value = fields.first(where: { $0.key == key })?.value else { return nil }
        guard case .array(let elements) = value.kind, !elements.isEmpty else {
          throw fail(value, "\"\(key)\" must be a non-empty array of strings; leave it out to mean all")
        }
        var result: [String] = []
        for element in elements {
          guard case .string(let text) = element.kind else { throw fail(element, "expected a string") }
          result.append(text)
        }
        return result
      }
      let reviewBy = try string("reviewBy")!
      guard CalendarDate(reviewBy) != nil else {
        throw fail(
          fields.first { $0.key == "reviewBy" }!.value,
          "\"reviewBy\" must be a calendar date written YYYY-MM-DD with a four-digit year, such as \"2027-06-30\"")
      }
      let id = try string("id", required: false) ?? "W\(index + 1)"
      let idLocation = fields.first { $0.key == "id" }?.value.location ?? item.location
      if let first = ids[id] {
        throw .input(
          "\(idLocation): error: duplicate waiver id \"\(id)\"; the waiver at line \(first.line), column "
            + "\(first.column) has it too (a waiver without an id is W1, W2, … by position); give each its own id")
      }
      ids[id] = idLocation
      waivers.append(
        Waiver(
          id: id, rule: try string("rule")!,
          caseID: try string("case")!, node: try string("node", required: false),
          platforms: try strings("platforms"), locales: try strings("locales"), reason: try string("reason")!,
          approvedBy: try string("approvedBy")!, reviewBy: reviewBy))
    }
    return waivers
  }
}
