import Foundation

/// The JSON Schema (draft 2020-12) of `report.json`, written beside it as `report.schema.json`.
///
/// Shipped as the module's resource `Resources/report.schema.json`, as the case and waiver
/// schemas are the commands'. Hand-written and closed (`additionalProperties: false`
/// everywhere), so a field added to `AuditReport` without a schema change fails the test that
/// validates a rendered report against it. Optional Swift properties are omitted from the JSON when `nil`, so they are
/// simply not `required` here.
package enum ReportSchema {
  /// `report.schema.json`.
  package static let fileName = "report.schema.json"

  /// The schema text.
  package static let text: String = {
    guard let url = Bundle.module.url(forResource: "report.schema", withExtension: "json"),
      let data = try? Data(contentsOf: url)
    else { fatalError("the report schema is missing from the package resources") }
    return String(decoding: data, as: UTF8.self)
  }()
}
