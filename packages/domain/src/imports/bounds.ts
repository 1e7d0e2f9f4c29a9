/**
 * What one import may ask of the server (issue 37: no request can freeze it; docs/decisions.md "Bounded imports").
 * A file over these bounds is refused with a 400 on `file` before any row is saved.
 */

/** The most data rows (under the header) one file may hold: a larger file is refused up front. */
export const IMPORT_ROWS_MAX = 100_000;

/** The refused rows an import's answer and its record list (the first ones); the rest are counted only. */
export const IMPORT_REFUSALS_LISTED = 100;

/** The most an XLSX may unpack to (all its parts together): its zip entries are inflated, bounded, before it is parsed. */
export const XLSX_UNPACKED_MAX_MB = 150;

/**
 * The longest shared string an XLSX may hold, in characters of its XML: a cell takes at most 5,000 characters
 * (TEXT_MAX), written out with entities and formatting; one string shared by many cells cost seconds a cell.
 */
export const XLSX_SHARED_STRING_MAX = 30_000;
