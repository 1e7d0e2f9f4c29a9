import { TRACE_TEXTS } from "@weldtrace/domain";
import type { TMessages } from "../types";

export const trace: TMessages["trace"] = {
  ...TRACE_TEXTS.fr,
  title: "Traçabilité de {{weld}}",
  open: "Traçabilité",
  whereUsed: "Soudures",
  whereUsedTitle: "Soudures utilisant {{name}}",
  whereUsedNone: "Aucune soudure ne l'utilise encore.",
  whereUsedTruncated: "Seules les 1 000 premières soudures sont listées.",
  dataBook: "Dossier de soudure (PDF)",
  history: "Réparations et coupe",
  appendedTitle: "Certificats joints",
  appendedStatus: "Dans ce dossier",
  appended: "Joint après cette page",
  noFile: "Aucun fichier enregistré avec le certificat",
  unreadable: "Son fichier n'est ni un PDF ni une image, ou n'a pas pu être lu",
  status: "Statut",
  nothing: "Ni réparation ni coupe.",
  loadFailed: "La traçabilité de cette soudure n'a pas pu être chargée.",
};
