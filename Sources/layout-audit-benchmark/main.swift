import LocaleEngine
import Foundation
let t0 = Date()
do {
let r = try BidiConformance.run(directory: "/usr/share/unicode")
print(Date().timeIntervalSince(t0))
for f in r { print(f.name, f.cases, f.passed, f.knownDeviations, f.failed); for x in f.failures { print(x) } }
} catch { print(error) }
