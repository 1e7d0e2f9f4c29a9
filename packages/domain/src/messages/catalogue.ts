/**
 * Every message the server sends, once. A message travels as a stable code with its parameters
 * (the web app translates the code) and as its English text (what API consumers read). A text's `{name}`
 * placeholders are its parameters; the type of a code's parameters is derived from them.
 * Codes are snake_case; the machine codes of `{detail, code}` answers (not_found, in_use...) are codes here too.
 */
export const MESSAGE_CATALOGUE = {
  // Generic answers ({detail, code}).
  not_found: "Not found.",
  permission_denied: "You do not have permission to perform this action.",
  not_authenticated: "Authentication credentials were not provided.",
  invalid: "Invalid input.",
  conflict: "This record cannot be changed this way.",
  in_use: "This record is used elsewhere.",
  used_by: "Used by {uses}.",
  /** A catalogue whose names are identities refuses a second entry of the same name (case-insensitive). */
  duplicate: 'An entry named "{name}" already exists.',
  duplicate_record: "This record already exists.",
  busy: "The server is busy. Try again in a moment.",
  timeout: "The request took too long and was stopped.",
  /** The database restarted, failed over or dropped the connection; the request was not completed. */
  database_unavailable: "The database is unavailable. Try again in a moment.",
  too_large: "File too large.",
  /** A body the server could not read (malformed JSON, an empty JSON body): Fastify's own 400. */
  malformed_body: "The request body could not be read.",
  /** A body of a content type no route reads. */
  unsupported_media_type: "Unsupported media type.",
  server_error: "Internal server error.",
  too_many_requests: "Too many requests. Try again later.",
  /** The write limit's 429, saying when (the rate limiter's "1 minute"). */
  too_many_requests_wait: "Too many requests. Try again in {after}.",
  locked: "This entry is provided by the platform and cannot be changed.",
  method_not_allowed: "This list offers no edit: delete the entry and create another.",
  client_fixed: "The client of a record cannot be changed.",
  invalid_cursor: "Invalid cursor.",
  unknown_ordering: "Unknown ordering field: {field}",
  /** History: a date range whose end comes before its start. */
  history_range: "The end of the range comes before its start.",
  protected: "The platform client and your own client cannot be deleted.",
  /** A text outside this catalogue (a third-party library's), passed on as it is. */
  text: "{text}",

  // Field validation (spec texts).
  required: "Required",
  not_numeric: "Is not numeric",
  invalid_fraction: "Invalid fraction",
  invalid_email: "Enter a valid email address.",
  invalid_choice: "Select a valid choice.",
  invalid_id: "Must be a valid id.",
  /** PostgreSQL cannot store U+0000 in text; DRF's wording. */
  null_character: "Null characters are not allowed.",
  /** A date PostgreSQL cannot store (year 0, a 30 February...); DRF's wording. */
  invalid_date: "Enter a valid date.",
  invalid_value: "Invalid value.",
  /** A body nested past MAX_INPUT_DEPTH. */
  too_deep: "The request body is nested too deeply (at most {max} levels).",
  not_text: "Must be text.",
  not_boolean: "Must be true or false.",
  /** A list field sent as another kind of value. */
  not_a_list: "Must be a list.",
  min_items: "Give at least {min} item(s).",
  max_items: "Give at most {max} item(s).",
  min_length: "Min {min} characters",
  max_length: "Max {max} characters",
  min_value: "Value must be at least {min}",
  max_value: "Value must be at most {max}",
  between: "Value must be between {min} and {max}",
  max_decimals: "Max {max} decimal(s)",
  /** The spec's text for three digits; other counts say "digit(s)". */
  max_three_digits: "Max 3 digits",
  max_digits: "Max {max} digit(s)",
  invalid_colour: "Enter a colour as #RRGGBB.",
  positive: "Must be greater than 0.",
  whole_number: "Enter a whole number.",
  min_above_max: "The minimum must not be greater than the maximum.",
  min_not_below_max: "The minimum must be below the maximum.",
  pass_list: "Enter pass numbers separated by a semicolon.",
  /** The dashboard's date range. */
  end_before_start: "The end date is before the start date.",
  range_too_long: "At most {max} days.",
  /** The dashboard's range outside the data's plausible span. */
  day_too_early: "Enter a date from {min}.",
  day_too_late: "Enter a date up to {max}.",
  unknown_time_zone: "Unknown time zone.",

  // Files.
  file_too_large: "File size exceeds the limit of 10MB.",
  invalid_file_type: "Invalid file type. Allowed types are : {types}",
  content_mismatch: "The content of the file does not match its extension.",
  file_missing: "No file was sent.",
  /** A malformed or truncated multipart body. */
  file_unreadable: "The upload could not be read. Send the file again.",
  /** A file field holds the id of a file uploaded with POST /api/s3/upload/, never an address typed by a client. */
  stored_file_only: "Upload the file: this field takes a stored file, not an address.",
  file_needs_address_and_name: "A file needs both its address and its name.",

  // Imports.
  type_file: "Only CSV or XLSX files can be imported.",
  empty_file: "The file has no rows to import.",
  header_only: "The file holds only its header row: there are no rows under it to import.",
  import_too_many_rows: "A file may hold at most {max} rows to import: split it into several files.",
  xlsx_too_large: "This XLSX is too large once unpacked: at most {max} MB, and {chars} characters in a shared text.",
  template_example_row: "This is the template's example row: replace it with your own or delete it.",
  bad_header: "The first row must hold the template's column names.",
  unknown_unit: "Unknown unit: {unit}",
  not_found_by_name: "Not found in this client",

  // Sign-in, account, users, clients.
  login_failed: "An error has occurred. Please re-authenticate.",
  bad_credentials: "Unable to log in with provided credentials.",
  too_many_attempts: "Too many failed attempts. Try again in 15 minutes.",
  email_unknown: "This email does not exist.",
  /** The same answer for known and unknown addresses (overrides the spec's "This email does not exist."). */
  reset_mail_sent: "If this address has an account, a mail is on its way.",
  password_too_weak: "Use at least 10 characters, and a password that is harder to guess.",
  /** A password may not hold the name of its user's email address. */
  password_contains_email: "The password must not contain the name of your email address.",
  password_inside_email: "The password must not be part of your email address.",
  current_password_required: "Enter your current password to change your email or password.",
  current_password_wrong: "The current password is not correct.",
  reset_failed: "An error occurred during the reset.",
  reset_token_invalid: "This reset link is invalid or has expired.",
  passwords_differ: "Passwords do not match.",
  licence_expired: "The licence of your organisation has expired. Contact your administrator.",
  picture_too_big: "File is too big!",
  logo_too_big: "File is too big! Max 2MB.",
  not_an_image: "Only images are accepted.",
  email_taken: "A user with this email already exists.",
  self: "You cannot delete your own account.",
  platform_group: "Only a Super User can give this group.",
  other_client: "You can only manage users of your own client.",
  project_for_machines: "Only an edge server is connected to a project.",
  default_uom_required: "A client always has a default unit system: make another one the default instead.",
  default_uom: "The default unit system cannot be deleted; make another one the default first.",

  // Projects.
  /** Spec (platform §8), verbatim. */
  status_blocked_by_edge_server: "Impossible to change status from ON-GOING to TERMINATED or to PLANNED: an edge server is connected.",
  edge_server_connected: "This project cannot be deleted: an edge server is connected to it.",
  location_incomplete: "Give both latitude and longitude, or neither.",
  copy_for_same_client: "Choose a client other than the project's own.",

  // Edge servers (the machine API).
  channel_length: "Every channel must have as many samples as u.",
  chunk_conflict: "This chunk was already stored with other samples.",
  not_an_arrow_stream: "This body is not an Arrow IPC stream.",
  /** An Arrow chunk's schema: these four columns and no other. */
  arrow_columns: "Send exactly the Float32 columns u, i, wfs and ts.",
  /** An Arrow column of another type (Float64 too: it is not rounded). */
  arrow_float32_column: "Must be a Float32 column.",
  /** A sample is a finite Float32 or null (an invalid sample). */
  not_a_float32: "Must be a finite number within the Float32 range (±3.4e38), or null.",
  not_an_edge_server: "This user is not an edge server.",
  weld_or_stream: "Give a weld or a stream, not both.",

  // Procedures.
  /** Spec §5 and §8, verbatim. */
  already_exists: "A procedure with this ID already exists. Import cancelled",
  procedure_copy_same_client: "Choose a client other than the procedure's own.",
  /** Import and copy for: a required entry (a process...) the receiving client has no entry of that name for. */
  missing_in_client: "Missing in this client: {name}",
  /** Spec §8: the export failure text (its French is the spec's). */
  export_failed: "The procedure could not be exported.",
  /** Spec §5: asked when saving is refused (wording decided from the spec's sentence). */
  check_fields: "Please make sure all fields are filled in or correctly entered.",
  archived: "This procedure is archived and read-only. Unarchive it first.",
  same_project: "Choose a project other than the procedure's own.",
  not_a_procedure_file: "This file is not a procedure export.",
  unsupported_version: "This procedure file was written by a newer version of the application.",
  /** Spec §5 and §8, verbatim. */
  duplicate_dimension_names: "Duplicate dimension names found",
  /** Spec §5: "can be saved only if at least one variable is considered" (text decided). */
  no_trigger_variable: "Consider at least one of U, I, WFS or TS.",
  no_alert_kind: "Choose warning, out-of-range or both.",
  alert_already_configured: "This attribute is already configured for these elements.",

  // Workpieces.
  workpiece_has_children: "Impossible to delete the workpiece as it has children",
  workpiece_has_edges: "Impossible to delete the workpiece as it has edges",
  edge_exists: "The workpiece edge already exists",
  edge_used_in_weld: "The workpiece edge is used in a weld",
  workpiece_is_parent: "The workpiece is a parent",
  workpiece_not_cut: "Only a workpiece that was cut can have its cut cancelled",
  workpiece_already_cut: "The workpiece is already cut: cancel the cut first",
  cut_lengths: "The lengths must be positive and add up to at most the workpiece length",
  cut_needs_length: "The workpiece needs a length to be cut",
  parent_of_itself: "A workpiece cannot be its own parent",
  /** A parent that descends from the workpiece would make a cycle. */
  parent_cycle: "A workpiece cannot have one of its own descendants as its parent",

  // Welds and flaws.
  /** Spec §5: "Edge selectors on a weld prevent picking the same edge twice" (text decided). */
  same_edge_twice: "Choose two different edges.",
  /** Spec §4: a weld already cut cannot be cut again until the earlier cut is cancelled (text decided). */
  weld_already_cut: "This weld is already cut: cancel the cut first.",
  weld_not_cut: "This weld is not cut.",
  procedure_of_another_project: "Choose a procedure of the weld's project.",
  cut_out_unchangeable: "A cut-out cannot be changed: delete it to cancel the cut.",
  /** Spec §4: a rejected flaw is repaired or cut out (text decided). */
  sanction_not_allowed: "This sanction does not go with the result.",
  /** Spec §4: Waiting for Interpretation clears the sanction (text decided). */
  no_sanction_while_waiting: "No sanction while the result waits for interpretation.",
  repair_only_for_repair: "Only a flaw sanctioned Repair is repaired by a weld.",
  repair_by_same_weld: "A weld cannot repair itself: choose another weld.",
  related_to_itself: "A flaw cannot be related to itself.",
  /** Spec §8: message.weld.error.noInfoWeld, with the row number. */
  no_weld_information: "No weld information on line {line}",
  heat_certificate_missing: "Add at least one document of type {type}.",

  // Staff and instruments.
  document_type: "Choose documents of type {type}.",
  calibration_expiry_before: "The expiry date must not be before the calibration date.",
  instrument_type_not_in_model: "Choose one of the product model's types.",
  parameter_type_not_in_model: "This type is not one of the product model's types.",
  parameter_type_already_set: "This type already has its parameters for this product model.",
  welder_id_taken: "A welder with this welder ID already exists.",
  welder_id_taken_by_deleted: "A deleted welder has this welder ID: restore it from the deleted welders instead.",
  deleted_welder_kept: "A deleted welder is kept for the welds and cycles that name it.",
  qualification_expiry_before: "The expiry date must not be before the qualification date.",
  unknown_country: "Unknown country code: {code}.",

  // Alerts.
  alert_already_acknowledged: "This alert is already acknowledged.",
  // Saved views of a list (packages/domain/src/common/saved-views.ts).
  saved_view_name_taken: "You already have a view with this name on this list.",
  saved_views_full: "A list keeps at most {max} views: delete one first.",
  // Inspections (packages/domain/src/inspections): positions, sequences, units, verdict reasons, instruments.
  // {field} and {limit} are field names (snake_case), which the web app shows by their labels.
  // Positions of a sequence (spec §5 "Sequence positions").
  positions_required: "Give at least one position.",
  position_not_angle: "Position {position} is not a whole number of degrees from 0 to 359.",
  position_duplicate: "Position {position} is given twice.",
  position_too_long: "Position {position} is longer than {max} characters.",
  too_many_positions: "Give at most {max} positions.",
  position_not_in_sequence: "Position {position} is not one of the sequence's positions.",

  // Sequences.
  fit_up_nothing_measured: "Choose at least one of ID high-low, OD high-low, root gap or preparation opening.",
  fit_up_type_not_in_sequence: "This sequence does not measure {type}.",
  bevel_dimension_twice: "Dimension {dimension} is already measured at position {position}.",
  dimension_not_in_bevel: "Dimension {dimension} is not one of the bevel's dimensions.",
  bevel_dimension_not_in_sequence: "Dimension {dimension} is not measured at position {position} in this sequence.",

  // Links of a sequence, an inspection or a measurement (the server's checks).
  row_not_in_procedure: "This {section} is not one of the procedure's.",
  sequence_of_another_procedure: "Choose a sequence of the inspection's procedure.",
  weld_of_another_procedure: "Choose a weld made with the inspection's procedure.",
  edge_not_of_weld: "Choose one of the weld's two edges.",
  measurement_id_taken: "This id is already used by another measurement.",

  // Units of an entered value.
  unit_not_allowed: "A value in {unit} cannot be compared with limits in {stored}.",

  // Verdict reasons: why a measurement is rejected ({field} and {limit} are field names).
  measure_missing: "No value for {field}.",
  measure_zero: "{field} is zero.",
  limit_missing: "The procedure gives no {limit}.",
  limit_zero: "The procedure's {limit} is zero.",
  below_min: "{field} {value} {unit} is below the minimum {min} {unit}.",
  above_max: "{field} {value} {unit} is above the maximum {max} {unit}.",
  outside_tolerance: "{field} {value} {unit} is not strictly between {min} and {max} {unit}.",

  // Measuring instruments.
  instrument_calibration_expired: "The calibration of {instrument} ({serial_number}) expired on {expire_at}, before this measurement.",
  instrument_not_of_client: "Choose one of the client's measuring instruments.",
  /** The measurement's instrument is fit for it: an override reason has nothing to override. */
  override_not_needed: "No override is needed for this instrument: leave the reason empty.",
  instrument_type_unfit: "{instrument} ({serial_number}) is a {type}, which does not take {measure} measurements.",
  // The gauge import (a file of measurements): what a row names that the POST's ids do not.
  instrument_not_found: 'No measuring instrument of this client has the serial number or label "{instrument}".',
  instrument_serial_ambiguous: 'Several measuring instruments have the serial number "{instrument}": give their label instead.',
  measured_at_invalid: "Write the time as 2026-11-26 14:30, 2026-11-26T14:30:00Z or 2026-11-26T14:30:00+01:00.",
  fit_up_type_unknown: 'Unknown measurement "{type}": write ID high-low, OD high-low, root gap or preparation opening.',
  bevel_dimension_ambiguous: 'Several dimensions of the procedure are named "{dimension}": write the one measured at this position.',
  duration_invalid: "Write a duration in seconds, or as hours:minutes:seconds.",
  // Past imports: undo and resume of an import's record.
  /** The undo of an import whose created records others point at (the answer's used_by names them): nothing is deleted. */
  import_used: "This import cannot be undone: its records are used elsewhere.",
  export_too_many_ids: "Export at most {max} selected rows at a time.",
  data_books_busy: "{max} data books of your company are already queued or being made. Ask again once one is done.",
  import_not_undoable: "Only an import that has ended (done, failed or interrupted) can be undone.",
  import_not_resumable: "Only an interrupted or failed import whose file is kept can be resumed.",
  /** A record left running by a process that stopped (found at the next start). */
  import_interrupted: "The server stopped during this import.",
  // Alerts: the details and expected values the server writes, kept as codes on the alert.
  alert_arc_moment: "{parameter} {value} {unit} at {seconds} s",
  alert_calibration_due: "{instrument} ({serial_number}): calibration expires on {date}",
  alert_calibration_expired: "{instrument} ({serial_number}): calibration expired on {date}",
  alert_qualification_due: "{welder} ({welder_id}), {process} on weld {weld}: qualification ends on {date}",
  alert_qualification_lapsed: "{welder} ({welder_id}), {process} on weld {weld}: qualification ended on {date}",
  alert_days_left: "> {days} days",
  // Mails (in the recipient's language, My account).
  reset_mail_subject: "Reset your password",
  reset_mail_text:
    "Hello {first_name},\n\nTo choose a new password, open this link within one hour:\n{link}\n\nIf you did not ask for this, ignore this mail.",
  reset_mail_removed: "(This mail held a password reset link. It was removed once used or expired.)",
} as const;

export type TMessageCode = keyof typeof MESSAGE_CATALOGUE;

/** "Max {max} characters" → "max". */
type TPlaceholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | TPlaceholders<Rest> : never;

/** The parameters of a code: one per placeholder of its English text. */
export type TMessageParams<C extends TMessageCode> = { [K in TPlaceholders<(typeof MESSAGE_CATALOGUE)[C]>]: string | number };

/** A message on the wire: its code, and its parameters when its text has placeholders. */
export interface TMessage {
  code: TMessageCode;
  params?: Record<string, string | number>;
}

/** A 400's messages per field, as a rule or a check returns them (the DRF field map is made of their texts). */
export type TFieldMessages = Record<string, TMessage[]>;

type TArgs<C extends TMessageCode> = [TPlaceholders<(typeof MESSAGE_CATALOGUE)[C]>] extends [never] ? [] : [params: TMessageParams<C>];

export const isMessageCode = (code: unknown): code is TMessageCode => typeof code === "string" && Object.hasOwn(MESSAGE_CATALOGUE, code);

/** Fills `{name}` placeholders; a missing parameter stays as its placeholder. */
export function fillPlaceholders(template: string, params: Record<string, string | number> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
}

/** The English text of a message: `messageText("max_length", { max: 12 })` → "Max 12 characters". */
export function messageText<C extends TMessageCode>(code: C, ...args: TArgs<C>): string {
  return fillPlaceholders(MESSAGE_CATALOGUE[code], args[0] as Record<string, string | number> | undefined);
}

/** The English text of a wire message (its parameters unchecked: they came from the catalogue's own helpers). */
export const textOf = (coded: TMessage): string => fillPlaceholders(MESSAGE_CATALOGUE[coded.code], coded.params);

/** The wire form of a message: `message("max_length", { max: 12 })` → `{code, params}`. */
export function message<C extends TMessageCode>(code: C, ...args: TArgs<C>): TMessage {
  const params = args[0] as Record<string, string | number> | undefined;
  return params ? { code, params } : { code };
}
