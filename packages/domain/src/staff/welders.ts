import { z } from "zod";
import { defineResource, type TResourceField } from "../common/resource.js";
import { dataUrlBytes, IMAGE_DATA_URL, IMAGE_MAX_BYTES } from "../entities/auth.js";
import { MESSAGE_CATALOGUE, message } from "../messages/catalogue.js";
import { zName } from "../validation/fields.js";
import { codedError, codedIssue } from "../validation/messages.js";
import { isCountryCode, joinCountries, parseCountries } from "./countries.js";
import { QUALIFICATION_STATES } from "./qualifications.js";

/** Spec §3: certificates of a welder are documents of this type; calibration certificates of an instrument of the other. */
export const WELDER_CERTIFICATE_TYPE = "Welder certificate";
export const CALIBRATION_CERTIFICATE_TYPE = "Calibration certificate";
export const documentTypeMessage = (typeName: string) => message("document_type", { type: typeName });

export const WELDER_MESSAGES = {
  welderIdTaken: MESSAGE_CATALOGUE.welder_id_taken,
  welderIdTakenByDeleted: MESSAGE_CATALOGUE.welder_id_taken_by_deleted,
} as const;

/** Spec §9: ISO 3166 codes joined by a semicolon; stored upper-case, without repeats. */
export const zCountries = () =>
  z
    .string()
    .max(2000)
    .superRefine((value, ctx) => {
      const unknown = parseCountries(value).find((code) => !isCountryCode(code));
      if (unknown) ctx.addIssue({ ...codedIssue(message("unknown_country", { code: unknown })) });
    })
    .transform((value) => joinCountries(parseCountries(value)))
    .nullish();

/** Spec §9: a profile picture is an image of at most 2,000,000 bytes ("File is too big!"), cropped 400x200 in the browser. */
export const zProfilePicture = () =>
  z
    .string()
    .max(3_000_000, codedError(message("picture_too_big")))
    .regex(IMAGE_DATA_URL, codedError(message("not_an_image")))
    .refine((value) => dataUrlBytes(value) <= IMAGE_MAX_BYTES, codedError(message("picture_too_big")))
    .nullish();

const welderShape = {
  first_name: zName().max(150),
  last_name: zName().max(150),
  welder_id: zName().max(100),
  country: zCountries(),
  documents: z
    .array(z.uuid())
    .max(50)
    .optional()
    .transform((ids) => [...new Set(ids ?? [])]),
  profile_picture: zProfilePicture(),
};

const welderFields = [
  { key: "profile_picture", kind: "image", column: true },
  { key: "welder_id", kind: "text", required: true, column: true },
  { key: "last_name", kind: "text", required: true, column: true },
  { key: "first_name", kind: "text", required: true, column: true },
  { key: "country", kind: "countries", column: true },
  { key: "documents", kind: "references", target: "document", column: true },
] as const satisfies readonly TResourceField[];

export const welders = defineResource({
  key: "welder",
  path: "welders",
  area: "staff",
  schema: z.object(welderShape),
  answerFields: {
    deleted: z.boolean(),
    qualifications: z.array(
      z.object({
        id: z.uuid(),
        process: z.uuid(),
        process_name: z.string(),
        state: z.enum(QUALIFICATION_STATES),
        until: z.iso.date(),
      }),
    ),
    qualified_until: z.iso.date().nullable().describe("The last day of the welder's latest valid qualification."),
  },
  fields: welderFields,
  searchFields: ["welder_id", "last_name", "first_name"],
  orderingFields: ["welder_id", "last_name", "first_name", "created_at"],
  defaultOrdering: "last_name",
  // qualification_state: qualified, expiring or not qualified today (the staff hooks' filter).
  filterFields: ["qualification_state"],
});

/**
 * ARCHITECTURE `deleted-welders/`: a deleted welder is kept (its welds and cycles still name it) and an
 * import restores it by welder_id with `PATCH deleted-welders/{id}/ {..., deleted: false}` (spec §4, §7).
 */
export const deletedWelders = defineResource({
  key: "deletedWelder",
  path: "deleted-welders",
  area: "staff",
  schema: z.object({ ...welderShape, deleted: z.boolean().optional() }),
  fields: [...welderFields.filter((field) => field.key !== "documents"), { key: "deleted", kind: "boolean" }],
  searchFields: ["welder_id", "last_name", "first_name"],
  orderingFields: ["welder_id", "last_name", "first_name", "created_at"],
  defaultOrdering: "last_name",
});
