public enum LocaleEnginePlaceholder {}
