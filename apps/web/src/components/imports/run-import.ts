import type { TImportStatus, TMessage } from "@weldtrace/domain";
import i18n, { translateAnswer, translateFieldMessages } from "../../i18n";
import { readToken } from "../../session/storage";

/** One row of the saving progress (spec §4): ordinal, name, success or error with its reason. */
export interface TProgressRow {
  n: number;
  name: string;
  status: "success" | "error";
  /** The server's sentence (English), shown when the row carries no field messages. */
  reason: string | null;
  /** The refused row's messages by field: shown with each field's label, in the user's language (by code). */
  field_errors?: Record<string, string[]>;
  codes?: Record<string, TMessage[]>;
}

export interface TImportState {
  status: TImportStatus;
  total: number;
  done: number;
  rows: TProgressRow[];
  /** A refusal of the whole file (wrong type, no name column...), shown above the table. */
  failure: string | null;
  /** Rows saved and refused, as the end line counts them (null until the import has ended). */
  saved: number | null;
  refused: number | null;
}

export const EMPTY_IMPORT: TImportState = { status: "pending", total: 0, done: 0, rows: [], failure: null, saved: null, refused: null };

type TLine =
  | { type: "start"; total: number }
  | { type: "progress"; done: number; total: number; results: TProgressRow[] }
  | {
      type: "end";
      status: "done" | "error";
      saved?: number;
      failed?: number;
      errors?: Record<string, string[]>;
      codes?: Record<string, TMessage[]>;
    };

/**
 * Sends a file to the import engine (`POST /api/imports/<key>/`, one request for the whole file) and reports
 * each batch's row results as the server streams them.
 */
export async function runImport(
  importKey: string,
  file: File,
  onState: (state: TImportState) => void,
  options: { client?: string; query?: Record<string, string> } = {},
): Promise<TImportState> {
  const form = new FormData();
  form.append("file", file);
  // Parameters chosen before the file (the flaw import's library) travel in the query string.
  return followImport(`/api/imports/${importKey}/${queryOf({ ...options.query, client: options.client })}`, form, onState);
}

/**
 * Resumes an interrupted or failed import from the chunk after the last one it saved (`POST
 * /api/imports/<key>/runs/<id>/resume/`): the server reads the file it kept; the answer streams as an import's.
 */
export function resumeImport(importKey: string, id: string, onState: (state: TImportState) => void, options: { client?: string } = {}) {
  return followImport(`/api/imports/${importKey}/runs/${id}/resume/${queryOf({ client: options.client })}`, undefined, onState);
}

const queryOf = (values: Record<string, string | undefined>) => {
  const params = new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return params.toString() ? `?${params}` : "";
};

/** POSTs to an import's stream and reads its lines into the progress state as they come. */
async function followImport(url: string, body: FormData | undefined, onState: (state: TImportState) => void): Promise<TImportState> {
  let state: TImportState = { ...EMPTY_IMPORT };
  const set = (next: Partial<TImportState>) => {
    state = { ...state, ...next };
    onState(state);
  };
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: token ? { authorization: `Token ${token}` } : {},
      body,
    });
  } catch {
    set({ status: "error", failure: i18n.t("errors.connectivity") });
    return state;
  }
  if (!response.ok || !response.body) {
    // A refusal of the whole file (415 type_file, 400 bad header...), translated by its code.
    const detail = translateAnswer(await response.json().catch(() => null));
    set({ status: "error", failure: detail || `${response.status}` });
    return state;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const text of lines) {
      if (!text.trim()) continue;
      const line = JSON.parse(text) as TLine;
      if (line.type === "start") set({ total: line.total });
      else if (line.type === "progress") set({ done: line.done, total: line.total, rows: [...state.rows, ...line.results] });
      else
        set({
          status: line.status,
          saved: line.saved ?? null,
          refused: line.failed ?? null,
          failure: line.errors
            ? Object.values(translateFieldMessages({ ...line.errors, codes: line.codes }))
                .flat()
                .join(" ")
            : null,
        });
    }
    if (done) break;
  }
  if (state.status === "pending") set({ status: "error" });
  return state;
}
