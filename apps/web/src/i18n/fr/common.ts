import type { TMessages } from "../types";
import { procedureServerMessages } from "./procedures";
import { staffServerMessages } from "./staff-texts";
import { weldServerMessages } from "./weld-texts";
import { workpieceServerMessages } from "./workpiece-texts";

export const common: TMessages["common"] = {
  appName: "WeldTrace",
  cloud: "Cloud",
  version: "Version {{version}}",
  copyright: "© {{year}} WeldTrace. Tous droits réservés.",
  breadcrumb: "Fil d’Ariane",
  menu: "Menu",
  search: "Rechercher",
  new: "Nouveau",
  edit: "Modifier",
  delete: "Supprimer",
  save: "Enregistrer",
  cancel: "Annuler",
  confirm: "Confirmer",
  close: "Fermer",
  back: "Retour",
  actions: "Actions",
  noData: "Aucune donnée",
  loading: "Chargement…",
  error: "Erreur",
  yes: "Oui",
  no: "Non",
  na: "NA",
  language: "Langue",
  english: "English",
  french: "Français",
  theme: "Thème",
  lightTheme: "Thème clair",
  darkTheme: "Thème sombre",
  logout: "Se déconnecter",
  collapseMenu: "Réduire le menu",
  expandMenu: "Déplier le menu",
  notFoundTitle: "Page introuvable",
  notFoundText: "La page demandée n'existe pas ou a été déplacée.",
  goHome: "Retour à la carte",
  recordsPerPage: "Lignes par page",
  pageInfo: "{{from}}–{{to}} sur {{total}}",
  userGuide: "Guide utilisateur",
};

export const menu: TMessages["menu"] = {
  map: "Carte",
  dashboard: "Tableau de bord",
  projects: "Projets",
  procedures: "Procédures",
  workpieces: "Pièces",
  welds: "Soudures",
  cycles: "Cycles",
  inspections: "Inspections",
  flawLibraries: "Bibliothèques de défauts",
  flaws: "Défauts",
  inspectionsSetup: "Paramétrage des inspections",
  alertsList: "Liste des alertes",
  fillerMetals: "Métaux d'apport",
  welders: "Soudeurs",
  documents: "Documents",
  measuringInstruments: "Instruments de mesure",
  workstations: "Postes de travail",
  clients: "Clients",
  users: "Utilisateurs",
  uoms: "Unités de mesure",
  edgeServers: "Serveurs edge",
  myAccount: "Mon compte",
  userGuide: "Guide utilisateur",
  settings: "Paramètres",
};

export const settingsMenu: TMessages["settingsMenu"] = {
  filter: "Filtrer les paramètres",
  filterHint: "Tapez pour filtrer les paramètres (raccourci : /)",
  noMatch: "Aucun paramètre ne correspond à « {{filter}} ».",
  groups: {
    procedure: "Procédures",
    workpiece: "Pièces et matériaux",
    inspection: "Inspections",
    instruments: "Instruments et postes de travail",
    general: "Général",
  },
};

export const errors: TMessages["errors"] = {
  connectivity: "Un problème de connectivité a été détecté !",
  generic: "Une erreur est survenue.",
  forbidden: "Vous n'avez pas le droit de faire cela.",
  notFound: "Cet enregistrement n'existe pas ou ne vous est pas accessible.",
  conflict: "Cet enregistrement est utilisé ailleurs et ne peut pas être modifié ainsi.",
  server: {
    ...workpieceServerMessages,
    "File size exceeds the limit of 10MB.": "La taille du fichier dépasse la limite de 10 Mo.",
    "Invalid file type. Allowed types are : png, pdf, csv, ppt, pptx, txt, jpeg, jpg, xls, xlsx, doc, docx, json, xml, docm":
      "Type de fichier invalide. Types autorisés : png, pdf, csv, ppt, pptx, txt, jpeg, jpg, xls, xlsx, doc, docx, json, xml, docm",
    "The content of the file does not match its extension.": "Le contenu du fichier ne correspond pas à son extension.",
    "If this address has an account, a mail is on its way.": "Si cette adresse a un compte, un e-mail est en route.",
    "Use at least 12 characters, or a password that is harder to guess.":
      "Utilisez au moins 12 caractères, ou un mot de passe plus difficile à deviner.",
    "Enter your current password to change your email or password.":
      "Saisissez votre mot de passe actuel pour changer votre e-mail ou votre mot de passe.",
    "The current password is not correct.": "Le mot de passe actuel n'est pas correct.",
    "Too many requests. Try again later.": "Trop de requêtes. Réessayez plus tard.",
    "Upload the file: this field takes a stored file, not an address.":
      "Téléversez le fichier : ce champ prend un fichier enregistré, pas une adresse.",
    "Enter a colour as #RRGGBB.": "Saisissez une couleur au format #RRGGBB.",
    "Invalid value.": "Valeur invalide.",
    "Max {{n}} decimal(s)": "{{n}} décimale(s) au maximum",
    Required: "Obligatoire",
    "Is not numeric": "N'est pas numérique",
    "Invalid fraction": "Fraction invalide",
    "Enter a valid email address.": "Saisissez une adresse e-mail valide.",
    "The default unit system cannot be deleted; make another one the default first.":
      "Le système d'unités par défaut ne peut pas être supprimé ; désignez d'abord un autre système par défaut.",
    "A client always has a default unit system: make another one the default instead.":
      "Un client a toujours un système d'unités par défaut : désignez plutôt un autre système par défaut.",
    "Add at least one document of type Workpiece heat certificate.": "Ajoutez au moins un document de type Workpiece heat certificate.",
    "Add at least one document of type Filler metal heat certificate.":
      "Ajoutez au moins un document de type Filler metal heat certificate.",
    "Select a valid choice.": "Sélectionnez un choix valide.",
    "Must be text.": "Doit être du texte.",
    "Must be true or false.": "Doit être vrai ou faux.",
    "Must be a valid id.": "Doit être un identifiant valide.",
    "Unable to log in with provided credentials.": "Impossible de se connecter avec ces identifiants.",
    "This email does not exist.": "Cet e-mail n'existe pas.",
    "This reset link is invalid or has expired.": "Ce lien de réinitialisation est invalide ou a expiré.",
    "File is too big!": "Le fichier est trop volumineux !",
    "File is too big! Max 2MB.": "Le fichier est trop volumineux ! 2 Mo maximum.",
    "Only images are accepted.": "Seules les images sont acceptées.",
    "A user with this email already exists.": "Un utilisateur avec cet e-mail existe déjà.",
    "You cannot delete your own account.": "Vous ne pouvez pas supprimer votre propre compte.",
    "Only a Super User can give this group.": "Seul un super utilisateur peut attribuer ce groupe.",
    "You can only manage users of your own client.": "Vous ne pouvez gérer que les utilisateurs de votre client.",
    "The platform client and your own client cannot be deleted.":
      "Le client de la plateforme et votre propre client ne peuvent pas être supprimés.",
    "Too many failed attempts. Try again in 15 minutes.": "Trop de tentatives échouées. Réessayez dans 15 minutes.",
    "The licence of your organisation has expired. Contact your administrator.":
      "La licence de votre organisation a expiré. Contactez votre administrateur.",
    "Max {{n}} characters": "{{n}} caractères maximum",
    "Min {{n}} characters": "{{n}} caractères minimum",
    "Value must be between {{min}} and {{max}}": "La valeur doit être comprise entre {{min}} et {{max}}",
    "Value must be at least {{n}}": "La valeur doit être au moins {{n}}",
    "Value must be at most {{n}}": "La valeur doit être au plus {{n}}",
    "Choose a client other than the project's own.": "Choisissez un autre client que celui du projet.",
    "Impossible to change status from ON-GOING to TERMINATED or to PLANNED: an edge server is connected.":
      "Impossible de passer le statut de EN COURS à TERMINÉ ou PLANIFIÉ : un serveur edge est connecté.",
    "This project cannot be deleted: an edge server is connected to it.":
      "Ce projet ne peut pas être supprimé : un serveur edge y est connecté.",
    "Only an edge server is connected to a project.": "Seul un serveur edge est connecté à un projet.",
    ...procedureServerMessages,
    ...weldServerMessages,
    ...staffServerMessages,
  },
};

export const pages: TMessages["pages"] = {
  homeTitle: "Carte",
  mapUnavailable: "La carte n’a pas pu être chargée ; voici les projets.",
  noProjects: "Aucun projet pour l’instant : créez-en un dans Projets.",
  noLocation: "sans emplacement",
  notYetTitle: "Pas encore disponible",
  notYetText:
    "Cet espace est prévu et n'est pas disponible dans cette version. Son entrée de menu est affichée pour que vous sachiez où il se trouvera.",
};
