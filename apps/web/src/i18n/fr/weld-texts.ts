// Textes des soudures, cycles, découpes, défauts et bibliothèques de défauts (issue 11).
import { FLAW_MESSAGES, WELD_MESSAGES } from "@weldtrace/domain";
import type { TMessages } from "../types";

export const weldEntities = {
  flawLibrary: {
    one: "Bibliothèque de défauts",
    many: "Bibliothèques de défauts",
    newOne: "Nouvelle bibliothèque de défauts",
    created: "La bibliothèque de défauts a été créée avec succès",
    modified: "La bibliothèque de défauts a été modifiée avec succès",
    deleted: "La bibliothèque de défauts a été supprimée avec succès",
    errorCreate: "Erreur lors de la création de la bibliothèque de défauts",
    errorUpdate: "Erreur lors de la modification de la bibliothèque de défauts",
    errorDelete: "Erreur lors de la suppression de la bibliothèque de défauts",
    guide:
      "Une bibliothèque de défauts est le catalogue des défauts qu'un rapport de contrôle peut citer : ses méthodes de contrôle non destructif (radiographie RT, ultrasons UT, magnétoscopie MT, ressuage PT, examen visuel VT, ...) et, sous chaque méthode, les types de défauts qu'elle signale (soufflure, manque de fusion, fissure, ...). Une bibliothèque appartient à votre client et sert aux projets que vous choisissez. Cliquez sur une bibliothèque pour voir ses méthodes ; Dupliquer la copie avec toutes ses méthodes et tous ses types.",
  },
  flawNdeMethod: {
    one: "Méthode CND",
    many: "Méthodes CND",
    newOne: "Nouvelle méthode CND",
    created: "La méthode CND a été créée avec succès",
    modified: "La méthode CND a été modifiée avec succès",
    deleted: "La méthode CND a été supprimée avec succès",
    errorCreate: "Erreur lors de la création de la méthode CND",
    errorUpdate: "Erreur lors de la modification de la méthode CND",
    errorDelete: "Erreur lors de la suppression de la méthode CND",
    guide:
      "Une méthode de contrôle non destructif d'une bibliothèque de défauts (RT, UT, MT, PT, VT, ...). Cliquez sur une méthode pour voir les types de défauts qu'elle signale. Supprimer une méthode supprime ses types, sauf si un défaut enregistré en utilise un.",
  },
  flawType: {
    one: "Type de défaut",
    many: "Types de défauts",
    newOne: "Nouveau type de défaut",
    created: "Le type de défaut a été créé avec succès",
    modified: "Le type de défaut a été modifié avec succès",
    deleted: "Le type de défaut a été supprimé avec succès",
    errorCreate: "Erreur lors de la création du type de défaut",
    errorUpdate: "Erreur lors de la modification du type de défaut",
    errorDelete: "Erreur lors de la suppression du type de défaut",
    guide:
      "Un type de défaut signalé par une méthode CND, avec son acronyme (par exemple Aa pour une soufflure au sens de l'ISO 6520-1). Chaque case « Avec … » indique la mesure qu'un défaut de ce type enregistre et affiche : position de début et de fin, longueur, profondeur, hauteur, largeur, diamètre, angle, diamètre d'amas, quantité.",
  },
} satisfies Pick<TMessages["resources"], "flawLibrary" | "flawNdeMethod" | "flawType">;

export const weldFields = {
  projects: "Projets",
  library: "Bibliothèque",
  nde_method: "Méthode CND",
  acronym: "Acronyme",
  with_start_position: "Avec position de début",
  with_end_position: "Avec position de fin",
  with_length: "Avec longueur",
  with_depth: "Avec profondeur",
  with_height: "Avec hauteur",
  with_width: "Avec largeur",
  with_diameter: "Avec diamètre",
  with_angle: "Avec angle",
  with_cluster_diameter: "Avec diamètre d'amas",
  with_quantity: "Avec quantité",
};

export const weldServerMessages: Record<keyof typeof import("../en/weld-texts").weldServerMessages, string> = {
  [FLAW_MESSAGES.sanctionNotAllowed]: "Cette sanction ne correspond pas au résultat.",
  [FLAW_MESSAGES.noSanctionWhileWaiting]: "Pas de sanction tant que le résultat attend une interprétation.",
  [FLAW_MESSAGES.repairOnlyForRepair]: "Seul un défaut sanctionné Réparation est réparé par une soudure.",
  [FLAW_MESSAGES.repairBySameWeld]: "Une soudure ne peut pas se réparer elle-même : choisissez-en une autre.",
  [FLAW_MESSAGES.relatedToItself]: "Un défaut ne peut pas être lié à lui-même.",
  [WELD_MESSAGES.sameEdgeTwice]: "Choisissez deux bords différents.",
  [WELD_MESSAGES.alreadyCut]: "Cette soudure est déjà découpée : annulez d'abord la découpe.",
  [WELD_MESSAGES.notCut]: "Cette soudure n'est pas découpée.",
  [WELD_MESSAGES.edgeUsedByWeld]: "Ce bord est utilisé par une soudure, il ne peut donc pas être supprimé.",
  [WELD_MESSAGES.procedureOfAnotherProject]: "Choisissez une procédure du projet de la soudure.",
  [WELD_MESSAGES.edgeOfAnotherProject]: "Choisissez un bord d'une pièce du projet de la soudure.",
};

export const welds: TMessages["welds"] = {
  libraries: {
    methodsOf: "Méthodes CND de {{library}}",
    typesOf: "Types de défauts de {{method}} ({{library}})",
    editLibrary: "Modifier la bibliothèque",
    editMethod: "Modifier la méthode",
    backToLibraries: "Bibliothèques de défauts",
    duplicate: "Dupliquer",
    duplicated: "La bibliothèque de défauts a été dupliquée avec ses méthodes et ses types",
    duplicateTitle: "Dupliquer « {{name}} »",
    duplicateText:
      "Une nouvelle bibliothèque « {{name}} (copy) » reçoit une copie de chaque méthode CND et de chaque type de défaut de celle-ci.",
    ofProject: "Bibliothèques de défauts de {{project}}",
    openMethods: "Ouvrir les méthodes CND de {{name}}",
  },
};
