import { alerts } from "./alert-texts";
import { dashboard } from "./dashboard-texts";
import { edgeServers } from "./edge-texts";
import { history } from "./history-texts";
import { importRecords } from "./import-texts";
import { inspections } from "./inspection-texts";
import { listShaping } from "./list-texts";
import { trace } from "./trace-texts";

/** Texts of screens behind the sign-in only: loaded with the signed-in app (i18n/signed-in-texts.ts), not the login. */
export const enSignedIn = { inspections, dashboard, trace, edgeServers, listShaping, alerts, importRecords, history };
