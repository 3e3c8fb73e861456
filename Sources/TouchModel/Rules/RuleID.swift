/// Every rule of the oracle, in catalogue order; the string form (`HIT-004`) is the rule's permanent ID.
///
/// The IDs live in the model so that the machinery names rules by type, never by string; the rules themselves (their
/// statements, sources and decisions) are the oracle's catalogue.
public enum RuleID: Int, CaseIterable, Sendable, Comparable {
  case hit001, hit002, hit003, hit004, hit005, hit006, hit007, hit008, hit009, hit010
  case hit011, hit012, hit013, hit014, hit015
  case chn001, chn002, chn003, chn004, chn005, chn006, chn007, chn008
  case del001, del002, del003, del004, del005, del006, del007, del008, del009, del010, del011, del012
  case mtc001, mtc002, mtc003, mtc004, mtc005
  case evt001, evt002, evt003, evt004
  case ges001, ges002, ges003, ges004, ges005, ges006, ges007, ges008, ges009, ges010, ges011, ges012, ges013
  case grd001, grd002, grd003, grd004, grd005
  case grc001, grc002, grc003, grc004, grc005
  case ctl001, ctl002, ctl003, ctl004, ctl005, ctl006, ctl007, ctl008, ctl009, ctl010, ctl011
  case ios001, ios002, ios003, ios004, ios005
  case scr001, scr002, scr003, scr004, scr005, scr006, scr007, scr008, scr009, scr010, scr011

  /// The permanent ID, such as `HIT-004`.
  public var id: String { RuleID.ids[rawValue] }

  /// Every permanent ID, indexed by raw value, built once.
  public static let ids: [String] = RuleID.allCases.map { rule in
    let name = String(describing: rule)
    return name.prefix(3).uppercased() + "-" + name.dropFirst(3)
  }

  /// The rule with this permanent ID.
  public init?(id: String) {
    guard let match = RuleID.allCases.first(where: { $0.id == id }) else { return nil }
    self = match
  }

  /// Orders rules by catalogue position.
  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
