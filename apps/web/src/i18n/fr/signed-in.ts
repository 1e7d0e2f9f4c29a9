import type { TSignedInMessages } from "../types";
import { dashboard } from "./dashboard-texts";
import { edgeServers } from "./edge-texts";
import { history } from "./history-texts";
import { inspections } from "./inspection-texts";
import { trace } from "./trace-texts";

export const frSignedIn: TSignedInMessages = { inspections, dashboard, trace, edgeServers, history };
