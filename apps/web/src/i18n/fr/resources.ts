import type { TMessages } from "../types";
import { administrationEntities, administrationFields } from "./administration";
import { catalogueEntities, catalogueFields } from "./catalogue-texts";
import { inspectionEntities, inspectionFields } from "./inspection-texts";
import { listPurposes } from "./list-purposes";
import { procedureEntities, procedureFields } from "./procedures";
import { projectEntities, projectFields, projectForm, projectOthers, projectStatuses } from "./project-texts";
import { staffEntities, staffFields } from "./staff-texts";
import { unitEntities, unitFields } from "./unit-texts";
import { weldEntities, weldFields } from "./weld-texts";
import { workpieceEntities, workpieceFields } from "./workpiece-texts";

export const resources: TMessages["resources"] = {
  beadTechnique: {
    one: "Technique de cordon",
    many: "Techniques de cordon",
    newOne: "Nouvelle technique de cordon",
    created: "La technique de cordon a été créée avec succès",
    modified: "La technique de cordon a été modifiée avec succès",
    deleted: "La technique de cordon a été supprimée avec succès",
    errorCreate: "Erreur lors de la création de la technique de cordon",
    errorUpdate: "Erreur lors de la modification de la technique de cordon",
    errorDelete: "Erreur lors de la suppression de la technique de cordon",
    guide:
      "Les techniques de cordon décrivent la façon dont le soudeur dépose chaque passe : cordon tiré (avance rectiligne, sans ou presque sans balayage) ou cordon balayé (oscillation d'un bord à l'autre du joint). Les procédures de soudage (DMOS et DMOS-P) choisissent leur technique dans cette liste ; l'ASME IX compte le cordon tiré ou balayé parmi les variables de technique (QW-410.1).",
  },
  bevelType: {
    one: "Type de chanfrein",
    many: "Types de chanfrein",
    newOne: "Nouveau type de chanfrein",
    created: "Le type de chanfrein a été créé avec succès",
    modified: "Le type de chanfrein a été modifié avec succès",
    deleted: "Le type de chanfrein a été supprimé avec succès",
    errorCreate: "Erreur lors de la création du type de chanfrein",
    errorUpdate: "Erreur lors de la modification du type de chanfrein",
    errorDelete: "Erreur lors de la suppression du type de chanfrein",
    guide:
      "Les types de chanfrein nomment la préparation des bords à souder : bords droits, en V, en X (double V), en U, en J ou en K, selon les désignations de l'ISO 9692-1. Les pièces et les procédures de soudage choisissent leur préparation dans cette liste, et la description peut préciser l'angle d'ouverture habituel.",
  },
  weldingPosition: {
    one: "Position de soudage",
    many: "Positions de soudage",
    newOne: "Nouvelle position de soudage",
    created: "La position de soudage a été créée avec succès",
    modified: "La position de soudage a été modifiée avec succès",
    deleted: "La position de soudage a été supprimée avec succès",
    errorCreate: "Erreur lors de la création de la position de soudage",
    errorUpdate: "Erreur lors de la modification de la position de soudage",
    errorDelete: "Erreur lors de la suppression de la position de soudage",
    guide:
      "Les positions de soudage indiquent comment le joint est placé pendant le soudage, nommées selon l'ISO 6947 (PA à plat, PF verticale montante, PH et PJ tube fixe soudé en montant ou en descendant) ou l'ASME IX QW-461 (1G à 6G pour les soudures bout à bout, 1F à 5F pour les soudures d'angle). Le champ Normes indique les normes qui définissent chaque position, une par ligne ; les qualifications des soudeurs et des procédures ne couvrent que les positions essayées.",
  },
  ...catalogueEntities,
  ...administrationEntities,
  ...unitEntities,
  ...procedureEntities,
  ...projectEntities,
  ...weldEntities,
  ...workpieceEntities,
  ...staffEntities,
  ...inspectionEntities,
  fields: {
    ...catalogueFields,
    ...administrationFields,
    ...unitFields,
    ...procedureFields,
    ...projectFields,
    ...weldFields,
    ...workpieceFields,
    ...staffFields,
    ...inspectionFields,
    name: "Nom",
    description: "Description",
    standards: "Normes",
  },
  projectStatus: projectStatuses,
  projectForm,
  projectOthers,
  purpose: listPurposes,
  list: {
    searchPlaceholder: "Rechercher dans les {{entities}}…",
    view: "Consulter",
    clearSearch: "Effacer la recherche",
    total_one: "{{count}} enregistrement",
    total_other: "{{count}} enregistrements",
    /** Past the count cap: "10,000+ enregistrements". */
    totalCapped: "{{total}} enregistrements",
    deleting: "Suppression de « {{name}} » en cours…",
    deleteTitle: "Confirmer la suppression",
    deleteText: "Voulez-vous vraiment supprimer « {{name}} » ? Cette action est irréversible.",
    userGuide: "Guide utilisateur",
    loadError: "Impossible de charger les {{entities}}",
    forbidden: "Vous n’avez pas accès à cette liste.",
    emptyTitle: "La liste des {{entities}} est vide",
    emptyGeneric: "Cette liste contient les {{entities}} de votre client.",
    noMatchTitle: "Aucun résultat pour « {{search}} » dans les {{entities}}",
    noMatchText: "Vérifiez l’orthographe ou essayez d’autres mots ; la liste elle-même n’est pas vide.",
    retry: "Réessayer",
    backToList: "Retour à la liste des {{entities}}",
    pageControls: {
      first: "Première page",
      previous: "Page précédente",
      next: "Page suivante",
      last: "Dernière page",
    },
  },
  form: {
    unsavedTitle: "Quitter sans enregistrer ?",
    unsavedText: "Vos modifications n’ont pas été enregistrées et seront perdues.",
    leave: "Quitter",
    stay: "Rester",
    createReference: "En créer un nouveau",
    decimals_one: "{{count}} décimale au plus",
    decimals_other: "{{count}} décimales au plus",
    chooseImage: "Choisir une image",
    removeImage: "Retirer l'image",
    download: "Télécharger",
    copyUrl: "Copier un lien (valable 7 jours)",
    urlCopied: "Lien copié dans le presse-papiers",
    downloaded: "Fichier téléchargé avec succès",
    downloadError: "Erreur lors du téléchargement du fichier",
    fileReady: "Fichier envoyé ; enregistrez pour le conserver.",
    noFile: "Aucun fichier",
    uploadFile: "Envoyer un fichier",
    removeFile: "Retirer le fichier",
    yes: "Oui",
    no: "Non",
    unknownType: "Type inconnu",
    onePerLine: "Une par ligne",
    readOnly: "Vous pouvez consulter cet enregistrement, mais votre rôle ne vous permet pas de le modifier.",
    notFoundTitle: "Enregistrement introuvable",
    checkFields: "Vérifiez les champs signalés en rouge.",
  },
  conflict: {
    inUse: "Cet enregistrement est utilisé ailleurs : il ne peut pas être supprimé.",
    usedBy: "{{count}} {{entities}} : {{names}}",
    usedByIntro: "Utilisé par {{list}}. Modifiez-les ou supprimez-les d’abord.",
    duplicate: "Cet enregistrement existe déjà.",
  },
  guide: {
    indexTitle: "Guide utilisateur",
    indexIntro:
      "Chaque liste de l'application a son propre guide : à quoi elle sert, et comment rechercher, trier, créer, modifier et supprimer ses entrées.",
    settingsSection: "Paramètres",
    administrationSection: "Administration",
    pageTitle: "Guide utilisateur : {{entities}}",
    purposeTitle: "À quoi sert cette liste",
    howTitle: "Utiliser la liste",
    browse:
      "Tapez dans la zone de recherche pour filtrer sur {{fields}} ; cliquez sur un en-tête muni de flèches pour trier, et utilisez les commandes sous le tableau pour changer de page ou de nombre de lignes par page.",
    create:
      "Nouveau ouvre un formulaire vide : remplissez au moins les champs marqués d'une étoile rouge, puis cliquez sur Enregistrer ou appuyez sur Entrée.",
    edit: "Cliquez sur une ligne pour l'ouvrir, modifiez ce qu'il faut et cliquez sur Enregistrer.",
    editDeleteOnly: "Les entrées de cette liste ne se modifient pas : supprimez-en une puis créez-la à nouveau.",
    delete:
      "L'icône corbeille supprime une entrée après confirmation ; Nouveau, Enregistrer et la corbeille n'apparaissent que si votre rôle les autorise.",
    openList: "Ouvrir la liste",
  },
};
