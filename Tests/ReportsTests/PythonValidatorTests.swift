import Foundation
import Testing
import TestSupport

/// The validators the report tests run come from Debian's packages; when one is missing, the
/// test says what to install in one line.
@Suite("Python validators")
struct PythonValidatorTests {
  @Test("a missing validator module fails with one line naming the Debian package")
  func missingModule() throws {
    let error = #expect(throws: Python.MissingModule.self) {
      try Python.run("raise ModuleNotFoundError(\"No module named 'xmlschema'\")", [])
    }
    #expect(error?.module == "xmlschema")
    #expect(error?.package == "python3-xmlschema")
    let message = error?.description ?? ""
    #expect(!message.contains("\n") && message.contains("apt-get install -y python3-xmlschema"), "\(message)")
  }

  @Test("the schemas come from the repository's own Tests/Schemas")
  func vendoredSchemas() {
    for name in ["JUnit.xsd", "sarif-schema-2.1.0.json"] {
      let url = Python.sharedSchema(name)
      #expect(url.path.hasPrefix(Python.packageRoot.path) && FileManager.default.fileExists(atPath: url.path), "\(url.path)")
    }
  }
}
