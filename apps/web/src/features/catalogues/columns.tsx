import { Badge, Text } from "@mantine/core";
import { INSPECTION_RESOURCES, RESOURCES, SEEDED_EDITABLE_NAME_KEYS, SEQUENCE_RESOURCES } from "@weldtrace/domain";
import { ReferenceValue } from "../../components/resource/field-value";
import { textColorOn } from "../../components/resource/fields/contrast";
import type { TResourceColumn } from "../../components/resource/resource-list";
import { seededDescription, seededName } from "../../components/resource/seeded-names";
import type { TWebResourceKey } from "../../components/resource/types";
import { DocumentFileCell } from "./document-file-cell";

/** Spec: a heat's documents are listed by name, joined by a dash. */
const heatColumns: readonly TResourceColumn[] = [
  { key: "heat_no" },
  {
    key: "documents",
    render: (record) => (
      <ReferenceValue field={{ key: "documents", kind: "references", target: "document" }} value={record.documents} separator=" - " />
    ),
  },
];

/** A locked catalogue's name column: a seeded entry in the user's language. */
const seededNameColumn = (target: TWebResourceKey): TResourceColumn => ({
  key: "name",
  render: (record) => <Text size="sm">{seededName(target, record) ?? String(record.name ?? "")}</Text>,
});

/** An editable catalogue with seeded entries: its usual columns, the name of a seeded entry in the user's language. */
const withSeededName = (target: TWebResourceKey): readonly TResourceColumn[] => [
  seededNameColumn(target),
  ...(RESOURCES.find((resource) => resource.key === target)?.fields ?? [])
    .filter((field) => "column" in field && field.column && field.key !== "name")
    .map((field) => ({ key: field.key })),
];

/** The few lists whose columns differ from "one per field": written here, not as screens. */
export const COLUMN_OVERRIDES: Partial<Record<TWebResourceKey, readonly TResourceColumn[]>> = {
  // The locked catalogues' seeded entries read in the user's language (decisions.md); a client's own as typed.
  documentType: [seededNameColumn("documentType")],
  measuringInstrumentType: [seededNameColumn("measuringInstrumentType")],
  workstationType: [
    seededNameColumn("workstationType"),
    {
      key: "description",
      render: (record) => <Text size="sm">{seededDescription("workstationType", record) ?? String(record.description ?? "")}</Text>,
    },
  ],
  // Seeded entries of editable catalogues still of their seeded name (decisions.md "Seeded entries of editable catalogues").
  ...Object.fromEntries((Object.keys(SEEDED_EDITABLE_NAME_KEYS) as TWebResourceKey[]).map((target) => [target, withSeededName(target)])),
  // Spec: a tag is shown as a pill in its colour, with black or white text by brightness.
  document: [
    { key: "name" },
    { key: "type" },
    { key: "expired_at" },
    { key: "file", render: (record) => <DocumentFileCell record={record} /> },
  ],
  workpieceHeat: heatColumns,
  fillerMetalHeat: heatColumns,
  workpieceTag: [
    {
      key: "label",
      render: (record) => {
        const color = typeof record.color === "string" ? record.color : "#ffffff";
        return (
          <Badge style={{ background: color, color: textColorOn(color), border: "1px solid var(--mantine-color-default-border)" }}>
            {String(record.label ?? "")}
          </Badge>
        );
      },
    },
  ],
};

/** Resources with an entry of their own in the main menu rather than under Settings. */
/** The sequences and inspections: their screens are features/inspections'. */
export const INSPECTION_AREA_KEYS = [...Object.values(SEQUENCE_RESOURCES), ...Object.values(INSPECTION_RESOURCES)].map(
  (resource) => resource.key,
) as TWebResourceKey[];

export const MAIN_MENU_RESOURCES: readonly TWebResourceKey[] = [
  "document",
  "uom",
  "project",
  "workpiece",
  "workpieceEdge",
  "fillerMetal",
  "flawLibrary",
  "flawNdeMethod",
  "flawType",
  "weld",
  "cutOut",
  "cycle",
  "flaw",
  "flawAttachment",
  "measuringInstrument",
  "workstation",
  "welder",
  "deletedWelder",
  "welderQualification",
  "instrumentTypesParameter",
  "workpiece",
  "workpieceEdge",
  "fillerMetal",
  // Under the menu's Inspections: "Inspection setup" and "Inspection lists" (features/inspections).
  ...INSPECTION_AREA_KEYS,
];
