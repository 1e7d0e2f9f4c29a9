import {
  type TTraceFormat,
  type TTraceLinks,
  type TTraceSection,
  type TTraceTranslate,
  type TWeldTraceability,
  traceSections,
} from "@weldtrace/domain";
import type { TFunction } from "i18next";
import { WELD_ROUTES } from "./api";

export type { TTraceCell, TTraceFormat, TTraceSection } from "@weldtrace/domain";
export { cellText } from "@weldtrace/domain";

/** Where the page's cells link: the web's routes of each record. */
export const TRACE_LINKS: TTraceLinks = {
  workpiece: (id) => `/workpieces/${id}/edit`,
  cycle: WELD_ROUTES.cycle,
  flaw: WELD_ROUTES.flawEdit,
  weld: WELD_ROUTES.weldTrace,
};

/** i18next's `t` as the domain's traceability translator (its `trace` texts are the domain's, spread into the web's). */
export const traceTranslate =
  (t: TFunction): TTraceTranslate =>
  (key, values) =>
    String(t(key as never, values as never));

/** The domain's sections of a weld (the ones the project data book prints too), in the reader's language, with links. */
export const webTraceSections = (trace: TWeldTraceability, t: TFunction, format: TTraceFormat): TTraceSection[] =>
  traceSections(trace, traceTranslate(t), format, TRACE_LINKS);
