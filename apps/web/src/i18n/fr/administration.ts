import type { TMessages } from "../types";

// Textes des écrans clients et utilisateurs (voir en/administration.ts).

type TResources = TMessages["resources"];

export const administrationEntities: Pick<TResources, "client" | "user"> = {
  client: {
    one: "Client",
    many: "Clients",
    newOne: "Nouveau client",
    created: "Le client a été créé avec succès",
    modified: "Le client a été modifié avec succès",
    deleted: "Le client a été supprimé avec succès",
    errorCreate: "Erreur lors de la création du client",
    errorUpdate: "Erreur lors de la modification du client",
    errorDelete: "Erreur lors de la suppression du client",
    guide:
      "Les clients sont les organisations qui utilisent la plateforme ; chacun ne voit que ses propres données. Un client a un nom, un logo, le format de date que ses équipes lisent par défaut et un système d'unités par défaut. Sa clé de licence et sa date d'expiration décident jusqu'à quand ses utilisateurs peuvent se connecter : après la date d'expiration, seul un super utilisateur peut encore se connecter. Un client qui a encore des utilisateurs ne peut pas être supprimé.",
  },
  user: {
    one: "Utilisateur",
    many: "Utilisateurs",
    newOne: "Nouvel utilisateur",
    created: "L'utilisateur a été créé avec succès",
    modified: "L'utilisateur a été modifié avec succès",
    deleted: "L'utilisateur a été supprimé avec succès",
    errorCreate: "Erreur lors de la création de l'utilisateur",
    errorUpdate: "Erreur lors de la modification de l'utilisateur",
    errorDelete: "Erreur lors de la suppression de l'utilisateur",
    guide:
      "Les utilisateurs sont les personnes qui se connectent, et les serveurs edge qui envoient les données d'arc (affichés dans leur propre onglet). Chacun appartient à exactement un client et un groupe ; le groupe décide de ce qu'il peut voir et modifier. Le mot de passe n'est demandé qu'à la création ; ensuite, chacun le change lui-même avec « Mot de passe oublié ». Exporter en PDF imprime tous les utilisateurs de la recherche en cours.",
  },
};

export const administrationFields: Pick<
  TResources["fields"],
  "default_date_format" | "default_uom" | "licence" | "first_name" | "last_name" | "email" | "password" | "group" | "client" | "role"
> = {
  default_date_format: "Format de date par défaut",
  default_uom: "Système d'unités par défaut",
  licence: "Fin de licence",
  first_name: "Prénom",
  last_name: "Nom",
  email: "E-mail",
  password: "Mot de passe",
  group: "Groupe",
  client: "Client",
  role: "Admin",
};

export const clients: TMessages["clients"] = {
  uomHint: "Les valeurs de ce client sont affichées dans ces unités, sauf si un projet ou une procédure a les siennes.",
  uomUnavailable: "Les systèmes d'unités de ce client ne peuvent pas être chargés.",
  licence: {
    title: "Licence",
    none: "Ce client n'a pas de licence : ses utilisateurs peuvent se connecter sans date limite jusqu'à ce qu'une licence soit générée.",
    key: "Clé de licence",
    copy: "Copier",
    copyKey: "Copier la clé de licence",
    copied: "Copiée",
    expirationDate: "Date d'expiration",
    expirationHint: "Le dernier jour où les utilisateurs de ce client peuvent se connecter.",
    generate: "Générer la licence",
    generated: "La licence a été générée.",
    saveDate: "Enregistrer la date",
    dateSaved: "La date d'expiration a été modifiée.",
    regenerate: "Régénérer",
    regenerateTitle: "Régénérer la clé de licence",
    regenerateText:
      "Une nouvelle clé remplace la clé actuelle, qui cesse aussitôt de fonctionner. Transmettez la nouvelle clé au client. Voulez-vous continuer ?",
    regenerated: "Une nouvelle clé de licence a été générée.",
    remove: "Retirer",
    removeTitle: "Retirer la licence",
    removeText: "La clé de licence et sa date d'expiration seront retirées. Voulez-vous continuer ?",
    removed: "La licence a été retirée.",
    failed: "La licence n'a pas pu être modifiée",
    expired: "Expirée",
    valid: "Valide",
    noLicence: "Pas de licence",
    superUserOnly: "Seul un super utilisateur peut modifier la licence.",
  },
};

export const users: TMessages["users"] = {
  kinds: {
    label: "Afficher",
    people: "Utilisateurs",
    machines: "Serveurs edge",
  },
  clientHint: "Les utilisateurs que vous créez appartiennent à votre client.",
  groupHint: "Super utilisateur et Support sont des groupes de la plateforme : seul un super utilisateur peut les attribuer.",
  projectHint:
    "Le projet que ce serveur edge alimente. Tant qu'un serveur edge actif y est connecté, le projet ne peut pas quitter En cours.",
  passwordHint:
    "10 caractères au moins, difficile à deviner, sans le nom de l'adresse e-mail. Demandé seulement maintenant : ensuite, l'utilisateur le change avec « Mot de passe oublié ».",
  export: {
    button: "Exporter en PDF",
    title: "Utilisateurs",
    titleMachines: "Serveurs edge",
    exportedOn: "Exporté le {{date}}",
    search: "Recherche : {{search}}",
    count_one: "{{count}} ligne",
    count_other: "{{count}} lignes",
    done: "Le PDF a été téléchargé.",
    failed: "Le PDF n'a pas pu être créé",
  },
};
