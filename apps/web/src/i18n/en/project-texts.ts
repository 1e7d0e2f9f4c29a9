// Texts of projects, welding process groups and welding processes for the generic list and form.

export const projectEntities = {
  project: {
    one: "Project",
    many: "Projects",
    newOne: "New project",
    created: "The project was created successfully",
    modified: "The project was modified successfully",
    deleted: "The project was successfully deleted",
    errorCreate: "Error creating project",
    errorUpdate: "Error when modifying the project",
    errorDelete: "Error deleting project",
    guide:
      "A project is a pipeline, plant or fabrication job: its procedures, workpieces and welds belong to it. Its unit system decides how values are shown and typed (pick the client first: only that client's unit systems are offered). The status is Planned, On-going or Terminated; a project cannot leave On-going while an edge server is connected to it. The location (latitude and longitude, 6 decimals) puts the project on the home map.",
  },
  weldingProcessGroup: {
    one: "Welding process group",
    many: "Welding process groups",
    newOne: "New welding process group",
    created: "The welding process group was created successfully",
    modified: "The welding process group was modified successfully",
    deleted: "The welding process group was successfully deleted",
    errorCreate: "Error creating welding process group",
    errorUpdate: "Error when modifying the welding process group",
    errorDelete: "Error deleting welding process group",
    guide:
      "A welding process group holds the timings that decide which part of the arc data of a cycle counts: the start and stop trigger conditions (voltage U, current I, wire feed speed WFS and travel speed TS against thresholds, during a time), the occultation durations hidden after the start and before the stop, the buffers and the minimum cycle time. Click a group to see its welding processes; choosing a process in a pass group applies the group's values.",
  },
  weldingProcess: {
    one: "Welding process",
    many: "Welding processes",
    newOne: "New welding process",
    created: "The welding process was created successfully",
    modified: "The welding process was modified successfully",
    deleted: "The welding process was successfully deleted",
    errorCreate: "Error creating welding process",
    errorUpdate: "Error when modifying the welding process",
    errorDelete: "Error deleting welding process",
    guide:
      "A welding process (GMAW, FCAW, GTAW, SMAW, SAW, ...) belongs to a process group and carries its thermal efficiency factor k (ISO/TR 17671-1: 0.8 for GMAW, FCAW and SMAW, 0.6 for GTAW, 1.0 for SAW), whether currents are RMS values, and which optional rows the pass-group matrix shows for it (gas flow, oscillation, torches, hot wire, ...).",
  },
};

export const projectFields = {
  uom: "Unit system",
  status: "Status",
  lat: "Latitude",
  lng: "Longitude",
  companies: "Companies",
  contractors: "Contractors",
  minimum_cycle_time: "Minimum cycle time (s)",
  integration_step: "Integration step (s)",
  occultation_duration_start: "Occultation duration start (s)",
  occultation_duration_stop: "Occultation duration stop (s)",
  buffer_start: "Buffer start (s)",
  buffer_stop: "Buffer stop (s)",
  welding_process_group: "Welding process group",
  k_factor: "k factor",
  rms: "RMS values",
  display_contact_tip_work_distance: "Show contact tip to work distance",
  display_nozzle: "Show nozzle",
  display_torches_distance: "Show distance between torches",
  display_torches_angle: "Show torch angle",
  display_torches_offset: "Show torch offset",
  display_shielding_gas: "Show shielding gas",
  display_gas_flow: "Show gas flow",
  display_oscillation_frequency: "Show oscillation frequency",
  display_oscillation_width: "Show oscillation width",
  display_wire_feed_speed: "Show wire feed speed",
  display_frequency: "Show pulse frequency",
  display_current_base: "Show base current",
  display_current_peak: "Show peak current",
  display_hw_current: "Show hot wire current",
  display_hw_voltage: "Show hot wire voltage",
  display_hw_heat_input: "Show hot wire heat input",
};

export const projectStatuses = { PLANNED: "Planned", "ON-GOING": "On-going", TERMINATED: "Terminated" };

/** `/others/projects`: every client's projects, read-only, with "copy for". */
export const projectOthers = {
  title: "Projects of every client",
  shortcut: "Other clients' projects",
  copy: "Copy for a client",
  copyTitle: "Copy {{name}} for a client",
  copyHelp:
    "The copy gets the unit system and the companies and contractors of the same name in that client; without a unit system of that name, the client's default one.",
  target: "Client",
  submit: "Copy",
  copied: "The project was copied for {{client}}.",
  copyFailed: "The project could not be copied",
};

export const projectForm = { pickClientFirst: "Pick the client first: only its unit systems can be chosen." };

/** The welding process group screens: list headers, trigger conditions and their dialog. */
export const processGroups = {
  start: "Start condition",
  startTip: "When the arc data of a cycle starts to count: the variables compared with their thresholds, during a time.",
  stop: "Stop condition",
  stopTip: "When the arc data of a cycle stops counting.",
  occultationStart: "Occultation start",
  occultationStartTip: "Data hidden for this many seconds after the start condition is met (arc striking).",
  occultationStop: "Occultation stop",
  occultationStopTip: "Data hidden for this many seconds before the stop condition is met (crater filling).",
  afterStart: "start threshold + {{seconds}} s",
  beforeStop: "stop threshold - {{seconds}} s",
  bufferStartTip: "Seconds of data kept before the start condition.",
  bufferStopTip: "Seconds of data kept after the stop condition.",
  and: "And",
  or: "Or",
  /** Mid-sentence in a condition text ("U > 12 V And I > 40 A"): the spec's operator names. */
  andJoin: "And",
  orJoin: "Or",
  during: "during",
  conditions: "Trigger conditions",
  conditionsHelp:
    "Each condition compares the considered variables with their thresholds (combined with And or Or), optionally during a time. Any start condition starts the cycle; any stop condition ends it.",
  addCondition: "Add a condition",
  noCondition: "No condition yet.",
  startCondition: "Start condition",
  stopCondition: "Stop condition",
  combine: "Combine the variables with",
  operator: "Operator",
  threshold: "Threshold of {{variable}}",
  bounds: "From {{min}} to {{max}} {{unit}}",
  duringLabel: "During (s)",
  conditionSaved: "The trigger condition was saved",
  deleteCondition: "Delete this trigger condition?",
  processesOf: "Welding processes of {{group}}",
  editGroup: "Edit the group",
};
