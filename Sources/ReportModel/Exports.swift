// The audit record shows untrusted text one way everywhere; writers get the policy with the model.
@_exported import TextEscaping
