// Textes des unités de mesure et des coulées : messages d'entité et libellés de champ.

export const unitEntities = {
  uom: {
    /** The seeded unit system while it keeps its name (SEEDED_EDITABLE_NAME_KEYS). */
    seeded: { fullMetric: "Système entièrement métrique" },
    one: "Système d'unités",
    many: "Unités de mesure",
    newOne: "Nouveau système d'unités",
    created: "Le système d'unités a été créé avec succès",
    modified: "Le système d'unités a été modifié avec succès",
    deleted: "Le système d'unités a été supprimé avec succès",
    errorCreate: "Erreur lors de la création du système d'unités",
    errorUpdate: "Erreur lors de la modification du système d'unités",
    errorDelete: "Erreur lors de la suppression du système d'unités",
    guide:
      "Un système d'unités donne l'unité de chaque grandeur : températures en °C ou °F, vitesse d'avance en mm/min ou in/min, énergie de soudage en kJ/mm ou kJ/in, etc. Les valeurs sont enregistrées une seule fois, en unités métriques de base, puis affichées et saisies dans le système d'unités du projet. Chaque client a un système d'unités par défaut (au départ « Full metric system ») ; il se modifie mais ne se supprime pas : désignez d'abord un autre système par défaut.",
  },
  workpieceHeat: {
    one: "Coulée de pièce",
    many: "Coulées de pièces",
    newOne: "Nouvelle coulée de pièce",
    created: "La coulée de pièce a été créée avec succès",
    modified: "La coulée de pièce a été modifiée avec succès",
    deleted: "La coulée de pièce a été supprimée avec succès",
    errorCreate: "Erreur lors de la création de la coulée de pièce",
    errorUpdate: "Erreur lors de la modification de la coulée de pièce",
    errorDelete: "Erreur lors de la suppression de la coulée de pièce",
    guide:
      "Une coulée est une fusion d'acier, identifiée par le numéro de coulée frappé sur les tubes et tôles et imprimé sur le certificat matière. Cette liste montre les coulées qui portent au moins un document de type Certificat de coulée de pièce ; joignez ce certificat en créant la coulée.",
  },
  fillerMetalHeat: {
    one: "Coulée de métal d'apport",
    many: "Coulées de métal d'apport",
    newOne: "Nouvelle coulée de métal d'apport",
    created: "La coulée de métal d'apport a été créée avec succès",
    modified: "La coulée de métal d'apport a été modifiée avec succès",
    deleted: "La coulée de métal d'apport a été supprimée avec succès",
    errorCreate: "Erreur lors de la création de la coulée de métal d'apport",
    errorUpdate: "Erreur lors de la modification de la coulée de métal d'apport",
    errorDelete: "Erreur lors de la suppression de la coulée de métal d'apport",
    guide:
      "Une coulée (ou lot) de métal d'apport identifie le fil ou les électrodes d'un même lot de fabrication, tel qu'imprimé sur le certificat du consommable. Cette liste montre les coulées qui portent au moins un document de type Certificat de coulée de métal d'apport ; joignez ce certificat en créant la coulée.",
  },
};

export const unitFields = {
  is_default: "Par défaut",
  control_position: "Position de contrôle",
  dimension: "Dimensions",
  filler_metal_diameter: "Diamètre du métal d'apport",
  gas_composition: "Composition du gaz",
  gas_flow: "Débit de gaz",
  heat_input: "Énergie de soudage",
  oscillation_frequency: "Fréquence d'oscillation",
  oscillation_width: "Largeur d'oscillation",
  temperature: "Température",
  temperature_ramping: "Rampe de température",
  travel_speed: "Vitesse d'avance",
  weight: "Poids",
  weld_cycle_length: "Longueur de cycle de soudage",
  wire_feed_speed: "Vitesse de fil",
  workpiece_length: "Longueur de pièce",
  workpiece_outer_diameter: "Diamètre extérieur de pièce",
  heat_no: "Numéro de coulée",
  documents: "Documents",
};
