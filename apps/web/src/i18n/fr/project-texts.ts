// Textes des projets, groupes de procédés et procédés de soudage.

export const projectEntities = {
  project: {
    one: "Projet",
    many: "Projets",
    newOne: "Nouveau projet",
    created: "Le projet a été créé avec succès",
    modified: "Le projet a été modifié avec succès",
    deleted: "Le projet a été supprimé avec succès",
    errorCreate: "Erreur lors de la création du projet",
    errorUpdate: "Erreur lors de la modification du projet",
    errorDelete: "Erreur lors de la suppression du projet",
    guide:
      "Un projet est un chantier de pipeline, d'usine ou de préfabrication : ses procédures, pièces et soudures lui appartiennent. Son système d'unités décide comment les valeurs sont affichées et saisies (choisissez d'abord le client : seuls ses systèmes d'unités sont proposés). Le statut est Planifié, En cours ou Terminé ; un projet ne peut pas quitter En cours tant qu'un serveur edge y est connecté. La position (latitude et longitude, 6 décimales) place le projet sur la carte d'accueil.",
  },
  weldingProcessGroup: {
    one: "Groupe de procédés de soudage",
    many: "Groupes de procédés de soudage",
    newOne: "Nouveau groupe de procédés de soudage",
    created: "Le groupe de procédés de soudage a été créé avec succès",
    modified: "Le groupe de procédés de soudage a été modifié avec succès",
    deleted: "Le groupe de procédés de soudage a été supprimé avec succès",
    errorCreate: "Erreur lors de la création du groupe de procédés de soudage",
    errorUpdate: "Erreur lors de la modification du groupe de procédés de soudage",
    errorDelete: "Erreur lors de la suppression du groupe de procédés de soudage",
    guide:
      "Un groupe de procédés porte les temps qui décident quelle partie des données d'arc d'un cycle compte : conditions de déclenchement de début et de fin (tension U, courant I, vitesse de fil WFS et vitesse d'avance TS comparées à des seuils, pendant une durée), durées d'occultation après le début et avant la fin, tampons et durée minimale de cycle. Cliquez sur un groupe pour voir ses procédés ; choisir un procédé dans une passe applique les valeurs du groupe.",
  },
  weldingProcess: {
    one: "Procédé de soudage",
    many: "Procédés de soudage",
    newOne: "Nouveau procédé de soudage",
    created: "Le procédé de soudage a été créé avec succès",
    modified: "Le procédé de soudage a été modifié avec succès",
    deleted: "Le procédé de soudage a été supprimé avec succès",
    errorCreate: "Erreur lors de la création du procédé de soudage",
    errorUpdate: "Erreur lors de la modification du procédé de soudage",
    errorDelete: "Erreur lors de la suppression du procédé de soudage",
    guide:
      "Un procédé de soudage (GMAW, FCAW, GTAW, SMAW, SAW, ...) appartient à un groupe de procédés et porte son coefficient de rendement thermique k (ISO/TR 17671-1 : 0,8 pour GMAW, FCAW et SMAW, 0,6 pour GTAW, 1,0 pour SAW), indique si les courants sont des valeurs efficaces (RMS) et quelles lignes optionnelles la matrice des passes affiche (débit de gaz, oscillation, torches, fil chaud, ...).",
  },
};

export const projectFields = {
  uom: "Système d'unités",
  status: "Statut",
  lat: "Latitude",
  lng: "Longitude",
  companies: "Sociétés",
  contractors: "Sous-traitants",
  minimum_cycle_time: "Durée minimale de cycle (s)",
  integration_step: "Pas d'intégration (s)",
  occultation_duration_start: "Durée d'occultation au début (s)",
  occultation_duration_stop: "Durée d'occultation à la fin (s)",
  buffer_start: "Tampon de début (s)",
  buffer_stop: "Tampon de fin (s)",
  welding_process_group: "Groupe de procédés de soudage",
  k_factor: "Coefficient k",
  rms: "Valeurs efficaces (RMS)",
  display_contact_tip_work_distance: "Afficher la distance tube contact-pièce",
  display_nozzle: "Afficher la buse",
  display_torches_distance: "Afficher la distance entre torches",
  display_torches_angle: "Afficher l'angle de torche",
  display_torches_offset: "Afficher le décalage de torche",
  display_shielding_gas: "Afficher le gaz de protection",
  display_gas_flow: "Afficher le débit de gaz",
  display_oscillation_frequency: "Afficher la fréquence d'oscillation",
  display_oscillation_width: "Afficher la largeur d'oscillation",
  display_wire_feed_speed: "Afficher la vitesse de fil",
  display_frequency: "Afficher la fréquence de pulsation",
  display_current_base: "Afficher le courant de base",
  display_current_peak: "Afficher le courant de crête",
  display_hw_current: "Afficher le courant du fil chaud",
  display_hw_voltage: "Afficher la tension du fil chaud",
  display_hw_heat_input: "Afficher l'énergie du fil chaud",
};

export const projectStatuses = { PLANNED: "Planifié", "ON-GOING": "En cours", TERMINATED: "Terminé" };

/** `/others/projects` : les projets de tous les clients, en lecture seule, avec « copier pour ». */
export const projectOthers = {
  title: "Projets de tous les clients",
  shortcut: "Projets des autres clients",
  copy: "Copier pour un client",
  copyTitle: "Copier {{name}} pour un client",
  copyHelp:
    "La copie reçoit le système d'unités, les sociétés et les sous-traitants du même nom chez ce client ; sans système d'unités de ce nom, celui par défaut du client.",
  target: "Client",
  submit: "Copier",
  copied: "Le projet a été copié pour {{client}}.",
  copyFailed: "Le projet n'a pas pu être copié",
};

export const projectForm = { pickClientFirst: "Choisissez d'abord le client : seuls ses systèmes d'unités peuvent être choisis." };

/** Écrans des groupes de procédés : en-têtes de liste, conditions de déclenchement et leur fenêtre. */
export const processGroups = {
  start: "Condition de début",
  startTip: "Quand les données d'arc d'un cycle commencent à compter : les variables comparées à leurs seuils, pendant une durée.",
  stop: "Condition de fin",
  stopTip: "Quand les données d'arc d'un cycle cessent de compter.",
  occultationStart: "Occultation au début",
  occultationStartTip: "Données masquées pendant ce nombre de secondes après la condition de début (amorçage).",
  occultationStop: "Occultation à la fin",
  occultationStopTip: "Données masquées pendant ce nombre de secondes avant la condition de fin (remplissage du cratère).",
  afterStart: "seuil de début + {{seconds}} s",
  beforeStop: "seuil de fin - {{seconds}} s",
  bufferStartTip: "Secondes de données conservées avant la condition de début.",
  bufferStopTip: "Secondes de données conservées après la condition de fin.",
  and: "Et",
  or: "Ou",
  andJoin: "et",
  orJoin: "ou",
  during: "pendant",
  conditions: "Conditions de déclenchement",
  conditionsHelp:
    "Chaque condition compare les variables retenues à leurs seuils (combinées par « et » ou « ou »), éventuellement pendant une durée. Toute condition de début démarre le cycle ; toute condition de fin le termine.",
  addCondition: "Ajouter une condition",
  noCondition: "Aucune condition pour l'instant.",
  startCondition: "Condition de début",
  stopCondition: "Condition de fin",
  combine: "Combiner les variables par",
  operator: "Opérateur",
  threshold: "Seuil de {{variable}}",
  bounds: "De {{min}} à {{max}} {{unit}}",
  duringLabel: "Pendant (s)",
  conditionSaved: "La condition de déclenchement a été enregistrée",
  deleteCondition: "Supprimer cette condition de déclenchement ?",
  processesOf: "Procédés de soudage de {{group}}",
  editGroup: "Modifier le groupe",
};
