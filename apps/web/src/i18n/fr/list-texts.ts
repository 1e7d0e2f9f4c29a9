import type { TMessages } from "../types";

export const listShaping: TMessages["listShaping"] = {
  columns: "Colonnes",
  columnsTitle: "Colonnes affichées",
  columnsReset: "Afficher toutes les colonnes",
  selected_one: "{{count}} ligne sélectionnée",
  selected_other: "{{count}} lignes sélectionnées",
  selectRow: "Sélectionner",
  selectAll: "Sélectionner toutes les lignes de la page",
  clearSelection: "Vider la sélection",
  deleteSelected: "Supprimer la sélection",
  bulkDeleteTitle: "Supprimer {{count}} enregistrements ?",
  bulkDeleteText: "Ces enregistrements seront supprimés : {{names}}. Vous pourrez annuler pendant quelques secondes.",
  deleteText: "Voulez-vous vraiment supprimer « {{name}} » ? Vous pourrez annuler pendant quelques secondes.",
  deletedOne: "« {{name}} » supprimé.",
  deletedMany: "{{count}} enregistrements supprimés.",
  undo: "Annuler",
  restored: "Rien n'a été supprimé.",
  refused_one: "{{count}} enregistrement n'a pas pu être supprimé : {{reasons}}",
  refused_other: "{{count}} enregistrements n'ont pas pu être supprimés : {{reasons}}",
};
