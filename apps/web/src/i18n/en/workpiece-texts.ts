// Texts of workpieces, workpiece edges and filler metals for the generic list and form.

export const workpieceEntities = {
  workpiece: {
    one: "Workpiece",
    many: "Workpieces",
    newOne: "New workpiece",
    created: "The workpiece was created successfully",
    modified: "The workpiece was modified successfully",
    deleted: "The workpiece was successfully deleted",
    errorCreate: "Error creating workpiece",
    errorUpdate: "Error when modifying the workpiece",
    errorDelete: "Error deleting workpiece",
    guide:
      "A workpiece is a pipe, plate or fitting received from a supplier: its type (PIPE or PLATE), dimensions, grade, heat and certificates. Import a supplier's list as CSV or XLSX, cut a pipe spool into pieces (cancel the cut to join them back), give its ends edges and print their Data Matrix labels. Empty values of a cut piece are taken from the workpiece it was cut from.",
  },
  workpieceEdge: {
    one: "Workpiece edge",
    many: "Workpiece edges",
    newOne: "New workpiece edge",
    created: "The workpiece edge was created successfully",
    modified: "The workpiece edge was modified successfully",
    deleted: "The workpiece edge was successfully deleted",
    errorCreate: "Error creating workpiece edge",
    errorUpdate: "Error when modifying the workpiece edge",
    errorDelete: "Error deleting workpiece edge",
    guide:
      "An edge is one end of a workpiece that a weld joins: a pipe's edge carries its outer diameter, a plate's its length, and both their wall thickness. Each edge has a Data Matrix label; scanning it finds the edge.",
  },
  fillerMetal: {
    one: "Filler metal",
    many: "Filler metals",
    newOne: "New filler metal",
    created: "The filler metal was created successfully",
    modified: "The filler metal was modified successfully",
    deleted: "The filler metal was successfully deleted",
    errorCreate: "Error creating filler metal",
    errorUpdate: "Error when modifying the filler metal",
    errorDelete: "Error deleting filler metal",
    guide:
      "Filler metals are the wires, rods and electrodes welders add to the joint: a classification (AWS A5.18 ER70S-6, ISO 14341-A G 42 4 M21 3Si1...), a manufacturer, a diameter and the heats with their certificates. Pass groups of a procedure pick their filler metals from this list.",
  },
};

export const workpieceFields = {
  workpiece_tags: "Tags",
  manufacturer_id: "Manufacturer",
  manufacturer_workpiece_no: "Manufacturer workpiece number",
  heat: "Heat",
  batch: "Batch",
  grade: "Grade",
  group_iso: "Covered material ISO",
  length: "Length",
  weight: "Weight",
  comment: "Comment",
  parent: "Parent",
  outer_diameter: "Outer diameter",
  wall_thickness: "Wall thickness",
  manufacturing_process: "Manufacturing process",
  uns_numbers: "UNS numbers",
  is_cra: "CRA",
  documents: "Documents",
  pcm: "Pcm",
  pren: "PREN",
  ce: "CE",
  workpiece: "Workpiece",
  classification: "Classification",
  manufacturer: "Manufacturer",
  heats: "Heats",
  diameter: "Diameter",
  project: "Project",
  type: "Type",
};

/** The import engine's screens: import button, progress modal, templates and exports. */
export const imports = {
  import: "Import",
  exportMenu: "Export / template",
  exportXlsx: "Export to XLSX",
  exportCsv: "Export to CSV",
  templateXlsx: "Download the XLSX template",
  templateCsv: "Download the CSV template",
  progress: "{{done}} of {{total}} rows",
  progressLabel: "Import progress",
  status: { pending: "Pending", done: "Done", error: "Error" },
  rowStatus: { success: "Success", error: "Error" },
  fieldMessage: "{{field}}: {{message}}",
  columns: { ordinal: "N°", name: "Name", status: "Status", reason: "Reason" },
};

/** Data Matrix labels: the print modal, label sheets and the scan field. */
export const labels = {
  title: "Data Matrix",
  print: "Print",
  downloadPng: "Download (PNG)",
  printSelection: "Print labels",
  scan: "Scan a label",
  scanPlaceholder: "Scan a label…",
  camera: "Read with the camera",
  noCamera: "No camera is available on this device.",
  notALabel: "This is not a label of this application.",
  notFound: "No record has this label.",
};

/** Workpiece screens. */
export const workpieces = {
  importTitle: "Saving workpieces",
  typeFile: "Only CSV or XLSX files can be imported.",
  tabs: {
    details: "Details",
    children: "Children",
    documents: "Documents",
    certificates: "Certificates",
    heats: "Heats",
    comments: "Comments",
  },
  actions: {
    cut: "Cut",
    cancelCut: "Cancel cut",
    addChild: "Add a child",
    addEdge: "Add an edge",
    generateEdges: "Generate edges",
    edges: "Edges",
    dataMatrix: "Data Matrix",
    download: "Download",
    massModify: "Mass modification",
    others: "Other clients' workpieces",
    copyFor: "Copy for a client",
  },
  cut: {
    title: "Cut {{name}}",
    intro: "Length of the workpiece: {{length}} m. Give the length of each piece; what is left becomes the last piece.",
    piece: "Piece {{n}} (m)",
    addPiece: "Add a piece",
    confirm: "Cut",
    success: "The workpiece was cut successfully",
    error: "Error cutting the workpiece",
  },
  cancelCut: {
    title: "Cancel the cut",
    text: "Cancel the cut of “{{name}}”? Its pieces are deleted and their edges come back to it.",
    success: "The cut was cancelled successfully",
    error: "Error cancelling the cut",
  },
  generate: {
    title: "Generate edges",
    count: "Number of edges",
    confirm: "Generate",
    success: "Edges generated",
    error: "Error generating the edges",
  },
  massModify: {
    title: "Mass modification of {{count}} workpieces",
    intro:
      "Only the checked attributes change. On cut pieces, manufacturer, type, covered material ISO, heat, grade, batch and manufacturer number are kept.",
    apply: "Apply",
    success: "The workpieces were modified successfully",
    error: "Error modifying the workpieces",
    nothingChecked: "Check at least one attribute.",
  },
  deleteBlocked: "Deletion impossible",
  nominalInnerDiameter: "Nominal inner diameter",
  tagFilter: "Filter by tag",
  edgesOf: "Edges of {{name}}",
  exportPdf: "Export to PDF",
  selectExisting: "Select an existing edge",
  noChildren: "This workpiece has no children.",
  copied: "The workpiece was copied",
  othersFillerMetals: "Other clients' filler metals",
  copyClient: "Client",
};

/** Server messages of workpieces and imports, shown in the current language (keys are the server's texts). */
export const workpieceServerMessages = {
  "Impossible to delete the workpiece as it has children": "Impossible to delete the workpiece as it has children",
  "Impossible to delete the workpiece as it has edges": "Impossible to delete the workpiece as it has edges",
  "The workpiece edge already exists": "The workpiece edge already exists",
  "The workpiece edge is used in a weld": "The workpiece edge is used in a weld",
  "The workpiece is a parent": "The workpiece is a parent",
  "Only a workpiece that was cut can have its cut cancelled": "Only a workpiece that was cut can have its cut cancelled",
  "The workpiece is already cut: cancel the cut first": "The workpiece is already cut: cancel the cut first",
  "The lengths must be positive and add up to at most the workpiece length":
    "The lengths must be positive and add up to at most the workpiece length",
  "The workpiece needs a length to be cut": "The workpiece needs a length to be cut",
  "A workpiece cannot be its own parent": "A workpiece cannot be its own parent",
  "Only CSV or XLSX files can be imported.": "Only CSV or XLSX files can be imported.",
  "The file has no rows to import.": "The file has no rows to import.",
  "The first row must hold the template's column names.": "The first row must hold the template's column names.",
};
