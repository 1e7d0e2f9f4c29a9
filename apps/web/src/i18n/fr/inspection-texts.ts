/** Textes des inspections : séquences, inspections, mesures et écran de saisie des mesures. */

const entity = (one: string, many: string, feminine: boolean, guide: string) => {
  const lower = one.charAt(0).toLowerCase() + one.slice(1);
  const e = feminine ? "e" : "";
  const article = feminine ? "la" : "le";
  return {
    one,
    many,
    newOne: `Nouvel${feminine ? "le" : ""} ${lower}`,
    created: `${feminine ? "La" : "Le"} ${lower} a été créé${e} avec succès`,
    modified: `${feminine ? "La" : "Le"} ${lower} a été modifié${e} avec succès`,
    deleted: `${feminine ? "La" : "Le"} ${lower} a été supprimé${e} avec succès`,
    errorCreate: `Erreur lors de la création de ${article} ${lower}`,
    errorUpdate: `Erreur lors de la modification de ${article} ${lower}`,
    errorDelete: `Erreur lors de la suppression de ${article} ${lower}`,
    guide,
  };
};

const SEQUENCE_GUIDE =
  "Une séquence dit où l'inspecteur mesure : ses positions, en angles de 0 à 359 degrés autour d'un tube (Angle coché) ou en libellés saisis et séparés par un point-virgule (A;B;C). Elle appartient à un projet et à l'un de ses modes opératoires, dont les limites jugent chaque mesure.";
const INSPECTION_GUIDE =
  "Une inspection d'une soudure, selon le mode opératoire de la soudure. Ouvrez-la pour voir ses mesures, chacune acceptée ou refusée selon les limites du mode opératoire au moment de la mesure ; une mesure refusée lève une alerte.";

export const inspectionEntities = {
  fitUpInspectionSequence: entity(
    "Séquence d'inspection d'accostage",
    "Séquences d'inspection d'accostage",
    true,
    `${SEQUENCE_GUIDE} Une séquence d'accostage mesure tout ou partie du dénivelé intérieur, du dénivelé extérieur, de l'écartement et de l'ouverture de préparation, chacun à ses positions (celles de la séquence si elles sont vides).`,
  ),
  bevelInspectionSequence: entity(
    "Séquence d'inspection de chanfrein",
    "Séquences d'inspection de chanfrein",
    true,
    `${SEQUENCE_GUIDE} Une séquence de chanfrein dit quelle dimension de quel chanfrein du mode opératoire est mesurée à chaque position ; Tôle cochée signifie des positions saisies.`,
  ),
  temperatureControlInspectionSequence: entity(
    "Séquence d'inspection de contrôle de température",
    "Séquences d'inspection de contrôle de température",
    true,
    `${SEQUENCE_GUIDE} Elle nomme le contrôle de température du mode opératoire qu'elle vérifie et les groupes de passes concernés.`,
  ),
  coolingInspectionSequence: entity(
    "Séquence d'inspection de refroidissement",
    "Séquences d'inspection de refroidissement",
    true,
    SEQUENCE_GUIDE,
  ),
  fitUpInspection: entity("Inspection d'accostage", "Inspections d'accostage", true, INSPECTION_GUIDE),
  bevelInspection: entity("Inspection de chanfrein", "Inspections de chanfrein", true, INSPECTION_GUIDE),
  temperatureControlInspection: entity(
    "Inspection de contrôle de température",
    "Inspections de contrôle de température",
    true,
    INSPECTION_GUIDE,
  ),
  coolingInspection: entity("Inspection de refroidissement", "Inspections de refroidissement", true, INSPECTION_GUIDE),
  timeLapseInspection: entity("Inspection de temps d'attente", "Inspections de temps d'attente", true, INSPECTION_GUIDE),
  backPurgingInspection: entity("Inspection de protection envers", "Inspections de protection envers", true, INSPECTION_GUIDE),
  heatTreatmentInspection: entity("Inspection de traitement thermique", "Inspections de traitement thermique", true, INSPECTION_GUIDE),
};

export const inspectionFields = {
  is_angle: "Angle",
  is_plate: "Tôle",
  positions: "Positions",
  with_id_high_low: "Dénivelé intérieur",
  id_high_low_positions: "Positions du dénivelé intérieur",
  with_od_high_low: "Dénivelé extérieur",
  od_high_low_positions: "Positions du dénivelé extérieur",
  with_root_gap: "Écartement",
  root_gap_positions: "Positions de l'écartement",
  with_preparation_opening: "Ouverture de préparation",
  preparation_opening_positions: "Positions de l'ouverture de préparation",
  sequence: "Séquence",
  pass_group: "Groupe de passes",
  temperature_control: "Contrôle de température",
  cooling: "Refroidissement",
  time_lapse: "Temps d'attente",
  back_purging: "Protection envers",
  heat_treatment: "Traitement thermique",
};

export const inspectionPurposes = {
  fitUpInspectionSequence: "Séquences d'inspection d'accostage : les écartements et dénivelés à mesurer, et où.",
  bevelInspectionSequence: "Séquences d'inspection de chanfrein : les dimensions de chanfrein à mesurer, et où.",
  temperatureControlInspectionSequence:
    "Séquences d'inspection de contrôle de température : où prendre les températures de préchauffage et entre passes.",
  coolingInspectionSequence: "Séquences d'inspection de refroidissement : où prendre les températures avant et après refroidissement.",
  fitUpInspection: "Inspections d'accostage des soudures, avec leurs mesures et leurs résultats.",
  bevelInspection: "Inspections de chanfrein des soudures, avec leurs mesures et leurs résultats.",
  temperatureControlInspection: "Inspections de contrôle de température des soudures, avec leurs mesures et leurs résultats.",
  coolingInspection: "Inspections de refroidissement des soudures, avec leurs mesures et leurs résultats.",
  timeLapseInspection: "Inspections de temps d'attente des soudures, avec leurs mesures et leurs résultats.",
  backPurgingInspection: "Inspections de protection envers des soudures, avec leurs mesures et leurs résultats.",
  heatTreatmentInspection: "Inspections de traitement thermique des soudures, avec leurs mesures et leurs résultats.",
};

export const inspections = {
  setupTitle: "Paramétrage des inspections",
  setupText: "Les séquences que suivent les inspecteurs, par type d'inspection.",
  listsTitle: "Inspections",
  sequences: "Séquences",
  positionsHint: "Séparées par un point-virgule (0;90;180;270). Avec Angle coché : degrés entiers de 0 à 359.",
  id: "Id",
  createdAt: "Date",
  measurements: "Mesures de l'inspection {{id}}",
  measurementsEmpty: "Aucune mesure n'a encore été enregistrée pour cette inspection.",
  record: "Saisir des mesures",
  verdict: "Résultat",
  accept: "Accepté",
  reject: "Refusé",
  limits: "Attendu",
  reasons: "Motif",
  position: "Position",
  type: "Type",
  dimension: "Dimension",
  measure: "Mesure",
  unit: "Unité",
  instrument: "Instrument",
  noInstrument: "Aucun instrument",
  calibrationValid: "étalonné jusqu'au {{date}}",
  calibrationExpired: "étalonnage expiré le {{date}}",
  measure_before_cooling: "Avant refroidissement",
  measure_after_cooling: "Après refroidissement",
  duration_measured: "Durée",
  flushing_o2_level_chamber: "O2 au balayage",
  welding_o2_level_chamber: "O2 au soudage",
  start_control_temperature: "Température de début de contrôle",
  end_control_temperature: "Température de fin de contrôle",
  temperature: "Température",
  soaking_duration: "Durée de maintien",
  fitUpTypes: {
    id_high_low: "Dénivelé intérieur",
    od_high_low: "Dénivelé extérieur",
    root_gap: "Écartement",
    preparation_opening: "Ouverture de préparation",
  },
  entry: {
    title: "Saisie des mesures",
    save: "Enregistrer",
    saved: "Mesure enregistrée",
    savedTwice: "Déjà enregistrée",
    error: "La mesure n'a pas pu être enregistrée",
    done: "Toutes les positions sont mesurées",
    pending: "Pas encore jugée",
    back: "Retour aux mesures",
  },
  kinds: {
    fit_up: "Accostage",
    bevel: "Chanfrein",
    temperature_control: "Contrôle de température",
    cooling: "Refroidissement",
    time_lapse: "Temps d'attente",
    back_purging: "Protection envers",
    heat_treatment: "Traitement thermique",
  },
};
