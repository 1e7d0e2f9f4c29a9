import { dashboard } from "./dashboard-texts";
import { edgeServers } from "./edge-texts";
import { history } from "./history-texts";
import { inspections } from "./inspection-texts";
import { trace } from "./trace-texts";

/** Texts of screens behind the sign-in only: loaded with the signed-in app (i18n/signed-in-texts.ts), not the login. */
export const enSignedIn = { inspections, dashboard, trace, edgeServers, history };
