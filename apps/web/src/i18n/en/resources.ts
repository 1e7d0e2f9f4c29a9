import type { RESOURCES, TFieldKey } from "@weldtrace/domain";
import { administrationEntities, administrationFields } from "./administration";
import { catalogueEntities, catalogueFields } from "./catalogue-texts";
import { inspectionEntities, inspectionFields } from "./inspection-texts";
import { listPurposes } from "./list-purposes";
import { procedureEntities, procedureFields } from "./procedures";
import { projectEntities, projectFields, projectForm, projectOthers, projectStatuses } from "./project-texts";
import { staffEntities, staffFields } from "./staff-texts";
import { unitEntities, unitFields } from "./unit-texts";
import { weldEntities, weldFields } from "./weld-texts";
import { workpieceEntities, workpieceFields } from "./workpiece-texts";

/** Every resource the generic screens show needs its texts here: a missing one fails the type check. */
type TResourceKey = (typeof RESOURCES)[number]["key"];

/** Texts of one entity; every registered resource must have them (checked by `satisfies` below). */
interface TEntityMessages {
  one: string;
  many: string;
  newOne: string;
  created: string;
  modified: string;
  deleted: string;
  errorCreate: string;
  errorUpdate: string;
  errorDelete: string;
  /** User guide: what the list is for, in plain words. */
  guide: string;
}

const entities = {
  beadTechnique: {
    one: "Bead technique",
    many: "Bead techniques",
    newOne: "New bead technique",
    created: "The bead technique was created successfully",
    modified: "The bead technique was modified successfully",
    deleted: "The bead technique was successfully deleted",
    errorCreate: "Error creating bead technique",
    errorUpdate: "Error when modifying the bead technique",
    errorDelete: "Error deleting bead technique",
    guide:
      "Bead techniques describe how the welder deposits each pass: a stringer bead (straight travel, little or no side-to-side motion) or a weave bead (oscillated across the joint). Welding procedures (WPS and pWPS) pick their technique from this list; ASME IX counts stringer or weave bead as a technique variable (QW-410.1).",
  },
  bevelType: {
    one: "Bevel type",
    many: "Bevel types",
    newOne: "New bevel type",
    created: "The bevel type was created successfully",
    modified: "The bevel type was modified successfully",
    deleted: "The bevel type was successfully deleted",
    errorCreate: "Error creating bevel type",
    errorUpdate: "Error when modifying the bevel type",
    errorDelete: "Error deleting bevel type",
    guide:
      "Bevel types name the joint preparation cut on the edges to be welded, such as square, single V, double V (X), U, J or K, as designated in ISO 9692-1. Workpieces and welding procedures pick their preparation from this list, and the description can note the usual included angle.",
  },
  weldingPosition: {
    one: "Welding position",
    many: "Welding positions",
    newOne: "New welding position",
    created: "The welding position was created successfully",
    modified: "The welding position was modified successfully",
    deleted: "The welding position was successfully deleted",
    errorCreate: "Error creating welding position",
    errorUpdate: "Error when modifying the welding position",
    errorDelete: "Error deleting welding position",
    guide:
      "Welding positions say how the joint sits while it is welded, named as in ISO 6947 (PA flat, PF vertical up, PH and PJ fixed pipe welded upwards or downwards) or ASME IX QW-461 (1G to 6G for groove welds, 1F to 5F for fillet welds). Standards lists the standards that define each position, one per line; welder and procedure qualifications only cover the positions tested.",
  },
  ...catalogueEntities,
  ...administrationEntities,
  ...unitEntities,
  ...procedureEntities,
  ...projectEntities,
  ...weldEntities,
  ...workpieceEntities,
  ...staffEntities,
  ...inspectionEntities,
} satisfies Record<TResourceKey, TEntityMessages>;

const fields = {
  name: "Name",
  description: "Description",
  standards: "Standards",
  ...catalogueFields,
  ...administrationFields,
  ...unitFields,
  ...procedureFields,
  ...projectFields,
  ...weldFields,
  ...workpieceFields,
  ...staffFields,
  ...inspectionFields,
} satisfies Record<TFieldKey, string>;

export const resources = {
  ...entities,
  fields,
  projectStatus: projectStatuses,
  projectForm,
  projectOthers,
  purpose: listPurposes,
  list: {
    searchPlaceholder: "Search {{entities}}…",
    view: "View",
    clearSearch: "Clear the search",
    total_one: "{{count}} record",
    total_other: "{{count}} records",
    /** Past the count cap: "10,000+ records". */
    totalCapped: "{{total}} records",
    deleting: "Deleting “{{name}}”…",
    deleteTitle: "Confirm deletion",
    deleteText: "Do you really want to delete “{{name}}”? This cannot be undone.",
    userGuide: "User guide",
    loadError: "The {{entities}} could not be loaded",
    forbidden: "You do not have access to this list.",
    emptyTitle: "No {{entities}} yet",
    emptyGeneric: "This list holds the {{entities}} of your client.",
    noMatchTitle: "No {{entities}} match “{{search}}”",
    noMatchText: "Check the spelling or try other words; the list itself is not empty.",
    retry: "Try again",
    backToList: "Back to the list of {{entities}}",
    pageControls: {
      first: "First page",
      previous: "Previous page",
      next: "Next page",
      last: "Last page",
    },
  },
  form: {
    unsavedTitle: "Leave without saving?",
    unsavedText: "Your changes have not been saved and will be lost.",
    leave: "Leave",
    stay: "Stay",
    createReference: "Create a new one",
    decimals_one: "At most {{count}} decimal",
    decimals_other: "At most {{count}} decimals",
    chooseImage: "Choose an image",
    removeImage: "Remove the image",
    download: "Download",
    copyUrl: "Copy a link (valid 7 days)",
    urlCopied: "Link copied to the clipboard",
    downloaded: "File downloaded successfully",
    downloadError: "Error downloading file",
    fileReady: "File uploaded; save to keep it.",
    noFile: "No file",
    uploadFile: "Upload a file",
    removeFile: "Remove the file",
    replaceFile: "Replace the file",
    downloadNamed: "Download {{name}}",
    duration: {
      days: "d",
      hours: "h",
      minutes: "min",
      seconds: "s",
      daysLabel: "{{field}}: days",
      hoursLabel: "{{field}}: hours",
      minutesLabel: "{{field}}: minutes",
      secondsLabel: "{{field}}: seconds",
    },
    yes: "Yes",
    no: "No",
    unknownType: "Unknown type",
    onePerLine: "One per line",
    readOnly: "You can read this record but your role does not allow you to change it.",
    notFoundTitle: "Record not found",
    checkFields: "Check the fields marked in red.",
  },
  conflict: {
    inUse: "This record is used elsewhere, so it cannot be deleted.",
    /** One kind of record using the entry: "2 procedures: WPS-NSE-001, WPS-NSE-002". */
    usedBy: "{{count}} {{entities}}: {{names}}",
    usedByIntro: "Used by {{list}}. Change or delete those first.",
    duplicate: "This record already exists.",
  },
  guide: {
    indexTitle: "User guide",
    indexIntro:
      "Every list of the application has its own short guide: what the list is for, and how to search, sort, create, edit and delete its entries.",
    settingsSection: "Settings",
    administrationSection: "Administration",
    pageTitle: "User guide: {{entities}}",
    purposeTitle: "What this list is for",
    howTitle: "How to use the list",
    browse:
      "Type in the search box to filter on {{fields}}; click a column header with arrows to sort, and use the controls under the table to change page or rows per page.",
    create: "New opens an empty form: fill in at least the fields marked with a red star, then click Save or press Enter.",
    edit: "Click a row to open it, change what you need and click Save.",
    editDeleteOnly: "Entries of this list cannot be edited: delete one and create it again.",
    delete: "The bin icon deletes an entry after you confirm; New, Save and the bin only appear if your role allows them.",
    openList: "Open the list",
  },
};
