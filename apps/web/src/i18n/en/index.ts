import { clients, users } from "./administration";
import { common, errors, menu, pages, settingsMenu } from "./common";
import { procedures } from "./procedures";
import { processGroups } from "./project-texts";
import { resources } from "./resources";
import { serverMessages } from "./server-messages";
import { session } from "./session";
import { staff } from "./staff-texts";
import { welds } from "./weld-texts";
import { imports, labels, workpieces } from "./workpiece-texts";

export const en = {
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
};
