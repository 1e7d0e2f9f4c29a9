import type { TSignedInMessages } from "../types";
import { alerts } from "./alert-texts";
import { dashboard } from "./dashboard-texts";
import { edgeServers } from "./edge-texts";
import { history } from "./history-texts";
import { importRecords } from "./import-texts";
import { inspections } from "./inspection-texts";
import { listShaping } from "./list-texts";
import { trace } from "./trace-texts";

export const frSignedIn: TSignedInMessages = { inspections, dashboard, trace, edgeServers, listShaping, alerts, importRecords, history };
