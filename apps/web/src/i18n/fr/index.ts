import type { TMessages } from "../types";
import { clients, users } from "./administration";
import { common, errors, menu, pages, settingsMenu } from "./common";
import { dashboard } from "./dashboard-texts";
import { edgeServers } from "./edge-texts";
import { inspections } from "./inspection-texts";
import { procedures } from "./procedures";
import { processGroups } from "./project-texts";
import { resources } from "./resources";
import { serverMessages } from "./server-messages";
import { session } from "./session";
import { staff } from "./staff-texts";
import { trace } from "./trace-texts";
import { welds } from "./weld-texts";
import { imports, labels, workpieces } from "./workpiece-texts";

export const fr: TMessages = {
  common,
  menu,
  settingsMenu,
  errors,
  serverMessages,
  pages,
  session,
  resources,
  clients,
  users,
  procedures,
  processGroups,
  imports,
  labels,
  workpieces,
  welds,
  staff,
  inspections,
  dashboard,
  trace,
  edgeServers,
};
