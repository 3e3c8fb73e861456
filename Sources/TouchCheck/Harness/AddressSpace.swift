import ProcessControl

/// The address space this process may still use under a limit (`ulimit -v`), so sizes that inputs decide (a file
/// read whole, a request line) are checked before they are allocated: past the limit, an allocation aborts.
package enum AddressSpace {
  /// The bytes left below the limit, or nil when there is no limit.
  package static var room: Int? {
    let limit = touchcheck_address_space_limit()
    guard limit > 0 else { return nil }
    return max(0, Int(limit - touchcheck_address_space_used()))
  }

  /// Bytes in mebibytes, rounded, for messages.
  package static func megabytes(_ bytes: Int) -> Int { (bytes + (1 << 19)) >> 20 }
}
