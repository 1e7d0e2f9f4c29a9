import { installValidationMessages } from "./validation/messages.js";

installValidationMessages();

export * from "./common/date-format.js";
export * from "./common/one-line.js";
export * from "./common/pagination.js";
export * from "./common/resource.js";
export * from "./common/saved-views.js";
export * from "./common/short-id.js";
export * from "./common/usages.js";
export * from "./dashboard/index.js";
export * from "./entities/auth.js";
export * from "./entities/index.js";
export * from "./fields/measures.js";
export * from "./groups.js";
export * from "./history/index.js";
export * from "./imports/index.js";
export * from "./inspections/index.js";
export * from "./messages/index.js";
export * from "./permissions.js";
export * from "./procedures/index.js";
export * from "./qualification/index.js";
export * from "./staff/index.js";
export * from "./units/index.js";
export * from "./validation/fields.js";
export * from "./validation/messages.js";
export * from "./welds/index.js";
export * from "./workpieces/index.js";

/** Shown in the menu. */
export const APP_VERSION = "1.5.8";
export const COPYRIGHT_YEAR = 2022;
export const TOAST_DURATION_MS = 5000;
export const LANGUAGES = ["en", "fr"] as const;
export type TLanguage = (typeof LANGUAGES)[number];
