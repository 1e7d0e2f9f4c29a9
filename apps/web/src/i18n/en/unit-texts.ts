// Texts of units of measure and heats: entity messages and field labels for the generic list and form.

export const unitEntities = {
  uom: {
    /** The seeded unit system while it keeps its name (SEEDED_EDITABLE_NAME_KEYS). */
    seeded: { fullMetric: "Full metric system" },
    one: "Unit system",
    many: "Units of measure",
    newOne: "New unit system",
    created: "The unit system was created successfully",
    modified: "The unit system was modified successfully",
    deleted: "The unit system was successfully deleted",
    errorCreate: "Error creating unit system",
    errorUpdate: "Error when modifying the unit system",
    errorDelete: "Error deleting unit system",
    guide:
      'A unit system names the unit used for each kind of value: temperatures in °C or °F, travel speed in mm/min or in/min, heat input in kJ/mm or kJ/in, and so on. Values are stored once, in metric base units, and shown and typed in the unit system of the project. Every client has one default unit system (at first "Full metric system"); it can be edited but not deleted — make another one the default first.',
  },
  workpieceHeat: {
    one: "Workpiece heat",
    many: "Workpiece heats",
    newOne: "New workpiece heat",
    created: "The workpiece heat was created successfully",
    modified: "The workpiece heat was modified successfully",
    deleted: "The workpiece heat was successfully deleted",
    errorCreate: "Error creating workpiece heat",
    errorUpdate: "Error when modifying the workpiece heat",
    errorDelete: "Error deleting workpiece heat",
    guide:
      "A heat is one melt of steel, identified by the heat number stamped on pipes and plates and printed on the mill test certificate. This list shows the heats that carry at least one document of type Workpiece heat certificate; attach that certificate when you create the heat.",
  },
  fillerMetalHeat: {
    one: "Filler metal heat",
    many: "Filler metal heats",
    newOne: "New filler metal heat",
    created: "The filler metal heat was created successfully",
    modified: "The filler metal heat was modified successfully",
    deleted: "The filler metal heat was successfully deleted",
    errorCreate: "Error creating filler metal heat",
    errorUpdate: "Error when modifying the filler metal heat",
    errorDelete: "Error deleting filler metal heat",
    guide:
      "A filler metal heat (or lot) identifies the wire or electrodes of one production batch, as printed on the consumable's certificate. This list shows the heats that carry at least one document of type Filler metal heat certificate; attach that certificate when you create the heat.",
  },
};

export const unitFields = {
  is_default: "Default",
  control_position: "Control position",
  dimension: "Dimensions",
  filler_metal_diameter: "Filler metal diameter",
  gas_composition: "Gas composition",
  gas_flow: "Gas flow",
  heat_input: "Heat input",
  oscillation_frequency: "Oscillation frequency",
  oscillation_width: "Oscillation width",
  temperature: "Temperature",
  temperature_ramping: "Temperature ramping",
  travel_speed: "Travel speed",
  weight: "Weight",
  weld_cycle_length: "Weld cycle length",
  wire_feed_speed: "Wire feed speed",
  workpiece_length: "Workpiece length",
  workpiece_outer_diameter: "Workpiece outer diameter",
  heat_no: "Heat number",
  documents: "Documents",
};
