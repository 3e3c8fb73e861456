import TouchModel

/// Applies repeated `--profile NAME=VALUE` options to a profile.
func applyProfileOptions(_ arguments: Arguments, to profile: inout Profile) throws(UsageError) {
  for assignment in arguments.all("profile") {
    do { try profile.apply(assignment: assignment) } catch { throw UsageError(error.description) }
  }
}

/// The help text that lists the profile constants.
let profileHelp: String = {
  let doubles = Profile.doubles.map { "    \($0.name) (default \(Profile.default[keyPath: $0.keyPath]))" }
  let flags = Profile.flags.map { "    \($0.name) (default \(Profile.default[keyPath: $0.keyPath]))" }
  return (doubles + flags).joined(separator: "\n")
}()
