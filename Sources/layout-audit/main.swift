import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Pins the process's locale and time zone before Foundation or ICU reads them: the tool's
/// output must not depend on the caller's `LANG`/`LC_*`/`TZ`, and a hostile `LANG` crashes the
/// ICU inside Foundation (`LANG=aaaaaaaaaaaa`). Reads `environ` directly so nothing of
/// Foundation starts before the variables are gone.
func pinLocaleEnvironment() {
  var names: [String] = []
  var entry = environ
  while let pointer = entry.pointee {
    let text = String(cString: pointer)
    let name = String(text.prefix { $0 != "=" })
    if name == "LANG" || name == "LANGUAGE" || name.hasPrefix("LC_") { names.append(name) }
    entry += 1
  }
  for name in names { unsetenv(name) }
  setenv("LC_ALL", "C", 1)
  setenv("TZ", "UTC", 1)
}

pinLocaleEnvironment()
exit(LayoutAuditCLI.run(Array(CommandLine.arguments.dropFirst())).rawValue)
