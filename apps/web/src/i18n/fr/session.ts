import type { TMessages } from "../types";

export const session: TMessages["session"] = {
  login: "Se connecter",
};
