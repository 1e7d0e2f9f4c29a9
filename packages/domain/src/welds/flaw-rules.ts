import { MESSAGE_CATALOGUE, message, messageText, type TFieldMessages, type TMessage } from "../messages/catalogue.js";
// ---------------------------------------------------------------------------------------------------------
// Flaw status, result and sanction (spec §4 and §5).
// ---------------------------------------------------------------------------------------------------------

/** Spec §4: defaults to Active on import. */
export const FLAW_STATUSES = ["Active", "Not considered", "Duplicate"] as const;
export type TFlawStatus = (typeof FLAW_STATUSES)[number];
export const DEFAULT_FLAW_STATUS: TFlawStatus = "Active";

export const FLAW_RESULTS = ["Accepted", "Rejected", "Waiting for Interpretation"] as const;
export type TFlawResult = (typeof FLAW_RESULTS)[number];

export const FLAW_SANCTIONS = ["Indication", "Repair", "Cut-Out"] as const;
export type TFlawSanction = (typeof FLAW_SANCTIONS)[number];

export const FLAW_MESSAGES = {
  /** Spec §4: a rejected flaw is repaired or cut out (text decided). */
  sanctionNotAllowed: MESSAGE_CATALOGUE.sanction_not_allowed,
  /** Spec §4: Waiting for Interpretation clears the sanction (text decided). */
  noSanctionWhileWaiting: MESSAGE_CATALOGUE.no_sanction_while_waiting,
  /** repaired_by is only meaningful for a flaw sanctioned Repair (decided). */
  repairOnlyForRepair: MESSAGE_CATALOGUE.repair_only_for_repair,
  repairBySameWeld: MESSAGE_CATALOGUE.repair_by_same_weld,
  relatedToItself: MESSAGE_CATALOGUE.related_to_itself,
  /** Spec §8: message.weld.error.noInfoWeld, with the row number. */
  noWeldInformation: (line: number) => messageText("no_weld_information", { line }),
} as const;

/** Spec §4: the sanctions a result allows. */
export function allowedSanctions(result: TFlawResult | null | undefined): readonly TFlawSanction[] {
  if (result === "Accepted") return ["Indication"];
  if (result === "Rejected") return ["Repair", "Cut-Out"];
  return [];
}

/** Spec §4: Waiting for Interpretation (and no result yet) disables the sanction. */
export const sanctionDisabled = (result: TFlawResult | null | undefined) => allowedSanctions(result).length === 0;

/**
 * Spec §4, applied when the result changes in the form: Accepted forces Indication; Rejected allows Cut-Out
 * or Repair and clears Indication (a sanction already Repair or Cut-Out is kept); Waiting for Interpretation
 * clears the sanction. `repaired_by` goes with the Repair sanction.
 */
export function applyFlawResult<T extends { result?: TFlawResult | null; sanction?: TFlawSanction | null; repaired_by?: string | null }>(
  flaw: T,
  result: TFlawResult | null,
): T {
  const allowed = allowedSanctions(result);
  let sanction: TFlawSanction | null = flaw.sanction ?? null;
  if (result === "Accepted") sanction = "Indication";
  else if (sanction && !allowed.includes(sanction)) sanction = null;
  return { ...flaw, result, sanction, repaired_by: sanction === "Repair" ? (flaw.repaired_by ?? null) : null };
}

/**
 * Spec §5: "sanction required unless the result is Waiting for Interpretation", and §4's pairs. Returns the
 * field and message of the first problem, or null.
 */
export function checkFlawSanction(flaw: {
  result?: TFlawResult | null;
  sanction?: TFlawSanction | null;
  repaired_by?: string | null;
}): { field: "sanction" | "repaired_by"; message: TMessage } | null {
  const allowed = allowedSanctions(flaw.result);
  const sanction = flaw.sanction ?? null;
  if (allowed.length === 0) {
    if (sanction !== null) return { field: "sanction", message: message("no_sanction_while_waiting") };
  } else if (sanction === null) {
    return { field: "sanction", message: message("required") };
  } else if (!allowed.includes(sanction)) {
    return { field: "sanction", message: message("sanction_not_allowed") };
  }
  if (flaw.repaired_by && sanction !== "Repair") return { field: "repaired_by", message: message("repair_only_for_repair") };
  return null;
}

/** A flaw that counts against its weld: active (not "Not considered" nor "Duplicate") and rejected. */
export const isRejectingFlaw = (flaw: { status: TFlawStatus; result: TFlawResult }) =>
  flaw.status === "Active" && flaw.result === "Rejected";

/**
 * Spec §4 and §5 on a flaw about to be saved, given the facts its hook loads: the library of its NDE method and the
 * method of its type (undefined when no such record). The type belongs to the method, the method to the library;
 * the sanction goes with the result; a repair is another weld; a flaw is not related to itself. Field → messages.
 */
export function flawIssues(
  flaw: {
    id?: string;
    library?: string | null;
    nde_method?: string | null;
    type?: string | null;
    weld?: string | null;
    result?: TFlawResult | null;
    sanction?: TFlawSanction | null;
    repaired_by?: string | null;
    related_to?: string | null;
    start_position?: number | null;
    end_position?: number | null;
  },
  facts: { methodLibrary: string | undefined; typeMethod: string | undefined; positionUnit?: string | null },
): TFieldMessages {
  const errors: TFieldMessages = {};
  if (facts.methodLibrary !== flaw.library) errors.nde_method = [message("invalid_choice")];
  if (facts.typeMethod !== flaw.nde_method) errors.type = [message("invalid_choice")];
  const sanction = checkFlawSanction(flaw);
  if (sanction) errors[sanction.field] = [sanction.message];
  if (flaw.repaired_by && flaw.repaired_by === flaw.weld) errors.repaired_by = [message("repair_by_same_weld")];
  if (flaw.id && flaw.related_to === flaw.id) errors.related_to = [message("related_to_itself")];
  // Spec §9: positions in degrees are angle positions, 0 to 359.
  if (facts.positionUnit === "degree")
    for (const field of ["start_position", "end_position"] as const) {
      const value = flaw[field];
      if (typeof value === "number" && (value < 0 || value > 359)) errors[field] = [message("between", { min: 0, max: 359 })];
    }
  return errors;
}
