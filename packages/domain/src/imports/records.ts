import { z } from "zod";

/**
 * An import as a visible record, so one cut off midway is never a silent half import: it starts `running`, ends `done`
 * (every row read and handled), `failed` (an error stopped it: a chunk's save, a file broken midway) or `interrupted`
 * (the process stopped under it: found `running` when the server starts). An import ended any of these ways can be
 * `undone`.
 */
export const IMPORT_RECORD_STATUSES = ["running", "done", "failed", "interrupted", "undone"] as const;
export type TImportRecordStatus = (typeof IMPORT_RECORD_STATUSES)[number];

/** Imports the undo takes: any that has ended, and was not undone already. */
export const canUndoImport = (status: TImportRecordStatus): boolean => status === "done" || status === "failed" || status === "interrupted";

/** Imports a resume takes: stopped before the file's end, with the file still kept. */
export const canResumeImport = (record: { status: TImportRecordStatus; has_file: boolean }): boolean =>
  (record.status === "failed" || record.status === "interrupted") && record.has_file;

/** Past imports listed per page (the import's screen shows the last few). */
export const IMPORT_RECORDS_PAGE_SIZE = 10;
export const IMPORT_RECORDS_MAX_PAGE_SIZE = 50;
/** Refused rows a record's report answers at most per page. */
export const IMPORT_REPORT_PAGE_SIZE = 500;

const ZCodes = z.record(z.string(), z.array(z.object({ code: z.string(), params: z.record(z.string(), z.unknown()).optional() })));

/** One past import as the API answers it. */
export const ZImportRecord = z.object({
  id: z.uuid(),
  import_key: z.string(),
  file_name: z.string(),
  /** Whether the uploaded file is still kept (a resume needs it). */
  has_file: z.boolean(),
  user: z.uuid().nullable(),
  /** "First Last" of the user, or their e-mail; null when the user was deleted. */
  user_name: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  status: z.enum(IMPORT_RECORD_STATUSES),
  rows_total: z.number().int().nullable(),
  rows_saved: z.number().int(),
  rows_updated: z.number().int(),
  rows_refused: z.number().int(),
  rows_done: z.number().int(),
  last_chunk: z.number().int(),
  failure: ZCodes.nullable(),
});
export type TImportRecord = z.infer<typeof ZImportRecord>;

/** One refused row of the report: its place in the file (1-based, header excluded), its name and its messages per field. */
export const ZImportRefusal = z.object({ n: z.number().int(), name: z.string(), codes: ZCodes });
export type TImportRefusal = z.infer<typeof ZImportRefusal>;

/** One import with its report (the refused rows, the first page of them ordered by row). */
export const ZImportRecordDetail = ZImportRecord.extend({
  refusals: z.array(ZImportRefusal),
  refusals_next_after: z.number().int().nullable(),
});
export type TImportRecordDetail = z.infer<typeof ZImportRecordDetail>;

/** What an undo answers: the records it deleted, and the ones it updated that keep their new values. */
export const ZImportUndoAnswer = z.object({ deleted: z.number().int(), updated_kept: z.number().int(), record: ZImportRecord });
export type TImportUndoAnswer = z.infer<typeof ZImportUndoAnswer>;
