/** Texts of the inspections area: sequences, inspections, measurements and the measurement entry screen. */

const entity = (one: string, many: string, article: "a" | "an", guide: string) => {
  const lower = one.charAt(0).toLowerCase() + one.slice(1);
  return {
    one,
    many,
    newOne: `New ${lower}`,
    created: `The ${lower} was created successfully`,
    modified: `The ${lower} was modified successfully`,
    deleted: `The ${lower} was successfully deleted`,
    errorCreate: `Error creating ${article} ${lower}`,
    errorUpdate: `Error when modifying the ${lower}`,
    errorDelete: `Error deleting the ${lower}`,
    guide,
  };
};

const SEQUENCE_GUIDE =
  "A sequence says where an inspector measures: its positions, as angles from 0 to 359 degrees around a pipe (Angle on) or as labels typed and separated by a semicolon (A;B;C). It belongs to a project and one of its procedures, whose limits judge each measurement.";
const INSPECTION_GUIDE =
  "An inspection of one weld, following the procedure the weld was made with. Open it to see its measurements, each accepted or rejected against the procedure's limits as they were when it was taken; a rejected measurement raises an alert.";

export const inspectionEntities = {
  fitUpInspectionSequence: entity(
    "Fit-up inspection sequence",
    "Fit-up inspection sequences",
    "a",
    `${SEQUENCE_GUIDE} A fit-up sequence measures some of ID high-low, OD high-low, root gap and preparation opening, each at its own positions (the sequence's when left empty).`,
  ),
  bevelInspectionSequence: entity(
    "Bevel inspection sequence",
    "Bevel inspection sequences",
    "a",
    `${SEQUENCE_GUIDE} A bevel sequence says which dimension of which bevel of the procedure is measured at each position; Plate on means typed positions.`,
  ),
  temperatureControlInspectionSequence: entity(
    "Temperature control inspection sequence",
    "Temperature control inspection sequences",
    "a",
    `${SEQUENCE_GUIDE} It names the procedure's temperature control it checks and the pass groups it is checked at.`,
  ),
  coolingInspectionSequence: entity("Cooling inspection sequence", "Cooling inspection sequences", "a", SEQUENCE_GUIDE),
  fitUpInspection: entity("Fit-up inspection", "Fit-up inspections", "a", INSPECTION_GUIDE),
  bevelInspection: entity("Bevel inspection", "Bevel inspections", "a", INSPECTION_GUIDE),
  temperatureControlInspection: entity("Temperature control inspection", "Temperature control inspections", "a", INSPECTION_GUIDE),
  coolingInspection: entity("Cooling inspection", "Cooling inspections", "a", INSPECTION_GUIDE),
  timeLapseInspection: entity("Time-lapse inspection", "Time-lapse inspections", "a", INSPECTION_GUIDE),
  backPurgingInspection: entity("Back-purging inspection", "Back-purging inspections", "a", INSPECTION_GUIDE),
  heatTreatmentInspection: entity("Heat treatment inspection", "Heat treatment inspections", "a", INSPECTION_GUIDE),
};

export const inspectionFields = {
  is_angle: "Angle",
  is_plate: "Plate",
  positions: "Positions",
  with_id_high_low: "ID high-low",
  id_high_low_positions: "ID high-low positions",
  with_od_high_low: "OD high-low",
  od_high_low_positions: "OD high-low positions",
  with_root_gap: "Root gap",
  root_gap_positions: "Root gap positions",
  with_preparation_opening: "Preparation opening",
  preparation_opening_positions: "Preparation opening positions",
  sequence: "Sequence",
  pass_group: "Pass group",
  temperature_control: "Temperature control",
  cooling: "Cooling",
  time_lapse: "Time lapse",
  back_purging: "Back purging",
  heat_treatment: "Heat treatment",
};

export const inspectionPurposes = {
  fitUpInspectionSequence: "Fit-up inspection sequences: the gaps and high-lows an inspector measures, and where.",
  bevelInspectionSequence: "Bevel inspection sequences: the bevel dimensions an inspector measures, and where.",
  temperatureControlInspectionSequence: "Temperature control inspection sequences: where preheat and interpass temperatures are taken.",
  coolingInspectionSequence: "Cooling inspection sequences: where temperatures are taken before and after cooling.",
  fitUpInspection: "Fit-up inspections of the welds, with their measurements and verdicts.",
  bevelInspection: "Bevel inspections of the welds, with their measurements and verdicts.",
  temperatureControlInspection: "Temperature control inspections of the welds, with their measurements and verdicts.",
  coolingInspection: "Cooling inspections of the welds, with their measurements and verdicts.",
  timeLapseInspection: "Time-lapse inspections of the welds, with their measurements and verdicts.",
  backPurgingInspection: "Back-purging inspections of the welds, with their measurements and verdicts.",
  heatTreatmentInspection: "Heat treatment inspections of the welds, with their measurements and verdicts.",
};

export const inspections = {
  setupTitle: "Inspection setup",
  setupText: "The sequences inspectors follow, per kind of inspection.",
  listsTitle: "Inspections",
  sequences: "Sequences",
  positionsHint: "Separated by a semicolon (0;90;180;270). With Angle on: whole degrees from 0 to 359.",
  id: "Id",
  createdAt: "Date",
  measurements: "Measurements of inspection {{id}}",
  measurementsEmpty: "No measurement has been recorded for this inspection yet.",
  record: "Record measurements",
  verdict: "Result",
  accept: "Accept",
  reject: "Reject",
  limits: "Expected",
  reasons: "Why",
  position: "Position",
  type: "Type",
  dimension: "Dimension",
  measure: "Measure",
  unit: "Unit",
  instrument: "Instrument",
  noInstrument: "No instrument",
  calibrationValid: "calibrated until {{date}}",
  calibrationExpired: "calibration expired on {{date}}",
  measure_before_cooling: "Before cooling",
  measure_after_cooling: "After cooling",
  duration_measured: "Duration",
  flushing_o2_level_chamber: "Flushing O2",
  welding_o2_level_chamber: "Welding O2",
  start_control_temperature: "Start control temperature",
  end_control_temperature: "End control temperature",
  temperature: "Temperature",
  soaking_duration: "Soaking duration",
  fitUpTypes: {
    id_high_low: "ID High low",
    od_high_low: "OD High low",
    root_gap: "Root gap",
    preparation_opening: "Preparation opening",
  },
  entry: {
    title: "Record measurements",
    save: "Save",
    saved: "Measurement saved",
    savedTwice: "Already saved",
    error: "The measurement could not be saved",
    done: "All positions measured",
    pending: "Not judged yet",
    back: "Back to the measurements",
  },
  kinds: {
    fit_up: "Fit-up",
    bevel: "Bevel",
    temperature_control: "Temperature control",
    cooling: "Cooling",
    time_lapse: "Time lapse",
    back_purging: "Back purging",
    heat_treatment: "Heat treatment",
  },
};
