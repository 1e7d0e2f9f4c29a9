import type { TArea } from "@weldtrace/domain";

/** Settings menu entries: the catalogue screens. Filled by the catalogues feature. */
export interface TSettingsEntry {
  path: string;
  /** i18n key of the plural label. */
  label: "menu.settings";
  area: TArea;
}

export const SETTINGS_ENTRIES: TSettingsEntry[] = [];
