import { clients, users } from "./administration";
import { common, errors, menu, pages } from "./common";
import { resources } from "./resources";
import { session } from "./session";

export const en = { common, menu, errors, pages, session, resources, clients, users };
