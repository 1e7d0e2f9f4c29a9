// Texts of welds, cycles, cut-outs, flaws and flaw libraries (issue 11).
import { FLAW_MESSAGES, WELD_MESSAGES } from "@weldtrace/domain";

export const weldEntities = {
  flawLibrary: {
    one: "Flaw library",
    many: "Flaw libraries",
    newOne: "New flaw library",
    created: "The flaw library was created successfully",
    modified: "The flaw library was modified successfully",
    deleted: "The flaw library was successfully deleted",
    errorCreate: "Error creating flaw library",
    errorUpdate: "Error when modifying the flaw library",
    errorDelete: "Error deleting flaw library",
    guide:
      "A flaw library is the catalogue of flaws an inspection report may name: its NDE methods (radiography RT, ultrasonic UT, magnetic particle MT, penetrant PT, visual VT, ...) and, under each method, the flaw types it reports (porosity, lack of fusion, crack, ...). A library belongs to your client and is used by the projects you choose. Click a library to see its methods; Duplicate copies it with all its methods and types.",
  },
  flawNdeMethod: {
    one: "NDE method",
    many: "NDE methods",
    newOne: "New NDE method",
    created: "The NDE method was created successfully",
    modified: "The NDE method was modified successfully",
    deleted: "The NDE method was successfully deleted",
    errorCreate: "Error creating NDE method",
    errorUpdate: "Error when modifying the NDE method",
    errorDelete: "Error deleting NDE method",
    guide:
      "A non-destructive examination method of a flaw library (RT, UT, MT, PT, VT, ...). Click a method to see the flaw types it reports. Deleting a method deletes its types, unless a recorded flaw uses one of them.",
  },
  flawType: {
    one: "Flaw type",
    many: "Flaw types",
    newOne: "New flaw type",
    created: "The flaw type was created successfully",
    modified: "The flaw type was modified successfully",
    deleted: "The flaw type was successfully deleted",
    errorCreate: "Error creating flaw type",
    errorUpdate: "Error when modifying the flaw type",
    errorDelete: "Error deleting flaw type",
    guide:
      "A flaw type reported by an NDE method, with its acronym (for example Aa for a porosity in ISO 6520-1 terms). Each “With …” box says which measure a flaw of this type records and shows: start and end position, length, depth, height, width, diameter, angle, cluster diameter, quantity.",
  },
};

export const weldFields = {
  projects: "Projects",
  library: "Library",
  nde_method: "NDE method",
  acronym: "Acronym",
  with_start_position: "With start position",
  with_end_position: "With end position",
  with_length: "With length",
  with_depth: "With depth",
  with_height: "With height",
  with_width: "With width",
  with_diameter: "With diameter",
  with_angle: "With angle",
  with_cluster_diameter: "With cluster diameter",
  with_quantity: "With quantity",
};

export const weldServerMessages = {
  [FLAW_MESSAGES.sanctionNotAllowed]: FLAW_MESSAGES.sanctionNotAllowed,
  [FLAW_MESSAGES.noSanctionWhileWaiting]: FLAW_MESSAGES.noSanctionWhileWaiting,
  [FLAW_MESSAGES.repairOnlyForRepair]: FLAW_MESSAGES.repairOnlyForRepair,
  [FLAW_MESSAGES.repairBySameWeld]: FLAW_MESSAGES.repairBySameWeld,
  [FLAW_MESSAGES.relatedToItself]: FLAW_MESSAGES.relatedToItself,
  [WELD_MESSAGES.sameEdgeTwice]: WELD_MESSAGES.sameEdgeTwice,
  [WELD_MESSAGES.alreadyCut]: WELD_MESSAGES.alreadyCut,
  [WELD_MESSAGES.notCut]: WELD_MESSAGES.notCut,
  [WELD_MESSAGES.edgeUsedByWeld]: WELD_MESSAGES.edgeUsedByWeld,
  [WELD_MESSAGES.procedureOfAnotherProject]: WELD_MESSAGES.procedureOfAnotherProject,
  [WELD_MESSAGES.edgeOfAnotherProject]: WELD_MESSAGES.edgeOfAnotherProject,
};

/** Screen texts of the welds area. */
export const welds = {
  libraries: {
    methodsOf: "NDE methods of {{library}}",
    typesOf: "Flaw types of {{method}} ({{library}})",
    editLibrary: "Edit the library",
    editMethod: "Edit the method",
    backToLibraries: "Flaw libraries",
    duplicate: "Duplicate",
    duplicated: "The flaw library was duplicated with its methods and types",
    duplicateTitle: "Duplicate “{{name}}”",
    duplicateText: "A new library “{{name}} (copy)” gets a copy of every NDE method and flaw type of this one.",
    ofProject: "Flaw libraries of {{project}}",
    openMethods: "Open the NDE methods of {{name}}",
  },
};
