import { z } from "zod";
import { MESSAGE_CATALOGUE } from "../messages/catalogue.js";
import { zName } from "../validation/fields.js";

/** How many views one user may keep on one list (a picker, not a store). */
export const SAVED_VIEWS_PER_LIST = 50;

/**
 * What a named view of a list keeps: the search, the sort, the page size, the list's own filters (`?project=`,
 * `?calibration_state=`) and the columns the user hid. The web puts it back in the URL and the column chooser; the
 * server keeps it as it came (it checks the shape, not whether a filter still names a row: a list ignores one that
 * no longer matches).
 */
export const ZSavedViewState = z.object({
  search: z.string().trim().max(200).default(""),
  ordering: z
    .string()
    .max(64)
    .regex(/^-?[a-z0-9_]*$/)
    .default(""),
  page_size: z.number().int().min(1).max(1000).nullish(),
  filters: z
    .record(z.string().regex(/^[a-z][a-z0-9_]{0,63}$/), z.string().max(200))
    .refine((filters) => Object.keys(filters).length <= 20)
    .default({}),
  hidden_columns: z.array(z.string().max(64)).max(60).default([]),
});
export type TSavedViewState = z.infer<typeof ZSavedViewState>;

/** A list is named by its page's path without the leading slash (`welds`, `projects/<id>/welds`, `measuring-instruments`). */
export const zSavedViewList = () =>
  z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9][a-z0-9/_-]*$/);

export const ZSavedViewCreate = z.object({ list: zSavedViewList(), name: zName(), state: ZSavedViewState });
export type TSavedViewCreate = z.input<typeof ZSavedViewCreate>;

export interface TSavedView {
  id: string;
  list: string;
  name: string;
  state: TSavedViewState;
  created_at: string;
}

export const SAVED_VIEW_MESSAGES = {
  nameTaken: MESSAGE_CATALOGUE.saved_view_name_taken,
} as const;
