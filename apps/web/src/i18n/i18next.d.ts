import "i18next";
import type { en } from "./en";
import type { enSignedIn } from "./en/signed-in";

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: typeof en & typeof enSignedIn };
    returnNull: false;
  }
}
