import type { TMessages } from "../types";

export const resources: TMessages["resources"] = {
  placeholder: "placeholder",
};
