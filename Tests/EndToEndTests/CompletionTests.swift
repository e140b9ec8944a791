import Foundation
import LayoutAudit
import TestSupport
import Testing

/// `layout-audit completions`: scripts that each shell accepts, and bash completing what the
/// commands accept.
@Suite("shell completion scripts")
struct CompletionTests {
  /// The generated script for `shell`, written to a file for the shell to read.
  static func script(_ shell: String) throws -> URL {
    let result = try CLI.run(["completions", shell], in: FileManager.default.temporaryDirectory)
    #expect(result.status == 0, "\(result.stderr)")
    return try Python.file(Data(result.stdout.utf8), named: "layout-audit.\(shell)")
  }

  @Test("bash -n accepts the bash script")
  func bashSyntax() throws {
    let bash = try ExternalProgram.require("bash", package: "bash")
    let check = try ExternalProgram.run(bash, ["-n", try Self.script("bash").path])
    #expect(check.status == 0, "\(check.output)")
  }

  @Test("zsh -n accepts the zsh script, which starts with #compdef")
  func zshSyntax() throws {
    let zsh = try ExternalProgram.require("zsh", package: "zsh")
    let script = try Self.script("zsh")
    #expect(try String(contentsOf: script, encoding: .utf8).hasPrefix("#compdef layout-audit\n"))
    let check = try ExternalProgram.run(zsh, ["-n", script.path])
    #expect(check.status == 0, "\(check.output)")
  }

  /// What zsh shows after typing `line` and Tab, in an interactive zsh on a pseudo-terminal
  /// (`zpty`) whose `fpath` holds the generated `_layout-audit`, escape codes removed.
  static func zsh(_ line: String, until marker: String) throws -> String {
    let zsh = try ExternalProgram.require("zsh", package: "zsh")
    let folder = try Python.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["functions", "bin"] {
      try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(at: try script("zsh"), to: folder.appendingPathComponent("functions/_layout-audit"))
    try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("bin/layout-audit"), withDestinationURL: CLI.binary)
    // Waits (at most 10 s) for a marker in what the terminal shows, then prints all of it.
    let driver = """
      zmodload zsh/zpty
      zpty z 'zsh -f -i'
      zpty -w z 'PS1="> "; PATH=\(folder.path)/bin:$PATH; fpath=(\(folder.path)/functions $fpath); autoload -U compinit; compinit -u -D; print READY'
      wait_for() {
        local line i
        for i in {1..100}; do
          while zpty -rt z line 2>/dev/null; do out+=$line; done
          [[ $out == *$1* ]] && return 0
          sleep 0.1
        done
        return 1
      }
      out=""; wait_for READY
      out=""; zpty -wn z $1$'\t'; wait_for $2
      print -r -- "$out"
      zpty -d z
      """
    let run = try ExternalProgram.run(zsh, ["-f", "-c", driver, "driver", line, marker])
    return run.output.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
  }

  @Test("zsh completes from the script: subcommands, option values, rule ids, comma lists")
  func zshCompletion() throws {
    #expect(try Self.zsh("layout-audit vali", until: "validate").contains("layout-audit validate"))
    let levels = try Self.zsh("layout-audit audit --fail-on ", until: "warning")
    for level in FailOn.allCases.map(\.rawValue) { #expect(levels.contains(level), "\(levels)") }
    #expect(try Self.zsh("layout-audit explain digit-order-l", until: "ltr").contains("digit-order-ltr"))
    #expect(try Self.zsh("layout-audit audit --platforms ios-26,tv", until: "tvos-26").contains("ios-26,tvos-26"))
    #expect(try Self.zsh("layout-audit resolve x.json --pla", until: "--platform").contains("--platform"))
  }

  @Test("fish --no-execute accepts the fish script, and fish completes from it")
  func fish() throws {
    let fish = try ExternalProgram.require("fish", package: "fish")
    let script = try Self.script("fish")
    let check = try ExternalProgram.run(fish, ["--no-execute", script.path])
    #expect(check.status == 0, "\(check.output)")
    // `complete -C` asks fish what it would offer for a command line.
    func candidates(_ line: String) throws -> [String] {
      let run = try ExternalProgram.run(
        fish, ["--no-config", "-c", "source \(Shell.quote(script.path)); complete -C \(Shell.quote(line))"])
      #expect(run.status == 0, "\(run.output)")
      return run.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }
    #expect(try candidates("layout-audit audit --format ") == ReportFormat.all.map(\.name).sorted())
    #expect(try candidates("layout-audit vali") == ["validate"])
    #expect(try candidates("layout-audit explain digit-order-l") == ["digit-order-ltr"])
    #expect(try candidates("layout-audit audit --platforms ios-26,tv") == ["ios-26,tvos-26"])
  }

  /// What bash offers for the command line `words` (the last one being completed), run in
  /// `directory` for path completion.
  static func bash(_ words: [String], in directory: URL = Python.packageRoot) throws -> [String] {
    let bash = try ExternalProgram.require("bash", package: "bash")
    let quoted = words.map(Shell.quote).joined(separator: " ")
    let driver = """
      source \(Shell.quote(try script("bash").path))
      COMP_WORDS=(\(quoted))
      COMP_CWORD=\(words.count - 1)
      COMP_LINE="${COMP_WORDS[*]}"
      COMP_POINT=${#COMP_LINE}
      _layout_audit
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let run = try ExternalProgram.run(bash, ["--noprofile", "--norc", "-c", driver], in: directory)
    #expect(run.status == 0, "\(run.output)")
    return run.output.split(separator: "\n").map(String.init)
  }

  static let subcommands = ["audit", "resolve", "validate", "import", "fix", "merge", "rules", "explain", "locales", "bidi", "selftest", "schema", "completions"]

  @Test("bash completes subcommands, the default command's options and help's subcommands")
  func bashSubcommands() throws {
    #expect(try Self.bash(["layout-audit", ""]).sorted() == (Self.subcommands + ["help"]).sorted())
    #expect(try Self.bash(["layout-audit", "val"]) == ["validate"])
    #expect(try Self.bash(["layout-audit", "help", "res"]) == ["resolve"])
    // Options before a subcommand are audit's, as the tool reads them.
    #expect(try Self.bash(["layout-audit", "--quiet", "--for"]) == ["--format"])
    #expect(try Self.bash(["layout-audit", "completions", ""]).sorted() == ["bash", "fish", "zsh"])
  }

  @Test("bash completes every option each command's --help lists, and nothing else", arguments: subcommands)
  func bashOptions(command: String) throws {
    let help = try CLI.run([command, "--help"], in: Python.packageRoot).stdout
    let listed = help.split(separator: "\n").flatMap { line -> [String] in
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("-"), line.hasPrefix("  ") else { return [] }
      // The names column, `-h, --help` or `--format <format>`, ends at two spaces.
      let names = trimmed.components(separatedBy: "  ")[0]
      return names.components(separatedBy: ", ").filter { $0.hasPrefix("-") }.map { String($0.prefix { $0 != " " }) }
    }
    #expect(try Self.bash(["layout-audit", command, "-"]).sorted() == listed.sorted())
  }

  @Test("bash completes option values from the catalogue: formats, fail-on, platforms, rules, locales, settings")
  func bashValues() throws {
    let auditor = Auditor()
    #expect(try Self.bash(["layout-audit", "audit", "--format", ""]).sorted() == ReportFormat.all.map(\.name).sorted())
    #expect(try Self.bash(["layout-audit", "merge", "--format", "sa"]) == ["sarif"])
    // `--name=value`: bash splits the word at '='.
    #expect(try Self.bash(["layout-audit", "audit", "--format", "=", "sa"]) == ["sarif"])
    #expect(try Self.bash(["layout-audit", "audit", "--fail-on", ""]).sorted() == FailOn.allCases.map(\.rawValue).sorted())
    #expect(try Self.bash(["layout-audit", "audit", "--platforms", ""]).sorted() == (["all"] + auditor.catalog.platformIDs).sorted())
    #expect(try Self.bash(["layout-audit", "audit", "--platforms", "ios-26,tv"]) == ["ios-26,tvos-26"])
    #expect(try Self.bash(["layout-audit", "audit", "--rules", ""]).sorted() == auditor.catalog.ruleIDs.sorted())
    #expect(try Self.bash(["layout-audit", "audit", "--settings", "reduce-m"]).contains("reduce-motion"))
    let arabic = try Self.bash(["layout-audit", "audit", "--locales", "ar-E"])
    #expect(arabic.contains("ar-EG") && arabic.allSatisfy { $0.hasPrefix("ar-E") }, "\(arabic)")
    #expect(try Self.bash(["layout-audit", "audit", "--locales", "he,ar-E"]).contains("he,ar-EG"))
    #expect(try Self.bash(["layout-audit", "resolve", "case.json", "--locale", "he"]).contains("he-IL"))
    #expect(try Self.bash(["layout-audit", "resolve", "--platform", "tvos"]) == ["tvos-26"])
    #expect(try Self.bash(["layout-audit", "bidi", "x", "--direction", ""]).sorted() == ["auto", "ltr", "rtl"])
    // Free text (a number of jobs) offers nothing.
    #expect(try Self.bash(["layout-audit", "audit", "--jobs", ""]) == [])
  }

  @Test("bash completes positional arguments: rule ids, schema kinds, paths; nothing past the last")
  func bashArguments() throws {
    #expect(try Self.bash(["layout-audit", "explain", "digit-order-l"]) == ["digit-order-ltr"])
    #expect(try Self.bash(["layout-audit", "explain", "digit-order-ltr", ""]) == [])
    #expect(try Self.bash(["layout-audit", "schema", ""]).sorted() == ["case", "waivers"])
    let work = try CLI.workspace()
    defer { try? FileManager.default.removeItem(at: work) }
    #expect(try Self.bash(["layout-audit", "audit", "Ca"], in: work) == ["Cases"])
    #expect(try Self.bash(["layout-audit", "validate", "Cases/return-g"], in: work) == ["Cases/return-glass-timer.json"])
    // After an option's value, the next word is a path again.
    #expect(try Self.bash(["layout-audit", "audit", "--format", "json", "wai"], in: work) == ["waivers.json"])
    #expect(try Self.bash(["layout-audit", "audit", "--waivers", "wai"], in: work) == ["waivers.json"])
    // A folder option offers folders only.
    #expect(try Self.bash(["layout-audit", "audit", "--output", ""], in: work) == ["Cases"])
  }

  @Test("With no shell named, SHELL decides; --generate-completion-script is the same command; a wrong name suggests")
  func shellChoice() throws {
    let temporary = FileManager.default.temporaryDirectory
    let zsh = try CLI.run(["completions"], in: temporary, environment: ["SHELL": "/usr/bin/zsh"])
    #expect(zsh.status == 0)
    #expect(zsh.stdout.hasPrefix("#compdef layout-audit"))
    let fish = try CLI.run(["completions", "fish"], in: temporary)
    #expect(try CLI.run(["--generate-completion-script", "fish"], in: temporary).stdout == fish.stdout)
    #expect(try CLI.run(["--generate-completion-script=fish"], in: temporary).stdout == fish.stdout)
    let wrong = try CLI.run(["completions", "bsh"], in: temporary)
    #expect(wrong.status == 64)
    #expect(wrong.stderr.hasPrefix("Error: Unknown shell 'bsh'; did you mean 'bash'?"), "\(wrong.stderr)")
    let unset = try CLI.run(["completions"], in: temporary, environment: ["SHELL": "/bin/tcsh"])
    #expect(unset.status == 64)
    #expect(unset.stderr.contains("SHELL is '/bin/tcsh'"), "\(unset.stderr)")
  }
}
