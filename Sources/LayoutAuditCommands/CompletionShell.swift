/// A shell `layout-audit completions` writes a script for.
enum CompletionShell: String, CaseIterable, Sendable {
  case bash, zsh, fish

  /// The shell named by a `SHELL` value (`/usr/bin/zsh` → zsh), as swift-argument-parser picks
  /// one when `--generate-completion-script` is given no name.
  init?(environment shell: String?) {
    guard let shell, let name = shell.split(separator: "/").last else { return nil }
    self.init(rawValue: String(name))
  }

  /// Where the script goes so the shell loads it, for `completions --help` and the README.
  var installHint: String {
    switch self {
    case .bash:
      "layout-audit completions bash > ~/.local/share/bash-completion/completions/layout-audit "
        + "(or add 'source <(layout-audit completions bash)' to ~/.bashrc)"
    case .zsh:
      "layout-audit completions zsh > ~/.zfunc/_layout-audit, with 'fpath=(~/.zfunc $fpath); autoload -U compinit; "
        + "compinit' in ~/.zshrc"
    case .fish: "layout-audit completions fish > ~/.config/fish/completions/layout-audit.fish"
    }
  }
}
