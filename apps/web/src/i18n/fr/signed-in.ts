import type { TSignedInMessages } from "../types";
import { dashboard } from "./dashboard-texts";
import { edgeServers } from "./edge-texts";
import { importRecords } from "./import-texts";
import { inspections } from "./inspection-texts";
import { trace } from "./trace-texts";

export const frSignedIn: TSignedInMessages = { inspections, dashboard, trace, edgeServers, importRecords };
